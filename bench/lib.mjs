// Shared bench helpers: interleaved rounds, medians, and realistic generated specs.

/**
 * Quick mode (BENCH_QUICK=1): every bench runs each of its code paths on small inputs, once, so the
 * test suite (test/bench/quick.test.ts) can tell that none has rotted. Its figures mean nothing.
 */
export const QUICK = process.env.BENCH_QUICK === "1" || process.argv.includes("--quick");

/** A size or a count: `full` in a real run, `quick` in quick mode. */
export const q = (full, quick) => (QUICK ? quick : full);

// The module whose entry is given, bundled from src/ and imported (scripts/from-sources.mjs): a
// bench needs no package build.
import { fromSources } from "../scripts/from-sources.mjs";
export { fromSources };

/** The condition engine from its sources (src/conditions), with the closures' compiler beside compileCondition. */
export const conditionsFromSources = (name) =>
  fromSources(name, 'export * from "./src/conditions/index.ts"; export { compileWithClosures } from "./src/conditions/compile.ts";');

/** Median of numbers. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Time each candidate `rounds` times, interleaved (a, b, c, a, b, c, …) so that machine noise hits
 * them alike. Each sample runs the function `iterations` times; returns median ms per call.
 */
export function interleave(candidates, { rounds = 15, iterations = 1, warmup = 3 } = {}) {
  if (QUICK) [rounds, iterations, warmup] = [1, 1, 0];
  const samples = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let r = -warmup; r < rounds; r++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < iterations; i++) fn();
      const ms = Number(process.hrtime.bigint() - t0) / 1e6 / iterations;
      if (r >= 0) samples[name].push(ms);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

// The spec corpus is the tests' (test/corpus.mjs): the benches time the same specs the tests check.
export { makeSpec } from "../test/corpus.mjs";

/** Print a table of rows (arrays) with a header. */
export function table(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  for (const [j, r] of all.entries()) {
    console.log("| " + r.map((c, i) => c.padEnd(widths[i])).join(" | ") + " |");
    if (j === 0) console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
  }
}
