// Globs as users write them for their shells and other linters: braces, brackets and extglobs.
import { describe, expect, test } from "vitest";
import { SPECS, run, tree } from "./helpers.js";

const dir = tree({
  "agents/triage.json": SPECS.good,
  "agents/erp.jsonc": SPECS.good,
  "agents/notes.txt": "not json",
  "agents/a1.json": SPECS.good,
  "agents/b2.json": SPECS.bad,
  "agents/.draft.json": SPECS.bad,
  "agents/[x].json": SPECS.good,
  "other/one.json": SPECS.good,
  "other/deep/two.json": SPECS.good,
});

const files = async (...args: string[]): Promise<string[]> => {
  const r = await run(["check", ...args, "-f", "json"], { cwd: dir });
  return (JSON.parse(r.stdout) as { file: string }[]).map((f) => f.file);
};

describe.concurrent("check: brace, bracket and extglob patterns", () => {
  test("braces pick alternatives, also across directories", async () => {
    expect(await files("agents/*.{json,jsonc}")).toEqual(["agents/[x].json", "agents/a1.json", "agents/b2.json", "agents/erp.jsonc", "agents/triage.json"]);
    expect(await files("{agents,other}/*.json")).toEqual(["agents/[x].json", "agents/a1.json", "agents/b2.json", "agents/triage.json", "other/one.json"]);
    expect(await files("other/**/{one,two}.json")).toEqual(["other/deep/two.json", "other/one.json"]);
  });

  test("brackets are character classes and ranges", async () => {
    expect(await files("agents/[ab][0-9].json")).toEqual(["agents/a1.json", "agents/b2.json"]);
    expect(await files("agents/[!ab[]*.json")).toEqual(["agents/triage.json"]);
    expect(await files("agents/[[:alpha:]][[:digit:]].json")).toEqual(["agents/a1.json", "agents/b2.json"]);
  });

  test("extglobs", async () => {
    expect(await files("agents/+(a1|triage).json")).toEqual(["agents/a1.json", "agents/triage.json"]);
  });

  test("a file whose name holds glob characters is checked when named; dot-files never", async () => {
    expect(await files("agents/[x].json")).toEqual(["agents/[x].json"]);
    expect(await files("agents/*.json")).not.toContain("agents/.draft.json");
  });

  test("a brace pattern matching nothing is io/no-match, the other files still checked", async () => {
    const r = await run(["check", "agents/*.{yaml,yml}", "agents/a1.json"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('agents/*.{yaml,yml}  error  no file matches "agents/*.{yaml,yml}" [io/no-match]');
  });
});
