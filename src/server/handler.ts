// The request handler: routing under the API root, the API text's general rules (trailing slash,
// JSON bodies, the body ceiling, the error envelope), and the three operations. The core works on
// a small request and answer of its own (`Incoming`, `Outgoing`); the Fetch handler (`Request` in,
// `Response` out) and the Node adapters (node-http.ts, fastify.ts) are thin translations of them,
// so Node's servers do not pay for building Fetch objects on every request.
import type { AgentSummary } from "../bundle/index.js";
import { agentSpecSchema } from "../schema/schema.js";
import { answerImport, answerValidate, badBody, type Answer, type AnswerOptions } from "./answers.js";
import { createValidationPool } from "./pool.js";
import { PoolFullError, type AnswerRunner } from "./runner.js";

/** Options of createAgentSpecHandler. */
export interface HandlerOptions {
  /** The API root the operations sit under (default `/api/v1`, the API text's versioned root). */
  basePath?: string;
  /** The largest request body read, in bytes (default 100 MB, the platform's per-request ceiling); above it, 413. */
  maxBodyBytes?: number;
  /** How long a body may take to arrive, in milliseconds (default 30,000); after it, 408. */
  bodyTimeoutMs?: number;
  /** Unknown properties become warnings with a did-you-mean. */
  strict?: boolean;
  /** The platform's agents, for the conflicts of `POST /agents/import/` (409). */
  existingAgents?: () => readonly AgentSummary[] | Promise<readonly AgentSummary[]>;
  /**
   * Where large bodies are validated, off the event loop. Default: a pool of the default options
   * (createValidationPool), whose workers start on the first large body. `false`: every body in
   * the request's thread (a large one then holds up every other request of the process).
   */
  pool?: AnswerRunner | false;
}

/** A request as the core reads it (each adapter makes one). */
export interface Incoming {
  method: string;
  /** The path, percent-encoded as sent. */
  path: string;
  /** The query with its `?`, or "". */
  search: string;
  header(name: string): string | null;
  /** The body, at most `max` bytes within `timeoutMs`; rejects with a BodyStop (413, 408 or 400) otherwise. */
  readBody(max: number, timeoutMs: number): Promise<Uint8Array>;
  /** Read and drop whatever is left of the body (after an answer that did not need it). */
  dropBody(): void;
}

/** An answer as the core writes it. */
export interface Outgoing {
  status: number;
  headers: Record<string, string>;
  /** The body's text; null for none (304, 308, HEAD). */
  body: string | null;
}

/** Reading a body stopped: too large, too slow, or the client went away; `answer` says so. */
export class BodyStop {
  constructor(readonly answer: Outgoing) {}
}

