// agentspec lsp's editing features through a real JSON-RPC client (vscode-jsonrpc) over the child's
// stdio: the right files only, code actions by range and kind with minimal edits, formatting,
// rename (with the workspace's test files on disk), folding, selection, highlights, workspace
// symbols, inlay hints and cancellation.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection, ResponseError, CancellationTokenSource } from "vscode-jsonrpc/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { formatText } from "../../src/format/index.js";
import { CLI } from "../cli/helpers.js";

interface Range {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface TextEdit {
  range: Range;
  newText: string;
}
interface Diagnostic {
  range: Range;
  code: string;
  message: string;
  data?: unknown;
}
interface Action {
  title: string;
  kind: string;
  diagnostics?: Diagnostic[];
  edit: { changes: Record<string, TextEdit[]> };
}

let child: ChildProcessWithoutNullStreams | undefined;
let connection: MessageConnection | undefined;
afterEach(() => {
  connection?.dispose();
  child?.kill();
  connection = undefined;
  child = undefined;
});

async function start(rootUri: string | null = null): Promise<{ rpc: MessageConnection; diagnostics: (uri: string) => Promise<Diagnostic[]> }> {
  const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
  child = proc;
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  connection = rpc;
  const got = new Map<string, Diagnostic[][]>();
  const waiting = new Map<string, ((d: Diagnostic[]) => void)[]>();
  rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Diagnostic[] }) => {
    const w = waiting.get(p.uri)?.shift();
    if (w) w(p.diagnostics);
    else got.set(p.uri, [...(got.get(p.uri) ?? []), p.diagnostics]);
  });
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  const diagnostics = (uri: string): Promise<Diagnostic[]> => {
    const queued = got.get(uri);
    if (queued && queued.length > 0) return Promise.resolve(queued.shift()!);
    return new Promise((resolve) => waiting.set(uri, [...(waiting.get(uri) ?? []), resolve]));
  };
  return { rpc, diagnostics };
}

const open = (rpc: MessageConnection, uri: string, text: string, version = 1): Promise<void> =>
  rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version, text } });

/** Apply LSP edits to a text as an editor does. */
function apply(text: string, edits: readonly TextEdit[]): string {
  const doc = TextDocument.create("file:///x", "json", 1, text);
  return TextDocument.applyEdits(doc, edits as TextEdit[]);
}

const pos = (text: string, needle: string, delta = 0): { line: number; character: number } => {
  const offset = text.indexOf(needle) + delta;
  if (offset < delta) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length - 1, character: before[before.length - 1]!.length };
};

const SPEC = `{
  "version": 2,
  "nodes": [
    { "id": "start", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/a", "method": "GET", "proxy": "US" },
      "transition": [ { "to": "check" } ] },
    { "id": "check", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/b", "method": "GET" },
      "transition": [ { "to": "done", "when": { "source": "node", "of": "check", "path": "evaluation.scores.mean", "op": "gt", "value": 5 } } ] },
    { "id": "done", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://api.example.com/c", "method": "GET", "proxy": "Brazil" } }
  ]
}
`;

describe("the right files only", () => {
  test("package.json and tsconfig.json get no diagnostics, completion, hover, code actions, formatting or symbols; a spec next to them does", async () => {
    const { rpc, diagnostics } = await start();
    const pkg = "file:///w/package.json";
    const pkgText = '{\n  "name": "x",\n  "version": "1.0.0",\n  "scripts": {"test": "vitest"}\n}\n';
    const tsconfig = "file:///w/tsconfig.json";
    await open(rpc, pkg, pkgText);
    await open(rpc, tsconfig, '{ "compilerOptions": { "strict": true } }');
    await open(rpc, "file:///w/flow.json", SPEC);
    expect(await diagnostics(pkg)).toEqual([]);
    expect(await diagnostics(tsconfig)).toEqual([]);
    expect((await diagnostics("file:///w/flow.json")).map((d) => d.code)).toEqual(["webhook/invalid-proxy", "webhook/invalid-proxy"]);
    const at = { textDocument: { uri: pkg }, position: pos(pkgText, '"name"', 1) };
    expect(await rpc.sendRequest("textDocument/completion", at)).toEqual([]);
    expect(await rpc.sendRequest("textDocument/hover", at)).toBeNull();
    expect(await rpc.sendRequest("textDocument/formatting", { textDocument: { uri: pkg }, options: { tabSize: 2, insertSpaces: true } })).toEqual([]);
    expect(await rpc.sendRequest("textDocument/documentSymbol", { textDocument: { uri: pkg } })).toEqual([]);
    expect(
      await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri: pkg }, range: { start: { line: 0, character: 0 }, end: { line: 4, character: 0 } }, context: { diagnostics: [], only: ["source.fixAll"] } }),
    ).toEqual([]);
  }, 30_000);

  test("a document becomes ours when its keys say so, and its diagnostics go when they no longer do", async () => {
    const { rpc, diagnostics } = await start();
    const uri = "file:///w/new.json";
    await open(rpc, uri, "");
    expect(await diagnostics(uri)).toEqual([]);
    // An empty document is undecided: completion offers the spec snippet.
    const items = (await rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position: { line: 0, character: 0 } })) as { label: string }[];
    expect(items.length).toBeGreaterThan(0);
    await rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ text: '{ "nodes": [ { "id": "a" } ] }' }] });
    expect((await diagnostics(uri)).length).toBeGreaterThan(0);
    await rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 3 }, contentChanges: [{ text: '{ "name": "x" }' }] });
    expect(await diagnostics(uri)).toEqual([]);
  }, 30_000);
});

