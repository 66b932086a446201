import { didYouMean } from "../core/suggest.js";
import { webhookLimits, WEBHOOK_ROUTES } from "../core/routes.js";
import type { Issue } from "../core/issue.js";
import type { ValidateOptions } from "../validate/validate.js";
import { documentChecker, type CheckedDocument, type DocumentChecker, type RuleSettings } from "../check/index.js";
import { fullTree, locate, type ObjectKind } from "./context.js";
import { propertyInfo, type PropertyInfo } from "./schema-info.js";
import type { JsonObjectNode, JsonValueNode } from "./tree.js";

/** One replacement in a text: UTF-16 offsets, `to` exclusive. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/**
 * A way to fix an issue. A safe fix keeps what the author meant (a route in the wrong case, a
 * missing version, a misspelt property name whose value already fits); an unsafe one guesses.
 */
export interface Fix {
  title: string;
  safe: boolean;
  /** Whether `applyFixes` may choose it unattended: the only fix of its issue, or the one a guess points to. */
  preferred: boolean;
  edits: TextEdit[];
}

/** What `applyFixes` did: the new text, the fixes applied (with the issue each fixed) and the issues left. */
export interface AppliedFixes {
  text: string;
  applied: { issue: Issue; fix: Fix }[];
  remaining: Issue[];
}

/** Options of `applyFixes`: the checker's options, and whether unsafe fixes are applied too. */
export interface ApplyFixesOptions extends ValidateOptions {
  unsafe?: boolean;
  /** The file's name, as checkText takes it (a test file gets no spec fixes). */
  fileName?: string;
  /** Severities by code, as checkText takes them: a code switched off is not fixed. */
  rules?: RuleSettings;
}

const ROUTES: readonly string[] = WEBHOOK_ROUTES;
/** The strict rule's kinds, as the language service names them. */
const KINDS: Record<string, ObjectKind> = {
  spec: "spec",
  node: "node",
  "webhook config": "webhook config",
  transition: "transition",
  comparison: "condition",
  "length operand": "length operand",
};

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The span of an issue in `text`: its range, which validateSpecText always gives. */
function spanOf(issue: Issue): [number, number] | undefined {
  return issue.range ? [issue.range.start.offset, issue.range.end.offset] : undefined;
}

/** Whether the text at a span is exactly the JSON of `value` (so an edit replaces what the issue is about). */
const holdsJson = (text: string, [from, to]: [number, number], value: unknown): boolean => {
  try {
    return JSON.stringify(JSON.parse(text.slice(from, to))) === JSON.stringify(value);
  } catch {
    return false;
  }
};

const replace = (title: string, safe: boolean, preferred: boolean, [from, to]: [number, number], value: unknown): Fix => ({
  title,
  safe,
  preferred,
  edits: [{ from, to, insert: JSON.stringify(value) }],
});

/**
 * The fixes for one issue of `text` (as `validateSpecText` reported it, with its range): safe ones
 * first. Empty when the issue has none or the text no longer matches the issue. Never throws.
 */
