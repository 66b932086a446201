// The same operations as a Fastify plugin, beside the application's own routes. Run `npm run
// build`, then `node examples/server/fastify.mjs` (it listens on loopback).
import Fastify from "fastify";
import { agentSpecFastify, createValidationPool } from "../../dist/server.js";

const pool = createValidationPool({ size: 2 });
const app = Fastify({ logger: true });
app.get("/health/", async () => ({ ok: true }));
// The plugin's prefix is the API root; its body parser stays inside the plugin's scope.
await app.register(agentSpecFastify, { prefix: "/api/v1", pool });
app.addHook("onClose", () => pool.close());
await app.listen({ port: Number(process.env.PORT ?? 8788), host: "127.0.0.1" });
