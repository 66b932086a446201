// agentspec lsp with agentspec.config.json, driven by a real JSON-RPC client over the child's stdio:
// a config changed on disk is picked up without a restart, and an open config gets its own findings.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI, tree } from "../cli/helpers.js";

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

test("completion and hover in agentspec.config.json: its keys, every settable code in rules and overrides[].rules with its description, and the settings", async () => {
  const dir = tree({ "a.json": SPEC });
  mkdirSync(join(dir, ".git"));
  const uri = pathToFileURL(join(dir, "agentspec.config.json")).href;
  const text = '{\n  "rules": { "node/unreachable": "off",  },\n  "overrides": [{ "files": ["legacy"], "rules": { "spec/misspelled-property":  } }],\n  \n}\n';
  const { rpc, next } = await start();
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  await next(uri);
  const pos = (offset: number): { line: number; character: number } => {
    const before = text.slice(0, offset);
    return { line: before.split("\n").length - 1, character: offset - before.lastIndexOf("\n") - 1 };
  };
  type Item = { label: string; documentation?: { kind: string; value: string }; textEdit: { newText: string } };
  const complete = (offset: number) => rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position: pos(offset) }) as Promise<Item[]>;
  const { allCodes, allDescriptions } = await import("../../src/core/codes/all.js");
  const { allowedSettings } = await import("../../src/core/severity.js");
  const settable = Object.keys(allCodes).filter((c) => allowedSettings(c).length > 0);

  // A key of rules: every settable code but the one present, documented with its description.
  const inRules = await complete(text.indexOf('"off",') + 7);
  expect(inRules.map((i) => i.label)).toEqual(settable.filter((c) => c !== "node/unreachable"));
  const relay = inRules.find((i) => i.label === "webhook/relay-timeout")!;
  expect(relay.documentation).toEqual({ kind: "markdown", value: `${allDescriptions["webhook/relay-timeout"]} (default: warn)` });
  expect(relay.textEdit.newText).toBe('"webhook/relay-timeout": "${1}"');
  // A setting in an override's rules.
  const values = await complete(text.indexOf('"spec/misspelled-property": ') + '"spec/misspelled-property": '.length);
  expect(values.map((i) => [i.label, i.textEdit.newText])).toEqual([["off", '"off"'], ["warn", '"warn"'], ["error", '"error"']]);
  // The config's own keys at the top level, minus those written.
  const top = await complete(text.lastIndexOf("  \n}") + 2);
  expect(top.map((i) => i.label)).toEqual(["$schema", "root", "strict", "ignores", "files", "maxWarnings", "cache", "threads", "diff", "remote", "policies"]);

  const hover = (offset: number) => rpc.sendRequest("textDocument/hover", { textDocument: { uri }, position: pos(offset) }) as Promise<{ contents: { kind: string; value: string } } | null>;
  const onCode = await hover(text.indexOf('"node/unreachable"') + 3);
  expect(onCode!.contents).toEqual({ kind: "markdown", value: `**node/unreachable** · rule setting\n\n${allDescriptions["node/unreachable"]} (default: warn)` });
  const onOff = await hover(text.indexOf('"off"') + 2);
  expect(onOff!.contents.value).toContain("The code's findings are not reported.");
  const onOverrides = await hover(text.indexOf('"overrides"') + 2);
  expect(onOverrides!.contents.value).toMatch(/^\*\*overrides\*\* · agentspec\.config\.json\n\nSettings for the files that globs match/);

  // A spec next to it still gets the spec's completion, not the config's.
  const specUri = pathToFileURL(join(dir, "a.json")).href;
  const specText = '{ "version": 2, "nodes": [{ "id": "a",  }] }';
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: specUri, languageId: "json", version: 1, text: specText } });
  await next(specUri);
  const specItems = (await rpc.sendRequest("textDocument/completion", { textDocument: { uri: specUri }, position: { line: 0, character: specText.indexOf('"a",') + 5 } })) as Item[];
  expect(specItems.map((i) => i.label)).toContain("transition");
  expect(specItems.map((i) => i.label)).not.toContain("maxWarnings");
}, 20_000);