export function fixesFor(text: string, issue: Issue): Fix[] {
  const span = spanOf(issue);
  const p = issue.params ?? {};
  switch (issue.code) {
    case "spec/missing-version":
      return missingVersion(text);
    case "webhook/invalid-proxy": {
      const value = str(p["value"]);
      if (value === undefined || !span || !holdsJson(text, span, value)) return [];
      const lower = value.trim().toLowerCase();
      if (ROUTES.includes(lower)) return [replace(`Write the route as "${lower}"`, true, true, span, lower)];
      const guess = didYouMean(lower, ROUTES);
      if (guess !== undefined) return [replace(`Use the route "${guess}"`, false, true, span, guess)];
      // A template or a URL: the route must be chosen; every choice is offered, none preferred.
      return ROUTES.map((r) => replace(`Use the route "${r}"${r === "direct" ? " (the default)" : ""}`, false, false, span, r));
    }
    case "schema/enum": {
      const value = p["value"];
      const allowed = Array.isArray(p["allowed"]) ? (p["allowed"] as unknown[]).filter((a): a is string => typeof a === "string") : [];
      if (typeof value !== "string" || !span || !holdsJson(text, span, value)) return [];
      const same = allowed.filter((a) => a.toLowerCase() === value.trim().toLowerCase());
      if (same.length === 1) return [replace(`Write "${same[0]}"`, true, true, span, same[0])];
      const guess = didYouMean(value, allowed);
      return guess === undefined ? [] : [replace(`Change to "${guess}"`, false, true, span, guess)];
    }
    case "strict/unknown-property":
      return renameProperty(text, issue, span);
    case "transition/unknown-target":
    case "condition/unknown-node": {
      const suggestion = str(p["suggestion"]);
      const id = str(p["to"] ?? p["id"]);
      if (suggestion === undefined || id === undefined || !span || !holdsJson(text, span, id)) return [];
      return [replace(`Change to "${suggestion}"`, false, true, span, suggestion)];
    }
    case "webhook/relay-timeout": {
      if (!span || !holdsJson(text, span, p["timeout"])) return [];
      return [replace(`Cap the timeout at ${webhookLimits.relayTimeoutMaxSeconds} s`, false, true, span, webhookLimits.relayTimeoutMaxSeconds)];
    }
    default:
      return [];
  }
}

// `"version": 2` as the root object's first property, laid out like the property after it.
function missingVersion(text: string): Fix[] {
  const root = fullTree(text);
  if (root?.kind !== "object") return [];
  const first = root.properties[0];
  const open = root.start + 1;
  const fix = (at: number, insert: string): Fix[] => [{ title: 'Add "version": 2', safe: true, preferred: true, edits: [{ from: at, to: at, insert }] }];
  if (!first) return fix(open, '"version": 2');
  const between = text.slice(open, first.keyStart);
  // On its own line, indented as the first property; else before it on the same line.
  return /[\r\n]/.test(between) ? fix(open, `${between}"version": 2,`) : fix(first.keyStart, '"version": 2, ');
}

// Whether a scalar value already satisfies a property's schema (type, enum, const, minLength), so
// giving it that name brings no new error.
function fits(info: PropertyInfo, value: JsonValueNode): boolean {
  if (value.kind === "object" || value.kind === "array" || value.kind === "word") return false;
  const v = value.value;
  if (info.enum) return info.enum.includes(v);
  if (info.const !== undefined) return info.const === v;
  const types = info.type === undefined ? [] : Array.isArray(info.type) ? info.type : [info.type];
  const type = v === null ? "null" : typeof v;
  if (!types.includes(type)) return false;
  if (typeof v === "string" && v.length === 0) return false;
  // `timeout` is the one number with a bound (exclusiveMinimum 0).
  if (typeof v === "number" && !(v > 0)) return false;
  return true;
}

// Names other rules read beyond their own schema (a node's `type` requires `actionType`, a `to`
// must name a node, an `op` needs a `value`…): bringing one into effect may raise a new error, so
// a rename onto one is a guess, however well its value fits.
const READ_BY_RULES: Partial<Record<ObjectKind, readonly string[]>> = {
  node: ["id", "type", "actionType", "config", "transition"],
  "webhook config": ["url"],
  transition: ["to", "when"],
  condition: ["source", "of", "path", "op", "value", "all", "any", "not"],
};

function renameProperty(text: string, issue: Issue, span: [number, number] | undefined): Fix[] {
  const p = issue.params ?? {};
  const suggestion = str(p["suggestion"]);
  const property = str(p["property"]);
  const kind = KINDS[String(p["kind"])];
  if (suggestion === undefined || property === undefined || kind === undefined || !span || !holdsJson(text, span, property)) return [];
  const loc = locate(fullTree(text), span[0] + 1);
  const obj = loc?.steps[loc.steps.length - 1]?.node;
  if (!loc || loc.where !== "key" || obj?.kind !== "object") return [];
  if ((obj as JsonObjectNode).properties.some((q) => q.key === suggestion)) return [];
  const value = loc.property?.value;
  const info = propertyInfo(kind, suggestion);
  const safe = value !== undefined && info !== undefined && !READ_BY_RULES[kind]?.includes(suggestion) && fits(info, value);
  return [replace(`Rename to "${suggestion}"`, safe, true, span, suggestion)];
}

