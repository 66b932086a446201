// Test files (*.agentspec-test.json): their schema check, their checks against the spec they
// name, and running their cases. Pure: the command line reads the files and prints.
import { didYouMean } from "../core/suggest.js";
import testSchema from "../../schema/agentspec-test.schema.json" with { type: "json" };
import { validateTestFile as schemaValidateTestFile } from "../schema/validate-test-file.js";
import type { Finding, Issue, ValidationResult } from "../core/issue.js";
import { escapeToken, parsePointer } from "../core/pointer.js";
import { checkedBy } from "../validate/schema-issues.js";
import { MAX_JSON_DEPTH } from "../core/depth.js";
import { parseJsonText, type TextFinding } from "../core/text.js";
import { deepestValue } from "../core/depth.js";
import { locateFindings } from "../validate/validate.js";
import { testCodes } from "../core/codes/test.js";
import { checkExpectations, type Expectation, type Mismatch } from "./expect.js";
import { prepareSpec, simulate } from "./simulate.js";
import type { NodeResult, Simulation } from "./types.js";

/** The name every test file ends with. */
export const TEST_FILE_SUFFIX = ".agentspec-test.json";

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

/** The JSON Schema of test files (draft 2020-12), published as `agentspec-toolkit/test-schema.json`. */
export const agentSpecTestSchema: Readonly<Record<string, unknown>> = testSchema;


// The closed objects of the schema, by where they sit, for "allowed: …" on an unknown property.
function allowedAt(pointer: string): string[] | undefined {
  const defs = (testSchema as { $defs: Record<string, { properties: object }> }).$defs;
  const seg = parsePointer(pointer).slice(0, -1);
  const shape = seg.map((s, i) => (i === 1 || i === 3 ? "*" : s)).join("/");
  const props: Record<string, object | undefined> = {
    "": (testSchema as { properties: object }).properties,
    "cases/*": defs["case"]?.properties,
    "cases/*/expect": defs["expect"]?.properties,
    "cases/*/results/*": defs["result"]?.properties,
  };
  const found = props[shape] ?? (seg.length === 5 && shape.startsWith("cases/*/results/*/") ? defs["result"]?.properties : undefined);
  return found ? Object.keys(found) : undefined;
}

/** Schema findings of a parsed test file (nesting bounded by the caller or here). */
export function testFileSchemaFindings(doc: unknown, depthChecked = false): Finding[] {
  const deep = depthChecked ? undefined : deepestValue(doc, MAX_JSON_DEPTH);
  if (deep !== undefined) return [{ code: "json/too-deep", severity: "error", pointer: deep, params: { limit: MAX_JSON_DEPTH } }];
  const found = checkedBy(schemaValidateTestFile, doc);
  for (const f of found) {
    if (f.code !== "schema/unknown-property") continue;
    const allowed = allowedAt(f.pointer);
    if (allowed !== undefined) f.params = { ...f.params, allowed };
  }
  return found;
}

/**
 * Findings of a schema-valid test file against its spec: node ids the spec lacks, a case name used
 * twice, a route expected of a node that is not a webhook, an error result that also gives output.
 * `spec` must be a valid spec.
 */
export function testFileSpecFindings(file: TestFile, spec: unknown): Finding[] {
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
  file.cases.forEach((c, i) => {
    const base = `/cases/${i}`;
    const first = names.get(c.name);
    if (first !== undefined) out.push({ code: "test/duplicate-case-name", severity: "error", pointer: `${base}/name`, params: { name: c.name, first: first + 1 } });
    else names.set(c.name, i);
    for (const id of Object.keys(c.results)) {
      const at = `${base}/results/${escapeToken(id)}`;
      known(id, at, "results", "key");
      const r = c.results[id]!;
      const list = Array.isArray(r) ? r : [r];
      list.forEach((one, j) => {
        const has = (k: string): boolean => Object.prototype.hasOwnProperty.call(one, k);
        if (has("error") && (has("output") || has("evaluation"))) {
          out.push({ code: "test/error-with-output", severity: "error", pointer: Array.isArray(r) ? `${at}/${j}/error` : `${at}/error`, target: "key" });
        }
      });
    }
    c.expect.path?.forEach((id, j) => known(id, `${base}/expect/path/${j}`, "expect.path"));
    if (c.expect.end !== undefined) known(c.expect.end, `${base}/expect/end`, "expect.end");
    for (const id of Object.keys(c.expect.routes ?? {})) {
      const at = `${base}/expect/routes/${escapeToken(id)}`;
      const node = prepared.byId.get(id);
      if (node === undefined) known(id, at, "expect.routes", "key");
      else if (node.route === undefined) out.push({ code: "test/not-a-webhook", severity: "error", pointer: at, params: { id }, target: "key" });
    }
  });
  return out;
}

/** A test file's text checked on its own (JSON and schema), every issue placed; `value` when it can run. */
export function validateTestFileText(text: string): ValidationResult & { value?: TestFile } {
  if (typeof text !== "string") throw new TypeError(`validateTestFileText expects a string, got ${text === null ? "null" : typeof text}`);
  const parsed = parseJsonText(text);
  const findings: (Finding | TextFinding)[] = [...parsed.findings];
  if (parsed.parsed) findings.push(...testFileSchemaFindings(parsed.value, true));
  const issues = locateFindings(text, findings, testCodes);
  const valid = !issues.some((i) => i.severity === "error");
  return valid ? { valid, issues, value: parsed.value as TestFile } : { valid, issues };
}

/** Place findings about a test file in its text, worded. */
export function locateTestFindings(text: string, findings: readonly Finding[]): Issue[] {
  return locateFindings(text, findings, testCodes);
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
