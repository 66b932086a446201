// check --cache: a file's findings kept from the last run and reused while nothing that decides
// them changed. An entry is keyed by the file's name as the run gives it (the cache is the working
// directory's: one written from another folder is not read) and holds what decided its findings:
// the file's size and modification time (the first gate, a stat), a hash of its bytes (asked only
// when the stat differs, as Ruff does, so a fresh checkout with new times reads but does not check),
// the options that apply to that file (its strict mode and rule settings from the config, whether a
// walk found it) and, for the whole file, the toolkit's version. Changing one override's rules thus
// re-checks only the files that override covers. Test files (their findings read the spec they
// name) and the toolkit's own files are never kept. docs/decisions.md has the design.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Issue } from "../../../core/issue.js";
import type { SecretSpan } from "../../../check/index.js";
import type { RuleSettings } from "../../../core/severity.js";
import { documentKindOf, walkedKind } from "../../../language/document-kind.js";
import { readInput, type Input, type Missing } from "../../../workspace/files.js";
import type { FileReport } from "../../../workspace/file-report.js";

/** Where the cache lives when --cache-location names no other folder: a folder that ignores itself in git. */
export const DEFAULT_CACHE_DIR = ".agentspec-cache";
/** The file in the cache folder that holds check's entries (JSON, named so that no walk for *.json takes it, wherever --cache-location puts it). */
export const CACHE_FILE = "check.cache";
/** The layout of the file; a file of another layout is read as empty. */
const FORMAT = 2;
/** A file changed less than this long before it was checked may change again within its time's precision: its stat is not trusted. */
const RACY_MS = 2000;

/** What is kept of a file's report (its name and text are the run's). */
interface Kept {
  issues: Issue[];
  notes?: string[];
  agents?: unknown[];
  /** The report's secretSpans: absent when they are not known (the text was not read as a value); none kept when empty. */
  secrets?: SecretSpan[];
  /** 1 when the report's secretSpans are not known. */
  unread?: 1;
}

/**
 * One file's entry, an array to keep a file of 100,000 entries small and quick to read: its size
 * and modification time (ms) at the check; the SHA-256 of its bytes (first 32 hex digits); the
 * options its findings were made under (optionsKey); its report (0: a file a walk found that is no
 * agentspec document, skipped; 1: no finding; else what is kept); 1 when its stat must not be
 * trusted (the file was changing when it was checked).
 */
type Entry = [size: number, mtimeMs: number, hash: string, options: string, report: Kept | 0 | 1, racy?: 1];
const SIZE = 0, MTIME = 1, HASH = 2, OPTIONS = 3, REPORT = 4, RACY = 5;

interface CacheFile {
  format: number;
  version: string;
  /** The working directory the names are relative to. */
  root: string;
  entries: Record<string, Entry>;
}

/** How check calls the cache: the file, the key of its options, and the check to run on a miss (given the text read). */
export type CheckRead = (read: ReturnType<typeof readInput>) => FileReport | undefined;

// Files under the same overrides share one rules object (Policy.optionsFor): one key each.
const optionKeys = new WeakMap<RuleSettings, string>();

/**
 * The options a file's findings depend on, as a short string: its strict mode, whether a walk found
 * it, and a hash of its rule settings (sorted), so that an entry stays small whatever the config holds.
 */
export function optionsKey(strict: boolean, rules: RuleSettings, found: boolean): string {
  let r = optionKeys.get(rules);
  if (r === undefined) {
    // suppressions/unused is about the suppressions file, never a document's finding (check leaves it out).
    const sorted = JSON.stringify(Object.keys(rules).filter((k) => k !== "suppressions/unused").sort().map((k) => [k, (rules as Record<string, unknown>)[k]]));
    r = createHash("sha256").update(sorted).digest("hex").slice(0, 16);
    optionKeys.set(rules, r);
  }
  return `${strict ? "s" : "-"}${found ? "f" : "-"}${r}`;
}

const hashOf = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

