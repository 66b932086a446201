// agentspec check: validate specs and bundles named by files, directories, globs or - (stdin).
import { expandPaths, notDocuments, readInput, type Input, type Missing, type Read } from "../../../workspace/files.js";
import { help, parse } from "../../args.js";
import { OUTPUT_OPTIONS, configLimit, emit, outputSettings } from "../../options.js";
import { wantColor } from "../../report/color.js";
import type { FileReport } from "../../report/report.js";
import { UsageError } from "../../usage.js";
import type { Policy } from "../../../config/index.js";
import { CONFIG_OPTIONS, commandPolicy, configuredPaths, optionsOf, withoutIgnored } from "../../policy.js";
import { documentRules } from "../../../workspace/check-files.js";
import { allCodes } from "../../../core/codes/all.js";
import { unknown } from "../../args.js";
import { REMOTE_OPTIONS } from "../remote/options.js";
import { dirname, resolve } from "node:path";
import { configCodes } from "../../../core/codes/config.js";
import { documentKindOf, walkedKind } from "../../../language/document-kind.js";
import { locateFindings } from "../../../validate/validate.js";
import { neverSuppressed, unsuppressable } from "../../../workspace/suppressions.js";
import type { SpecCache } from "../../../workspace/test-spec.js";
import { CACHE_OPTIONS, cacheChoice, cacheKey } from "./cache-options.js";
import { parseShard, SHARD_OPTIONS, shardCategory, shardInputs, type Shard } from "../../shard.js";
import { startProgress } from "../../progress.js";
import { checkInThreads, threadCount, threadsOption } from "./threads.js";
import { checkInput } from "./input.js";

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
    ...CACHE_OPTIONS,
    ...SHARD_OPTIONS,
    audit: { type: "boolean" },
    threads: { type: "string" },
    watch: { type: "boolean" },
  });
  if (values.help) return help("check");
  const watch = values.watch === true;
  const jsonl = values.format === "jsonl";
  if (jsonl && !watch) throw new UsageError("-f jsonl is the output of --watch: use -f json for one run", "check");
  if (watch && values.format !== undefined && !jsonl) throw new UsageError(`--watch prints lines, or JSON lines with -f jsonl: not ${values.format}`, "check");
  const settings = outputSettings("check", jsonl ? { ...values, format: undefined } : values);
  const policy = commandPolicy("check", values);
  const paths = positionals.length > 0 ? positionals : configuredPaths(policy);
  const shard = parseShard(values.shard, "check");
  if (paths === undefined) throw new UsageError('name the files, directories or globs to check (- reads stdin), or list them in the config\'s "files"', "check");
  const audit = values.audit === true;
  if (audit) {
    const other = ["remote", "fix", "unsafe-fixes", "suppress-all", "suppress-rule", "prune-suppressions", "watch"].find((k) => values[k as keyof typeof values] !== undefined);
    if (other !== undefined) throw new UsageError(`--audit and --${other} do not go together: an audit only reports, once`, "check");
  }
  if (values.remote === true) {
    const other = ["fix", "unsafe-fixes", "threads", "watch", "suppress-all", "suppress-rule", "prune-suppressions"].find((k) => values[k as keyof typeof values] !== undefined);
    if (other !== undefined) throw new UsageError(`--remote and --${other} do not go together: run them apart`, "check");
    configLimit(settings, policy);
    cacheChoice(values, policy, "--remote");
    return (await import("../remote/index.js")).runRemoteCheck(values, documentInputs(part(withoutIgnored(expandPaths(paths), policy, positionals), shard).inputs), "check", policy, settings);
  }
  const remoteOnly = Object.keys(REMOTE_OPTIONS).find((k) => values[k as keyof typeof values] !== undefined);
  if (remoteOnly !== undefined) throw new UsageError(`--${remoteOnly} goes with --remote`, "check");
  configLimit(settings, policy);
  const strict = values.strict === true;
  const suppressRule = values["suppress-rule"] ?? [];
  for (const code of suppressRule) {
    const policyCodes = policy.policies.map((p) => p.code as string);
    if (!Object.hasOwn(allCodes, code) && !policyCodes.includes(code)) throw new UsageError(unknown("code", code, [...Object.keys(allCodes), ...policyCodes]), "check");
    if (unsuppressable(code)) throw new UsageError(`--suppress-rule ${code} would record nothing: ${neverSuppressed(code)}`, "check");
  }
  const modes = [values["suppress-all"] === true, suppressRule.length > 0, values["prune-suppressions"] === true].filter(Boolean).length;
  if (modes > 1) throw new UsageError("--suppress-all, --suppress-rule and --prune-suppressions exclude each other", "check");
  const noConfig = values["no-config"] === true;
  if (modes > 0 && noConfig) throw new UsageError("--no-config leaves the repository's agentspec-suppressions.json alone: the suppression options do not go with it", "check");
  // A part's suppressions would be recorded as if its files were all the repository's.
  if (modes > 0 && shard !== undefined) throw new UsageError("--shard checks a part of the files: record or prune suppressions in a run of all of them", "check");
  const { inputs, positions: shardPositions } = part(withoutIgnored(expandPaths(paths), policy, positionals), shard);
  // JUnit carries each file's place in every run, so that the parts' merge is the whole run's text.
  const positions = shardPositions ?? (settings.format === "junit" ? inputs.map((_, i) => i) : undefined);
  if (values.fix === true || values["unsafe-fixes"] === true) {
    if (modes > 0) throw new UsageError("--fix does not go with the suppression options: fix first, then record what is left", "check");
    if (values.threads !== undefined) throw new UsageError("--fix writes files on one thread: --threads does not go with it", "check");
    if (watch) throw new UsageError("--fix does not go with --watch: fix once, then watch", "check");
    cacheChoice(values, policy, "--fix");
    return runFix(documentInputs(inputs), strict, values["unsafe-fixes"] === true, settings, policy);
  }
  const threadSetting = threadsOption(values.threads) ?? policy.threads;
  if (watch) {
    if (modes > 0) throw new UsageError("--watch does not go with the suppression options: record once, then watch", "check");
    if (shard !== undefined) throw new UsageError("--watch does not go with --shard: a watch follows the files of one working copy", "check");
    cacheChoice(values, policy, "--watch");
    const { watchCheck } = await import("./watch.js");
    return watchCheck({ paths, positionals, strict, quiet: settings.quiet, jsonl, config: values.config, noConfig, threads: threadSetting, inputs, policy });
  }
  const cache = cacheChoice(values, policy);
  // A cached run reads only the files that changed, on this thread (the cache keeps their hashes).
  if (cache && typeof threadSetting === "number" && threadSetting > 1) throw new UsageError(`--cache and ${values.threads !== undefined ? "--threads" : 'the config\'s "threads"'} ${threadSetting} do not go together: a run with the cache checks only the files that changed, on one thread`, "check");
  const threads = cache ? 1 : threadCount(threadSetting, inputs.length);
  const progress = startProgress(inputs.length, process.stderr, process.env, settings.format === "stylish");
  const reports: FileReport[] = [];
  const skipped: string[] = [];
  const specs: SpecCache = new Map();
  const inThreads = threads === 1 ? undefined : await checkInThreads(inputs, threads, { strict, config: values.config, noConfig, audit }, (input) => checkInput(input, strict, policy, specs, audit), () => progress.tick());
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i]!;
    let report: FileReport | undefined;
    if (inThreads) report = inThreads[i];
    else {
      report = cache ? cache.check(input, cacheKey(input, strict, policy, audit), (read: Read) => checkInput(input, strict, policy, specs, audit, read)) : checkInput(input, strict, policy, specs, audit);
      progress.tick();
    }
    if (report === undefined) skipped.push(input.name);
    else reports.push(positions === undefined ? report : { ...report, position: positions[i]! });
  }
  progress.done();
  cache?.save();
  if (reports.some((r) => r.toolFile === "link")) await checkLinkFiles(reports);
  notDocuments(skipped);
  const { applySuppressions } = await import("./suppress.js");
  const mode = values["suppress-all"] === true ? { kind: "record" as const } : suppressRule.length > 0 ? { kind: "record" as const, codes: new Set(suppressRule) } : values["prune-suppressions"] === true ? { kind: "prune" as const } : { kind: "apply" as const };
  const suppressed = applySuppressions(reports, policy, mode, noConfig);
  const outSettings = shard === undefined ? settings : { ...settings, runCategory: shardCategory(shard) };
  if (!audit) return emit(suppressed, outSettings);
  const { auditReports, auditSummary } = await import("./audit.js");
  const audited = auditReports(suppressed);
  const code = emit(audited, outSettings);
  (settings.format === "stylish" ? process.stdout : process.stderr).write((settings.format === "stylish" ? "\n" : "") + auditSummary(audited));
  return code;
}

