// check --watch: one check of every file at start, then of the files that change (added, saved,
// removed) as they change; a change of a config the run reads (or of the suppressions file)
// reads the config again and checks every file again. Each pass prints lines, never clearing
// the screen: a finding a line (`file:line:column  severity  message [code]`), a file whose
// findings are gone as `file  clean`, then a line that sums the pass up; or, with -f jsonl, a JSON
// object a line for tools (`{"event":"file",…}` as the json format's entries, then `{"event":"pass",…}`).
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { CONFIG_FILE } from "../../config.js";
import { ConfigError } from "../../../config/error.js";
import type { Policy } from "../../../config/index.js";
import type { FileReport } from "../../../workspace/file-report.js";
import type { Input, Missing } from "../../../workspace/files.js";
import { suppressionsPath } from "../../../workspace/suppressions.js";
import type { SpecCache } from "../../../workspace/test-spec.js";
import { commandPolicy, optionsOf, withoutIgnored } from "../../policy.js";
import { json as jsonReport } from "../../report/report.js";
import { printable } from "../../report/frame.js";
import { clock, Stamps, stopped, watchPaths, watchRoots } from "../../watch.js";
import { EXIT } from "../../usage.js";
import { checkInput } from "./input.js";
import { namedAsTestFile } from "../../../check/check.js";
import { applySuppressions } from "./suppress.js";
import { checkInThreads, threadCount, type ThreadsSetting } from "./threads.js";

export interface WatchSettings {
  /** The path arguments (or the config's files), as the first check expanded them. */
  paths: readonly string[];
  positionals: readonly string[];
  strict: boolean;
  quiet: boolean;
  jsonl: boolean;
  config: string | undefined;
  noConfig: boolean;
  threads: ThreadsSetting | undefined;
  /** The first check's inputs and policy. */
  inputs: readonly (Input | Missing)[];
  policy: Policy;
  /** Called once the watcher is ready (the tests wait on the first pass's line instead). */
  out?: NodeJS.WritableStream;
}

const CONFIG_NAMES = new Set(["agentspec.config.json", "agentspec-suppressions.json"]);
const baseName = (path: string): string => path.slice(path.lastIndexOf("/") + 1);

