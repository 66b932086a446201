// An example server: the AgentSpec operations on Node's http, large specs validated in a worker
// pool. Run `npm run build`, then `node examples/server/node-http.mjs` (it listens on loopback).
//
//   curl http://127.0.0.1:8787/api/v1/agents/schema/
//   curl -X POST -H 'content-type: application/json' \
//        --data '{"spec": {"version": 2, "nodes": [{"id": "a", "type": "agent"}]}}' \
//        http://127.0.0.1:8787/api/v1/agents/schema/validate/
//
// In a project that installed the package, import from "agentspec-toolkit/server" instead.
import { createServer } from "node:http";
import { createAgentSpecHandler, createValidationPool, toNodeListener } from "../../dist/server.js";

const pool = createValidationPool({ size: 2, threshold: 1024 * 1024, queueLimit: 8 });
const handler = createAgentSpecHandler({
  pool,
  // The platform's agents, for the conflicts of POST /agents/import/ (409): here a fixed list.
  existingAgents: () => [{ id: "agent-1", name: "Support triage" }],
});
const server = createServer(toNodeListener(handler));
const port = Number(process.env.PORT ?? 8787);
server.listen(port, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${server.address().port}/api/v1/`));

// Stop cleanly: no new connections, then the pool's workers.
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close(() => pool.close()));
