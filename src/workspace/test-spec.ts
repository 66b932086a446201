// A test file's checks against the spec it names, as `agentspec test` runs them before its cases
// and `agentspec check` reports them beside the file's schema findings: the spec read (once per
// run) and checked, then node ids the spec lacks, a case name used twice, a route expected of a
// node that is not a webhook, an error result that also gives output.
import { dirname, relative, resolve } from "node:path";
import type { Finding } from "../core/issue.js";
import { prepareSpec } from "../workflow/simulate.js";
import { TEST_FILE_SUFFIX, testFileSpecFindings } from "../workflow/test-file.js";
import { checkText } from "./document.js";
import { readInput } from "./files.js";
import type { FileReport } from "./file-report.js";

/** A spec a test file names, read and found valid. */
export interface SpecText {
  name: string;
  text: string;
  value: unknown;
}

/** The specs read in one run, by path: each is read and checked once, however many test files name it. */
export type SpecCache = Map<string, SpecText | { error: Finding }>;

const isTestFile = (name: string): boolean => name.toLowerCase().endsWith(TEST_FILE_SUFFIX);

/**
 * The findings of a test file (its parsed `document`, valid or not) against the spec its `spec`
 * names, relative to the file's folder (stdin's: the working directory); none when it names no
 * spec (the schema says so). `spec` is the spec read, when it is valid; `specReport` the issues of
 * a spec that is not valid, at their places in the spec file, the first time it is read.
 */
export function testSpecFindings(name: string, stdin: boolean, document: unknown, specs: SpecCache): { findings: Finding[]; spec?: SpecText; specName?: string; specPath?: string; specReport?: FileReport } {
  const written = document !== null && typeof document === "object" && !Array.isArray(document) ? (document as { spec?: unknown }).spec : undefined;
  if (typeof written !== "string" || written === "") return { findings: [] };
  const base = stdin ? process.cwd() : dirname(resolve(name));
  const specPath = resolve(base, written);
  const specName = relative(process.cwd(), specPath) || specPath;
  let spec = specs.get(specPath);
  let specReport: FileReport | undefined;
  if (spec === undefined) {
    const loaded = loadSpec(specPath, specName, written);
    spec = loaded.spec;
    specReport = loaded.report;
    specs.set(specPath, spec);
  }
  if ("error" in spec) return specReport ? { findings: [spec.error], specName, specPath, specReport } : { findings: [spec.error], specName, specPath };
  return { findings: testFileSpecFindings(document, spec.value), spec, specName, specPath };
}

function loadSpec(path: string, name: string, written: string): { spec: SpecText | { error: Finding }; report?: FileReport } {
  const at = { severity: "error" as const, pointer: "/spec" };
  if (isTestFile(path)) return { spec: { error: { ...at, code: "test/spec-is-test-file", params: { spec: written } } } };
  const read = readInput({ name: path, stdin: false });
  if ("error" in read) return { spec: { error: { ...at, code: "test/spec-unreadable", params: { spec: written, reason: String(("reason" in read.error.params ? read.error.params.reason : undefined) ?? read.error.code) } } } };
  const checked = checkText(read.text);
  const errors = checked.issues.filter((i) => i.severity === "error");
  if (checked.kind !== "spec" || errors.length > 0) {
    // The spec's own issues are reported too, at their positions in the spec file.
    return { spec: { error: { ...at, code: "test/spec-invalid", params: { spec: written, errors: Math.max(1, errors.length) } } }, report: { name, text: read.text, issues: checked.issues } };
  }
  // checkText validated this value and found no error: index it without validating it again.
  prepareSpec(checked.value, true);
  return { spec: { name, text: read.text, value: checked.value } };
}
