// Seams of the folder walk, the suppressions and test files: `check`, `fmt`, `test` and the
// language server driven on the same git repositories (made with `git init` in temp dirs), each
// through the built command (`node dist/cli.cjs`), the server through a real JSON-RPC client.
import { spawn, execFileSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI, run, tree } from "../cli/helpers.js";

const spec = (nodes: unknown[], version = true): string => JSON.stringify(version ? { version: 2, nodes } : { nodes });
/** Two warnings: a near miss and an unreachable node. */
const TYPO = spec([{ id: "a", type: "end", outputvar: "x" }, { id: "b", type: "end" }]);
/** One error: a transition to no node. */
const BAD = spec([{ id: "a", type: "end", transition: [{ to: "nowhere" }] }]);
const CLEAN = spec([{ id: "a", type: "end" }]);
/** A spec with a webhook node (`call`) and an end (`done`), for test files. */
const FLOW = spec([
  { id: "call", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/x", method: "GET" }, transition: [{ to: "done" }] },
  { id: "done", type: "end" },
]);

/** A git repository (git init) holding `files`. */
function repo(files: Record<string, string>): string {
  const dir = tree(files);
  execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

interface FileJson {
  file: string;
  issues: { code: string; severity: string; pointer: string; suppressed?: boolean; range?: { start: { line: number; column: number } } }[];
}
async function checkJson(args: string[], cwd: string): Promise<{ code: number | null; files: FileJson[]; stderr: string }> {
  const r = await run(["check", ...args, "-f", "json"], { cwd });
  return { code: r.code, files: r.stdout === "" ? [] : (JSON.parse(r.stdout) as FileJson[]), stderr: r.stderr };
}
const shown = (f: FileJson | undefined): string[] => (f?.issues ?? []).filter((i) => !i.suppressed).map((i) => `${i.code}:${i.severity}:${i.range?.start.line}:${i.range?.start.column}`);
const skippedCount = (stderr: string): number => Number(/(\d+) files? (?:is|are) not (?:an )?agentspec documents?/.exec(stderr)?.[1] ?? 0);

describe("check × fmt: one walk takes the same documents and skips the same files", () => {
  test("specs, bundles, test files and the toolkit's files are taken; package.json, tsconfig.json and a root array are skipped and counted", async () => {
    // Every file minified, so `fmt --check` lists each file it takes.
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ files: ["."] }),
      // One finding recorded more often than it is found: an unused entry, reported in this file's own report.
      "agentspec-suppressions.json": JSON.stringify({ "agents/typo.json": { "node/unreachable": { count: 2 } } }),
      "agentspec-remote.json": JSON.stringify({ agents: { "agents/typo.json": "41" } }),
      "package.json": JSON.stringify({ name: "x", version: "1.0.0" }),
      "tsconfig.json": '{\n  /* compiler settings */\n  "compilerOptions": {}\n}\n',
      "agents/typo.json": TYPO,
      "agents/bad.json": BAD,
      "agents/flow.json": FLOW,
      "agents/list.json": "[1, 2, 3]",
      "agents/bundle.json": JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "one", spec: JSON.parse(CLEAN) }] }),
      "agents/flow.agentspec-test.json": JSON.stringify({ spec: "flow.json", cases: [{ name: "goes", input: {}, expect: { status: "completed" } }] }),
    });
    const checked = await checkJson([], dir);
    const fmt = await run(["fmt", "--check"], { cwd: dir });
    const taken = checked.files.map((f) => f.file).sort();
    expect(taken).toEqual([
      "agents/bad.json",
      "agents/bundle.json",
      "agents/flow.agentspec-test.json",
      "agents/flow.json",
      "agents/typo.json",
      "agentspec-remote.json",
      "agentspec-suppressions.json",
      "agentspec.config.json",
    ]);
    expect(fmt.stdout.trim().split("\n").sort()).toEqual(taken);
    expect(skippedCount(checked.stderr)).toBe(3);
    expect(skippedCount(fmt.stderr)).toBe(3);
    expect(checked.stderr).toContain("3 files are not agentspec documents; not checked");
    expect(fmt.stderr).toContain("3 files are not agentspec documents; not formatted");
    // Each file once: the suppressions file's own check and its unused entry are one report.
    expect(new Set(taken).size).toBe(taken.length);
    expect(checked.files.find((f) => f.file === "agentspec-suppressions.json")!.issues.map((i) => i.code)).toEqual(["suppressions/unused"]);
    // A file named on the command line is always checked, even one that is no agentspec document.
    const named = await checkJson(["package.json"], dir);
    expect(named.files.map((f) => f.file)).toEqual(["package.json"]);
    expect(named.files[0]!.issues.length).toBeGreaterThan(0);
    expect(skippedCount(named.stderr)).toBe(0);
    // fmt formats what it takes, and leaves the skipped files as they were.
    const before = readFileSync(join(dir, "package.json"), "utf8");
    expect((await run(["fmt"], { cwd: dir })).code).toBe(0);
    expect(readFileSync(join(dir, "package.json"), "utf8")).toBe(before);
    expect((await run(["fmt", "--check"], { cwd: dir })).stdout).toBe("");
  }, 60_000);

  test("the toolkit's own files are checked by their own rules, found or named", async () => {
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ rulse: {} }),
      "sub/agentspec-suppressions.json": JSON.stringify({ "a.json": { "node/unreachable": { count: 0 } } }),
      "sub/agentspec-remote.json": JSON.stringify({ agents: { "a.json": 12 } }),
      "sub/a.json": CLEAN,
    });
    // The config in force is broken: exit 2, as before. Named alone with --no-config, it is checked as a config.
    const config = await checkJson(["agentspec.config.json", "--no-config"], dir);
    expect(config.files[0]!.issues.map((i) => i.code)).toEqual(["config/unknown-property"]);
    const sub = await checkJson(["sub", "--no-config"], dir);
    const byName = new Map(sub.files.map((f) => [f.file, f]));
    expect(byName.get("sub/agentspec-suppressions.json")!.issues.map((i) => [i.code, i.pointer])).toEqual([["config/type", "/a.json/node~1unreachable"]]);
    expect(byName.get("sub/agentspec-remote.json")!.issues.map((i) => i.code)).toEqual(["config/invalid-value"]);
    expect(sub.code).toBe(1);
    // --fix never fixes them as specs (a spec's "version" added to the config), found or named.
    const before = ["agentspec.config.json", "sub/agentspec-suppressions.json", "sub/agentspec-remote.json"].map((f) => readFileSync(join(dir, f), "utf8"));
    await run(["check", "--fix", "--no-config", ".", "agentspec.config.json"], { cwd: dir });
    expect(["agentspec.config.json", "sub/agentspec-suppressions.json", "sub/agentspec-remote.json"].map((f) => readFileSync(join(dir, f), "utf8"))).toEqual(before);
  }, 60_000);
});

