// createPlatformClient against the platform double over real sockets: each client rule of the API
// text (Authentication, Errors, Limits, Versioning) and each fault the double injects.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createPlatformClient, DEFAULT_USER_AGENT, PlatformConfigError, PlatformError, type FetchLike, type PlatformClientOptions, type PlatformNotice, validationIssues } from "../../src/index.js";
import { startDouble, type PlatformDouble } from "./double.js";

const SPEC = { version: 2, nodes: [{ id: "start", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/a", method: "GET", proxy: "us" } }] };
const SPEC2 = { version: 2, nodes: [{ id: "start", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/b", method: "POST" } }] };
const FAST = { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 300 };

let double: PlatformDouble;
beforeEach(async () => {
  double = await startDouble();
});
afterEach(async () => {
  await double.stop();
});

const client = (o: Partial<PlatformClientOptions> = {}) => createPlatformClient({ baseUrl: double.baseUrl, apiKey: "key-full", retry: FAST, ...o });

async function failure(p: Promise<unknown>): Promise<PlatformError> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(PlatformError);
  return e as PlatformError;
}

const requestsTo = (method: string, prefix: string) => double.requests.filter((r) => r.method === method && r.path.startsWith(prefix));

describe("what every request carries", () => {
  test("the /api/v1 root, a trailing slash, the default User-Agent and ApiKey", async () => {
    const a = double.add({ name: "a", applicationId: 7, spec: SPEC });
    const c = client();
    await c.schema();
    await c.listAgents({ applicationId: 7 });
    await c.exportAgent(a.id);
    await c.updateSpec(a.id, SPEC2);
    await c.validate(SPEC);
    await c.usage();
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/v1/agents/schema/",
      "GET /api/v1/agents/?applicationId=7",
      `GET /api/v1/agents/${a.id}/export/`,
      `PUT /api/v1/agents/${a.id}/spec/`,
      "POST /api/v1/agents/schema/validate/",
      "GET /api/v1/usage/",
    ]);
    for (const r of double.requests) {
      expect(r.path.split("?")[0]!.endsWith("/")).toBe(true);
      expect(r.headers["user-agent"]).toBe(DEFAULT_USER_AGENT);
      expect(r.headers["authorization"]).toBe("ApiKey key-full");
    }
    expect(DEFAULT_USER_AGENT).toMatch(/^agentspec-toolkit\/\d+\.\d+\.\d+ \(\+https:\/\/.+\)$/);
    expect(JSON.parse(double.requests[3]!.body)).toEqual(SPEC2);
    expect(JSON.parse(double.requests[4]!.body)).toEqual({ spec: SPEC });
  });

  test("an access token goes as Bearer; a caller's User-Agent replaces the default; a base URL with a path keeps it", async () => {
    const d2 = await startDouble({ tokens: ["tok-1"] });
    try {
      const c = createPlatformClient({ baseUrl: `${d2.baseUrl}/`, accessToken: "tok-1", userAgent: "my-tool/1.0" });
      expect(await c.listAgents()).toEqual([]);
      expect(d2.requests[0]!.headers["authorization"]).toBe("Bearer tok-1");
      expect(d2.requests[0]!.headers["user-agent"]).toBe("my-tool/1.0");
      expect(d2.requests[0]!.path).toBe("/api/v1/agents/");
      const e = await failure(createPlatformClient({ baseUrl: `${d2.baseUrl}/prefix`, accessToken: "tok-1" }).usage());
      expect(d2.requests[1]!.path).toBe("/prefix/api/v1/usage/");
      expect(e.status).toBe(404);
    } finally {
      await d2.stop();
    }
  });

  test("ids are escaped into one path segment", async () => {
    double.add({ id: "a/b?c", name: "odd", spec: SPEC });
    expect(await client().agentSpec("a/b?c")).toEqual(SPEC);
    expect(double.requests[0]!.path).toBe("/api/v1/agents/a%2Fb%3Fc/export/");
    await expect(client().exportAgent("")).rejects.toThrow(PlatformConfigError);
    await expect(client().exportAgent("..")).rejects.toThrow(PlatformConfigError);
  });

  test("listing without an application gives company-scoped agents only; with one, that application's", async () => {
    double.add({ name: "company", spec: SPEC });
    double.add({ name: "in-7", applicationId: 7, spec: SPEC });
    expect((await client().listAgents()).map((a) => a.name)).toEqual(["company"]);
    expect((await client().listAgents({ applicationId: 7 })).map((a) => a.name)).toEqual(["in-7"]);
    expect((await client({ applicationId: 7 }).listAgents()).map((a) => a.name)).toEqual(["in-7"]);
  });
});

describe("options the client refuses before sending anything", () => {
  const secret = "sk-live-SECRET-123";
  test.each([
    [{ baseUrl: "http://platform.example.com", apiKey: secret }, /https:/],
    [{ baseUrl: "https://user:pw@platform.example.com", apiKey: secret }, /user name or password/],
    [{ baseUrl: "https://platform.example.com/api/v1", apiKey: secret }, /without \/api/],
    [{ baseUrl: "https://platform.example.com?x=1", apiKey: secret }, /query or fragment/],
    [{ baseUrl: "not a url", apiKey: secret }, /not an absolute URL/],
    [{ baseUrl: "", apiKey: secret }, /base URL is missing/],
    [{ baseUrl: "https://platform.example.com" }, /no credential/],
    [{ baseUrl: "https://platform.example.com", apiKey: secret, accessToken: secret }, /not both/],
    [{ baseUrl: "https://platform.example.com", apiKey: `${secret}\n` }, /cannot carry/],
    [{ baseUrl: "https://platform.example.com", apiKey: secret, applicationId: 1.5 }, /whole number/],
    // The edge answers 403 (error 1010) to a request without a User-Agent: an empty one is refused when the client is made.
    [{ baseUrl: "https://platform.example.com", apiKey: secret, userAgent: "" }, /userAgent option is empty.*403, error 1010/],
    [{ baseUrl: "https://platform.example.com", apiKey: secret, userAgent: "   " }, /userAgent option is empty/],
    [{ baseUrl: "https://platform.example.com", apiKey: secret, userAgent: "tool/1.0\r\nX-Evil: 1" }, /cannot carry/],
  ] as [PlatformClientOptions, RegExp][])("%o", (opts, message) => {
    let thrown: unknown;
    try {
      createPlatformClient(opts);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(PlatformConfigError);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain("SECRET");
  });

  test("plain http: is allowed to loopback hosts only", () => {
    for (const host of ["127.0.0.1:1", "localhost:1", "[::1]:1", "127.1.2.3"]) expect(() => createPlatformClient({ baseUrl: `http://${host}`, apiKey: "k" })).not.toThrow();
    for (const host of ["10.0.0.1", "localhost.example.com", "127.0.0.1.nip.io"]) expect(() => createPlatformClient({ baseUrl: `http://${host}`, apiKey: "k" })).toThrow(PlatformConfigError);
  });
});

describe("redirects", () => {
  test("a 308 on the same origin is replayed with its method and body, and reported", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ redirect: `/api/v1/agents/${a.id}/spec/` }, "PUT");
    const notices: PlatformNotice[] = [];
    await client({ onNotice: (n) => notices.push(n) }).updateSpec(a.id, SPEC2);
    const puts = requestsTo("PUT", "/api/v1/agents/");
    expect(puts).toHaveLength(2);
    expect(JSON.parse(puts[1]!.body)).toEqual(SPEC2);
    expect(double.agents.get(a.id)!.spec).toEqual(SPEC2);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toMatch(/redirected PUT .* replayed .* bug/);
  });

  test("a redirect to another origin is not followed: the credential never leaves the origin", async () => {
    const seen: (string | undefined)[] = [];
    const other = createServer((req, res) => {
      seen.push(req.headers["authorization"]);
      res.end("{}");
    });
    await new Promise<void>((r) => other.listen(0, "127.0.0.1", r));
    try {
      double.inject({ redirect: `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/v1/usage/` });
      const e = await failure(client().usage());
      expect(e.code).toBe("client/redirect");
      expect(e.message).toContain("another origin");
      expect(seen).toEqual([]);
    } finally {
      await new Promise<void>((r) => other.close(() => r()));
    }
  });

  test("a second redirect, or a 301 that would turn a PUT into a GET, is an error", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ redirect: "" }, "PUT").inject({ redirect: "" }, "PUT");
    expect((await failure(client().updateSpec(a.id, SPEC2))).code).toBe("client/redirect");
    double.clearFaults();
    double.inject({ redirect: "", status: 301 }, "PUT");
    expect((await failure(client().updateSpec(a.id, SPEC2))).code).toBe("client/redirect");
    expect(double.agents.get(a.id)!.spec).toEqual(SPEC);
  });
});

