// One test file run as `agentspec test` runs it: its schema checks, its checks against the spec it
// names (read from disk, once per run), then its cases. The command and the language server's
// "run" lenses both run a file through here, so they give one verdict.
import type { Issue } from "../core/issue.js";
import { sortIssues } from "../core/order.js";
import { locateTestFindings, runTestFile, validateTestFileText, type CaseOutcome } from "../workflow/test-file.js";
import { pathIssue, readInput, type Input, type Missing } from "./files.js";
import type { FileReport } from "./file-report.js";
import { testSpecFindings, type SpecCache } from "./test-spec.js";

/** What running one test file gave: its issues (a file with an error runs no case) and its cases' outcomes. */
export interface TestFileRun {
  name: string;
  text?: string;
  issues: Issue[];
  cases: CaseOutcome[];
  /** The spec as the command names it (relative to the working directory). */
  specName?: string;
  specPath?: string;
  specText?: string;
  specValue?: unknown;
}

/**
 * Run one test file's text (`name` is its path, which its `spec` is relative to; `stdin`: read
 * from stdin, relative to the working directory). A spec read earlier in the run is reused; a spec
 * that is not valid has its report added to `specReports` the first time it is read.
 */
export function runTestText(name: string, text: string, stdin: boolean, specs: SpecCache, specReports: FileReport[]): TestFileRun {
  const checked = validateTestFileText(text);
  // A file the schema refuses is still checked against its spec when it names one: every fault
  // in one run, not the schema's first and the rest after they are fixed.
  const document = checked.document;
  const against = testSpecFindings(name, stdin, document, specs);
  if (against.specReport) specReports.push(against.specReport);
  if (against.specPath === undefined) return { name, text, issues: checked.issues, cases: [] };
  const issues = sortIssues([...checked.issues, ...locateTestFindings(text, against.findings)], undefined);
  const file = checked.value;
  if (file === undefined || against.spec === undefined || issues.some((i) => i.severity === "error")) return { name, text, issues, cases: [], specName: against.specName! };
  return { name, text, issues, cases: runTestFile(file, against.spec.value), specName: against.specName!, specPath: against.specPath, specText: against.spec.text };
}

/** Read and run one test file named on the command line (or stdin). */
export function runTestInput(input: Input | Missing, specs: SpecCache, specReports: FileReport[]): TestFileRun {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)], cases: [] };
  return runTestText(input.name, read.text, "stdin" in input && input.stdin, specs, specReports);
}
