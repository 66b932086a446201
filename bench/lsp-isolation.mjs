// The second part of bench/lsp.bench.mjs: what a large document costs the requests on the other
// documents, and what cancelling its long requests saves. A real JSON-RPC client (vscode-jsonrpc)
// keeps a small spec open and sends hover and completion on it one after the other, timing each,
// in three phases of the same run: with no large document open (the reference), while a 20 MB
// spec is opened and checked (from its didOpen to its diagnostics), and while that spec is edited
// (a keystroke every 50 ms, up to the diagnostics of the last one). The delay a large document
// causes is the phase's latency less the reference's median; the target is at most 50 ms.
//
// The large spec is valid but for a route written in the wrong case in a quarter of its nodes
// (fix-all's work). Then six long requests on the large spec (fix-all, formatting, range formatting, rename,
// document symbols, folding ranges), sent at once and all cancelled ($/cancelRequest) 250 ms
// later, when the first is running: the ms from sending them until all six are answered, and what
// each was answered with (-32800 is RequestCancelled; "answered" is a result: it ran to its end).
//
// The 20 MB spec is written to the server's stdin as one framed message prepared beforehand, so
// that the bench's own JSON.stringify of it does not stall the client's timing of the probes.
// A probe written right after it reaches the server only once those bytes have passed the pipe:
// the same bytes through a pipe to a process that only reads them are timed last (the floor of the
// opening phase's delay for any server on stdio).
import { spawn } from "node:child_process";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { QUICK, makeSpec, median, table } from "./lib.mjs";

const SMALL = "file:///bench/small.agentspec.json";
const LARGE = "file:///bench/large.agentspec.json";
const smallText = JSON.stringify(makeSpec(50), null, 2);
const probeAt = (() => {
  const needle = '"to": "node-26"';
  const before = smallText.slice(0, smallText.indexOf(needle) + needle.length - 2).split("\n");
  return { line: before.length - 1, character: before.at(-1).length };
})();

/** The large spec: about 20 MB (quick: about 0.7 MB, put in a worker by a lower threshold). */
function largeSpec() {
  const perNode = JSON.stringify(makeSpec(100), null, 2).length / 100;
  const nodes = Math.round((QUICK ? 0.7e6 : 20e6) / perNode);
  // A route in the wrong case in a quarter of the nodes: fix-all has work to do.
  const text = JSON.stringify(makeSpec(nodes), null, 2).replaceAll('"proxy": "us"', '"proxy": "US"');
  const needle = `"to": "node-${Math.floor(nodes / 2) + 1}"`;
  const at = text.indexOf(needle) + needle.length - 1;
  const lines = text.slice(0, at).split("\n");
  return { text, nodes, place: { line: lines.length - 1, character: lines.at(-1).length } };
}

/** A framed LSP message, ready to be written as it is. */
function frame(message) {
  const body = Buffer.from(JSON.stringify(message), "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]);
}

async function start(cli, extra) {
  const proc = spawn(process.execPath, [cli, "lsp", ...extra], { stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  const waiting = new Map();
  rpc.onNotification("textDocument/publishDiagnostics", (p) => {
    const w = waiting.get(p.uri);
    if (w && (w.version === undefined || p.version === w.version)) {
      waiting.delete(p.uri);
      w.resolve(p);
    }
  });
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  const published = (uri, version) => new Promise((resolve) => waiting.set(uri, { version, resolve }));
  return { proc, rpc, published };
}

/** Hover and completion on the small spec, one after the other, until `until` settles; each one's ms. */
async function probe(server, until, minimum = 0) {
  let over = false;
  void until.then(() => (over = true));
  const samples = [];
  for (let i = 0; !over || samples.length < minimum; i++) {
    const method = i % 2 ? "textDocument/completion" : "textDocument/hover";
    const t0 = performance.now();
    await server.rpc.sendRequest(method, { textDocument: { uri: SMALL }, position: probeAt });
    samples.push(performance.now() - t0);
    // A client asks now and then, not in a tight loop.
    await new Promise((r) => setTimeout(r, 5));
  }
  return samples;
}

const LONG = (place, endLine) => [
  ["textDocument/codeAction", { textDocument: { uri: LARGE }, range: { start: place, end: place }, context: { diagnostics: [], only: ["source.fixAll"] } }],
  ["textDocument/formatting", { textDocument: { uri: LARGE }, options: { tabSize: 2, insertSpaces: true } }],
  ["textDocument/rangeFormatting", { textDocument: { uri: LARGE }, range: { start: { line: 0, character: 0 }, end: { line: endLine, character: 0 } }, options: { tabSize: 2, insertSpaces: true } }],
  ["textDocument/rename", { textDocument: { uri: LARGE }, position: place, newName: "renamed" }],
  ["textDocument/documentSymbol", { textDocument: { uri: LARGE } }],
  ["textDocument/foldingRange", { textDocument: { uri: LARGE } }],
];

/** The phases above on one server; its rows of figures. */
async function measure(name, cli, extra, large) {
  const server = await start(cli, extra);
  try {
    const first = server.published(SMALL);
    await server.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: SMALL, languageId: "json", version: 1, text: smallText } });
    await first;
    // Warm the probe's path, then the reference.
    await probe(server, Promise.resolve(), 10);
    const idle = await probe(server, Promise.resolve(), QUICK ? 4 : 60);

    const opened = server.published(LARGE, 1);
    const message = frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri: LARGE, languageId: "json", version: 1, text: large.text } } });
    const sent = new Promise((resolve) => server.proc.stdin.write(message, resolve));
    const opening = await probe(server, Promise.all([sent, opened]), 2);
    const diagnostics = await opened;
    const unexpected = diagnostics.diagnostics.find((d) => d.severity === 1 && d.code !== "webhook/invalid-proxy");
    if (unexpected) throw new Error(`the large spec must have no error but its routes: ${JSON.stringify(unexpected)}`);

    // Keystrokes in the large spec (type a letter, take it back), 50 ms apart, up to the last one's diagnostics.
    const KEYS = QUICK ? 2 : 10;
    let version = 1;
    const lastChecked = server.published(LARGE, 1 + KEYS);
    const typing = (async () => {
      for (let k = 0; k < KEYS; k++) {
        const { place } = large;
        const change = k % 2 === 0 ? { range: { start: place, end: place }, text: "x" } : { range: { start: place, end: { line: place.line, character: place.character + 1 } }, text: "" };
        await server.rpc.sendNotification("textDocument/didChange", { textDocument: { uri: LARGE, version: ++version }, contentChanges: [change] });
        await new Promise((r) => setTimeout(r, 50));
      }
      await lastChecked;
    })();
    const editing = await probe(server, typing, 2);

    // Six long requests on the large spec, all cancelled 250 ms after they were sent (the first is running by then).
    const endLine = large.text.split("\n").length - 1;
    const { CancellationTokenSource } = cancellation;
    const sources = LONG(large.place, endLine).map(() => new CancellationTokenSource());
    const t0 = performance.now();
    const answered = LONG(large.place, endLine).map(([method, params], i) =>
      server.rpc.sendRequest(method, params, sources[i].token).then(
        () => "answered",
        (e) => e.code,
      ),
    );
    await new Promise((r) => setTimeout(r, CANCEL_AFTER_MS));
    for (const source of sources) source.cancel();
    const codes = await Promise.all(answered);
    const cancelledMs = performance.now() - t0;
    return { name, idle, opening, editing, cancelledMs, codes };
  } finally {
    server.rpc.dispose();
    server.proc.kill();
  }
}

