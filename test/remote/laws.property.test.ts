// Laws of the remote parts: field paths read back to the pointers they were written from; the
// platform's envelope of the toolkit's own issues maps back to those issues' places; Retry-After is
// read without throwing; the client never throws anything but its typed errors, whatever the
// platform answers; a schema has no difference with itself; sameJson is JSON equality.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agentSpecSchema, createPlatformClient, PlatformError, stringifyCanonical, toErrorEnvelope, validateSpec } from "../../src/index.js";
import { pointerToPath, toPointer } from "../../src/core/pointer.js";
import { waitSeconds } from "../../src/platform/client.js";
import { sameJson } from "../../src/platform/json.js";
import { pathSegments, serverFindings } from "../../src/cli/commands/remote/check.js";
import { diffSchemas } from "../../src/cli/commands/remote/schema.js";
import { spec as specArb } from "../arbitraries.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 200);
const segment = fc.oneof(fc.nat({ max: 20 }).map(String), fc.string({ maxLength: 6 }), fc.constantFrom("nodes", "config", "proxy", "a.b", "x: y", '"', "[0]", "__proto__", ""));

describe("field paths", () => {
  test("a pointer written as the envelope writes its path reads back to the same pointer", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const pointer = toPointer(segments);
        const read = pathSegments(pointerToPath(pointer));
        expect(read).toBeDefined();
        expect(toPointer(read!)).toBe(pointer);
      }),
      { numRuns: RUNS },
    );
  });

  test("the platform's envelope of the toolkit's own findings maps back to their pointers", () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const errors = validateSpec(spec).issues.filter((i) => i.severity === "error");
        const envelope = toErrorEnvelope(errors);
        if (envelope === undefined) return;
        const back = serverFindings(envelope.validationErrors).map((f) => f.pointer).sort();
        expect(back).toEqual(errors.map((i) => i.pointer).sort());
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
  });

  test("a path-shaped fieldErrors key, and a path under the body's spec, read back to the spec's pointer", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }).filter((s) => s[0] !== "spec"), (segments) => {
        const pointer = toPointer(segments);
        const path = pointerToPath(pointer);
        const keyed = serverFindings({ formErrors: [], fieldErrors: { [path]: ["bad"] } });
        const underSpec = serverFindings({ formErrors: [], fieldErrors: { spec: [`${pointerToPath(toPointer(["spec", ...segments]))}: bad`] } });
        const detailed = serverFindings({ validationErrors: { formErrors: [], fieldErrors: {} }, details: { issues: [{ code: "x/y", severity: "error", pointer: toPointer(["spec", ...segments]), message: "bad" }] } });
        for (const found of [keyed, underSpec, detailed]) expect(found).toMatchObject([{ pointer, params: { message: "bad" } }]);
      }),
      { numRuns: RUNS },
    );
    // `spec` alone is the spec itself: a message on it without a path is at the document.
    expect(serverFindings({ formErrors: [], fieldErrors: { spec: ["required"] } })).toMatchObject([{ pointer: "", params: { message: "required" } }]);
  });

  test("a message that does not start with a path is kept whole, at its field", () => {
    const [f] = serverFindings({ formErrors: [], fieldErrors: { nodes: ["not a path at all"] } });
    expect(f).toMatchObject({ pointer: "/nodes", params: { message: "not a path at all" } });
    const [g] = serverFindings({ formErrors: [], fieldErrors: { nodes: ['nodes[0]["x: y"].z: bad'] } });
    expect(g).toMatchObject({ pointer: "/nodes/0/x: y/z", params: { message: "bad" } });
  });
});

test("waitSeconds never throws and gives a whole number of seconds ≥ 0, or nothing", () => {
  fc.assert(
    fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.oneof(fc.string(), fc.nat().map(String), fc.date({ noInvalidDate: true }).map((d) => d.toUTCString()))), fc.option(fc.string()), fc.option(fc.string()), (status, retryAfter, reset, remaining) => {
      const headers = { get: (n: string) => (n === "retry-after" ? retryAfter : n === "ratelimit-reset" ? reset : n === "ratelimit-remaining" ? remaining : null) };
      const w = waitSeconds(status, headers, Date.now());
      if (w !== undefined) expect(Number.isInteger(w) && w >= 0).toBe(true);
    }),
    { numRuns: RUNS },
  );
});

describe("whatever the platform answers", () => {
  let answer = { status: 200, type: "application/json", body: "" };
  let server: Server;
  let baseUrl = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(answer.status, answer.type === "" ? {} : { "content-type": answer.type });
        res.end(answer.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  const status = fc.oneof(fc.constantFrom(200, 201, 204, 400, 401, 402, 403, 404, 409, 410, 413, 429, 500, 503), fc.integer({ min: 200, max: 599 }).filter((s) => ![204, 205, 304].includes(s) && (s < 300 || s >= 400)));
  const type = fc.constantFrom("application/json", "application/json; charset=utf-8", "application/problem+json", "text/html", "text/plain", "");
  const body = fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.record({ error: fc.oneof(fc.string(), fc.nat()), code: fc.oneof(fc.string(), fc.constant("x"), fc.constant(null)), validationErrors: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ formErrors: ["x"], fieldErrors: { x: ["x"] } })), details: fc.jsonValue({ maxDepth: 2 }) }).map((v) => JSON.stringify(v)));

  test("each call resolves, or rejects with a PlatformError whose message never holds the key", async () => {
    const client = createPlatformClient({ baseUrl, apiKey: "sekrit-key", applicationId: 1, retry: { retries: 0, timeoutMs: 2_000 } });
    await fc.assert(
      fc.asyncProperty(status, type, body, fc.constantFrom("usage", "listAgents", "updateSpec", "validate", "agentSpec", "createAgent"), async (s, t, b, op) => {
        answer = { status: s, type: t, body: b.replace(/x/g, "sekrit-key") };
        const call =
          op === "usage" ? client.usage() : op === "listAgents" ? client.listAgents() : op === "updateSpec" ? client.updateSpec("a", { version: 2 }) : op === "validate" ? client.validate({}) : op === "agentSpec" ? client.agentSpec("a") : client.createAgent({ name: "n", spec: {} });
        const outcome = await call.then(
          () => undefined,
          (e: unknown) => e,
        );
        if (outcome === undefined) return;
        expect(outcome).toBeInstanceOf(PlatformError);
        const e = outcome as PlatformError;
        expect(e.message).not.toContain("sekrit-key");
        expect(JSON.stringify([e.code, e.details, e.validationErrors, e.serverMessage])).not.toContain("sekrit-key");
        expect(e.hint.length).toBeGreaterThan(0);
      }),
      { numRuns: Math.min(RUNS, 150) },
    );
  });
});

describe("schemas and JSON equality", () => {
  test("a schema has no difference with itself, and diffSchemas never throws", () => {
    expect(diffSchemas(agentSpecSchema, structuredClone(agentSpecSchema))).toEqual([]);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), (a, b) => {
        expect(diffSchemas(a, structuredClone(a))).toEqual([]);
        diffSchemas(a, b);
      }),
      { numRuns: RUNS },
    );
  });

  test("sameJson is equality of the canonical JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), (a, b) => {
        expect(sameJson(a, structuredClone(a))).toBe(true);
        expect(sameJson(a, b)).toBe(sameJson(b, a));
        expect(sameJson(a, b)).toBe(stringifyCanonical(a) === stringifyCanonical(b));
      }),
      { numRuns: RUNS },
    );
  });
});
