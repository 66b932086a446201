// Runs the data-only conformance vectors in test/conformance/*.json (contract §3): any executor,
// in any language, must give the same verdicts and reason codes.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileCondition } from "../../src/conditions/index.js";

interface Vector {
  name: string;
  condition: unknown;
  context: unknown;
  expected: boolean;
  reason: string | null;
}

const dir = new URL("../conformance/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();

test("the vector files are there", () => {
  expect(files).toEqual(["combinators.json", "equality.json", "length.json", "membership.json", "node.json", "ordering.json", "paths.json", "regex.json", "unary.json"]);
});

for (const file of files) {
  const { vectors } = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as { vectors: Vector[] };
  describe(file, () => {
    test(`${vectors.length} vectors, names unique`, () => {
      expect(vectors.length).toBeGreaterThan(0);
      expect(new Set(vectors.map((v) => v.name)).size).toBe(vectors.length);
    });
    test.each(vectors.map((v) => [v.name, v] as const))("%s", (_, v) => {
      const compiled = compileCondition(v.condition);
      expect(compiled.evaluate(v.context as never)).toBe(v.expected);
      const { result, tree } = compiled.explain(v.context as never);
      expect(result).toBe(v.expected);
      expect(tree.kind === "comparison" ? tree.reason : null).toBe(v.reason);
    });
  });
}
