// agentspec diff --tests: the test files under the current directory whose spec is one of the
// files compared, each case run on the spec before and the spec after; the cases whose path, end,
// status or verdict changed are listed, even when every case still passes.
import { dirname, relative, resolve } from "node:path";
import { runTestFile, TEST_FILE_SUFFIX, validateTestFileText, type CaseOutcome } from "../../../workflow/test-file.js";
import type { FileDiff, Replay } from "./types.js";

export type { Replay, ReplayChange } from "./types.js";
import { expandPaths, pathIssue, readInput } from "../../../workspace/files.js";

/** Run every case on one version; the reason when the spec of that version cannot run. */
function runOn(file: Parameters<typeof runTestFile>[0], spec: unknown): CaseOutcome[] | string {
  try {
    return runTestFile(file, spec);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

const pathWords = (path: readonly string[]): string => (path.length === 0 ? "(no node)" : path.map((id) => JSON.stringify(id)).join(" → "));

/** The test files under the current directory that test one of `files`, replayed on both versions. */
export function replayTests(files: readonly FileDiff[]): Replay {
  const bySpec = new Map<string, FileDiff>();
  for (const f of files) if (f.before !== undefined && f.after !== undefined && f.status !== "deleted") bySpec.set(resolve(f.name), f);
  const replay: Replay = { files: 0, cases: 0, changed: [], issues: [] };
  const inputs = expandPaths(["."]).filter((i) => i.name.toLowerCase().endsWith(TEST_FILE_SUFFIX));
  for (const input of inputs) {
    const read = readInput(input);
    if ("error" in read) {
      replay.issues.push({ ...pathIssue(read.error), message: `${input.name}: ${pathIssue(read.error).message}` });
      continue;
    }
    const checked = validateTestFileText(read.text);
    if (!checked.valid || checked.value === undefined) continue; // agentspec test reports it; it tests nothing here
    const file = checked.value;
    const spec = bySpec.get(resolve(dirname(resolve(input.name)), file.spec));
    if (spec === undefined) continue;
    replay.files++;
    replay.cases += file.cases.length;
    const name = relative(process.cwd(), resolve(input.name)) || input.name;
    const before = runOn(file, spec.before);
    const after = runOn(file, spec.after);
    if (typeof before === "string" || typeof after === "string") {
      if (before !== after) replay.changed.push({ file: name, name: "(every case)", index: -1, what: [typeof after === "string" ? `cannot run on the version after: ${after}` : `could not run on the version before, runs now: ${before as string}`] });
      continue;
    }
    for (let i = 0; i < after.length; i++) {
      const b = before[i]!.simulation;
      const a = after[i]!.simulation;
      const what: string[] = [];
      if (b.path.join("\0") !== a.path.join("\0")) what.push(`path ${pathWords(b.path)} is now ${pathWords(a.path)}`);
      if (b.end !== a.end) what.push(`ends at ${JSON.stringify(a.end)} (was ${JSON.stringify(b.end)})`);
      if (b.status !== a.status) what.push(`status ${b.status} → ${a.status}`);
      if (before[i]!.passed !== after[i]!.passed) what.push(after[i]!.passed ? "now passes" : "now fails");
      if (what.length > 0) replay.changed.push({ file: name, name: after[i]!.name, index: i, what });
    }
  }
  return replay;
}