function isEntry(e: unknown): e is Entry {
  if (!Array.isArray(e) || e.length < 5 || e.length > 6) return false;
  const r: unknown = e[REPORT];
  return typeof e[SIZE] === "number" && typeof e[MTIME] === "number" && typeof e[HASH] === "string" && typeof e[OPTIONS] === "string" && (r === 0 || r === 1 || (typeof r === "object" && r !== null && Array.isArray((r as Kept).issues))) && (e.length === 5 || e[RACY] === 1);
}

/** The file's entries, or why it cannot be used ("" when it is just absent, of another version or layout, or of another folder). */
function load(path: string, version: string, root: string): { entries: Map<string, Entry> } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    // No file yet (or no folder: one that cannot be made is said when the file is written).
    if (code === "ENOENT" || code === "ENOTDIR") return { problem: "" };
    return { problem: e instanceof Error ? e.message : String(e) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: "it is not JSON" };
  }
  const file = value as Partial<CacheFile> | null;
  if (typeof file !== "object" || file === null || typeof file.format !== "number" || typeof file.version !== "string") return { problem: "it is not an agentspec cache" };
  // Another layout or another version of the toolkit: every finding may differ. Not a fault.
  if (file.format !== FORMAT || file.version !== version) return { problem: "" };
  // Written from another folder: its names are not this run's. Not a fault either.
  if (typeof file.root !== "string") return { problem: "it has no root" };
  if (file.root !== root) return { problem: "" };
  if (typeof file.entries !== "object" || file.entries === null) return { problem: "it has no entries" };
  const entries = new Map<string, Entry>();
  for (const [k, e] of Object.entries(file.entries)) {
    if (!isEntry(e)) return { problem: `its entry for ${k} is malformed` };
    entries.set(k, e);
  }
  return { entries };
}

/** A run's cache: look files up, keep what was checked, and write the file back once at the end. */
export class CheckCache {
  private readonly file: string;
  private readonly entries: Map<string, Entry>;
  /** The entries this run made or refreshed (what save writes over a file another run may have written since). */
  private readonly changed = new Map<string, Entry>();
  /** Entries this run found no longer keepable: removed from the file too. */
  private readonly dropped = new Set<string>();
  /** Files found, as counts for a test or a bench. */
  readonly stats = { hits: 0, checked: 0 };

  constructor(
    readonly dir: string,
    private readonly version: string,
    private readonly note: (line: string) => void,
    private readonly root = process.cwd(),
  ) {
    this.file = join(dir, CACHE_FILE);
    const loaded = load(this.file, version, root);
    if ("problem" in loaded) {
      if (loaded.problem !== "") note(`agentspec: the cache ${this.file} cannot be read (${loaded.problem}); checking every file and writing it anew\n`);
      this.entries = new Map();
    } else this.entries = loaded.entries;
  }

  /** The report of `input`: the kept one when its file and options are as they were, else `check`'s (then kept). */
  check(input: Input | Missing, key: string, check: CheckRead): FileReport | undefined {
    if ("missing" in input || input.stdin) return check(readInput(input));
    const name = input.name;
    const stat = statSync(name, { throwIfNoEntry: false });
    if (stat === undefined) return check(readInput(input));
    const entry = this.entries.get(name);
    const usable = entry !== undefined && entry[OPTIONS] === key;
    let read: ReturnType<typeof readInput> | undefined;
    let hash: string | undefined;
    if (usable && entry[SIZE] === stat.size && entry[MTIME] === stat.mtimeMs && entry[RACY] === undefined) {
      const r = entry[REPORT];
      if (r === 0 || r === 1) return this.hit(name, r);
      // Findings are shown with their text (code frames, fingerprints): read it, and make sure it is the text they were found in.
      read = readInput(input);
      if (!("error" in read) && (hash = hashOf(read.bytes)) === entry[HASH]) return this.hit(name, r, read.text);
    } else if (usable) {
      read = readInput(input);
      if (!("error" in read) && (hash = hashOf(read.bytes)) === entry[HASH]) {
        const r = entry[REPORT];
        this.keep(name, [stat.size, stat.mtimeMs, hash, key, r, ...this.racy(stat.mtimeMs)]);
        return this.hit(name, r, read.text);
      }
    }
    read ??= readInput(input);
    const report = check(read);
    this.stats.checked++;
    if ("error" in read || !this.keepable(name, read.text, report)) {
      if (entry !== undefined) {
        this.entries.delete(name);
        this.dropped.add(name);
      }
      return report;
    }
    const kept: Kept | 0 | 1 = report === undefined ? 0 : report.issues.length === 0 && !report.notes && !report.agents ? 1 : keptOf(report);
    this.keep(name, [stat.size, stat.mtimeMs, hash ?? hashOf(read.bytes), key, kept, ...this.racy(stat.mtimeMs)]);
    return report;
  }

