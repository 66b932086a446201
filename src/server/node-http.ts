// Node's `http` (and `https`, `http2` compatibility) adapter: an IncomingMessage becomes a Fetch
// Request whose body streams from the socket with backpressure, the Response is written back.
import type { IncomingMessage, ServerResponse } from "node:http";

/** A Fetch handler (createAgentSpecHandler). */
export type FetchHandler = (request: Request) => Promise<Response>;

/** The request's body as a ReadableStream that reads the socket only as fast as it is consumed. */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  dropRest.set(req, () => {
    cancelled = true;
    req.resume();
  });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (cancelled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => {
          if (!cancelled) controller.close();
        });
        req.on("error", (error) => {
          if (!cancelled) controller.error(error);
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        // The rest of the body is read and dropped, so the client, still sending, reads the
        // answer (closing now would reset the connection under it and lose the 413).
        cancelled = true;
        req.resume();
      },
    },
    { highWaterMark: 4 },
  );
}

// Per request: drop what is left of its body once it is answered (see bodyOf's cancel).
const dropRest = new WeakMap<IncomingMessage, () => void>();

/** Read and drop what is left of a request's body once it is answered (the adapters call it). */
export function dropUnread(req: IncomingMessage): void {
  if (!req.complete) dropRest.get(req)?.();
}

/** The Fetch Request of a Node request; `base` gives the scheme and host when the Host header is absent. */
export function toFetchRequest(req: IncomingMessage, base = "http://localhost"): Request {
  const host = req.headers.host;
  const url = new URL(req.url ?? "/", host === undefined ? base : `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (method !== "GET" && method !== "HEAD") {
    init.body = bodyOf(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Write a Fetch Response to a Node response. */
export async function writeFetchResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = response.body === null ? undefined : new Uint8Array(await response.arrayBuffer());
  if (body !== undefined && headers["content-length"] === undefined) headers["content-length"] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * A listener for `http.createServer`: each request through the Fetch handler. Never throws; a
 * request the handler cannot take is answered 500.
 */
export function toNodeListener(handler: FetchHandler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let request: Request;
    try {
      request = toFetchRequest(req);
    } catch {
      res.writeHead(400, { "content-type": "application/json; charset=utf-8", connection: "close" });
      res.end(JSON.stringify({ error: "The request line could not be read.", code: "validation/invalid-body" }));
      return;
    }
    handler(request)
      .then((response) => {
        // A body the handler did not read to its end (refused early) is read and dropped, so a
        // client still sending it gets the answer instead of a reset connection.
        dropUnread(req);
        return writeFetchResponse(response, res);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json; charset=utf-8" });
        res.end(JSON.stringify({ error: "The request could not be answered.", code: "server/internal" }));
      });
  };
}
