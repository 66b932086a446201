// `npm run playground`: build the playground and serve it on 127.0.0.1 under the page's CSP.
// PORT picks the port (default 5173); --watch rebuilds when playground/ or src/ change.
import { buildPlayground, startServer, CSP } from "./serve-playground.mjs";

const watch = process.argv.includes("--watch");
const port = process.env.PORT === undefined ? 5173 : Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}

await buildPlayground({ watch, logLevel: "info" });
const { url } = await startServer({ port });
console.log(`agentspec playground: ${url}`);
console.log(`  served with Content-Security-Policy: ${CSP}`);
console.log(watch ? "  rebuilding on changes; reload the page after a rebuild" : "  (node scripts/playground.mjs --watch rebuilds on changes)");
