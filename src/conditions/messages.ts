// Wording of the condition issues: detection reports a code and params, this table writes the text.

import { article, type Params } from "../core/wording.js";
import { jsonType } from "../core/json.js";

// Any value, briefly: strings cut, containers named by their type (never rendered: an operand can
// be a million items or nested 100,000 deep).
const quote = (v: unknown): string => {
  if (v !== null && typeof v === "object") return article(jsonType(v, true));
  if (typeof v !== "string") return String(v);
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 58)}…"` : s;
};

const list = (v: unknown): string => (Array.isArray(v) ? v.map((x) => quote(String(x))).join(", ") : "");

/** The messages of the `condition/*` codes, keyed by code. */
export const conditionMessages = {
  "condition/not-an-object": (p) => `a condition must be an object, not ${p["type"]}`,
  "condition/missing-member": (p) => {
    if (p["within"] === "length") {
      return p["member"] === "comparator"
        ? 'the "length" operand needs "comparator": one of eq, gt, gte, lt, lte'
        : "the \"length\" operand needs \"value\", a finite number";
    }
    switch (p["member"]) {
      case "op":
        return "a condition needs \"op\" (a comparison) or one of \"all\", \"any\", \"not\" (a combinator)";
      case "source":
        return "a comparison needs \"source\": one of evaluation, vars, context, input, node, state";
      case "path":
        return 'a comparison needs "path", for example "scores.mean"';
      case "of":
        return 'with source "node", "of" must name the node to read';
      case "value":
        return `${quote(p["op"])} needs "value"`;
      default:
        return `this condition needs "${p["member"]}"`;
    }
  },
  "condition/unknown-op": (p) => `unknown operator ${quote(p["op"])}: use one of ${list(p["allowed"])}`,
  "condition/bad-source": (p) => `unknown source ${quote(p["source"])}: use one of ${list(p["allowed"])}`,
  "condition/bad-of": () => '"of" must name a node: a non-empty string or { "nodeId": "<id>" }',
  "condition/bad-value-type": (p) => `unknown valueType ${quote(p["valueType"])}: use one of ${list(p["allowed"])}`,
  "condition/path-not-string": (p) => `"path" must be a string, not ${p["type"]}`,
  "condition/bad-path": (p) =>
    `path ${quote(p["path"])} is not valid at offset ${p["offset"]}: expected ${p["expected"]}`,
  // The shape codes below are also reported by the schema pass, with the value itself as `value`.
  "condition/node-path-prefix": (p) =>
    `with source "node" the path must start with "evaluation" (for example "evaluation.scores.mean"), not ${quote(p["path"] ?? p["value"])}`,
  "condition/mixed-shape": (p) =>
    `a condition is either a comparison ("op") or a combinator (${p["combinator"] === undefined ? '"all", "any", "not"' : `"${p["combinator"]}"`}), not both`,
  "condition/combinator-shape": (p) =>
    `a combinator holds exactly one of "all", "any", "not" and nothing else${p["keys"] === undefined ? "" : `; remove ${list(p["keys"])}`}`,
  "condition/combinator-not-array": (p) => `"${p["combinator"]}" must be an array of conditions, not ${p["type"]}`,
  "condition/value-not-array": (p) =>
    `${p["op"] === undefined ? '"in" and "notIn" need' : `"${p["op"]}" needs`} an array as "value", not ${p["type"] ?? article(jsonType(p["value"], true))}`,
  "condition/value-not-string": (p) => `"${p["op"] ?? "regex"}" needs a string pattern as "value", not ${p["type"] ?? article(jsonType(p["value"], true))}`,
  "condition/value-not-json": (p) => `"value" must be JSON data, not ${p["type"]}`,
  "condition/value-too-deep": (p) => `"value" nests deeper than ${p["limit"]} levels`,
  "condition/bad-length-operand": (p) => `the "length" operand needs ${p["expected"]}`,
  "condition/bad-regex": (p) => `the pattern ${quote(p["pattern"])} is not valid RE2 syntax: ${p["reason"]}`,
  "condition/pattern-too-long": (p) =>
    `the pattern is ${p["length"]} characters long; the limit is ${p["limit"]}`,
  "condition/regex-too-complex": (p) =>
    `the pattern ${quote(p["pattern"])} is too complex to match up to 1 MiB: its automaton has over ${p["limit"]} transitions (${p["states"]} states of ${p["classes"]} character classes)`,
  "condition/regex-engine-not-loaded": () =>
    "the regex engine is not loaded here: call loadRegexEngine() first",
  "condition/too-deep": (p) => `conditions nest deeper than ${p["limit"]} levels here`,
  "condition/unreadable": (p) => `the condition could not be read: ${p["reason"]}`,
  "condition/too-large": (p) => `the condition has more than ${p["limit"]} parts (comparisons and combinators)`,
} satisfies Record<string, (params: Params) => string>;
