// agentspec lsp keeps a document of more than --worker-threshold characters in a thread of its
// own. Driven through a real JSON-RPC client (vscode-jsonrpc) over the child's stdio:
// - every request about a document, and its diagnostics, give the same answer, to the byte, whether the
//   document is on the server's thread or in its own (property: random specs, random edits, one of
//   the two servers moving documents to a thread as they grow past a low threshold);
// - six long requests on a large document, cancelled while the first runs (in a keeper's compute
//   thread, or in the compute thread of a document kept on the server's thread), are answered with
//   RequestCancelled (-32800), and the same requests not cancelled then give the answers the same
//   functions give run in the test's own thread;
// - the diagnostics of a version edited while its check ran are never published;
// - a large didOpen or didChange is read from the ends of its bytes (never wrongly, never throwing: properties) and
//   handed to the document's thread undecoded, whatever the order of its members; bytes that are
//   not the JSON their ends promise are refused with -32700 and the server goes on;
// - a threshold that is not a count is a usage error.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CancellationTokenSource, createMessageConnection, ResponseError, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { spec, toText } from "../arbitraries.js";
import { documentNotice, FrameReader } from "../../src/lsp/protocol.js";
import { documentFeatures } from "../../src/lsp/features.js";
import { documentSettings } from "../../src/lsp/config.js";
import { TextDocument } from "vscode-languageserver-textdocument";
import { makeSpec } from "../corpus.mjs";
import { CLI, run } from "../cli/helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 12);
/** A threshold of 1 MiB: the large documents below (1 to 2 MB) go to threads without being as large as the default asks. */
const MIB = ["--worker-threshold", String(1024 * 1024)];

interface Position {
  line: number;
  character: number;
}
interface Published {
  uri: string;
  version?: number;
  diagnostics: { code: string; severity: number; range: { start: Position; end: Position }; data?: unknown }[];
}

interface Server {
  proc: ChildProcessWithoutNullStreams;
  rpc: MessageConnection;
  /** Every publication so far, in order. */
  published: Published[];
  /** The next publication for `uri` of `version` (from those to come or already in). */
  diagnostics(uri: string, version: number): Promise<Published>;
  /** A request's result, or its error as `{ code, message }`. */
  ask(method: string, params: unknown, token?: CancellationTokenSource["token"]): Promise<unknown>;
  /** The bytes of the messages the server wrote, as they came: the last response's (less its id), and each publication's by uri and version. */
  raw: { response: string; published: Map<string, string> };
}

const servers: ChildProcessWithoutNullStreams[] = [];

