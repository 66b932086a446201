// The toolkit's client against the toolkit's server: createPlatformClient and `agentspec check
// --remote` talk over real sockets to `agentspec-toolkit/server` (built, as a user imports it),
// served by Node's http (toNodeListener) and by Fastify (its plugin). Every operation both have
// (the schema, validate, import) gives the answer `check` gives: each finding at the node and key
// `check` places it, in `check`'s words, and a fault found both here and there reported once.
import { createServer, type Server } from "node:http";
import Fastify, { type FastifyInstance } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { agentSpecSchema, createPlatformClient, PlatformError, validationIssues, type Issue } from "../../src/index.js";
import { checkText } from "../../src/workspace/document.js";
import { mergeServerFindings, platformFindings } from "../../src/cli/commands/remote/check.js";
import { spec as specArb, toText } from "../arbitraries.js";
import { run, tree, SPECS } from "../cli/helpers.js";
import { loadServer, type ServerModule } from "../server/helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 30);

let api: ServerModule;
let nodeServer: Server;
let fastify: FastifyInstance;
const bases: Record<string, string> = {};
const existingAgents = () => [{ id: "taken-id", name: "Taken" }];

beforeAll(async () => {
  api = await loadServer();
  nodeServer = createServer(api.toNodeListener(api.createAgentSpecHandler({ existingAgents })));
  await new Promise<void>((resolve) => nodeServer.listen(0, "127.0.0.1", resolve));
  bases["node:http"] = `http://127.0.0.1:${(nodeServer.address() as { port: number }).port}`;
  fastify = Fastify();
  await fastify.register(api.agentSpecFastify as never, { prefix: "/api/v1", existingAgents });
  await fastify.listen({ port: 0, host: "127.0.0.1" });
  bases["fastify"] = `http://127.0.0.1:${(fastify.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((r) => nodeServer.close(r));
  await fastify.close();
});

const webhook = (id: string, config: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id, type: "action", actionType: "WEBHOOK", mode: "sync", config: { url: `https://api.example.com/${id}`, method: "GET", ...config }, outputVar: id, transition: [], ...extra });

/** Specs the platform refuses, each for another kind of fault (enum, near miss, type, missing key, condition, rule). */
const REFUSED: Record<string, unknown> = {
  "proxy outside the enum": { version: 2, nodes: [webhook("start", { proxy: "eu" })] },
  "a near miss hiding a required key": { version: 2, nodes: [{ id: "start", tpye: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/a", method: "GET" } }] },
  "a wrong type": { version: 2, nodes: [webhook("start", { method: 7 })] },
  "a missing url": { version: 2, nodes: [{ id: "start", type: "action", actionType: "WEBHOOK", config: { method: "GET" } }] },
  "a bad condition": { version: 2, nodes: [webhook("start", {}, { transition: [{ to: "end", when: { source: "vars", path: "a..b", op: "eq", value: 1 } }] }), webhook("end", {})] },
  "a transition to no node": { version: 2, nodes: [webhook("start", { proxy: "{{vars.region}}" }, { transition: [{ to: "ned" }] })] },
};

/** What `check` says of a spec text, at error level: place, line and words. */
const checkErrors = (text: string) =>
  checkText(text)
    .issues.filter((i) => i.severity === "error")
    .map((i) => ({ pointer: i.pointer, line: i.range?.start.line, message: `the platform: ${i.message}` }));

const placed = (issues: readonly Issue[]) => issues.map((i) => ({ pointer: i.pointer, line: i.range?.start.line, message: i.message }));

const byPlace = <T extends { pointer: string; message: string }>(xs: T[]): T[] => [...xs].sort((a, b) => (a.pointer + a.message < b.pointer + b.message ? -1 : 1));

describe.each(["node:http", "fastify"])("the client and the toolkit's server on %s", (adapter) => {
  const client = () => createPlatformClient({ baseUrl: bases[adapter]!, apiKey: "not-checked-by-this-server", retry: { timeoutMs: 5_000 } });

  test("schema: the server serves the schema this toolkit bundles", async () => {
    expect(await client().schema()).toEqual(agentSpecSchema);
  });

  test.each(Object.keys(REFUSED))("validate, %s: every finding at the node and key check places it, in check's words", async (name) => {
    const spec = REFUSED[name];
    const text = JSON.stringify(spec, null, 2);
    const answer = await client().validate(spec);
    expect(answer.valid).toBe(false);
    if (answer.valid) return;
    // The server's findings are under the body's `spec`; placed back, they are the spec's places.
    const issues = validationIssues(answer, text);
    expect(issues.length).toBeGreaterThan(0);
    for (const i of issues) expect(i.pointer.startsWith("/spec")).toBe(false);
    expect(byPlace(placed(issues))).toEqual(byPlace(checkErrors(text)));
    // Merged with the local check, each fault is reported once: the local issue, nothing added.
    const local = checkText(text).issues;
    expect(mergeServerFindings(text, local, platformFindings(answer))).toEqual(local);
  });

  test("validate without details.issues: the envelope alone places each finding the same way (the body's spec segment stripped)", async () => {
    for (const spec of Object.values(REFUSED)) {
      const text = JSON.stringify(spec, null, 2);
      const answer = await client().validate(spec);
      if (answer.valid) throw new Error("refused specs are refused");
      // The toolkit's server writes its messages under `spec` (`spec.nodes[0].config.proxy: …`).
      expect(Object.keys(answer.validationErrors.fieldErrors).every((k) => k === "spec")).toBe(true);
      const fromEnvelope = validationIssues(answer.validationErrors, text);
      const fromDetails = validationIssues(answer, text);
      expect(byPlace(placed(fromEnvelope))).toEqual(byPlace(placed(fromDetails)));
      // Path-shaped keys, as another platform may write them, place the same.
      const pathKeyed: Record<string, string[]> = {};
      for (const m of answer.validationErrors.fieldErrors["spec"]!) {
        const at = m.indexOf(": ");
        (pathKeyed[m.slice("spec.".length, at)] ??= []).push(m.slice(at + 2));
      }
      const fromKeys = validationIssues({ formErrors: answer.validationErrors.formErrors, fieldErrors: pathKeyed }, text);
      for (const i of fromKeys) expect(i.pointer).toMatch(/^(\/[^/[\]]*)*$/);
      expect(byPlace(placed(fromKeys))).toEqual(byPlace(placed(fromDetails)));
    }
  });

  test("validate, any spec: the server's findings are check's errors, each once after the merge", async () => {
    await fc.assert(
      fc.asyncProperty(specArb, async (spec) => {
        const text = toText(spec);
        const answer = await client().validate(JSON.parse(text));
        const local = checkText(text).issues;
        if (answer.valid) {
          // What the server accepts, check does not refuse.
          expect(checkErrors(text)).toEqual([]);
          return;
        }
        const remote = placed(validationIssues(answer, text));
        const errors = checkErrors(text);
        for (const r of remote) expect(errors).toContainEqual(r);
        expect(mergeServerFindings(text, local, platformFindings(answer))).toEqual(local);
      }),
      { numRuns: RUNS },
    );
  });

  test("import: a refused bundle's findings land where check places them in the bundle; a conflict is the 409", async () => {
    const bundle = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "fresh", spec: REFUSED["proxy outside the enum"] }] };
    const text = JSON.stringify(bundle, null, 2);
    const e = await client()
      .importAgents(bundle, { applicationId: 3 })
      .then(
        () => undefined,
        (x: unknown) => x,
      );
    expect(e).toBeInstanceOf(PlatformError);
    const refused = e as PlatformError;
    expect(refused.status).toBe(400);
    const issues = validationIssues(refused, text);
    const local = checkText(text, { bundle: true })
      .issues.filter((i) => i.severity === "error")
      .map((i) => ({ pointer: i.pointer, line: i.range?.start.line, message: `the platform: ${i.message}` }));
    expect(issues.length).toBeGreaterThan(0);
    expect(byPlace(placed(issues))).toEqual(byPlace(local));
    const clash = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "Taken", spec: REFUSED["proxy outside the enum"] }] };
    clash.agents[0]!.spec = { version: 2, nodes: [webhook("start", {})] };
    const conflict = (await client()
      .importAgents(clash, { applicationId: 3 })
      .then(
        () => undefined,
        (x: unknown) => x,
      )) as PlatformError;
    expect([conflict.status, conflict.code]).toEqual([409, "import/conflict"]);
    // A clean bundle is answered with the import check.
    const ok = (await client().importAgents({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "fresh", spec: clash.agents[0]!.spec }] }, { applicationId: 3 })) as { ok: boolean };
    expect(ok.ok).toBe(true);
  });
});

