// check at scale: repositories of 1,000 / 10,000 / 100,000 generated specs (bench/scale-specs.mjs,
// seeded; about 9 KB a spec), each written into a temp directory, never the repository. For each
// size, medians of interleaved runs of whole processes:
//   floor      reading every file and JSON.parse of it (a plain CommonJS walk: what any checker pays)
//   check 1    agentspec check on one thread
//   check 2    agentspec check --threads 2
//   ajv-cli    the schema alone, on the same files (up to 10,000: its glob of 100,000 paths is minutes)
// then check --watch on the 10,000: from a save to the findings of that file (JSON lines).
// The faults are those JSON.parse accepts (ajv-cli stops at the first file it cannot parse).
// The machine's cores and load are printed with the figures. --quick (the test suite): 60 specs.
//   node bench/scale.bench.mjs [--quick] [--json] [--sizes 1000,10000]
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { QUICK, median, table } from "./lib.mjs";
import { writeRepository } from "./scale-specs.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.cjs");
const ajvCli = join(root, "node_modules", "ajv-cli", "dist", "index.js");
const schema = join(root, "schema", "agentspec-v2.schema.json");
const asJson = process.argv.includes("--json");
const at = process.argv.indexOf("--sizes");
const sizes = QUICK ? [60] : at > 0 ? process.argv[at + 1].split(",").map(Number) : [1000, 10_000, 100_000];
const rounds = QUICK ? 1 : Number(process.env.SCALE_BENCH_ROUNDS ?? 3);
const log = (s) => (asJson ? process.stderr : process.stdout).write(s + "\n");

const floorScript = `const { readdirSync, readFileSync } = require("node:fs");
let n = 0;
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const p = d + "/" + e.name; if (e.isDirectory()) walk(p); else if (p.endsWith(".json")) { try { JSON.parse(readFileSync(p, "utf8")); } catch {} n++; } } };
walk(process.argv[2]);
if (n === 0) process.exit(1);
`;

const time = (args, cwd) => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  // check exits 1 (the repository has faults); anything else is a broken run.
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(" ")} failed (${r.status}): ${r.stderr}`);
  return ms;
};

/** From a save to the line of that file's findings, in a watch of `dir` (ms), median of `n` saves. */
async function watchLatency(dir, paths, n) {
  const child = spawn(process.execPath, [cli, "check", "agents", "--watch", "-f", "jsonl"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let buffer = "";
  let waiter;
  child.stdout.setEncoding("utf8").on("data", (d) => {
    buffer += d;
    let nl;
    while ((nl = buffer.indexOf("\n")) !== -1) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      waiter?.(line);
    }
  });
  const next = (test) => new Promise((done) => (waiter = (line) => test(line) && done(line)));
  await next((l) => l.startsWith('{"event":"watching"'));
  const samples = [];
  for (let i = 0; i < n; i++) {
    const path = paths[(i * 7919) % paths.length];
    const name = path.slice(dir.length + 1);
    const text = readFileSync(path, "utf8");
    // Each save breaks the file or mends it: its findings change each time.
    const saved = i % 2 === 0 ? text.replace('"version": 2', '"version": 3') : text;
    const seen = next((l) => l.includes(`"file":${JSON.stringify(name)}`));
    const t0 = process.hrtime.bigint();
    writeFileSync(path, saved);
    await seen;
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (i % 2 === 0) {
      const back = next((l) => l.includes(`"file":${JSON.stringify(name)}`));
      writeFileSync(path, text);
      await back;
    }
  }
  child.kill("SIGTERM");
  return median(samples);
}

const results = [];
for (const size of sizes) {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-scale-bench-"));
  try {
    // Faults JSON.parse accepts only (a repeated key, a missing url, a transition to no node…): ajv-cli stops at the first file it cannot parse.
    const repo = writeRepository(dir, size, 1, true);
    const floor = join(dir, "floor.cjs");
    writeFileSync(floor, floorScript);
    const cases = {
      floor: [floor, join(dir, "agents")],
      "check 1": [cli, "check", "agents", "--threads", "1"],
      "check 2": [cli, "check", "agents", "--threads", "2"],
    };
    if (size <= 10_000) cases["ajv-cli"] = [ajvCli, "validate", "--spec=draft2020", "--strict=false", "-c", "ajv-formats", "-s", schema, "-d", "agents/**/*.json", "--errors=no"];
    const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    for (let r = 0; r < rounds; r++) for (const [name, args] of Object.entries(cases)) samples[name].push(time(args, dir));
    const ms = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
    const row = { files: size, mb: +(repo.bytes / 1e6).toFixed(1), faulty: repo.faulty, ...ms };
    if (size === Math.min(10_000, Math.max(...sizes)) || QUICK) row.watchMs = await watchLatency(dir, repo.paths, QUICK ? 2 : 21);
    results.push(row);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const machine = { cores: availableParallelism(), load: loadavg().map((l) => +l.toFixed(2)) };
const f = (x) => (x === undefined ? "–" : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(0)} ms`);
log(`${machine.cores} cores, load ${machine.load.join(" ")}; medians of ${rounds} round${rounds === 1 ? "" : "s"}${QUICK ? " (quick: the figures mean nothing)" : ""}`);
table(
  ["files", "MB", "floor: read + JSON.parse", "check, 1 thread", "× floor", "check, 2 threads", "2 threads ÷ 1", "ajv-cli (schema only)", "watch: save → findings"],
  results.map((r) => [r.files.toLocaleString("en"), r.mb, f(r.floor), f(r["check 1"]), `${(r["check 1"] / r.floor).toFixed(2)}×`, f(r["check 2"]), `${(r["check 1"] / r["check 2"]).toFixed(2)}×`, f(r["ajv-cli"]), r.watchMs === undefined ? "–" : f(r.watchMs)]),
);
if (asJson) console.log(JSON.stringify({ quick: QUICK, machine, rounds, results }));
