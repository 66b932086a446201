// bench/lsp.bench.mjs in its quick mode: a bench that cannot run is a broken test of speed. Only
// that it runs and prints its tables is checked here; figures are the bench's, never a test's.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

test("bench/lsp.bench.mjs --quick runs and prints a figure for every request", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "bench", "lsp.bench.mjs"), "--quick"], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  for (const row of ["code action at the cursor (no only)", "completion in a to", "hover on a to", "document symbols", "formatting", "open to diagnostics"]) {
    expect(run.stdout).toMatch(new RegExp(`\\| ${row.replace(/[()]/g, "\\$&")} +\\| \\d+\\.\\d +\\|`));
  }
}, 150_000);
