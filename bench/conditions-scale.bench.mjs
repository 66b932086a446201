// Conditions at scale (issue 36): what compiling 1,000 and 10,000 distinct conditions costs, in
// time and in heap kept per compiled condition, for each backend (generated code on Node, the
// closures a browser runs); then evaluation with 10,000 loaded (bench/conditions.bench.mjs
// --loaded, in a child process of its own); then what sharing the reads of one path between the
// conditions of a node could save at most.
// `--quick` (or BENCH_QUICK=1): 100 and 300 conditions, 300 loaded (the test suite runs it).
// Run with --expose-gc (bench/run.mjs and the test suite do) for the heap figures.
import { spawnSync } from "node:child_process";
import { conditionsFromSources, interleave, q, QUICK, table } from "./lib.mjs";

const { compileCondition, compileWithClosures, conditionBackend } = await conditionsFromSources("conditions-scale");
if (conditionBackend() !== "code") throw new Error("this Node refuses code generation from strings");
if (typeof globalThis.gc !== "function") throw new Error("run with --expose-gc (node --expose-gc bench/conditions-scale.bench.mjs)");

// Distinct conditions as tenants write them: one to three comparisons over paths of one to three
// steps, operands made distinct by the condition's number.
function distinct(count, seed) {
  const sources = ["evaluation", "vars", "context", "input", "state"];
  const words = ["mean", "score", "label", "status", "count", "items", "name", "ok", "results", "region", "tier", "plan"];
  // mulberry32: integer arithmetic throughout (an LCG in floating point loses its low bits and
  // falls into short cycles: it gave 682 shapes for 10,000 conditions).
  const r = (m) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * m);
  };
  const out = [];
  for (let i = 0; i < count; i++) {
    const leaf = (j) => {
      const path = Array.from({ length: 1 + r(3) }, () => words[r(words.length)] + (r(5) === 0 ? `[${r(3)}]` : "")).join(".");
      const op = [
        { op: "gte", value: i + j / 10 },
        { op: "eq", value: `v${i}-${j}` },
        { op: "in", value: [`a${i}`, `b${i}`] },
        { op: "contains", value: `w${i}` },
      ][r(4)];
      return { source: sources[r(sources.length)], path, ...op };
    };
    const n = 1 + r(3);
    out.push(n === 1 ? leaf(0) : { [r(2) ? "all" : "any"]: Array.from({ length: n }, (_, j) => leaf(j)) });
  }
  return out;
}

// Conditions as tenants fill in templates: 100 shapes (paths and operators), each condition with
// operands of its own.
function templated(count, seed) {
  const shapes = distinct(100, seed);
  const fill = (c, i, j = 0) => {
    if (c.all || c.any) return { [c.all ? "all" : "any"]: (c.all ?? c.any).map((x, k) => fill(x, i, k)) };
    const value = typeof c.value === "number" ? i + j / 10 : Array.isArray(c.value) ? [`a${i}`, `b${i}`] : `v${i}-${j}`;
    return { ...c, value };
  };
  return Array.from({ length: count }, (_, i) => fill(shapes[i % shapes.length], i));
}

const data = {
  evaluation: { mean: 7.5, score: 3, results: [{ score: 8 }], label: "ok" },
  vars: { region: "BR", tier: "gold", count: 3 },
  input: { items: [1, 2], name: "x" },
  context: {},
  state: { ok: true },
};

/** Compile `conds` with `compile`, run each once, keep them: µs and heap bytes per condition. */
function load(compile, conds) {
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const t0 = process.hrtime.bigint();
  const kept = conds.map((c) => compile(c));
  const compileNs = Number(process.hrtime.bigint() - t0);
  for (const c of kept) c.evaluate(data);
  globalThis.gc();
  const after = process.memoryUsage().heapUsed;
  const out = { micros: compileNs / 1000 / conds.length, bytes: (after - before) / conds.length };
  kept.length = 0;
  return out;
}

