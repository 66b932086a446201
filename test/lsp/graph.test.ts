// The spec as a graph through a real JSON-RPC client (vscode-jsonrpc) over `agentspec lsp`'s stdio:
// call hierarchy over transitions, semantic tokens (full and range), linked editing of a node id,
// document links (a test file's spec, the config's paths, a bundle's agents, the link file's
// specs), and a test file's lenses run through workspace/executeCommand.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { CLI } from "../cli/helpers.js";
import { makeSpec } from "../corpus.mjs";

interface Position {
  line: number;
  character: number;
}
interface Range {
  start: Position;
  end: Position;
}
interface Item {
  name: string;
  kind: number;
  detail?: string;
  uri: string;
  range: Range;
  selectionRange: Range;
  data?: unknown;
}
interface Lens {
  range: Range;
  command: { title: string; command: string; arguments: unknown[] };
}

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
  connection = undefined;
  child = undefined;
});

async function start(capabilities: Record<string, unknown> = {}, args: string[] = []): Promise<{ rpc: MessageConnection; init: { capabilities: Record<string, unknown> }; messages: { type: number; message: string }[]; refreshes: () => number }> {
  const proc = spawn(process.execPath, [CLI, "lsp", ...args], { stdio: "pipe" });
  child = proc;
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  connection = rpc;
  const messages: { type: number; message: string }[] = [];
  let refreshed = 0;
  rpc.onNotification("window/showMessage", (m: { type: number; message: string }) => void messages.push(m));
  rpc.onRequest("workspace/codeLens/refresh", () => {
    refreshed++;
    return null;
  });
  rpc.listen();
  const init = (await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities })) as { capabilities: Record<string, unknown> };
  await rpc.sendNotification("initialized", {});
  return { rpc, init, messages, refreshes: () => refreshed };
}

const open = (rpc: MessageConnection, uri: string, text: string, version = 1): Promise<void> =>
  rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version, text } });

const pos = (text: string, needle: string, delta = 0): Position => {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset + delta).split("\n");
  return { line: before.length - 1, character: before[before.length - 1]!.length };
};
const textAt = (text: string, range: Range): string => {
  const doc = TextDocument.create("file:///x", "json", 1, text);
  return text.slice(doc.offsetAt(range.start), doc.offsetAt(range.end));
};

const SPEC = `{
  "version": 2,
  "nodes": [
    { "id": "start", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/a", "method": "GET" },
      "transition": [ { "to": "done", "when": { "source": "vars", "path": "skip", "op": "eq", "value": true } }, { "to": "check" } ] },
    { "id": "check", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/b", "method": "GET" },
      "transition": [ { "to": "done", "when": { "source": "node", "of": "check", "path": "evaluation.scores.mean", "op": "gt", "value": 5 } } ] },
    { "id": "done", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://api.example.com/c", "method": "GET" } }
  ]
}
`;
const URI = "file:///w/flow.json";

