// Node's `http` (and `https`) adapter: an IncomingMessage is read as the core handler's request
// (no Fetch objects on the way: they cost more than validating a small spec), and its answer is
// written back. A Fetch handler of another origin is served through toFetchRequest and
// writeFetchResponse.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyStop, bodyStops, concat, type CoreHandler, type Incoming, type Outgoing } from "./handler.js";

/** A Fetch handler (createAgentSpecHandler's, or any other). */
export type FetchHandler = (request: Request) => Promise<Response>;

/** The request as the core handler reads it: the body read from the socket under the ceiling and the timeout. */
export function toIncoming(req: IncomingMessage): Incoming {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  let reading = false;
  return {
    method: req.method ?? "GET",
    path: q < 0 ? url : url.slice(0, q),
    search: q < 0 ? "" : url.slice(q),
    header(name) {
      const v = req.headers[name.toLowerCase()];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    },
    readBody(max, timeoutMs) {
      reading = true;
      return new Promise<Uint8Array>((resolve, reject) => {
        const chunks: Uint8Array[] = [];
        let size = 0;
        const done = (error?: BodyStop): void => {
          clearTimeout(timer);
          req.off("data", onData);
          req.off("end", onEnd);
          req.off("error", onError);
          req.off("aborted", onError);
          if (error === undefined) resolve(concat(chunks, size));
          else {
            // The rest is read and dropped, so a client still sending reads the answer.
            req.resume();
            reject(error);
          }
        };
        const onData = (chunk: Buffer): void => {
          size += chunk.byteLength;
          if (size > max) done(bodyStops.tooLarge(max));
          else chunks.push(chunk);
        };
        const onEnd = (): void => done();
        const onError = (): void => done(bodyStops.unreadable());
        const timer = setTimeout(() => done(bodyStops.timedOut(timeoutMs)), timeoutMs);
        req.on("data", onData);
        req.on("end", onEnd);
        req.on("error", onError);
        req.on("aborted", onError);
        if (req.readableEnded) done();
      });
    },
    dropBody() {
      if (!reading && !req.readableEnded) req.resume();
    },
  };
}

/** Write the core's answer to a Node response. */
export function writeOutgoing(out: Outgoing, res: ServerResponse): void {
  const headers: Record<string, string> = { ...out.headers };
  const body = out.body === null ? undefined : Buffer.from(out.body, "utf8");
  if (body !== undefined) headers["content-length"] = String(body.byteLength);
  res.writeHead(out.status, headers);
  res.end(body);
}

/** The Fetch Request of a Node request (for a Fetch handler of another origin); the body streams with backpressure. */
export function toFetchRequest(req: IncomingMessage): Request {
  return fetchRequestOf(req).request;
}

// The Request, and `release`: stop feeding its body and let the rest of the request be read and
// dropped (after the answer, when the handler left the body unread, so the connection carries on).
// The body's stream may be closed, errored or cancelled before Node's request ends (a handler
// that answers without reading it, cancels it or stops at the ceiling): from then on its
// listeners do nothing, and never throw on a Node event.
function fetchRequestOf(req: IncomingMessage): { request: Request; release: () => void } {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  let release = (): void => {
    if (!req.readableEnded) req.resume();
  };
  if (method !== "GET" && method !== "HEAD") {
    let open = true;
    // The stream is done with: later chunks are dropped, and the request flows to its end.
    const stop = (): void => {
      open = false;
      if (!req.readableEnded) req.resume();
    };
    release = stop;
    init.body = new ReadableStream<Uint8Array>({
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (!open) return;
          try {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((controller.desiredSize ?? 0) <= 0) req.pause();
          } catch {
            stop();
          }
        });
        req.on("end", () => {
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            // Closed or errored already: nothing is waiting for the end.
          }
        });
        const fail = (error: unknown): void => {
          if (!open) return;
          open = false;
          try {
            controller.error(error);
          } catch {
            // As above.
          }
        };
        req.on("error", fail);
        req.on("aborted", () => fail(new Error("The request was aborted.")));
      },
      pull: () => {
        if (open) req.resume();
      },
      cancel: stop,
    });
    init.duplex = "half";
  }
  return { request: new Request(url, init), release };
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

const internal = (res: ServerResponse): void => {
  if (!res.headersSent) res.writeHead(500, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ error: "The request could not be answered.", code: "server/internal" }));
};

/**
 * A listener for `http.createServer`. The handler of createAgentSpecHandler is served without
 * Fetch objects; any other Fetch handler through them. Never throws.
 */
export function toNodeListener(handler: FetchHandler & { readonly core?: CoreHandler }): (req: IncomingMessage, res: ServerResponse) => void {
  const core = handler.core;
  if (core !== undefined) {
    return (req, res) => {
      core(toIncoming(req)).then(
        (out) => writeOutgoing(out, res),
        () => internal(res),
      );
    };
  }
  return (req, res) => {
    let request: Request;
    let release: () => void;
    try {
      ({ request, release } = fetchRequestOf(req));
    } catch {
      res.writeHead(400, { "content-type": "application/json; charset=utf-8", connection: "close" });
      res.end(JSON.stringify({ error: "The request could not be read.", code: "validation/invalid-body" }));
      return;
    }
    handler(request)
      .then((response) => writeFetchResponse(response, res))
      .catch(() => internal(res))
      .finally(release);
  };
}
