// agentspec check: validate specs and bundles named by files, directories, globs or - (stdin).
import { checkText } from "./document.js";
import { expandPaths, pathIssue, readInput, type Input, type Missing } from "./files.js";
import { help, parse } from "./args.js";
import { OUTPUT_OPTIONS, emit, outputSettings } from "./options.js";
import type { FileReport } from "./report.js";
import { UsageError } from "./usage.js";
import { TEST_FILE_SUFFIX, validateTestFileText } from "../workflow/test-file.js";

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("check", args, { ...OUTPUT_OPTIONS, strict: { type: "boolean" } });
  if (values.help) return help("check");
  const settings = outputSettings("check", values);
  if (positionals.length === 0) throw new UsageError("name the files, directories or globs to check (- reads stdin)", "check");
  const strict = values.strict === true;
  const inputs = expandPaths(positionals);
  const reports: FileReport[] = [];
  for (let i = 0; i < inputs.length; i++) reports.push(checkInput(inputs[i]!, strict));
  return emit(reports, settings);
}

/** Read and check one input; an unreadable one gives its path issue. Never throws on any file. */
function checkInput(input: Input | Missing, strict: boolean): FileReport {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)] };
  // A test file (*.agentspec-test.json) is checked as one: JSON and its schema, not as a spec.
  const checked = input.name.toLowerCase().endsWith(TEST_FILE_SUFFIX) ? validateTestFileText(read.text) : checkText(read.text, { strict });
  // Keep the text only where a code frame needs it: a thousand clean files stay garbage.
  return checked.issues.length > 0 ? { name: input.name, text: read.text, issues: checked.issues } : { name: input.name, issues: [] };
}