describe("call hierarchy over transitions", () => {
  test("prepare on an id or a reference gives the node; incoming: each transition here with its condition; outgoing: where the node goes", async () => {
    const { rpc, init } = await start();
    expect(init.capabilities["callHierarchyProvider"]).toBe(true);
    await open(rpc, URI, SPEC);
    const onId = (await rpc.sendRequest("textDocument/prepareCallHierarchy", { textDocument: { uri: URI }, position: pos(SPEC, '"id": "done"', 8) })) as Item[];
    expect(onId.map((i) => [i.name, i.detail, textAt(SPEC, i.selectionRange)])).toEqual([["done", "WEBHOOK", '"done"']]);
    expect(textAt(SPEC, onId[0]!.range)).toMatch(/^\{ "id": "done".*\}$/);
    // On a reference (a `to` in another node): the same node.
    const onRef = (await rpc.sendRequest("textDocument/prepareCallHierarchy", { textDocument: { uri: URI }, position: pos(SPEC, '"to": "done"', 8) })) as Item[];
    expect(onRef).toEqual(onId);

    const incoming = (await rpc.sendRequest("callHierarchy/incomingCalls", { item: onId[0] })) as { from: Item; fromRanges: Range[] }[];
    expect(incoming.map((c) => [c.from.name, c.from.detail, c.fromRanges.map((r) => textAt(SPEC, r))])).toEqual([
      ["start (when vars.skip = true)", "WEBHOOK", ['"done"']],
      ["check (when node(check).evaluation.scores.mean > 5)", "WEBHOOK", ['"done"']],
    ]);
    // Each from-range is the `to` in the caller's node.
    expect(incoming.map((c) => c.fromRanges[0]!.start.line)).toEqual([pos(SPEC, '"to": "done"').line, pos(SPEC, '"to": "done", "when": { "source": "node"').line]);

    const onStart = (await rpc.sendRequest("textDocument/prepareCallHierarchy", { textDocument: { uri: URI }, position: pos(SPEC, '"id": "start"', 8) })) as Item[];
    const outgoing = (await rpc.sendRequest("callHierarchy/outgoingCalls", { item: onStart[0] })) as { to: Item; fromRanges: Range[] }[];
    expect(outgoing.map((c) => [c.to.name, c.to.detail, textAt(SPEC, c.to.selectionRange), c.fromRanges.map((r) => textAt(SPEC, r))])).toEqual([
      ["done (when vars.skip = true)", "WEBHOOK", '"done"', ['"done"']],
      ["check (always)", "WEBHOOK", '"check"', ['"check"']],
    ]);
    // An item of a call names its node by `data`: asked about again, it answers for that node.
    const fromCheck = (await rpc.sendRequest("callHierarchy/outgoingCalls", { item: outgoing[1]!.to })) as { to: Item }[];
    expect(fromCheck.map((c) => c.to.name)).toEqual(["done (when node(check).evaluation.scores.mean > 5)"]);
    // A node nothing leads to, a node that leads nowhere.
    expect(await rpc.sendRequest("callHierarchy/incomingCalls", { item: onStart[0] })).toEqual([]);
    expect(await rpc.sendRequest("callHierarchy/outgoingCalls", { item: onId[0] })).toEqual([]);
    // Not on a node id: nothing to prepare.
    expect(await rpc.sendRequest("textDocument/prepareCallHierarchy", { textDocument: { uri: URI }, position: pos(SPEC, '"version"', 2) })).toBeNull();
  }, 30_000);

  test("package.json gets no hierarchy, tokens, linked ranges or links", async () => {
    const { rpc } = await start();
    const pkg = "file:///w/package.json";
    const text = '{ "name": "x", "version": "1.0.0", "nodes": 1 }\n';
    await open(rpc, pkg, text);
    const at = { textDocument: { uri: pkg }, position: pos(text, '"x"', 1) };
    expect(await rpc.sendRequest("textDocument/prepareCallHierarchy", at)).toBeNull();
    expect(await rpc.sendRequest("textDocument/linkedEditingRange", at)).toBeNull();
    expect(await rpc.sendRequest("textDocument/semanticTokens/full", { textDocument: { uri: pkg } })).toEqual({ data: [] });
    expect(await rpc.sendRequest("textDocument/documentLink", { textDocument: { uri: pkg } })).toEqual([]);
    expect(await rpc.sendRequest("textDocument/codeLens", { textDocument: { uri: pkg } })).toEqual([]);
  }, 30_000);
});

/** Semantic tokens decoded: each token's text, type and modifiers by the legend's names. */
function decode(text: string, data: number[], legend: { tokenTypes: string[]; tokenModifiers: string[] }): [string, string, string[]][] {
  const doc = TextDocument.create("file:///x", "json", 1, text);
  const out: [string, string, string[]][] = [];
  let line = 0;
  let ch = 0;
  for (let i = 0; i < data.length; i += 5) {
    const [dl, dc, len, type, mods] = data.slice(i, i + 5) as [number, number, number, number, number];
    line += dl;
    ch = dl === 0 ? ch + dc : dc;
    const from = doc.offsetAt({ line, character: ch });
    out.push([text.slice(from, from + len), legend.tokenTypes[type]!, legend.tokenModifiers.filter((_, b) => (mods >> b) & 1)]);
  }
  return out;
}

