// Condition evaluation speed: compileCondition(...).evaluate (generated code on Node, and the
// closures a browser runs) against a hand-written arrow function, an exact copy of it (which must
// measure 1.0x: the check that every timing loop is fair), json-logic-engine (`build`, compiled
// with new Function, and `run`, interpreted) and json-logic-js, on the same four conditions and
// data, in one process, interleaved; medians. Then the compile time per condition, generated code
// against closures.
// `node bench/conditions.bench.mjs --many` measures agentspec after 1,000 other conditions (see MANY);
// `--loaded 10000` with 10,000 others compiled and kept first (see LOADED).
// `--quick` (or BENCH_QUICK=1) runs few short rounds (the test suite runs it so the bench cannot
// rot); `--json` prints the figures as one JSON line at the end.
//
// The engine is bundled from src/ with esbuild first (the package build is not needed), into
// node_modules/.cache so that re2js resolves from there. Run: `node bench/conditions.bench.mjs`
// (or `npm run bench`, which runs every bench/*.bench.mjs).
import { cpus } from "node:os";
import { LogicEngine } from "json-logic-engine";
import jsonLogic from "json-logic-js";
import { conditionsFromSources, interleave, median, table } from "./lib.mjs";

const QUICK = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";
const JSON_OUT = process.argv.includes("--json");
const { compileCondition, compileWithClosures, conditionBackend, MAX_REGEX_INPUT_LENGTH } = await conditionsFromSources("conditions");
if (conditionBackend() !== "code") throw new Error("this Node refuses code generation from strings: the generated-code rows would be closures");

const makeData = () => ({
  evaluation: { scores: { mean: 7.5 }, results: [{ score: 8 }, { score: 6 }, { name: "x" }], structuredData: { label: "ok" } },
  vars: { n: 3, s: "hello world" },
});
// Two equal objects, alternated, so no loop can hoist the reads out of the timing loop.
const datas = [makeData(), makeData()];

const ev = (path) => ({ source: "evaluation", path });
const conditions = {
  a: { ours: { ...ev("scores.mean"), op: "gte", value: 7 }, logic: { ">=": [{ var: "evaluation.scores.mean" }, 7] } },
  b: {
    ours: {
      all: [
        { ...ev("results[0].score"), op: "gt", value: 5 },
        { ...ev("structuredData.label"), op: "eq", value: "ok" },
        { source: "vars", path: "s", op: "contains", value: "world" },
      ],
    },
    logic: {
      and: [
        { ">": [{ var: "evaluation.results.0.score" }, 5] },
        { "==": [{ var: "evaluation.structuredData.label" }, "ok"] },
        { in: ["world", { var: "vars.s" }] },
      ],
    },
  },
  c: {
    ours: { ...ev("results[*].score"), op: "length", value: { comparator: "gte", value: 2 } },
    logic: {
      ">=": [
        {
          reduce: [
            { filter: [{ var: "evaluation.results" }, { "!=": [{ var: "score" }, null] }] },
            { "+": [{ var: "accumulator" }, 1] },
            0,
          ],
        },
        2,
      ],
    },
  },
  d: {
    ours: { any: [{ not: { source: "vars", path: "n", op: "eq", value: 3 } }, { ...ev("structuredData.label"), op: "regex", value: "^o" }] },
    logic: { or: [{ "!": { "==": [{ var: "vars.n" }, 3] } }, { regex: [{ var: "evaluation.structuredData.label" }, "^o"] }] },
  },
};

// What a careful engineer writes by hand: the same semantics (no coercion, missing is false).
const re = /^o/;
const handWritten = {
  a: (d) => {
    const m = d?.evaluation?.scores?.mean;
    return typeof m === "number" && m >= 7;
  },
  b: (d) => {
    const e = d?.evaluation;
    const score = e?.results?.[0]?.score;
    const s = d?.vars?.s;
    return typeof score === "number" && score > 5 && e?.structuredData?.label === "ok" && typeof s === "string" && s.includes("world");
  },
  c: (d) => {
    const r = d?.evaluation?.results;
    if (!Array.isArray(r)) return false;
    let n = 0;
    for (const x of r) if (x?.score !== undefined) n++;
    return n >= 2;
  },
  d: (d) => {
    if (d?.vars?.n !== 3) return true;
    const l = d?.evaluation?.structuredData?.label;
    return typeof l === "string" && re.test(l);
  },
};

