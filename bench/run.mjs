#!/usr/bin/env node
// Runs every bench/*.bench.mjs in its own process, one after another (they time things: never in parallel).
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir).filter((f) => f.endsWith(".bench.mjs") && (only.length === 0 || only.some((o) => f.includes(o)))).sort();
let failed = 0;
for (const f of files) {
  console.log(`\n### ${f}\n`);
  const r = spawnSync(process.execPath, ["--expose-gc", dir + f], { stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
