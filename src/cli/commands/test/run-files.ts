// Running test files: each read, checked against the spec it names and its cases run, with the
// config's rule settings. The command and its --watch both run them by this.
import type { Policy } from "../../../config/index.js";
import { applyRuleSettings } from "../../../core/severity.js";
import type { Input, Missing } from "../../../workspace/files.js";
import type { FileReport } from "../../../workspace/file-report.js";
import type { SpecCache } from "../../../workspace/test-spec.js";
import { runTestInput } from "../../../workspace/test-run.js";
import { optionsOf } from "../../policy.js";
import type { TestFileReport } from "./report.js";

/** Read and run one test file (workspace/test-run.ts, as the language server's lenses run it); a spec read for an earlier file is reused. */
function runOne(input: Input | Missing, specs: SpecCache, specReports: TestFileReport[]): TestFileReport {
  const invalidSpecs: FileReport[] = [];
  const report = runTestInput(input, specs, invalidSpecs);
  for (const r of invalidSpecs) specReports.push({ ...r, cases: [] });
  return report;
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
