// A path on the command line that yields no file to check is an error, as a glob with no match is:
// a wrong path in CI must never be green.
import { describe, expect, test } from "vitest";
import { SPECS, run, tree } from "./helpers.js";

const dir = tree({
  "d/a.jsonc": "{}",
  "good.json": SPECS.good,
  "specs/good.json": SPECS.good,
  "empty/.keep": "",
  "tests/ok.agentspec-test.json": JSON.stringify({ spec: "../good.json", cases: [{ name: "runs", results: { start: {}, end: {} }, expect: { path: ["start", "end"] } }] }),
});

describe.concurrent("a directory with nothing to check", () => {
  test("check: io/no-match, exit 1, the other paths still checked", async () => {
    const r = await run(["check", "d", "good.json"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('d  error  the directory "d" holds no *.json file to check [io/no-match]');
    const json = await run(["check", "d", "empty", "good.json", "-f", "json"], { cwd: dir });
    expect((JSON.parse(json.stdout) as { file: string; issues: { code: string }[] }[]).map((f) => [f.file, f.issues.map((i) => i.code)])).toEqual([
      ["d", ["io/no-match"]],
      ["empty", ["io/no-match"]],
      ["good.json", []],
    ]);
  });

  test("check on a directory alone: exit 1, not a silent pass", async () => {
    const r = await run(["check", "d"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("[io/no-match]");
  });

  test("fmt --check: the same error", async () => {
    const r = await run(["fmt", "--check", "empty"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('the directory "empty" holds no *.json file to check');
  });

  test("test: a directory without a test file names the suffix it looked for", async () => {
    const r = await run(["test", "specs"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('the directory "specs" holds no *.agentspec-test.json file to check [io/no-match]');
    expect((await run(["test", "tests"], { cwd: dir })).code).toBe(0);
  });

  test("a directory with specs is checked as before", async () => {
    expect(await run(["check", "specs"], { cwd: dir })).toEqual({ code: 0, stdout: "", stderr: "" });
  });
});
