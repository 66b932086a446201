// The command as users run it: exit codes, every format, stdin, globs, a broken file among good ones.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { agentSpecSchema } from "../../src/schema/schema.js";
import { SPECS, run, tree } from "./helpers.js";

const dir = tree({
  "good.json": SPECS.good,
  "warn.json": SPECS.warn,
  "bad.json": SPECS.bad,
  "broken.json": SPECS.broken,
  "nested/deeper/good.json": SPECS.good,
  "nested/notes.txt": "not json",
  "node_modules/pkg/bad.json": SPECS.bad,
  ".hidden/bad.json": SPECS.bad,
});
const clean = tree({ "a.json": SPECS.good, "sub/b.json": SPECS.good });

describe.concurrent("check: exit codes and stylish", () => {
  test("clean files: exit 0, no output", async () => {
    const r = await run(["check", "a.json", "sub"], { cwd: clean });
    expect(r).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  test("an error: exit 1, file:line:col  severity  message [code], a code frame with a caret line", async () => {
    const r = await run(["check", "bad.json"], { cwd: dir });
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n");
    const head = lines.findIndex((l) => l.startsWith("bad.json:") && l.includes("[transition/unknown-target]"));
    expect(lines[head]).toMatch(/^bad\.json:\d+:\d+ {2}error {2}no node has the id "ned"; did you mean "end"\? \[transition\/unknown-target\]$/);
    const [, line, col] = /^bad\.json:(\d+):(\d+)/.exec(lines[head]!)!.map(Number);
    const src = SPECS.bad.split("\n")[line! - 1]!;
    expect(lines[head + 1]).toBe(`  ${line! - 1} | ${SPECS.bad.split("\n")[line! - 2]}`);
    expect(lines[head + 2]).toBe(`> ${line} | ${src}`);
    const caret = lines[head + 3]!;
    expect(caret.indexOf("^") - caret.indexOf("|") - 2).toBe(col! - 1);
    expect(caret.slice(caret.indexOf("^")).trim()).toBe("^".repeat('"ned"'.length));
    expect(r.stdout).toContain("[webhook/invalid-proxy]");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe("✖ 2 problems (2 errors, 0 warnings) in 1 file");
  });

  test("warnings only: exit 0; over --max-warnings: exit 1; --quiet hides them", async () => {
    const plain = await run(["check", "warn.json"], { cwd: dir });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain("warning  timeout 600 s is above the us relay's maximum of 300 s: the effective timeout is 300 s [webhook/relay-timeout]");
    expect((await run(["check", "warn.json", "--max-warnings", "0"], { cwd: dir })).code).toBe(1);
    expect((await run(["check", "warn.json", "--max-warnings", "1"], { cwd: dir })).code).toBe(0);
    const quiet = await run(["check", "warn.json", "-q", "--max-warnings", "0"], { cwd: dir });
    expect(quiet).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  test("a malformed file is reported at its position and the other files are still checked", async () => {
    const r = await run(["check", "good.json", "broken.json", "bad.json", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { file: string; issues: { code: string; range?: { start: { line: number; column: number } } }[] }[];
    expect(out.map((f) => f.file)).toEqual(["good.json", "broken.json", "bad.json"]);
    expect(out[1]!.issues.map((i) => [i.code, i.range?.start])).toEqual([["json/syntax", { line: 4, column: 18, offset: 48 }]]);
    expect(out[2]!.issues.map((i) => i.code)).toEqual(["transition/unknown-target", "webhook/invalid-proxy"]);
  });

  test("directories: *.json only, node_modules and dot-directories skipped, sorted", async () => {
    const r = await run(["check", ".", "-f", "json"], { cwd: dir });
    const files = (JSON.parse(r.stdout) as { file: string }[]).map((f) => f.file);
    expect(files).toEqual(["bad.json", "broken.json", "good.json", "nested/deeper/good.json", "warn.json"]);
  });

  test("globs: *, ** and ?; each file once; a glob matching nothing is an error", async () => {
    const files = async (...args: string[]) => (JSON.parse((await run(["check", ...args, "-f", "json"], { cwd: dir })).stdout) as { file: string }[]).map((f) => f.file);
    expect(await files("**/good.json")).toEqual(["good.json", "nested/deeper/good.json"]);
    expect(await files("nested/**/*.json", "g??d.json", "good.json")).toEqual(["nested/deeper/good.json", "good.json"]);
    expect(await files("./*d.json")).toEqual(["bad.json", "good.json"]);
    const none = await run(["check", "nope/*.json", "good.json"], { cwd: dir });
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('nope/*.json  error  no file matches "nope/*.json" [io/no-match]');
  });

  test("a path that cannot be read: io/unreadable, exit 1, the rest still checked", async () => {
    const r = await run(["check", "missing.json", "good.json", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { file: string; issues: { code: string; message: string }[] }[];
    expect(out[0]).toMatchObject({ file: "missing.json", issues: [{ code: "io/unreadable", message: "cannot read this file: no such file or directory" }] });
    expect(out[1]).toMatchObject({ file: "good.json", issues: [] });
  });

  test("stdin with -", async () => {
    const r = await run(["check", "-"], { input: SPECS.bad });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:\d+:\d+ {2}error/);
    expect((await run(["check", "-"], { input: SPECS.good })).code).toBe(0);
  });

  test("--strict warns about properties the schema does not name", async () => {
    const text = JSON.stringify({ version: 2, nodes: [{ id: "a", type: "note", outputvar: "x" }] });
    // Without --strict a near miss of a known name is spec/misspelled-property (a warning); other names stay silent.
    const plain = await run(["check", "-"], { input: text });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('unknown property "outputvar" on a node; did you mean "outputVar"? [spec/misspelled-property]');
    expect(plain.stdout).not.toContain("strict/unknown-property");
    expect((await run(["check", "-"], { input: JSON.stringify({ version: 2, nodes: [{ id: "a", type: "note", futureField: "x" }] }) })).stdout).toBe("");
    // Under --strict the near miss stays one finding (issue #33); the other unknown names are strict's.
    const strict = await run(["check", "-", "--strict"], { input: JSON.stringify({ version: 2, nodes: [{ id: "a", type: "note", outputvar: "x", futureField: "x" }] }) });
    expect(strict.code).toBe(0);
    expect(strict.stdout).toContain('unknown property "outputvar" on a node; did you mean "outputVar"? [spec/misspelled-property]');
    expect(strict.stdout).toContain('unknown property "futureField" on a node [strict/unknown-property]');
    expect(strict.stdout.split("\n").filter((l) => l.includes('unknown property "outputvar"'))).toHaveLength(1);
  });

  test("bundles are told apart by format and checked with their specs", async () => {
    const bundle = JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "x", spec: JSON.parse(SPECS.bad) }] }, null, 2);
    const r = await run(["check", "-", "-f", "json"], { input: bundle });
    expect(r.code).toBe(1);
    const [file] = JSON.parse(r.stdout) as { issues: { code: string; pointer: string }[] }[];
    expect(file!.issues.map((i) => [i.code, i.pointer])).toEqual([
      ["transition/unknown-target", "/agents/0/spec/nodes/0/transition/0/to"],
      ["webhook/invalid-proxy", "/agents/0/spec/nodes/1/config/proxy"],
    ]);
  });
});

describe.concurrent("check: formats", () => {
  test("sarif 2.1.0: rule metadata for every code that appears, results with regions", async () => {
    const r = await run(["check", "bad.json", "warn.json", "broken.json", "-f", "sarif"], { cwd: dir });
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe("2.1.0");
    const [sarifRun] = log.runs;
    expect(sarifRun.columnKind).toBe("utf16CodeUnits");
    const rules = sarifRun.tool.driver.rules as { id: string; shortDescription: { text: string }; helpUri: string; defaultConfiguration: { level: string } }[];
    expect(rules.map((x) => x.id).sort()).toEqual(["json/syntax", "transition/unknown-target", "webhook/invalid-proxy", "webhook/relay-timeout"]);
    for (const rule of rules) {
      expect(rule.shortDescription.text.length).toBeGreaterThan(10);
      expect(rule.helpUri).toMatch(new RegExp(`docs/rules\\.md#${rule.id.replace("/", "-")}$`));
    }
    expect(rules.find((x) => x.id === "webhook/relay-timeout")!.defaultConfiguration.level).toBe("warning");
    const result = sarifRun.results.find((x: { ruleId: string }) => x.ruleId === "transition/unknown-target");
    expect(result).toMatchObject({ level: "error", message: { text: 'no node has the id "ned"; did you mean "end"?' } });
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toBe("bad.json");
    const region = result.locations[0].physicalLocation.region;
    expect(region.endColumn - region.startColumn).toBe('"ned"'.length);
    expect(rules[result.ruleIndex]!.id).toBe("transition/unknown-target");
  });

  test("github: ::error/::warning with file, line, col, endLine, endColumn and title; values escaped", async () => {
    const r = await run(["check", "bad.json", "warn.json", "-f", "github"], { cwd: dir });
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^::error file=bad\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=transition\/unknown-target::no node has the id "ned"; did you mean "end"\?$/);
    expect(lines[2]).toMatch(/^::warning file=warn\.json,.*title=webhook\/relay-timeout::timeout 600 s/);
    const odd = tree({ "a,b:c%.json": "{" });
    const e = await run(["check", "a,b:c%.json", "-f", "github"], { cwd: odd });
    expect(e.stdout).toMatch(/^::error file=a%2Cb%3Ac%25\.json,line=1,col=2,/);
  });

  test("json: per file, counts and issues with ranges and params", async () => {
    const r = await run(["check", "warn.json", "-f", "json"], { cwd: dir });
    const [file] = JSON.parse(r.stdout);
    expect(file).toMatchObject({ file: "warn.json", errorCount: 0, warningCount: 1 });
    expect(file.issues[0]).toMatchObject({ code: "webhook/relay-timeout", params: { timeout: 600, proxy: "us", limit: 300 }, range: { start: { line: expect.any(Number) } } });
  });

  test("colour only when forced or on a TTY, never with NO_COLOR", async () => {
    expect((await run(["check", "bad.json"], { cwd: dir })).stdout).not.toContain("\u001b[");
    expect((await run(["check", "bad.json"], { cwd: dir, env: { FORCE_COLOR: "1" } })).stdout).toContain("\u001b[31merror\u001b[39m");
    expect((await run(["check", "bad.json"], { cwd: dir, env: { FORCE_COLOR: "1", NO_COLOR: "1" } })).stdout).not.toContain("\u001b[");
  });
});

describe.concurrent("usage and internal errors", () => {
  test.each([
    [["frobnicate"], 'unknown command "frobnicate"'],
    [["check", "--frob", "a.json"], "--frob"],
    [["check"], "name the files"],
    [["check", "a.json", "-f", "xml"], 'unknown format "xml"'],
    [["check", "a.json", "--max-warnings", "many"], "--max-warnings"],
    [["eval", "c.json"], "--data"],
    [["bundle", "frob"], 'unknown bundle subcommand "frob"'],
    [["schema", "extra"], "no arguments"],
  ])("%j: exit 2 with the usage on stderr", async (args, message) => {
    const r = await run(args, { cwd: clean });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain("Usage: agentspec");
  });

  test("no command: usage, exit 2; --help: exit 0; --version", async () => {
    expect((await run([])).code).toBe(2);
    const help = await run(["check", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: agentspec check");
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8"));
    expect((await run(["--version"])).stdout).toBe(`${pkg.version}\n`);
  });

  test("an internal error: exit 3 with a message asking for a report", async () => {
    const boom = "data:text/javascript,process.stdout.write=()=>{throw new Error('boom')}";
    const r = await run(["check", "bad.json"], { cwd: dir, nodeArgs: ["--import", boom] });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("agentspec: internal error: Error: boom");
    expect(r.stderr).toContain("please report it");
  });
});

describe.concurrent("schema and eval", () => {
  test("schema prints the schema file", async () => {
    const r = await run(["schema"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(agentSpecSchema);
  });

  const evalDir = tree({
    "cond.json": JSON.stringify({ all: [{ source: "vars", path: "n", op: "gt", value: 3 }, { source: "input", path: "s", op: "regex", value: "^o" }] }),
    "bad-cond.json": '{\n  "source": "vars",\n  "path": "a..b",\n  "op": "regex",\n  "value": "(?<=x)"\n}\n',
    "yes.json": JSON.stringify({ vars: { n: 5 }, input: { s: "ok" } }),
    "no.json": JSON.stringify({ vars: { n: "5" } }),
  });

  test("prints true or false, exit 0 either way", async () => {
    expect(await run(["eval", "cond.json", "--data", "yes.json"], { cwd: evalDir })).toEqual({ code: 0, stdout: "true\n", stderr: "" });
    expect(await run(["eval", "cond.json", "-d", "no.json"], { cwd: evalDir })).toEqual({ code: 0, stdout: "false\n", stderr: "" });
    expect((await run(["eval", "-", "--data", "yes.json"], { cwd: evalDir, input: '{"source":"vars","path":"n","op":"eq","value":5}' })).stdout).toBe("true\n");
  });

  test("--explain prints the verdict, the text and the tree", async () => {
    const r = await run(["eval", "cond.json", "--data", "no.json", "--explain"], { cwd: evalDir });
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("false");
    expect(lines[1]).toContain("all(");
    expect(lines[2]).toBe("all → false  at /");
    expect(lines[3]).toMatch(/^ {2}vars n \("5"\) gt 3 → false.*\[TYPE_MISMATCH\] at \/all\/0$/);
    expect(lines[4]).toMatch(/^ {2}input s \(missing\) regex "\^o" → false {2}\[MISSING_PATH\] at \/all\/1$/);
  });

  test("a condition that does not compile: its issues at their positions, exit 1", async () => {
    const r = await run(["eval", "bad-cond.json", "--data", "yes.json"], { cwd: evalDir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^bad-cond\.json:3:11 {2}error {2}.*\[condition\/bad-path\]/m);
    expect(r.stdout).toMatch(/^bad-cond\.json:5:12 {2}error {2}.*\[condition\/bad-regex\]/m);
  });
});

describe.concurrent("bundle", () => {
  const bdir = tree({ "specs/alpha.json": SPECS.good, "specs/beta.json": SPECS.warn, "bad/gamma.json": SPECS.bad, "existing.json": '[{ "id": "1", "name": "beta" }]' });

  test("export names agents after their files; check sums up routes", async () => {
    const exported = await run(["bundle", "export", "specs/alpha.json", "specs/beta.json"], { cwd: bdir });
    expect(exported.code).toBe(0);
    const bundle = JSON.parse(exported.stdout);
    expect(bundle).toMatchObject({ format: "agentspec-bundle", formatVersion: 1 });
    expect(bundle.agents.map((a: { name: string }) => a.name)).toEqual(["alpha", "beta"]);
    expect(bundle.agents[1].spec).toEqual(JSON.parse(SPECS.warn));
    expect(exported.stderr).toContain("[webhook/relay-timeout]");

    const checked = await run(["bundle", "check", "-"], { cwd: bdir, input: exported.stdout });
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('agent "alpha" at /agents/0: create; webhook nodes by route: direct 2, brazil 0, us 0');
    expect(checked.stdout).toContain('agent "beta" at /agents/1: create; webhook nodes by route: direct 1, brazil 0, us 1');

    const conflict = await run(["bundle", "check", "-", "--existing", "existing.json", "-f", "json"], { cwd: bdir, input: exported.stdout });
    expect(conflict.code).toBe(1);
    const [file] = JSON.parse(conflict.stdout);
    expect(file.issues.map((i: { code: string }) => i.code)).toContain("bundle/conflict-name");
    expect(file.agents.map((a: { action: string }) => a.action)).toEqual(["create", "conflict"]);
  });

  test("export reads specs with a BOM and CRLF; a bundle given as a spec is a usage error", async () => {
    const d = tree({ "bom.json": "\uFEFF" + SPECS.good.replace(/\n/g, "\r\n"), "b.json": '{"format": "agentspec-bundle", "formatVersion": 1, "agents": []}' });
    const r = await run(["bundle", "export", "bom.json"], { cwd: d });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).agents[0]).toEqual({ name: "bom", spec: JSON.parse(SPECS.good) });
    const wrong = await run(["bundle", "export", "b.json"], { cwd: d });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("b.json is a bundle");
  });

  test("export refuses specs with errors", async () => {
    const r = await run(["bundle", "export", "specs/alpha.json", "bad/gamma.json"], { cwd: bdir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("bad/gamma.json:");
  });
});

describe.concurrent("fmt", () => {
  const messy = '{"nodes":[{"transition":[],"type":"action","id":"a","zeta":1,"alpha":2}],"version":2}';
  const canonical = `{
  "version": 2,
  "nodes": [
    {
      "id": "a",
      "type": "action",
      "transition": [],
      "alpha": 2,
      "zeta": 1
    }
  ]
}
`;

  test("--check lists what would change and writes nothing; fmt rewrites; then --check is clean", async () => {
    const d = tree({ "messy.json": messy, "done.json": canonical, "crlf.json": "\uFEFF" + canonical.replace(/\n/g, "\r\n") });
    const check = await run(["fmt", "--check", "."], { cwd: d });
    expect(check).toEqual({ code: 1, stdout: "crlf.json\nmessy.json\n", stderr: "" });
    expect(readFileSync(join(d, "messy.json"), "utf8")).toBe(messy);
    const write = await run(["fmt", "."], { cwd: d });
    expect(write.code).toBe(0);
    expect(readFileSync(join(d, "messy.json"), "utf8")).toBe(canonical);
    expect(readFileSync(join(d, "crlf.json"), "utf8")).toBe(canonical);
    expect(await run(["fmt", "--check", "."], { cwd: d })).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  test("malformed JSON and repeated keys are reported and never rewritten", async () => {
    const dup = '{"a": 1, "a": 2}';
    const d = tree({ "broken.json": SPECS.broken, "dup.json": dup, "ok.json": messy });
    const r = await run(["fmt", "broken.json", "dup.json", "ok.json"], { cwd: d });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("broken.json:4:18  error  invalid JSON");
    expect(r.stderr).toContain("dup.json:1:10  error  duplicate key");
    expect(readFileSync(join(d, "broken.json"), "utf8")).toBe(SPECS.broken);
    expect(readFileSync(join(d, "dup.json"), "utf8")).toBe(dup);
    expect(readFileSync(join(d, "ok.json"), "utf8")).toBe(canonical);
  });

  test("- formats stdin to stdout", async () => {
    expect(await run(["fmt", "-"], { input: messy })).toEqual({ code: 0, stdout: canonical, stderr: "" });
    expect((await run(["fmt", "--check", "-"], { input: messy })).code).toBe(1);
    expect((await run(["fmt", "--check", "-"], { input: canonical })).code).toBe(0);
  });
});

test(".pre-commit-hooks.yaml ships its hooks, each running an agentspec command", () => {
  const yaml = readFileSync(join(import.meta.dirname, "..", "..", ".pre-commit-hooks.yaml"), "utf8");
  const hooks = [...yaml.matchAll(/^- id: (\S+)\n(?: {2}.*\n)*/gm)].map((m) => ({ id: m[1], entry: /^ {2}entry: (.*)$/m.exec(m[0])?.[1], language: /^ {2}language: (.*)$/m.exec(m[0])?.[1] }));
  expect(hooks).toEqual([
    { id: "agentspec-check", entry: "agentspec check", language: "node" },
    { id: "agentspec-fmt", entry: "agentspec fmt", language: "node" },
    { id: "agentspec-test", entry: "agentspec test", language: "node" },
    { id: "agentspec-diff", entry: "agentspec diff --pre-push", language: "node" },
  ]);
});
