// agentspec check: validate specs and bundles named by files, directories, globs or - (stdin).
import { expandPaths } from "./files.js";
import { checkInput } from "./check-input.js";
import { help, parse } from "./args.js";
import { OUTPUT_OPTIONS, emit, outputSettings } from "./options.js";
import type { FileReport } from "./report.js";
import { UsageError } from "./usage.js";

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
