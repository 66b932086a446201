// A repository of realistic specs for the scale benches and tests: seeded, so a count and a seed
// always give the same files. Sizes vary as agents do (1 to 200 nodes, most under 8: about 9 KB a
// spec on average), with webhook nodes (routes, headers, bodies), end nodes, conditions of every
// shape, a regex now and then, and some faults (about 1 file in 50: a repeated key, a trailing
// comma, a missing url, a transition to no node, `in` without an array, a repeated node id).
// Files go 100 to a directory (agents/d0000/spec-000000.json …), as a monorepo keeps them.
//
//   node bench/scale-specs.mjs <dir> <count> [seed]     writes the files, prints their count and bytes
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROUTES = [undefined, undefined, "direct", "brazil", "us"];
const SOURCES = ["vars", "input", "evaluation"];

function condition(rnd, depth) {
  const r = rnd();
  if (depth < 2 && r < 0.2) return { all: [condition(rnd, depth + 1), condition(rnd, depth + 1)] };
  if (depth < 2 && r < 0.3) return { any: [condition(rnd, depth + 1), condition(rnd, depth + 1), condition(rnd, depth + 1)] };
  if (depth < 2 && r < 0.35) return { not: condition(rnd, depth + 1) };
  const source = SOURCES[Math.floor(rnd() * 3)];
  const path = source === "evaluation" ? ["scores.mean", "structuredData.priority", "results[*].score"][Math.floor(rnd() * 3)] : ["region", "ticket.subject", "flags.skip", "order.total"][Math.floor(rnd() * 4)];
  const k = rnd();
  if (k < 0.3) return { source, path, op: "gte", value: Math.floor(rnd() * 10) };
  if (k < 0.5) return { source, path, op: "in", value: ["BR", "US", "urgent"].slice(0, 1 + Math.floor(rnd() * 3)) };
  if (k < 0.6) return { source, path, op: "exists" };
  if (k < 0.7) return { source, path, op: "eq", value: "open" };
  if (k < 0.75) return { source, path, op: "regex", value: "(?i)\\b(outage|down|breach)\\b" };
  if (k < 0.85) return { source, path, op: "length", value: { comparator: "gte", value: 2 } };
  return { source, path, valueType: "number", op: "lt", value: 4 };
}

function webhook(rnd, i, n, ids) {
  const route = ROUTES[Math.floor(rnd() * ROUTES.length)];
  const config = {
    url: route ? `https://api${i % 7}.example.com/v1/items/{{vars.id}}` : `https://hooks.example.com/n/${i}`,
    method: ["GET", "POST", "PUT"][Math.floor(rnd() * 3)],
    headers: { "content-type": "application/json", "x-node": `n${i}` },
    body: { item: "{{input.item}}", index: i, tags: ["a", "b"] },
    responseMode: "text",
    timeout: 30 + Math.floor(rnd() * 60),
  };
  if (route) config.proxy = route;
  // Credentials go direct: through a relay they are a warning (webhook/relay-credentials).
  if (route === undefined && rnd() < 0.5) config.headers.authorization = "Bearer {{secrets.api_token}}";
  const transition = [];
  const count = Math.floor(rnd() * 4);
  for (let t = 0; t < count; t++) transition.push({ to: ids[Math.floor(rnd() * n)], when: condition(rnd, 0) });
  transition.push({ to: ids[(i + 1) % n] });
  return { id: ids[i], type: "action", actionType: "WEBHOOK", mode: "sync", config, outputVar: `out${i}`, transition };
}

/** The faults a spec may carry, each a change of its text (the files that carry one have findings). */
const FAULTS = [
  (text) => text.replace('"method": ', '"method": "GET", "method": '),
  (text) => text.replace(/\n(\s*)\}\n\s*\]\n\}\n$/, ",\n$1}\n  ]\n}\n"),
  (text) => text.replace(/"url": "[^"]*",\n\s*/, ""),
  (text) => text.replace(/"to": "[^"]*"/, '"to": "nowhere"'),
  (text) => text.replace(/"op": "in",(\s*)"value": \[[^\]]*\]/, '"op": "in",$1"value": "open"'),
  (text) => text.replace(/"id": "n1-[a-z]+"/, '"id": "n0-start"'),
];

/** The text of the i-th spec of a seeded repository, and whether it carries a fault (`parseable`: none that JSON.parse refuses). */
export function specText(rnd, i, parseable = false) {
  // Most agents are small, a few large: 9 in 10 have 1 to 7 nodes, 1 in 11 has 8 to 40, 1 in 100 has 41 to 200.
  const size = rnd();
  const n = size < 0.9 ? 1 + Math.floor(rnd() * 7) : size < 0.99 ? 8 + Math.floor(rnd() * 33) : 41 + Math.floor(rnd() * 160);
  const ids = Array.from({ length: n }, (_, k) => (k === 0 ? "n0-start" : `n${k}-${["fetch", "route", "notify", "score"][k % 4]}`));
  const nodes = [];
  for (let k = 0; k < n; k++) nodes.push(k > 0 && k === n - 1 && rnd() < 0.5 ? { id: ids[k], type: "end", transition: [] } : webhook(rnd, k, n, ids));
  let text = JSON.stringify({ version: 2, nodes }, null, 2) + "\n";
  const faulty = rnd() < 0.02;
  if (faulty) text = FAULTS[parseable && i % FAULTS.length === 1 ? 0 : i % FAULTS.length](text);
  return { text, faulty };
}

/**
 * Write `count` specs under `dir` (seeded); returns their paths, bytes and the count with a fault.
 * `parseable`: no fault that JSON.parse refuses (a peer that stops at the first such file is timed on all of them).
 */
export function writeRepository(dir, count, seed = 1, parseable = false) {
  const rnd = random(seed);
  const paths = [];
  let bytes = 0;
  let faulty = 0;
  for (let i = 0; i < count; i++) {
    const sub = join(dir, "agents", `d${String(Math.floor(i / 100)).padStart(4, "0")}`);
    if (i % 100 === 0) mkdirSync(sub, { recursive: true });
    const spec = specText(rnd, i, parseable);
    const path = join(sub, `spec-${String(i).padStart(6, "0")}.json`);
    writeFileSync(path, spec.text);
    paths.push(path);
    bytes += Buffer.byteLength(spec.text);
    if (spec.faulty) faulty++;
  }
  return { paths, bytes, faulty };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count, seed] = process.argv.slice(2);
  if (!dir || !count) {
    console.error("usage: node bench/scale-specs.mjs <dir> <count> [seed]");
    process.exit(2);
  }
  const r = writeRepository(dir, Number(count), Number(seed ?? 1));
  console.log(`${r.paths.length} specs, ${(r.bytes / 1e6).toFixed(1)} MB, ${r.faulty} with a fault`);
}
