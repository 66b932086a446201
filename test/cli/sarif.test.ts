// `--format sarif` as code scanning reads it: valid against the official SARIF 2.1.0 schemas (both
// editions, formats asserted), rule help from docs/rules.md, no relative URI, io/* problems as
// notifications of the run, fingerprints that survive moved lines.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { sarifLog } from "../../src/cli/report/sarif.js";
import { validateSpecText } from "../../src/index.js";
// @ts-expect-error: a plain JavaScript build script without types
import { current, generate } from "../../scripts/generate-rule-docs.mjs";
import { run, SPECS, tree } from "./helpers.js";
import { expectNoRelativeUris, expectValid, validators, type Log } from "./sarif-schema.js";

const root = join(import.meta.dirname, "..", "..");
const fixtures = join(root, "test", "fixtures", "sarif");
const rulesMd = readFileSync(join(root, "docs", "rules.md"), "utf8");
const DOCS = "https://github.com/agentspec-toolkit/agentspec-toolkit/blob/main/docs/";

async function sarifOf(args: string[], opts: { cwd?: string; input?: string } = {}): Promise<Log> {
  const r = await run(["check", ...args, "-f", "sarif"], opts);
  // Nothing on stderr but the count of the files a walk skips (the fixtures' *.expected.json arrays).
  expect(r.stderr.replace(/^agentspec: \d+ files? (?:is|are) not (?:an )?agentspec documents?; not checked \(.*\)\n/, "")).toBe("");
  return JSON.parse(r.stdout);
}

const examples = join(root, "examples");