describe("semantic tokens", () => {
  test("node ids, references and condition parts, with a legend of standard types; a range gives the tokens of the nodes it meets", async () => {
    const { rpc, init } = await start();
    const provider = init.capabilities["semanticTokensProvider"] as { legend: { tokenTypes: string[]; tokenModifiers: string[] }; full: boolean; range: boolean };
    expect(provider.full).toBe(true);
    expect(provider.range).toBe(true);
    // Every type and modifier is one LSP defines (themes colour those).
    const STANDARD_TYPES = ["namespace", "type", "class", "enum", "interface", "struct", "typeParameter", "parameter", "variable", "property", "enumMember", "event", "function", "method", "macro", "keyword", "modifier", "comment", "string", "number", "regexp", "operator", "decorator"];
    const STANDARD_MODIFIERS = ["declaration", "definition", "readonly", "static", "deprecated", "abstract", "async", "modification", "documentation", "defaultLibrary"];
    expect(provider.legend.tokenTypes.filter((t) => !STANDARD_TYPES.includes(t))).toEqual([]);
    expect(provider.legend.tokenModifiers.filter((t) => !STANDARD_MODIFIERS.includes(t))).toEqual([]);
    await open(rpc, URI, SPEC);
    const full = (await rpc.sendRequest("textDocument/semanticTokens/full", { textDocument: { uri: URI } })) as { data: number[] };
    const tokens = decode(SPEC, full.data, provider.legend);
    expect(tokens).toEqual([
      ['"start"', "function", ["declaration"]],
      ['"done"', "function", []],
      ['"vars"', "namespace", []],
      ['"skip"', "property", []],
      ['"eq"', "operator", []],
      ["true", "keyword", []],
      ['"check"', "function", []],
      ['"check"', "function", ["declaration"]],
      ['"done"', "function", []],
      ['"node"', "namespace", []],
      ['"check"', "function", []],
      ['"evaluation.scores.mean"', "property", []],
      ['"gt"', "operator", []],
      ["5", "number", []],
      ['"done"', "function", ["declaration"]],
    ]);
    // The range of the second node's lines: its tokens only.
    const range = { start: pos(SPEC, '{ "id": "check"'), end: pos(SPEC, '{ "id": "done"') };
    const part = (await rpc.sendRequest("textDocument/semanticTokens/range", { textDocument: { uri: URI }, range })) as { data: number[] };
    expect(decode(SPEC, part.data, provider.legend)).toEqual(tokens.slice(7, 14));
  }, 30_000);
});

describe("linked editing", () => {
  test("a node id and every reference to it in the document, inside the quotes; none off an id", async () => {
    const { rpc, init } = await start();
    expect(init.capabilities["linkedEditingRangeProvider"]).toBe(true);
    await open(rpc, URI, SPEC);
    const linked = (await rpc.sendRequest("textDocument/linkedEditingRange", { textDocument: { uri: URI }, position: pos(SPEC, '"to": "check"', 9) })) as { ranges: Range[]; wordPattern: string };
    expect(linked.ranges.map((r) => textAt(SPEC, r))).toEqual(["check", "check", "check"]);
    expect(linked.ranges.map((r) => r.start.line)).toEqual([5, 6, 8]);
    expect(new RegExp(`^(?:${linked.wordPattern})$`).test("review-2")).toBe(true);
    expect(new RegExp(`^(?:${linked.wordPattern})$`).test('a"b')).toBe(false);
    expect(await rpc.sendRequest("textDocument/linkedEditingRange", { textDocument: { uri: URI }, position: pos(SPEC, '"GET"', 2) })).toBeNull();
  }, 30_000);
});