const MB = 1_000_000;
const JSON_TYPE = "application/json; charset=utf-8";

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Outgoing => ({
  status,
  headers: { "content-type": JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});

const fail = (status: number, code: string, error: string, details?: unknown, headers?: Record<string, string>): Outgoing =>
  json(status, details === undefined ? { error, code } : { error, code, details }, headers);

// The API text's 413 for a body above the per-request ceiling carries `useChunkedUpload: true`: the
// platform's uploads have a chunked protocol. An operation without one says so, in the same field.
const tooLargeAnswer = (max: number, chunked: boolean): Outgoing =>
  json(413, {
    error: chunked
      ? `The request body exceeds the ceiling of ${max} bytes: send it with the chunked upload protocol.`
      : `The request body exceeds the ceiling of ${max} bytes, and this operation has no chunked upload: send a smaller body.`,
    code: "upload/request-too-large",
    useChunkedUpload: chunked,
    details: { limitBytes: max },
  });

/** The answers a body reader gives up with. */
export const bodyStops = {
  /** Above the ceiling; `chunked`: whether the operation has a chunked upload (none of the AgentSpec operations has). */
  tooLarge: (max: number, chunked = false): BodyStop => new BodyStop(tooLargeAnswer(max, chunked)),
  timedOut: (ms: number): BodyStop =>
    new BodyStop(fail(408, "api/request-timeout", `The request body did not arrive within ${ms} ms.`, { timeoutMs: ms }, { connection: "close" })),
  unreadable: (): BodyStop => new BodyStop(fail(400, "validation/invalid-body", "The request body could not be read.", undefined, { connection: "close" })),
};

const isJsonType = (type: string | null): boolean => {
  if (type === null) return false;
  const essence = (type.split(";")[0] as string).trim().toLowerCase();
  return essence === "application/json" || /^application\/[^/]+\+json$/.test(essence);
};

let schemaText: { text: string; etag: string } | undefined;

async function schemaResponse(): Promise<{ text: string; etag: string }> {
  if (schemaText === undefined) {
    const text = `${JSON.stringify(agentSpecSchema, null, 2)}\n`;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
    const etag = `"${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
    schemaText = { text, etag };
  }
  return schemaText;
}

// If-None-Match: a list of entity tags (weak ones compare by their opaque part), or `*`.
const matches = (header: string | null, etag: string): boolean =>
  header !== null &&
  header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });

interface Route {
  methods: readonly string[];
  /** Whether the operation has a chunked upload (its 413 says `useChunkedUpload: true`). */
  chunkedUpload: boolean;
  run(request: Incoming): Promise<Outgoing>;
}

/** The transport-neutral handler behind createAgentSpecHandler and the Node adapters; `pool` is where large bodies go (undefined with `pool: false`). */
export type CoreHandler = ((request: Incoming) => Promise<Outgoing>) & { readonly pool: AnswerRunner | undefined };

// The versionless root of a versioned base path (`/api` of `/api/v1`): the API text retires the
// versionless paths (410 `api/versionless-retired`). None when the base path names no version.
const versionlessRoot = (base: string): string | undefined => {
  const m = /^(.*)\/v\d+$/.exec(base);
  return m === null || m[1] === "" ? undefined : m[1];
};

/** The core handler of these options (validated here: a bad option throws a TypeError at once). */
export function createCoreHandler(options: HandlerOptions = {}): CoreHandler {
  const base = (options.basePath ?? "/api/v1").replace(/\/+$/, "");
  const max = options.maxBodyBytes ?? 100 * MB;
  const timeoutMs = options.bodyTimeoutMs ?? 30_000;
  if (!Number.isSafeInteger(max) || max < 0) throw new TypeError("createAgentSpecHandler: maxBodyBytes must be a non-negative integer");
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new TypeError("createAgentSpecHandler: bodyTimeoutMs must be a positive number of milliseconds");
  const strict = options.strict === true;
  if (options.pool !== undefined && options.pool !== false && (typeof options.pool !== "object" || options.pool === null || typeof options.pool.run !== "function")) {
    throw new TypeError("createAgentSpecHandler: pool must be a validation pool (createValidationPool) or false");
  }
  // Safe by default: without a pool of the caller's, large bodies still go to worker threads
  // (started on the first large body, not before).
  const pool = options.pool === false ? undefined : (options.pool ?? createValidationPool());

  const post =
    (kind: "validate" | "import") =>
    async (request: Incoming): Promise<Outgoing> => {
      const type = request.header("content-type");
      // Parse nothing of a body that is not JSON (the adapter drops the rest of it).
      if (!isJsonType(type)) {
        const r = badBody([`the body must be JSON: Content-Type is ${JSON.stringify(type ?? "missing")}, not application/json`]);
        return json(r.status, r.body);
      }
      // Declared above the ceiling: refused before a byte is read.
      const declared = request.header("content-length");
      if (declared !== null && /^\d+$/.test(declared) && Number(declared) > max) throw bodyStops.tooLarge(max);
      const bytes = await request.readBody(max, timeoutMs);
      const opts: AnswerOptions = { strict };
      if (kind === "import" && options.existingAgents !== undefined) opts.existing = await options.existingAgents();
      let answer: Answer;
      if (pool !== undefined && pool.takes(bytes.byteLength)) {
        try {
          answer = await pool.run(kind, bytes, opts);
        } catch (error) {
          if (error instanceof PoolFullError) {
            return fail(503, "server/busy", "Too many large specs are being validated; retry later.", { retryAfterSeconds: error.retryAfterSeconds }, { "retry-after": String(error.retryAfterSeconds) });
          }
          throw error;
        }
      } else answer = kind === "validate" ? answerValidate(bytes, opts) : answerImport(bytes, opts);
      return json(answer.status, answer.body);
    };

  const routes = new Map<string, Route>([
    [
      "/agents/schema/",
      {
        methods: ["GET", "HEAD"],
        chunkedUpload: false,
        async run(request) {
          const { text, etag } = await schemaResponse();
          const headers = { etag, "cache-control": "no-cache" };
          if (matches(request.header("if-none-match"), etag)) return { status: 304, headers, body: null };
          return { status: 200, headers: { ...headers, "content-type": "application/schema+json; charset=utf-8" }, body: request.method === "HEAD" ? null : text };
        },
      },
    ],
    ["/agents/schema/validate/", { methods: ["POST"], chunkedUpload: false, run: post("validate") }],
    ["/agents/import/", { methods: ["POST"], chunkedUpload: false, run: post("import") }],
  ]);

  const retired = versionlessRoot(base);
  // The operation a path names under `root`, with or without its trailing slash.
  const operationAt = (path: string, root: string): string | undefined => {
    if (!path.startsWith(`${root}/`)) return undefined;
    const inside = path.slice(root.length);
    return routes.has(inside) ? inside : routes.has(`${inside}/`) ? `${inside}/` : undefined;
  };

  const core = async (request: Incoming): Promise<Outgoing> => {
    let route: Route | undefined;
    try {
      const path = request.path;
      const inside = path === base || path.startsWith(`${base}/`) ? path.slice(base.length) : undefined;
      route = inside === undefined ? undefined : routes.get(inside);
      if (route === undefined) {
        if (inside !== undefined && !inside.endsWith("/") && routes.has(`${inside}/`)) {
          return { status: 308, headers: { location: `${path}/${request.search}` }, body: null };
        }
        // The versionless path of an operation (`/api/agents/schema/` for `/api/v1/agents/schema/`).
        const operation = retired === undefined || inside !== undefined ? undefined : operationAt(path, retired);
        if (operation !== undefined) {
          return fail(410, "api/versionless-retired", `The versionless path ${path} is retired: use ${base}${operation}.`, { path, use: base + operation });
        }
        return fail(404, "api/unknown-path", `No operation at ${path}.`, { path, operations: [...routes.keys()].map((r) => base + r) });
      }
      if (!route.methods.includes(request.method)) {
        return fail(405, "api/method-not-allowed", `${request.method} is not an operation of ${path}.`, { allowed: route.methods }, { allow: route.methods.join(", ") });
      }
      return await route.run(request);
    } catch (error) {
      if (error instanceof BodyStop) return error.answer.status === 413 && route?.chunkedUpload === true ? tooLargeAnswer(max, true) : error.answer;
      // Never the error's text: it could hold data of the request.
      return fail(500, "server/internal", "The request could not be answered.");
    } finally {
      // A body the answer did not read to its end (refused early) is read and dropped, so a
      // client still sending it gets the answer instead of a reset connection.
      request.dropBody();
    }
  };
  return Object.defineProperty(core, "pool", { value: pool, enumerable: true }) as CoreHandler;
}

/** Read at most `max` bytes of a Fetch body within `timeoutMs`; a BodyStop (413, 408 or 400) otherwise. */
async function readFetchBody(body: ReadableStream<Uint8Array> | null, max: number, timeoutMs: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(bodyStops.timedOut(timeoutMs)), timeoutMs);
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timeout]);
      if (done) break;
      size += value.byteLength;
      if (size > max) throw bodyStops.tooLarge(max);
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error instanceof BodyStop ? error : bodyStops.unreadable();
  } finally {
    clearTimeout(timer);
  }
  return concat(chunks, size);
}

/** One array of the chunks' bytes (the chunk itself when there is one). */
export function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The AgentSpec operations as one Fetch handler: `GET /agents/schema/` (ETag, 304 on a match),
 * `POST /agents/schema/validate/` (200 or the 400 envelope) and `POST /agents/import/` (the import
 * check: 200, 409 with the conflicts, or 400), under `basePath`. A path without its trailing slash
 * gets 308, an unknown path 404 `api/unknown-path`, another method 405. Never throws: an internal
 * fault is a 500 with the envelope. `toNodeListener` serves it on Node's `http` without Fetch objects.
 */
export function createAgentSpecHandler(options: HandlerOptions = {}): ((request: Request) => Promise<Response>) & { readonly core: CoreHandler; readonly pool: AnswerRunner | undefined } {
  const core = createCoreHandler(options);
  const fetchHandler = async (request: Request): Promise<Response> => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return new Response(JSON.stringify({ error: "The request URL could not be read.", code: "validation/invalid-body" }), { status: 400, headers: { "content-type": JSON_TYPE } });
    }
    let started = false;
    const out = await core({
      method: request.method,
      path: url.pathname,
      search: url.search,
      header: (name) => request.headers.get(name),
      readBody: (max, timeoutMs) => {
        started = true;
        return readFetchBody(request.body, max, timeoutMs);
      },
      dropBody: () => {
        if (!started) request.body?.cancel().catch(() => undefined);
      },
    });
    return new Response(out.body, { status: out.status, headers: out.headers });
  };
  Object.defineProperty(fetchHandler, "pool", { value: core.pool, enumerable: true });
  return Object.defineProperty(fetchHandler, "core", { value: core }) as typeof fetchHandler & { readonly core: CoreHandler; readonly pool: AnswerRunner | undefined };
}
