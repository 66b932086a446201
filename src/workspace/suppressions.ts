// Bulk suppressions (ESLint's model): agentspec-suppressions.json records, per file (a path relative
// to the file's folder, "/" separators) and per code, how many findings are accepted. A later run
// reports a file's findings of a code only when there are more than recorded (then all of them:
// which ones are new cannot be told, and counts survive moved lines). Recorded counts above what
// is found are reported as unused; --prune-suppressions lowers them.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { ConfigError, type Policy } from "../config/index.js";
import { configCodes } from "../core/codes/config.js";
import type { Finding, Issue } from "../core/issue.js";
import { isObject } from "../core/json.js";
import { childPointer } from "../core/pointer.js";
import { parseJsonText } from "../core/text.js";
import { locateFindings } from "../validate/validate.js";
import { SUPPRESSIONS_FILE } from "../node/config.js";
import type { FileReport } from "./file-report.js";

/** Counts by file, then by code. */
export type Suppressions = Record<string, Record<string, { count: number }>>;

/** Findings that cannot be suppressed, as they cannot be switched off: reading JSON text or a file, and the toolkit's own failures. */
export const unsuppressable = (code: string): boolean => /^(?:json|io|internal)\//.test(code);

/**
 * Where the repository's suppressions file is, for a run whose configs are `policy`'s, found from
 * the folder `from` (check: the working directory; the language server: the document's folder):
 * beside the farthest config in force that declares `files`, else beside the farthest config (the
 * repository's top config, or the one with `"root": true`), so neither the folder a command runs
 * from nor a nested config moves it. Without a config: the repository root (the folder holding
 * .git, from `from` up), else `from`. None with --no-config.
 */
export function suppressionsPath(policy: Pick<Policy, "layers">, from: string, noConfig = false): string | undefined {
  if (noConfig) return undefined;
  const layers = policy.layers;
  const owner = layers.find((l) => Object.hasOwn(l.config, "files")) ?? layers[0];
  if (owner) return join(owner.dir, SUPPRESSIONS_FILE);
  for (let at = resolve(from); ; ) {
    if (existsSync(join(at, ".git"))) return join(at, SUPPRESSIONS_FILE);
    const up = dirname(at);
    if (up === at) return join(resolve(from), SUPPRESSIONS_FILE);
    at = up;
  }
}

/** The codes of a file's findings the entry hides: those with no more findings than recorded (never json/*, io/*, internal/*). */
export function hiddenCodes(entry: Readonly<Record<string, { count: number }>> | undefined, byCode: ReadonlyMap<string, number>): Set<string> {
  const hidden = new Set<string>();
  if (!entry) return hidden;
  for (const [code, { count }] of Object.entries(entry)) if (!unsuppressable(code) && (byCode.get(code) ?? 0) <= count) hidden.add(code);
  return hidden;
}

/** A file's key in the suppressions file at `path`: its path from that file's folder, "/" separators. */
export const suppressionKey = (path: string, file: string): string => relative(resolve(path, ".."), resolve(file)).split(sep).join("/");

/** An object with no prototype: every file name is a key like any other ("__proto__" included). */
const dict = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** Why a code's findings are never suppressed, in words (for the suppressions file and --suppress-rule). */
export const neverSuppressed = (code: string): string =>
  `${JSON.stringify(code)} findings are never suppressed: what the text is (json/*), reading a file (io/*) and the toolkit failing (internal/*) always report`;

/**
 * The findings of a suppressions file's text: not JSON, or not { file: { code: { "count": n } } }
 * (a whole n of 1 or more), or an entry for a code that is never suppressed. The value when there are none.
 */
export function suppressionsFindings(text: string): { suppressions?: Suppressions; issues: Issue[] } {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0) return { issues: locateFindings(text, parsed.findings, configCodes) };
  const findings: Finding[] = [];
  const bad = (pointer: string, expected: string, value: unknown): void => {
    findings.push({ code: "config/type", severity: "error", pointer, params: { expected, value } });
  };
  const value = parsed.value;
  const out = dict<Record<string, { count: number }>>();
  if (!isObject(value)) bad("", "an object of files", value);
  else {
    for (const [file, codes] of Object.entries(value)) {
      const fp = childPointer("", file);
      if (!isObject(codes)) {
        bad(fp, "an object of codes", codes);
        continue;
      }
      const entry = dict<{ count: number }>();
      for (const [code, recorded] of Object.entries(codes)) {
        const cp = childPointer(fp, code);
        const count = isObject(recorded) ? recorded["count"] : undefined;
        if (!isObject(recorded) || Object.keys(recorded).length !== 1 || typeof count !== "number" || !Number.isInteger(count) || count < 1) bad(cp, 'an object { "count": n } with a whole n of 1 or more', recorded);
        else if (unsuppressable(code)) findings.push({ code: "config/invalid-value", severity: "error", pointer: cp, target: "key", params: { reason: `${neverSuppressed(code)}; remove this entry` } } as Finding);
        else entry[code] = { count };
      }
      out[file] = entry;
    }
  }
  if (findings.length > 0) return { issues: locateFindings(text, findings, configCodes) };
  return { suppressions: out, issues: [] };
}

/** Read the suppressions file; none when it does not exist. A file that is not one is a ConfigError (exit 2). */
export function readSuppressions(path: string): { suppressions: Suppressions; text?: string } {
  if (!existsSync(path)) return { suppressions: dict() };
  const text = readFileSync(path, "utf8");
  const read = suppressionsFindings(text);
  if (!read.suppressions) throw new ConfigError(path, read.issues, text);
  return { suppressions: read.suppressions, text };
}

