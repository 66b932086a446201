// bench/validate-against.mjs in its quick mode, this build against itself (the other build it
// takes is any package's dist/index.js): a bench that cannot run is a broken test of speed. Only
// that it runs and prints a row per spec is checked here; figures are the bench's, never a test's.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

test("bench/validate-against.mjs --quick runs and prints both builds beside JSON.parse + ajv", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "bench", "validate-against.mjs"), join(ROOT, "dist", "index.js"), "--quick"], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  for (const row of ["1 KB", "100 KB"]) {
    expect(run.stdout).toMatch(new RegExp(`\\| ${row} +\\| \\d+\\.\\d +\\| \\d+\\.\\d +\\| \\d+\\.\\d\\dx +\\| \\d+\\.\\d +\\| \\d+\\.\\d\\dx +\\| \\d+\\.\\d{3} +\\|`));
  }
}, 150_000);

test("bench/validate-against.mjs without another build says how to call it", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "bench", "validate-against.mjs")], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain("usage: node --expose-gc bench/validate-against.mjs <another build's dist/index.js>");
});
