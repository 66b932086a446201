// A keystroke in `agentspec lsp`: a real JSON-RPC client (vscode-jsonrpc) opens a 2,000-node spec
// in the server (`--strict`, as an editor would run it) and sends keystrokes as incremental
// changes: a letter typed into a transition's `to` (an unknown-target error appears), then a
// Backspace (it goes). Timed from sending the change to receiving the diagnostics of that
// version, minus the server's 120 ms debounce; medians.
//
// Then the requests an editor sends right after a keystroke, each on fresh text (a keystroke is
// sent before each request, so the server holds a new string, as after an edit): a code action at
// the cursor without `only` (what VS Code, Neovim and Eglot send on each cursor move), completion in
// the `to` (at the keystroke, where the id is typed, and at the start of the id, where nothing is
// typed yet: the server sends at most COMPLETION_LIMIT of the ids that match what is typed, so the
// second is its longest answer), hover on it, document symbols, formatting; and opening the spec to
// its diagnostics. Medians of 25 rounds after 4 that are not timed (the first rounds compile the
// server's paths).
// Each answer's size as JSON is printed too: the editor receives and parses it all before it shows
// anything, so at 2,000 nodes the largest answers (2,000 node ids, the outline) cost more to send and
// parse than to compute.
// Last, completion again from this checkout for a client that declares LSP 3.17's
// completionList.itemDefaults with editRange (as VS Code does), where nothing is typed: the range is
// sent once for the list.
//
// The peer is another checkout's server (`--before=<checkout>`, its own dist/cli.cjs, built
// there), keystroke for keystroke in the same run; without it the bench times this server alone.
// `node bench/lsp.bench.mjs [nodes] [--before=<checkout>] [--quick]` (or `npm run bench lsp`);
// `--quick` (200 nodes, a few samples) is what the test suite runs so the bench cannot rot.
// Last (bench/lsp-requests.mjs): every request an editor sends after a keystroke, at 2,000 and
// 20,000 nodes (quick: 200 and 2,000), medians and 95th percentiles, beside vscode-json-languageservice.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { QUICK, makeSpec, median, q, table } from "./lib.mjs";
import { isolation } from "./lsp-isolation.mjs";
import { requestsAfterKeystroke } from "./lsp-requests.mjs";

const DEBOUNCE_MS = 120; // src/lsp/server.ts
const KEYSTROKES = QUICK ? 2 : 20;
const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? (QUICK ? 200 : 2000));
const BEFORE = process.argv.find((a) => a.startsWith("--before="))?.slice("--before=".length);
const here = fileURLToPath(new URL("../dist/cli.cjs", import.meta.url));
const servers = [["this checkout", here]];
if (BEFORE) servers.push([`before (${BEFORE})`, join(BEFORE, "dist/cli.cjs")]);
for (const [, cli] of servers) if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` there first`);

const URI = "file:///bench/order.agentspec.json";
const text = JSON.stringify(makeSpec(N), null, 2);
const needle = `"to": "node-${N / 2 + 1}"`;
const at = text.indexOf(needle) + needle.length - 1; // inside the id, before its closing quote
if (at < needle.length) throw new Error("the keystroke's place is not in the spec");
const before = text.slice(0, at).split("\n");
const place = { line: before.length - 1, character: before.at(-1).length };
// The same `to` with nothing typed yet (the cursor after its opening quote): every id matches, so
// the answer is the longest the server sends (COMPLETION_LIMIT items of the 2,000, marked incomplete).
const empty = { line: place.line, character: place.character - (needle.length - '"to": "'.length - 1) };
if (text.split("\n")[empty.line].slice(0, empty.character).endsWith('"to": "') === false) throw new Error("the empty completion's place is not after the opening quote of the to");

/** A started server with the spec open and its first diagnostics in. */
async function open(cli, capabilities = {}) {
  const proc = spawn(process.execPath, [cli, "lsp", "--strict"], { stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  let resolve;
  rpc.onNotification("textDocument/publishDiagnostics", (p) => resolve?.(p));
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities });
  await rpc.sendNotification("initialized", {});
  const published = () => new Promise((r) => (resolve = r));
  const first = published();
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: URI, languageId: "json", version: 1, text } });
  const p = await first;
  if (p.diagnostics.some((d) => d.severity === 1)) throw new Error(`the bench spec must be valid: ${JSON.stringify(p.diagnostics[0])}`);
  return { proc, rpc, published, version: 1 };
}