/** The inputs of the part --shard names, with their places in the whole run; all of them without it. */
function part<T extends Input | Missing>(inputs: T[], shard: Shard | undefined): { inputs: T[]; positions?: number[] } {
  return shard === undefined ? { inputs } : shardInputs(inputs, shard, "check");
}

/**
 * The inputs --fix and --remote take: documents. The toolkit's own files are told by their names
 * (never fixed as a spec, nor sent to the platform); a file a walk or a glob found is read to tell;
 * any other named file is one. Those left out are said on stderr.
 */
function documentInputs(inputs: readonly (Input | Missing)[]): (Input | Missing)[] {
  const kept: (Input | Missing)[] = [];
  const skipped: string[] = [];
  for (const input of inputs) {
    if ("missing" in input || input.stdin) {
      kept.push(input);
      continue;
    }
    const byName = walkedKind(documentKindOf(input.name, "").kind);
    if (byName === "config" || byName === "suppressions" || byName === "link") {
      skipped.push(input.name);
      continue;
    }
    if (input.found !== true) {
      kept.push(input);
      continue;
    }
    const read = readInput(input);
    const kind = "error" in read ? "document" : walkedKind(documentKindOf(input.name, read.text).kind);
    if (kind === "skip") skipped.push(input.name);
    else if (kind === "document") kept.push(input);
  }
  notDocuments(skipped);
  return kept;
}

