// bench/language.bench.mjs in its quick mode: a bench that cannot run is a broken test of speed.
// Only that it runs and prints its tables is checked here; figures are the bench's, never a test's.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

test("bench/language.bench.mjs --quick runs and prints ours beside the peer for every request", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "bench", "language.bench.mjs"), "--quick"], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  for (const row of ["completion: a transition's to (node ids)", "completion: a property name in a config", "completion: an op value", "hover: a node id in a to", "hover: a proxy value"]) {
    expect(run.stdout).toMatch(new RegExp(`\\| ${row.replace(/[()]/g, "\\$&")} +\\| \\d+\\.?\\d* +\\| \\d+\\.?\\d* +\\| \\d+× +\\|`));
  }
}, 150_000);
