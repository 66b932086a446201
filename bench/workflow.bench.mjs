// Workflow tests. (1) simulate on a 50-node spec, every evaluated transition of every step
// explained, in cases per second, against a plain loop of selectTransition (the route alone, no
// explanations, no results bookkeeping) in the same process. (2) `agentspec test` on 100 test files
// (3 cases each) against `agentspec check` on the same 100 specs: whole processes, interleaved, medians.
// (3) An executor's step (createExecutor(spec).next) on a 200-node spec against hand-written code
// that knows the spec: a map of next ids and the conditions written inline.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { interleave, makeSpec, median, q, table } from "./lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { simulate, selectTransition, createExecutor } = await import(join(root, "dist", "index.js"));
const cli = join(root, "dist", "cli.cjs");

/** A spec of n webhook nodes in a chain (the last ends the run), and a case that runs all of them. */
function chain(n) {
  const spec = makeSpec(n);
  spec.nodes[n - 1].transition = [];
  const results = {};
  spec.nodes.forEach((node, i) => {
    // Alternate which transition holds: the first (score ≥ 7), the second (two scores), the catch-all.
    const mean = i % 3 === 0 ? 8 : 5;
    const scores = i % 3 === 1 ? [{ score: 6 }, { score: 4 }] : [{ score: 6 }];
    results[node.id] = { output: `out ${i}`, evaluation: { scores: { mean }, results: scores } };
  });
  return { spec, scenario: { input: { item: "x" }, vars: { region: "BR" }, results } };
}

// (1) simulate, in process
{
  const { spec, scenario } = chain(50);
  const first = simulate(spec, scenario);
  if (first.status !== "ended" || first.steps.length !== 50) throw new Error(`the bench case must run all 50 nodes, got ${first.status} after ${first.steps.length}`);
  const explained = first.steps.reduce((n, s) => n + s.transitions.length, 0);
  const byId = new Map(spec.nodes.map((n) => [n.id, n]));
  const ctx = { vars: { region: "BR" }, input: { item: "x" }, nodes: {} };
  // The floor: the same route through the same nodes with selectTransition alone.
  const routeOnly = () => {
    let node = spec.nodes[0];
    for (;;) {
      ctx.evaluation = scenario.results[node.id].evaluation;
      const t = selectTransition(node, ctx);
      if (t === undefined) return;
      node = byId.get(t.to);
    }
  };
  const iterations = 200;
  const ms = interleave(
    {
      "simulate (every evaluated transition explained)": () => simulate(spec, scenario),
      "simulate, explainAll (every transition explained)": () => simulate(spec, scenario, { explainAll: true }),
      "floor: selectTransition loop, no explanation": routeOnly,
    },
    { rounds: 15, iterations },
  );
  console.log(`A 50-node spec, one case that runs all 50 nodes (${explained} transitions evaluated and explained); ${iterations} cases per sample, 15 interleaved rounds, medians.\n`);
  const floor = ms["floor: selectTransition loop, no explanation"];
  table(
    ["candidate", "median ms per case", "cases/s", "vs floor"],
    Object.entries(ms).map(([k, v]) => [k, v.toFixed(3), Math.round(1000 / v).toLocaleString("en"), `${(v / floor).toFixed(1)}x`]),
  );
}

