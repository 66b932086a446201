// The GitHub Action on 1,000 specs, cold: a fresh process of action/dist/index.cjs (the action's own
// agentspec, nothing installed but Node) in a git repository of 1,000 spec files, with the job
// summary, the SARIF file and the outputs written, timed from start to exit. The bound:
// under 10 s to annotations and summary. Quick mode: 20 specs.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeSpec, median, q, table } from "./lib.mjs";

const entry = new URL("../action/dist/index.cjs", import.meta.url).pathname;
const rows = [];
for (const count of q([100, 1000], [20])) {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-action-bench-"));
  const ws = join(dir, "repo");
  mkdirSync(join(ws, "agents"), { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(ws, "agents", `a${i}.agentspec.json`), JSON.stringify(makeSpec(3 + (i % 5)), null, 2));
  execFileSync("git", ["init", "-q"], { cwd: ws });
  const times = [];
  let annotations = 0;
  for (let round = 0; round < q(5, 1); round++) {
    const summary = join(dir, "summary.md");
    const output = join(dir, "output.txt");
    writeFileSync(summary, "");
    writeFileSync(output, "");
    const env = { PATH: process.env.PATH, HOME: dir, GITHUB_WORKSPACE: ws, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output, RUNNER_TEMP: dir, INPUT_PATHS: "agents", INPUT_SARIF: "out.sarif", "INPUT_FAIL-ON": "error", INPUT_SUMMARY: "true" };
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [entry], { cwd: ws, env, encoding: "utf8", maxBuffer: 1 << 28 });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (r.status !== 0) throw new Error(`the action failed (${r.status}): ${r.stdout.slice(-500)}${r.stderr.slice(-500)}`);
    if (!readFileSync(summary, "utf8").includes(`${count} file(s) checked`)) throw new Error("no job summary");
    annotations = r.stdout.split("\n").filter((l) => l.startsWith("::")).length;
  }
  rows.push([count, median(times).toFixed(0), annotations]);
  rmSync(dir, { recursive: true, force: true });
}
table(["specs", "median ms (cold process, check + SARIF + summary)", "annotations"], rows);
