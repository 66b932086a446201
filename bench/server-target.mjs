// The servers bench/server.bench.mjs loads, in a process of their own (so the load generator does
// not share their event loop), each on a free loopback port:
// - "agentspec, pool": Fastify with the agentspec plugin, large bodies validated in a worker pool;
// - "agentspec, no pool": the same with `pool: false` (everything on the event loop);
// - "fastify + ajv": a Fastify route that validates the same bodies with raw ajv (draft 2020-12,
//   ajv-formats) compiled from the published schema, Fastify's own JSON parser and body limit.
// Each also answers GET /__rss/ (its process's resident memory, for the memory bound). Prints
// one JSON line with the ports; stops on SIGTERM or when its parent goes away.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import Fastify from "fastify";
import { agentSpecFastify, createValidationPool } from "../dist/server.js";

const maxBodyBytes = Number(process.env.MAX_BODY_BYTES ?? 100_000_000);
const bodyTimeoutMs = Number(process.env.BODY_TIMEOUT_MS ?? 5_000);

const rss = (app) => app.get("/__rss/", async () => ({ rss: process.memoryUsage().rss }));

async function ours(withPool) {
  const app = Fastify({ bodyLimit: maxBodyBytes, forceCloseConnections: true });
  rss(app);
  const pool = withPool ? createValidationPool({ size: 1, threshold: 1024 * 1024, queueLimit: 8 }) : undefined;
  // Without a pool of its own the handler starts one by default: `pool: false` keeps every body on the event loop.
  await app.register(agentSpecFastify, { prefix: "/api/v1", maxBodyBytes, bodyTimeoutMs, pool: pool ?? false });
  app.addHook("onClose", async () => pool?.close());
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

async function peer() {
  const schema = JSON.parse(readFileSync(new URL("../schema/agentspec-v2.schema.json", import.meta.url), "utf8"));
  // strict: false: the published file holds editor hints ajv's strict mode refuses as unknown keywords.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const app = Fastify({ bodyLimit: maxBodyBytes, forceCloseConnections: true });
  rss(app);
  app.post("/api/v1/agents/schema/validate/", async (request, reply) => {
    const spec = request.body?.spec;
    if (validate(spec)) return { valid: true, issues: [] };
    return reply.code(400).send({ error: "The spec is not valid.", code: "validation/invalid-spec", errors: validate.errors });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

const apps = { "agentspec, pool": await ours(true), "agentspec, no pool": await ours(false), "fastify + ajv": await peer() };
console.log(JSON.stringify(Object.fromEntries(Object.entries(apps).map(([name, app]) => [name, app.server.address().port]))));
const stop = async () => {
  await Promise.all(Object.values(apps).map((a) => a.close()));
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("disconnect", stop);
