// agentspec check --fix / --unsafe-fixes, run as a child process on files in a temp directory.
import { readFileSync, writeFileSync } from "node:fs";
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
    // "Timeout": a near miss only the case spells, whose rename is safe (`timout` is a guess, left to --unsafe-fixes).
    const dir = tree({ "a.json": FIXABLE.replace('"timout"', '"Timeout"'), "good.json": SPECS.good });
    const r = await run(["check", "--fix", "--strict", "a.json", "good.json"], { cwd: dir });
    const after = readFileSync(join(dir, "a.json"), "utf8");
    expect(JSON.parse(after)).toMatchObject({ version: 2, nodes: [{ config: { method: "POST", proxy: "us", timeout: 30 } }, {}] });
    expect(after).toContain('"to": "ned"');
    expect(readFileSync(join(dir, "good.json"), "utf8")).toBe(SPECS.good);
    expect(r.stdout).toContain("Fixed 4 issues in 1 file:");
    expect(r.stdout).toMatch(/a\.json:1:1 {2}Add "version": 2 \[spec\/missing-version\]/);
    expect(r.stdout).toContain('Write "POST" [schema/enum]');
    expect(r.stdout).toContain('Write the route as "us" [webhook/invalid-proxy]');
    // Issue #33: a near miss is one finding under --strict too, and the rename only the case spells is safe.
    expect(r.stdout).toContain('Rename to "timeout" [spec/misspelled-property]');
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

  test("malformed JSON is left as it is, and so is a bundle with nothing to fix", async () => {
    const bundle = readFileSync("examples/bundle.json", "utf8");
    // SPECS.broken is a trailing comma, which has a safe fix (below); a missing colon has none.
    const broken = SPECS.broken.replace('"id": "a", }', '"id" "a" }');
    const dir = tree({ "broken.json": broken, "bundle.json": bundle });
    const r = await run(["check", "--fix", "broken.json", "bundle.json"], { cwd: dir });
    expect(readFileSync(join(dir, "broken.json"), "utf8")).toBe(broken);
    expect(readFileSync(join(dir, "bundle.json"), "utf8")).toBe(bundle);
    expect(r.stdout).toContain("[json/syntax]");
    expect(r.stdout).toContain("Nothing to fix.");
    expect(r.code).toBe(1);
  });

  test("trailing commas are removed from a spec, a bundle and a test file alike, and the file is checked again", async () => {
    const bundle = readFileSync("examples/bundle.json", "utf8").replace(/\}\n {2}\]\n\}\n$/, "},\n  ],\n}\n");
    const testFile = '{ "spec": "s.json", "cases": [ { "name": "x", "results": { "a": {}, }, "expect": { "end": "a" }, }, ], }\n';
    const dir = tree({ "broken.json": SPECS.broken, "bundle.json": bundle, "t.agentspec-test.json": testFile, "s.json": SPECS.good });
    const r = await run(["check", "--fix", "broken.json", "bundle.json", "t.agentspec-test.json"], { cwd: dir });
    expect(readFileSync(join(dir, "broken.json"), "utf8")).toBe(SPECS.broken.replace('"id": "a", }', '"id": "a" }'));
    expect(JSON.parse(readFileSync(join(dir, "bundle.json"), "utf8"))).toEqual(JSON.parse(readFileSync("examples/bundle.json", "utf8")));
    expect(JSON.parse(readFileSync(join(dir, "t.agentspec-test.json"), "utf8"))).toEqual({ spec: "s.json", cases: [{ name: "x", results: { a: {} }, expect: { end: "a" } }] });
    expect(r.stdout).toContain("broken.json:4:18  Remove the trailing comma [json/syntax]");
    expect(r.stdout).toContain("bundle.json:213:3  Remove the 2 trailing commas [json/syntax]");
    expect(r.stdout).toContain("t.agentspec-test.json:1:69  Remove the 4 trailing commas [json/syntax]");
    // what the comma hid is reported now: the node has no type
    expect(r.stdout).toContain('broken.json:4:5  error  missing required property "type" [schema/required]');
    expect(r.stdout).toContain("✖ 1 problem (1 error, 0 warnings) in 1 file");
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
    // `timout` is a near miss, reported by default; renaming it is a guess, left to --unsafe-fixes.
    expect(report[0]!.issues.map((i) => i.code)).toEqual(["spec/misspelled-property", "transition/unknown-target", "node/unreachable", "webhook/relay-timeout"]);
    expect(r.stderr).toContain("Fixed 3 issues in 1 file:");
  });

  test("a test file is checked as a test file and never rewritten as a spec", async () => {
    const dir = tree({ "spec.json": SPECS.good });
    const testFile = JSON.stringify({ spec: "spec.json", cases: [{ name: "runs", results: { start: {}, end: {} }, expect: { path: ["start", "end"] } }] }, null, 2) + "\n";
    writeFileSync(join(dir, "flow.agentspec-test.json"), testFile);
    const r = await run(["check", "--fix", "flow.agentspec-test.json"], { cwd: dir });
    expect(readFileSync(join(dir, "flow.agentspec-test.json"), "utf8")).toBe(testFile);
    expect(r.stdout).toContain("Nothing to fix.");
    expect(r.stdout).not.toContain("schema/required");
    expect(r.code).toBe(0);
  });

  test("a file with bytes that are not UTF-8 is reported and left byte for byte (no U+FFFD written)", async () => {
    const dir = tree({});
    // A fixable spec whose config also holds "caf" + the Latin-1 byte 0xE9: not UTF-8.
    const [before, after] = FIXABLE.split('"proxy": "US"');
    const text = Buffer.concat([Buffer.from(`${before}"proxy": "US", "note": "caf`), Buffer.from([0xe9]), Buffer.from(`"${after}`)]);
    writeFileSync(join(dir, "a.json"), text);
    const r = await run(["check", "--fix", "a.json"], { cwd: dir });
    expect(readFileSync(join(dir, "a.json")).equals(text)).toBe(true);
    expect(r.stdout).toContain("[io/invalid-utf8]");
    expect(r.stdout).toContain("Nothing to fix.");
    expect(r.code).toBe(1);
  });
});
