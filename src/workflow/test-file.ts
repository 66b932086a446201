// Test files (*.agentspec-test.json): their schema check, their checks against the spec they
// name, and running their cases. Pure: the command line reads the files and prints.
import { didYouMean } from "../core/suggest.js";
import { list, q } from "../core/wording.js";
import testSchema from "../../schema/agentspec-test.schema.json" with { type: "json" };
import { validateTestFile as schemaValidateTestFile } from "../schema/validate-test-file.js";
import type { Finding, Issue, ValidationResult } from "../core/issue.js";
import { escapeToken, parsePointer } from "../core/pointer.js";
import { checkedBy } from "../validate/schema-issues.js";
import { MAX_JSON_DEPTH } from "../core/depth.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import { deepestValue } from "../core/depth.js";
import { locateFindings, withoutExplained } from "../validate/validate.js";
import { testCodes } from "../core/codes/test.js";
import type { CodeTable } from "../core/code.js";
import { checkExpectations, type Expectation, type Mismatch } from "./expect.js";
import { prepareSpec, simulate } from "./simulate.js";
import type { NodeResult, Simulation } from "./types.js";

export { TEST_FILE_SUFFIX } from "../core/file-names.js";

/** One case of a test file. */
export interface TestCase {
  name: string;
  description?: string;
  input?: unknown;
  vars?: Record<string, unknown>;
  context?: unknown;
  state?: unknown;
  results: Record<string, NodeResult | NodeResult[]>;
  maxSteps?: number;
  expect: Expectation;
}

/** A test file: the spec it runs (relative to the file) and its cases. */
export interface TestFile {
  $schema?: string;
  spec: string;
  description?: string;
  maxSteps?: number;
  cases: TestCase[];
}

/**
 * The words of a test file's findings: the test codes, and an unknown property with the name it
 * was meant to be (the spec validator's own wording has no did-you-mean: its one closed object is
 * the combinator, and the validation page's budget keeps its table as it is).
 */
// Made on first use: a spread at the top of the module would be kept by bundlers in every page
// that loads this module's chunk, the validation page included.
let testFileWords: CodeTable | undefined;
const TEST_FILE_WORDS = (): CodeTable =>
  (testFileWords ??= {
    ...testCodes,
    "schema/unknown-property": {
      severity: "error",
      message: (p: { property: unknown; allowed?: readonly unknown[]; suggestion?: string }) =>
        `unknown property ${q(p.property)}${p.suggestion === undefined ? "" : `; did you mean ${q(p.suggestion)}?`}${p.allowed ? `${p.suggestion === undefined ? ";" : ""} allowed: ${list(p.allowed)}` : ""}`,
    },
  } as CodeTable);

/** The JSON Schema of test files (draft 2020-12), published as `agentspec-toolkit/test-schema.json`. */
export const agentSpecTestSchema: Readonly<Record<string, unknown>> = testSchema;


// The closed objects of the schema, by where they sit, for "allowed: …" on an unknown property, and
// what each is called in words.
function allowedAt(pointer: string): { names: string[]; kind: string } | undefined {
  const defs = (testSchema as { $defs: Record<string, { properties: object }> }).$defs;
  const seg = parsePointer(pointer).slice(0, -1);
  const shape = seg.map((s, i) => (i === 1 || i === 3 ? "*" : s)).join("/");
  const props: Record<string, [object | undefined, string]> = {
    "": [(testSchema as { properties: object }).properties, "test file"],
    "cases/*": [defs["case"]?.properties, "test case"],
    "cases/*/expect": [defs["expect"]?.properties, "expectation"],
    "cases/*/results/*": [defs["result"]?.properties, "node result"],
  };
  const [found, kind] = props[shape] ?? (seg.length === 5 && shape.startsWith("cases/*/results/*/") ? [defs["result"]?.properties, "node result"] : [undefined, ""]);
  return found ? { names: Object.keys(found), kind } : undefined;
}

/** The value at a pointer of a parsed document (own properties only), or undefined. */
function valueAt(doc: unknown, pointer: string): unknown {
  let at = doc;
  for (const token of parsePointer(pointer)) {
    if (at === null || typeof at !== "object" || !Object.hasOwn(at, token)) return undefined;
    at = (at as Record<string, unknown>)[token];
  }
  return at;
}

/**
 * Schema findings of a parsed test file (nesting bounded by the caller or here). A key that is a near
 * miss of one the object lacks (`expects`, `Name`) is `spec/misspelled-property`, as in specs and
 * bundles, but an error: a test file's objects are closed, so any unknown key is one. When it is why a
 * required key is missing, it is the one finding.
 */
export function testFileSchemaFindings(doc: unknown, depthChecked = false): Finding[] {
  const deep = depthChecked ? undefined : deepestValue(doc, MAX_JSON_DEPTH);
  if (deep !== undefined) return [{ code: "json/too-deep", severity: "error", pointer: deep, params: { limit: MAX_JSON_DEPTH } }];
  const found = checkedBy(schemaValidateTestFile, doc);
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!;
    if (f.code !== "schema/unknown-property") continue;
    const allowed = allowedAt(f.pointer);
    if (allowed === undefined) continue;
    const property = String(f.params?.["property"]);
    const suggestion = didYouMean(property, allowed.names);
    const obj = suggestion === undefined ? undefined : valueAt(doc, f.pointer.slice(0, f.pointer.lastIndexOf("/")));
    if (suggestion !== undefined && obj !== null && typeof obj === "object" && !Object.hasOwn(obj, suggestion)) {
      found[i] = { code: "spec/misspelled-property", severity: "error", pointer: f.pointer, target: "key", params: { property, kind: allowed.kind, suggestion } };
      continue;
    }
    // the params of this code, with the suggestion TEST_FILE_WORDS says
    f.params = (suggestion === undefined ? { ...f.params, allowed: allowed.names } : { ...f.params, allowed: allowed.names, suggestion }) as typeof f.params;
  }
  return withoutExplained(found);
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Findings of a test file against its spec: node ids the spec lacks, a case name used twice, a
 * route expected of a node that is not a webhook, an error result that also gives output. The file
 * need not be schema-valid (every fault is reported in one run): what does not have the shape these
 * checks read is skipped, as the schema reports it. `spec` must be a valid spec.
 */
