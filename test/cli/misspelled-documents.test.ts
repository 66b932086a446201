// spec/misspelled-property in bundles and test files, through every entry point: `agentspec check`,
// `agentspec bundle check`, `agentspec test`, checkText, and the fix through `check --fix` and
// `--unsafe-fixes`. A near miss is named at its key with the name meant; when it is why a required
// key is missing it is the one finding (an error), never a second one at the object's "{".
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { checkText } from "../../src/check/index.js";
import { CLI, run, tree } from "./helpers.js";

const SPEC = `${JSON.stringify({ version: 2, nodes: [{ id: "start", type: "end" }] }, null, 2)}\n`;
const BUNDLE = `{
  "format": "agentspec-bundle",
  "formatVersion": 1,
  "agents": [
    { "id": "a1", "Name": "Router", "spec": { "version": 2, "nodes": [{ "id": "start", "type": "end" }] }, "Type": "CUSTOM" },
    { "id": "a2", "name": "Helper", "specs": { "version": 2, "nodes": [{ "id": "start", "type": "end" }] }, "subagent": [] }
  ]
}
`;
const TEST = `{
  "spec": "s.json",
  "cases": [
    { "name": "ends", "Description": "one node", "results": { "start": {} }, "expects": { "end": "start" } }
  ]
}
`;

interface FileJson {
  file: string;
  issues: { code: string; severity: string; pointer: string; message: string; range: { start: { line: number; column: number } } }[];
}
/** `line:column` (1-based) of the first occurrence of `needle` in `text`. */
const where = (text: string, needle: string): string => {
  const before = text.slice(0, text.indexOf(needle));
  return `${before.split("\n").length}:${before.length - before.lastIndexOf("\n")}`;
};
const rows = (issues: FileJson["issues"]) => issues.map((i) => [i.code, i.severity, i.pointer, i.message]);

const BUNDLE_ROWS = [
  ["spec/misspelled-property", "error", "/agents/0/Name", 'unknown property "Name" on an agent entry; did you mean "name"?'],
  ["spec/misspelled-property", "warning", "/agents/0/Type", 'unknown property "Type" on an agent entry; did you mean "type"?'],
  ["spec/misspelled-property", "error", "/agents/1/specs", 'unknown property "specs" on an agent entry; did you mean "spec"?'],
  ["spec/misspelled-property", "warning", "/agents/1/subagent", 'unknown property "subagent" on an agent entry; did you mean "subagents"?'],
];
const TEST_ROWS = [
  ["spec/misspelled-property", "error", "/cases/0/Description", 'unknown property "Description" on a test case; did you mean "description"?'],
  ["spec/misspelled-property", "error", "/cases/0/expects", 'unknown property "expects" on a test case; did you mean "expect"?'],
];

