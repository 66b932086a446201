// Command line: whole processes, medians of interleaved runs. `agentspec check` on 1 file and on
// 1,000 files against bare `node -e 0`, and ajv-cli (schema checks only) on the same 1,000 files.
// The 1,000 specs are generated into a temp directory (variations of realistic specs), never committed.
// Targets: 1 file within 1.5x bare node; 1,000 files within 3x bare node and >= 3x faster than ajv-cli.
// Two floors run beside them, to show what any checker pays on these files in a fresh process:
// reading and JSON.parse alone, and that plus our generated schema validator alone (no repeated-key
// check, no semantic rules, no positions), both as plain CommonJS scripts (no ESM loader).
// Then one large spec (50 MB): `fmt --check` against `check` on the same file, time and peak memory.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeSpec, median, q, table } from "./lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = join(root, "dist", "cli.cjs");
const ajvCli = join(root, "node_modules", "ajv-cli", "dist", "index.js");
const schema = join(root, "schema", "agentspec-v2.schema.json");
const rounds = q(Number(process.env.CLI_BENCH_ROUNDS ?? 11), 1);

const dir = mkdtempSync(join(tmpdir(), "agentspec-cli-bench-"));
const one = mkdtempSync(join(tmpdir(), "agentspec-cli-bench-one-"));
try {
  // 1,000 specs of 2 to 9 KB (median 5 KB), as agents are: one in ten is one of the two examples with a renamed
  // node, the others generated workflows of 2 to 5 webhook nodes with conditional transitions.
  const examples = ["order-sync.json", "support-triage.json"].map((f) => readFileSync(join(root, "examples", f), "utf8"));
  let bytes = 0;
  for (let i = 0; i < q(1000, 20); i++) {
    let text;
    if (i % 10 === 0) text = examples[(i / 10) % 2].replaceAll('"answer"', `"answer-${i}"`);
    else {
      const spec = makeSpec(2 + (i % 4));
      spec.nodes[0].config.url = `https://svc${i}.example.com/v1/start`;
      text = JSON.stringify(spec, null, 2) + "\n";
    }
    bytes += text.length;
    writeFileSync(join(dir, `spec-${String(i).padStart(4, "0")}.json`), text);
  }
  writeFileSync(join(one, "order-sync.json"), examples[0]);
  writeFileSync(join(one, "support-triage.json"), examples[1]);
  // The floors: the same directory listing, reads and JSON.parse; the second also runs the
  // generated validator (src/schema/validate-spec.js, made CommonJS by one textual change).
  const floorRead = join(one, "floor-read.cjs");
  const floorSchema = join(one, "floor-schema.cjs");
  const loop = (check) => `const { readdirSync, readFileSync } = require("node:fs");
const dir = process.argv[2]; let bad = 0;
for (const f of readdirSync(dir)) { const v = JSON.parse(readFileSync(dir + "/" + f, "utf8")); if (!(${check})) bad++; }
if (bad) { console.error(bad + " files failed"); process.exit(1); }
`;
  writeFileSync(floorRead, loop("v !== undefined"));
  // The module exports validateSpec (and validateSpecNode beside it): each export becomes a plain const.
  const generated = readFileSync(join(root, "src", "schema", "validate-spec.js"), "utf8").replace(/\bexport const /g, "const ");
  if (/\bexport\b/.test(generated) || !/\bconst validateSpec = /.test(generated)) throw new Error("the generated validator no longer exports a `validateSpec` const");
  writeFileSync(floorSchema, generated + "\n" + loop("validateSpec(v)"));

  const cases = {
    "node -e 0": ["-e", "0"],
    "check 1 file": [cli, "check", join(one, "order-sync.json")],
    "check 1 file with a regex": [cli, "check", join(one, "support-triage.json")],
    "floor: read + JSON.parse, 1,000 files": [floorRead, dir],
    "floor: + schema validator only": [floorSchema, dir],
    "check 1,000 files": [cli, "check", dir],
    "ajv-cli 1,000 files": [ajvCli, "validate", "--spec=draft2020", "--strict=false", "-c", "ajv-formats", "-s", schema, "-d", join(dir, "*.json")],
  };
  // Every run must succeed: a bench of failing commands measures nothing.
  for (const [name, args] of Object.entries(cases)) {
    const r = spawnSync(process.execPath, args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${name} failed (${r.status}): ${r.stdout}${r.stderr}`);
    if (args[0] === cli && r.stdout !== "") throw new Error(`${name}: the bench files must be clean, got:\n${r.stdout.slice(0, 2000)}`);
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
  const base = ms["node -e 0"];
  console.log(`${Object.keys(cases).length} commands, ${rounds} interleaved rounds, median wall time per process; 1,000 files = ${(bytes / 1e6).toFixed(1)} MB\n`);
  table(
    ["command", "median ms", "vs node -e 0"],
    Object.entries(ms).map(([k, v]) => [k, v.toFixed(1), `${(v / base).toFixed(2)}x`]),
  );
  const vsAjv = ms["ajv-cli 1,000 files"] / ms["check 1,000 files"];
  console.log(`\najv-cli / check on the same 1,000 files: ${vsAjv.toFixed(2)}x (the target is 3x or more)`);
  const third = ms["ajv-cli 1,000 files"] / 3;
  const floor = ms["floor: + schema validator only"];
  console.log(
    `ajv-cli / 3 = ${third.toFixed(1)} ms; reading, parsing and schema-validating the files in a fresh process, nothing else, takes ${floor.toFixed(1)} ms ` +
      `(${floor > third ? "above" : "below"} it)`,
  );
  const targets = [
    ["1 file within 1.5x bare node", ms["check 1 file"] / base <= 1.5],
    ["1,000 files within 3x bare node", ms["check 1,000 files"] / base <= 3],
    ["1,000 files at least 3x faster than ajv-cli", vsAjv >= 3],
  ];
  for (const [what, ok] of targets) console.log(`${ok ? "met" : "MISSED"}: ${what}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(one, { recursive: true, force: true });
}

// One large spec: `fmt --check` against `check` on the same file, wall time and peak memory (the
// process's maxRSS, written at exit by bench/maxrss.cjs), medians of interleaved runs. Two files:
// the spec as JSON.stringify writes it (not canonical: fmt --check lists it) and its canonical
// form (what a formatted repository holds: fmt --check prints nothing).
{
  const big = mkdtempSync(join(tmpdir(), "agentspec-cli-bench-big-"));
  try {
    const nodes = q(28000, 300);
    const raw = join(big, "large.json");
    const canonical = join(big, "large-canonical.json");
    writeFileSync(raw, JSON.stringify(makeSpec(nodes), null, 2) + "\n");
    writeFileSync(canonical, readFileSync(raw));
    const fmt = spawnSync(process.execPath, [cli, "fmt", canonical], { encoding: "utf8" });
    if (fmt.status !== 0) throw new Error(`fmt failed (${fmt.status}): ${fmt.stderr}`);
    const mb = readFileSync(canonical).length / 1e6;
    const preload = join(root, "bench", "maxrss.cjs");
    const cases = {
      check: [[cli, "check", canonical], 0],
      "fmt --check (canonical)": [[cli, "fmt", "--check", canonical], 0],
      "fmt --check (not canonical)": [[cli, "fmt", "--check", raw], 1],
    };
    const time = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    const rss = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    const bigRounds = q(Number(process.env.CLI_BENCH_BIG_ROUNDS ?? 5), 1);
    for (let round = 0; round < bigRounds; round++) {
      for (const [name, [args, status]] of Object.entries(cases)) {
        const t0 = process.hrtime.bigint();
        const r = spawnSync(process.execPath, ["--require", preload, ...args], { encoding: "utf8", maxBuffer: 1 << 26 });
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (r.status !== status) throw new Error(`${name}: exit ${r.status}, expected ${status}: ${r.stderr.slice(0, 2000)}`);
        const peak = /maxrss-kb=(\d+)/.exec(r.stderr);
        if (!peak) throw new Error(`${name}: no peak memory reported`);
        time[name].push(ms);
        rss[name].push(Number(peak[1]) / 1024);
      }
    }
    const t = Object.fromEntries(Object.entries(time).map(([k, v]) => [k, median(v)]));
    const m = Object.fromEntries(Object.entries(rss).map(([k, v]) => [k, median(v)]));
    console.log(`\nOne spec of ${nodes.toLocaleString("en-US")} webhook nodes, ${mb.toFixed(1)} MB (canonical form), ${bigRounds} interleaved rounds, medians per process:\n`);
    table(
      ["command", "median ms", "vs check", "peak RSS MB", "vs check"],
      Object.keys(cases).map((k) => [k, t[k].toFixed(0), `${(t[k] / t.check).toFixed(2)}x`, m[k].toFixed(0), `${(m[k] / m.check).toFixed(2)}x`]),
    );
  } finally {
    rmSync(big, { recursive: true, force: true });
  }
}