describe("errors, by status and code", () => {
  test("403 edge 1010: an HTML page read by status and content type, worded", async () => {
    double.inject({ status: 403, html: true, error: "" }); // a plain HTML 403 without 1010
    const plain = await failure(client().usage());
    expect(plain.code).toBe("client/not-json");
    // The double's edge refuses a request without a User-Agent; a fetch that drops it meets it.
    const bare = (url: string, init: { method: string; headers: Record<string, string> }) =>
      new Promise<{ status: number; headers: { get(n: string): string | null }; text(): Promise<string> }>((resolve, reject) => {
        const u = new URL(url);
        const headers = { ...init.headers };
        delete headers["user-agent"];
        import("node:http").then(({ request }) => {
          const req = request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method: init.method, headers }, (res) => {
            let text = "";
            res.setEncoding("utf8").on("data", (d: string) => (text += d));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: { get: (n) => (res.headers[n.toLowerCase()] as string | undefined) ?? null }, text: async () => text }));
          });
          req.on("error", reject);
          req.end();
        }, reject);
      });
    const e = await failure(client({ fetch: bare }).usage());
    expect(e.status).toBe(403);
    expect(e.code).toBe("edge/1010");
    expect(e.message).toMatch(/User-Agent header \(edge error 1010\)/);
    expect(double.requests.at(-1)!.headers["user-agent"]).toBeUndefined();
  });

  test("401: a rejected credential says to refresh or replace it; a missing one says how to give one", async () => {
    const e = await failure(client({ apiKey: "key-revoked" }).usage());
    expect([e.status, e.code]).toEqual([401, "auth/unauthorized"]);
    expect(e.hint).toMatch(/refresh the access token .* or replace the API key/);
    expect(e.message).not.toContain("key-revoked");
    double.inject({ status: 401, code: "auth/credentials-missing" });
    expect((await failure(client().usage())).hint).toMatch(/AGENTSPEC_API_KEY/);
  });

  test("403 scope: a Widget-only key", async () => {
    const e = await failure(client({ apiKey: "key-widget" }).listAgents());
    expect(e.status).toBe(403);
    expect(e.hint).toMatch(/scope/);
  });

  test("402 is never retried, and says when it can succeed", async () => {
    double.inject({ status: 402, code: "budget-exceeded" }, "GET");
    const e = await failure(client().usage());
    expect([e.status, e.code, e.attempts]).toEqual([402, "budget-exceeded", 1]);
    expect(e.hint).toMatch(/not retried: it can succeed once the budget is raised or the month rolls over/);
    double.inject({ status: 402, code: "quota-exceeded-numberOfDocumentPages" }, "POST");
    const q = await failure(client({ applicationId: 1 }).createAgent({ name: "x", spec: SPEC }));
    expect(q.hint).toMatch(/quota numberOfDocumentPages/);
    expect(requestsTo("GET", "/api/v1/usage/")).toHaveLength(1);
    expect(requestsTo("POST", "/api/v1/agents/")).toHaveLength(1);
    expect(double.agents.size).toBe(0);
  });

  test("404 may be another application's resource; an unknown path is named as such", async () => {
    const e = await failure(client().exportAgent("nope"));
    expect(e.status).toBe(404);
    expect(e.hint).toMatch(/belongs to another application/);
    double.inject({ status: 404, code: "api/unknown-path" });
    expect((await failure(client().usage())).hint).toMatch(/matches no operation/);
  });

  test("409 is a conflict to resolve, never retried", async () => {
    double.add({ name: "taken", applicationId: 3, spec: SPEC });
    const e = await failure(client({ applicationId: 3 }).createAgent({ name: "taken", spec: SPEC2 }));
    expect([e.status, e.code]).toEqual([409, "agents/conflict"]);
    expect(e.hint).toMatch(/conflict/);
    expect(requestsTo("POST", "/api/v1/agents/")).toHaveLength(1);
    expect(requestsTo("GET", "/api/v1/agents/")).toHaveLength(0);
  });

  test("413: the JSON one carries useChunkedUpload; the edge's HTML one is read by status, never parsed", async () => {
    double.inject({ status: 413, code: "upload/request-too-large", body: { useChunkedUpload: true } }, "POST");
    const j = await failure(client({ applicationId: 1 }).importAgents({ format: "agentspec-bundle", formatVersion: 1, agents: [] }));
    expect([j.status, j.code, j.useChunkedUpload]).toEqual([413, "upload/request-too-large", true]);
    expect(j.hint).toMatch(/chunked upload/);
    double.inject({ status: 413, html: true }, "POST");
    const h = await failure(client({ applicationId: 1 }).importAgents({ format: "agentspec-bundle", formatVersion: 1, agents: [] }));
    expect([h.status, h.code, h.useChunkedUpload]).toEqual([413, "client/not-json", undefined]);
    expect(h.message).toContain("text/html");
    expect(h.hint).toMatch(/100 MB/);
  });

  test("a 400 envelope's validationErrors and details are kept", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    const bad = { version: 2, nodes: [{ id: "start", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", proxy: "eu" } }] };
    const e = await failure(client().updateSpec(a.id, bad));
    expect(e.status).toBe(400);
    expect(e.code).toBe("validation/invalid-spec");
    expect(e.validationErrors?.fieldErrors["nodes"]?.[0]).toMatch(/^nodes\[0\]\.config\.proxy: /);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(1);
    // Mapped back to positioned issues in the local text.
    const text = JSON.stringify(bad, null, 2);
    const issues = validationIssues(e.validationErrors!, text);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: "remote/server-finding", severity: "error", pointer: "/nodes/0/config/proxy" });
    expect(issues[0]!.message).toMatch(/^the platform: /);
    expect(text.slice(issues[0]!.range!.start.offset, issues[0]!.range!.end.offset)).toBe('"eu"');
    expect(validationIssues(e.validationErrors!)[0]!.range).toBeUndefined();
  });

  test("a credential the platform echoes back is redacted from the message and the details", async () => {
    double.inject({ status: 401, code: "auth/unauthorized", error: "key key-full is expired", body: { details: { key: "key-full", nested: ["key-full"] } } });
    const e = await failure(client().usage());
    expect(e.message).not.toContain("key-full");
    expect(JSON.stringify(e.details)).not.toContain("key-full");
    expect(e.serverMessage).toBe("key [redacted] is expired");
    expect(String(e.stack)).not.toContain("key-full");
  });

  test("a 2xx answer of the wrong shape is an unexpected response, not a crash", async () => {
    const d2 = await startDouble({ usage: undefined, schema: undefined });
    try {
      // The double answers GET /agents/ with an array; a platform answering an object is refused.
      d2.inject({ status: 200, body: { items: [] } }, "GET");
      const e = await failure(createPlatformClient({ baseUrl: d2.baseUrl, apiKey: "key-full" }).listAgents());
      expect(e.code).toBe("client/unexpected-response");
    } finally {
      await d2.stop();
    }
  });
});

