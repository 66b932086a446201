// The codes of the condition compiler; the shape codes are also reported by the schema pass.
import type { CodeDefinition, Descriptions } from "../code.js";
import { jsonType } from "../json.js";
import { article, meant } from "../wording.js";

// Any value, briefly: strings cut, containers named by their type (never rendered: an operand can
// be a million items or nested 100,000 deep).
const quote = (v: unknown): string => {
  if (v !== null && typeof v === "object") return article(jsonType(v, true));
  if (typeof v !== "string") return String(v);
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 58)}…"` : s;
};

const list = (v: unknown): string => (Array.isArray(v) ? v.map((x) => quote(String(x))).join(", ") : "");

/** A member a condition needs, and (`within`) the part of it that needs it. */
type Member = { member: "op" | "source" | "path" | "of" | "value" | "comparator"; within?: "length"; op?: unknown; property?: unknown };

function missingMember(p: Member): string {
  if (p.within === "length") {
    return p.member === "comparator" ? 'the "length" operand needs "comparator": one of eq, gt, gte, lt, lte' : "the \"length\" operand needs \"value\", a finite number";
  }
  switch (p.member) {
    case "op":
      return "a condition needs \"op\" (a comparison) or one of \"all\", \"any\", \"not\" (a combinator)";
    case "source":
      return "a comparison needs \"source\": one of evaluation, vars, context, input, node, state";
    case "path":
      return 'a comparison needs "path", for example "scores.mean"';
    case "of":
      return 'with source "node", "of" must name the node to read';
    case "value":
      return `${quote(p.op)} needs "value"`;
    default:
      return `this condition needs "${String(p.member)}"`;
  }
}

/** The condition codes, as the compiler (`compileCondition`, `checkCondition`, the compile rule) reports them. */
export const conditionCodes = {
  "condition/not-an-object": { severity: "error", message: (p: { type: string }) => `a condition must be an object, not ${p.type}` },
  "condition/missing-member": { severity: "error", message: missingMember },
  "condition/unknown-op": {
    severity: "error",
    message: (p: { op: unknown; allowed: readonly string[]; suggestion?: string | undefined }) => `unknown operator ${quote(p.op)}: use one of ${list(p.allowed)}${meant(p)}`,
  },
  "condition/bad-source": {
    severity: "error",
    message: (p: { source: unknown; allowed: readonly string[]; suggestion?: string | undefined }) => `unknown source ${quote(p.source)}: use one of ${list(p.allowed)}${meant(p)}`,
  },
  "condition/bad-of": { severity: "error", message: () => '"of" must name a node: a non-empty string or { "nodeId": "<id>" }' },
  "condition/bad-value-type": {
    severity: "error",
    message: (p: { valueType: unknown; allowed: readonly string[] }) => `unknown valueType ${quote(p.valueType)}: use one of ${list(p.allowed)}`,
  },
  "condition/path-not-string": { severity: "error", message: (p: { type: string }) => `"path" must be a string, not ${p.type}` },
  "condition/bad-path": {
    severity: "error",
    message: (p: { path: string; offset: number; expected: string }) => `path ${quote(p.path)} is not valid at offset ${p.offset}: expected ${p.expected}`,
  },
  // The schema's findings inside a condition are left to the checker (src/validate/validate.ts),
  // so these codes come from the checker alone, with its params.
  "condition/node-path-prefix": {
    severity: "error",
    message: (p: { path: string }) => `with source "node" the path must start with "evaluation" (for example "evaluation.scores.mean"), not ${quote(p.path)}`,
  },
  "condition/mixed-shape": {
    severity: "error",
    message: (p: { op: unknown; combinator: string }) => `a condition is either a comparison ("op") or a combinator ("${p.combinator}"), not both`,
  },
  "condition/combinator-shape": {
    severity: "error",
    message: (p: { keys: readonly string[] }) => `a combinator holds exactly one of "all", "any", "not" and nothing else; remove ${list(p.keys)}`,
  },
  "condition/combinator-not-array": { severity: "error", message: (p: { combinator: string; type: string }) => `"${p.combinator}" must be an array of conditions, not ${p.type}` },
  "condition/value-not-array": { severity: "error", message: (p: { op: string; type: string }) => `"${p.op}" needs an array as "value", not ${p.type}` },
  "condition/value-not-string": { severity: "error", message: (p: { op: string; type: string }) => `"${p.op}" needs a string pattern as "value", not ${p.type}` },
  "condition/value-not-json": { severity: "error", message: (p: { type: string }) => `"value" must be JSON data, not ${p.type}` },
  "condition/value-too-deep": { severity: "error", message: (p: { limit: number }) => `"value" nests deeper than ${p.limit} levels` },
  "condition/bad-length-operand": { severity: "error", message: (p: { expected: string }) => `the "length" operand needs ${p.expected}` },
  "condition/bad-regex": { severity: "error", message: (p: { pattern: string; reason: string }) => `the pattern ${quote(p.pattern)} is not valid RE2 syntax: ${p.reason}` },
  "condition/pattern-too-long": { severity: "error", message: (p: { length: number; limit: number }) => `the pattern is ${p.length} characters long; the limit is ${p.limit}` },
  "condition/regex-too-complex": {
    severity: "error",
    message: (p: { pattern: string; limit: number; states: number; classes: number }) =>
      `the pattern ${quote(p.pattern)} is too complex to match up to 1 MiB: its automaton has over ${p.limit} transitions (${p.states} states of ${p.classes} character classes)`,
  },
  "condition/regex-engine-not-loaded": { severity: "error", message: () => "the regex engine is not loaded here: call loadRegexEngine() first" },
  "condition/too-deep": { severity: "error", message: (p: { limit: number }) => `conditions nest deeper than ${p.limit} levels here` },
  "condition/unreadable": { severity: "error", message: (p: { reason: string }) => `the condition could not be read: ${p.reason}` },
  "condition/too-large": { severity: "error", message: (p: { limit: number }) => `the condition has more than ${p.limit} parts (comparisons and combinators)` },
} as const satisfies Record<string, CodeDefinition<never>>;