describe("code actions", () => {
  test("quick fixes only for the diagnostics in the range; fix-all only when asked, as minimal edits inside the spans they claim", async () => {
    const { rpc, diagnostics } = await start();
    const uri = "file:///w/flow.json";
    await open(rpc, uri, SPEC);
    const found = await diagnostics(uri);
    const us = found.find((d) => d.message.includes('"US"'))!;
    // A cursor move onto the "US" line sends every diagnostic of the document: only the one in range answers.
    const cursor = { start: us.range.start, end: us.range.start };
    const onCursor = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: cursor, context: { diagnostics: found } })) as Action[];
    expect(onCursor.map((a) => a.title)).toEqual(['Write the route as "us"']);
    expect(onCursor[0]!.edit.changes[uri]).toEqual([{ range: us.range, newText: '"us"' }]);
    // Elsewhere, nothing.
    const elsewhere = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, context: { diagnostics: found } })) as Action[];
    expect(elsewhere).toEqual([]);
    // Fix-all: two edits of a character each, and the fixed text.
    const all = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: cursor, context: { diagnostics: found, only: ["source"] } })) as Action[];
    expect(all.map((a) => a.kind)).toEqual(["source.fixAll"]);
    const edits = all[0]!.edit.changes[uri]!;
    expect(edits).toHaveLength(2);
    for (const e of edits) expect(e.range.start.line).toBe(e.range.end.line);
    expect(apply(SPEC, edits)).toBe(SPEC.replace('"US"', '"us"').replace('"Brazil"', '"brazil"'));
  }, 30_000);

  test("a test file and a bundle get no spec fixes", async () => {
    const { rpc, diagnostics } = await start();
    const uri = "file:///w/b.json";
    const text = JSON.stringify({ format: "agentspec-bundle", agents: [] });
    await open(rpc, uri, text);
    await diagnostics(uri);
    expect(await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, context: { diagnostics: [], only: ["source.fixAll"] } })).toEqual([]);
  }, 30_000);
});

describe("formatting", () => {
  const messy = '{"version":2,\n"nodes":[{"id":"a","type":"action","actionType":"WEBHOOK","config":{"url":"https://x.example/","method":"GET"}}]}';

  test("the document's formatting is agentspec fmt's text, as edits of white space only; a second formatting has nothing to do", async () => {
    const { rpc } = await start();
    const uri = "file:///w/messy.json";
    await open(rpc, uri, messy);
    const edits = (await rpc.sendRequest("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 4, insertSpaces: true } })) as TextEdit[];
    const fmt = formatText(messy);
    if (!("output" in fmt)) throw new Error("not formattable");
    expect(apply(messy, edits)).toBe(fmt.output);
    // Only white space is inserted or removed: no token is rewritten.
    for (const e of edits) expect(e.newText).toMatch(/^\s*$/);
    await rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ text: fmt.output }] });
    expect(await rpc.sendRequest("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } })).toEqual([]);
  }, 30_000);

  test("range formatting edits only inside the range", async () => {
    const { rpc } = await start();
    const uri = "file:///w/messy.json";
    await open(rpc, uri, messy);
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 13 } };
    const edits = (await rpc.sendRequest("textDocument/rangeFormatting", { textDocument: { uri }, range, options: { tabSize: 2, insertSpaces: true } })) as TextEdit[];
    expect(edits.length).toBeGreaterThan(0);
    for (const e of edits) {
      expect(e.range.start.line).toBe(0);
      expect(e.range.end.character).toBeLessThanOrEqual(13);
    }
    expect(apply(messy, edits).split("\n").slice(-1)[0]).toBe(messy.split("\n")[1]);
  }, 30_000);

  test("a document that is not JSON is refused with a positioned message", async () => {
    const { rpc } = await start();
    const uri = "file:///w/broken.json";
    await open(rpc, uri, '{ "version": 2, "nodes": [ }');
    const error = await rpc.sendRequest("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError<void>).message).toMatch(/^the document cannot be formatted: line 1, column \d+: /);
  }, 30_000);
});