describe.concurrent("the command's SARIF is valid against the official SARIF 2.1.0 schema", () => {
  const cases: [string, string[], string][] = [
    ["the examples (specs, a bundle, conditions)", ["."], examples],
    ["every broken example", ["broken"], examples],
    ["broken examples with --strict, files missing and a glob without a match", ["broken", "--strict", "no-such.json", "nowhere/**/*.json"], examples],
    ["a bundle check", [], examples],
  ];
  for (const [name, args, cwd] of cases) {
    test(name, async () => {
      const log = name === "a bundle check" ? JSON.parse((await run(["bundle", "check", "bundle.json", "-f", "sarif"], { cwd })).stdout) : await sarifOf(args, { cwd });
      expectValid(log);
      expectNoRelativeUris(log);
      if (name !== "the examples (specs, a bundle, conditions)" && name !== "a bundle check") expect(log.runs[0].results.length).toBeGreaterThan(5);
    });
  }

  test("unusual file names: spaces, non-ASCII, an absolute path, standard input", async () => {
    const dir = tree({ "my specs/ação #1.json": SPECS.bad, "other.json": SPECS.bad });
    const abs = join(dir, "other.json");
    const log = await sarifOf(["my specs/ação #1.json", abs], { cwd: dir });
    expectValid(log);
    expectNoRelativeUris(log);
    const uris = log.runs[0].results.map((r: Log) => r.locations[0].physicalLocation.artifactLocation.uri);
    expect(new Set(uris)).toEqual(new Set(["my%20specs/a%C3%A7%C3%A3o%20%231.json", pathToFileURL(abs).href]));
    expect(new URL(uris[0], log.runs[0].originalUriBaseIds["%SRCROOT%"].uri).href).toBe(pathToFileURL(join(dir, "my specs", "ação #1.json")).href);
    const stdin = await run(["check", "-", "-f", "sarif"], { input: SPECS.bad });
    const stdinLog = JSON.parse(stdin.stdout);
    expectValid(stdinLog);
    expect(stdinLog.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toEqual({ description: { text: "standard input" } });
  });

  test("the schemas are the vendored files, unchanged", () => {
    const sha = (name: string): string => createHash("sha256").update(readFileSync(join(fixtures, name))).digest("hex");
    expect(sha("sarif-schema-2.1.0.json")).toBe("c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e");
    expect(sha("sarif-schema-2.1.0.draft-07.json")).toBe("6352a05f9d03f181b8d9c71a46bdacc4fcff9d8ade5364858b425ba0c0994ed7");
  });

  test("the schemas refuse what code scanning refuses: a relative helpUri", () => {
    const log: Log = { version: "2.1.0", runs: [{ tool: { driver: { name: "x", rules: [{ id: "a/b", helpUri: "docs/rules.md#a-b" }] } }, results: [] }] };
    for (const [, validate] of validators) expect(validate(log)).toBe(false);
    log.runs[0].tool.driver.rules[0].helpUri = `${DOCS}rules.md#a-b`;
    for (const [, validate] of validators) expect(validate(log)).toBe(true);
  });
});

describe.concurrent("rules carry the docs' help", () => {
  test("each rule: short and full description, help as text and Markdown, helpUri to its entry in docs/rules.md", async () => {
    // The golden fixtures hold one spec per code: every one of those codes gets its rule.
    // The empty fixture is named: a walk skips an empty file (nothing says it is a spec), a named file is always checked.
    const log = await sarifOf(["test/fixtures/err", "test/fixtures/err/json-empty.json", "examples/broken", "--strict"], { cwd: root });
    const rules = log.runs[0].tool.driver.rules as Log[];
    const fixtures = readdirSync(join(root, "test", "fixtures", "err")).filter((f) => !f.endsWith(".expected.json")).map((f) => f.replace(/\.json$/, ""));
    expect(fixtures.length).toBeGreaterThan(15);
    expect(rules.map((r) => r.id.replace(/\//g, "-"))).toEqual(expect.arrayContaining(fixtures));
    for (const rule of rules) {
      expect(rule.shortDescription.text.length, rule.id).toBeGreaterThan(10);
      expect(rule.fullDescription.text.length, rule.id).toBeGreaterThan(10);
      expect(rule.help.text.length, rule.id).toBeGreaterThan(10);
      expect(rule.help.markdown.length, rule.id).toBeGreaterThan(10);
      const anchor = rule.id.replace(/\//g, "-");
      expect(rule.helpUri).toBe(`${DOCS}rules.md#${anchor}`);
      expect(rulesMd).toContain(`<a id="${anchor}"></a>`);
    }
  });

  test("help.markdown is the code's entry of docs/rules.md: the bad example and the fix", async () => {
    const log = await sarifOf(["broken"], { cwd: examples });
    const rule = (id: string): Log => log.runs[0].tool.driver.rules.find((r: Log) => r.id === id);
    const entry = (anchor: string): string => {
      const start = rulesMd.indexOf(`<a id="${anchor}"></a>`);
      const body = rulesMd.slice(rulesMd.indexOf("\n", rulesMd.indexOf("\n", start) + 1) + 1);
      return body.slice(0, body.search(/^<a id=|^#/m)).trim();
    };
    const proxy = rule("webhook/invalid-proxy");
    expect(proxy.help.markdown).toBe(entry("webhook-invalid-proxy"));
    expect(proxy.help.markdown).toContain('| `"{{vars.region}}"` |');
    expect(proxy.help.markdown).toContain('Fixed: `"proxy": "brazil"`');
    const missing = rule("condition/value-not-array");
    expect(missing.help.markdown).toBe(entry("condition-value-not-array"));
    expect(missing.help.markdown).toMatch(/```json\n\{ "source": "vars", "path": "status", "op": "in", "value": "open" \}\n```\n\nFixed: `"value": \["open"\]`/);
    // The text form: the same words, the example indented instead of fenced.
    expect(missing.help.text).toBe('`in` and `notIn` compare against an array.\n\n    { "source": "vars", "path": "status", "op": "in", "value": "open" }\n\nFixed: `"value": ["open"]`');
    expect(missing.fullDescription.text).toBe("`in` and `notIn` compare against an array.");
    // Relative doc links are made absolute.
    const schema = rule("schema/required");
    expect(schema.help.markdown).toContain(`[validation.md](${DOCS}validation.md)`);
  });

  test("rule-docs.generated.ts is what scripts/generate-rule-docs.mjs writes from the docs (run `npm run generate`)", () => {
    expect(current()).toBe(generate());
  });

  test("without a docs URL: no helpUri, links become their text, still valid", () => {
    const text = SPECS.bad;
    const log = sarifLog([{ name: "a.json", text, issues: validateSpecText(text).issues }], { name: "agentspec", version: "0.0.0", informationUri: "https://example.com/", srcRoot: "file:///work/" });
    expectValid(log);
    expectNoRelativeUris(log);
    for (const rule of (log as Log).runs[0].tool.driver.rules) {
      expect(rule.helpUri).toBeUndefined();
      expect(rule.help.markdown).not.toMatch(/\]\(/);
    }
  });
});

describe.concurrent("io/* problems are notifications of the run, never results", () => {
  test("a missing file and a glob without a match", async () => {
    const r = await run(["check", "order-sync.json", "no-such.json", "nowhere/**/*.json", "-f", "sarif"], { cwd: examples });
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expectValid(log);
    const [sarifRun] = log.runs;
    expect(sarifRun.results.filter((x: Log) => x.ruleId.startsWith("io/"))).toEqual([]);
    const notes = sarifRun.invocations[0].toolExecutionNotifications as Log[];
    expect(notes.map((n) => [n.level, n.descriptor.id])).toEqual([
      ["error", "io/unreadable"],
      ["error", "io/no-match"],
    ]);
    expect(notes[0].message.text).toMatch(/^no-such\.json: cannot read this file/);
    expect(notes[1].message.text).toBe('nowhere/**/*.json: no file matches "nowhere/**/*.json"');
    const descriptors = sarifRun.tool.driver.notifications as Log[];
    expect(notes.map((n) => descriptors[n.descriptor.index].id)).toEqual(["io/unreadable", "io/no-match"]);
    for (const d of descriptors) expect(d.helpUri).toBe(`${DOCS}rules.md#${d.id.replace("/", "-")}`);
    expect(JSON.stringify(log)).not.toContain('"uri":"nowhere');
  });
});

describe.concurrent("partialFingerprints", () => {
  const fingerprints = (log: Log): string[] => log.runs[0].results.map((r: Log) => r.partialFingerprints["agentspecFinding/v1"]);

  test("two runs give the same fingerprints, and every result has its own", async () => {
    const [a, b] = await Promise.all([sarifOf(["broken", "."], { cwd: examples }), sarifOf(["broken", "."], { cwd: examples })]);
    expect(fingerprints(a)).toEqual(fingerprints(b));
    expect(fingerprints(a).every((f) => /^[0-9a-f]{32}$/.test(f))).toBe(true);
    expect(new Set(fingerprints(a)).size).toBe(fingerprints(a).length);
  });

  test("moving the lines keeps a finding's fingerprint; changing the finding changes it", async () => {
    const spec = JSON.parse(SPECS.bad) as { nodes: Record<string, unknown>[] };
    const moved = JSON.stringify({ version: 2, nodes: [{ id: "first", type: "action", transition: [{ to: "start" }] }, ...spec.nodes] }, null, 4);
    const dir = tree({ "a.json": SPECS.bad, "b.json": "\n\n\n" + moved });
    const a = await sarifOf(["a.json"], { cwd: dir });
    const b = await sarifOf(["a.json"], { cwd: tree({ "a.json": "\n\n\n" + moved }) });
    const line = (log: Log, code: string): number => log.runs[0].results.find((r: Log) => r.ruleId === code).locations[0].physicalLocation.region.startLine;
    const print = (log: Log, code: string): string => log.runs[0].results.find((r: Log) => r.ruleId === code).partialFingerprints["agentspecFinding/v1"];
    for (const code of ["transition/unknown-target", "webhook/invalid-proxy"]) {
      expect(line(a, code)).not.toBe(line(b, code));
      expect(print(a, code)).toBe(print(b, code));
    }
    const changed = await sarifOf(["a.json"], { cwd: tree({ "a.json": SPECS.bad.replace('"ned"', '"nde"') }) });
    expect(print(changed, "transition/unknown-target")).not.toBe(print(a, "transition/unknown-target"));
    expect(print(changed, "webhook/invalid-proxy")).toBe(print(a, "webhook/invalid-proxy"));
  });

  test("identical findings in one file get distinct fingerprints; the same finding in another file another one", async () => {
    const twice = JSON.stringify({ version: 2, nodes: [{ id: "a", type: "x", transition: [{ to: "zz" }] }, { id: "b", type: "x", transition: [{ to: "zz" }] }] }, null, 2);
    const log = await sarifOf(["one.json", "two.json"], { cwd: tree({ "one.json": twice, "two.json": twice }) });
    const prints = fingerprints(log);
    expect(prints.length).toBeGreaterThanOrEqual(4);
    expect(new Set(prints).size).toBe(prints.length);
  });
});