async function start(args: string[], logged: string[] = []): Promise<Server> {
  const proc = spawn(process.execPath, [CLI, "lsp", ...args], { stdio: "pipe" });
  servers.push(proc);
  const log = (m: string): void => void logged.push(m);
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin), { error: log, warn: log, info: log, log });
  const published: Published[] = [];
  const waiting: { uri: string; version: number; resolve: (p: Published) => void }[] = [];
  rpc.onNotification("textDocument/publishDiagnostics", (p: Published) => {
    published.push(p);
    const w = waiting.findIndex((x) => x.uri === p.uri && x.version === p.version);
    if (w >= 0) waiting.splice(w, 1)[0]!.resolve(p);
  });
  rpc.listen();
  // The frames as they come, beside the client's reader: what the bytes of each answer were.
  const raw = { response: "", published: new Map<string, string>() };
  let pending = Buffer.alloc(0);
  let more: Buffer[] = [];
  let need = 0;
  proc.stdout.on("data", (chunk: Buffer) => {
    more.push(chunk);
    need -= chunk.length;
    if (need > 0) return;
    pending = Buffer.concat([pending, ...more]);
    more = [];
    for (;;) {
      const end = pending.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/content-length: *(\d+)/i.exec(pending.subarray(0, end).toString("latin1"))![1]);
      if (pending.length < end + 4 + length) {
        need = end + 4 + length - pending.length;
        return;
      }
      const body = pending.subarray(end + 4, end + 4 + length).toString("utf8");
      pending = pending.subarray(end + 4 + length);
      const m = JSON.parse(body) as { method?: string; params?: { uri: string; version?: number } };
      if (m.method === "textDocument/publishDiagnostics") raw.published.set(`${m.params!.uri} ${m.params!.version}`, body);
      else if (m.method === undefined) raw.response = body.replace(/^\{"jsonrpc":"2\.0","id":\d+,/, "");
    }
  });
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await rpc.sendNotification("initialized", {});
  return {
    proc,
    rpc,
    published,
    raw,
    diagnostics: (uri, version) => {
      const got = published.find((p) => p.uri === uri && p.version === version);
      if (got) return Promise.resolve(got);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no diagnostics of ${uri} version ${version} in 30 s`)), 30_000);
        waiting.push({ uri, version, resolve: (p) => (clearTimeout(timer), resolve(p)) });
      });
    },
    ask: (method, params, token) =>
      (token ? rpc.sendRequest(method, params, token) : rpc.sendRequest(method, params)).then(
        (r) => r,
        (e: ResponseError<unknown>) => ({ code: e.code, message: e.message }),
      ),
  };
}

afterAll(() => {
  for (const proc of servers) proc.kill();
});

const positionOf = (text: string, offset: number): Position => {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length - 1, character: before.at(-1)!.length };
};

/** Every request the server answers about a document, at a position and over a range of it. */
function requests(uri: string, at: Position, from: Position, to: Position, diagnostics: Published["diagnostics"]): [string, unknown][] {
  const doc = { textDocument: { uri } };
  const range = { start: from, end: to };
  return [
    ["textDocument/completion", { ...doc, position: at }],
    ["textDocument/hover", { ...doc, position: at }],
    ["textDocument/definition", { ...doc, position: at }],
    ["textDocument/references", { ...doc, position: at, context: { includeDeclaration: true } }],
    ["textDocument/documentHighlight", { ...doc, position: at }],
    ["textDocument/documentSymbol", doc],
    ["textDocument/foldingRange", doc],
    ["textDocument/selectionRange", { ...doc, positions: [at, from] }],
    ["textDocument/inlayHint", { ...doc, range }],
    ["textDocument/codeAction", { ...doc, range, context: { diagnostics } }],
    ["textDocument/codeAction", { ...doc, range, context: { diagnostics: [], only: ["source.fixAll"] } }],
    ["textDocument/formatting", { ...doc, options: { tabSize: 2, insertSpaces: true } }],
    ["textDocument/rangeFormatting", { ...doc, range, options: { tabSize: 2, insertSpaces: true } }],
    ["textDocument/prepareRename", { ...doc, position: at }],
    ["textDocument/rename", { ...doc, position: at, newName: "renamed" }],
    ["workspace/symbol", { query: "" }],
    ["textDocument/prepareCallHierarchy", { ...doc, position: at }],
    ["callHierarchy/incomingCalls", { item: { name: "start", kind: 12, uri, data: { id: "start" } } }],
    ["callHierarchy/outgoingCalls", { item: { name: "start", kind: 12, uri, data: { id: "start" } } }],
    ["textDocument/semanticTokens/full", doc],
    ["textDocument/semanticTokens/range", { ...doc, range }],
    ["textDocument/linkedEditingRange", { ...doc, position: at }],
    ["textDocument/documentLink", doc],
    ["textDocument/codeLens", doc],
  ];
}

// An edit: where (a fraction of the text), how much it removes, and what it types.
// After it, a request may be asked at once (so a document's thread holds the text before the next change comes).
const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  remove: fc.nat({ max: 6 }),
  insert: fc.stringMatching(/^[a-z"{}[\]:, \n0-9-]{0,6}$/),
  ask: fc.option(fc.nat({ max: 23 }), { nil: undefined }),
});

describe("a document's thread", () => {
  let onThread: Server;
  let inWorker: Server;
  beforeAll(async () => {
    // The first keeps every document here (the default threshold is far above these texts); the
    // second keeps those over 300 characters in a thread, so a document may move there as it grows.
    [onThread, inWorker] = await Promise.all([start([]), start(["--worker-threshold", "300"])]);
  }, 30_000);

  test("property: every request and the diagnostics give the same answer on the server's thread and in a document's thread", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(spec, fc.array(edit, { maxLength: 5 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), async (doc, edits, a, b) => {
        const uri = `file:///w/doc-${n++}.json`;
        let text = toText(doc);
        for (const s of [onThread, inWorker]) await s.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
        let version = 1;
        for (const e of edits) {
          const from = Math.floor(e.at * text.length);
          const to = Math.min(text.length, from + e.remove);
          const change = { range: { start: positionOf(text, from), end: positionOf(text, to) }, text: e.insert };
          text = text.slice(0, from) + e.insert + text.slice(to);
          version++;
          for (const s of [onThread, inWorker]) await s.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [change] });
          if (e.ask !== undefined) {
            const at = positionOf(text, from);
            const [method, params] = requests(uri, at, at, positionOf(text, Math.min(text.length, from + e.insert.length)), [])[e.ask]!;
            const [mine, theirs] = await Promise.all([onThread.ask(method, params), inWorker.ask(method, params)]);
            expect(theirs, `${method} after an edit`).toEqual(mine);
            expect(inWorker.raw.response, `${method} after an edit, as bytes`).toBe(onThread.raw.response);
          }
        }
        const [here, there] = await Promise.all([onThread.diagnostics(uri, version), inWorker.diagnostics(uri, version)]);
        expect(there.diagnostics).toEqual(here.diagnostics);
        // The same bytes: a thread writes the diagnostics' JSON itself, the server's thread puts it into the notification as it is.
        expect(onThread.raw.published.get(`${uri} ${version}`)).toContain(`"version":${version},"diagnostics":[`);
        expect(inWorker.raw.published.get(`${uri} ${version}`)).toBe(onThread.raw.published.get(`${uri} ${version}`));
        const at = positionOf(text, Math.floor(a * text.length));
        const [lo, hi] = [Math.floor(Math.min(a, b) * text.length), Math.floor(Math.max(a, b) * text.length)];
        for (const [method, params] of requests(uri, at, positionOf(text, lo), positionOf(text, hi), here.diagnostics)) {
          const [mine, theirs] = await Promise.all([onThread.ask(method, params), inWorker.ask(method, params)]);
          expect(theirs, method).toEqual(mine);
          expect(inWorker.raw.response, `${method}, as bytes`).toBe(onThread.raw.response);
        }
        for (const s of [onThread, inWorker]) await s.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

