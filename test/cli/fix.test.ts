// agentspec check --fix / --unsafe-fixes, run as a child process on files in a temp directory.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { run, SPECS, tree } from "./helpers.js";

const FIXABLE = `{
  "nodes": [
    { "id": "start", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/a", "method": "post", "proxy": "US", "timout": 30 },
      "transition": [ { "to": "ned" } ] },
    { "id": "end", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://api.example.com/b", "method": "GET", "proxy": "brazil", "timeout": 900 } }
  ]
}
`;

describe("check --fix", () => {
  test("safe fixes are written in place; the report lists what was fixed and what remains", async () => {
    const dir = tree({ "a.json": FIXABLE, "good.json": SPECS.good });
    const r = await run(["check", "--fix", "--strict", "a.json", "good.json"], { cwd: dir });
    const after = readFileSync(join(dir, "a.json"), "utf8");
    expect(JSON.parse(after)).toMatchObject({ version: 2, nodes: [{ config: { method: "POST", proxy: "us", timeout: 30 } }, {}] });
    expect(after).toContain('"to": "ned"');
    expect(readFileSync(join(dir, "good.json"), "utf8")).toBe(SPECS.good);
    expect(r.stdout).toContain("Fixed 4 issues in 1 file:");
    expect(r.stdout).toMatch(/a\.json:1:1 {2}Add "version": 2 \[spec\/missing-version\]/);
    expect(r.stdout).toContain('Write "POST" [schema/enum]');
    expect(r.stdout).toContain('Write the route as "us" [webhook/invalid-proxy]');
    expect(r.stdout).toContain('Rename to "timeout" [strict/unknown-property]');
    // What remains is reported against the fixed file, with its positions.
    expect(r.stdout).toMatch(/a\.json:6:\d+ {2}error {2}no node has the id "ned"; did you mean "end"\?/);
    expect(r.stdout).toContain("3 issues remaining; 2 more fixable with --unsafe-fixes.");
    expect(r.code).toBe(1);
  });

  test("--unsafe-fixes applies the guesses too", async () => {
    const dir = tree({ "a.json": FIXABLE });
    const r = await run(["check", "--unsafe-fixes", "--strict", "a.json"], { cwd: dir });
    const after = JSON.parse(readFileSync(join(dir, "a.json"), "utf8"));
    expect(after.nodes[0].transition).toEqual([{ to: "end" }]);
    expect(after.nodes[1].config.timeout).toBe(300);
    expect(r.stdout).toContain("Fixed 6 issues in 1 file:");
    expect(r.stdout).toContain('Change to "end" [transition/unknown-target]');
    expect(r.stdout).toContain("Cap the timeout at 300 s [webhook/relay-timeout]");
    expect(r.stdout).toContain("0 issues remaining.");
    expect(r.code).toBe(0);
  });

  test("a second run finds nothing to fix and changes nothing", async () => {
    const dir = tree({ "a.json": FIXABLE });
    await run(["check", "--unsafe-fixes", "--strict", "a.json"], { cwd: dir });
    const once = readFileSync(join(dir, "a.json"), "utf8");
    const r = await run(["check", "--unsafe-fixes", "--strict", "a.json"], { cwd: dir });
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe(once);
    expect(r.stdout).toBe("Nothing to fix.\n0 issues remaining.\n");
    expect(r.code).toBe(0);
  });

  test("a choice is never made unattended: a templated proxy stays, and is reported", async () => {
    const dir = tree({ "bad.json": SPECS.bad });
    const r = await run(["check", "--unsafe-fixes", "bad.json"], { cwd: dir });
    expect(readFileSync(join(dir, "bad.json"), "utf8")).toContain("{{vars.region}}");
    expect(r.stdout).toContain("[webhook/invalid-proxy]");
    expect(r.code).toBe(1);
  });

  test("malformed JSON and bundles are left as they are", async () => {
    const bundle = readFileSync("examples/bundle.json", "utf8");
    const dir = tree({ "broken.json": SPECS.broken, "bundle.json": bundle });
    const r = await run(["check", "--fix", "broken.json", "bundle.json"], { cwd: dir });
    expect(readFileSync(join(dir, "broken.json"), "utf8")).toBe(SPECS.broken);
    expect(readFileSync(join(dir, "bundle.json"), "utf8")).toBe(bundle);
    expect(r.stdout).toContain("[json/syntax]");
    expect(r.stdout).toContain("Nothing to fix.");
    expect(r.code).toBe(1);
  });

  test("stdin: the fixed text on stdout, the report and summary on stderr", async () => {
    const r = await run(["check", "--fix", "-"], { input: '{"nodes":[{"id":"a","type":"x"}]}' });
    expect(r.stdout).toBe('{"version": 2, "nodes":[{"id":"a","type":"x"}]}');
    expect(r.stderr).toContain('<stdin>:1:1  Add "version": 2 [spec/missing-version]');
    expect(r.stderr).toContain("0 issues remaining.");
    expect(r.code).toBe(0);
  });

  test("with --format json, stdout stays JSON (the remaining issues); the summary goes to stderr", async () => {
    const dir = tree({ "a.json": FIXABLE });
    const r = await run(["check", "--fix", "--format", "json", "a.json"], { cwd: dir });
    const report = JSON.parse(r.stdout) as { file: string; issues: { code: string }[] }[];
    expect(report[0]!.issues.map((i) => i.code)).toEqual(["transition/unknown-target", "node/unreachable", "webhook/relay-timeout"]);
    expect(r.stderr).toContain("Fixed 3 issues in 1 file:");
  });
});
