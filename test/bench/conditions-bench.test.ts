// The conditions bench in quick mode: it runs (so it cannot rot), and its timing loops are fair:
// an exact copy of the hand-written functions measures 1.0x against them in the same run. Before
// every loop had its own source text, V8 inlined the callee of the first loop only and the copy
// measured 1.2x to 1.3x. No time is asserted, only ratios measured in one run (medians); the
// machine may be loaded, so up to three quick runs are made.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const BENCH = fileURLToPath(new URL("../../bench/conditions.bench.mjs", import.meta.url));

interface Figures {
  quick: boolean;
  copy: number;
  generated: number;
  closures: number;
  geomean: Record<string, number>;
  compileMicrosPerCondition: { generated: number; closures: number };
}

const runQuick = (): Figures => {
  const out = execFileSync(process.execPath, [BENCH, "--quick", "--json"], { encoding: "utf8", timeout: 240_000 });
  return JSON.parse(out.trim().split("\n").at(-1) as string) as Figures;
};

describe("bench/conditions.bench.mjs --quick", () => {
  test("runs, measures every candidate, and an exact copy of the hand-written functions measures 1.0x", () => {
    // Up to three quick runs, until one measures the copy within 0.88x to 1.12x: the unfair loop
    // was off in every run (1.16x, 1.20x, 1.20x in three), a loaded machine's noise is not.
    const copies: number[] = [];
    let f: Figures | undefined;
    for (let i = 0; i < 3; i++) {
      f = runQuick();
      copies.push(f.copy);
      expect(f.quick).toBe(true);
      for (const name of ["hand-written", "hand-written, exact copy", "agentspec (generated code, Node)", "agentspec (closures, browser)", "json-logic-engine build"]) {
        expect(f.geomean[name], name).toBeGreaterThan(0);
      }
      expect(f.compileMicrosPerCondition.generated).toBeGreaterThan(0);
      if (Math.abs(f.copy - 1) < 0.12) break;
    }
    expect(copies.some((c) => Math.abs(c - 1) < 0.12), `exact copy ratios ${copies.map((c) => c.toFixed(2)).join(", ")}`).toBe(true);
  });
});