describe("check × diff: the specs and bundles a walk takes are the ones diff compares", () => {
  test("every file changed since a commit: diff compares the walk's specs and bundles and names the rest as skipped", async () => {
    const files: Record<string, string> = {
      "agentspec.config.json": JSON.stringify({ files: ["."] }),
      "package.json": JSON.stringify({ name: "x", version: "1.0.0" }),
      "agents/list.json": "[1]",
      "agents/flow.json": FLOW,
      "agents/typo.json": TYPO,
      "agents/bundle.json": JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "one", spec: JSON.parse(CLEAN) }] }),
    };
    const dir = repo(files);
    const git = (...args: string[]): void => void execFileSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd: dir });
    git("add", "-A");
    git("commit", "-q", "-m", "before");
    // Each file changed (a spec or bundle in a way diff sees: one more node; the others anyhow).
    const more = (text: string): string => {
      const v = JSON.parse(text) as { nodes?: unknown[]; agents?: { spec: { nodes: unknown[] } }[] };
      if (v.nodes) v.nodes.push({ id: "extra", type: "end" });
      if (v.agents) v.agents[0]!.spec.nodes.push({ id: "extra", type: "end" });
      return JSON.stringify(v);
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), name.startsWith("agents/") && name !== "agents/list.json" ? more(text) : `${text} `);
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ files: ["."], strict: false }));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "y", version: "1.0.1" }));
    writeFileSync(join(dir, "agents/list.json"), "[2]");
    const diff = await run(["diff", "--against", "HEAD", "-f", "json"], { cwd: dir });
    const diffed = (JSON.parse(diff.stdout) as { files: { file: string; skipped?: string }[] }).files;
    const checked = await checkJson([], dir);
    const documents = checked.files.map((f) => f.file).filter((f) => !f.startsWith("agentspec") && !f.endsWith(".agentspec-test.json"));
    expect(diffed.filter((f) => f.skipped === undefined).map((f) => f.file).sort()).toEqual(documents.sort());
    // What diff names as not compared is what the walk does not take as a spec or bundle.
    expect(diffed.filter((f) => f.skipped !== undefined).map((f) => f.file).sort()).toEqual(["agents/list.json", "agentspec.config.json", "package.json"]);
    expect(skippedCount(checked.stderr)).toBe(2);
  }, 60_000);
});

