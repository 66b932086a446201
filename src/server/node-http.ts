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
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (method !== "GET" && method !== "HEAD") {
    init.body = new ReadableStream<Uint8Array>({
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on("end", () => controller.close());
        req.on("error", (error) => controller.error(error));
      },
      pull: () => void req.resume(),
      cancel: () => void req.resume(),
    });
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
    try {
      request = toFetchRequest(req);
    } catch {
      res.writeHead(400, { "content-type": "application/json; charset=utf-8", connection: "close" });
      res.end(JSON.stringify({ error: "The request could not be read.", code: "validation/invalid-body" }));
      return;
    }
    handler(request)
      .then((response) => writeFetchResponse(response, res))
      .catch(() => internal(res));
  };
}
