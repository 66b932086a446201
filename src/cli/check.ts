// agentspec check: validate specs and bundles named by files, directories, globs or - (stdin).
import { checkFile } from "./document.js";
import { expandPaths, pathIssue, readInput, type Input, type Missing } from "./files.js";
import { help, parse } from "./args.js";
import { OUTPUT_OPTIONS, emit, outputSettings } from "./options.js";
import { wantColor } from "./color.js";
import type { FileReport } from "./report.js";
import { UsageError } from "./usage.js";
import { REMOTE_OPTIONS } from "./remote-options.js";

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("check", args, { ...OUTPUT_OPTIONS, ...REMOTE_OPTIONS, strict: { type: "boolean" }, fix: { type: "boolean" }, "unsafe-fixes": { type: "boolean" }, remote: { type: "boolean" } });
  if (values.help) return help("check");
  if (values.remote === true) {
    if (values.fix === true || values["unsafe-fixes"] === true) throw new UsageError("--remote and --fix do not go together: fix first, then check with --remote", "check");
    return (await import("./remote.js")).runRemoteCheck(values, positionals, "check");
  }
  const remoteOnly = Object.keys(REMOTE_OPTIONS).find((k) => values[k as keyof typeof values] !== undefined);
  if (remoteOnly !== undefined) throw new UsageError(`--${remoteOnly} goes with --remote`, "check");
  const settings = outputSettings("check", values);
  if (positionals.length === 0) throw new UsageError("name the files, directories or globs to check (- reads stdin)", "check");
  const strict = values.strict === true;
  const inputs = expandPaths(positionals);
  if (values.fix === true || values["unsafe-fixes"] === true) return runFix(inputs, strict, values["unsafe-fixes"] === true, settings);
  const reports: FileReport[] = [];
  for (let i = 0; i < inputs.length; i++) reports.push(checkInput(inputs[i]!, strict));
  return emit(reports, settings);
}

/** Read and check one input; an unreadable one gives its path issue. Never throws on any file. */
function checkInput(input: Input | Missing, strict: boolean): FileReport {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)] };
  const checked = checkFile(input.name, read.text, { strict, invalid: read.invalid });
  // Keep the text only where a code frame needs it: a thousand clean files stay garbage.
  return checked.issues.length > 0 ? { name: input.name, text: read.text, issues: checked.issues } : { name: input.name, issues: [] };
}

/**
 * check --fix: fix each spec in place (stdin: the fixed text on stdout), report what is left, and
 * sum up what was fixed. The summary goes with a stylish report on stdout; beside a machine
 * format, or when stdout carries fixed text, it goes to stderr.
 */
async function runFix(inputs: readonly (Input | Missing)[], strict: boolean, unsafe: boolean, settings: ReturnType<typeof outputSettings>): Promise<number> {
  const { fixInput, fixSummary } = await import("./fix.js");
  const results = inputs.map((input) => fixInput(input, strict, unsafe));
  const fixedText = results.filter((r) => r.stdout !== undefined).map((r) => r.stdout!);
  const toStderr = fixedText.length > 0;
  for (const t of fixedText) process.stdout.write(t);
  const code = emit(results.map((r) => r.report), settings, toStderr ? process.stderr : process.stdout);
  const summaryStream = toStderr || settings.format !== "stylish" ? process.stderr : process.stdout;
  summaryStream.write(fixSummary(results, unsafe, wantColor(summaryStream.isTTY, process.env)));
  return code;
}
