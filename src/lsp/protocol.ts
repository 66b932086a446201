// The language server's side of the base protocol, before any message reaches vscode-languageserver:
// framing (a header without a numeric Content-Length, a body that is not JSON) and the lifecycle
// (a request before `initialize`, after `shutdown`). Pure: bytes in, messages or answers out.

/** JSON-RPC and LSP error codes the guard answers with. */
export const RPC_ERRORS = { parseError: -32700, invalidRequest: -32600, serverNotInitialized: -32002 } as const;

/** An answer the server sends without running a handler. */
export interface ErrorAnswer {
  jsonrpc: "2.0";
  id: number | string | null;
  error: { code: number; message: string };
}

/**
 * A body as the pieces of it that came, in order: a large one is never joined where it is read
 * (copying 20 MB into one array took the server's thread 20-40 ms); the pieces that are whole
 * chunks of the input can move to another thread as they are.
 */
export type Body = Uint8Array | readonly Uint8Array[];

/** A body's bytes as one array (the pieces joined). */
export function joined(body: Body): Uint8Array {
  if (body instanceof Uint8Array) return body;
  if (body.length === 1) return body[0]!;
  const out = new Uint8Array(body.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of body) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

const byteLength = (body: Body): number => (body instanceof Uint8Array ? body.length : body.reduce((n, piece) => n + piece.length, 0));

/** The bytes of a body from `from` to `to` (copied only where they span pieces). */
function slice(body: Body, from: number, to: number): Uint8Array {
  if (body instanceof Uint8Array) return body.subarray(from, to);
  const parts: Uint8Array[] = [];
  let start = 0;
  for (const piece of body) {
    const end = start + piece.length;
    if (end > from && start < to) parts.push(piece.subarray(Math.max(0, from - start), Math.min(piece.length, to - start)));
    if (end >= to) break;
    start = end;
  }
  return joined(parts);
}

/**
 * What a chunk of input gave: a message to hand on, an answer to send back, or (with
 * `largeBody`) a body too large to decode here, as the pieces it came in (`FrameReader.parse` reads it).
 */
export type FrameEvent = { kind: "message"; message: Record<string, unknown> } | { kind: "answer"; answer: ErrorAnswer } | { kind: "large"; body: readonly Uint8Array[] };

/** A header block longer than this without its blank line is not a header: the reader looks for the next one. */
const MAX_HEADER_BYTES = 8192;
const CRLFCRLF = [0x0d, 0x0a, 0x0d, 0x0a] as const;
const CONTENT_LENGTH = /^content-length:[ \t]*(\d+)[ \t]*$/i;

const answer = (id: ErrorAnswer["id"], code: number, message: string): FrameEvent => ({ kind: "answer", answer: { jsonrpc: "2.0", id, error: { code, message } } });

function indexOf(buf: Uint8Array, pattern: readonly number[], from: number, until: number): number {
  const last = Math.min(until, buf.length) - pattern.length;
  outer: for (let i = from; i <= last; i++) {
    for (let k = 0; k < pattern.length; k++) if (buf[i + k] !== pattern[k]) continue outer;
    return i;
  }
  return -1;
}

// Where "Content-Length:" (any case) next begins at or after `from`, or -1.
function nextHeader(buf: Uint8Array, from: number): number {
  for (let i = from; i + 15 <= buf.length; i++) {
    let k = 0;
    while (k < 15 && (buf[i + k]! | 0x20) === "content-length:".charCodeAt(k)) k++;
    if (k === 15) return i;
  }
  return -1;
}

const validId = (id: unknown): id is number | string => typeof id === "string" || (typeof id === "number" && Number.isInteger(id));

/**
 * Reads framed JSON-RPC messages from a byte stream, in whatever chunks they come. A header block
 * without a numeric Content-Length is answered with a parse error (id null) and skipped with what
 * follows up to the next `Content-Length:`, so one bad frame never stops the server; a body
 * that is not JSON is answered with a parse error (id null); a body that is JSON but not a
 * message with an invalid request. Never throws.
 */
export class FrameReader {
  /** What has come and is not read yet, as it came (joined only when read: a large body is copied once). */
  private chunks: Uint8Array[] = [];
  private size = 0;
  /** The body length announced by the last header, while its bytes are still coming. */
  private need: number | undefined;
  /** Skipping to the next `Content-Length:` (after a bad header). */
  private resync = false;
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });

  /** With `largeBody`, a body of more bytes is handed out undecoded (a `large` event). */
  constructor(private readonly options: { largeBody?: number } = {}) {}

  /** The first `n` bytes as the pieces they are kept in, removed from what is kept (n ≤ size). */
  private takePieces(n: number): Uint8Array[] {
    const out: Uint8Array[] = [];
    let left = n;
    while (left > 0) {
      const c = this.chunks[0]!;
      if (c.length <= left) {
        out.push(c);
        this.chunks.shift();
        left -= c.length;
      } else {
        out.push(c.subarray(0, left));
        this.chunks[0] = c.subarray(left);
        left = 0;
      }
    }
    this.size -= n;
    return out;
  }

  /** The first `n` bytes, removed from what is kept (n ≤ size). */
  private take(n: number): Uint8Array {
    const first = this.chunks[0]!;
    let out: Uint8Array;
    if (first.length >= n) {
      out = first.subarray(0, n);
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
    } else {
      out = new Uint8Array(n);
      let at = 0;
      while (at < n) {
        const c = this.chunks[0]!;
        const k = Math.min(c.length, n - at);
        out.set(c.subarray(0, k), at);
        at += k;
        if (k === c.length) this.chunks.shift();
        else this.chunks[0] = c.subarray(k);
      }
    }
    this.size -= n;
    return out;
  }

  /** Everything kept, as one array (what waits for a header is small: at most a header and a chunk). */
  private flat(): Uint8Array {
    if (this.chunks.length !== 1) {
      const all = this.take(this.size);
      this.chunks = [all];
      this.size = all.length;
    }
    return this.chunks[0]!;
  }

  push(chunk: Uint8Array): FrameEvent[] {
    if (chunk.length > 0) {
      this.chunks.push(chunk);
      this.size += chunk.length;
    }
    const out: FrameEvent[] = [];
    while (this.size > 0) {
      if (this.need !== undefined) {
        if (this.size < this.need) break;
        const large = this.options.largeBody !== undefined && this.need > this.options.largeBody;
        const body = large ? this.takePieces(this.need) : this.take(this.need);
        this.need = undefined;
        out.push(large ? { kind: "large", body: body as Uint8Array[] } : this.parse(body as Uint8Array));
        continue;
      }
      const buf = this.flat();
      if (this.resync) {
        const next = nextHeader(buf, 0);
        if (next < 0) {
          // Keep what could be the start of a header that the next chunk completes.
          this.take(Math.max(0, buf.length - 14));
          break;
        }
        this.take(next);
        this.resync = false;
        continue;
      }
      const end = indexOf(buf, CRLFCRLF, 0, MAX_HEADER_BYTES + 4);
      if (end < 0) {
        if (buf.length > MAX_HEADER_BYTES) {
          out.push(answer(null, RPC_ERRORS.parseError, `a message header longer than ${MAX_HEADER_BYTES} bytes without its blank line; skipped to the next Content-Length header`));
          this.resync = true;
          this.take(1);
          continue;
        }
        break;
      }
      const header = new TextDecoder("latin1").decode(buf.subarray(0, end));
      this.take(end + 4);
      let length: number | undefined;
      for (const line of header.split("\r\n")) {
        const m = CONTENT_LENGTH.exec(line);
        if (m) length = Number(m[1]);
      }
      if (length === undefined || !Number.isSafeInteger(length)) {
        out.push(answer(null, RPC_ERRORS.parseError, "a message header without a numeric Content-Length; skipped to the next Content-Length header"));
        this.resync = true;
        continue;
      }
      this.need = length;
    }
    // A body of length 0 is complete with nothing kept.
    if (this.need === 0) {
      this.need = undefined;
      out.push(this.parse(new Uint8Array(0)));
    }
    return out;
  }

  /** A body's message, or the answer refusing it. */
  parse(body: Body): FrameEvent {
    let value: unknown;
    try {
      value = JSON.parse(this.decoder.decode(joined(body)));
    } catch (e) {
      const why = e instanceof SyntaxError ? "not JSON" : "not UTF-8";
      return answer(null, RPC_ERRORS.parseError, `the message body is ${why}`);
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return answer(null, RPC_ERRORS.invalidRequest, Array.isArray(value) ? "batches are not part of the language server protocol" : "a message must be a JSON object");
    }
    const m = value as Record<string, unknown>;
    const id = m["id"];
    const hasId = Object.hasOwn(m, "id");
    if (m["jsonrpc"] !== "2.0") return answer(hasId && validId(id) ? id : null, RPC_ERRORS.invalidRequest, 'a message must say "jsonrpc": "2.0"');
    if (hasId && id !== null && !validId(id)) return answer(null, RPC_ERRORS.invalidRequest, "a message id must be an integer or a string");
    const isCall = typeof m["method"] === "string";
    const isResponse = hasId && (Object.hasOwn(m, "result") || Object.hasOwn(m, "error"));
    if (!isCall && !isResponse) return answer(hasId && validId(id) ? id : null, RPC_ERRORS.invalidRequest, "a message must have a method, or be a response with a result or an error");
    return { kind: "message", message: m };
  }
}

