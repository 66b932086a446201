import type { Issue } from "../core/issue.js";
import type { Fix, FixFor, FixSite, TextEdit } from "../core/fix.js";
import { conditionFixes } from "../core/codes/condition-fixes.js";
import { jsonFixes } from "../core/codes/json-fixes.js";
import { ruleFixes } from "../core/codes/rules-fixes.js";
import { schemaFixes } from "../core/codes/schema-fixes.js";
import { secretFixes } from "../core/codes/secret-fixes.js";
import type { ValidateOptions } from "../validate/validate.js";
import { documentChecker, type CheckedDocument, type DocumentChecker, type RuleSettings } from "../check/index.js";
import { fullTree, locate, type ObjectKind } from "./context.js";
import { propertyInfo, type PropertyInfo } from "./schema-info.js";
import { agentSpecSchema } from "../schema/schema.js";
import agentSpecTestSchema from "../../schema/agentspec-test.schema.json" with { type: "json" };
import type { JsonObjectNode, JsonValueNode } from "./tree.js";

export type { Fix, TextEdit };

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

let byCode: Map<string, FixFor<never>> | undefined;

/**
 * The fix defined for each code: the `Fixes` tables beside the code definitions of each group
 * (json-fixes.ts, schema-fixes.ts, condition-fixes.ts, rules-fixes.ts, secret-fixes.ts of src/core/codes/). Read from those, never listed here.
 */
export function fixDefinitions(): ReadonlyMap<string, FixFor<never>> {
  if (byCode) return byCode;
  byCode = new Map();
  for (const table of [jsonFixes, schemaFixes, conditionFixes, ruleFixes, secretFixes]) for (const [code, fix] of Object.entries(table)) if (fix) byCode.set(code, fix as FixFor<never>);
  return byCode;
}

/**
 * The fixes for one issue of `text` (as checkText or validateSpecText reported it, with its range):
 * safe ones first. Empty when the issue's code has no fix, the issue has no range, or the text no
 * longer matches the issue. Never throws.
 */
export function fixesFor(text: string, issue: Issue): Fix[] {
  const fix = fixDefinitions().get(issue.code);
  const range = issue.range;
  if (!fix || !range) return [];
  try {
    const found = (fix as FixFor<Record<string, unknown>>)(issue.params ?? {}, site(text, [range.start.offset, range.end.offset]));
    return [...found.filter((f) => f.safe), ...found.filter((f) => !f.safe)];
  } catch {
    // Params that are not the code's (an issue a client made up): no fix, never a throw.
    return [];
  }
}

/** The strict rule's kinds, as the language service names them. */
const KINDS: Record<string, ObjectKind> = {
  spec: "spec",
  node: "node",
  "webhook config": "webhook config",
  transition: "transition",
  comparison: "condition",
  "length operand": "length operand",
};

/** The objects of bundles and test files that `spec/misspelled-property` names, and where their properties are: the spec schema's `$defs` (bundles) or the test-file schema. */
const OTHER_KINDS: Record<string, () => unknown> = {
  bundle: () => ((agentSpecSchema as Schema)["$defs"] as Schema | undefined)?.["bundle"],
  "agent entry": () => ((agentSpecSchema as Schema)["$defs"] as Schema | undefined)?.["agentEntry"],
  "test file": () => agentSpecTestSchema,
  "test case": () => ((agentSpecTestSchema as Schema)["$defs"] as Schema | undefined)?.["case"],
  expectation: () => ((agentSpecTestSchema as Schema)["$defs"] as Schema | undefined)?.["expect"],
  "node result": () => ((agentSpecTestSchema as Schema)["$defs"] as Schema | undefined)?.["result"],
};

type Schema = Record<string, unknown>;

/** What a property's schema says of its value (type, enum, const), for a kind of OTHER_KINDS. */
function otherPropertyInfo(of: () => unknown, name: string): PropertyInfo | undefined {
  const props = (of() as Schema | undefined)?.["properties"] as Schema | undefined;
  const s = props && Object.hasOwn(props, name) ? (props[name] as Schema) : undefined;
  if (!s) return undefined;
  const info: PropertyInfo = { name };
  if (Array.isArray(s["enum"])) info.enum = s["enum"];
  if ("const" in s) info.const = s["const"];
  if (typeof s["type"] === "string" || Array.isArray(s["type"])) info.type = s["type"] as string | string[];
  return info;
}

