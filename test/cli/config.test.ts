// agentspec.config.json and agentspec-suppressions.json, as the command reads them: the CLI as a
// child process on fixture repositories (each tree has a .git folder, so the search stops there).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { run, tree } from "./helpers.js";
import { expectValid, type Log } from "./sarif-schema.js";

const spec = (nodes: unknown[], version = true): string => `${JSON.stringify(version ? { version: 2, nodes } : { nodes }, null, 2)}\n`;
/** A spec with two findings: a near miss (warning) and an unreachable node (warning). */
const TYPO = spec([{ id: "a", type: "end", outputvar: "x" }, { id: "b", type: "end" }]);
/** A spec with an error. */
const BAD = spec([{ id: "a", type: "end", transition: [{ to: "nowhere" }] }]);
const CLEAN = spec([{ id: "a", type: "end" }]);

function repo(files: Record<string, string>): string {
  const dir = tree(files);
  mkdirSync(join(dir, ".git"));
  return dir;
}

interface FileJson {
  file: string;
  errorCount: number;
  warningCount: number;
  suppressedCount?: number;
  issues: { code: string; severity: string; suppressed?: boolean }[];
}
const jsonOf = async (args: string[], cwd: string): Promise<{ code: number; files: FileJson[]; stderr: string }> => {
  const r = await run([...args, "-f", "json"], { cwd });
  return { code: r.code, files: JSON.parse(r.stdout) as FileJson[], stderr: r.stderr };
};
const codesOf = (f: FileJson | undefined): string[] => (f?.issues ?? []).filter((i) => !i.suppressed).map((i) => `${i.code}:${i.severity}`);