describe("near misses in bundles and test files", () => {
  test("checkText: one finding at each misspelt key, none at the object's {", () => {
    const bundle = checkText(BUNDLE);
    expect(bundle.kind).toBe("bundle");
    expect(bundle.valid).toBe(false);
    expect(rows(bundle.issues as FileJson["issues"])).toEqual(BUNDLE_ROWS);
    // Each at its key, as the editor underlines it.
    expect(bundle.issues.map((i) => BUNDLE.slice(i.range!.start.offset, i.range!.end.offset))).toEqual(['"Name"', '"Type"', '"specs"', '"subagent"']);
    const file = checkText(TEST, { fileName: "t.agentspec-test.json" });
    expect(file.kind).toBe("test");
    expect(rows(file.issues as FileJson["issues"])).toEqual(TEST_ROWS);
    // The envelope too: "agent" for "agents" is the one finding, not "agents must be an array".
    const envelope = checkText('{ "format": "agentspec-bundle", "formatVersion": 1, "agent": [] }');
    expect(envelope.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual([["spec/misspelled-property", "error", "/agent"]]);
  });

  test("agentspec check and bundle check report the same findings as checkText; agentspec test too, and runs nothing", async () => {
    const dir = tree({ "s.json": SPEC, "b.json": BUNDLE, "t.agentspec-test.json": TEST });
    const check = await run(["check", "b.json", "t.agentspec-test.json", "-f", "json"], { cwd: dir });
    expect(check.code).toBe(1);
    const files = JSON.parse(check.stdout) as FileJson[];
    expect(rows(files.find((f) => f.file === "b.json")!.issues)).toEqual(BUNDLE_ROWS);
    expect(rows(files.find((f) => f.file === "t.agentspec-test.json")!.issues)).toEqual(TEST_ROWS);

    const bundle = await run(["bundle", "check", "b.json", "-f", "json"], { cwd: dir });
    expect(bundle.code).toBe(1);
    expect(rows((JSON.parse(bundle.stdout) as FileJson[])[0]!.issues)).toEqual(BUNDLE_ROWS);

    const stylish = await run(["test", "t.agentspec-test.json"], { cwd: dir });
    expect(stylish.code).toBe(1);
    expect(stylish.stdout).toContain(`t.agentspec-test.json:${where(TEST, '"expects"')}  error  unknown property "expects" on a test case; did you mean "expect"? [spec/misspelled-property]`);
    expect(stylish.stdout).not.toContain("missing required property");
    expect(stylish.stdout).toContain("0 cases");
  });

  // Issue #33: softening the near miss leaves the missing required key's own error (before, this
  // bundle, whose entries lack `name` and `spec`, passed with exit 0).
  test("a config sets the code's severity in bundles and test files as in specs; a missing required key stays an error", async () => {
    const dir = tree({ "s.json": SPEC, "b.json": BUNDLE, "agentspec.config.json": JSON.stringify({ root: true, rules: { "spec/misspelled-property": "warn" } }) });
    const r = await run(["check", "b.json", "-f", "json"], { cwd: dir });
    expect((JSON.parse(r.stdout) as FileJson[])[0]!.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual([
      ["spec/misspelled-property", "warning", "/agents/0/Name"],
      ["schema/required", "error", "/agents/0/name"],
      ["spec/misspelled-property", "warning", "/agents/0/Type"],
      ["spec/misspelled-property", "warning", "/agents/1/specs"],
      ["schema/required", "error", "/agents/1/spec"],
      ["spec/misspelled-property", "warning", "/agents/1/subagent"],
    ]);
    expect(r.code).toBe(1);
  });

  test("check --fix renames what only the case misspells and nothing another check reads; --unsafe-fixes the rest", async () => {
    const dir = tree({ "s.json": SPEC, "b.json": BUNDLE, "t.agentspec-test.json": TEST });
    const safe = await run(["check", "--fix", "b.json", "t.agentspec-test.json"], { cwd: dir });
    expect(safe.code).toBe(1);
    expect(readFileSync(join(dir, "b.json"), "utf8")).toBe(BUNDLE.replace('"Type"', '"type"'));
    expect(readFileSync(join(dir, "t.agentspec-test.json"), "utf8")).toBe(TEST.replace('"Description"', '"description"'));
    expect(safe.stdout).toContain(`b.json:${where(BUNDLE, '"Type"')}  Rename to "type" [spec/misspelled-property]`);
    expect(safe.stdout).toContain("4 issues remaining; 4 more fixable with --unsafe-fixes.");

    const unsafe = await run(["check", "--unsafe-fixes", "b.json", "t.agentspec-test.json"], { cwd: dir });
    expect(readFileSync(join(dir, "b.json"), "utf8")).toBe(BUNDLE.replace('"Type"', '"type"').replace('"Name"', '"name"').replace('"specs"', '"spec"').replace('"subagent"', '"subagents"'));
    expect(readFileSync(join(dir, "t.agentspec-test.json"), "utf8")).toBe(TEST.replace('"Description"', '"description"').replace('"expects"', '"expect"'));
    expect(unsafe.code).toBe(0);
    // The fixed test file runs.
    const ran = await run(["test", "t.agentspec-test.json"], { cwd: dir });
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain("1 passed");
  });
});

describe("the language server", () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  let connection: MessageConnection | undefined;
  afterEach(() => {
    connection?.dispose();
    child?.kill();
  });

  interface Diagnostic { code: string; severity: number; message: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }
  interface Action { title: string; kind: string; edit: { changes: Record<string, { range: Diagnostic["range"]; newText: string }[]> } }

  test("publishes the near misses of a bundle and a test file, offers the rename as a quick fix, and fix-all applies the safe ones", async () => {
    const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
    child = proc;
    const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
    connection = rpc;
    const published = new Map<string, (d: Diagnostic[]) => void>();
    rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Diagnostic[] }) => published.get(p.uri)?.(p.diagnostics));
    rpc.listen();
    await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    await rpc.sendNotification("initialized", {});
    const open = (uri: string, text: string): Promise<Diagnostic[]> => {
      const got = new Promise<Diagnostic[]>((resolve) => published.set(uri, resolve));
      void rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
      return got;
    };
    // The test file's spec on disk beside it, as in the command line's runs: the server checks the test file against it.
    const dir = tree({ "s.json": SPEC });
    for (const [uri, text, want, title] of [
      // The entry's "Name": a guess (another check reads names); the case's "Description": safe.
      [pathToFileURL(join(dir, "b.json")).href, BUNDLE, BUNDLE_ROWS, 'Rename to "name" (unsafe)'],
      [pathToFileURL(join(dir, "t.agentspec-test.json")).href, TEST, TEST_ROWS, 'Rename to "description"'],
    ] as const) {
      const found = await open(uri, text);
      expect(found.map((d) => [d.code, d.severity === 1 ? "error" : "warning", d.message])).toEqual(want.map(([code, severity, , message]) => [code, severity, message]));
      // A quick fix at each misspelt key: the rename.
      const first = found[0]!;
      const actions = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: first.range, context: { diagnostics: found } })) as Action[];
      expect(actions.map((a) => a.title)).toEqual([title]);
      expect(actions[0]!.edit.changes[uri]).toEqual([{ range: first.range, newText: `"${first.message.match(/did you mean "([^"]+)"/)![1]!}"` }]);
      // Fix-all: the safe renames, and nothing else (what check --fix writes).
      const all = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: first.range, context: { diagnostics: found, only: ["source.fixAll"] } })) as Action[];
      expect(all.map((a) => a.title)).toEqual(["Fix all safe issues (1)"]);
      const lines = text.split("\n");
      for (const e of [...all[0]!.edit.changes[uri]!].reverse()) {
        const line = lines[e.range.start.line]!;
        lines[e.range.start.line] = line.slice(0, e.range.start.character) + e.newText + line.slice(e.range.end.character);
      }
      expect(lines.join("\n")).toBe(uri.endsWith("b.json") ? BUNDLE.replace('"Type"', '"type"') : TEST.replace('"Description"', '"description"'));
    }
  }, 30_000);
});
