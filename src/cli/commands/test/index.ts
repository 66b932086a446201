// agentspec test: run *.agentspec-test.json files against the specs they name; optional coverage.
import { statSync } from "node:fs";
import { resolve } from "node:path";
import { coverageOf } from "../../../workflow/coverage.js";
import type { Simulation } from "../../../workflow/types.js";
import { TEST_FILE_SUFFIX } from "../../../workflow/test-file.js";
import { help, parse, unknownChoice } from "../../args.js";
import { wantColor } from "../../report/color.js";
import { expandPaths, type Input, type Missing } from "../../../workspace/files.js";
import { TEST_FORMATS, totalPercent, type SpecCoverage, type TestFormat, type TestRun, type TestFileReport } from "./report.js";
import { EXIT, UsageError } from "../../usage.js";
import { CONFIG_OPTIONS, commandPolicy, configuredPaths, withoutIgnored } from "../../policy.js";
import { runFiles } from "./run-files.js";

const isTestFile = (name: string): boolean => name.toLowerCase().endsWith(TEST_FILE_SUFFIX);

/** The test files named by the arguments: directories give the test files under them; files and globs are taken as named. */
function testInputs(args: readonly string[]): (Input | Missing)[] {
  if (args.length === 0) return expandPaths(["."]).filter((i) => isTestFile(i.name));
  const out: (Input | Missing)[] = [];
  const seen = new Set<string>();
  for (const arg of args) {
    let dir = false;
    try {
      dir = arg !== "-" && statSync(arg).isDirectory();
    } catch {
      // not a directory: a file, a glob or a missing path, which expandPaths reports
    }
    const found = expandPaths([arg]).filter((input) => !dir || (!("missing" in input) && isTestFile(input.name)));
    if (dir && found.length === 0) found.push({ name: arg, missing: { code: "io/no-match", params: { pattern: arg, wanted: `*${TEST_FILE_SUFFIX}` } } });
    for (const input of found) {
      const key = "missing" in input || input.stdin ? `${input.name}\0${arg}` : resolve(input.name);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(input);
    }
  }
  return out;
}

/** Coverage per spec, from the runs of every case that ran it. */
function coverage(reports: readonly TestFileReport[]): SpecCoverage[] {
  const bySpec = new Map<string, { name: string; text: string; value: unknown; runs: Simulation[] }>();
  for (const r of reports) {
    if (r.specPath === undefined || r.specText === undefined) continue;
    let entry = bySpec.get(r.specPath);
    if (entry === undefined) {
      entry = { name: r.specName!, text: r.specText, value: r.specValue, runs: [] };
      bySpec.set(r.specPath, entry);
    }
    for (const c of r.cases) entry.runs.push(c.simulation);
  }
  return [...bySpec.values()].map((e) => ({ spec: e.name, text: e.text, coverage: coverageOf(e.value, e.runs) }));
}

const OPTIONS = {
  ...CONFIG_OPTIONS,
  format: { type: "string", short: "f" },
  coverage: { type: "boolean" },
  "coverage-min": { type: "string" },
  watch: { type: "boolean" },
} as const;

export async function run(args: readonly string[]): Promise<number> {
  const { values, positionals } = parse("test", args, OPTIONS);
  if (values.help) return help("test");
  const format = values.format ?? "stylish";
  if (!Object.prototype.hasOwnProperty.call(TEST_FORMATS, format) && format !== "jsonl") throw new UsageError(unknownChoice("format", format, Object.keys(TEST_FORMATS)), "test");
  let min: number | undefined;
  if (values["coverage-min"] !== undefined) {
    const raw = values["coverage-min"];
    if (!/^\d+(?:\.\d+)?$/.test(raw) || Number(raw) > 100) throw new UsageError(`--coverage-min takes a percentage from 0 to 100, not "${raw}"`, "test");
    min = Number(raw);
  }
  const wantCoverage = values.coverage === true || min !== undefined;
  if (positionals.filter((p) => p === "-").length > 0 && positionals.length > 1) throw new UsageError("- (stdin) is a test file of its own: name it alone", "test");
  // The config gives the paths when none is named, the files never read, and each file's rule settings.
  const policy = commandPolicy("test", values);
  const inputs = withoutIgnored(testInputs(positionals.length > 0 ? positionals : (configuredPaths(policy) ?? [])), policy, positionals);
  if (values.watch === true) {
    if (wantCoverage) throw new UsageError("--watch runs the test files that change: coverage is of a whole run, not with --watch", "test");
    if (format !== "stylish" && format !== "jsonl") throw new UsageError(`--watch prints lines, or JSON lines with -f jsonl: not ${format}`, "test");
    const { watchTests } = await import("./watch.js");
    return watchTests({ paths: positionals.length > 0 ? positionals : (configuredPaths(policy) ?? ["."]), inputs, policy, jsonl: format === "jsonl", config: values.config, noConfig: values["no-config"] === true, positionals });
  }
  if (format === "jsonl") throw new UsageError("-f jsonl is the output of --watch: use -f json for one run", "test");
  const { files, specs: specReports } = runFiles(inputs, policy);
  const result: TestRun = { files, specs: specReports, noFiles: inputs.length === 0 ? (positionals.length === 0 ? "." : positionals.join(" ")) : undefined };
  if (wantCoverage) {
    result.coverage = coverage(files);
    if (min !== undefined) result.coverageMin = min;
  }
  const text = TEST_FORMATS[format as TestFormat](result, wantColor(process.stdout.isTTY, process.env));
  if (text) process.stdout.write(text);
  return exitCodeOf(result);
}

/** 1 when a case failed, a file had an error, no file was found or coverage is below the minimum; 3 on an internal error. */
function exitCodeOf(result: TestRun): number {
  const issues = [...result.files, ...result.specs].flatMap((f) => f.issues);
  if (issues.some((i) => i.code.startsWith("internal/"))) return EXIT.internal;
  if (result.noFiles !== undefined || issues.some((i) => i.severity === "error")) return EXIT.findings;
  if (result.files.some((f) => f.cases.some((c) => !c.passed))) return EXIT.findings;
  if (result.coverageMin !== undefined && totalPercent(result) < result.coverageMin) return EXIT.findings;
  return EXIT.clean;
}