/**
 * The lifecycle the protocol asks of a server: before `initialize` a request is answered with
 * -32002 and a notification dropped (except `exit`); after `shutdown` a request is answered with
 * -32600 and a notification dropped (except `exit`). Responses (to the server's own requests) pass.
 */
export class Lifecycle {
  private state: "new" | "running" | "shut" = "new";

  /** The answer to send instead of handing the message on, `"drop"`, or undefined to hand it on. */
  admit(message: Record<string, unknown>): ErrorAnswer | "drop" | undefined {
    const method = message["method"];
    if (typeof method !== "string") return undefined;
    const isRequest = Object.hasOwn(message, "id");
    const id = message["id"] as number | string | null;
    if (method === "exit") return undefined;
    if (this.state === "new") {
      if (method === "initialize" && isRequest) {
        this.state = "running";
        return undefined;
      }
      return isRequest ? { jsonrpc: "2.0", id, error: { code: RPC_ERRORS.serverNotInitialized, message: `the server is not initialized: send "initialize" before "${method}"` } } : "drop";
    }
    if (this.state === "shut") {
      return isRequest ? { jsonrpc: "2.0", id, error: { code: RPC_ERRORS.invalidRequest, message: `the server is shut down: only "exit" is accepted, not "${method}"` } } : "drop";
    }
    if (method === "initialize" && isRequest) return { jsonrpc: "2.0", id, error: { code: RPC_ERRORS.invalidRequest, message: "the server is already initialized" } };
    if (method === "shutdown" && isRequest) this.state = "shut";
    return undefined;
  }
}

