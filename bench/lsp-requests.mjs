// The third part of bench/lsp.bench.mjs: every request an editor sends right after a keystroke, at
// two sizes (2,000 and 20,000 nodes; quick mode: 200 and 2,000), while the document's check of the
// keystroke before is running. A real JSON-RPC client (vscode-jsonrpc) opens the spec in
// `agentspec lsp --strict`; each round, for each request: a keystroke (a letter typed into a
// transition's `to`, or taken back), a wait past the server's 120 ms debounce (so that keystroke's
// check has started, as when one types at an ordinary pace), a second keystroke, and at once the
// request, timed from sending it to its answer. Medians and 95th percentiles.
//
// Keystroke to diagnostics is timed at both sizes too (change sent to the diagnostics of that
// version, minus the debounce).
//
// The peer is vscode-json-languageservice (the engine of VS Code's JSON support) with the spec's
// schema, in this process, on the same text after the same keystroke: it has no incremental parse,
// so each request is a parse of the new text and the request (completion, hover, definition,
// document symbols, formatting: it has no references, highlights or code actions of its own for
// this document).
import * as vscodeJson from "vscode-json-languageservice";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { QUICK, makeSpec, median, table } from "./lib.mjs";

const DEBOUNCE_MS = 120; // src/lsp/server.ts
const { getLanguageService, TextDocument } = vscodeJson.default ?? vscodeJson;
const schema = JSON.parse(readFileSync(new URL("../schema/agentspec-v2.schema.json", import.meta.url), "utf8"));
const peer = getLanguageService({ schemaRequestService: (uri) => Promise.reject(new Error(`unexpected schema request: ${uri}`)) });
peer.configure({ validate: false, allowComments: false, schemas: [{ uri: schema.$id, fileMatch: ["*.json"], schema }] });

export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The request names, in the table's order, with their targets at the smaller size (ms, medians) and at the larger (p95). */
export const REQUEST_TARGETS = [
  ["completion in a to", 5],
  ["hover on a to", 5],
  ["definition from a to", 5],
  ["references from a to", 5],
  ["highlights on a to", 5],
  ["code action at the cursor", 5],
  ["document symbols", 25],
  ["formatting", 35],
];

/** The spec text of `n` nodes and the keystroke's place (inside a `to`'s id, before its closing quote). */
function specAt(n) {
  const text = JSON.stringify(makeSpec(n), null, 2);
  const needle = `"to": "node-${n / 2 + 1}"`;
  const at = text.indexOf(needle) + needle.length - 1;
  if (at < needle.length) throw new Error("the keystroke's place is not in the spec");
  const lines = text.slice(0, at).split("\n");
  return { text, at, place: { line: lines.length - 1, character: lines.at(-1).length } };
}

