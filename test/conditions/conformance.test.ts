// Runs the data-only conformance vectors in test/conformance/*.json (contract §3): any executor,
// in any language, must give the same verdicts and reason codes. The files are found in the
// folder; the cross-product ones are written by test/conformance/generate.mjs.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileCondition } from "../../src/conditions/index.js";
import { ops } from "../../src/conditions/ops.js";
// @ts-expect-error: the vector generator is plain JavaScript
import { FILES, render, runWith } from "../conformance/generate.mjs";

interface Vector {
  name: string;
  condition: unknown;
  context: unknown;
  expected: boolean;
  reason: string | null;
}

const dir = new URL("../conformance/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();

test("the generated vector files are there, and regenerating them gives the committed files", () => {
  const generated = Object.keys(FILES as Record<string, unknown>);
  expect(files).toEqual(expect.arrayContaining(generated));
  for (const file of generated) expect(render(file, runWith(compileCondition)), `${file}: run node test/conformance/generate.mjs`).toBe(readFileSync(new URL(file, dir), "utf8"));
});

test("every operator of the table has conformance vectors", () => {
  const covered = new Set<string>();
  const visit = (c: unknown): void => {
    if (Array.isArray(c)) return c.forEach(visit);
    if (c === null || typeof c !== "object") return;
    const op = (c as { op?: unknown }).op;
    if (typeof op === "string") covered.add(op);
    for (const k of ["all", "any", "not"]) visit((c as Record<string, unknown>)[k]);
  };
  for (const file of files) for (const v of (JSON.parse(readFileSync(new URL(file, dir), "utf8")) as { vectors: Vector[] }).vectors) visit(v.condition);
  expect(Object.keys(ops).filter((op) => !covered.has(op))).toEqual([]);
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
