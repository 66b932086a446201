import fc from "fast-check";
import { expect, test } from "vitest";
import { editDistance } from "../../src/core/suggest.js";

// The plain full-matrix optimal string alignment distance, as the reference.
function reference(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

test("the banded distance equals the full one, capped at max + 1", () => {
  const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), maxLength: 12 });
  fc.assert(
    fc.property(word, word, fc.integer({ min: 0, max: 14 }), (a, b, max) => {
      expect(editDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      expect(editDistance(a, b)).toBe(reference(a, b));
    }),
    { numRuns: 2000 },
  );
});
