// agentspec lsp, driven by a real JSON-RPC client (vscode-jsonrpc) over the child's stdio.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI } from "../cli/helpers.js";

interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code: string;
  message: string;
  data?: unknown;
}
interface Published {
  uri: string;
  version?: number;
  diagnostics: Diagnostic[];
}
interface TextEdit {
  range: Diagnostic["range"];
  newText: string;
}

const URI = "file:///work/spec.json";
const SPEC = `{
  "version": 2,
  "nodes": [
    { "id": "start", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/a", "method": "GET", "proxy": "Brazil" },
      "transition": [ { "to": "finsh" } ] },
    { "id": "finish", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://api.example.com/b", "method": "GET", "timout": 5 } }
  ]
}
`;

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;

afterEach(() => {
  connection?.dispose();
  child?.kill();
  connection = undefined;
  child = undefined;
});

/** Start `agentspec lsp`, initialize it, and collect what it publishes. */
async function start(args: string[] = []): Promise<{ rpc: MessageConnection; next: (uri?: string) => Promise<Published>; proc: ChildProcessWithoutNullStreams }> {
  const proc = spawn(process.execPath, [CLI, "lsp", ...args], { stdio: "pipe" });
  child = proc;
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  connection = rpc;
  const queue: Published[] = [];
  const waiting: ((p: Published) => void)[] = [];
  rpc.onNotification("textDocument/publishDiagnostics", (p: Published) => {
    const w = waiting.shift();
    if (w) w(p);
    else queue.push(p);
  });
  rpc.listen();
  const init = (await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} })) as { capabilities: Record<string, unknown> };
  expect(init.capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true, referencesProvider: true, documentSymbolProvider: true });
  await rpc.sendNotification("initialized", {});
  const next = (): Promise<Published> => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve)));
  return { rpc, next, proc };
}

const position = (text: string, needle: string, delta = 0): { line: number; character: number } => {
  const offset = text.indexOf(needle) + delta;
  const before = text.slice(0, offset).split("\n");
  return { line: before.length - 1, character: before[before.length - 1]!.length };
};

const doc = { textDocument: { uri: URI } };