// An exact copy of each hand-written function, compiled from its own text (with a comment that
// makes the text its own, so V8 shares nothing with the original): it must measure 1.0x.
const handCopy = Object.fromEntries(
  Object.entries(handWritten).map(([k, f]) => [k, new Function("re", `return (${f.toString()}); // copy of ${k}`)(re)]),
);

// The peers get `regex` the way their users add it: native RegExp, cached per pattern.
const regexCache = new Map();
const nativeRegex = (s, p) => {
  let r = regexCache.get(p);
  if (r === undefined) regexCache.set(p, (r = new RegExp(p)));
  return typeof s === "string" && r.test(s);
};
const engine = new LogicEngine();
engine.addMethod("regex", ([s, p]) => nativeRegex(s, p), { deterministic: true });
jsonLogic.add_operation("regex", nativeRegex);

// agentspec hands each comparison its own copies of its closures (a fixed number per kind, in
// turn), so a process that compiled many conditions shares them. With `--many`, the agentspec
// row compiles and runs 1,000 other conditions before each measured one, so that every copy it
// gets has served others (the copies are process-wide, so the two cases need separate runs).
const MANY = process.argv.includes("--many");
// `--loaded N`: before the measured conditions, N others are compiled (by each backend), run and
// kept: a server that holds N tenants' conditions. Unlike `--many`, the others are compiled once.
const loadedAt = process.argv.indexOf("--loaded");
const LOADED = loadedAt < 0 ? 0 : Number(process.argv[loadedAt + 1]);
if (loadedAt >= 0 && !(LOADED > 0)) throw new Error("--loaded takes a number of conditions");
// `mulberry` (for --loaded): a generator in integer arithmetic; the LCG below, in floating point,
// falls into short cycles (kept for `--many` and the compile set, so their figures stay comparable).
const others = (seed, count = 1000, mulberry = false) => {
  const sources = ["evaluation", "vars", "context", "input", "state"];
  const words = ["mean", "score", "label", "status", "count", "items", "name", "ok", "results", "n", "s", "x"];
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = mulberry
      ? (m) => {
          seed = (seed + 0x6d2b79f5) | 0;
          let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * m);
        }
      : (m) => (seed = (seed * 1103515245 + 12345) % 2147483648) % m;
    const path = Array.from({ length: 1 + r(3) }, () => words[r(words.length)] + (r(4) === 0 ? `[${r(3)}]` : "")).join(".");
    const leaf = { source: sources[r(sources.length)], path, ...[{ op: "gte", value: r(10) }, { op: "eq", value: "ok" }, { op: "exists" }, { op: "contains", value: "o" }][r(4)] };
    out.push(r(3) === 0 ? { all: [leaf, { ...leaf, op: "isNotNull" }] } : leaf);
  }
  return out;
};
let seed = 1;
const afterOthers = (compile, cond) => {
  for (const other of others(seed++)) {
    const f = compile(other).evaluate;
    for (let i = 0; i < 20; i++) f(datas[i & 1]);
  }
  return compile(cond).evaluate;
};
const kept = [];
const loadOthers = (compile) => {
  for (const other of others(100 + kept.length, LOADED, true)) {
    const f = compile(other).evaluate;
    for (let i = 0; i < 20; i++) f(datas[i & 1]);
    kept.push(f);
  }
};
if (LOADED > 0) {
  loadOthers(compileCondition);
  loadOthers(compileWithClosures);
}
const ours = (compile) => (k) => (MANY ? afterOthers(compile, conditions[k].ours) : compile(conditions[k].ours).evaluate);
const OURS = MANY ? "agentspec, 1,000 others first" : LOADED > 0 ? `agentspec, ${LOADED.toLocaleString("en")} loaded` : "agentspec";

