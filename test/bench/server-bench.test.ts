// The server bench in quick mode: it runs against real servers on loopback (so it cannot rot),
// every hostile body gets its right status, ordinary requests beside them are answered, the server
// stays up and its memory bounded (the bench exits 1 otherwise). No time is asserted.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const BENCH = fileURLToPath(new URL("../../bench/server.bench.mjs", import.meta.url));

interface Figures {
  quick: boolean;
  failures: number;
  sizes: Record<string, Record<string, { n: number; non2xx: number; errors: number }>>;
  underLoad: Record<string, { n: number; largeSpecs: number }>;
  hostile: Record<string, { want: number; statuses: number[]; ordinary: number[] }> & { memory: { up: boolean; peak: number; bound: number } };
}

describe("bench/server.bench.mjs --quick", () => {
  test("measures every server at every size, and answers every hostile body rightly", () => {
    const out = execFileSync(process.execPath, [BENCH, "--quick", "--json"], { encoding: "utf8", timeout: 240_000 });
    const f = JSON.parse(out.trim().split("\n").at(-1) as string) as Figures;
    expect(f.quick).toBe(true);
    expect(f.failures).toBe(0);
    expect(Object.keys(f.sizes)).toEqual(["1 KB", "100 KB", "300 KB"]);
    for (const bySize of Object.values(f.sizes)) {
      expect(Object.keys(bySize)).toEqual(["agentspec, pool", "agentspec, no pool", "fastify + ajv"]);
      for (const r of Object.values(bySize)) {
        expect(r.n).toBeGreaterThan(0);
        expect(r.non2xx + r.errors).toBe(0);
      }
    }
    for (const r of Object.values(f.underLoad)) expect(r.largeSpecs).toBeGreaterThan(0);
    const { memory, ...kinds } = f.hostile;
    expect(Object.keys(kinds)).toEqual(["above the ceiling, declared", "above the ceiling, chunked", "100,000 levels deep", "invalid UTF-8", "duplicate keys", "a body that stops arriving", "an ordinary 1 KB spec"]);
    for (const k of Object.values(kinds)) {
      expect(k.statuses.every((s) => s === k.want)).toBe(true);
      expect(k.ordinary.every((s) => s === 200)).toBe(true);
    }
    expect(memory.up).toBe(true);
    expect(memory.peak).toBeLessThanOrEqual(memory.bound);
  });
});
