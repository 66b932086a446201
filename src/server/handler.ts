// The request handler on the Fetch API (`Request` in, `Response` out): routing under the API root,
// the API text's general rules (trailing slash, JSON bodies, the body ceiling, the error envelope),
// and the three operations. Framework-neutral: node-http.ts and fastify.ts adapt it.
import type { AgentSummary } from "../bundle/index.js";
import { agentSpecSchema } from "../schema/schema.js";
import { answerImport, answerValidate, badBody, type Answer, type AnswerOptions } from "./answers.js";

/** Runs an answer somewhere else (a worker pool): same function, same answer. */
export interface AnswerRunner {
  /** Whether a body of this many bytes goes to the runner (else it is answered in the request's thread). */
  takes(bytes: number): boolean;
  /** The answer; rejects with a PoolFullError when its queue is full. */
  run(kind: "validate" | "import", bytes: Uint8Array, opts: AnswerOptions): Promise<Answer>;
}

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
  /** Where large bodies are validated (createValidationPool): off the event loop. */
  pool?: AnswerRunner;
}

/** A full queue: the handler answers 503 with `Retry-After`. */
export class PoolFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("the validation queue is full");
    this.name = "PoolFullError";
  }
}

const MB = 1_000_000;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", ...headers } });

const fail = (status: number, code: string, error: string, details?: unknown, headers?: Record<string, string>): Response =>
  json(status, details === undefined ? { error, code } : { error, code, details }, headers);

interface Route {
  methods: readonly string[];
  run(request: Request): Promise<Response>;
}

/** Reading a body stopped: too large, too slow, or the client went away. */
class BodyStop {
  constructor(readonly response: Response) {}
}

/** Read at most `max` bytes of the body within `timeoutMs`; a BodyStop (413 or 408) otherwise. */
async function readBody(request: Request, max: number, timeoutMs: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  const tooLarge = () =>
    new BodyStop(
      fail(413, "upload/request-too-large", `The request body exceeds the ceiling of ${max} bytes.`, { limitBytes: max }),
    );
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > max) throw tooLarge();
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BodyStop(fail(408, "api/request-timeout", `The request body did not arrive within ${timeoutMs} ms.`, { timeoutMs }, { connection: "close" }))),
      timeoutMs,
    );
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timeout]);
      if (done) break;
      size += value.byteLength;
      if (size > max) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    if (error instanceof BodyStop) throw error;
    throw new BodyStop(fail(400, "validation/invalid-body", "The request body could not be read.", undefined, { connection: "close" }));
  } finally {
    clearTimeout(timer);
  }
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

const isJsonType = (type: string | null): boolean => {
  if (type === null) return false;
  const essence = (type.split(";")[0] as string).trim().toLowerCase();
  return essence === "application/json" || /^application\/[^/]+\+json$/.test(essence);
};

/** The answer to the POST operations, as a Response. */
const respond = (answer: Answer): Response => json(answer.status, answer.body);

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
  header !== null && header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });

/**
 * The AgentSpec operations as one Fetch handler: `GET /agents/schema/` (ETag, 304 on a match),
 * `POST /agents/schema/validate/` (200 or the 400 envelope) and `POST /agents/import/` (the import
 * check: 200, 409 with the conflicts, or 400), under `basePath`. A path without its trailing slash
 * gets 308, an unknown path 404 `api/unknown-path`, another method 405. Never throws: an internal
 * fault is a 500 with the envelope.
 */
export function createAgentSpecHandler(options: HandlerOptions = {}): (request: Request) => Promise<Response> {
  const base = (options.basePath ?? "/api/v1").replace(/\/+$/, "");
  const max = options.maxBodyBytes ?? 100 * MB;
  const timeoutMs = options.bodyTimeoutMs ?? 30_000;
  if (!Number.isSafeInteger(max) || max < 0) throw new TypeError("createAgentSpecHandler: maxBodyBytes must be a non-negative integer");
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new TypeError("createAgentSpecHandler: bodyTimeoutMs must be a positive number of milliseconds");
  const strict = options.strict === true;

  const post = (kind: "validate" | "import") => async (request: Request): Promise<Response> => {
    if (!isJsonType(request.headers.get("content-type"))) {
      // Parse nothing of a body that is not JSON (the adapter drops the rest of it).
      request.body?.cancel().catch(() => undefined);
      const r = badBody([`the body must be JSON: Content-Type is ${JSON.stringify(request.headers.get("content-type") ?? "missing")}, not application/json`]);
      return json(r.status, r.body);
    }
    const bytes = await readBody(request, max, timeoutMs);
    const opts: AnswerOptions = { strict };
    if (kind === "import" && options.existingAgents !== undefined) opts.existing = await options.existingAgents();
    const pool = options.pool;
    if (pool !== undefined && pool.takes(bytes.byteLength)) {
      try {
        return respond(await pool.run(kind, bytes, opts));
      } catch (error) {
        if (error instanceof PoolFullError) {
          return fail(503, "server/busy", "Too many large specs are being validated; retry later.", { retryAfterSeconds: error.retryAfterSeconds }, { "retry-after": String(error.retryAfterSeconds) });
        }
        throw error;
      }
    }
    return respond(kind === "validate" ? answerValidate(bytes, opts) : answerImport(bytes, opts));
  };

  const routes = new Map<string, Route>([
    [
      "/agents/schema/",
      {
        methods: ["GET", "HEAD"],
        async run(request) {
          const { text, etag } = await schemaResponse();
          const headers = { etag, "cache-control": "no-cache" };
          if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
          return new Response(request.method === "HEAD" ? null : text, { status: 200, headers: { ...headers, "content-type": "application/schema+json; charset=utf-8" } });
        },
      },
    ],
    ["/agents/schema/validate/", { methods: ["POST"], run: post("validate") }],
    ["/agents/import/", { methods: ["POST"], run: post("import") }],
  ]);

  return async (request: Request): Promise<Response> => {
    try {
      const url = new URL(request.url);
      const path = url.pathname;
      const inside = path === base || path.startsWith(`${base}/`) ? path.slice(base.length) : undefined;
      const route = inside === undefined ? undefined : routes.get(inside);
      if (route === undefined) {
        if (inside !== undefined && !inside.endsWith("/") && routes.has(`${inside}/`)) {
          return new Response(null, { status: 308, headers: { location: `${path}/${url.search}` } });
        }
        return fail(404, "api/unknown-path", `No operation at ${path}.`, { path, operations: [...routes.keys()].map((r) => base + r) });
      }
      if (!route.methods.includes(request.method)) {
        return fail(405, "api/method-not-allowed", `${request.method} is not an operation of ${path}.`, { allowed: route.methods }, { allow: route.methods.join(", ") });
      }
      return await route.run(request);
    } catch (error) {
      if (error instanceof BodyStop) return error.response;
      // Never the error's text: it could hold data of the request.
      return fail(500, "server/internal", "The request could not be answered.");
    }
  };
}