/** Keystroke k (even: type "x", odd: Backspace) and the ms until its diagnostics arrive, minus the debounce. */
async function keystroke(server, k) {
  const add = k % 2 === 0;
  const version = ++server.version;
  const change = add
    ? { range: { start: place, end: place }, text: "x" }
    : { range: { start: place, end: { line: place.line, character: place.character + 1 } }, text: "" };
  const arrived = server.published();
  const t0 = performance.now();
  await server.rpc.sendNotification("textDocument/didChange", { textDocument: { uri: URI, version }, contentChanges: [change] });
  const p = await arrived;
  const ms = performance.now() - t0 - DEBOUNCE_MS;
  const errors = p.diagnostics.filter((d) => d.severity === 1).map((d) => d.code);
  if (p.version !== version || (add ? errors.join() !== "transition/unknown-target" : errors.length !== 0)) {
    throw new Error(`keystroke ${k}: expected ${add ? "one unknown target" : "no error"} at version ${version}, got ${JSON.stringify(errors)} at ${p.version}`);
  }
  return ms;
}

/** A keystroke without waiting for its diagnostics (the text changes; the request follows at once). */
async function edit(server) {
  const add = !server.typed;
  server.typed = add;
  const version = ++server.version;
  const change = add
    ? { range: { start: place, end: place }, text: "x" }
    : { range: { start: place, end: { line: place.line, character: place.character + 1 } }, text: "" };
  await server.rpc.sendNotification("textDocument/didChange", { textDocument: { uri: URI, version }, contentChanges: [change] });
}

const doc = { textDocument: { uri: URI } };
const REQUESTS = {
  "code action at the cursor (no only)": ["textDocument/codeAction", { ...doc, range: { start: place, end: place }, context: { diagnostics: [] } }],
  "completion in a to": ["textDocument/completion", { ...doc, position: place }],
  "completion in a to, nothing typed": ["textDocument/completion", { ...doc, position: empty }],
  "hover on a to": ["textDocument/hover", { ...doc, position: place }],
  "document symbols": ["textDocument/documentSymbol", doc],
  formatting: ["textDocument/formatting", { ...doc, options: { tabSize: 2, insertSpaces: true } }],
};
const ROUNDS = QUICK ? 2 : 25;
// Rounds run before the timed ones: the first rounds compile the server's paths (completion took
// 9-10 ms in the first two rounds and 3-4 ms from the third on, same run), so four are not timed.
const WARMUP = QUICK ? 2 : 4;

const opened = [];
// Completion once more, from this checkout, for a client that takes a completion list's shared edit
// range (LSP 3.17 itemDefaults.editRange, as VS Code declares): the range is sent once, not per item.
const LIST_CLIENT = { textDocument: { completion: { completionList: { itemDefaults: ["editRange"] } } } };
let listClient;
const listSamples = [];
let listBytes = 0;
const requestSamples = new Map();
const answerBytes = new Map();
const openSamples = new Map();
try {
  for (const [name, cli] of servers) opened.push({ name, server: await open(cli), samples: [] });
  for (let k = q(-4, 0); k < KEYSTROKES * 2; k++) {
    for (const s of opened) {
      const ms = await keystroke(s.server, k);
      if (k >= 0) s.samples.push(ms);
    }
  }
  for (let r = -WARMUP; r < ROUNDS; r++) {
    for (const s of opened) {
      for (const [label, [method, params]] of Object.entries(REQUESTS)) {
        // Even keystrokes type, odd ones take it back: the text stays a valid spec every other time.
        await edit(s.server);
        const t0 = performance.now();
        // A server without the request (an older peer) answers with an error: no figure for it.
        let answer;
        const ok = await s.server.rpc.sendRequest(method, params).then(
          (a) => ((answer = a), true),
          () => false,
        );
        const ms = ok ? performance.now() - t0 : NaN;
        if (r >= 0) {
          const key = `${s.name}\u0000${label}`;
          requestSamples.set(key, [...(requestSamples.get(key) ?? []), ms]);
          // What the editor reads and parses: the answer's size as JSON (measured after the clock stopped).
          if (ok) answerBytes.set(key, Buffer.byteLength(JSON.stringify(answer)));
        }
      }
      // Opening the spec afresh (a new document) to its diagnostics.
      const uri = `file:///bench/open-${r + 10}.json`;
      const got = new Promise((resolve) => {
        s.server.rpc.onNotification("textDocument/publishDiagnostics", (p) => {
          if (p.uri === uri) resolve(p);
        });
      });
      const t0 = performance.now();
      await s.server.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
      await got;
      if (r >= 0) openSamples.set(s.name, [...(openSamples.get(s.name) ?? []), performance.now() - t0]);
      await s.server.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
      // The keystroke bench's listener again.
      s.server.rpc.onNotification("textDocument/publishDiagnostics", () => undefined);
    }
  }
  // Its own rounds, after the others: its checks (after each keystroke's debounce) do not run while they are timed.
  listClient = await open(here, LIST_CLIENT);
  for (let r = -WARMUP; r < ROUNDS; r++) {
    await edit(listClient);
    const t0 = performance.now();
    const answer = await listClient.rpc.sendRequest(...REQUESTS["completion in a to, nothing typed"]);
    if (r >= 0) {
      listSamples.push(performance.now() - t0);
      listBytes = Buffer.byteLength(JSON.stringify(answer));
    }
  }
} finally {
  for (const server of [...opened.map((s) => s.server), ...(listClient ? [listClient] : [])]) {
    server.rpc.dispose();
    server.proc.kill();
  }
}

