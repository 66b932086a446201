// The second table of validate.bench.mjs for two builds in one run: validateSpecText of this
// package's dist/ and of another build (the package built at another commit) against JSON.parse +
// raw ajv on the same valid specs, interleaved, medians, in a fresh process. What a change to the
// validation's speed is measured with (docs/benchmarks.md, issue 36):
//   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
//   npm run build && node --expose-gc bench/validate-against.mjs /tmp/before/dist/index.js
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { interleave, makeSpec, q, table } from "./lib.mjs";

const other = process.argv[2];
if (!other) throw new Error("usage: node --expose-gc bench/validate-against.mjs <another build's dist/index.js>");
const before = await import(pathToFileURL(other).href);
const after = await import("../dist/index.js");

const schema = JSON.parse(readFileSync(new URL("../schema/agentspec-v2.schema.json", import.meta.url), "utf8"));
const ajv = new Ajv2020.default({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, allowUnionTypes: true });
addFormats.default(ajv);
const rawAjv = ajv.compile(schema);

const rows = [];
for (const [label, n, indent] of q([["1 KB", 1, 0], ["100 KB", 55, 2], ["10 MB", 5600, 2]], [["1 KB", 1, 0], ["100 KB", 2, 2]])) {
  const s = JSON.stringify(makeSpec(n), null, indent);
  if (!before.validateSpecText(s).valid || !after.validateSpecText(s).valid || !rawAjv(JSON.parse(s))) throw new Error("the bench spec must be valid");
  const big = s.length > 1e6;
  const calls = s.length < 10_000 ? 2000 : big ? 1 : 20;
  const r = interleave(
    { peer: () => rawAjv(JSON.parse(s)), other: () => before.validateSpecText(s), "this build": () => after.validateSpecText(s) },
    { rounds: big ? 7 : 21, iterations: calls, warmup: big ? 1 : 3 },
  );
  const us = (ms) => (ms * 1000).toFixed(1);
  const ratio = (ms) => `${(ms / r.peer).toFixed(2)}x`;
  rows.push([label, us(r.peer), us(r.other), ratio(r.other), us(r["this build"]), ratio(r["this build"]), (r["this build"] / r.other).toFixed(3)]);
}
table(["spec", "JSON.parse + raw ajv µs", "other build µs", "ratio", "this build µs", "ratio", "this / other"], rows);
