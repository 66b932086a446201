// Every bench runs in quick mode (BENCH_QUICK=1: small inputs, one round), so a bench that can no
// longer run fails here rather than on the day someone measures. The figures are not read: speed
// is judged only by `npm run bench`, never in a test.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import "../cli/helpers.js"; // fails early, with the reason, when dist/ is not built

const dir = join(import.meta.dirname, "..", "..", "bench");
const benches = readdirSync(dir).filter((f) => f.endsWith(".bench.mjs")).sort();

function runQuick(file: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", join(dir, file)], { env: { ...process.env, BENCH_QUICK: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

test("the benches are found (every bench/*.bench.mjs is run below)", () => {
  expect(benches.length).toBeGreaterThanOrEqual(10);
});

describe("each bench runs in quick mode", () => {
  test.each(benches)("%s", async (file) => {
    const { code, out } = await runQuick(file);
    expect(code, out.slice(-3000)).toBe(0);
    // it got as far as printing a table of its figures
    expect(out).toMatch(/^\| .* \|$/m);
  }, 180_000);
});