async function start(cli, uri, text) {
  const proc = spawn(process.execPath, [cli, "lsp", "--strict"], { stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  let waiting;
  rpc.onNotification("textDocument/publishDiagnostics", (p) => {
    if (waiting && p.uri === uri && (waiting.version === undefined || p.version === waiting.version)) {
      const w = waiting;
      waiting = undefined;
      w.resolve(p);
    }
  });
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  const published = (version) => new Promise((resolve) => (waiting = { version, resolve }));
  const first = published(1);
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  await first;
  return { proc, rpc, published, version: 1, typed: false };
}

/** Measures one server at one size; returns per-request samples, keystroke-to-diagnostics samples, and the peer's. */
export async function measureRequests(cli, n, { rounds, keystrokes, peerRounds }) {
  const uri = `file:///bench/requests-${n}.agentspec.json`;
  const spec = specAt(n);
  const { place } = spec;
  const doc = { textDocument: { uri } };
  const requests = {
    "completion in a to": ["textDocument/completion", { ...doc, position: place }],
    "hover on a to": ["textDocument/hover", { ...doc, position: place }],
    "definition from a to": ["textDocument/definition", { ...doc, position: place }],
    "references from a to": ["textDocument/references", { ...doc, position: place, context: { includeDeclaration: true } }],
    "highlights on a to": ["textDocument/documentHighlight", { ...doc, position: place }],
    "code action at the cursor": ["textDocument/codeAction", { ...doc, range: { start: place, end: place }, context: { diagnostics: [] } }],
    "document symbols": ["textDocument/documentSymbol", doc],
    formatting: ["textDocument/formatting", { ...doc, options: { tabSize: 2, insertSpaces: true } }],
  };
  const server = await start(cli, uri, spec.text);
  const edit = async () => {
    const add = !server.typed;
    server.typed = add;
    const version = ++server.version;
    const change = add ? { range: { start: place, end: place }, text: "x" } : { range: { start: place, end: { line: place.line, character: place.character + 1 } }, text: "" };
    await server.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [change] });
    return version;
  };
  const samples = Object.fromEntries(Object.keys(requests).map((k) => [k, []]));
  const toDiagnostics = [];
  try {
    // Keystroke to diagnostics: each keystroke's own diagnostics waited for.
    for (let k = -2; k < keystrokes; k++) {
      const arrived = server.published(server.version + 1);
      const t0 = performance.now();
      await edit();
      await arrived;
      if (k >= 0) toDiagnostics.push(performance.now() - t0 - DEBOUNCE_MS);
    }
    for (let r = -2; r < rounds; r++) {
      for (const [label, [method, params]] of Object.entries(requests)) {
        await edit();
        // The keystroke's check starts once the debounce is over; the next keystroke and the request land while it runs.
        await sleep(DEBOUNCE_MS + 5);
        await edit();
        const t0 = performance.now();
        await server.rpc.sendRequest(method, params);
        if (r >= 0) samples[label].push(performance.now() - t0);
      }
    }
  } finally {
    server.rpc.dispose();
    server.proc.kill();
  }
  // The peer on the same text after the same keystroke: a parse and the request, each round.
  const peerSamples = {};
  const texts = [spec.text, spec.text.slice(0, spec.at) + "x" + spec.text.slice(spec.at)];
  const calls = {
    "completion in a to": (d, j) => peer.doComplete(d, spec.place, j),
    "hover on a to": (d, j) => peer.doHover(d, spec.place, j),
    "definition from a to": (d, j) => peer.findDefinition(d, spec.place, j),
    "document symbols": (d, j) => peer.findDocumentSymbols2(d, j),
    formatting: (d) => peer.format(d, undefined, { tabSize: 2, insertSpaces: true }),
  };
  for (const [label, call] of Object.entries(calls)) {
    peerSamples[label] = [];
    for (let r = -1; r < peerRounds; r++) {
      const d = TextDocument.create(uri, "json", r + 2, texts[(r + 2) % 2]);
      const t0 = performance.now();
      const json = peer.parseJSONDocument(d);
      await call(d, json);
      if (r >= 0) peerSamples[label].push(performance.now() - t0);
    }
  }
  // The floor under every request after a keystroke: the server makes the changed document's text
  // anew from its bytes (EditedDocument.spliceBytes), a string of the document's length.
  const bytes = Buffer.from(spec.text, "latin1");
  const newText = [];
  for (let r = -1; r < 9; r++) {
    const t0 = performance.now();
    const made = bytes.toString("ascii", 0, bytes.length);
    if (made.length !== spec.text.length) throw new Error("the document's text was not made whole");
    if (r >= 0) newText.push(performance.now() - t0);
  }
  return { n, mb: spec.text.length / 1e6, samples, toDiagnostics, peerSamples, newText };
}

/** Runs the requests at both sizes (rounds and the peer's rounds per size) and prints the table. */
export async function requestsAfterKeystroke(cli, { rounds = QUICK ? [2, 2] : [25, 20], peerRounds = QUICK ? [1, 1] : [9, 3] } = {}) {
  const sizes = QUICK ? [200, 2000] : [2000, 20000];
  const results = [];
  for (const [i, n] of sizes.entries()) results.push(await measureRequests(cli, n, { rounds: rounds[i], keystrokes: QUICK ? 2 : 10, peerRounds: peerRounds[i] }));
  printRequests(results);
  return results;
}

/** The table of measureRequests's results, a median, a p95 and the peer's median per size. */
function printRequests(results) {
  const fmt = (x) => (x === undefined || Number.isNaN(x) ? "—" : x.toFixed(1));
  const sizes = results.map((r) => `${r.n.toLocaleString("en")} nodes (${r.mb.toFixed(2)} MB)`).join(" and ");
  console.log(`\nEvery request right after a keystroke, while the check of the keystroke before runs: ${sizes}, ms; the peer (vscode-json-languageservice, parse + request, same text) in the same run\n`);
  const columns = (r) => {
    const n = r.n.toLocaleString("en");
    return [`${n}: median`, `${n}: p95`, `${n}: peer`];
  };
  table(
    ["request", ...results.flatMap(columns)],
    [
      ...REQUEST_TARGETS.map(([label]) => [label, ...results.flatMap((r) => [fmt(median(r.samples[label])), fmt(p95(r.samples[label])), fmt(r.peerSamples[label] ? median(r.peerSamples[label]) : undefined)])]),
      ["keystroke to diagnostics (debounce not counted)", ...results.flatMap((r) => [fmt(median(r.toDiagnostics)), fmt(p95(r.toDiagnostics)), "—"])],
      ["the floor: the document's text made anew (in the bench's process)", ...results.flatMap((r) => [fmt(median(r.newText)), fmt(p95(r.newText)), "—"])],
    ],
  );
}

// `node bench/lsp-requests.mjs [rounds]`: this part alone, at 2,000 nodes only (the larger size
// takes minutes; bench/lsp.bench.mjs runs both), for this checkout's built server.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 9);
  const cli = fileURLToPath(new URL("../dist/cli.cjs", import.meta.url));
  printRequests([await measureRequests(cli, QUICK ? 200 : 2000, { rounds, keystrokes: QUICK ? 2 : 5, peerRounds: QUICK ? 1 : 5 })]);
}
