// A command line as people type it gets our words and our usage, never the argument parser's:
// a flag given a value, a value that starts with "-", a format near a known one in every command.
import { describe, expect, test } from "vitest";
import { SPECS, run, tree } from "./helpers.js";

const dir = tree({ "good.json": SPECS.good, "t.agentspec-test.json": JSON.stringify({ spec: "good.json", cases: [{ name: "x", results: { start: {}, end: {} }, expect: { end: "end" } }] }) });

describe.concurrent("usage errors in our words", () => {
  test.each([
    [["check", "--max-warnings", "-1", "good.json"], 'agentspec: --max-warnings needs a value (one that starts with "-" is written --max-warnings=<value>)'],
    [["check", "good.json", "--max-warnings"], "agentspec: --max-warnings needs a value"],
    [["check", "--max-warnings=-1", "good.json"], 'agentspec: --max-warnings takes a whole number ≥ 0, not "-1"'],
    [["check", "--strict=yes", "good.json"], "agentspec: --strict is a flag and takes no value: write --strict alone"],
    [["fmt", "--check=true", "good.json"], "agentspec: --check is a flag and takes no value: write --check alone"],
    [["check", "-f", "SARIF", "good.json"], 'agentspec: unknown format "SARIF"; did you mean "sarif"? (use stylish, json, sarif, github or junit)'],
    [["check", "-f", "xml", "good.json"], 'agentspec: unknown format "xml": use stylish, json, sarif, github or junit'],
    [["test", "-f", "junt", "t.agentspec-test.json"], 'agentspec: unknown format "junt"; did you mean "junit"? (use stylish, json, github or junit)'],
    [["graph", "-f", "mermiad", "good.json"], 'agentspec: unknown format "mermiad"; did you mean "mermaid"? (use mermaid, dot, svg or json)'],
  ])("%j", async (args, first) => {
    const r = await run(args, { cwd: dir });
    expect(r.code).toBe(2);
    const lines = r.stderr.split("\n");
    expect(lines[0]).toBe(first);
    expect(r.stderr).not.toMatch(/Option '|argument is ambiguous|\?:/);
    expect(r.stderr).toContain(`Usage: agentspec ${args[0]}`);
  });

  test("--help shows the paths check and fmt require as required, as they are", async () => {
    const r = await run(["--help"]);
    expect(r.stdout).toMatch(/^ {2}check <paths…> /m);
    expect(r.stdout).toMatch(/^ {2}fmt <paths…> /m);
    for (const command of ["check", "fmt"]) {
      const none = await run([command], { cwd: dir });
      expect(none.code).toBe(2);
      expect((await run([command, "--help"])).stdout).toContain(`agentspec ${command} <paths…>`);
    }
  });
});