describe("reads: bounded retries with backoff", () => {
  test("500, 502, 503 and 504 then success: retried until it succeeds", async () => {
    for (const status of [500, 502, 503]) double.inject({ status }, "GET");
    expect(await client().usage()).toMatchObject({ budget: { remaining: 60 } });
    expect(requestsTo("GET", "/api/v1/usage/")).toHaveLength(4);
  });

  test("at most 3 retries: a fourth failure is the error, with the attempts counted", async () => {
    for (let i = 0; i < 5; i++) double.inject({ status: 504 }, "GET");
    const e = await failure(client().usage());
    expect([e.status, e.attempts]).toEqual([504, 4]);
    expect(e.hint).toMatch(/after 4 attempts/);
    expect(double.pending()).toBe(1);
  });

  test("other statuses are not retried: 501 Not Implemented, 505", async () => {
    double.inject({ status: 501 }, "GET").inject({ status: 505 }, "GET");
    expect((await failure(client().usage())).status).toBe(501);
    expect((await failure(client().usage())).status).toBe(505);
    expect(requestsTo("GET", "/api/v1/usage/")).toHaveLength(2);
  });

  test("a dropped connection and a timeout are retried", async () => {
    double.inject({ reset: true }, "GET").inject({ hangBefore: 2_000 }, "GET");
    expect(await client().schema()).toMatchObject({ $schema: expect.any(String) });
    expect(requestsTo("GET", "/api/v1/agents/schema/")).toHaveLength(3);
  });

  test("429 honours Retry-After in seconds", async () => {
    double.inject({ status: 429, code: "rate-limit/exceeded", headers: { "retry-after": "1" } }, "GET");
    const started = Date.now();
    await client().usage();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(requestsTo("GET", "/api/v1/usage/")).toHaveLength(2);
  });

  test("429 honours Retry-After as an HTTP date, and RateLimit-Reset when there is no Retry-After", async () => {
    double.inject({ status: 429, code: "rate-limit/exceeded", headers: { "retry-after": new Date(Date.now() + 1_500).toUTCString() } }, "GET");
    let started = Date.now();
    await client().usage();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450); // an HTTP date has whole seconds
    double.inject({ status: 429, code: "rate-limit/exceeded", headers: { "ratelimit-reset": "1" } }, "GET");
    started = Date.now();
    await client().usage();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  test("a wait past the total budget is not waited: the error says how long to wait", async () => {
    double.inject({ status: 429, code: "rate-limit/exceeded", headers: { "retry-after": "120" } }, "GET");
    const started = Date.now();
    const e = await failure(client({ retry: { ...FAST, budgetMs: 5_000 } }).usage());
    expect(Date.now() - started).toBeLessThan(4_000);
    expect([e.status, e.code, e.retryAfter, e.attempts]).toEqual([429, "rate-limit/exceeded", 120, 1]);
    expect(e.hint).toMatch(/wait 120 s/);
  });
});

describe("writes: never retried blindly", () => {
  test("a PUT that timed out but took effect is read back, not sent again", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ hangAfter: 1_000 }, "PUT");
    await client().updateSpec(a.id, SPEC2);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(1);
    expect(requestsTo("GET", `/api/v1/agents/${a.id}/export/`)).toHaveLength(1);
    expect(double.agents.get(a.id)!.spec).toEqual(SPEC2);
  });

  test("a PUT that timed out and did not take effect is sent once more", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ hangBefore: 1_000 }, "PUT");
    await client().updateSpec(a.id, SPEC2);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(2);
    expect(double.agents.get(a.id)!.spec).toEqual(SPEC2);
  });

  test("a 5xx after the write took effect is not resubmitted; a 5xx before it is, once", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ statusAfter: 502 }, "PUT");
    await client().updateSpec(a.id, SPEC2);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(1);
    double.inject({ status: 503 }, "PUT");
    await client().updateSpec(a.id, SPEC);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(3);
    expect(double.agents.get(a.id)!.spec).toEqual(SPEC);
  });

  test("a write that fails again after its one resubmission is the error", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ status: 503 }, "PUT").inject({ status: 503 }, "PUT").inject({ status: 503 }, "PUT");
    const e = await failure(client().updateSpec(a.id, SPEC2));
    expect([e.status, e.attempts]).toEqual([503, 2]);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(2);
    expect(double.agents.get(a.id)!.spec).toEqual(SPEC);
  });

  test("when the read-back fails too, the outcome is reported unknown", async () => {
    const a = double.add({ name: "a", spec: SPEC });
    double.inject({ status: 503 }, "PUT");
    for (let i = 0; i < 4; i++) double.inject({ status: 503 }, "GET");
    const e = await failure(client().updateSpec(a.id, SPEC2));
    expect(e.code).toBe("client/write-unverified");
    expect(e.hint).toMatch(/unknown: check the platform/);
    expect(requestsTo("PUT", "/api/v1/agents/")).toHaveLength(1);
  });

  test("createAgent: a lost answer is checked by name in the application; never a duplicate", async () => {
    double.inject({ hangAfter: 1_000 }, "POST");
    const made = await client({ applicationId: 5 }).createAgent({ name: "fresh", spec: SPEC });
    expect(made.name).toBe("fresh");
    expect([...double.agents.values()].filter((a) => a.name === "fresh")).toHaveLength(1);
    expect(requestsTo("GET", "/api/v1/agents/?applicationId=5")).toHaveLength(1);
    // A dropped connection does not prove the agent was not made, and an absent name does not
    // either (a list may lag behind writes): it is not sent again; the error says what to check.
    double.inject({ reset: true }, "POST");
    const e = await failure(client({ applicationId: 5 }).createAgent({ name: "second", spec: SPEC }));
    expect(e.code).toBe("client/write-unverified");
    expect(e.hint).toMatch(/unknown: check the platform \(whether application 5 has an agent named "second"/);
    expect([...double.agents.values()].filter((a) => a.name === "second")).toHaveLength(0);
    expect(requestsTo("POST", "/api/v1/agents/")).toHaveLength(2);
  });

  test("createAgent: the edge's 429 never reached the API, so it is sent once more after Retry-After", async () => {
    double.inject({ status: 429, code: "rate-limit/exceeded", headers: { "retry-after": "0" } }, "POST");
    const made = await client({ applicationId: 5 }).createAgent({ name: "limited", spec: SPEC });
    expect(made.name).toBe("limited");
    expect(requestsTo("POST", "/api/v1/agents/")).toHaveLength(2);
    expect(requestsTo("GET", "/api/v1/agents/")).toHaveLength(0);
  });

  test("createAgent needs an application, so the check can list it", async () => {
    await expect(client().createAgent({ name: "x", spec: SPEC })).rejects.toThrow(PlatformConfigError);
    expect(double.requests).toHaveLength(0);
  });

  test("importAgents: a lost answer is checked by listing the bundle's agents", async () => {
    const bundle = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "i1", applicationId: 4, spec: SPEC }, { name: "i2", applicationId: 4, spec: SPEC2 }] };
    double.inject({ hangAfter: 1_000 }, "POST");
    await client({ applicationId: 4 }).importAgents(bundle);
    expect(double.agents.size).toBe(2);
    expect(requestsTo("POST", "/api/v1/agents/import/")).toHaveLength(1);
  });

  test("importAgents sends the application in the body, and refuses entries of another application before sending", async () => {
    const bundle = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "j1", spec: SPEC }] };
    await client({ applicationId: 4 }).importAgents(bundle);
    expect(JSON.parse(requestsTo("POST", "/api/v1/agents/import/")[0]!.body)).toEqual({ ...bundle, applicationId: 4 });
    expect(double.agents.get([...double.agents.keys()][0]!)!.applicationId).toBe(4);
    const other = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "j2", spec: SPEC, subagents: [{ name: "sub", applicationId: 9, spec: SPEC }] }] };
    await expect(client({ applicationId: 4 }).importAgents(other)).rejects.toThrow(/another application than 4: \/agents\/0\/subagents\/0\/applicationId \(application 9\)/);
    await expect(client().importAgents(bundle)).rejects.toThrow(PlatformConfigError);
    expect(requestsTo("POST", "/api/v1/agents/import/")).toHaveLength(1);
  });
});