describe("document links", () => {
  test("a test file's spec, the config's literal paths, a bundle's agents and the link file's specs; missing targets give none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agentspec-links-"));
    mkdirSync(join(dir, "specs"));
    mkdirSync(join(dir, "tests"));
    writeFileSync(join(dir, "specs", "flow.json"), SPEC);
    writeFileSync(join(dir, "specs", "order.json"), SPEC);
    const { rpc, init } = await start();
    expect(init.capabilities["documentLinkProvider"]).toEqual({ resolveProvider: false });
    const links = async (path: string, text: string): Promise<[string, string][]> => {
      const uri = pathToFileURL(join(dir, path)).href;
      writeFileSync(join(dir, path), text);
      await open(rpc, uri, text);
      const got = (await rpc.sendRequest("textDocument/documentLink", { textDocument: { uri } })) as { range: Range; target: string }[];
      return got.map((l) => [textAt(text, l.range), l.target]);
    };
    const url = (p: string): string => pathToFileURL(join(dir, p)).href;

    const testFile = '{ "spec": "../specs/flow.json", "cases": [] }\n';
    expect(await links("tests/flow.agentspec-test.json", testFile)).toEqual([["../specs/flow.json", url("specs/flow.json")]]);
    expect(await links("tests/gone.agentspec-test.json", '{ "spec": "../specs/gone.json", "cases": [] }\n')).toEqual([]);

    const config = `{
  "files": ["specs/flow.json", "specs/**/*.json", "specs/gone.json", "specs"],
  "ignores": ["specs/order.json"],
  "overrides": [ { "files": ["specs/order.json", "!specs/flow.json"], "strict": true } ]
}
`;
    expect(await links("agentspec.config.json", config)).toEqual([
      ["specs/flow.json", url("specs/flow.json")],
      ["specs/order.json", url("specs/order.json")],
      ["specs/order.json", url("specs/order.json")],
    ]);

    const bundle = JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "flow", spec: { version: 2, nodes: [] }, subagents: [{ name: "order", spec: { version: 2, nodes: [] } }] }, { name: "elsewhere", spec: { version: 2, nodes: [] } }] }, null, 2);
    expect(await links("specs/bundle.json", bundle)).toEqual([
      ["flow", url("specs/flow.json")],
      ["order", url("specs/order.json")],
    ]);

    const linkFile = '{ "agents": { "specs/flow.json": "101", "specs/gone.json": "102" } }\n';
    expect(await links("agentspec-remote.json", linkFile)).toEqual([["specs/flow.json", url("specs/flow.json")]]);
  }, 30_000);
});

const PASSING = `{
  "spec": "../flow.json",
  "cases": [
    { "name": "goes on", "results": { "start": {}, "check": { "evaluation": { "scores": { "mean": 7 } } }, "done": {} },
      "expect": { "path": ["start", "check", "done"] } },
    { "name": "stops early", "vars": { "skip": true }, "results": { "start": {}, "done": {} },
      "expect": { "path": ["start", "check", "done"] } }
  ]
}
`;