export function testFileSpecFindings(file: TestFile | unknown, spec: unknown): Finding[] {
  const out: Finding[] = [];
  const prepared = prepareSpec(spec);
  const ids = [...prepared.byId.keys()];
  const known = (id: string, pointer: string, where: string, target?: "key"): void => {
    if (prepared.byId.has(id)) return;
    const f: Finding = { code: "test/unknown-node", severity: "error", pointer, params: { id, where, suggestion: didYouMean(id, ids) } };
    if (f.params!["suggestion"] === undefined) delete f.params!["suggestion"];
    if (target) f.target = target;
    out.push(f);
  };
  const names = new Map<string, number>();
  const cases = isObj(file) && Array.isArray(file["cases"]) ? (file["cases"] as unknown[]) : [];
  cases.forEach((c, i) => {
    if (!isObj(c)) return;
    const base = `/cases/${i}`;
    const name = c["name"];
    if (typeof name === "string") {
      const first = names.get(name);
      if (first !== undefined) out.push({ code: "test/duplicate-case-name", severity: "error", pointer: `${base}/name`, params: { name, first: first + 1 } });
      else names.set(name, i);
    }
    const results = isObj(c["results"]) ? c["results"] : {};
    for (const id of Object.keys(results)) {
      const at = `${base}/results/${escapeToken(id)}`;
      known(id, at, "results", "key");
      const r = results[id];
      const list = Array.isArray(r) ? r : [r];
      list.forEach((one, j) => {
        if (!isObj(one)) return;
        if (hasOwn(one, "error") && (hasOwn(one, "output") || hasOwn(one, "evaluation"))) {
          out.push({ code: "test/error-with-output", severity: "error", pointer: Array.isArray(r) ? `${at}/${j}/error` : `${at}/error`, target: "key" });
        }
      });
    }
    const expect = isObj(c["expect"]) ? c["expect"] : {};
    if (Array.isArray(expect["path"])) expect["path"].forEach((id, j) => typeof id === "string" && known(id, `${base}/expect/path/${j}`, "expect.path"));
    if (typeof expect["end"] === "string") known(expect["end"], `${base}/expect/end`, "expect.end");
    for (const id of Object.keys(isObj(expect["routes"]) ? expect["routes"] : {})) {
      const at = `${base}/expect/routes/${escapeToken(id)}`;
      const node = prepared.byId.get(id);
      if (node === undefined) known(id, at, "expect.routes", "key");
      else if (node.route === undefined) out.push({ code: "test/not-a-webhook", severity: "error", pointer: at, params: { id }, target: "key" });
    }
  });
  return out;
}

/**
 * A test file's text checked on its own (JSON and schema), every issue placed; `value` when it can
 * run, `document` whenever the text is JSON (so its checks against the spec can run beside the
 * schema's findings).
 */
export function validateTestFileText(text: string): ValidationResult & { value?: TestFile; document?: unknown } {
  if (typeof text !== "string") throw new TypeError(`validateTestFileText expects a string, got ${text === null ? "null" : typeof text}`);
  const parsed = parseJsonText(text);
  const findings: (Finding | TextFinding)[] = [...parsed.findings];
  if (parsed.parsed) findings.push(...testFileSchemaFindings(parsed.value, true));
  const issues = locateFindings(text, findings, TEST_FILE_WORDS());
  const valid = !issues.some((i) => i.severity === "error");
  if (valid) return { valid, issues, value: parsed.value as TestFile, document: parsed.value };
  return parsed.parsed ? { valid, issues, document: parsed.value } : { valid, issues };
}

/** Place findings about a test file in its text, worded. */
export function locateTestFindings(text: string, findings: readonly Finding[]): Issue[] {
  return locateFindings(text, findings, TEST_FILE_WORDS());
}

/** The outcome of one case. */
export interface CaseOutcome {
  name: string;
  /** Index of the case in its file. */
  index: number;
  passed: boolean;
  mismatches: Mismatch[];
  /** The run (explained in full, every transition of every step, when the case failed). */
  simulation: Simulation;
}

/**
 * Run every case of a schema-valid test file against a valid spec. A failed case is run again
 * with every transition explained, so its report can say why the other transitions did not win.
 */
export function runTestFile(file: TestFile, spec: unknown): CaseOutcome[] {
  return file.cases.map((c, index) => {
    const maxSteps = c.maxSteps ?? file.maxSteps;
    const options = maxSteps === undefined ? {} : { maxSteps };
    let simulation = simulate(spec, c, options);
    const mismatches = checkExpectations(simulation, c.expect);
    const passed = mismatches.length === 0;
    if (!passed) {
      simulation = simulate(spec, c, { ...options, explainAll: true });
      return { name: c.name, index, passed, mismatches: checkExpectations(simulation, c.expect), simulation };
    }
    return { name: c.name, index, passed, mismatches, simulation };
  });
}
