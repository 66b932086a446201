// The base protocol as the server keeps it: framing errors, the lifecycle, a byte-order mark.
// The server is the built command; bytes are written raw to its stdin (a client library would not
// send bad frames) and its answers are read with vscode-jsonrpc's own message reader.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { StreamMessageReader, createMessageConnection, StreamMessageWriter, type Message } from "vscode-jsonrpc/node";
import { FrameReader, Lifecycle, RPC_ERRORS, type FrameEvent } from "../../src/lsp/protocol.js";
import { completionsAt, definitionAt, hoverAt, referencesAt } from "../../src/language/index.js";
import { CLI } from "../cli/helpers.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 100);

let child: ChildProcessWithoutNullStreams | undefined;
afterEach(() => {
  child?.kill();
  child = undefined;
});

interface Answer {
  id: number | string | null;
  result?: unknown;
  error?: { code: number; message: string };
  method?: string;
  params?: unknown;
}

/** Start the server; `send` writes raw bytes, `next` gives the next message it writes. */
function server(): { send: (bytes: string | Uint8Array) => void; frame: (body: unknown) => void; next: () => Promise<Answer>; exited: Promise<number | null> } {
  const proc = spawn(process.execPath, [CLI, "lsp", "--stdio"], { stdio: "pipe" });
  child = proc;
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  const reader = new StreamMessageReader(proc.stdout);
  const queue: Answer[] = [];
  const waiting: ((a: Answer) => void)[] = [];
  reader.listen((m: Message) => {
    const w = waiting.shift();
    if (w) w(m as unknown as Answer);
    else queue.push(m as unknown as Answer);
  });
  const send = (bytes: string | Uint8Array): void => void proc.stdin.write(bytes);
  const frame = (body: unknown): void => {
    const b = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
    send(Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`), b]));
  };
  const next = (): Promise<Answer> => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve)));
  return { send, frame, next, exited };
}

const initialize = (id: number): unknown => ({ jsonrpc: "2.0", id, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } });
const hover = (id: number): unknown => ({ jsonrpc: "2.0", id, method: "textDocument/hover", params: { textDocument: { uri: "file:///w/a.json" }, position: { line: 0, character: 0 } } });

describe("the base protocol, as the server keeps it", () => {
  test("a request before initialize gets -32002; a notification then is dropped; initialize still works", async () => {
    const s = server();
    s.frame(hover(1));
    s.frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri: "file:///w/a.json", languageId: "json", version: 1, text: "{}" } } });
    s.frame(initialize(2));
    const first = await s.next();
    expect(first).toMatchObject({ id: 1, error: { code: RPC_ERRORS.serverNotInitialized } });
    expect(first.error!.message).toContain("initialize");
    const second = await s.next();
    expect(second.id).toBe(2);
    expect(second.result).toHaveProperty("capabilities");
  }, 30_000);

  test("after shutdown a request gets -32600, and exit ends the process with 0", async () => {
    const s = server();
    s.frame(initialize(1));
    expect((await s.next()).id).toBe(1);
    s.frame({ jsonrpc: "2.0", method: "initialized", params: {} });
    s.frame({ jsonrpc: "2.0", id: 2, method: "shutdown" });
    expect(await s.next()).toMatchObject({ id: 2, result: null });
    s.frame(hover(3));
    const after = await s.next();
    expect(after).toMatchObject({ id: 3, error: { code: RPC_ERRORS.invalidRequest } });
    expect(after.error!.message).toContain("shut down");
    s.frame({ jsonrpc: "2.0", method: "exit" });
    expect(await s.exited).toBe(0);
  }, 30_000);

  test("a body that is not JSON gets -32700 with id null, and the server goes on", async () => {
    const s = server();
    s.frame("{ not json");
    const parse = await s.next();
    expect(parse).toMatchObject({ id: null, error: { code: RPC_ERRORS.parseError } });
    s.frame(initialize(1));
    expect((await s.next()).id).toBe(1);
  }, 30_000);

  test("after a header without a numeric Content-Length the server answers -32700 and reads the next message", async () => {
    const s = server();
    s.send("Content-Type: application/vscode-jsonrpc\r\n\r\n{}");
    s.send("Content-Length: abc\r\n\r\n{}");
    s.frame(initialize(1));
    expect(await s.next()).toMatchObject({ id: null, error: { code: RPC_ERRORS.parseError } });
    expect(await s.next()).toMatchObject({ id: null, error: { code: RPC_ERRORS.parseError } });
    const init = await s.next();
    expect(init.id).toBe(1);
    expect(init.result).toHaveProperty("capabilities");
  }, 30_000);

  test("a second initialize, a batch and a message without a method are refused with -32600", async () => {
    const s = server();
    s.frame(initialize(1));
    expect((await s.next()).id).toBe(1);
    s.frame(initialize(2));
    expect(await s.next()).toMatchObject({ id: 2, error: { code: RPC_ERRORS.invalidRequest } });
    s.frame([hover(3)]);
    expect(await s.next()).toMatchObject({ id: null, error: { code: RPC_ERRORS.invalidRequest } });
    s.frame({ jsonrpc: "2.0", id: 4 });
    expect(await s.next()).toMatchObject({ id: 4, error: { code: RPC_ERRORS.invalidRequest } });
  }, 30_000);

  test("on a document that starts with a byte-order mark, line 1 columns count it as the editor does", async () => {
    const proc = spawn(process.execPath, [CLI, "lsp"], { stdio: "pipe" });
    child = proc;
    const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
    const published = new Promise<{ diagnostics: { code: string; range: { start: { line: number; character: number }; end: { line: number; character: number } } }[] }>((resolve) =>
      rpc.onNotification("textDocument/publishDiagnostics", resolve),
    );
    rpc.listen();
    await rpc.sendRequest("initialize", { processId: null, rootUri: null, capabilities: {} });
    await rpc.sendNotification("initialized", {});
    // The route is on line 1: the BOM is character 0, the opening brace character 1.
    const text = '\ufeff{ "version": 2, "nodes": [ { "id": "a", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://x.example/", "method": "GET", "proxy": "US" } } ] }';
    await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: "file:///w/bom.json", languageId: "json", version: 1, text } });
    const { diagnostics } = await published;
    const proxy = diagnostics.find((d) => d.code === "webhook/invalid-proxy")!;
    const at = text.indexOf('"US"');
    expect(proxy.range).toEqual({ start: { line: 0, character: at }, end: { line: 0, character: at + 4 } });
    rpc.dispose();
  }, 30_000);
});

const frameBytes = (body: string): Uint8Array => {
  const b = Buffer.from(body);
  return Buffer.concat([Buffer.from(`Content-Length: ${b.length}\r\n\r\n`), b]);
};

/** Feed bytes to a reader in the given chunk sizes. */
function feed(bytes: Uint8Array, cuts: number[]): FrameEvent[] {
  const r = new FrameReader();
  const out: FrameEvent[] = [];
  let at = 0;
  for (const c of cuts) {
    out.push(...r.push(bytes.subarray(at, Math.min(bytes.length, at + c))));
    at += c;
    if (at >= bytes.length) break;
  }
  if (at < bytes.length) out.push(...r.push(bytes.subarray(at)));
  return out;
}

const message = fc.record({ jsonrpc: fc.constant("2.0"), id: fc.nat(), method: fc.string({ minLength: 1 }), params: fc.jsonValue() });

describe("FrameReader", () => {
  test("property: the messages of a stream are the same however it is cut into chunks", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 5 }), fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 200 }), (messages, cuts) => {
        const bytes = Buffer.concat(messages.map((m) => frameBytes(JSON.stringify(m))));
        const whole = feed(bytes, [bytes.length]);
        expect(whole.map((e) => (e.kind === "message" ? e.message : e))).toEqual(messages.map((m) => JSON.parse(JSON.stringify(m))));
        expect(feed(bytes, cuts)).toEqual(whole);
      }),
      { numRuns: RUNS },
    );
  });

  test("property: never throws on arbitrary bytes, and a well-formed message after garbage and a bad header is read", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), message, fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 50 }), (garbage, m, cuts) => {
        const bytes = Buffer.concat([garbage, Buffer.from("\r\nX-Bad: 1\r\n\r\n"), frameBytes(JSON.stringify(m))]);
        const events = feed(bytes, cuts);
        const last = events[events.length - 1];
        expect(last).toEqual({ kind: "message", message: JSON.parse(JSON.stringify(m)) });
        for (const e of events.slice(0, -1)) if (e.kind === "answer") expect(e.answer.id).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  test("a header too long without its blank line is answered and skipped", () => {
    const r = new FrameReader();
    const events = [...r.push(Buffer.from("x".repeat(9000))), ...r.push(frameBytes('{"jsonrpc":"2.0","method":"exit"}'))];
    expect(events[0]).toMatchObject({ kind: "answer", answer: { id: null, error: { code: RPC_ERRORS.parseError } } });
    expect(events[events.length - 1]).toEqual({ kind: "message", message: { jsonrpc: "2.0", method: "exit" } });
  });

  test("a body that is not UTF-8 is a parse error", () => {
    const r = new FrameReader();
    const body = Buffer.from([0x7b, 0xff, 0x7d]);
    const events = r.push(Buffer.concat([Buffer.from(`Content-Length: 3\r\n\r\n`), body]));
    expect(events).toEqual([{ kind: "answer", answer: { jsonrpc: "2.0", id: null, error: { code: RPC_ERRORS.parseError, message: "the message body is not UTF-8" } } }]);
  });
});

describe("Lifecycle", () => {
  test("exit passes in every state; responses pass; notifications before initialize are dropped", () => {
    const l = new Lifecycle();
    expect(l.admit({ jsonrpc: "2.0", method: "initialized" })).toBe("drop");
    expect(l.admit({ jsonrpc: "2.0", id: 1, result: null })).toBeUndefined();
    expect(l.admit({ jsonrpc: "2.0", method: "exit" })).toBeUndefined();
    expect(l.admit({ jsonrpc: "2.0", id: 2, method: "initialize" })).toBeUndefined();
    expect(l.admit({ jsonrpc: "2.0", id: 3, method: "textDocument/hover" })).toBeUndefined();
    expect(l.admit({ jsonrpc: "2.0", id: 4, method: "shutdown" })).toBeUndefined();
    expect(l.admit({ jsonrpc: "2.0", method: "textDocument/didChange" })).toBe("drop");
    expect(l.admit({ jsonrpc: "2.0", method: "exit" })).toBeUndefined();
  });
});

describe("a cursor offset that is not an integer", () => {
  const text = '{ "version": 2, "nodes": [ { "id": "a", "transition": [ { "to": "a" } ] } ] }';
  test.each([NaN, 1.5, -0.5])("%s is refused with a RangeError naming it, by every feature", (offset) => {
    for (const f of [() => completionsAt(text, offset), () => hoverAt(text, offset), () => definitionAt(text, offset), () => referencesAt(text, offset)]) {
      expect(f).toThrow(RangeError);
      expect(f).toThrow(String(offset));
    }
  });
  test("an integer outside the text is clamped to it, as before (and infinities too)", () => {
    expect(completionsAt(text, 10_000)).toEqual(completionsAt(text, text.length));
    expect(completionsAt(text, -3)).toEqual(completionsAt(text, 0));
    expect(completionsAt(text, Infinity)).toEqual(completionsAt(text, text.length));
    const c = completionsAt(text, text.indexOf('"a" }') + 1);
    expect(Number.isInteger(c.from) && Number.isInteger(c.to)).toBe(true);
  });
});