describe("a large document", () => {
  // About 1.8 MB: over the threshold of 1 MiB some servers below are given (kept in threads of its own), under the default. A route in
  // the wrong case in some nodes gives fix-all work to do.
  const text = JSON.stringify(makeSpec(1000), null, 2).replaceAll('"proxy": "us"', '"proxy": "US"');
  const uri = "file:///w/large.agentspec.json";
  const place = positionOf(text, text.indexOf('"to": "node-501"') + 8);
  const lines = text.split("\n").length;
  const long = (): [string, unknown][] => [
    ["textDocument/codeAction", { textDocument: { uri }, range: { start: place, end: place }, context: { diagnostics: [], only: ["source.fixAll"] } }],
    ["textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } }],
    ["textDocument/rangeFormatting", { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: lines, character: 0 } }, options: { tabSize: 2, insertSpaces: true } }],
    ["textDocument/rename", { textDocument: { uri }, position: place, newName: "renamed" }],
    ["textDocument/documentSymbol", { textDocument: { uri } }],
    ["textDocument/foldingRange", { textDocument: { uri } }],
  ];

  // In a keeper's compute thread (over the threshold), or in the compute thread a document kept on
  // the server's thread has for its long requests (under the default threshold, over 256 KiB).
  // Under the threshold, document symbols and folding ranges run on the server's thread: the four others.
  test.each([
    ["six", "over the threshold", MIB, 6],
    ["four", "under the threshold", [] as string[], 4],
  ])("%s long requests cancelled while the first runs answer -32800; not cancelled, they answer as the functions do on one thread (%s)", async (_, __, args, count) => {
    const [large, reference] = await Promise.all([start(args), start(["--worker-threshold", String(10 * text.length)])]);
    for (const s of [large, reference]) await s.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    const [first, expected] = await Promise.all([large.diagnostics(uri, 1), reference.diagnostics(uri, 1)]);
    expect(first.diagnostics).toEqual(expected.diagnostics);
    expect(first.diagnostics.map((d) => d.code)).toContain("webhook/invalid-proxy");

    // Sent together, cancelled a moment later: the first is running by then, the others wait.
    const sent = long().slice(0, count);
    const sources = sent.map(() => new CancellationTokenSource());
    const pending = sent.map(([method, params], i) => large.ask(method, params, sources[i]!.token));
    await new Promise((r) => setTimeout(r, 200));
    for (const source of sources) source.cancel();
    const answers = await Promise.all(pending);
    expect(answers.map((a) => (a as { code?: number }).code)).toEqual(Array(count).fill(-32800));

    // A compute thread started again from the text: the answers are those of the functions run here.
    const direct = documentFeatures(documentSettings({ config: undefined, noConfig: true, strict: false }));
    const here = TextDocument.create(uri, "json", 1, text);
    for (const [method, params] of long()) {
      const mine = await large.ask(method, params);
      const expected =
        method === "textDocument/rename"
          ? { changes: { [uri]: (direct.requests["agentspec/renameInDocument"]!(here, params) as { edits: unknown }).edits } }
          : direct.requests[method]!(here, params);
      expect(mine, method).toEqual(JSON.parse(JSON.stringify(expected)));
      expect((mine as { code?: number } | null)?.code, method).toBeUndefined();
    }
    // A hover there too, and an edit after the cancellations is checked.
    expect(await large.ask("textDocument/hover", { textDocument: { uri }, position: place })).toEqual(await reference.ask("textDocument/hover", { textDocument: { uri }, position: place }));
    const change = { range: { start: place, end: place }, text: "x" };
    for (const s of [large, reference]) await s.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [change] });
    const [edited, editedThere] = await Promise.all([large.diagnostics(uri, 2), reference.diagnostics(uri, 2)]);
    expect(edited.diagnostics).toEqual(editedThere.diagnostics);
    expect(edited.diagnostics.map((d) => d.code)).toContain("transition/unknown-target");
    // The long requests' thread has the edit too: renaming node-501 (named by three transitions of
    // node-500, one of which the edit broke) edits its id and the two references left.
    const editedHere = TextDocument.update(here, [change], 2);
    const rename = { textDocument: { uri }, position: positionOf(text, text.indexOf('"id": "node-501"') + 8), newName: "renamed" };
    const renamed = (await large.ask("textDocument/rename", rename)) as { changes: Record<string, unknown[]> };
    const expectedRename = direct.requests["agentspec/renameInDocument"]!(editedHere, rename) as { edits: unknown[] };
    expect(renamed).toEqual(JSON.parse(JSON.stringify({ changes: { [uri]: expectedRename.edits } })));
    expect(renamed.changes[uri]).toHaveLength(3);
    expect(await large.ask(...long()[4]!)).toEqual(JSON.parse(JSON.stringify(direct.requests["textDocument/documentSymbol"]!(editedHere, {}))));
  }, 180_000);

  test("the diagnostics of a version edited while its check ran are never published; the last version's are", async () => {
    const server = await start(MIB);
    await server.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    // Sent at once: the check of version 1 is running (or not started) when they come.
    const change = { range: { start: place, end: place }, text: "x" };
    await server.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [change] });
    await server.rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: 3 }, contentChanges: [{ range: { start: place, end: { line: place.line, character: place.character + 1 } }, text: "" }, change] });
    const last = await server.diagnostics(uri, 3);
    expect(last.diagnostics.map((d) => d.code)).toContain("transition/unknown-target");
    // Whatever came before the last version's, none was of an older version.
    expect(server.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([3]);
    // Closing it clears its diagnostics, and a request on it then has nothing to answer.
    await server.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
    expect(await server.ask("textDocument/documentSymbol", { textDocument: { uri } })).toEqual([]);
    expect(server.published.filter((p) => p.uri === uri).at(-1)?.diagnostics).toEqual([]);
  }, 120_000);
});