/** Runs until the process is stopped; then exit code 0. */
export async function watchCheck(s: WatchSettings): Promise<number> {
  const out = s.out ?? process.stdout;
  let policy: Policy | undefined = s.policy;
  const roots = watchRoots(s.paths, "check");
  // The current report of every file, by its resolved path, in the order the files came.
  const reports = new Map<string, FileReport>();
  let order: string[] = [];
  const names = new Map<string, Input | Missing>();
  let specs: SpecCache = new Map();
  // The suppressions file's own report as the last pass printed it (its unused entries change with any file).
  let lastUnused = "";

  const write = (lines: string[]): void => {
    if (lines.length > 0) out.write(lines.join("\n") + "\n");
  };
  const fileLines = (r: FileReport, before: FileReport | undefined): string[] => {
    const issues = s.quiet ? r.issues.filter((i) => i.severity === "error") : r.issues;
    if (s.jsonl) {
      const [entry] = JSON.parse(jsonReport([{ ...r, issues }])) as object[];
      return [JSON.stringify({ event: "file", ...entry })];
    }
    if (issues.length === 0) return before !== undefined && before.issues.length > 0 ? [`${printable(r.name)}  clean`] : [];
    return issues.map((i) => `${printable(r.name)}${i.range ? `:${i.range.start.line}:${i.range.start.column}` : ""}  ${i.severity}  ${printable(i.message)} [${i.code}]`);
  };

  /** Check `inputs` (all of them on a full pass), print what changed, and the pass's line. */
  const pass = async (inputs: readonly (Input | Missing)[], removed: readonly string[], full: boolean): Promise<void> => {
    const started = performance.now();
    if (policy === undefined) return;
    const current = policy;
    const threads = full ? threadCount(s.threads, inputs.length) : 1;
    const checked = threads > 1 ? await checkInThreads(inputs, threads, { strict: s.strict, config: s.config, noConfig: s.noConfig }, (i) => checkInput(i, s.strict, current, specs)) : inputs.map((i) => checkInput(i, s.strict, current, specs));
    const previous = new Map(reports);
    if (full) {
      reports.clear();
      order = [];
    }
    inputs.forEach((input, k) => {
      const key = "missing" in input ? `\0${input.name}` : resolve(input.name);
      const report = checked[k];
      if (!reports.has(key) && report !== undefined) order.push(key);
      if (report === undefined) reports.delete(key);
      else reports.set(key, report);
    });
    for (const key of removed) reports.delete(key);
    order = order.filter((k) => reports.has(k));
    // The baseline applies to the whole repository as it now is: copies, as applying it moves findings.
    const all = applySuppressions(order.map((k) => ({ ...reports.get(k)!, issues: [...reports.get(k)!.issues] })), current, { kind: "apply" }, s.noConfig);
    const byName = new Map(all.map((r) => [r.name, r]));
    const lines: string[] = [];
    for (const key of removed) {
      const name = names.get(key)?.name;
      if (name !== undefined && previous.has(key)) lines.push(s.jsonl ? JSON.stringify({ event: "removed", file: name }) : `${printable(name)}  removed`);
    }
    for (let k = 0; k < inputs.length; k++) {
      const r = checked[k];
      if (r === undefined) continue;
      const key = "missing" in inputs[k]! ? `\0${inputs[k]!.name}` : resolve(inputs[k]!.name);
      lines.push(...fileLines(byName.get(r.name) ?? r, full ? undefined : previous.get(key)));
    }
    // The suppressions file's unused entries, when they changed.
    const unused = all.find((r) => r.toolFile === "suppressions" && !reports.has(resolve(r.name)));
    const unusedNow = unused ? JSON.stringify(unused.issues) : "";
    if (unusedNow !== lastUnused && unused) lines.push(...fileLines(unused, undefined));
    lastUnused = unusedNow;
    const issues = all.flatMap((r) => (s.quiet ? r.issues.filter((i) => i.severity === "error") : r.issues));
    const errors = issues.filter((i) => i.severity === "error").length;
    const warnings = issues.length - errors;
    const withFindings = all.filter((r) => r.issues.length > 0).length;
    const ms = Math.round(performance.now() - started);
    const checkedCount = checked.filter((r) => r !== undefined).length;
    if (s.jsonl) lines.push(JSON.stringify({ event: "pass", checked: checkedCount, removed: removed.length, files: all.length, errors, warnings, ms }));
    else lines.push(`[${clock()}] ${full ? "checked" : "rechecked"} ${checkedCount} file${checkedCount === 1 ? "" : "s"} in ${ms} ms; ${all.length} file${all.length === 1 ? "" : "s"}: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}${withFindings > 0 ? ` in ${withFindings} file${withFindings === 1 ? "" : "s"}` : ""}`);
    write(lines);
  };

  const remember = (inputs: readonly (Input | Missing)[]): void => {
    for (const input of inputs) names.set("missing" in input ? `\0${input.name}` : resolve(input.name), input);
  };
  remember(s.inputs);
  await pass(s.inputs, [], true);

  /** The configs the run reads (and the suppressions file beside the nearest). */
  const configPaths = (): Set<string> => {
    const paths = new Set((policy?.layers ?? []).map((l) => resolve(l.path)));
    if (s.config !== undefined) paths.add(resolve(s.config));
    // Where a config made later is looked for: the working directory (the configs of the folders above, once they exist).
    else if (!s.noConfig) paths.add(join(process.cwd(), CONFIG_FILE));
    const suppressions = policy === undefined ? undefined : suppressionsPath(policy, process.cwd(), s.noConfig);
    if (suppressions !== undefined) paths.add(resolve(suppressions));
    return paths;
  };

  // What each file was when it was last taken (its stat): an event that changed nothing (a raw event
  // beside chokidar's own, a file only read) is no change.
  const stamps = new Stamps();
  let queue = Promise.resolve();
  const changed = (all: string[]): void => {
    queue = queue.then(async () => {
      const files = stamps.changed(all);
      if (files.length === 0) return;
      const configs = configPaths();
      if (files.some((f) => configs.has(f) || CONFIG_NAMES.has(baseName(f.split("\\").join("/"))))) {
        try {
          policy = commandPolicy("check", { config: s.config, "no-config": s.noConfig });
        } catch (e) {
          if (!(e instanceof ConfigError)) throw e;
          policy = undefined;
          const { printConfigError } = await import("../../report/config-report.js");
          printConfigError(e);
          write([s.jsonl ? JSON.stringify({ event: "config-error", message: e.message }) : `[${clock()}] the config has errors: nothing is checked until it is fixed`]);
          return;
        }
        specs = new Map();
        const { expandPaths } = await import("../../../workspace/files.js");
        const inputs = withoutIgnored(expandPaths(s.paths), policy, s.positionals);
        remember(inputs);
        await pass(inputs, [...reports.keys()].filter((k) => !inputs.some((i) => !("missing" in i) && resolve(i.name) === k)), true);
        return;
      }
      if (policy === undefined) return;
      // A spec a test file names may have changed: the specs are read again, and the test files checked again.
      specs = new Map();
      const inputs: Input[] = [];
      for (const [key, input] of names) if (!("missing" in input) && reports.has(key) && namedAsTestFile(input.name) && !files.includes(key)) inputs.push(input);
      const removed: string[] = [];
      for (const abs of files) {
        let name: string | undefined;
        for (const root of roots) if ((name = root.nameOf(abs)) !== undefined) break;
        if (name === undefined) continue;
        const input: Input = names.get(abs) && !("missing" in names.get(abs)!) ? (names.get(abs) as Input) : { name, stdin: false, found: true };
        if (optionsOf(policy, input).ignored) continue;
        if (!stamps.gone(abs)) {
          names.set(abs, input);
          inputs.push(input);
        } else removed.push(abs);
      }
      if (inputs.length > 0 || removed.length > 0) await pass(inputs, removed, false);
    });
  };
  // The configs' folders (a config may be made, or removed, in one), and --config's own file.
  const folders = [...new Set([...configPaths()].map((p) => dirname(p)))].filter((d) => existsSync(d));
  const watch = await watchPaths([...roots.map((r) => r.watch), ...(s.config === undefined ? [] : [s.config])], folders, CONFIG_NAMES, changed);
  write([s.jsonl ? JSON.stringify({ event: "watching", paths: roots.map((r) => r.watch) }) : `[${clock()}] watching ${roots.map((r) => printable(r.watch)).join(", ")} for changes (Ctrl-C stops)`]);
  await stopped();
  await watch.close();
  await queue;
  return EXIT.clean;
}