/** Apply edits to a text; the edits must not overlap. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  // One pass in text order: linear in the text and the edits, however many there are.
  const sorted = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  const parts: string[] = [];
  let at = 0;
  for (const e of sorted) {
    parts.push(text.slice(at, e.from), e.insert);
    at = e.to;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/** At most this many rounds: a fix may reveal another issue (a fixed route brings its timeout rule into play). */
const MAX_ROUNDS = 10;

const errorKeys = (issues: readonly Issue[]): Set<string> => new Set(issues.filter((i) => i.severity === "error").map((i) => `${i.code} ${i.pointer} ${i.message}`));
const addsError = (before: Set<string>, after: readonly Issue[]): boolean => [...errorKeys(after)].some((k) => !before.has(k));

/**
 * Apply every safe fix (with `unsafe`, the preferred unsafe ones too) until none is left, and say
 * what was applied and which issues remain (checkText's issues of the text at the end). A fix is
 * applied only if it adds no error (two fixes may each be right alone and clash together, such as
 * adding `version` and renaming `versoin`); a round whose fixes together add one is redone a fix at
 * a time. Only a spec is fixed: a bundle, a test file or a text that is not JSON is left as it is.
 * Idempotent: a second call applies nothing.
 */
export function applyFixes(text: string, opts: ApplyFixesOptions = {}): AppliedFixes {
  return fixText(text, opts, documentChecker());
}

/**
 * applyFixes with a kept checker (the document's, in an editor), so that each round reads again
 * only what its fixes touched; `first`: the checker's answer for `text`, when the caller has it.
 */
export function fixText(text: string, opts: ApplyFixesOptions, checker: DocumentChecker, first?: CheckedDocument): AppliedFixes {
  const copts = { ...(opts.strict === undefined ? {} : { strict: opts.strict }), ...(opts.fileName === undefined ? {} : { fileName: opts.fileName }), ...(opts.rules === undefined ? {} : { rules: opts.rules }) };
  const check = (t: string): Issue[] => checker.check(t, copts).issues;
  const applied: AppliedFixes["applied"] = [];
  let current = text;
  const start = first ?? checker.check(current, copts);
  let issues = start.issues;
  if (start.kind !== "spec") return { text, applied, remaining: issues };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const chosen: { issue: Issue; fix: Fix }[] = [];
    const taken: [number, number][] = [];
    for (const issue of issues) {
      const fix = fixesFor(current, issue).find((f) => f.preferred && (f.safe || opts.unsafe === true));
      if (!fix) continue;
      // Edits touching (or inserting at) a span already taken wait for the next round.
      if (fix.edits.some((e) => taken.some(([a, b]) => e.from <= b && a <= e.to))) continue;
      for (const e of fix.edits) taken.push([e.from, e.to]);
      chosen.push({ issue, fix });
    }
    if (chosen.length === 0) break;
    const before = errorKeys(issues);
    let next = applyEdits(current, chosen.flatMap((c) => c.fix.edits));
    let nextIssues = check(next);
    let done = chosen;
    if (addsError(before, nextIssues)) {
      // One at a time, last in the text first, so the offsets of the ones before stay right.
      done = [];
      next = current;
      nextIssues = issues;
      const order = [...chosen].sort((a, b) => Math.min(...b.fix.edits.map((e) => e.from)) - Math.min(...a.fix.edits.map((e) => e.from)));
      for (const c of order) {
        const candidate = applyEdits(next, c.fix.edits);
        const found = check(candidate);
        if (addsError(errorKeys(nextIssues), found)) continue;
        next = candidate;
        nextIssues = found;
        done.push(c);
      }
    }
    if (done.length === 0 || next === current) break;
    current = next;
    issues = nextIssues;
    applied.push(...done);
  }
  return { text: current, applied, remaining: issues };
}
