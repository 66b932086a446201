// One condition, one answer through the built command: `agentspec check` on a spec holding a bad
// condition and `agentspec eval` on that condition alone print the same code and message, at the
// same place within the condition; the language server publishes the same diagnostic (through a
// real JSON-RPC client) and offers the did-you-mean as a quick fix.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI, run, tree } from "./helpers.js";

interface Printed {
  code: string;
  message: string;
  pointer: string;
  line: number;
  column: number;
}

// The conditions the two commands used to word (or place) differently.
const CASES = [
  { cond: { source: "vars", path: "items", op: "length", value: 3 }, code: "condition/bad-length-operand", words: 'the "length" operand needs an object { comparator, value }' },
  { cond: { source: "vars", path: "status", op: "equals", value: "open" }, code: "condition/unknown-op", words: '; did you mean "eq"?' },
  { cond: { source: "var", path: "status", op: "eq", value: "open" }, code: "condition/bad-source", words: '; did you mean "vars"?' },
  // Near misses that hide a required member: one error, underlining the key.
  { cond: { source: "vars", path: "status", Op: "eq", value: "open" }, code: "spec/misspelled-property", words: 'unknown property "Op" on a comparison; did you mean "op"?' },
  { cond: { source: "vars", paht: "status", op: "eq", value: "open" }, code: "spec/misspelled-property", words: 'unknown property "paht" on a comparison; did you mean "path"?' },
];

// The condition is written on a line of its own, at column 15 of the spec and column 1 of its own file.
const specText = (cond: unknown): string =>
  `{\n  "version": 2,\n  "nodes": [\n    {\n      "id": "a",\n      "type": "action",\n      "actionType": "NOOP",\n      "transition": [\n        { "to": "a",\n          "when": ${JSON.stringify(cond)} }\n      ]\n    }\n  ]\n}\n`;
const WHEN = "/nodes/0/transition/0/when";
const WHEN_LINE = 10;
const WHEN_COLUMN = 19;

function printed(stdout: string): Printed[] {
  const out = JSON.parse(stdout) as { files?: { issues: { code: string; message: string; pointer: string; range?: { start: { line: number; column: number } } }[] }[] };
  return (out.files ?? (out as unknown as { issues: never[] }[])).flatMap((f) => f.issues).map((i) => ({ code: i.code, message: i.message, pointer: i.pointer, line: i.range!.start.line, column: i.range!.start.column }));
}

describe("agentspec check and agentspec eval", () => {
  for (const { cond, code, words } of CASES) {
    test(`${code} (${words.trim()}): the same code, message and place`, async () => {
      const dir = tree({ "spec.json": specText(cond), "cond.json": JSON.stringify(cond) + "\n", "data.json": "{}\n" });
      const checked = await run(["check", "-f", "json", "spec.json"], { cwd: dir });
      const evaluated = await run(["eval", "cond.json", "--data", "data.json", "-f", "json"], { cwd: dir });
      expect(checked.code).toBe(1);
      expect(evaluated.code).toBe(1);
      const fromCheck = printed(checked.stdout);
      const fromEval = printed(evaluated.stdout);
      expect(fromCheck.map((i) => i.code)).toEqual([code]);
      expect(fromCheck[0]!.message).toContain(words);
      // The same finding, placed in each text: the condition starts at line 10, column 19 of the spec.
      expect(fromCheck.map((i) => ({ ...i, pointer: i.pointer.slice(WHEN.length), line: i.line - WHEN_LINE + 1, column: i.column - WHEN_COLUMN + 1 }))).toEqual(fromEval);
    });
  }
});

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
  connection = undefined;
  child = undefined;
});

interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code: string;
  message: string;
}

describe("agentspec lsp", () => {
  test("publishes the checker's finding and offers the did-you-mean as a quick fix", async () => {
    const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
    child = proc;
    const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
    connection = rpc;
    const published = new Promise<Diagnostic[]>((resolve) => rpc.onNotification("textDocument/publishDiagnostics", (p: { diagnostics: Diagnostic[] }) => resolve(p.diagnostics)));
    rpc.listen();
    await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    await rpc.sendNotification("initialized", {});
    const uri = pathToFileURL(join(tree({}), "spec.json")).href;
    const text = specText(CASES[1]!.cond);
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    const diagnostics = await published;
    expect(diagnostics.map((d) => d.code)).toEqual(["condition/unknown-op"]);
    expect(diagnostics[0]!.message).toContain('did you mean "eq"?');
    // Line 10 (0-based 9): `"op": "equals"` underlined, value only.
    const at = text.split("\n")[9]!.indexOf('"equals"');
    expect(diagnostics[0]!.range).toEqual({ start: { line: 9, character: at }, end: { line: 9, character: at + '"equals"'.length } });
    const actions = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: diagnostics[0]!.range, context: { diagnostics } })) as { title: string; edit: { changes: Record<string, { newText: string }[]> } }[];
    const fix = actions.find((a) => a.title === 'Change to "eq" (unsafe)');
    expect(fix, JSON.stringify(actions.map((a) => a.title))).toBeDefined();
    expect(fix!.edit.changes[uri]!.map((e) => e.newText)).toEqual(['"eq"']);
  });
});
