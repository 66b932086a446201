// What SARIF says about each code: a one-line description and where the docs explain it.
import { rules } from "../rules/index.js";
import { REPOSITORY_URL } from "./version.js";

// Codes found by the schema pass, the JSON reader and the command line itself (rules describe themselves).
const DESCRIPTIONS: Record<string, string> = {
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
};
const PREFIXES: Record<string, string> = {
  "schema/": "The document does not match the AgentSpec V2 schema.",
  "condition/": "A transition's condition does not compile (checked as the server's engine compiles it).",
  "bundle/": "The bundle cannot be imported as it is.",
};

/** A one-line description of a code, for SARIF rule metadata; undefined when none is known. */
export function describeCode(code: string): string | undefined {
  const rule = rules.find((r) => r.code === code);
  if (rule) return rule.description;
  if (DESCRIPTIONS[code]) return DESCRIPTIONS[code];
  const prefix = Object.keys(PREFIXES).find((p) => code.startsWith(p));
  return prefix === undefined ? undefined : PREFIXES[prefix];
}

/**
 * Where the docs live on the web ("…/docs/", absolute): the repository package.json names, on its
 * main branch; undefined when package.json names none. docs/rules.md has an anchor per code.
 */
export const DOCS_URL: string | undefined = REPOSITORY_URL ? `${REPOSITORY_URL}/blob/main/docs/` : undefined;