describe("rename", () => {
  test("prepareRename gives the id without quotes; rename changes the id, every to and of, and the test files on disk that name it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agentspec-lsp-rename-"));
    mkdirSync(join(dir, "tests"));
    const specPath = join(dir, "flow.json");
    writeFileSync(specPath, SPEC);
    const testText = JSON.stringify(
      {
        spec: "../flow.json",
        cases: [{ name: "goes on", results: { start: {}, check: { evaluation: { scores: { mean: 7 } } }, done: {} }, expect: { path: ["start", "check", "done"], end: "done", routes: { check: "direct" } } }],
      },
      null,
      2,
    );
    const testPath = join(dir, "tests", "flow.agentspec-test.json");
    writeFileSync(testPath, testText);
    // A test file of another spec is left alone.
    writeFileSync(join(dir, "tests", "other.agentspec-test.json"), JSON.stringify({ spec: "../other.json", cases: [{ name: "x", results: { check: {} }, expect: { end: "check" } }] }));
    const root = pathToFileURL(dir).href;
    const uri = pathToFileURL(specPath).href;
    const { rpc } = await start(root);
    await open(rpc, uri, SPEC);
    const at = pos(SPEC, '"to": "check"', 8);
    const prepared = (await rpc.sendRequest("textDocument/prepareRename", { textDocument: { uri }, position: at })) as { range: Range; placeholder: string };
    expect(prepared).toEqual({ range: { start: pos(SPEC, 'check" } ] }'), end: pos(SPEC, '" } ] }') }, placeholder: "check" });
    const edit = (await rpc.sendRequest("textDocument/rename", { textDocument: { uri }, position: at, newName: "review" })) as { changes: Record<string, TextEdit[]> };
    expect(Object.keys(edit.changes).sort()).toEqual([uri, pathToFileURL(testPath).href].sort());
    const renamed = apply(SPEC, edit.changes[uri]!);
    expect(renamed).toBe(SPEC.replaceAll('"check"', '"review"'));
    const renamedTest = JSON.parse(apply(readFileSync(testPath, "utf8"), edit.changes[pathToFileURL(testPath).href]!)) as { cases: { results: object; expect: { path: string[]; end: string; routes: object } }[] };
    expect(Object.keys(renamedTest.cases[0]!.results)).toEqual(["start", "review", "done"]);
    expect(renamedTest.cases[0]!.expect).toEqual({ path: ["start", "review", "done"], end: "done", routes: { review: "direct" } });
  }, 30_000);

  test("a rename onto an id that exists, or an empty one, is refused with a message; so is a rename off an id", async () => {
    const { rpc } = await start();
    const uri = "file:///w/flow.json";
    await open(rpc, uri, SPEC);
    const refused = (p: unknown): Promise<string> =>
      rpc.sendRequest("textDocument/rename", p).then(
        () => "answered",
        (e: ResponseError<void>) => e.message,
      );
    const at = pos(SPEC, '"id": "check"', 8);
    expect(await refused({ textDocument: { uri }, position: at, newName: "done" })).toBe('a node already has the id "done": choose another name');
    expect(await refused({ textDocument: { uri }, position: at, newName: "" })).toBe("a node id cannot be empty");
    const prepare = await rpc.sendRequest("textDocument/prepareRename", { textDocument: { uri }, position: pos(SPEC, '"method"', 2) }).then(
      () => "answered",
      (e: ResponseError<void>) => e.message,
    );
    expect(prepare).toMatch(/^only a node id can be renamed here/);
  }, 30_000);
});

