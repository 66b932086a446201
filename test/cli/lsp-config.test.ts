// agentspec lsp with agentspec.config.json, driven by a real JSON-RPC client over the child's stdio:
// a config changed on disk is picked up without a restart, and an open config gets its own findings.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI, tree } from "./helpers.js";

interface Published {
  uri: string;
  diagnostics: { code: string; severity: number; message: string; range: { start: { line: number; character: number } } }[];
}

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
});

async function start(): Promise<{ rpc: MessageConnection; next: (uri: string) => Promise<Published> }> {
  const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
  child = proc;
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  connection = rpc;
  const queue: Published[] = [];
  const waiting: { uri: string; resolve: (p: Published) => void }[] = [];
  rpc.onNotification("textDocument/publishDiagnostics", (p: Published) => {
    const w = waiting.findIndex((x) => x.uri === p.uri);
    if (w >= 0) waiting.splice(w, 1)[0]!.resolve(p);
    else queue.push(p);
  });
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  const next = (uri: string): Promise<Published> => {
    const q = queue.findIndex((p) => p.uri === uri);
    if (q >= 0) return Promise.resolve(queue.splice(q, 1)[0]!);
    return new Promise((resolve) => waiting.push({ uri, resolve }));
  };
  return { rpc, next };
}

const SPEC = `${JSON.stringify({ version: 2, nodes: [{ id: "a", type: "end", outputvar: "x" }, { id: "b", type: "end" }] }, null, 2)}\n`;

test("a config written, changed and broken on disk is picked up without a restart", async () => {
  const dir = tree({ "agents/a.json": SPEC });
  mkdirSync(join(dir, ".git"));
  const uri = pathToFileURL(join(dir, "agents/a.json")).href;
  const { rpc, next } = await start();
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text: SPEC } });
  const before = await next(uri);
  expect(before.diagnostics.map((d) => [d.code, d.severity])).toEqual([["spec/misspelled-property", 2], ["node/unreachable", 2]]);

  const config = join(dir, "agentspec.config.json");
  writeFileSync(config, JSON.stringify({ rules: { "node/unreachable": "off" }, overrides: [{ files: ["agents"], rules: { "spec/misspelled-property": "error" } }] }));
  await rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(config).href, type: 1 }] });
  const after = await next(uri);
  expect(after.diagnostics.map((d) => [d.code, d.severity])).toEqual([["spec/misspelled-property", 1]]);

  writeFileSync(config, '{ "rules": { "node/unreachabel": "off" } }');
  await rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(config).href, type: 2 }] });
  const broken = await next(uri);
  expect(broken.diagnostics[0]!.code).toBe("config/unknown-rule");
  expect(broken.diagnostics[0]!.message).toContain('did you mean "node/unreachable"?');
  // The spec is still checked, with the defaults.
  expect(broken.diagnostics.slice(1).map((d) => d.code)).toEqual(["spec/misspelled-property", "node/unreachable"]);

  // The config open in the editor: its own findings, at their places.
  const configUri = pathToFileURL(config).href;
  const text = '{\n  "rulse": {}\n}\n';
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: configUri, languageId: "json", version: 1, text } });
  const own = await next(configUri);
  expect(own.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.message])).toEqual([
    ["config/unknown-property", 1, 2, 'unknown config property "rulse"; did you mean "rules"?'],
  ]);
}, 20_000);