describe("agentspec check --remote against the toolkit's server", () => {
  test.each(["node:http", "fastify"])("%s: the report is check's report, each fault once, in every format", async (adapter) => {
    const files: Record<string, string> = { "good.json": SPECS.good, "warn.json": SPECS.warn, "bad.json": SPECS.bad };
    for (const [name, spec] of Object.entries(REFUSED)) files[`${name.replace(/\W+/g, "-")}.json`] = JSON.stringify(spec, null, 2);
    const cwd = tree(files);
    const env = { AGENTSPEC_BASE_URL: bases[adapter]!, AGENTSPEC_API_KEY: "sk-test-0123456789abcdef" };
    for (const format of ["json", "stylish"]) {
      const local = await run(["check", "-f", format, "."], { cwd, env });
      const remote = await run(["check", "--remote", "-f", format, "."], { cwd, env });
      expect(remote.code).toBe(1);
      expect([remote.code, remote.stdout]).toEqual([local.code, local.stdout]);
      expect(remote.stdout).not.toContain("remote/server-finding");
    }
  });

  test("remote schema --diff: the server's schema is the one the toolkit bundles", async () => {
    const r = await run(["remote", "schema", "--diff"], { cwd: tree({}), env: { AGENTSPEC_BASE_URL: bases["node:http"]!, AGENTSPEC_API_KEY: "sk-test-0123456789abcdef" } });
    expect([r.code, r.stdout]).toEqual([0, "The platform's AgentSpec schema is the one this toolkit bundles.\n"]);
  });
});