// On Linux a nice value is a thread's own: a large document's threads yield the cores to the server's thread.
test.runIf(process.platform === "linux")("a large document's threads run at nice 10, the server's thread at the process's", async () => {
  const server = await start(["--worker-threshold", "1000"]);
  const uri = "file:///w/nice.agentspec.json";
  const text = JSON.stringify(makeSpec(20), null, 2);
  const niceOf = (): { main: number; threads: number[] } => {
    const nice = (stat: string): number => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    const tasks = readdirSync(`/proc/${server.proc.pid}/task`);
    return {
      main: nice(readFileSync(`/proc/${server.proc.pid}/task/${server.proc.pid}/stat`, "utf8")),
      threads: tasks.filter((t) => t !== String(server.proc.pid)).map((t) => nice(readFileSync(`/proc/${server.proc.pid}/task/${t}/stat`, "utf8"))),
    };
  };
  const before = niceOf();
  // A process already at nice 10 or more keeps its value in every thread (raising a thread's priority takes privileges).
  const nice = Math.max(10, before.main);
  const at = (threads: number[]): number => threads.filter((n) => n === nice).length;
  await server.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  await server.diagnostics(uri, 1);
  // The keeper and the compute thread it started (each thread of Node's own stays as it was).
  const after = niceOf();
  expect(after.main).toBe(before.main);
  expect(at(after.threads) - at(before.threads)).toBeGreaterThanOrEqual(2);
  expect(after.threads.filter((n) => n !== nice)).toEqual(before.threads.filter((n) => n !== nice));
}, 60_000);