describe("suppressions: written only when asked, every file a key, json/* never", () => {
  test("--suppress-all records documents only; the next run passes; a plain run never rewrites the file", async () => {
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ files: ["."] }),
      "package.json": JSON.stringify({ name: "x", version: "1.0.0" }),
      "agents/typo.json": TYPO,
    });
    // A spec in a file named __proto__ (named on the command line: a walk takes *.json only), recorded like any other.
    writeFileSync(join(dir, "agents/__proto__"), BAD);
    const all = await run(["check", "--suppress-all", ".", "agents/__proto__"], { cwd: dir });
    expect(all.code).toBe(0);
    const written = JSON.parse(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8")) as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(["__proto__", "typo.json"].map((f) => `agents/${f}`).sort());
    expect(Object.hasOwn(written, "agents/__proto__")).toBe(true);
    // The next run, the same paths: clean, and the file not touched.
    const bytes = readFileSync(join(dir, "agentspec-suppressions.json"), "utf8");
    const next = await run(["check", ".", "agents/__proto__"], { cwd: dir });
    expect([next.code, next.stdout]).toEqual([0, "3 findings suppressed by agentspec-suppressions.json\n"]);
    expect(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8")).toBe(bytes);
    // A file whose entries a plain run would tidy (an entry keyed "__proto__", a file with no codes) is left as it is.
    const hand = '{"__proto__":{"node/unreachable":{"count":1}},"gone.json":{},"agents/typo.json":{"node/unreachable":{"count":1},"spec/misspelled-property":{"count":1}}}';
    writeFileSync(join(dir, "agentspec-suppressions.json"), hand);
    const plain = await run(["check"], { cwd: dir });
    expect(plain.stderr).not.toContain("wrote");
    expect(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8")).toBe(hand);
  }, 60_000);

  test("a json/* entry is refused at its place; --suppress-rule json/* says why it records nothing", async () => {
    const dup = '{ "version": 2, "version": 2, "nodes": [{ "id": "a", "type": "end" }] }';
    const dir = repo({ "agentspec.config.json": JSON.stringify({ files: ["agents"] }), "agents/dup.json": dup });
    const before = await checkJson([], dir);
    expect(before.files[0]!.issues.map((i) => i.code)).toEqual(["json/duplicate-key"]);
    writeFileSync(join(dir, "agentspec-suppressions.json"), JSON.stringify({ "agents/dup.json": { "json/duplicate-key": { count: 1 } } }, null, 2));
    const refused = await run(["check"], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"json/duplicate-key" findings are never suppressed');
    writeFileSync(join(dir, "agentspec-suppressions.json"), "{}\n");
    const rule = await run(["check", "--suppress-rule", "json/syntax"], { cwd: dir });
    expect(rule.code).toBe(2);
    expect(rule.stderr).toContain("--suppress-rule json/syntax would record nothing");
    expect(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8")).toBe("{}\n");
  }, 60_000);

  test("the baseline is the repository's: the same from any folder and under a nested config; --no-config ignores it", async () => {
    const dir = repo({
      "agentspec.config.json": JSON.stringify({ files: ["agents"] }),
      "agents/typo.json": TYPO,
      "agents/legacy/agentspec.config.json": JSON.stringify({ rules: { "node/unreachable": "error" } }),
      "agents/legacy/old.json": TYPO,
    });
    const recorded = await run(["check", "--suppress-all"], { cwd: join(dir, "agents/legacy") });
    expect(recorded.code).toBe(0);
    // Written beside the config that declares "files", not beside the nearest one.
    const baseline = JSON.parse(readFileSync(join(dir, "agentspec-suppressions.json"), "utf8")) as Record<string, unknown>;
    expect(Object.keys(baseline).sort()).toEqual(["agents/legacy/old.json", "agents/typo.json"]);
    for (const cwd of [dir, join(dir, "agents"), join(dir, "agents/legacy")]) {
      const r = await checkJson([], cwd);
      expect(r.code, cwd).toBe(0);
      expect(r.files.flatMap(shown), cwd).toEqual([]);
    }
    const named = await checkJson(["old.json"], join(dir, "agents/legacy"));
    expect([named.code, shown(named.files[0])]).toEqual([0, []]);
    const none = await checkJson(["agents", "--no-config"], dir);
    expect(none.files.flatMap((f) => f.issues).filter((i) => i.suppressed)).toEqual([]);
    expect(none.files.flatMap((f) => f.issues.map((i) => i.code)).sort()).toEqual(["node/unreachable", "node/unreachable", "spec/misspelled-property", "spec/misspelled-property"]);
    expect((await run(["check", "agents", "--no-config", "--suppress-all"], { cwd: dir })).code).toBe(2);
  }, 90_000);
});

describe("check × test: a test file's own checks", () => {
  test("check reports the test-level findings test reports, in one run with the schema's", async () => {
    const file = {
      spec: "flow.json",
      cases: [
        { name: "twice", input: {}, expect: { path: ["call", "dnoe"], routes: { done: "direct" } } },
        { name: "twice", input: {}, results: { call: { error: "boom", output: {} }, ghost: { output: {} } }, expect: { status: "completed" } },
        { name: "schema", input: {}, expect: { status: "finished" } },
      ],
    };
    const dir = repo({ "agents/flow.json": FLOW, "agents/flow.agentspec-test.json": JSON.stringify(file, null, 2) });
    const tested = await run(["test", "-f", "json", "agents/flow.agentspec-test.json"], { cwd: dir });
    const testIssues = (JSON.parse(tested.stdout) as { files: FileJson[] }).files[0]!.issues;
    const checked = await checkJson(["agents/flow.agentspec-test.json"], dir);
    const checkIssues = checked.files[0]!.issues;
    const key = (i: FileJson["issues"][number]): string => `${i.code} ${i.pointer} ${i.range?.start.line}:${i.range?.start.column}`;
    const testLevel = (issues: FileJson["issues"]): string[] => issues.filter((i) => i.code.startsWith("test/")).map(key).sort();
    expect(testLevel(checkIssues)).toEqual(testLevel(testIssues));
    expect(new Set(testLevel(checkIssues).map((k) => k.split(" ")[0]))).toEqual(new Set(["test/unknown-node", "test/duplicate-case-name", "test/error-with-output", "test/not-a-webhook"]));
    // The schema's finding is in the same run, and both exit 1.
    expect(checkIssues.map((i) => i.code)).toContain("schema/enum");
    expect([checked.code, tested.code]).toEqual([1, 1]);
    // Test files found by a walk get the same checks.
    const walked = await checkJson(["agents"], dir);
    expect(testLevel(walked.files.find((f) => f.file === "agents/flow.agentspec-test.json")!.issues)).toEqual(testLevel(testIssues));
  }, 60_000);
});

interface Published {
  uri: string;
  diagnostics: { code: string; severity: number; range: { start: { line: number; character: number } } }[];
}

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
  child = undefined;
  connection = undefined;
});