/** What a fix reads of the text at an issue's span. */
function site(text: string, span: [number, number]): FixSite {
  return {
    text,
    span,
    holds(value) {
      try {
        return JSON.stringify(JSON.parse(text.slice(span[0], span[1]))) === JSON.stringify(value);
      } catch {
        return false;
      }
    },
    replace: (title, { safe, preferred }, value) => ({ title, safe, preferred, edits: [{ from: span[0], to: span[1], insert: JSON.stringify(value) }] }),
    firstProperty(name, value) {
      const root = fullTree(text);
      if (root?.kind !== "object") return undefined;
      const first = root.properties[0];
      const open = root.start + 1;
      const member = `${JSON.stringify(name)}: ${JSON.stringify(value)}`;
      if (!first) return { from: open, to: open, insert: member };
      const between = text.slice(open, first.keyStart);
      // On its own line, indented as the first property; else before it on the same line.
      return /[\r\n]/.test(between) ? { from: open, to: open, insert: `${between}${member},` } : { from: first.keyStart, to: first.keyStart, insert: `${member}, ` };
    },
    renaming(strictKind, to) {
      const kind = Object.hasOwn(KINDS, strictKind) ? KINDS[strictKind] : undefined;
      const other = kind === undefined && Object.hasOwn(OTHER_KINDS, strictKind) ? OTHER_KINDS[strictKind] : undefined;
      if (kind === undefined && other === undefined) return undefined;
      const loc = locate(fullTree(text), span[0] + 1);
      const obj = loc?.steps[loc.steps.length - 1]?.node;
      if (!loc || loc.where !== "key" || obj?.kind !== "object") return undefined;
      if ((obj as JsonObjectNode).properties.some((q) => q.key === to)) return undefined;
      const value = loc.property?.value;
      const info = kind !== undefined ? propertyInfo(kind, to) : otherPropertyInfo(other!, to);
      return { fits: value !== undefined && info !== undefined && fits(info, value) };
    },
  };
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
  if (!types.includes(type) && !(type === "number" && Number.isInteger(v) && types.includes("integer"))) return false;
  if (typeof v === "string" && v.length === 0) return false;
  // `timeout` (exclusiveMinimum 0) and a test file's `maxSteps` (minimum 1) are the numbers with a bound.
  if (typeof v === "number" && !(v > 0)) return false;
  return true;
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
 * a time. Specs, bundles and test files are fixed alike (each only while it reads as what it was).
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
  let kind: CheckedDocument["kind"];
  // The issues of a text, noting what it reads as.
  const check = (t: string): Issue[] => {
    const c = checker.check(t, copts);
    kind = c.kind;
    return c.issues;
  };
  const applied: AppliedFixes["applied"] = [];
  let current = text;
  const start = first ?? checker.check(current, copts);
  let issues = start.issues;
  // Every document is fixed (a spec, a bundle, a test file, and text that is not JSON yet: its
  // trailing commas) while it reads as what it started as; text that was not JSON is fixed on as
  // whatever it reads as once parsed.
  kind = start.kind;
  let kindNow = kind;
  const fixable = (k: CheckedDocument["kind"]): boolean => k === "json" || k === start.kind || start.kind === "json";
  for (let round = 0; round < MAX_ROUNDS && fixable(kindNow); round++) {
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
    let nextKind = kind;
    let done = chosen;
    if (addsError(before, nextIssues)) {
      // One at a time, last in the text first, so the offsets of the ones before stay right.
      done = [];
      next = current;
      nextIssues = issues;
      nextKind = kindNow;
      const order = [...chosen].sort((a, b) => Math.min(...b.fix.edits.map((e) => e.from)) - Math.min(...a.fix.edits.map((e) => e.from)));
      for (const c of order) {
        const candidate = applyEdits(next, c.fix.edits);
        const found = check(candidate);
        if (addsError(errorKeys(nextIssues), found)) continue;
        next = candidate;
        nextIssues = found;
        nextKind = kind;
        done.push(c);
      }
    }
    if (done.length === 0 || next === current) break;
    current = next;
    issues = nextIssues;
    kindNow = nextKind;
    applied.push(...done);
  }
  return { text: current, applied, remaining: issues };
}
