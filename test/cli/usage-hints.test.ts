// What the command says when a command line is slightly off, or when a limit decides the exit code.
import { describe, expect, test } from "vitest";
import { SPECS, run, tree } from "./helpers.js";

const dir = tree({ "warn.json": SPECS.warn, "bad.json": SPECS.bad, "good.json": SPECS.good });

describe.concurrent("did you mean", () => {
  test.each([
    [["chek", "good.json"], 'unknown command "chek"; did you mean "check"?'],
    [["fmtt", "good.json"], 'unknown command "fmtt"; did you mean "fmt"?'],
    [["--verison"], 'unknown option "--verison"; did you mean "--version"?'],
    [["check", "--formt", "json", "good.json"], 'unknown option "--formt"; did you mean "--format"?'],
    [["check", "--max-warning=0", "good.json"], 'unknown option "--max-warning"; did you mean "--max-warnings"?'],
    [["check", "--Strict", "good.json"], 'unknown option "--Strict"; did you mean "--strict"?'],
    [["fmt", "--chek", "good.json"], 'unknown option "--chek"; did you mean "--check"?'],
    [["eval", "c.json", "--explian"], 'unknown option "--explian"; did you mean "--explain"?'],
    [["bundle", "exprot", "good.json"], 'unknown bundle subcommand "exprot"; did you mean "export"?'],
    [["check", "-f", "sarf", "good.json"], 'unknown format "sarf"; did you mean "sarif"?'],
  ])("%j", async (args, message) => {
    const r = await run(args, { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")[0]).toBe(`agentspec: ${message}${message.startsWith("unknown format") ? " (use stylish, json, sarif, github or junit)" : ""}`);
    expect(r.stderr).toContain("Usage: agentspec");
  });

  test.each([
    [["frobnicate"], 'unknown command "frobnicate"'],
    [["check", "--zzzzzz", "good.json"], 'unknown option "--zzzzzz"'],
    [["check", "-z", "good.json"], 'unknown option "-z"'],
    [["check", "-qz", "good.json"], 'unknown option "-z"'],
  ])("nothing close: %j says only what is unknown", async (args, message) => {
    const r = await run(args, { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n")[0]).toBe(`agentspec: ${message}`);
  });
});

describe.concurrent("--max-warnings", () => {
  test("when the warning limit alone fails the run, stderr says so; stdout keeps the report", async () => {
    for (const format of ["stylish", "json", "sarif"]) {
      const r = await run(["check", "warn.json", "--max-warnings", "0", "-f", format], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toBe("agentspec: 1 warning, more than --max-warnings 0 allows: exit 1\n");
      if (format !== "stylish") expect(() => JSON.parse(r.stdout) as unknown).not.toThrow();
    }
  });

  test("silent when within the limit, and when errors fail the run anyway", async () => {
    const within = await run(["check", "warn.json", "--max-warnings", "1"], { cwd: dir });
    expect(within.code).toBe(0);
    expect(within.stderr).toBe("");
    const errors = await run(["check", "bad.json", "warn.json", "--max-warnings", "0"], { cwd: dir });
    expect(errors.code).toBe(1);
    expect(errors.stderr).toBe("");
  });
});