/** One line per condition code. */
export const conditionDescriptions: Descriptions<typeof conditionCodes> = {
  "condition/not-an-object": "A condition (or an item of `all`/`any`, or `not`) is not an object.",
  "condition/missing-member": "A condition lacks a member it needs (`op`, or `source`, `path`, `value`…).",
  "condition/unknown-op": "A comparison's `op` is not an operator the engine knows.",
  "condition/bad-source": "A comparison's `source` is not one of the sources the engine reads.",
  "condition/bad-of": "A comparison's `of` is neither a node id nor `{ \"nodeId\": \u2026 }`.",
  "condition/bad-value-type": "A comparison's `valueType` is not a type the engine names.",
  "condition/path-not-string": "A comparison's `path` is not a string.",
  "condition/bad-path": "A comparison's `path` does not parse.",
  "condition/node-path-prefix": "With source `node`, a condition's path does not start with `evaluation`.",
  "condition/mixed-shape": "A condition holds both `op` and a combinator key.",
  "condition/combinator-shape": "A combinator holds more than one of `all`, `any`, `not`, or other keys.",
  "condition/combinator-not-array": "`all` or `any` does not hold an array of conditions.",
  "condition/value-not-array": "`in` or `notIn` has a `value` that is not an array.",
  "condition/value-not-string": "`regex` has a `value` that is not a string.",
  "condition/value-not-json": "A comparison's `value` is not JSON data (a function, a cycle, a hole, a non-finite number).",
  "condition/value-too-deep": "A comparison's `value` nests deeper than the engine reads.",
  "condition/bad-length-operand": "The `length` operator's `value` is not `{ comparator, value }` with a known comparator and a finite number.",
  "condition/bad-regex": "A `regex` pattern is not valid RE2 syntax.",
  "condition/pattern-too-long": "A `regex` pattern is longer than 1,024 characters.",
  "condition/regex-too-complex": "A `regex` pattern's automaton has more than 65,536 transitions.",
  "condition/regex-engine-not-loaded": "A `regex` was compiled where the regex engine is not loaded yet (a browser before `loadRegexEngine()`).",
  "condition/too-deep": "Conditions nest deeper than 64 levels.",
  "condition/unreadable": "A condition value built in code threw while it was read (a getter or a Proxy).",
  "condition/too-large": "A condition has more than 10,000 comparisons and combinators.",
};