describe("code lenses that run a test file", () => {
  test("run all and run one through workspace/executeCommand: the verdict in the result, a message, the lenses' titles, and a refresh", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agentspec-lenses-"));
    mkdirSync(join(dir, "tests"));
    writeFileSync(join(dir, "flow.json"), SPEC);
    writeFileSync(join(dir, "tests", "flow.agentspec-test.json"), PASSING);
    const uri = pathToFileURL(join(dir, "tests", "flow.agentspec-test.json")).href;
    const { rpc, init, messages, refreshes } = await start({ workspace: { codeLens: { refreshSupport: true } } });
    expect(init.capabilities["codeLensProvider"]).toEqual({ resolveProvider: false });
    expect(init.capabilities["executeCommandProvider"]).toEqual({ commands: ["agentspec.runTestFile", "agentspec.runTestCase"] });
    await open(rpc, uri, PASSING);
    const lenses = async (): Promise<[number, string][]> =>
      ((await rpc.sendRequest("textDocument/codeLens", { textDocument: { uri } })) as Lens[]).map((l) => [l.range.start.line, l.command.title]);
    expect(await lenses()).toEqual([
      [2, "▶ Run all cases"],
      [3, "▶ Run case"],
      [5, "▶ Run case"],
    ]);
    const first = ((await rpc.sendRequest("textDocument/codeLens", { textDocument: { uri } })) as Lens[])[1]!;
    expect(first.command).toEqual({ title: "▶ Run case", command: "agentspec.runTestCase", arguments: [{ uri, index: 0 }] });

    const one = (await rpc.sendRequest("workspace/executeCommand", { command: first.command.command, arguments: first.command.arguments })) as { passed: boolean; message: string };
    expect(one).toMatchObject({ passed: true, message: "✓ passed: goes on" });
    expect(await lenses()).toEqual([
      [2, "▶ Run all cases"],
      [3, "▶ Run case: ✓ passed"],
      [5, "▶ Run case"],
    ]);

    const all = (await rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestFile", arguments: [{ uri }] })) as { passed: boolean; message: string; cases: { passed: boolean }[] };
    expect(all.passed).toBe(false);
    expect(all.cases.map((c) => c.passed)).toEqual([true, false]);
    expect(all.message).toMatch(/^✗ 1 of 2 cases failed: stops early: the path left the expectation/);
    const titles = await lenses();
    expect(titles[0]![1]).toMatch(/^▶ Run all cases: ✗ 1 of 2 cases failed: stops early: /);
    expect(titles[1]).toEqual([3, "▶ Run case: ✓ passed"]);
    expect(titles[2]![1]).toMatch(/^▶ Run case: ✗ failed: the path left the expectation/);
    await new Promise((r) => setTimeout(r, 200));
    expect(messages.map((m) => m.type)).toEqual([3, 2]);
    expect(messages[0]!.message).toBe("agentspec test: ✓ passed: goes on");
    expect(messages[1]!.message).toBe(`agentspec test: ${all.message}`);
    expect(refreshes()).toBe(2);

    // An edit makes the verdicts stale: the lenses say "run" again.
    await rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ text: PASSING.replace('"done": {} },\n      "expect": { "path": ["start", "check", "done"] } }\n  ]', '"done": {} },\n      "expect": { "path": ["start", "done"] } }\n  ]') }] });
    expect(await lenses()).toEqual([
      [2, "▶ Run all cases"],
      [3, "▶ Run case"],
      [5, "▶ Run case"],
    ]);
    // The open text is what runs: the case that failed now passes.
    const again = (await rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestCase", arguments: [{ uri, index: 1 }] })) as { passed: boolean };
    expect(again.passed).toBe(true);
  }, 30_000);

  test("a run goes on in its own thread: a request on another document is answered before the run's verdict", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agentspec-lenses-"));
    // A spec large enough that checking it takes a while.
    writeFileSync(join(dir, "big.json"), JSON.stringify(makeSpec(3000), null, 2));
    writeFileSync(join(dir, "big.agentspec-test.json"), JSON.stringify({ spec: "big.json", maxSteps: 3, cases: [{ name: "ring", results: { "node-0": {} }, expect: { path: ["node-0"] } }] }));
    const { rpc } = await start();
    await open(rpc, URI, SPEC);
    const order: string[] = [];
    const run = rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestFile", arguments: [{ uri: pathToFileURL(join(dir, "big.agentspec-test.json")).href }] }).then((v) => {
      order.push("run");
      return v as { cases: unknown[] };
    });
    await new Promise((r) => setTimeout(r, 50));
    await rpc.sendRequest("textDocument/hover", { textDocument: { uri: URI }, position: pos(SPEC, '"to": "check"', 9) }).then(() => order.push("hover"));
    expect((await run).cases).toHaveLength(1);
    expect(order).toEqual(["hover", "run"]);
  }, 60_000);

  test("a client without codeLens/refresh gets no refresh request; an unknown command or bad arguments are refused with a message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agentspec-lenses-"));
    writeFileSync(join(dir, "flow.json"), SPEC);
    writeFileSync(join(dir, "a.agentspec-test.json"), PASSING.replace("../flow.json", "flow.json"));
    const uri = pathToFileURL(join(dir, "a.agentspec-test.json")).href;
    const { rpc, refreshes } = await start();
    // Not open: run from disk.
    const verdict = (await rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestCase", arguments: [{ uri, index: 0 }] })) as { passed: boolean };
    expect(verdict.passed).toBe(true);
    await expect(rpc.sendRequest("workspace/executeCommand", { command: "agentspec.other", arguments: [] })).rejects.toThrow('unknown command "agentspec.other"');
    await expect(rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestCase", arguments: [{ uri }] })).rejects.toThrow("takes { uri, index }");
    await expect(rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestFile", arguments: [{ uri: "untitled:1" }] })).rejects.toThrow("naming a test file on disk");
    expect(refreshes()).toBe(0);
  }, 30_000);
});
