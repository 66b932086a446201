// The repository's examples and demo, as a new user first meets them.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { run } from "./helpers.js";

const ROOT = join(import.meta.dirname, "..", "..");

describe("examples/", () => {
  test("`check examples` passes every example but examples/broken/, and flags each broken one", async () => {
    const r = await run(["check", "examples", "--format", "json"], { cwd: ROOT });
    expect(r.code).toBe(1);
    const reports = JSON.parse(r.stdout) as { file: string; errorCount: number; warningCount: number }[];
    const flagged = reports.filter((f) => f.errorCount + f.warningCount > 0).map((f) => f.file);
    const broken = readdirSync(join(ROOT, "examples", "broken")).map((f) => `examples/broken/${f}`);
    expect(flagged.sort()).toEqual(broken.sort());
    for (const f of reports.filter((f) => broken.includes(f.file))) expect(f.errorCount, f.file).toBeGreaterThan(0);
  });
});

describe("npm run demo (scripts/demo.mjs)", () => {
  const demo = (env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["scripts/demo.mjs"], { cwd: ROOT, env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
      child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, out }));
    });

  test("every step ends as it should; piped output has no escape codes, FORCE_COLOR brings them, NO_COLOR wins", async () => {
    const [piped, forced, both] = await Promise.all([demo({}), demo({ FORCE_COLOR: "1" }), demo({ FORCE_COLOR: "1", NO_COLOR: "1" })]);
    for (const r of [piped, forced, both]) {
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain("demo: every step ended as expected");
      expect(r.out).toContain("$ agentspec eval docs/examples/condition.json --data docs/examples/context.json --explain");
      // each step says what its ending means: a clean check prints nothing, the failures are on purpose
      expect(r.out).toContain("→ exit 0: no problems (a clean check prints nothing)");
      expect(r.out).toContain("→ exit 1: as intended: these examples are broken on purpose");
      expect(r.out).toContain("→ exit 1: as intended: these cases fail on purpose, to show the explanation");
    }
    expect(piped.out).not.toContain("\u001b");
    expect(both.out).not.toContain("\u001b");
    expect(forced.out).toContain("\u001b[1m$ agentspec check");
  });
});
