// agentspec check: validate specs and bundles named by files, directories, globs or - (stdin).
import { checkFile } from "../../files/document.js";
import { expandPaths, pathIssue, readInput, type Input, type Missing } from "../../files/files.js";
import { help, parse } from "../../args.js";
import { OUTPUT_OPTIONS, configLimit, emit, outputSettings } from "../../options.js";
import { wantColor } from "../../report/color.js";
import type { FileReport } from "../../report/report.js";
import { UsageError } from "../../usage.js";
import type { Policy } from "../../../config/index.js";
import { CONFIG_OPTIONS, commandPolicy, configuredPaths, optionsOf, withoutIgnored } from "../../policy.js";
import { allCodes } from "../../../core/codes/all.js";
import { unknown } from "../../args.js";
import type { RuleSettings } from "../../../core/severity.js";
import { REMOTE_OPTIONS } from "../remote/options.js";

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("check", args, {
    ...OUTPUT_OPTIONS,
    ...CONFIG_OPTIONS,
    strict: { type: "boolean" },
    fix: { type: "boolean" },
    "unsafe-fixes": { type: "boolean" },
    "suppress-all": { type: "boolean" },
    "suppress-rule": { type: "string", multiple: true },
    "prune-suppressions": { type: "boolean" },
    ...REMOTE_OPTIONS,
    remote: { type: "boolean" },
  });
  if (values.help) return help("check");
  const settings = outputSettings("check", values);
  const policy = commandPolicy("check", values);
  const paths = positionals.length > 0 ? positionals : configuredPaths(policy);
  if (paths === undefined) throw new UsageError('name the files, directories or globs to check (- reads stdin), or list them in the config\'s "files"', "check");
  if (values.remote === true) {
    const other = ["fix", "unsafe-fixes", "suppress-all", "suppress-rule", "prune-suppressions"].find((k) => values[k as keyof typeof values] !== undefined);
    if (other !== undefined) throw new UsageError(`--remote and --${other} do not go together: run them apart`, "check");
    configLimit(settings, policy);
    return (await import("../remote/index.js")).runRemoteCheck(values, withoutIgnored(expandPaths(paths), policy, positionals), "check", policy, settings);
  }
  const remoteOnly = Object.keys(REMOTE_OPTIONS).find((k) => values[k as keyof typeof values] !== undefined);
  if (remoteOnly !== undefined) throw new UsageError(`--${remoteOnly} goes with --remote`, "check");
  configLimit(settings, policy);
  const strict = values.strict === true;
  const suppressRule = values["suppress-rule"] ?? [];
  for (const code of suppressRule) if (!Object.hasOwn(allCodes, code)) throw new UsageError(unknown("code", code, Object.keys(allCodes)), "check");
  const modes = [values["suppress-all"] === true, suppressRule.length > 0, values["prune-suppressions"] === true].filter(Boolean).length;
  if (modes > 1) throw new UsageError("--suppress-all, --suppress-rule and --prune-suppressions exclude each other", "check");
  const inputs = withoutIgnored(expandPaths(paths), policy, positionals);
  if (values.fix === true || values["unsafe-fixes"] === true) {
    if (modes > 0) throw new UsageError("--fix does not go with the suppression options: fix first, then record what is left", "check");
    return runFix(inputs, strict, values["unsafe-fixes"] === true, settings, policy);
  }
  const reports: FileReport[] = [];
  for (let i = 0; i < inputs.length; i++) reports.push(checkInput(inputs[i]!, strict, policy));
  const { applySuppressions } = await import("./suppress.js");
  const mode = values["suppress-all"] === true ? { kind: "record" as const } : suppressRule.length > 0 ? { kind: "record" as const, codes: new Set(suppressRule) } : values["prune-suppressions"] === true ? { kind: "prune" as const } : { kind: "apply" as const };
  return emit(applySuppressions(reports, policy, mode), settings);
}

/** The settings a document's checker takes: all but suppressions/unused, which is about the suppressions file (applied there). */
function documentRules(rules: RuleSettings): RuleSettings {
  if (!Object.hasOwn(rules, "suppressions/unused")) return rules;
  const { ["suppressions/unused"]: _, ...rest } = rules;
  return rest;
}

/** Read and check one input; an unreadable one gives its path issue. Never throws on any file. */
function checkInput(input: Input | Missing, strict: boolean, policy: Policy): FileReport {
  const read = readInput(input);
  if ("error" in read) return { name: input.name, issues: [pathIssue(read.error)] };
  const options = optionsOf(policy, input);
  const checked = checkFile(input.name, read.text, { strict: strict || options.strict, invalid: read.invalid, rules: documentRules(options.rules) });
  // Keep the text only where a code frame needs it: a thousand clean files stay garbage.
  return checked.issues.length > 0 ? { name: input.name, text: read.text, issues: checked.issues } : { name: input.name, issues: [] };
}

/**
 * check --fix: fix each spec in place (stdin: the fixed text on stdout), report what is left, and
 * sum up what was fixed. The summary goes with a stylish report on stdout; beside a machine
 * format, or when stdout carries fixed text, it goes to stderr.
 */
async function runFix(inputs: readonly (Input | Missing)[], strict: boolean, unsafe: boolean, settings: ReturnType<typeof outputSettings>, policy: Policy): Promise<number> {
  const { fixInput, fixSummary } = await import("./fix.js");
  const results = inputs.map((input) => {
    const options = optionsOf(policy, input);
    return fixInput(input, strict || options.strict, unsafe, documentRules(options.rules));
  });
  const fixedText = results.filter((r) => r.stdout !== undefined).map((r) => r.stdout!);
  const toStderr = fixedText.length > 0;
  for (const t of fixedText) process.stdout.write(t);
  const code = emit(results.map((r) => r.report), settings, toStderr ? process.stderr : process.stdout);
  const summaryStream = toStderr || settings.format !== "stylish" ? process.stderr : process.stdout;
  summaryStream.write(fixSummary(results, unsafe, wantColor(summaryStream.isTTY, process.env)));
  return code;
}