console.log(`A keystroke in agentspec lsp --strict: ${N.toLocaleString("en")} nodes (${(text.length / 1e6).toFixed(2)} MB), change sent to diagnostics received, minus the ${DEBOUNCE_MS} ms debounce; medians of ${KEYSTROKES * 2} keystrokes\n`);
const rows = opened.map((s) => [s.name, median(s.samples).toFixed(1)]);
if (opened.length > 1) rows[1].push((median(opened[1].samples) / median(opened[0].samples)).toFixed(2) + "x");
table(["server", "ms", ...(opened.length > 1 ? ["before ÷ this"] : [])], rows.map((r) => (r.length < (opened.length > 1 ? 3 : 2) ? [...r, ""] : r)));

console.log(`\nRequests right after a keystroke (fresh text), ${N.toLocaleString("en")} nodes: ms from request to answer, medians of ${ROUNDS}\n`);
const names = opened.map((s) => s.name);
table(
  ["request", ...names],
  [
    ...Object.keys(REQUESTS).map((label) => [
      label,
      ...names.map((n) => {
        const ms = median(requestSamples.get(`${n}\u0000${label}`));
        return Number.isNaN(ms) ? "—" : ms.toFixed(1);
      }),
    ]),
    ["open to diagnostics", ...names.map((n) => median(openSamples.get(n)).toFixed(1))],
  ],
);
console.log(`\nThe answers' sizes (JSON, as the editor receives and parses them), ${N.toLocaleString("en")} nodes\n`);
table(
  ["request", ...names.map((n) => `${n} KB`)],
  Object.keys(REQUESTS).map((label) => [
    label,
    ...names.map((n) => {
      const bytes = answerBytes.get(`${n}\u0000${label}`);
      return bytes === undefined ? "—" : (bytes / 1000).toFixed(1);
    }),
  ]),
);
console.log(`\nCompletion in a to for a client that takes the list's edit range (itemDefaults.editRange), this checkout, ${N.toLocaleString("en")} nodes\n`);
table(["request", "ms", "KB"], [["completion in a to, nothing typed, the range sent once", median(listSamples).toFixed(1), (listBytes / 1000).toFixed(1)]]);

// A large document and the requests on the others (bench/lsp-isolation.mjs). In quick mode the
// large spec is smaller, and this checkout's server puts it in a worker by a lower threshold.
await isolation(servers.map(([name, cli], i) => [name, cli, i === 0 && QUICK ? ["--worker-threshold", "100000"] : []]));

// Every request right after a keystroke while the keystroke before is being checked, at 2,000 and
// 20,000 nodes, beside vscode-json-languageservice (bench/lsp-requests.mjs); this checkout only.
await requestsAfterKeystroke(here);