describe("agentspec lsp", () => {
  test("initialize, diagnostics on open and change, completion, hover, definition, references, symbols, code actions, shutdown", async () => {
    const { rpc, next, proc } = await start();
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: URI, languageId: "json", version: 1, text: SPEC } });
    const opened = await next();
    expect(opened.uri).toBe(URI);
    // `timout` is a near miss of `timeout`: reported by default since spec/misspelled-property.
    expect(opened.diagnostics.map((d) => d.code)).toEqual(["webhook/invalid-proxy", "transition/unknown-target", "node/unreachable", "spec/misspelled-property"]);
    const target = opened.diagnostics[1]!;
    expect(target.range).toEqual({ start: { line: 5, character: 30 }, end: { line: 5, character: 37 } });
    expect(target.severity).toBe(1);
    expect(target.message).toBe('no node has the id "finsh"; did you mean "finish"?');

    // Completion of a node id inside the `to` string.
    const completion = (await rpc.sendRequest("textDocument/completion", { ...doc, position: position(SPEC, '"finsh"', 1) })) as { label: string; textEdit: TextEdit }[];
    expect(completion.map((c) => c.label)).toEqual(["start", "finish"]);
    expect(completion[1]!.textEdit).toEqual({ range: { start: { line: 5, character: 31 }, end: { line: 5, character: 37 } }, newText: 'finish"' });

    // Hover on the proxy value: the route's description.
    const hover = (await rpc.sendRequest("textDocument/hover", { ...doc, position: position(SPEC, '"Brazil"', 2) })) as { contents: { kind: string; value: string } };
    expect(hover.contents.kind).toBe("markdown");
    expect(hover.contents.value).toContain("**proxy**");

    // Definition of a node named in a transition, and its references.
    const fixedSpec = SPEC.replace('"finsh"', '"finish"');
    await rpc.sendNotification("textDocument/didChange", { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: fixedSpec }] });
    const changed = await next();
    expect(changed.version).toBe(2);
    expect(changed.diagnostics.map((d) => d.code)).toEqual(["webhook/invalid-proxy", "spec/misspelled-property"]);
    const definition = (await rpc.sendRequest("textDocument/definition", { ...doc, position: position(fixedSpec, '"to": "finish"', 8) })) as { uri: string; range: Diagnostic["range"] };
    expect(definition).toEqual({ uri: URI, range: { start: position(fixedSpec, '"finish", "type"'), end: position(fixedSpec, '"finish", "type"', 8) } });
    const references = (await rpc.sendRequest("textDocument/references", { ...doc, position: position(fixedSpec, '"finish", "type"', 2), context: { includeDeclaration: true } })) as unknown[];
    expect(references).toHaveLength(2);

    const symbols = (await rpc.sendRequest("textDocument/documentSymbol", doc)) as { name: string; children: { name: string }[] }[];
    expect(symbols.map((s) => [s.name, s.children.map((c) => c.name)])).toEqual([
      ["start", ["→ finish"]],
      ["finish", []],
    ]);

    // A quick fix for the route's case, applied as the client would.
    const diagnostic = changed.diagnostics[0]!;
    const actions = (await rpc.sendRequest("textDocument/codeAction", { ...doc, range: diagnostic.range, context: { diagnostics: [diagnostic] } })) as {
      title: string;
      kind: string;
      isPreferred?: boolean;
      edit: { changes: Record<string, TextEdit[]> };
    }[];
    const quick = actions.find((a) => a.kind === "quickfix")!;
    expect(quick.title).toBe('Write the route as "brazil"');
    expect(quick.isPreferred).toBe(true);
    expect(quick.edit.changes[URI]).toEqual([{ range: diagnostic.range, newText: '"brazil"' }]);
    // Fix-all is offered when its kind is asked for (on save), not on every cursor move, and its
    // edit is the route alone, not the whole document.
    expect(actions.some((a) => a.kind === "source.fixAll")).toBe(false);
    const fixAll = (await rpc.sendRequest("textDocument/codeAction", { ...doc, range: diagnostic.range, context: { diagnostics: [], only: ["source.fixAll"] } })) as typeof actions;
    expect(fixAll.map((a) => a.kind)).toEqual(["source.fixAll"]);
    expect(fixAll[0]!.edit.changes[URI]).toEqual([{ range: { start: { line: 4, character: 81 }, end: { line: 4, character: 82 } }, newText: "b" }]);

    await rpc.sendRequest("shutdown");
    const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
    await rpc.sendNotification("exit");
    expect(await exited).toBe(0);
  }, 30_000);

  test("--strict: unknown properties are warned about, a near miss once, and the rename is a quick fix", async () => {
    const { rpc, next } = await start(["--strict", "--stdio"]);
    const text = SPEC.replace('"timout": 5', '"timout": 5, "retries": 2');
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: URI, languageId: "json", version: 1, text } });
    const opened = await next();
    expect(opened.diagnostics.filter((d) => d.code === "strict/unknown-property").map((d) => d.message)).toEqual(['unknown property "retries" on a webhook config']);
    // The near miss is one finding under --strict too (issue #33), spec/misspelled-property's.
    const near = opened.diagnostics.filter((d) => d.message.includes('"timout"'));
    expect(near.map((d) => d.code)).toEqual(["spec/misspelled-property"]);
    expect(near[0]!.message).toBe('unknown property "timout" on a webhook config; did you mean "timeout"?');
    // A client that drops `data`: the server finds the issue again.
    const { data: _dropped, ...bare } = near[0]!;
    const actions = (await rpc.sendRequest("textDocument/codeAction", { ...doc, range: near[0]!.range, context: { diagnostics: [bare], only: ["quickfix"] } })) as { title: string }[];
    expect(actions.map((a) => a.title)).toEqual(['Rename to "timeout" (unsafe)']);
  }, 30_000);

  test("without --strict the same spec has no strict warning", async () => {
    const { rpc, next } = await start();
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: URI, languageId: "json", version: 1, text: SPEC } });
    expect((await next()).diagnostics.some((d) => d.code === "strict/unknown-property")).toBe(false);
  }, 30_000);

  test("broken JSON: a positioned syntax diagnostic, and completion still answers", async () => {
    const { rpc, next } = await start();
    const text = '{ "version": 2, "nodes": [ { "id": "a", ';
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: URI, languageId: "json", version: 1, text } });
    const opened = await next();
    expect(opened.diagnostics.map((d) => d.code)).toEqual(["json/syntax"]);
    const items = (await rpc.sendRequest("textDocument/completion", { ...doc, position: { line: 0, character: text.length } })) as { label: string }[];
    expect(items.map((i) => i.label)).toContain("outputVar");
  }, 30_000);

  test("a test file gets the test-file checks and no spec fixes (fix-all would add a version to it)", async () => {
    const { rpc, next } = await start();
    const uri = "file:///work/flow.agentspec-test.json";
    const text = JSON.stringify({ spec: "spec.json", cases: [{ name: "runs", results: {}, expect: { paht: [] } }] }, null, 2);
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    const opened = await next();
    const codes = opened.diagnostics.map((d) => d.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).not.toContain("schema/required");
    expect(codes).not.toContain("spec/missing-version");
    const actions = (await rpc.sendRequest("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics: opened.diagnostics, only: ["quickfix", "source.fixAll"] },
    })) as unknown[];
    expect(actions).toEqual([]);
  }, 30_000);
});