test("--worker-threshold takes a count of characters: anything else is a usage error (exit 2)", async () => {
  for (const bad of ["abc", "-1", "1.5", ""]) {
    const r = await run(["lsp", `--worker-threshold=${bad}`]);
    expect(r.code, bad).toBe(2);
    expect(r.stderr, bad).toContain(`--worker-threshold takes a whole number of characters (0 or more), not "${bad}"`);
  }
});

/** A framed message, as its bytes. */
const framed = (body: string): Buffer => {
  const bytes = Buffer.from(body, "utf8");
  return Buffer.concat([Buffer.from(`Content-Length: ${bytes.length}\r\n\r\n`, "ascii"), bytes]);
};

/** An object with its members in the order given by `order` (indices into its keys). */
const reorder = (o: Record<string, unknown>, order: number[]): Record<string, unknown> => {
  const keys = Object.keys(o);
  const picked = [...new Set(order.map((i) => keys[i % keys.length]!)), ...keys];
  return Object.fromEntries([...new Set(picked)].map((k) => [k, o[k]]));
};

// Text that looks like the members the ends are read for, and the escapes JSON writes.
const tricky = fc.array(
  fc.constantFrom(',"uri":"file:///evil.json"', '{"version": 99}', '"method":"textDocument/didOpen"', ',"id":1', '\\"', '\\', '"', "\n", "é", "😀", "x".repeat(500), '"languageId":"x"'),
  { minLength: 20, maxLength: 60 },
);

