// Hostile sizes: validateSpecText on 5, 25 and 50 MB specs (time per MB: linear means flat) and the
// memory it takes (peak RSS growth during the call, as a multiple of the text), then a few hostile
// inputs from docs/security.md. Memory is measured in a child process per size, so that one run's
// garbage never counts against the next: the child reads the text, collects garbage, notes its RSS,
// validates, and reports process.resourceUsage().maxRSS (the peak, which a timer cannot sample
// inside one synchronous call). Run: `npm run bench` (all) or `node bench/run.mjs hardening`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { compileCondition, validateSpec, validateSpecText } from "../dist/index.js";
import { makeSpec, median, q, table } from "./lib.mjs";

const BYTES_PER_NODE = JSON.stringify(makeSpec(1000)).length / 1000;
const MB = 1e6;

/** A spec text of about `mb` megabytes, valid; with `fault`, one bad proxy near its end. */
function specText(mb, fault) {
  const text = JSON.stringify(makeSpec(Math.round((mb * MB) / BYTES_PER_NODE)));
  if (!fault) return text;
  const at = text.lastIndexOf('"proxy":"us"') + '"proxy":'.length;
  return text.slice(0, at) + '"eu"' + text.slice(at + 4);
}

// Child: validate one file and report time and memory as JSON on stdout.
if (process.argv[2] === "--child") {
  const text = readFileSync(process.argv[3], "utf8");
  global.gc();
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const t0 = process.hrtime.bigint();
  const result = validateSpecText(text);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  const heapLive = process.memoryUsage().heapUsed; // before gc: what the call left behind, garbage included
  global.gc();
  const after = process.memoryUsage();
  process.stdout.write(
    JSON.stringify({
      bytes: text.length,
      ms,
      issues: result.issues.length,
      rssBefore: before.rss,
      peakGrowth: Math.max(0, peakAfter - Math.max(before.rss, 0)),
      peakRaised: peakAfter > peakBefore,
      heapGarbage: heapLive - before.heapUsed,
      heapRetained: after.heapUsed - before.heapUsed,
    }),
  );
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), "agentspec-hardening-"));
try {
  const sizes = q([5, 25, 50], [0.02, 0.05, 0.1]);
  console.log(`Spec texts from makeSpec (realistic webhook nodes, ${Math.round(BYTES_PER_NODE)} bytes per node, compact JSON).\n`);

  // Time, in this process: median of 3 runs after one warm-up, valid text and one fault near the end.
  const timeRows = [];
  for (const mb of sizes) {
    const row = [mb];
    for (const fault of [false, true]) {
      const text = specText(mb, fault);
      const expected = fault ? 1 : 0;
      const samples = [];
      for (let r = -1; r < q(3, 1); r++) {
        global.gc?.();
        const t0 = process.hrtime.bigint();
        const { issues } = validateSpecText(text);
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (issues.length !== expected) throw new Error(`expected ${expected} issue(s) at ${mb} MB, got ${issues.length}`);
        if (r >= 0) samples.push(ms);
      }
      const ms = median(samples);
      row.push((text.length / MB).toFixed(1), ms.toFixed(0), (ms / (text.length / MB)).toFixed(1));
    }
    timeRows.push(row);
  }
  console.log("validateSpecText time (median of 3):\n");
  table(["target MB", "valid: MB", "ms", "ms/MB", "one fault: MB", "ms", "ms/MB"], timeRows);
  const perMb = timeRows.map((r) => Number(r[3]));
  console.log(`\nms per MB, 50 MB vs 5 MB: ${(perMb[2] / perMb[0]).toFixed(2)}x (linear: ~1x)`);

  // Memory, in a child process per size.
  const memRows = [];
  for (const mb of sizes) {
    for (const fault of [false, true]) {
      const file = join(dir, `spec-${mb}-${fault}.json`);
      writeFileSync(file, specText(mb, fault));
      const child = spawnSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--child", file], { encoding: "utf8", maxBuffer: 1 << 20 });
      if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
      const m = JSON.parse(child.stdout);
      rmSync(file);
      memRows.push([
        mb,
        fault ? "one fault" : "valid",
        (m.bytes / MB).toFixed(1),
        m.ms.toFixed(0),
        // Without a new peak, the growth is at most what reading the file already took.
        `${m.peakRaised ? "" : "≤ "}${(m.peakGrowth / MB).toFixed(0)}`,
        `${m.peakRaised ? "" : "≤ "}${(m.peakGrowth / m.bytes).toFixed(1)}x`,
        (m.heapGarbage / MB).toFixed(0),
        (m.heapRetained / MB).toFixed(1),
      ]);
    }
  }
  console.log("\nvalidateSpecText memory (child process per row; input = text length in bytes, a one-byte string in V8):\n");
  table(["target MB", "text", "MB", "ms", "peak RSS growth MB", "x input", "heap allocated MB", "heap retained MB"], memRows);

  // Hostile inputs (docs/security.md): one call each, median of 5.
  const hostile = [];
  const time = (name, fn, check) => {
    const samples = [];
    for (let r = -1; r < q(5, 1); r++) {
      const t0 = process.hrtime.bigint();
      const out = fn();
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (!check(out)) throw new Error(`unexpected result for ${name}`);
      if (r >= 0) samples.push(ms);
    }
    hostile.push([name, median(samples).toFixed(1)]);
  };
  const deep = "[".repeat(q(100_000, 1000)) + "]".repeat(q(100_000, 1000));
  time("validateSpecText: 100,000 levels of nesting", () => validateSpecText(deep), (r) => r.issues[0]?.code === "json/too-deep");
  const items = Array.from({ length: q(1_000_000, 1000) }, (_, i) => ({ x: i }));
  const count = compileCondition({ source: "input", path: "items[*].x", op: "length", value: { comparator: "eq", value: items.length } });
  time("evaluate: length of a 1,000,000-item projection", () => count.evaluate({ input: { items } }), (r) => r === true);
  const contains = compileCondition({ source: "input", path: "items[*].x", op: "contains", value: items.length - 1 });
  time("evaluate: contains over a 1,000,000-item projection", () => contains.evaluate({ input: { items } }), (r) => r === true);
  const bomb = compileCondition({ source: "vars", path: "s", op: "regex", value: "(a+)+$" });
  const mib = "a".repeat(q(1024 * 1024, 1024) - 1) + "!";
  time("evaluate: regex (a+)+$ on 1 MiB", () => bomb.evaluate({ vars: { s: mib } }), (r) => r === false);
  // A pattern with many character classes (\pN{10}\pL: 1,609 of them) reads all of 1 MiB: one automaton step per character.
  const heavy = compileCondition({ source: "vars", path: "s", op: "regex", value: "\\pN{10}\\pL" });
  const digits = "1".repeat(q(1024 * 1024, 1024));
  time("evaluate: regex \\pN{10}\\pL on 1 MiB of digits", () => heavy.evaluate({ vars: { s: digits } }), (r) => r === false);
  console.log("\nHostile inputs (median ms of 5):\n");
  table(["input", "ms"], hostile);

  // Inputs that were quadratic before their fix (test/hardening/regressions.test.ts holds the
  // behaviour): each at n and 4n; linear is ~4x, quadratic ~16x.
  const quad = [];
  const scaled = (name, make, run) => {
    const ms = [1, 4].map((k) => {
      const input = make(k);
      run(input);
      const samples = [];
      for (let r = 0; r < q(3, 1); r++) {
        const t0 = process.hrtime.bigint();
        run(input);
        samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      return median(samples);
    });
    quad.push([name, ms[0].toFixed(1), ms[1].toFixed(1), `${(ms[1] / ms[0]).toFixed(1)}x`]);
  };
  const id = (i) => `n${i}-xxxxxxxxxxxxxxxx`;
  scaled("transitions to missing nodes (1,200 / 4,800): did-you-mean", (k) => ({ version: 2, nodes: Array.from({ length: q(1200, 12) * k }, (_, i) => ({ id: id(i), type: "end", transition: [{ to: `m${i}-xxxxxxxxxxxxxxxx` }] })) }), validateSpec);
  scaled("schema faults beside transitions (6,000 / 24,000 of each)", (k) => {
    const headers = {};
    for (let i = 0; i < q(6000, 60) * k; i++) headers[`h${i}`] = i;
    const transition = Array.from({ length: q(6000, 60) * k }, () => ({ to: "a", when: { source: "vars", path: "x", op: "exists" } }));
    return { version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example", method: "GET", headers }, transition }] };
  }, validateSpec);
  scaled("faulty nodes (10,000 / 40,000): errors gathered by the schema pass", (k) => ({ version: 2, nodes: Array.from({ length: q(10000, 100) * k }, (_, i) => ({ id: `n${i}`, type: "end", mode: 1 })) }), validateSpec);
  // As deep as a condition may nest (64 levels, over 130 pointer segments), in two conditions
  // (each holds at most 10,000 parts; beyond, the condition checker reports it once).
  scaled("faults 64 levels deep placed in text (2,500 / 10,000)", (k) => {
    const deepest = () => {
      let cond = { all: Array.from({ length: q(1250, 13) * k }, () => ({ source: "vars", path: "x", op: "nope", value: 1 })) };
      for (let i = 0; i < 62; i++) cond = { all: [cond] };
      return cond;
    };
    return JSON.stringify({ version: 2, nodes: [{ id: "a", type: "end", transition: [{ to: "a", when: deepest() }, { to: "a", when: deepest() }] }] });
  }, validateSpecText);
  console.log("\nFormer quadratic cases (median ms of 3; linear is ~4x from n to 4n):\n");
  table(["input", "n ms", "4n ms", "ratio"], quad);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
