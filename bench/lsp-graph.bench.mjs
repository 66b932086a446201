// The spec as a graph in `agentspec lsp`, at 2,000 and 20,000 nodes: a real JSON-RPC client
// (vscode-jsonrpc) opens the spec (a file on disk, so its test file's lens can run it) and, each
// request right after a keystroke (the server holds a new text, as after an edit): prepare call
// hierarchy on a `to`, incoming and outgoing calls of that node, semantic tokens of the whole
// document and of a screen (60 lines), linked editing ranges on the `to`; then, on a test file
// naming the spec, its document links, its code lenses, and a run of the lens (the test file run as
// `agentspec test` runs it: the spec read from disk and checked, the case simulated). Medians and
// p95 of 25 rounds after 4 that are not timed; the answers' sizes as JSON.
// The 20,000-node spec (36 MB) is over the worker threshold: it is kept, and answered, in its own
// threads, as an editor's would be.
// `--idle` sends no keystroke before each request: the request's own cost, with nothing queued
// before it (after a keystroke, a request on a document kept in its threads waits for the check
// that keystroke started).
// `node bench/lsp-graph.bench.mjs [--quick] [--rounds=N] [--idle]` (or `npm run bench lsp-graph`); `--quick`
// (200 and 2,000 nodes, two rounds) is what the test suite runs so the bench cannot rot. Progress
// goes to stderr outside quick mode (a round at 20,000 nodes takes seconds).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { QUICK, makeSpec, median, table } from "./lib.mjs";

const SIZES = QUICK ? [200, 2000] : [2000, 20000];
// `--idle`: no keystroke before each request (the request's own cost, nothing queued before it).
const IDLE = process.argv.includes("--idle");
const roundsArg = process.argv.find((a) => a.startsWith("--rounds="))?.slice("--rounds=".length);
const ROUNDS = roundsArg ? Number(roundsArg) : QUICK ? 2 : 25;
const WARMUP = QUICK ? 1 : Math.min(4, Math.max(1, Math.floor(ROUNDS / 4)));
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`--rounds takes a whole number of rounds, not "${roundsArg}"`);
const cli = fileURLToPath(new URL("../dist/cli.cjs", import.meta.url));
if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)];
};
const positionOf = (text, offset) => {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length - 1, character: before.at(-1).length };
};

async function measure(n) {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-graph-bench-"));
  const text = JSON.stringify(makeSpec(n), null, 2);
  const specPath = join(dir, "order.json");
  writeFileSync(specPath, text);
  // One case, run until its step limit (its verdict is not what is timed).
  const testText = JSON.stringify({ spec: "order.json", maxSteps: 5, cases: [{ name: "walks the ring", results: { "node-0": {} }, expect: { path: ["node-0"] } }] }, null, 2);
  const testPath = join(dir, "order.agentspec-test.json");
  writeFileSync(testPath, testText);
  const uri = pathToFileURL(specPath).href;
  const testUri = pathToFileURL(testPath).href;

  const needle = `"to": "node-${n / 2 + 1}"`;
  const at = text.indexOf(needle) + needle.length - 2; // inside the id
  const place = positionOf(text, at);
  const proc = spawn(process.execPath, [cli, "lsp", "--strict"], { stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  const waiting = new Map();
  rpc.onNotification("textDocument/publishDiagnostics", (p) => waiting.get(p.uri)?.(p));
  rpc.onNotification("window/showMessage", () => undefined);
  rpc.listen();
  const samples = new Map();
  const bytes = new Map();
  try {
    await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    await rpc.sendNotification("initialized", {});
    const opened = new Promise((r) => waiting.set(uri, r));
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    const first = await opened;
    if (first.diagnostics.some((d) => d.severity === 1)) throw new Error(`the bench spec must be valid: ${JSON.stringify(first.diagnostics[0])}`);
    waiting.delete(uri);
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: testUri, languageId: "json", version: 1, text: testText } });

    // A keystroke typed then taken back, on a line of its own, far from the place asked about.
    let version = 1;
    let typed = false;
    const spot = positionOf(text, text.indexOf('"outputVar": "out1"') + '"outputVar": "out'.length);
    const edit = async () => {
      typed = !typed;
      const change = typed ? { range: { start: spot, end: spot }, text: "9" } : { range: { start: spot, end: { line: spot.line, character: spot.character + 1 } }, text: "" };
      await rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: ++version }, contentChanges: [change] });
    };

    const doc = { textDocument: { uri } };
    const item = (await rpc.sendRequest("textDocument/prepareCallHierarchy", { ...doc, position: place }))?.[0];
    if (!item) throw new Error("no call hierarchy item at the bench's place");
    const screen = { start: { line: Math.max(0, place.line - 30), character: 0 }, end: { line: place.line + 30, character: 0 } };
    const requests = {
      "prepare call hierarchy on a to": ["textDocument/prepareCallHierarchy", { ...doc, position: place }],
      "incoming calls": ["callHierarchy/incomingCalls", { item }],
      "outgoing calls": ["callHierarchy/outgoingCalls", { item }],
      "semantic tokens, full": ["textDocument/semanticTokens/full", doc],
      "semantic tokens, a screen (60 lines)": ["textDocument/semanticTokens/range", { ...doc, range: screen }],
      "linked editing range on a to": ["textDocument/linkedEditingRange", { ...doc, position: place }],
      "document links (its test file)": ["textDocument/documentLink", { textDocument: { uri: testUri } }],
      "code lenses (its test file)": ["textDocument/codeLens", { textDocument: { uri: testUri } }],
      "run the test file's lens (spec read and checked)": ["workspace/executeCommand", { command: "agentspec.runTestFile", arguments: [{ uri: testUri }] }],
    };
    for (let r = -WARMUP; r < ROUNDS; r++) {
      for (const [label, [method, params]] of Object.entries(requests)) {
        if (!IDLE) await edit();
        const t0 = performance.now();
        const answer = await rpc.sendRequest(method, params);
        const ms = performance.now() - t0;
        if (label.startsWith("run") && answer.cases?.length !== 1) throw new Error(`the bench's test file must run its case: ${answer.message}`);
        if (!QUICK) process.stderr.write(`${n} nodes, round ${r}: ${label} ${ms.toFixed(1)} ms\n`);
        if (r >= 0) {
          samples.set(label, [...(samples.get(label) ?? []), ms]);
          bytes.set(label, Buffer.byteLength(JSON.stringify(answer)));
        }
      }
    }
  } finally {
    rpc.dispose();
    proc.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  return { n, mb: text.length / 1e6, samples, bytes };
}

const results = [];
for (const n of SIZES) results.push(await measure(n));
console.log(`The spec as a graph in agentspec lsp --strict, each request ${IDLE ? "on an idle document (no keystroke before it)" : "right after a keystroke"}: ms from request to answer, medians and p95 of ${ROUNDS} rounds after ${WARMUP} not timed; the answer's size as JSON\n`);
const labels = [...results[0].samples.keys()];
table(
  ["request", ...results.flatMap((r) => [`${r.n.toLocaleString("en")} nodes median`, "p95", "KB"])],
  labels.map((label) => [label, ...results.flatMap((r) => [median(r.samples.get(label)).toFixed(1), p95(r.samples.get(label)).toFixed(1), (r.bytes.get(label) / 1000).toFixed(1)])]),
);
console.log(`\n(specs of ${results.map((r) => `${r.mb.toFixed(1)} MB`).join(" and ")})`);
