// Running test files: each read, checked against the spec it names and its cases run, with the
// config's rule settings. The command and its --watch both run them by this.
import type { Policy } from "../../../config/index.js";
import { applyRuleSettings } from "../../../core/severity.js";
import { sortIssues } from "../../../core/order.js";
import { locateTestFindings, runTestFile, validateTestFileText } from "../../../workflow/test-file.js";
import { pathIssue, readInput, type Input, type Missing } from "../../../workspace/files.js";
import { testSpecFindings, type SpecCache } from "../../../workspace/test-spec.js";
import { optionsOf } from "../../policy.js";
import type { TestFileReport } from "./report.js";

/** Read and run one test file; a spec read for an earlier file is reused. */
function runOne(input: Input | Missing, specs: SpecCache, specReports: TestFileReport[]): TestFileReport {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)], cases: [] };
  const text = read.text;
  const checked = validateTestFileText(text);
  // A file the schema refuses is still checked against its spec when it names one: every fault
  // in one run, not the schema's first and the rest after they are fixed.
  const document = checked.document;
  const stdin = "stdin" in input && input.stdin;
  const against = testSpecFindings(input.name, stdin, document, specs);
  if (against.specReport) specReports.push({ ...against.specReport, cases: [] });
  if (against.specPath === undefined) return { name: input.name, text, issues: checked.issues, cases: [] };
  const issues = sortIssues([...checked.issues, ...locateTestFindings(text, against.findings)], undefined);
  const file = checked.value;
  if (file === undefined || against.spec === undefined || issues.some((i) => i.severity === "error")) return { name: input.name, text, issues, cases: [], specName: against.specName! };
  return { name: input.name, text, issues, cases: runTestFile(file, against.spec.value), specName: against.specName!, specPath: against.specPath, specText: against.spec.text };
}

/** Run each test file of `inputs` (a spec read once for all), with the config's rule settings. */
export function runFiles(inputs: readonly (Input | Missing)[], policy: Policy): { files: TestFileReport[]; specs: TestFileReport[] } {
  const specs: SpecCache = new Map();
  const specReports: TestFileReport[] = [];
  const files: TestFileReport[] = [];
  for (const input of inputs) {
    const report = runOne(input, specs, specReports);
    const rules = optionsOf(policy, input).rules;
    if (Object.keys(rules).length > 0) report.issues = applyRuleSettings(report.issues, rules);
    if (report.specPath !== undefined) {
      const spec = specs.get(report.specPath);
      if (spec !== undefined && !("error" in spec)) report.specValue = spec.value;
    }
    files.push(report);
  }
  return { files, specs: specReports };
}
