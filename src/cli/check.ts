// agentspec check: validate specs and bundles named by files, directories, globs or - (stdin).
import { expandPaths, pathIssue, readInput } from "./files.js";
import { checkText } from "./document.js";
import { help, parse } from "./args.js";
import { OUTPUT_OPTIONS, emit, outputSettings } from "./options.js";
import type { FileReport } from "./report.js";
import { UsageError } from "./usage.js";

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("check", args, { ...OUTPUT_OPTIONS, strict: { type: "boolean" } });
  if (values.help) return help("check");
  const settings = outputSettings("check", values);
  if (positionals.length === 0) throw new UsageError("name the files, directories or globs to check (- reads stdin)", "check");
  const reports: FileReport[] = [];
  for (const input of expandPaths(positionals)) {
    const read = readInput(input);
    if ("error" in read) {
      reports.push({ name: input.name, issues: [pathIssue(read.error)] });
      continue;
    }
    const checked = checkText(read.text, { strict: values.strict === true });
    // Keep the text only where a code frame needs it: a thousand clean files stay garbage.
    reports.push(checked.issues.length > 0 ? { name: input.name, text: read.text, issues: checked.issues } : { name: input.name, issues: [] });
  }
  return emit(reports, settings);
}