/** The suppressions as written: keys sorted at each level, 2-space indent, final newline, so it diffs cleanly. */
export function writeSuppressions(path: string, s: Suppressions): void {
  const sorted: Suppressions = dict();
  for (const file of Object.keys(s).sort()) {
    const codes = s[file]!;
    const keys = Object.keys(codes).sort();
    if (keys.length === 0) continue;
    const entry = (sorted[file] = dict<{ count: number }>());
    for (const code of keys) entry[code] = { count: codes[code]!.count };
  }
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** A report's key in the suppressions file: its path from the file's folder, "/" separators; undefined for stdin. */
function keyOf(base: string, report: FileReport): string | undefined {
  if (report.name === "<stdin>") return undefined;
  return relative(base, resolve(report.name)).split(sep).join("/");
}

/** How many findings of each code that can be suppressed the issues hold. */
export function countByCode(issues: readonly Issue[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const i of issues) if (!unsuppressable(i.code)) counts.set(i.code, (counts.get(i.code) ?? 0) + 1);
  return counts;
}

/** Moves a file's findings that its entry accepts (by `byCode`, the counts of its findings) from `issues` to `suppressed`. */
export function hideSuppressed(r: FileReport, entry: Readonly<Record<string, { count: number }>>, byCode: ReadonlyMap<string, number>): void {
  const hidden = hiddenCodes(entry, byCode);
  if (hidden.size === 0) return;
  const kept: Issue[] = [];
  const suppressed: Issue[] = r.suppressed ? [...r.suppressed] : [];
  for (const i of r.issues) (hidden.has(i.code) ? suppressed : kept).push(i);
  r.issues = kept;
  r.suppressed = suppressed;
}

/** What a run does with the file: read it only, record findings (all, or some codes), or prune it. */
export type SuppressionMode = { kind: "apply" } | { kind: "record"; codes?: ReadonlySet<string> } | { kind: "prune" };

/**
 * Apply the suppressions to the reports (moving suppressed issues to `suppressed`), after updating
 * them as `mode` says. Gives the suppressions as they now are, whether they changed, and the
 * unused ones as findings in the suppressions file (none when pruning).
 */
export function suppress(
  reports: FileReport[],
  path: string,
  current: Suppressions,
  mode: SuppressionMode,
): { suppressions: Suppressions; changed: boolean; unused: Finding[] } {
  const base = resolve(path, "..");
  const next: Suppressions = dict();
  for (const [f, codes] of Object.entries(current)) next[f] = Object.assign(dict<{ count: number }>(), codes);
  let changed = false;
  const checked = new Set<string>();
  const counts = new Map<string, Map<string, number>>();
  for (const r of reports) {
    const key = keyOf(base, r);
    // The toolkit's own files (the config, the suppressions, the link file) are never recorded: their faults are fixed, not accepted.
    if (key === undefined || r.toolFile !== undefined) continue;
    checked.add(key);
    const byCode = countByCode(r.issues);
    counts.set(key, byCode);
    if (mode.kind === "record") {
      const entry = Object.assign(dict<{ count: number }>(), next[key]);
      for (const code of new Set([...Object.keys(entry), ...byCode.keys()])) {
        if (mode.codes && !mode.codes.has(code)) continue;
        const n = byCode.get(code) ?? 0;
        if (n === 0) delete entry[code];
        else entry[code] = { count: n };
      }
      next[key] = entry;
    } else if (mode.kind === "prune" && next[key]) {
      const entry = next[key];
      for (const [code, { count }] of Object.entries(entry)) {
        const n = byCode.get(code) ?? 0;
        if (n === 0) delete entry[code];
        else if (n < count) entry[code] = { count: n };
      }
    }
  }
  // A recorded file that no longer exists suppresses nothing.
  for (const f of Object.keys(next)) {
    if (!checked.has(f) && !existsSync(join(base, f))) {
      if (mode.kind === "prune") delete next[f];
      else counts.set(f, new Map());
    }
    if (next[f] && Object.keys(next[f]).length === 0) delete next[f];
  }
  changed = JSON.stringify(sortedEntries(next)) !== JSON.stringify(sortedEntries(current));
  // Apply: a file's findings of a code are hidden when there are no more than recorded.
  for (const r of reports) {
    const key = r.toolFile === undefined ? keyOf(base, r) : undefined;
    const entry = key === undefined ? undefined : next[key];
    if (!entry) continue;
    hideSuppressed(r, entry, counts.get(key!)!);
  }
  if (mode.kind === "prune") return { suppressions: next, changed, unused: [] };
  // Unused: recorded above what was found, in the files this run read (or that no longer exist).
  const findings: Finding[] = [];
  for (const [f, entry] of Object.entries(next)) {
    const byCode = counts.get(f);
    if (!byCode) continue;
    for (const [code, { count }] of Object.entries(entry)) {
      const found = byCode.get(code) ?? 0;
      if (found < count) findings.push({ code: "suppressions/unused", severity: "warning", pointer: childPointer(childPointer("", f), code), target: "key", params: { file: f, code, recorded: count, found } } as Finding);
    }
  }
  return { suppressions: next, changed, unused: findings };
}

/** The unused suppressions as a report of the suppressions file (its text as it is now on disk). */
export function unusedReport(path: string, unused: readonly Finding[]): FileReport | undefined {
  if (unused.length === 0) return undefined;
  const text = readFileSync(path, "utf8");
  return { name: relative(process.cwd(), path) || path, text, issues: locateFindings(text, unused, configCodes) };
}

function sortedEntries(s: Suppressions): unknown {
  return Object.keys(s)
    .sort()
    .map((f) => [f, Object.keys(s[f]!).sort().map((c) => [c, s[f]![c]!.count])]);
}