describe("structure and navigation", () => {
  test("folding ranges, selection ranges, document highlights and the route inlay hint", async () => {
    const { rpc } = await start();
    const uri = "file:///w/flow.json";
    await open(rpc, uri, SPEC);
    const folds = (await rpc.sendRequest("textDocument/foldingRange", { textDocument: { uri } })) as { startLine: number; endLine: number }[];
    // The root (lines 0–11), the nodes array (2–10), the first node (3–5) and the second (6–8): the closing line stays shown.
    expect(folds.map((f) => [f.startLine, f.endLine])).toEqual([
      [0, 10],
      [2, 9],
      [3, 4],
      [6, 7],
    ]);
    for (const f of folds) expect(f.endLine).toBeGreaterThan(f.startLine);

    const cursor = pos(SPEC, '"proxy": "US"', 11);
    const [selection] = (await rpc.sendRequest("textDocument/selectionRange", { textDocument: { uri }, positions: [cursor] })) as { range: Range; parent?: unknown }[];
    const chain: Range[] = [];
    for (let s = selection as { range: Range; parent?: unknown } | undefined; s; s = s.parent as typeof s) chain.push(s.range);
    const doc = TextDocument.create(uri, "json", 1, SPEC);
    const texts = chain.map((r) => SPEC.slice(doc.offsetAt(r.start), doc.offsetAt(r.end)));
    expect(texts.slice(0, 3)).toEqual(['"US"', '"proxy": "US"', '{ "url": "https://api.example.com/a", "method": "GET", "proxy": "US" }']);
    expect(texts[texts.length - 1]).toBe(SPEC.trimEnd());
    for (let i = 1; i < texts.length; i++) expect(texts[i]!.includes(texts[i - 1]!)).toBe(true);

    const highlights = (await rpc.sendRequest("textDocument/documentHighlight", { textDocument: { uri }, position: pos(SPEC, '"id": "check"', 8) })) as { range: Range; kind: number }[];
    expect(highlights.map((h) => [h.kind, SPEC.slice(doc.offsetAt(h.range.start), doc.offsetAt(h.range.end))])).toEqual([
      [3, '"check"'],
      [2, '"check"'],
      [2, '"check"'],
    ]);

    const hints = (await rpc.sendRequest("textDocument/inlayHint", { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 12, character: 0 } } })) as { position: { line: number; character: number }; label: string }[];
    // Only "check" leaves proxy out.
    expect(hints).toEqual([expect.objectContaining({ position: pos(SPEC, '{ "url": "https://api.example.com/b"', 1), label: "proxy: direct" })]);
  }, 30_000);

  test("workspace symbols: every node of every spec in the workspace, open or on disk, filtered by the query", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agentspec-lsp-symbols-"));
    writeFileSync(join(dir, "flow.json"), SPEC);
    writeFileSync(join(dir, "package.json"), '{ "name": "x", "version": "1.0.0" }');
    mkdirSync(join(dir, "node_modules"));
    writeFileSync(join(dir, "node_modules", "dep.json"), SPEC);
    const { rpc } = await start(pathToFileURL(dir).href);
    const openUri = "file:///elsewhere/open.json";
    await open(rpc, openUri, SPEC.replace('"id": "done"', '"id": "finish"').replace('"to": "done"', '"to": "finish"'));
    const all = (await rpc.sendRequest("workspace/symbol", { query: "" })) as { name: string; location: { uri: string } }[];
    const byFile = (name: string): string[] => all.filter((s) => s.location.uri.endsWith(name)).map((s) => s.name);
    expect(byFile("flow.json")).toEqual(["start", "check", "done"]);
    expect(byFile("open.json")).toEqual(["start", "check", "finish"]);
    expect(all.some((s) => s.location.uri.includes("node_modules") || s.location.uri.endsWith("package.json"))).toBe(false);
    const some = (await rpc.sendRequest("workspace/symbol", { query: "CH" })) as { name: string }[];
    expect(some.map((s) => s.name)).toEqual(["check", "check"]);
  }, 30_000);
});

describe("cancellation", () => {
  test("requests cancelled while a long one runs are answered as cancelled, without running", async () => {
    const { rpc, diagnostics } = await start();
    const uri = "file:///w/big.json";
    // 1,400 webhook nodes with a route in the wrong case: fix-all re-checks the spec in rounds. The
    // text stays under the 256 KiB above which a long request runs in a thread of the document's own
    // (test/lsp/workers.test.ts cancels those), so fix-all holds the server's thread here and
    // the hovers wait behind it.
    const nodes = Array.from({ length: 1400 }, (_, i) => ({ id: `n${i}`, type: "action", actionType: "WEBHOOK", config: { url: `https://x.example/${i}`, method: "GET", proxy: "US" }, transition: i < 1399 ? [{ to: `n${i + 1}` }] : [] }));
    const text = JSON.stringify({ version: 2, nodes });
    expect(text.length).toBeLessThan(256 * 1024);
    await open(rpc, uri, text);
    await diagnostics(uri);
    const slow = rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ["source.fixAll"] } });
    const sources = Array.from({ length: 6 }, () => new CancellationTokenSource());
    const hovers = sources.map((s) => rpc.sendRequest("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 40 } }, s.token).then(() => "ran", (e: ResponseError<void>) => e.code));
    for (const s of sources) s.cancel();
    expect(((await slow) as Action[]).map((a) => a.kind)).toEqual(["source.fixAll"]);
    expect(await Promise.all(hovers)).toEqual(Array(6).fill(-32800));
  }, 60_000);
});