/** What the start and end of a large body say it is: a document's opening or change, and which. */
export interface DocumentNotice {
  method: "textDocument/didOpen" | "textDocument/didChange";
  uri: string;
  version: number;
  /** A didOpen's language. */
  languageId?: string;
}

/** How much of a large body's start and of its end is read to tell what it is. */
const NOTICE_WINDOW = 4096;
// A member name where JSON allows one: after `{` or `,`. Inside a JSON string every `"` follows a
// backslash, so a match is never inside the document's text, wherever the window starts.
const MEMBER = /[{,]\s*"(jsonrpc|method|id|uri|version|languageId)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+|null)/g;

/**
 * Reads, from its first and last 4 KiB only, what a large body is when it is a didOpen or
 * didChange notification (its `text` is what makes it large, and the other members come before
 * or after it): the method, the document's uri and version, a didOpen's language. Undefined when
 * the ends do not say so once and plainly (the body is then parsed whole, as any other).
 */
export function documentNotice(body: Body): DocumentNotice | undefined {
  const length = byteLength(body);
  if (length <= 2 * NOTICE_WINDOW) return undefined;
  const decoder = new TextDecoder("utf-8");
  const found = new Map<string, unknown[]>();
  for (const window of [decoder.decode(slice(body, 0, NOTICE_WINDOW)), decoder.decode(slice(body, length - NOTICE_WINDOW, length))]) {
    for (const m of window.matchAll(MEMBER)) {
      let value: unknown;
      try {
        value = JSON.parse(m[2]!);
      } catch {
        return undefined;
      }
      found.set(m[1]!, [...(found.get(m[1]!) ?? []), value]);
    }
  }
  const one = (name: string): unknown => {
    const values = found.get(name);
    return values?.length === 1 ? values[0] : undefined;
  };
  const method = one("method");
  const uri = one("uri");
  const version = one("version");
  if (found.has("id") || one("jsonrpc") !== "2.0" || typeof uri !== "string" || typeof version !== "number" || !Number.isSafeInteger(version)) return undefined;
  if (method === "textDocument/didChange" && !found.has("languageId")) return { method, uri, version };
  const languageId = one("languageId");
  if (method === "textDocument/didOpen" && typeof languageId === "string") return { method, uri, version, languageId };
  return undefined;
}
