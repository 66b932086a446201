// Writes schema/agentspec-config.schema.json from src/config/schema.ts (the code definitions list
// every code and the settings it accepts). Run: `npm run generate`; test/config/schema.test.ts
// fails when the file is stale.
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

const entry = new URL("../src/config/schema.ts", import.meta.url).pathname;
const out = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", write: false, logLevel: "silent" });
const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
writeFileSync(new URL("../schema/agentspec-config.schema.json", import.meta.url), `${JSON.stringify(mod.configJsonSchema(), null, 2)}\n`);
