// What SARIF says about each code: a one-line description and where the docs explain it.
import { rules } from "../rules/index.js";
import { REPOSITORY_URL } from "./version.js";

// Every code's one line: the rules' (kept here, out of the rule objects, so a page that only
// validates does not load them), then the schema pass's, the JSON reader's and the command line's.
const DESCRIPTIONS: Record<string, string> = {
  "condition/compile": "A transition's condition does not compile (bad path, bad regex, limits); each fault has its own code.",
  "condition/unknown-node": "A condition's `of` (or `of.nodeId`) names no node of the spec.",
  "condition/value-type-mismatch": "A comparison's `value` has a JSON type other than its `valueType`.",
  "node/duplicate-id": "Two nodes of one spec have the same id.",
  "node/duplicate-output-var": "Two nodes write the same `outputVar`.",
  "node/misspelled-kind": "A node's `type`, `actionType`, `mode` or `responseMode` is a known value but for case or a typo.",
  "node/unreachable": "No path of transitions from the first node leads to this node.",
  "spec/missing-version": "A spec should say `\"version\": 2`.",
  "strict/unknown-kind": "With --strict: a node's `type`, `actionType`, `mode` or `responseMode` the toolkit does not know.",
  "strict/unknown-property": "With --strict: a property the schema does not name (a likely typo).",
  "transition/unknown-target": "A transition's `to` names no node of the spec.",
  "transition/unreachable": "A transition follows one without `when` (always taken), so it can never be taken.",
  "webhook/relay-timeout": "A webhook on the `brazil` or `us` relay has a `timeout` above the relay's 300 s maximum.",
  "webhook/url-scheme": "A webhook `url` without a `{{ }}` template is not an absolute http: or https: URL, or holds a character URL parsers drop or reread.",
  "json/syntax": "The file is not valid JSON.",
  "json/duplicate-key": "A key appears twice in one JSON object.",
  "json/too-deep": "The JSON nests deeper than 512 levels.",
  "json/empty": "The file is empty.",
  "webhook/invalid-proxy": "A webhook `proxy` is not `direct`, `brazil` or `us` (a template, a URL, wrong case or another value).",
  "condition/node-path-prefix": "With source `node`, a condition's path does not start with `evaluation`.",
  "condition/mixed-shape": "A condition holds both `op` and a combinator key.",
  "condition/combinator-shape": "A combinator holds more than one of `all`, `any`, `not`, or other keys.",
  "condition/missing-member": "A condition lacks a member it needs (`op`, or `source`, `path`, `value`…).",
  "condition/value-not-array": "`in` or `notIn` has a `value` that is not an array.",
  "condition/value-not-string": "`regex` has a `value` that is not a string.",
  "io/unreadable": "A file named on the command line cannot be read.",
  "io/no-match": "A glob on the command line matches no file.",
  "io/invalid-utf8": "A file holds bytes that are not UTF-8.",
  "json/inexact-number": "A number literal that JSON parsers read as another number (overflow, underflow, rounding).",
};
const PREFIXES: Record<string, string> = {
  "schema/": "The document does not match the AgentSpec V2 schema.",
  "condition/": "A transition's condition does not compile (checked as the server's engine compiles it).",
  "bundle/": "The bundle cannot be imported as it is.",
};

/** A one-line description of a code, for SARIF rule metadata; undefined when none is known. */
export function describeCode(code: string): string | undefined {
  const rule = rules.find((r) => r.code === code);
  if (rule?.description !== undefined) return rule.description;
  if (DESCRIPTIONS[code]) return DESCRIPTIONS[code];
  const prefix = Object.keys(PREFIXES).find((p) => code.startsWith(p));
  return prefix === undefined ? undefined : PREFIXES[prefix];
}

/**
 * Where the docs live on the web ("…/docs/", absolute): the repository package.json names, on its
 * main branch; undefined when package.json names none. docs/rules.md has an anchor per code.
 */
export const DOCS_URL: string | undefined = REPOSITORY_URL ? `${REPOSITORY_URL}/blob/main/docs/` : undefined;