  private racy(mtimeMs: number): [1] | [] {
    return Date.now() - mtimeMs < RACY_MS ? [1] : [];
  }

  /** A report keeps when it depends on the file's bytes and options alone: not a test file's (it reads its spec), not the toolkit's own files'. */
  private keepable(name: string, text: string, report: FileReport | undefined): boolean {
    if (report?.toolFile !== undefined) return false;
    const kind = documentKindOf(name, text).kind;
    return kind !== "test" && walkedKind(kind) !== "config" && walkedKind(kind) !== "suppressions" && walkedKind(kind) !== "link";
  }

  private keep(name: string, entry: Entry): void {
    this.entries.set(name, entry);
    this.changed.set(name, entry);
    this.dropped.delete(name);
  }

  private hit(name: string, r: Kept | 0 | 1, text?: string): FileReport | undefined {
    this.stats.hits++;
    if (r === 0) return undefined;
    if (r === 1) return { name, issues: [] };
    // A copy: the run's later steps (suppressions) change reports in place. The text only where findings show it.
    const report: FileReport = { name, issues: r.issues.map((i) => ({ ...i })) };
    if (r.issues.length > 0 && text !== undefined) {
      report.text = text;
      // Read only (masking), never changed: shared with the entry.
      if (r.unread === undefined) report.secretSpans = r.secrets ?? [];
    }
    if (r.notes) report.notes = [...r.notes];
    if (r.agents) report.agents = r.agents;
    return report;
  }

  /**
   * Write the entries back, when any changed: over what the file holds now (another run sharing
   * it may have written since; its entries for other files stay), to a temp file renamed into
   * place, so a reader sees the old file or the new one, never a part. A failure is said, not fatal.
   */
  save(): void {
    if (this.changed.size === 0 && this.dropped.size === 0) return;
    try {
      const created = !existsSync(this.dir);
      mkdirSync(this.dir, { recursive: true });
      // A cache folder made here ignores itself in git and says what it is to backup tools, as Ruff's does.
      if (created) {
        writeFileSync(join(this.dir, ".gitignore"), "# Made by agentspec check --cache: never committed.\n*\n");
        writeFileSync(join(this.dir, "CACHEDIR.TAG"), "Signature: 8a477f597d28d172789f06886806bc55\n# This folder is agentspec's cache (agentspec check --cache).\n");
      }
      const now = load(this.file, this.version, this.root);
      const merged = "entries" in now ? now.entries : new Map<string, Entry>();
      for (const [name, entry] of this.changed) merged.set(name, entry);
      for (const name of this.dropped) merged.delete(name);
      const out: CacheFile = { format: FORMAT, version: this.version, root: this.root, entries: Object.fromEntries(merged) };
      const temp = `${this.file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      try {
        writeFileSync(temp, JSON.stringify(out));
        renameSync(temp, this.file);
      } catch (e) {
        rmSync(temp, { force: true });
        throw e;
      }
    } catch (e) {
      this.note(`agentspec: the cache ${this.file} could not be written (${e instanceof Error ? e.message : String(e)}); the findings are not affected\n`);
    }
  }
}

/** The folder --cache-location names (made absolute), or the default one in the working directory. */
export function cacheDir(location: string | undefined, cwd = process.cwd()): string {
  return resolve(cwd, location ?? DEFAULT_CACHE_DIR);
}

/** What the cache keeps of a report with findings, notes or agents. */
function keptOf(report: FileReport): Kept {
  const kept: Kept = { issues: report.issues };
  if (report.notes) kept.notes = report.notes;
  if (report.agents) kept.agents = report.agents;
  if (report.secretSpans === undefined) kept.unread = 1;
  else if (report.secretSpans.length > 0) kept.secrets = report.secretSpans;
  return kept;
}