/** The link files' own check (agentspec-remote.json), by the remote commands' reader: loaded only when a link file is checked. */
export async function checkLinkFiles(reports: FileReport[]): Promise<void> {
  const { readLinks, LinkFileError } = await import("../remote/settings.js");
  for (const r of reports) {
    if (r.toolFile !== "link" || r.issues.length > 0 || r.text === undefined) continue;
    try {
      readLinks(dirname(resolve(r.name)));
    } catch (e) {
      if (!(e instanceof LinkFileError)) throw e;
      r.issues = locateFindings(r.text, [{ code: "config/invalid-value", severity: "error", pointer: "", params: { reason: e.message } }], configCodes);
    }
  }
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
    return fixInput(input, strict || options.strict, unsafe, documentRules(options.rules), options.policies);
  });
  const fixedText = results.filter((r) => r.stdout !== undefined).map((r) => r.stdout!);
  const toStderr = fixedText.length > 0;
  for (const t of fixedText) process.stdout.write(t);
  const code = emit(results.map((r) => r.report), settings, toStderr ? process.stderr : process.stdout);
  const summaryStream = toStderr || settings.format !== "stylish" ? process.stderr : process.stdout;
  summaryStream.write(fixSummary(results, unsafe, wantColor(summaryStream.isTTY, process.env)));
  return code;
}
