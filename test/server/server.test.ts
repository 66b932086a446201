// agentspec-toolkit/server with real servers and real requests on loopback: Node's http through
// toNodeListener, Fastify through its plugin, and the Fetch handler itself (Request in, Response
// out) behind a plain bridge: the same answers from all three; the API text's
// general rules (trailing slash, unknown path, JSON bodies, the ceiling); hostile bodies each get
// their right answer and the server keeps answering others; the pool answers as the thread does
// and refuses with 503 and Retry-After when its queue is full.
import { createServer, type Server } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { spec as arbitrarySpec } from "../arbitraries.js";
import { listen, loadServer, raw, specOf, type ServerModule } from "./helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 40);

let api: ServerModule;
let nodeServer: Server;
let fetchServer: Server;
let fastify: FastifyInstance;
let pool: ReturnType<ServerModule["createValidationPool"]>;
const bases: Record<string, string> = {};
const MAX = 2_000_000;
const existingAgents = () => [{ id: "taken-id", name: "Taken" }];

beforeAll(async () => {
  api = await loadServer();
  // A threshold of 64 KiB: the larger bodies of these tests go through the workers.
  pool = api.createValidationPool({ size: 1, threshold: 64 * 1024, queueLimit: 4 });
  const options = { maxBodyBytes: MAX, bodyTimeoutMs: 400, pool, existingAgents };
  nodeServer = createServer(api.toNodeListener(api.createAgentSpecHandler(options)));
  bases["node:http"] = await listen(nodeServer);
  // The Fetch handler itself, behind a plain Fetch-to-Node bridge (a wrapper hides its core, so
  // every request goes through Request and Response objects, as on any Fetch platform).
  const fetchHandler = api.createAgentSpecHandler(options);
  fetchServer = createServer(api.toNodeListener((request: Request) => fetchHandler(request)));
  bases["fetch"] = await listen(fetchServer);
  fastify = Fastify();
  // A route of the application outside the plugin keeps Fastify's own JSON parser (the plugin's is scoped).
  fastify.post("/echo", async (request) => ({ got: request.body }));
  await fastify.register(api.agentSpecFastify as never, { prefix: "/api/v1", ...options });
  await fastify.listen({ port: 0, host: "127.0.0.1" });
  const address = fastify.server.address() as { port: number };
  bases["fastify"] = `http://127.0.0.1:${address.port}/api/v1`;
});

afterAll(async () => {
  await new Promise((r) => nodeServer.close(r));
  await new Promise((r) => fetchServer.close(r));
  await fastify.close();
  await pool.close();
});

const post = (base: string, path: string, body: BodyInit, type = "application/json") =>
  fetch(base + path, { method: "POST", headers: { "content-type": type }, body, redirect: "manual" });

const ADAPTERS = ["node:http", "fastify", "fetch"] as const;