// (3) an executor's step
{
  const n = q(200, 20);
  const spec = makeSpec(n);
  const executor = createExecutor(spec);
  const nextOf = new Map(spec.nodes.map((node) => [node.id, node.transition[0].to]));
  const regions = new Set(["BR", "US"]);
  // What a programmer would write for this spec: each node's first transition holds when the mean
  // is at least 7 and the region is BR or US (or no skip flag), the second when two results have a
  // score, the third always; all three go to the same next node.
  const hand = (id, ctx) => {
    const to = nextOf.get(id);
    if (to === undefined) return undefined;
    const mean = ctx.evaluation?.scores?.mean;
    if (typeof mean === "number" && mean >= 7 && (regions.has(ctx.vars?.region) || ctx.input?.flags?.skip === undefined)) return to;
    const results = ctx.evaluation?.results;
    if (Array.isArray(results) && results.filter((r) => r?.score !== undefined).length >= 2) return to;
    return to;
  };
  const contexts = [8, 5, 5].map((mean, i) => ({ vars: { region: i === 2 ? "EU" : "BR" }, input: { item: "x", flags: i === 2 ? { skip: true } : {} }, evaluation: { scores: { mean }, results: i === 1 ? [{ score: 6 }, { score: 4 }] : [{ score: 6 }] }, nodes: {} }));
  const ids = spec.nodes.map((node) => node.id);
  for (const [k, id] of ids.entries()) {
    const ctx = contexts[k % 3];
    if (executor.next(id, ctx) !== hand(id, ctx)) throw new Error(`the executor and the hand-written step disagree at ${id}`);
  }
  const walk = (next) => () => {
    let x;
    for (let k = 0; k < ids.length; k++) x = next(ids[k], contexts[k % 3]);
    return x;
  };
  const iterations = q(2000, 1);
  const ms = interleave({ "executor.next (createExecutor, compiled once)": walk(executor.next), "hand-written (map of next ids, conditions inline)": walk(hand) }, { rounds: 15, iterations });
  const handMs = ms["hand-written (map of next ids, conditions inline)"];
  console.log(`\nAn executor's step on a ${n}-node spec: each sample steps once from every node (the three contexts in turn), ${iterations} times; 15 interleaved rounds, medians.\n`);
  table(
    ["candidate", "ns per step", "vs hand-written"],
    Object.entries(ms).map(([k, v]) => [k, ((v * 1e6) / ids.length).toFixed(0), `${(v / handMs).toFixed(2)}x`]),
  );
}

// (2) the command line
{
  const rounds = q(Number(process.env.CLI_BENCH_ROUNDS ?? 11), 1);
  const dir = mkdtempSync(join(tmpdir(), "agentspec-test-bench-"));
  try {
    mkdirSync(join(dir, "specs"));
    mkdirSync(join(dir, "tests"));
    for (let i = 0; i < q(100, 3); i++) {
      const { spec, scenario } = chain(3 + (i % 6));
      const name = `spec-${String(i).padStart(3, "0")}`;
      writeFileSync(join(dir, "specs", `${name}.json`), JSON.stringify(spec, null, 2) + "\n");
      const path = spec.nodes.map((n) => n.id);
      const cases = [0, 1, 2].map((k) => ({ name: `case ${k}`, ...scenario, vars: { region: ["BR", "US", "EU"][k] }, expect: { path, end: path[path.length - 1] } }));
      writeFileSync(join(dir, "tests", `${name}.agentspec-test.json`), JSON.stringify({ spec: `../specs/${name}.json`, cases }, null, 2) + "\n");
    }
    const cases = {
      "node -e 0": ["-e", "0"],
      "check 100 specs": [cli, "check", join(dir, "specs")],
      "test 100 test files (300 cases)": [cli, "test", join(dir, "tests")],
      "test 100 test files --coverage": [cli, "test", join(dir, "tests"), "--coverage"],
    };
    for (const [name, args] of Object.entries(cases)) {
      const r = spawnSync(process.execPath, args, { encoding: "utf8" });
      if (r.status !== 0) throw new Error(`${name} failed (${r.status}): ${r.stdout.slice(0, 2000)}${r.stderr}`);
    }
    const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    for (let round = q(-1, 0); round < rounds; round++) {
      for (const [name, args] of Object.entries(cases)) {
        const t0 = process.hrtime.bigint();
        spawnSync(process.execPath, args, { stdio: "ignore" });
        if (round >= 0) samples[name].push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }
    const ms = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
    const check = ms["check 100 specs"];
    console.log(`\n${Object.keys(cases).length} commands, ${rounds} interleaved rounds, median wall time per process; specs of 3 to 8 nodes, 3 cases per test file\n`);
    table(
      ["command", "median ms", "vs check"],
      Object.entries(ms).map(([k, v]) => [k, v.toFixed(1), `${(v / check).toFixed(2)}x`]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