const candidates = {
  "hand-written": (k) => handWritten[k],
  "hand-written, exact copy": (k) => handCopy[k],
  [`${OURS} (generated code, Node)`]: ours(compileCondition),
  [`${OURS} (closures, browser)`]: ours(compileWithClosures),
  "json-logic-engine build": (k) => engine.build(conditions[k].logic),
  "json-logic-engine run": (k) => {
    const logic = conditions[k].logic;
    return (d) => engine.run(logic, d);
  },
  "json-logic-js": (k) => {
    const logic = conditions[k].logic;
    return (d) => jsonLogic.apply(logic, d);
  },
};

// Each (candidate, condition) gets its own timing loop, so no call site is shared between them
// (a shared site would go megamorphic and handicap whoever is measured next). The loops are made
// with new Function here, in the bench only, each from its own text: V8 shares what it learns
// (feedback, and whether to inline) between functions made from one text, so with one text only
// the first loop got its callee inlined, and an exact copy of the hand-written functions measured
// 1.2x to 1.3x against themselves.
const LOOP = "let hits = 0; for (let i = 0; i < n; i++) if (fn(datas[i & 1])) hits++; return hits;";
const jobs = [];
for (const k of Object.keys(conditions)) {
  for (const [name, make] of Object.entries(candidates)) {
    const fn = make(k);
    const expected = handWritten[k](datas[0]);
    if (fn(datas[0]) !== expected) throw new Error(`${name} disagrees on condition ${k}`);
    jobs.push({ k, name, fn, loop: new Function("fn", "datas", "n", `${LOOP} // loop ${jobs.length}: ${name}, ${k}`), n: 1000, samples: [] });
  }
}

const run = (job) => {
  const t0 = process.hrtime.bigint();
  job.loop(job.fn, datas, job.n);
  return Number(process.hrtime.bigint() - t0) / job.n;
};

// Warm up, then size each sample to about 5 ms (1 ms in quick mode).
const SAMPLE_NS = QUICK ? 1e6 : 5e6;
for (let r = 0; r < 5; r++) for (const job of jobs) run(job);
for (const job of jobs) job.n = Math.max(1000, Math.round(SAMPLE_NS / Math.max(run(job), 0.5)));

const ROUNDS = QUICK ? 21 : 41;
for (let r = 0; r < ROUNDS; r++) {
  // Rotate the order each round so position effects even out.
  for (let j = 0; j < jobs.length; j++) {
    const job = jobs[(j + r * 3) % jobs.length];
    job.samples.push(run(job));
  }
}

const ns = {};
for (const job of jobs) (ns[job.name] ??= {})[job.k] = median(job.samples);
const names = Object.keys(candidates);
const keys = Object.keys(conditions);
const geomean = (xs) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
const ratio = (name, k) => ns[name][k] / ns["hand-written"][k];

console.log("Median ns per evaluation (ratio to the hand-written function):\n");
table(
  ["candidate", ...keys.map((k) => `(${k})`), "geomean ratio"],
  names.map((name) => [
    name,
    ...keys.map((k) => `${ns[name][k].toFixed(1)} (${ratio(name, k).toFixed(2)}x)`),
    `${geomean(keys.map((k) => ratio(name, k))).toFixed(2)}x`,
  ]),
);
const generated = geomean(keys.map((k) => ratio(names[2], k)));
const closures = geomean(keys.map((k) => ratio(names[3], k)));
const copy = geomean(keys.map((k) => ratio("hand-written, exact copy", k)));
const built = geomean(keys.map((k) => ratio("json-logic-engine build", k)));
console.log(`\nexact copy of the hand-written functions: ${copy.toFixed(2)}x (a fair loop measures 1.0x)`);
console.log(`agentspec generated code geomean: ${generated.toFixed(2)}x the hand-written function (target <= 1.5x): ${generated <= 1.5 ? "met" : "NOT met"}`);
console.log(`agentspec generated code vs json-logic-engine build: ${(built / generated).toFixed(2)}x faster (target > 1x): ${generated < built ? "met" : "NOT met"}`);
console.log(`agentspec closures geomean: ${closures.toFixed(2)}x the hand-written function`);
console.log(`node ${process.version}, ${cpus()[0]?.model ?? "unknown CPU"} x${cpus().length}, ${ROUNDS} interleaved rounds${QUICK ? " (quick mode)" : ""}`);

