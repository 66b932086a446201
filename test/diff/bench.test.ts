// bench/diff.bench.mjs in its quick mode: the bench keeps working (its cases succeed, its checks of
// what it measures hold, it prints both tables). Nothing is timed here; `npm run bench` measures.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

test("bench/diff.bench.mjs runs in quick mode and prints its two tables", () => {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, "..", "..", "bench", "diff.bench.mjs")], { encoding: "utf8", env: { ...process.env, BENCH_QUICK: "1" } });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/\| diffSpecs \(200 \+ 200 nodes\) +\| [\d.]+ +\|/);
  expect(r.stdout).toMatch(/\| diff --against HEAD~1 \(100 specs, 10 changed\) +\| [\d.]+ +\|/);
  expect(r.stdout).toContain("(quick mode: not judged)");
}, 120_000);
