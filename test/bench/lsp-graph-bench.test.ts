// bench/lsp-graph.bench.mjs in its quick mode: a bench that cannot run is a broken test of speed.
// Only that it runs and prints a figure for every request at both sizes is checked; figures are
// the bench's, never a test's.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

test("bench/lsp-graph.bench.mjs --quick runs and prints a median, a p95 and a size for every request at both sizes", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "bench", "lsp-graph.bench.mjs"), "--quick"], { cwd: ROOT, encoding: "utf8", timeout: 240_000 });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/\| request +\| 200 nodes median +\| p95 +\| KB +\| 2,000 nodes median +\| p95 +\| KB +\|/);
  const figures = "( +\\| \\d+\\.\\d){6} +\\|";
  for (const row of [
    "prepare call hierarchy on a to",
    "incoming calls",
    "outgoing calls",
    "semantic tokens, full",
    "semantic tokens, a screen (60 lines)",
    "linked editing range on a to",
    "document links (its test file)",
    "code lenses (its test file)",
    "run the test file's lens (spec read and checked)",
  ]) {
    expect(run.stdout).toMatch(new RegExp(`\\| ${row.replace(/[()]/g, "\\$&")}${figures}`));
  }
}, 300_000);
