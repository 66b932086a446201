// A handler made without a pool is safe by default: a large body is validated in a worker thread
// (a pool started on the first large body), so the event loop keeps answering. Real sockets,
// through Node's http adapter: a 40 MB spec is posted, and while the pool holds it, GET requests
// are sent one after another and timed.
import { createServer, request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { listen, loadServer, specOf, type ServerModule } from "./helpers.js";

let api: ServerModule;
let server: Server;
let handler: ReturnType<ServerModule["createAgentSpecHandler"]>;
let base: string;

beforeAll(async () => {
  api = await loadServer();
  handler = api.createAgentSpecHandler();
  server = createServer(api.toNodeListener(handler));
  base = await listen(server);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await (handler.pool as ReturnType<ServerModule["createValidationPool"]> | undefined)?.close();
});

/** POST `body` on a socket of its own; resolves with the status and the time the answer arrived. */
function post(url: string, body: Uint8Array): Promise<{ status: number; at: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", "content-length": String(body.byteLength) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, at: performance.now() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** GET on a fresh socket (no keep-alive pool to queue behind); its status and how long it took. */
function timedGet(url: string): Promise<{ status: number; ms: number; at: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start, at: performance.now() }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a GET sent while a 40 MB spec is validated is answered at once: the body went to a pool the handler started itself", async () => {
  const pool = handler.pool as ReturnType<ServerModule["createValidationPool"]> | undefined;
  // No pool was given: the handler made one, and started no worker yet.
  expect(pool).toBeDefined();
  expect(pool!.stats()).toEqual({ running: 0, queued: 0, workers: 0 });

  const body = new TextEncoder().encode(JSON.stringify({ spec: specOf(200_000) }));
  expect(body.byteLength).toBeGreaterThan(40_000_000);
  const schema = `${base}/agents/schema/`;
  // Warm: the schema's text and tag are made on the first GET.
  expect((await timedGet(schema)).status).toBe(200);

  const large = post(`${base}/agents/schema/validate/`, body);
  let finished: number | undefined;
  void large.then((r) => (finished = r.at));
  // Wait (bounded) until a worker holds the body: the whole body was read, validation has begun.
  for (let i = 0; i < 6000 && pool!.stats().running === 0 && finished === undefined; i++) await new Promise((r) => setTimeout(r, 10));
  expect(pool!.stats()).toMatchObject({ running: 1, workers: 1 });

  // GETs one after another while the worker validates.
  const during: { ms: number; at: number }[] = [];
  while (pool!.stats().running === 1 && during.length < 200) {
    const got = await timedGet(schema);
    expect(got.status).toBe(200);
    if (finished === undefined || got.at < finished) during.push(got);
  }
  const answer = await large;
  expect(answer.status).toBe(200);
  // The validation outlasted several GETs, each answered before the large POST was.
  expect(during.length).toBeGreaterThanOrEqual(3);
  for (const g of during) expect(g.at).toBeLessThan(answer.at);
  // The target is 50 ms. The median is held to it: a GET on loopback takes about a
  // millisecond when the event loop is free, and on the event loop the same GET waited the whole
  // validation (877 ms and more). The slowest is held to a looser bound only: on a shared, loaded
  // machine the scheduler alone can delay one request by tens of milliseconds.
  const times = during.map((g) => g.ms).sort((x, y) => x - y);
  expect(times[Math.floor(times.length / 2)]!).toBeLessThan(50);
  expect(times.at(-1)!).toBeLessThan(500);
}, 120_000);

test("pool: false validates every body in the request's thread, as asked", async () => {
  const inThread = api.createAgentSpecHandler({ pool: false });
  expect(inThread.pool).toBeUndefined();
  const r = await inThread(new Request("http://127.0.0.1/api/v1/agents/schema/validate/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ spec: specOf(1) }) }));
  expect(r.status).toBe(200);
  expect(() => api.createAgentSpecHandler({ pool: {} as never })).toThrow(/pool must be a validation pool/);
});