describe("a large message's ends", () => {
  test("property: what the ends of a didOpen or didChange say is never wrong, whatever the order of its members and its text; in the order clients write, they say it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("textDocument/didOpen", "textDocument/didChange"),
        tricky,
        fc.webUrl(),
        fc.nat({ max: 1e6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        (method, parts, uri, version, order, canonical) => {
          // Longer than both ends read, with the tricky parts at each end.
          const text = parts.join("") + "y".repeat(9000) + parts.join("");
          const textDocument = method === "textDocument/didOpen" ? { uri, languageId: "json", version, text } : { uri, version };
          const params = method === "textDocument/didOpen" ? { textDocument } : { textDocument, contentChanges: [{ text }] };
          const message = { jsonrpc: "2.0", method, params };
          const shuffled = canonical
            ? message
            : reorder({ ...message, params: reorder({ ...params, textDocument: reorder(textDocument, order.slice(2)) }, order.slice(1)) }, order);
          const body = Buffer.from(JSON.stringify(shuffled), "utf8");
          const notice = documentNotice(body);
          const expected = method === "textDocument/didOpen" ? { method, uri, version, languageId: "json" } : { method, uri, version };
          if (canonical) expect(notice).toEqual(expected);
          else if (notice !== undefined) expect(notice).toEqual(expected);
          // A request (it has an id) is never taken for a notice.
          expect(documentNotice(Buffer.from(JSON.stringify({ ...shuffled, id: 1 }), "utf8"))).toBeUndefined();
        },
      ),
      { numRuns: RUNS * 10 },
    );
  });

  test("property: reading the ends never throws, on any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8193, maxLength: 9000 }), fc.uint8Array({ maxLength: 200 }), (noise, head) => {
        const body = Buffer.concat([head, noise]);
        const notice = documentNotice(body);
        // Random bytes name no document (a notice needs "jsonrpc", "method", "uri" and "version" members).
        expect(notice === undefined || typeof notice.uri === "string").toBe(true);
      }),
      { numRuns: RUNS * 10 },
    );
  });

  test("property: a reader with a large-body size gives the same messages, the large ones as bytes that parse to them", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ jsonrpc: fc.constant("2.0"), method: fc.string({ minLength: 1 }), params: fc.jsonValue() }), { minLength: 1, maxLength: 4 }), fc.nat({ max: 200 }), (messages, limit) => {
        const bytes = Buffer.concat(messages.map((m) => framed(JSON.stringify(m))));
        const plain = new FrameReader().push(bytes);
        const split = new FrameReader({ largeBody: limit });
        const events = split.push(bytes).map((e) => (e.kind === "large" ? split.parse(e.body) : e));
        expect(events).toEqual(plain);
      }),
      { numRuns: RUNS * 10 },
    );
  });

  test("property: in whatever chunks the bytes come, a large body is handed out as the pieces they came in, which join to the body and whose ends say what the joined body's say", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.record({ jsonrpc: fc.constant("2.0"), method: fc.string({ minLength: 1 }), params: fc.jsonValue() }), fc.constantFrom("textDocument/didOpen", "textDocument/didChange").map((method) => ({ jsonrpc: "2.0", method, params: { textDocument: { uri: "file:///a.json", version: 3, languageId: "json" }, contentChanges: [{ text: "é".repeat(5000) }] } }))), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.nat({ max: 200 }),
        (messages, cuts, limit) => {
          const bodies = messages.map((m) => Buffer.from(JSON.stringify(m), "utf8"));
          const bytes = Buffer.concat(bodies.map((b) => framed(b.toString("utf8"))));
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((x, y) => x - y);
          const chunks = [0, ...points].map((from, i) => bytes.subarray(from, [...points, bytes.length][i]));
          const reader = new FrameReader({ largeBody: limit });
          const events = chunks.flatMap((c) => reader.push(c));
          const whole = new FrameReader({ largeBody: limit }).push(bytes);
          expect(events.length).toBe(whole.length);
          events.forEach((e, i) => {
            if (e.kind !== "large") return expect(e).toEqual(whole[i]);
            const body = Buffer.concat(e.body);
            expect(body.equals(bodies[i]!)).toBe(true);
            expect(documentNotice(e.body)).toEqual(documentNotice(body));
            expect(reader.parse(e.body)).toEqual(new FrameReader().parse(body));
          });
        },
      ),
      { numRuns: RUNS * 10 },
    );
  });

  test("a large didOpen with its uri after its text, and a large didChange, reach the document's thread; bytes that are not what their ends say are refused with -32700", async () => {
    const logged: string[] = [];
    const server = await start(MIB, logged);
    const uri = "file:///w/members-after-text.agentspec.json";
    // Node ids and members that look like the message's own, inside the text.
    const doc = makeSpec(700) as { nodes: Record<string, unknown>[] };
    doc.nodes[3]!["extra"] = { uri: "file:///evil.json", version: 7, method: "textDocument/didOpen" };
    doc.nodes[699]!["transition"] = [{ to: "nowhere" }];
    const text = JSON.stringify(doc, null, 2);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const write = (body: string): Promise<void> => new Promise((resolve) => server.proc.stdin.write(framed(body), () => resolve()));
    await write(JSON.stringify({ params: { textDocument: { text, version: 1, languageId: "json", uri } }, method: "textDocument/didOpen", jsonrpc: "2.0" }));
    const opened = await server.diagnostics(uri, 1);
    expect(opened.diagnostics.map((d) => d.code)).toEqual(["transition/unknown-target"]);
    const fixed = text.replace('"to": "nowhere"', '"to": "node-0"');
    await write(JSON.stringify({ jsonrpc: "2.0", method: "textDocument/didChange", params: { contentChanges: [{ text: fixed }], textDocument: { version: 2, uri } } }));
    expect((await server.diagnostics(uri, 2)).diagnostics).toEqual([]);
    // The thread holds the changed text: the node that was unknown is now a definition away.
    const at = positionOf(fixed, fixed.indexOf('"to": "node-0"') + 8);
    expect(await server.ask("textDocument/definition", { textDocument: { uri }, position: at })).toMatchObject({ uri });
    // Ends of a didChange around bytes that are not UTF-8: -32700, and the document keeps its text.
    const good = Buffer.from(JSON.stringify({ jsonrpc: "2.0", method: "textDocument/didChange", params: { textDocument: { uri, version: 3 }, contentChanges: [{ text: fixed }] } }), "utf8");
    good[good.length >> 1] = 0xff;
    await new Promise<void>((resolve) => server.proc.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${good.length}\r\n\r\n`), good]), () => resolve()));
    await expect.poll(() => logged.join("\n"), { timeout: 30_000 }).toContain("-32700");
    expect(await server.ask("textDocument/definition", { textDocument: { uri }, position: at })).toMatchObject({ uri });
    // Nothing was published for the file named inside the text.
    expect(server.published.filter((p) => p.uri === "file:///evil.json")).toEqual([]);
  }, 120_000);
});