describe("agentspec.config.json", () => {
  test("rules set severities and switch codes off; overrides apply in order, globs relative to the config's folder", async () => {
    const config = {
      rules: { "node/unreachable": "off", "spec/misspelled-property": "error" },
      overrides: [
        { files: ["agents/legacy/**"], rules: { "spec/misspelled-property": "warn", "spec/missing-version": "off" } },
        { files: ["agents/legacy/keep/**"], rules: { "spec/misspelled-property": "error" } },
        { files: ["agents/strict"], strict: true },
      ],
    };
    const dir = repo({
      "agentspec.config.json": JSON.stringify(config),
      "agents/one.json": TYPO,
      "agents/legacy/old.json": spec([{ id: "a", type: "end", outputvar: "x" }], false),
      "agents/legacy/keep/k.json": TYPO,
      "agents/strict/s.json": spec([{ id: "a", type: "end", extra: 1 }]),
    });
    const { code, files } = await jsonOf(["check", "agents"], dir);
    const byName = new Map(files.map((f) => [f.file, f]));
    expect(codesOf(byName.get("agents/one.json"))).toEqual(["spec/misspelled-property:error"]);
    expect(codesOf(byName.get("agents/legacy/old.json"))).toEqual(["spec/misspelled-property:warning"]);
    // The later override wins for the folder it names.
    expect(codesOf(byName.get("agents/legacy/keep/k.json"))).toEqual(["spec/misspelled-property:error"]);
    expect(codesOf(byName.get("agents/strict/s.json"))).toEqual(["strict/unknown-property:warning"]);
    expect(code).toBe(1);
    // --no-config: the defaults.
    const plain = await jsonOf(["check", "agents", "--no-config"], dir);
    expect(codesOf(plain.files.find((f) => f.file === "agents/one.json"))).toEqual(["spec/misspelled-property:warning", "node/unreachable:warning"]);
  });

  test("nested configs: the nearest wins key by key, a root config stops the search, --config names one file", async () => {
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ rules: { "node/unreachable": "error", "spec/misspelled-property": "off" } }),
      "team/agentspec.config.json": JSON.stringify({ rules: { "node/unreachable": "off" } }),
      "team/a.json": TYPO,
      "alone/agentspec.config.json": JSON.stringify({ root: true }),
      "alone/a.json": TYPO,
      "other.json": JSON.stringify({ rules: { "spec/misspelled-property": "error" } }),
    });
    const team = await jsonOf(["check", "a.json"], join(dir, "team"));
    expect(codesOf(team.files[0])).toEqual([]);
    const top = await jsonOf(["check", "team/a.json"], dir);
    expect(codesOf(top.files[0])).toEqual(["node/unreachable:error"]);
    const alone = await jsonOf(["check", "a.json"], join(dir, "alone"));
    expect(codesOf(alone.files[0])).toEqual(["spec/misspelled-property:warning", "node/unreachable:warning"]);
    const named = await jsonOf(["check", "team/a.json", "--config", "other.json"], dir);
    expect(codesOf(named.files[0])).toEqual(["spec/misspelled-property:error", "node/unreachable:warning"]);
  });

  test("files is what check and fmt read with no path; ignores are never read, and a named ignored file is said on stderr", async () => {
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ files: ["agents"], ignores: ["agents/generated", "**/*.draft.json"] }),
      "agents/ok.json": CLEAN,
      "agents/bad.json": BAD,
      // A spec whose JSON is broken (a walk takes it: its keys say it is a spec).
      "agents/generated/broken.json": '{ "version": 2, "nodes": [ { "id": "a", } ] }',
      "agents/x.draft.json": "not json either",
      "elsewhere/bad.json": BAD,
    });
    const all = await jsonOf(["check"], dir);
    expect(all.files.map((f) => f.file).sort()).toEqual(["agents/bad.json", "agents/ok.json"]);
    expect(all.code).toBe(1);
    const named = await run(["check", "agents/generated/broken.json", "agents/ok.json"], { cwd: dir });
    expect(named.code).toBe(0);
    expect(named.stderr).toContain('agents/generated/broken.json is ignored by the config\'s "ignores"');
    const fmt = await run(["fmt", "--check"], { cwd: dir });
    expect(fmt.code).toBe(0);
    // Without the config, the ignored file is read and reported.
    expect((await run(["check", "agents", "--no-config"], { cwd: dir })).stdout).toContain("json/syntax");
  });

  test("maxWarnings fails the run over its count; --max-warnings wins", async () => {
    const dir = repo({ "agentspec.config.json": JSON.stringify({ maxWarnings: 1 }), "a.json": TYPO });
    expect((await run(["check", "a.json"], { cwd: dir })).code).toBe(1);
    expect((await run(["check", "a.json", "--max-warnings", "2"], { cwd: dir })).code).toBe(0);
  });

  test("the note that the warning limit failed the run names where the limit came from: the config file and key, or the flag", async () => {
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ maxWarnings: 1 }),
      "a.json": TYPO,
      "sub/agentspec.config.json": JSON.stringify({ strict: false }),
      "sub/b.json": TYPO,
      "deep/agentspec.config.json": JSON.stringify({ maxWarnings: 0 }),
      "deep/c.json": TYPO,
    });
    const fromRoot = await run(["check", "a.json"], { cwd: dir });
    expect(fromRoot.code).toBe(1);
    expect(fromRoot.stderr).toBe('agentspec: 2 warnings, more than "maxWarnings": 1 in agentspec.config.json allows: exit 1\n');
    // The nearest config sets none: the limit is the root's, and the note names the root's file.
    const fromSub = await run(["check", "b.json"], { cwd: join(dir, "sub") });
    expect(fromSub.code).toBe(1);
    expect(fromSub.stderr).toBe(`agentspec: 2 warnings, more than "maxWarnings": 1 in ${join(dir, "agentspec.config.json")} allows: exit 1\n`);
    // The nearest config that sets it wins, and is the one named.
    const deep = await run(["check", "c.json"], { cwd: join(dir, "deep") });
    expect(deep.stderr).toBe('agentspec: 2 warnings, more than "maxWarnings": 0 in agentspec.config.json allows: exit 1\n');
    // The flag wins over the config, and then the note names the flag.
    const flag = await run(["check", "a.json", "--max-warnings", "0"], { cwd: dir });
    expect(flag.stderr).toBe("agentspec: 2 warnings, more than --max-warnings 0 allows: exit 1\n");
    // --no-config: no limit at all.
    expect((await run(["check", "a.json", "--no-config"], { cwd: dir })).code).toBe(0);
  });

  test("a broken config is exit 2 with its findings at their places, never skipped", async () => {
    const dir = repo({ "agentspec.config.json": '{\n  "rulse": {},\n  "rules": { "node/unreachabel": "off", "json/syntax": "off" }\n}\n', "a.json": BAD });
    const r = await run(["check", "a.json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("agentspec: cannot use agentspec.config.json");
    expect(r.stderr).toContain('agentspec.config.json:2:3  error  unknown config property "rulse"; did you mean "rules"? [config/unknown-property]');
    expect(r.stderr).toContain('did you mean "node/unreachable"? [config/unknown-rule]');
    expect(r.stderr).toContain("[config/locked-rule]");
    const notJson = repo({ "agentspec.config.json": "{ rules: 1 }", "a.json": CLEAN });
    const n = await run(["check", "a.json"], { cwd: notJson });
    expect(n.code).toBe(2);
    expect(n.stderr).toContain("[json/syntax]");
    expect((await run(["check", "a.json", "--config", "missing.json"], { cwd: notJson })).code).toBe(2);
    expect((await run(["check", "a.json", "--config", "x.json", "--no-config"], { cwd: notJson })).code).toBe(2);
  });

  test("agentspec test reads the config's files", async () => {
    const testFile = JSON.stringify({ spec: "../a.json", cases: [{ name: "ends", results: { a: {} }, expect: { path: ["a"] } }] });
    const dir = repo({ "agentspec.config.json": JSON.stringify({ files: ["tests"], ignores: ["tests/skip"] }), "a.json": CLEAN, "tests/a.agentspec-test.json": testFile, "tests/skip/b.agentspec-test.json": "{" });
    const r = await run(["test", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("a.agentspec-test.json");
    expect(r.stdout).not.toContain("b.agentspec-test.json");
  });
});

describe("agentspec-suppressions.json", () => {
  test("--suppress-all writes a baseline; later runs report only what goes beyond it; unused entries are reported and pruned", async () => {
    const dir = repo({ "agentspec.config.json": "{}", "specs/a.json": BAD, "specs/b.json": TYPO, "specs/clean.json": CLEAN });
    const first = await run(["check", "specs", "--suppress-all"], { cwd: dir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("3 findings suppressed by agentspec-suppressions.json");
    const written = readFileSync(join(dir, "agentspec-suppressions.json"), "utf8");
    expect(JSON.parse(written)).toEqual({
      "specs/a.json": { "transition/unknown-target": { count: 1 } },
      "specs/b.json": { "node/unreachable": { count: 1 }, "spec/misspelled-property": { count: 1 } },
    });
    // Sorted keys, 2-space indent, final newline: it diffs cleanly.
    expect(written).toBe(`${JSON.stringify(JSON.parse(written), null, 2)}\n`);
    // Honoured: nothing new, exit 0; the findings are still in json and SARIF, marked.
    const again = await jsonOf(["check", "specs"], dir);
    expect(again.code).toBe(0);
    const a = again.files.find((f) => f.file === "specs/a.json")!;
    expect(a.errorCount).toBe(0);
    expect(a.suppressedCount).toBe(1);
    expect(a.issues.map((i) => [i.code, i.suppressed])).toEqual([["transition/unknown-target", true]]);
    const sarif = await run(["check", "specs", "-f", "sarif"], { cwd: dir });
    const log = JSON.parse(sarif.stdout) as Log;
    expectValid(log);
    const results = log.runs[0].results as { ruleId: string; suppressions?: { kind: string }[] }[];
    expect(results.filter((r) => r.suppressions?.[0]?.kind === "external").map((r) => r.ruleId).sort()).toEqual(["node/unreachable", "spec/misspelled-property", "transition/unknown-target"]);
    expect((await run(["check", "specs", "-f", "github"], { cwd: dir })).stdout).toBe("");
    // A second error of the same code in a file: more than recorded, so all of them are reported.
    writeFileSync(join(dir, "specs/a.json"), spec([{ id: "a", type: "end", transition: [{ to: "x" }, { to: "y" }] }]));
    const more = await jsonOf(["check", "specs"], dir);
    expect(codesOf(more.files.find((f) => f.file === "specs/a.json"))).toEqual(["transition/unknown-target:error", "transition/unreachable:warning", "transition/unknown-target:error"]);
    expect(more.code).toBe(1);
    // Fixed: the recorded count is unused, reported as a warning, then pruned.
    writeFileSync(join(dir, "specs/a.json"), CLEAN);
    const unused = await run(["check", "specs"], { cwd: dir });
    expect(unused.stdout).toContain('agentspec-suppressions.json:3:5  warning  "specs/a.json" has 0 findings of "transition/unknown-target" where 1 is suppressed');
    expect(unused.stdout).toContain("[suppressions/unused]");
    const pruned = await run(["check", "specs", "--prune-suppressions"], { cwd: dir });
    expect(pruned.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8"))).toEqual({ "specs/b.json": { "node/unreachable": { count: 1 }, "spec/misspelled-property": { count: 1 } } });
    expect((await run(["check", "specs"], { cwd: dir })).stdout).not.toContain("suppressions/unused");
  });

  test("--suppress-rule records one code only; an unknown code is a usage error with a did-you-mean", async () => {
    const dir = repo({ "specs/b.json": TYPO });
    const r = await run(["check", "specs", "--suppress-rule", "node/unreachable"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8"))).toEqual({ "specs/b.json": { "node/unreachable": { count: 1 } } });
    expect(r.stdout).toContain("[spec/misspelled-property]");
    const bad = await run(["check", "specs", "--suppress-rule", "node/unreachabel"], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('did you mean "node/unreachable"?');
  });

  test("JSON errors are never suppressed, and a broken suppressions file is exit 2", async () => {
    // A spec cut short (its keys say it is a spec: a walk takes it).
    const dir = repo({ "specs/broken.json": '{ "version": 2, "nodes": [', "specs/b.json": TYPO });
    await run(["check", "specs", "--suppress-all"], { cwd: dir });
    expect(Object.keys(JSON.parse(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8")))).toEqual(["specs/b.json"]);
    const r = await run(["check", "specs"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("[json/syntax]");
    writeFileSync(join(dir, "agentspec-suppressions.json"), '{ "specs/b.json": { "node/unreachable": { "count": -1 } } }');
    const broken = await run(["check", "specs"], { cwd: dir });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("[config/type]");
  });
});
