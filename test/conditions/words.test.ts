import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { conditionInWords, conditionWords } from "../../src/conditions/words.js";

const runs = Number(process.env["FC_RUNS"] ?? 200);
const cond = (p: string) => ({ source: "vars", path: p, op: "eq", value: 1 });

describe("one reading of a condition, two voices", () => {
  test("the same comparison in symbols and in phrases", () => {
    const c = { source: "vars", path: "items", op: "length", value: { comparator: "gte", value: 2 } };
    expect(conditionWords(c)).toBe("length of vars.items ≥ 2");
    expect(conditionWords(c, { voice: "phrases" })).toBe("the length of vars.items is at least 2");
    expect(conditionInWords(c)).toBe(conditionWords(c, { voice: "phrases", depth: 6, limit: Infinity }));
  });

  test("depth bounds either voice; limit cuts either voice", () => {
    const deep = { not: { not: { not: cond("a") } } };
    expect(conditionWords(deep, { depth: 2 })).toBe("not not …");
    expect(conditionWords(deep, { voice: "phrases", depth: 2 })).toBe("not (not (…))");
    const wide = { any: Array.from({ length: 20 }, (_, i) => cond(`p${i}`)) };
    expect(conditionWords(wide, { voice: "phrases" })).toMatch(/; 12 more\)$/);
    expect(conditionWords(wide, { voice: "phrases", limit: 30 })).toHaveLength(30);
  });

  test("never throws, and never exceeds its limit, on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom("symbols", "phrases") as fc.Arbitrary<"symbols" | "phrases">, fc.integer({ min: 1, max: 200 }), (value, voice, limit) => {
        const words = conditionWords(value, { voice, limit });
        expect(typeof words).toBe("string");
        expect(words.length).toBeLessThanOrEqual(limit);
        expect(typeof conditionInWords(value)).toBe("string");
      }),
      { numRuns: runs },
    );
  });
});