/** `agentspec lsp` with `args`, initialized by a real JSON-RPC client; `open` opens a file from disk and gives its first diagnostics. */
async function server(args: string[]): Promise<{ open: (path: string) => Promise<Published> }> {
  const proc = spawn(process.execPath, [CLI, "lsp", ...args], { stdio: "pipe" });
  child = proc;
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  connection = rpc;
  const waiting = new Map<string, (p: Published) => void>();
  rpc.onNotification("textDocument/publishDiagnostics", (p: Published) => {
    waiting.get(p.uri)?.(p);
    waiting.delete(p.uri);
  });
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  return {
    open: (path) => {
      const uri = pathToFileURL(path).href;
      const published = new Promise<Published>((resolve) => waiting.set(uri, resolve));
      void rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text: readFileSync(path, "utf8") } });
      return published;
    },
  };
}

const lspShown = (p: Published): string[] => p.diagnostics.map((d) => `${d.code}:${d.severity === 1 ? "error" : "warning"}:${d.range.start.line + 1}:${d.range.start.character + 1}`);

describe("check × language server: one repository, one answer", () => {
  for (const strict of [false, true]) {
    test(`config, nested config, ignores and suppressions${strict ? ", --strict" : ""}: what check shows is what the editor shows`, async () => {
      const extra = spec([{ id: "a", type: "end", extra: 1 }]);
      const dir = repo({
        "agentspec.config.json": JSON.stringify({ files: ["agents"], ignores: ["agents/generated"], rules: { "spec/misspelled-property": "error" } }),
        "agents/typo.json": TYPO,
        "agents/bad.json": BAD,
        "agents/extra.json": extra,
        "agents/generated/gen.json": BAD,
        "agents/legacy/agentspec.config.json": JSON.stringify({ rules: { "node/unreachable": "off" } }),
        "agents/legacy/old.json": TYPO,
        "agents/legacy/new.json": BAD,
        "package.json": JSON.stringify({ name: "x", version: "1.0.0" }),
        "agents/flow.json": FLOW,
        // A test file with test-level faults and a schema fault: the editor shows what check reports.
        "agents/flow.agentspec-test.json": JSON.stringify({ spec: "flow.json", cases: [{ name: "a", input: {}, expect: { end: "dnoe", status: "finished" } }, { name: "a", input: {} }] }, null, 2),
      });
      const flags = strict ? ["--strict"] : [];
      // The baseline: typo.json's findings accepted (recorded from the repository's root).
      expect((await run(["check", "agents/typo.json", "--suppress-all", ...flags], { cwd: dir })).code).toBe(0);
      const lsp = await server(flags);
      // Each folder's documents as check sees them from that folder (a config below the working directory is not read by check).
      for (const [folder, names] of [["agents", ["typo.json", "bad.json", "extra.json", "flow.json", "flow.agentspec-test.json"]], ["agents/legacy", ["old.json", "new.json"]]] as const) {
        const cwd = join(dir, folder);
        const checked = await checkJson([...names, ...flags], cwd);
        for (const name of names) {
          const published = await lsp.open(join(cwd, name));
          expect(lspShown(published), `${folder}/${name}`).toEqual(shown(checked.files.find((f) => f.file === name)));
        }
      }
      const testFile = await checkJson(["agents/flow.agentspec-test.json"], dir);
      // (so the comparison above covered the test file's own checks, not only its schema's)
      expect(testFile.files[0]!.issues.map((i) => i.code)).toEqual(expect.arrayContaining(["schema/enum", "test/duplicate-case-name", "test/unknown-node"]));
      // The suppressed document shows nothing in either; the ignored one is neither checked nor diagnosed.
      expect(lspShown(await lsp.open(join(dir, "agents/typo.json")))).toEqual([]);
      const walked = await checkJson([...flags], dir);
      expect(walked.files.map((f) => f.file)).not.toContain("agents/generated/gen.json");
      expect(lspShown(await lsp.open(join(dir, "agents/generated/gen.json")))).toEqual([]);
      // A file the walk skips is one the server gives no diagnostics.
      expect(lspShown(await lsp.open(join(dir, "package.json")))).toEqual([]);
      expect(shown(walked.files.find((f) => f.file === "agents/extra.json")).map((k) => k.split(":").slice(0, 2).join(":"))).toEqual(strict ? ["strict/unknown-property:warning"] : []);
    }, 90_000);
  }
});