/** Ms for `message` to pass through a pipe to a Node process that only reads it (medians of a few). */
async function pipeMs(message) {
  const samples = [];
  for (let i = 0; i < (QUICK ? 1 : 5); i++) {
    const reader = spawn(process.execPath, ["-e", `let n = 0; process.stdin.on("data", (c) => { if (n === 0) process.stdout.write("r"); n += c.length; if (n >= ${message.length}) process.stdout.write("x"); });`], { stdio: "pipe" });
    // Started, and its stdin read: a first byte comes back.
    await new Promise((resolve) => {
      reader.stdout.once("data", resolve);
      reader.stdin.write(message.subarray(0, 1));
    });
    const t0 = performance.now();
    await new Promise((resolve) => {
      reader.stdout.once("data", resolve);
      reader.stdin.write(message.subarray(1));
    });
    samples.push(performance.now() - t0);
    reader.kill();
  }
  return median(samples);
}

let cancellation;
// Quick mode cancels at once (its small spec could be answered within 250 ms).
const CANCEL_AFTER_MS = QUICK ? 0 : 250;

/** Runs the phases on each server ([name, cli, extra args]) and prints the tables. */
export async function isolation(servers) {
  cancellation = await import("vscode-jsonrpc/node.js");
  const large = largeSpec();
  const results = [];
  for (const [name, cli, extra] of servers) results.push(await measure(name, cli, extra, large));
  const mb = (large.text.length / 1e6).toFixed(1);
  console.log(`\nHover and completion on a 50-node spec while a ${mb} MB spec (${large.nodes.toLocaleString("en")} nodes) is opened, then edited: ms per request (median, 95th percentile, max), and the delay (max less the median with no large document)\n`);
  const rows = [];
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
  for (const r of results) {
    const base = median(r.idle);
    const row = (phase, xs) => [r.name, phase, String(xs.length), median(xs).toFixed(1), p95(xs).toFixed(1), Math.max(...xs).toFixed(1), (Math.max(...xs) - base).toFixed(1)];
    rows.push(row("no large document", r.idle), row("large spec opened and checked", r.opening), row("large spec edited", r.editing));
  }
  table(["server", "phase", "requests", "median ms", "p95 ms", "max ms", "delay ms"], rows);
  const message = frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri: LARGE, languageId: "json", version: 1, text: large.text } } });
  console.log(`\nThe ${mb} MB didOpen through a pipe to a process that only reads it: ${(await pipeMs(message)).toFixed(1)} ms (median): a request written right after it waits that long on any server.`);
  console.log(`\nSix long requests on the ${mb} MB spec (fix-all, formatting, range formatting, rename, document symbols, folding ranges), sent together and cancelled ${CANCEL_AFTER_MS} ms later\n`);
  table(
    ["server", "ms until all six answered", "answers"],
    results.map((r) => [r.name, r.cancelledMs.toFixed(1), r.codes.join(" ")]),
  );
}