// Compile time per condition: the 1,000 conditions of `others`, compiled by each backend in turn,
// interleaved; medians. Generated code pays for writing and parsing its source once per condition.
const compileSet = others(7);
const compileMs = interleave(
  {
    "generated code": () => {
      for (const c of compileSet) compileCondition(c);
    },
    closures: () => {
      for (const c of compileSet) compileWithClosures(c);
    },
  },
  { rounds: QUICK ? 3 : 9, warmup: 1 },
);
const perCondition = (name) => (compileMs[name] * 1000) / compileSet.length;
console.log(`\nCompile time per condition (median of ${QUICK ? 3 : 9} interleaved rounds of ${compileSet.length} conditions):\n`);
table(
  ["backend", "µs per condition", "ratio to closures"],
  ["generated code", "closures"].map((name) => [name, perCondition(name).toFixed(1), `${(compileMs[name] / compileMs.closures).toFixed(2)}x`]),
);

const figures = {
  many: MANY,
  loaded: LOADED,
  quick: QUICK,
  ns,
  geomean: Object.fromEntries(names.map((name) => [name, geomean(keys.map((k) => ratio(name, k)))])),
  copy,
  generated,
  closures,
  jsonLogicEngineBuild: built,
  compileMicrosPerCondition: { generated: perCondition("generated code"), closures: perCondition("closures") },
};

// Regex on the longest input a comparison reads (1 MiB): a pattern compiles only when its whole
// automaton is built (at most MAX_REGEX_TRANSITIONS), so each character is one cached step. The
// worst accepted pattern we know: many Unicode classes (1,669 character classes) on text outside
// Latin-1, which needs a class lookup per character; no match, so the whole input is read. The
// peer is V8's own RegExp (backtracking) on the same input.
if (!MANY && !QUICK && LOADED === 0) {
  const N = MAX_REGEX_INPUT_LENGTH;
  const greek = "αβγδε ζηθικ λμνξο ".repeat(Math.ceil(N / 18)).slice(0, N);
  const filler = "Lorem ipsum dolor sit amet, consectetur adipiscing elit; sed do eiusmod tempor. ";
  const mail = filler.repeat(Math.ceil(N / filler.length)).slice(0, N);
  const keywords = ("urgent asap immediately critical emergency important priority deadline escalate escalation blocker outage " +
    "down broken failure failed error crash incident severe sev1 sev2 p0 p1 alert warning attention action required " +
    "respond reply now today tonight tomorrow overdue late delay delayed expedite rush hurry quick quickly fast promptly " +
    "instantly soon pending blocked").split(" ");
  const cases = [
    ["worst accepted: (?i)(\\pL|\\pN|\\pP){20}z, 1 MiB Greek", "(?i)(\\pL|\\pN|\\pP){20}z", /(?:\p{L}|\p{N}|\p{P}){20}z/iu, greek],
    ["50 keywords (?i)\\b(urgent|…)\\b, 1 MiB text", `(?i)\\b(${keywords.join("|")})\\b`, new RegExp(`\\b(${keywords.join("|")})\\b`, "i"), mail],
  ];
  const rows = [];
  for (const [name, pattern, native, input] of cases) {
    let t0 = performance.now();
    const c = compileCondition({ source: "vars", path: "s", op: "regex", value: pattern });
    const compileMs = performance.now() - t0;
    const ctx = { vars: { s: input } };
    if (c.evaluate(ctx) !== native.test(input)) throw new Error(`regex verdicts differ on ${name}`);
    const ms = interleave({ agentspec: () => c.evaluate(ctx), "V8 RegExp": () => native.test(input) }, { rounds: 7, warmup: 1 });
    rows.push([name, `${ms.agentspec.toFixed(1)} ms`, `${ms["V8 RegExp"].toFixed(1)} ms`, `${(ms.agentspec / ms["V8 RegExp"]).toFixed(2)}x`, `${compileMs.toFixed(0)} ms`]);
  }
  console.log("\nRegex on 1 MiB (no match: the whole input is read), medians of 7 interleaved runs:\n");
  table(["pattern, input", "agentspec", "V8 RegExp", "ratio", "compile (first, automaton built)"], rows);
}

if (JSON_OUT) console.log(JSON.stringify(figures));
