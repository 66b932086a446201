// bench/lsp.bench.mjs in its quick mode: a bench that cannot run is a broken test of speed. Only
// that it runs and prints its tables is checked here; figures are the bench's, never a test's.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

test("bench/lsp.bench.mjs --quick runs and prints a figure for every request, and for every phase of a large document", () => {
  const run = spawnSync(process.execPath, [join(ROOT, "bench", "lsp.bench.mjs"), "--quick"], { cwd: ROOT, encoding: "utf8", timeout: 220_000 });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  for (const row of ["code action at the cursor (no only)", "completion in a to", "completion in a to, nothing typed", "hover on a to", "document symbols", "formatting", "open to diagnostics"]) {
    expect(run.stdout).toMatch(new RegExp(`\\| ${row.replace(/[()]/g, "\\$&")} +\\| \\d+\\.\\d +\\|`));
  }
  // A large document and the requests on another one: a figure for each phase, and six cancelled requests answered -32800.
  for (const phase of ["no large document", "large spec opened and checked", "large spec edited"]) {
    expect(run.stdout).toMatch(new RegExp(`\\| this checkout +\\| ${phase} +\\| \\d+ +\\| \\d+\\.\\d +\\| \\d+\\.\\d +\\| \\d+\\.\\d +\\| -?\\d+\\.\\d +\\|`));
  }
  expect(run.stdout).toMatch(/\| this checkout +\| \d+\.\d +\| (-32800 ){5}-32800 +\|/);
  // Every request after a keystroke at two sizes: median and p95 at each, and the peer's figure where it has the request.
  const peerHas = new Set(["completion in a to", "hover on a to", "definition from a to", "document symbols", "formatting"]);
  for (const row of ["completion in a to", "hover on a to", "definition from a to", "references from a to", "highlights on a to", "code action at the cursor", "document symbols", "formatting"]) {
    const peer = peerHas.has(row) ? "\\d+\\.\\d" : "—";
    expect(run.stdout).toMatch(new RegExp(`\\| ${row} +\\| \\d+\\.\\d +\\| \\d+\\.\\d +\\| ${peer} +\\| \\d+\\.\\d +\\| \\d+\\.\\d +\\| ${peer} +\\|`));
  }
  expect(run.stdout).toMatch(/\| keystroke to diagnostics \(debounce not counted\) +\| \d+\.\d +\| \d+\.\d +\| — +\| \d+\.\d +\| \d+\.\d +\| — +\|/);
  expect(run.stdout).toMatch(/\| the floor: the document's text made anew \(in the bench's process\) +\| \d+\.\d +\| \d+\.\d +\| — +\| \d+\.\d +\| \d+\.\d +\| — +\|/);
}, 240_000);
