// test --watch: every test file runs once at start; then a test file that changes runs again, and
// so do the test files whose spec changed; a config change runs them all again. Each pass prints
// the stylish report of the files it ran (no screen clearing) and a line that sums it up; with
// -f jsonl, the json format's entry of each file (`{"event":"test-file",…}`), then
// `{"event":"pass",…}` with the pass's summary.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ConfigError } from "../../../config/error.js";
import type { Policy } from "../../../config/index.js";
import { TEST_FILE_SUFFIX } from "../../../workflow/test-file.js";
import type { Input, Missing } from "../../../workspace/files.js";
import { CONFIG_FILE } from "../../config.js";
import { commandPolicy } from "../../policy.js";
import { clock, Stamps, stopped, watchPaths, watchRoots } from "../../watch.js";
import { EXIT } from "../../usage.js";
import { runFiles } from "./run-files.js";
import { TEST_FORMATS, type TestFileReport, type TestRun } from "./report.js";

export interface TestWatchSettings {
  paths: readonly string[];
  positionals: readonly string[];
  inputs: readonly (Input | Missing)[];
  policy: Policy;
  jsonl: boolean;
  config: string | undefined;
  noConfig: boolean;
}

const isTestFile = (name: string): boolean => name.toLowerCase().endsWith(TEST_FILE_SUFFIX);

export async function watchTests(s: TestWatchSettings): Promise<number> {
  let policy: Policy | undefined = s.policy;
  const roots = watchRoots(s.paths, "test");
  // The test files by resolved path, and the spec each ran against when it last ran.
  const inputs = new Map<string, Input | Missing>();
  const specOf = new Map<string, string>();
  for (const input of s.inputs) inputs.set("missing" in input ? `\0${input.name}` : resolve(input.name), input);

  const pass = (which: readonly (Input | Missing)[]): void => {
    if (policy === undefined || which.length === 0) return;
    const started = performance.now();
    const { files, specs } = runFiles(which, policy);
    files.forEach((f, k) => {
      const input = which[k]!;
      if (!("missing" in input)) {
        // The spec it names, run or not (a spec with errors is named, not run).
        const spec = f.specPath ?? f.specName;
        if (spec === undefined) specOf.delete(resolve(input.name));
        else specOf.set(resolve(input.name), resolve(spec));
      }
    });
    const run: TestRun = { files, specs };
    const ms = Math.round(performance.now() - started);
    const cases = files.flatMap((f: TestFileReport) => f.cases);
    const failed = cases.filter((c) => !c.passed).length;
    const errors = [...files, ...specs].flatMap((f) => f.issues).filter((i) => i.severity === "error").length;
    if (s.jsonl) {
      const doc = JSON.parse(TEST_FORMATS.json(run)) as { summary: object; files: object[]; specIssues: unknown };
      const lines = doc.files.map((f) => JSON.stringify({ event: "test-file", ...f }));
      lines.push(JSON.stringify({ event: "pass", ...doc.summary, specIssues: doc.specIssues, ms }));
      process.stdout.write(lines.join("\n") + "\n");
      return;
    }
    const text = TEST_FORMATS.stylish(run, false);
    process.stdout.write(`${text}${text === "" || text.endsWith("\n") ? "" : "\n"}[${clock()}] ran ${files.length} test file${files.length === 1 ? "" : "s"} in ${ms} ms: ${cases.length - failed} passed, ${failed} failed${errors > 0 ? `, ${errors} error${errors === 1 ? "" : "s"}` : ""}\n`);
  };
  pass([...inputs.values()]);

  const configPaths = new Set((policy?.layers ?? []).map((l) => resolve(l.path)));
  if (s.config !== undefined) configPaths.add(resolve(s.config));
  else if (!s.noConfig) configPaths.add(join(process.cwd(), CONFIG_FILE));
  const stamps = new Stamps();
  const changed = (all: string[]): void => {
    const files = stamps.changed(all);
    if (files.length === 0) return;
    if (files.some((f) => configPaths.has(f))) {
      try {
        policy = commandPolicy("test", { config: s.config, "no-config": s.noConfig });
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        policy = undefined;
        process.stdout.write(s.jsonl ? `${JSON.stringify({ event: "config-error", message: e.message })}\n` : `[${clock()}] the config has errors (${e.message}): nothing runs until it is fixed\n`);
        return;
      }
      pass([...inputs.values()]);
      return;
    }
    const run = new Map<string, Input | Missing>();
    for (const abs of files) {
      // A test file of the watched paths, added or saved (a removed one is dropped).
      let name: string | undefined;
      for (const root of roots) if ((name = root.nameOf(abs)) !== undefined) break;
      if (name !== undefined && isTestFile(name)) {
        if (stamps.gone(abs)) inputs.delete(abs);
        else {
          const input = inputs.get(abs) ?? { name, stdin: false, found: true as const };
          inputs.set(abs, input);
          run.set(abs, input);
        }
      }
      // The test files whose spec this is.
      for (const [test, spec] of specOf) if (spec === abs && inputs.has(test)) run.set(test, inputs.get(test)!);
    }
    pass([...run.values()]);
  };
  // The folders of the specs the test files name (they may sit outside the watched paths).
  const specFolders = [...new Set([...specOf.values()].map((p) => dirname(p)))].filter((d) => existsSync(d));
  const folders = [...new Set([...configPaths].map((p) => dirname(p)))].filter((d) => existsSync(d));
  const watch = await watchPaths([...roots.map((r) => r.watch), ...specFolders, ...(s.config === undefined ? [] : [s.config])], folders, new Set([CONFIG_FILE]), changed);
  process.stdout.write(s.jsonl ? `${JSON.stringify({ event: "watching", paths: roots.map((r) => r.watch) })}\n` : `[${clock()}] watching ${roots.map((r) => r.watch).join(", ")} for changes (Ctrl-C stops)\n`);
  await stopped();
  await watch.close();
  return EXIT.clean;
}