describe.each(ADAPTERS)("%s", (name) => {
  const base = () => bases[name] as string;

  test("GET /agents/schema/ serves the published schema with an ETag, 304 on a match, HEAD without a body", async () => {
    const r = await fetch(`${base()}/agents/schema/`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/schema\+json/);
    const etag = r.headers.get("etag") as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const { agentSpecSchema } = await import("../../src/schema/schema.js");
    expect(await r.json()).toEqual(agentSpecSchema);
    const again = await fetch(`${base()}/agents/schema/`, { headers: { "if-none-match": `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await fetch(`${base()}/agents/schema/`, { headers: { "if-none-match": '"other"' } })).status).toBe(200);
    const head = await fetch(`${base()}/agents/schema/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
  });

  test("a path without its trailing slash gets 308 to it (query kept), an unknown path 404 api/unknown-path, a wrong method 405", async () => {
    const r = await fetch(`${base()}/agents/schema/validate?x=1`, { method: "POST", redirect: "manual" });
    expect(r.status).toBe(308);
    expect(r.headers.get("location")).toBe("/api/v1/agents/schema/validate/?x=1");
    const unknown = await fetch(`${base()}/agents/nope/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "api/unknown-path", details: { path: "/api/v1/agents/nope/" } });
    const wrong = await fetch(`${base()}/agents/schema/validate/`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
    expect(await wrong.json()).toMatchObject({ code: "api/method-not-allowed" });
  });

  test("POST /agents/schema/validate/: 200 with the warnings, 400 with the envelope relative to the body", async () => {
    const good = await post(base(), "/agents/schema/validate/", JSON.stringify({ spec: { nodes: [{ id: "a", type: "agent" }] } }));
    expect(good.status).toBe(200);
    const verdict = (await good.json()) as { valid: boolean; issues: { code: string; severity: string; pointer: string; range?: unknown }[] };
    expect(verdict.valid).toBe(true);
    // The missing version is a warning, placed in the request body.
    expect(verdict.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual([["spec/missing-version", "warning", "/spec/version"]]);
    // Placed in the request body: a missing member marks its object's key, here "spec" (offset 1).
    expect(verdict.issues[0]?.range).toMatchObject({ start: { line: 1, column: 2, offset: 1 } });

    const bad = await post(base(), "/agents/schema/validate/", JSON.stringify(specBody("eu")));
    expect(bad.status).toBe(400);
    const envelope = (await bad.json()) as { code: string; validationErrors: { formErrors: string[]; fieldErrors: Record<string, string[]> }; details: { issues: { pointer: string }[] } };
    expect(envelope.code).toBe("validation/invalid-spec");
    expect(envelope.validationErrors.formErrors).toEqual([]);
    expect(Object.keys(envelope.validationErrors.fieldErrors)).toEqual(["spec"]);
    expect(envelope.validationErrors.fieldErrors["spec"]?.[0]).toMatch(/^spec\.nodes\[0\]\.config\.proxy: /);
    expect(envelope.details.issues.map((i) => i.pointer)).toEqual(["/spec/nodes/0/config/proxy"]);
    // The same issues as validateSpec's, re-rooted under /spec: the envelope is toErrorEnvelope's.
    const { validateSpec, toErrorEnvelope } = await import("../../src/index.js");
    const direct = validateSpec(specBody("eu").spec).issues.map((i) => ({ ...i, pointer: `/spec${i.pointer}` }));
    expect(envelope.validationErrors).toEqual(toErrorEnvelope(direct)?.validationErrors);
  });

  test("the body's own faults: not JSON, not an object, no spec, an unknown member, a wrong Content-Type", async () => {
    const cases: [BodyInit, string, { formErrors?: RegExp; field?: string }][] = [
      ['{"spec": ', "application/json", { formErrors: /line 1, column 10: / }],
      ["[1]", "application/json", { formErrors: /not an array/ }],
      ["{}", "application/json", { field: "spec" }],
      ['{"spec": {"version": 2, "nodes": [{"id": "a", "type": "agent"}]}, "spek": 1}', "application/json", { field: "spek" }],
      ['{"spec": {}}', "text/plain", { formErrors: /Content-Type is "text\/plain"/ }],
      ["", "application/json", { formErrors: /empty|no JSON/i }],
    ];
    for (const [body, type, want] of cases) {
      const r = await post(base(), "/agents/schema/validate/", body, type);
      expect(r.status, String(body)).toBe(400);
      const e = (await r.json()) as { code: string; validationErrors: { formErrors: string[]; fieldErrors: Record<string, string[]> } };
      expect(e.code).toBe("validation/invalid-body");
      if (want.formErrors) expect(e.validationErrors.formErrors.join("\n"), String(body)).toMatch(want.formErrors);
      if (want.field) expect(Object.keys(e.validationErrors.fieldErrors)).toEqual([want.field]);
    }
  });

  test("POST /agents/import/: 200 when it would import, 409 with the conflicts, 400 for an invalid spec", async () => {
    const bundle = (agents: unknown[]) => JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents });
    const agent = (name: string, id?: string, proxy = "us") => ({ ...(id === undefined ? {} : { id }), name, spec: specOf(1, proxy) });
    const ok = await post(base(), "/agents/import/", bundle([agent("Fresh")]));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, check: { agents: [{ action: "create", routes: { us: ["/agents/0/spec/nodes/0"] } }] } });
    const clash = await post(base(), "/agents/import/", bundle([agent("Taken"), agent("Other", "taken-id")]));
    expect(clash.status).toBe(409);
    const conflict = (await clash.json()) as { code: string; details: { conflicts: { pointer: string }[] } };
    expect(conflict.code).toBe("import/conflict");
    expect(conflict.details.conflicts.map((c) => c.pointer)).toEqual(["/agents/0", "/agents/1"]);
    const invalid = await post(base(), "/agents/import/", bundle([agent("Fresh", undefined, "eu")]));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: "validation/invalid-spec", validationErrors: { fieldErrors: { agents: [expect.stringMatching(/^agents\[0\]\.spec\.nodes\[0\]\.config\.proxy: /)] } } });
  });

  test("hostile bodies each get their right answer, and the server keeps answering others", async () => {
    const still = async () => expect((await fetch(`${base()}/agents/schema/`)).status).toBe(200);
    const validate = `${base()}/agents/schema/validate/`;
    const path = new URL(validate).pathname;
    // Declared above the ceiling (as a 100 MB upload would be): refused before a byte is read.
    const declared = await raw(validate, `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000001\r\n\r\n`, '{"spec":');
    expect(declared.status).toBe(413);
    // The API text's 413 carries useChunkedUpload; these operations have no chunked upload, and say so.
    const refusal = JSON.parse(declared.text) as { error: string };
    expect(refusal).toMatchObject({ code: "upload/request-too-large", useChunkedUpload: false, details: { limitBytes: MAX } });
    expect(refusal.error).toMatch(/this operation has no chunked upload/);
    await still();
    // Sent chunked, with no length: refused once the ceiling is passed, with the same answer.
    const big = new Uint8Array(MAX + 10).fill(0x20);
    const chunked = await post(base(), "/agents/schema/validate/", big);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ ...refusal });
    await still();
    // The import operation has no chunked upload either.
    const bundle = await post(base(), "/agents/import/", big);
    expect(bundle.status).toBe(413);
    expect(await bundle.json()).toEqual({ ...refusal });
    await still();
    // 100,000 levels deep: a finding, never a stack overflow.
    const deep = await post(base(), "/agents/schema/validate/", `{"spec": ${"[".repeat(100_000)}${"]".repeat(100_000)}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: "validation/invalid-body", details: { issues: [{ code: "json/too-deep" }] } });
    await still();
    // Not UTF-8.
    const latin1 = await post(base(), "/agents/schema/validate/", new Uint8Array([...new TextEncoder().encode('{"spec": "caf'), 0xe9, 0x22, 0x7d]));
    expect(latin1.status).toBe(400);
    expect(((await latin1.json()) as { validationErrors: { formErrors: string[] } }).validationErrors.formErrors[0]).toMatch(/not valid UTF-8: the sequence at byte 13/);
    await still();
    // A key twice.
    const dup = await post(base(), "/agents/schema/validate/", '{"spec": {"version": 2, "nodes": [{"id": "a", "id": "b", "type": "agent"}]}}');
    expect(dup.status).toBe(400);
    const dupBody = (await dup.json()) as { validationErrors: { fieldErrors: Record<string, string[]> }; details: { issues: { code: string }[] } };
    expect(dupBody.details.issues.map((i) => i.code)).toContain("json/duplicate-key");
    expect(dupBody.validationErrors.fieldErrors["spec"]?.[0]).toMatch(/^spec\.nodes\[0\]\.id: /);
    await still();
    // A body that stops arriving: 408 after the body timeout, and others are answered meanwhile.
    const stalled = raw(validate, `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`, '{"spec": {"version": 2,');
    await still();
    const stalledAnswer = await stalled;
    expect(stalledAnswer.status).toBe(408);
    expect(JSON.parse(stalledAnswer.text)).toMatchObject({ code: "api/request-timeout" });
    await still();
  });

  test("a large spec is validated in the pool with the same answer as in the thread", async () => {
    const body = JSON.stringify(specBody("eu", 2000));
    expect(body.length).toBeGreaterThan(64 * 1024);
    const r = await post(base(), "/agents/schema/validate/", body);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual(api.answerValidate(new TextEncoder().encode(body)).body);
  });
});

// Fastify hands the plugin only the paths under its prefix, so the versionless paths (outside it)
// are the application's to answer there (docs/server.md).
describe.each(["node:http", "fetch"] as const)("%s: the versionless paths", (name) => {
  const root = () => (bases[name] as string).replace(/\/api\/v1$/, "");

  test("the versionless path of an operation answers 410 api/versionless-retired and names the versioned one; any other stays 404", async () => {
    for (const [path, method] of [["/api/agents/schema/validate/", "POST"], ["/api/agents/schema/validate", "POST"], ["/api/agents/schema/", "GET"], ["/api/agents/import/", "POST"]] as const) {
      const r = await fetch(root() + path, { method, headers: { "content-type": "application/json" }, ...(method === "POST" ? { body: "{}" } : {}), redirect: "manual" });
      expect(r.status, path).toBe(410);
      const operation = path.endsWith("/") ? path.slice(4) : `${path.slice(4)}/`;
      expect(await r.json()).toEqual({ error: `The versionless path ${path} is retired: use /api/v1${operation}.`, code: "api/versionless-retired", details: { path, use: `/api/v1${operation}` } });
    }
    const other = await fetch(`${root()}/api/agents/nope/`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: "api/unknown-path" });
    expect((await fetch(`${root()}/api/v2/agents/schema/`)).status).toBe(404);
  });
});

test("a 413 of an operation with a chunked upload says useChunkedUpload: true", async () => {
  const { bodyStops } = await import("../../src/server/handler.js");
  const chunked = bodyStops.tooLarge(10, true).answer;
  expect([chunked.status, JSON.parse(chunked.body!)]).toEqual([413, { error: "The request body exceeds the ceiling of 10 bytes: send it with the chunked upload protocol.", code: "upload/request-too-large", useChunkedUpload: true, details: { limitBytes: 10 } }]);
  expect(JSON.parse(bodyStops.tooLarge(10).answer.body!)).toMatchObject({ useChunkedUpload: false });
});

function specBody(proxy: string, n = 1): { spec: unknown } {
  return { spec: specOf(n, proxy) };
}

describe("the pool", () => {
  test("answers as the request's thread does, on random specs and damaged texts", async () => {
    const local = api.createValidationPool({ size: 2, threshold: 0, queueLimit: 64 });
    try {
      await fc.assert(
        fc.asyncProperty(arbitrarySpec, fc.nat(), fc.boolean(), async (doc, cut, damage) => {
          let text = JSON.stringify({ spec: doc });
          if (damage) text = text.slice(0, cut % (text.length + 1));
          const bytes = new TextEncoder().encode(text);
          const inThread = api.answerValidate(bytes, { strict: true });
          const inPool = await local.run("validate", new TextEncoder().encode(text), { strict: true });
          expect(inPool).toEqual(inThread);
        }),
        { numRuns: RUNS },
      );
    } finally {
      await local.close();
    }
  });

  test("a full queue answers 503 with Retry-After, and the request in the worker is still answered", async () => {
    const busy = api.createValidationPool({ size: 1, threshold: 0, queueLimit: 0, retryAfterSeconds: 3 });
    const server = createServer(api.toNodeListener(api.createAgentSpecHandler({ pool: busy })));
    const base = await listen(server);
    try {
      const large = JSON.stringify(specBody("us", 20_000));
      const first = post(base, "/agents/schema/validate/", large);
      // Wait (bounded) until the worker holds the first request.
      for (let i = 0; i < 400 && busy.stats().running === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(busy.stats().running).toBe(1);
      const refused = await post(base, "/agents/schema/validate/", JSON.stringify(specBody("us")));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("3");
      expect(await refused.json()).toMatchObject({ code: "server/busy" });
      expect((await first).status).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
      await busy.close();
    }
  });

  test("a worker that dies fails its request with a 500 (never its text) and is replaced", async () => {
    // A worker script that ends at once, as a crashed worker would.
    const dying = api.createValidationPool({ size: 1, threshold: 0, workerUrl: new URL("data:text/javascript,process.exit(3)") });
    const handler = api.createAgentSpecHandler({ pool: dying });
    try {
      const r = await handler(new Request("http://127.0.0.1/api/v1/agents/schema/validate/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(specBody("us")) }));
      expect(r.status).toBe(500);
      expect(await r.json()).toEqual({ error: "The request could not be answered.", code: "server/internal" });
      expect(dying.stats()).toEqual({ running: 0, queued: 0, workers: 0 });
    } finally {
      await dying.close();
    }
  });

  test("options are checked", () => {
    expect(() => api.createValidationPool({ size: 0 })).toThrow(/size must be an integer of at least 1/);
    expect(() => api.createValidationPool({ queueLimit: -1 })).toThrow(/queueLimit/);
    expect(() => api.createAgentSpecHandler({ maxBodyBytes: -1 })).toThrow(/maxBodyBytes/);
  });
});

describe("Fastify's scope", () => {
  test("a route of the application outside the plugin keeps Fastify's JSON parser", async () => {
    const r = await fetch(bases["fastify"]!.replace(/\/api\/v1$/, "/echo"), { method: "POST", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(await r.json()).toEqual({ got: { a: 1 } });
  });
});

describe("toNodeListener with a Fetch handler that leaves the body", () => {
  // Its stream is closed, errored or cancelled before Node's request ends: the adapter's listeners
  // do nothing then (vitest fails the file on the uncaught error they threw), the rest of the body
  // is read and dropped, and the server keeps answering.
  test("a body cancelled, errored by its reader, or never read: each answered, and the next request too", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown): void => void uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    const handlers: Record<string, (request: Request) => Promise<Response>> = {
      cancel: async (request) => {
        await request.body?.cancel();
        return new Response("cancel");
      },
      "read-then-cancel": async (request) => {
        const reader = request.body!.getReader();
        await reader.read();
        await reader.cancel();
        return new Response("read-then-cancel");
      },
      unread: async () => new Response("unread"),
      read: async (request) => new Response(String((await request.arrayBuffer()).byteLength)),
    };
    const server = createServer(api.toNodeListener((request) => handlers[new URL(request.url).pathname.slice(1)]!(request)));
    const base = (await listen(server, "")).replace(/\/$/, "");
    try {
      const body = new Uint8Array(1_000_000).fill(0x20);
      for (const name of ["cancel", "read-then-cancel", "unread"]) {
        const r = await fetch(`${base}/${name}`, { method: "POST", body });
        expect(await r.text()).toBe(name);
        const next = await fetch(`${base}/read`, { method: "POST", body: "12345" });
        expect(await next.text()).toBe("5");
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await new Promise((r) => server.close(r));
    }
  });
});
