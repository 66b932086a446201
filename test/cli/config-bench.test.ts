// bench/config.bench.mjs in its quick mode: the bench runs, and its two runs (with and without the
// config of 20 overrides) both check the files clean. Speed is measured by `npm run bench`, not here.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

test("the config bench runs in quick mode and compares the same run with and without the config", () => {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, "..", "..", "bench", "config.bench.mjs")], { env: { ...process.env, BENCH_QUICK: "1" }, encoding: "utf8" });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/\| check, --no-config +\| \d+\.\d +\|/);
  expect(r.stdout).toMatch(/\| check, config of 20 overrides +\| \d+\.\d +\|/);
  expect(r.stdout).toMatch(/with config \/ without: \d+\.\d{3}x/);
}, 60_000);