describe("the other operations", () => {
  test("validate: valid, or the 400 envelope as an answer", async () => {
    expect(await client().validate(SPEC)).toEqual({ valid: true, body: { valid: true } });
    const answer = await client().validate({ version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", proxy: "eu" } }] });
    expect(answer.valid).toBe(false);
    if (!answer.valid) expect(answer.validationErrors.fieldErrors["nodes"]![0]).toMatch(/^nodes\[0\]\.config\.proxy: /);
  });

  test("execution and usage", async () => {
    double.executions.set("a1/e1", { status: "done" });
    expect(await client().execution("a1", "e1")).toEqual({ status: "done" });
    expect((await failure(client().execution("a1", "e2"))).status).toBe(404);
  });
});

describe("the double follows the API text", () => {
  test("a path without its slash is answered 308, a versionless one 410, no credential 401; RateLimit-* on every answer", async () => {
    const ua = { "user-agent": "test" };
    const noSlash = await fetch(`${double.baseUrl}/api/v1/usage`, { headers: { ...ua, authorization: "ApiKey key-full" }, redirect: "manual" });
    expect([noSlash.status, noSlash.headers.get("location")]).toEqual([308, "/api/v1/usage/"]);
    const versionless = await fetch(`${double.baseUrl}/api/usage/`, { headers: { ...ua, authorization: "ApiKey key-full" } });
    expect([versionless.status, ((await versionless.json()) as { code: string }).code]).toEqual([410, "api/versionless-retired"]);
    const anonymous = await fetch(`${double.baseUrl}/api/v1/usage/`, { headers: ua });
    expect([anonymous.status, ((await anonymous.json()) as { code: string }).code]).toEqual([401, "auth/credentials-missing"]);
    expect(anonymous.headers.get("ratelimit-policy")).toBe("600;w=60");
    const unknown = await fetch(`${double.baseUrl}/api/v1/nothing/here/`, { headers: { ...ua, authorization: "ApiKey key-full" } });
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, "api/unknown-path"]);
  });

  test("a POST to a path without its slash, replayed by the client after the 308, keeps its body", async () => {
    // The client's own paths end with a slash; a caller's fetch that drops it (once) meets the platform's 308.
    let calls = 0;
    const dropSlash: FetchLike = (url, init) => fetch(calls++ === 0 ? url.replace(/\/$/, "") : url, init as RequestInit);
    const notices: PlatformNotice[] = [];
    const made = await client({ applicationId: 2, fetch: dropSlash, onNotice: (n) => notices.push(n) }).createAgent({ name: "via-308", spec: SPEC });
    expect(made.name).toBe("via-308");
    expect(double.agents.get(made.id)!.spec).toEqual(SPEC);
    expect(notices.map((n) => n.code)).toEqual(["client/redirected"]);
    expect(double.requests.filter((r) => r.method === "POST").map((r) => [r.path, r.body === "" ? "empty" : "body"])).toEqual([
      ["/api/v1/agents", "body"],
      ["/api/v1/agents/", "body"],
    ]);
  });
});