const sizes = q([1000, 10000], [100, 300]);
const backends = { "generated code": compileCondition, closures: compileWithClosures };
const rows = [];
const figures = {};
let round = 0;
for (const [kind, make] of [["random paths", distinct], ["100 templates", templated]]) {
  for (const n of sizes) {
    // Fresh conditions (and new seeds) per measurement, three rounds, medians. Generated code
    // shares the code of one shape between conditions (codegen.ts), so shapes already compiled
    // in an earlier round are cheaper: the rounds draw new ones.
    const rounds = QUICK ? 1 : 3;
    for (const [name, compile] of Object.entries(backends)) {
      const runs = [];
      for (let r = 0; r < rounds; r++) runs.push(load(compile, make(n, 1 + ++round * 7919 + n)));
      runs.sort((a, b) => a.micros - b.micros);
      const mid = runs[runs.length >> 1];
      const bytes = runs.map((x) => x.bytes).sort((a, b) => a - b)[runs.length >> 1];
      figures[`${name} ${kind} ${n}`] = { micros: mid.micros, bytes };
      rows.push([kind, n.toLocaleString("en"), name, mid.micros.toFixed(1), (bytes / 1024).toFixed(2)]);
    }
  }
}
console.log(`Compiling distinct conditions, run once each and kept (median of ${QUICK ? 1 : 3} rounds; heap after gc):\n`);
table(["conditions", "count", "backend", "µs per condition", "KB of heap per condition"], rows);

// Sharing reads: ten conditions of one node read the same path with ten thresholds. Each compiled
// condition reads the path itself; a hand-written step reads it once and compares ten times. The
// gap is the most sharing the reads could save on such a node.
const thresholds = Array.from({ length: 10 }, (_, i) => i);
const same = thresholds.map((t) => compileCondition({ source: "evaluation", path: "scores.mean", op: "gte", value: t }).evaluate);
const sameClosures = thresholds.map((t) => compileWithClosures({ source: "evaluation", path: "scores.mean", op: "gte", value: t }).evaluate);
const ctxs = [{ evaluation: { scores: { mean: 7.5 } } }, { evaluation: { scores: { mean: 4.5 } } }];
const firstTrue = (fs, ctx) => {
  for (let i = 0; i < fs.length; i++) if (fs[i](ctx)) return i;
  return -1;
};
// A step picks the first transition whose condition holds, from the last threshold down.
const reversed = (fs) => [...fs].reverse();
const sameR = reversed(same);
const sameClosuresR = reversed(sameClosures);
const shared = (ctx) => {
  const m = ctx?.evaluation?.scores?.mean;
  if (typeof m !== "number") return -1;
  for (let i = 9; i >= 0; i--) if (m >= i) return 9 - i;
  return -1;
};
for (const ctx of ctxs) if (firstTrue(sameR, ctx) !== shared(ctx) || firstTrue(sameClosuresR, ctx) !== shared(ctx)) throw new Error("the sharing candidates disagree");
const N = q(20000, 200);
let k = 0;
const shareMs = interleave(
  {
    "ten conditions, generated code": () => {
      for (let i = 0; i < N; i++) k += firstTrue(sameR, ctxs[i & 1]);
    },
    "ten conditions, closures": () => {
      for (let i = 0; i < N; i++) k += firstTrue(sameClosuresR, ctxs[i & 1]);
    },
    "one read, ten comparisons (hand-written)": () => {
      for (let i = 0; i < N; i++) k += shared(ctxs[i & 1]);
    },
  },
  { rounds: 15, iterations: 1 },
);
const base = shareMs["one read, ten comparisons (hand-written)"];
console.log("\nTen conditions on one path (a step tries them in turn until one holds), ns per step:\n");
table(
  ["candidate", "ns per step", "ratio"],
  Object.entries(shareMs).map(([name, ms]) => [name, ((ms * 1e6) / N).toFixed(1), `${(ms / base).toFixed(2)}x`]),
);
figures.sharing = Object.fromEntries(Object.entries(shareMs).map(([name, ms]) => [name, (ms * 1e6) / N]));
if (k === 0.5) console.log(k); // keeps the loops' results alive

// Evaluation with 10,000 loaded: the conditions bench in a process of its own (the copies and the
// loaded conditions are process-wide).
const loaded = q(10000, 300);
console.log(`\nEvaluation with ${loaded.toLocaleString("en")} other conditions compiled, run and kept (bench/conditions.bench.mjs --loaded ${loaded}):\n`);
const child = spawnSync(process.execPath, ["--expose-gc", new URL("./conditions.bench.mjs", import.meta.url).pathname, "--loaded", String(loaded), ...(QUICK ? ["--quick"] : [])], {
  stdio: "inherit",
  env: process.env,
});
if (child.status !== 0) process.exit(child.status ?? 1);
if (process.argv.includes("--json")) console.log(JSON.stringify(figures));
