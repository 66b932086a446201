// The generated validators are ajv's standalone code, rewritten after generation (errors appended
// in place; failures inside `if` and `not` counted without allocating). The rewrites must not
// change a verdict or an error: the generated code is held to a runtime ajv compiled with the same options.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
// @ts-expect-error: a build script in plain JavaScript
import { compiler } from "../../scripts/generate.mjs";
import { validateSpec } from "../../src/schema/validate-spec.js";
import { validateBundle } from "../../src/schema/validate-bundle.js";
import { condition, spec } from "../arbitraries.js";
import { bundle, asJson } from "../hardening/helpers.js";

type Check = ((doc: unknown) => boolean) & { errors?: unknown[] | null };
const schema = JSON.parse(readFileSync("schema/agentspec-v2.schema.json", "utf8")) as { $id: string };
const ajv = compiler();
const runtimeSpec = ajv.getSchema(schema.$id) as Check;
const runtimeBundle = ajv.getSchema(`${schema.$id}#/$defs/bundle`) as Check;

function same(generated: Check, runtime: Check, doc: unknown): void {
  const verdict = generated(doc);
  expect(verdict).toBe(runtime(doc));
  expect(generated.errors ?? null).toEqual(runtime.errors ?? null);
}

// Spec documents whose conditions hit every `if` of the comparison schema, passing and failing.
const conditionSpec = fc.array(condition, { minLength: 1, maxLength: 6 }).map((whens) => ({
  version: 2,
  nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com" }, transition: whens.map((when) => ({ to: "a", when })) }],
}));

describe("generated validators equal a runtime ajv compile of the schema", () => {
  test("on the corpus", () => {
    let n = 0;
    for (const dir of ["examples", "examples/broken", "test/fixtures/ok", "test/fixtures/err"]) {
      for (const f of readdirSync(dir)) {
        if (!f.endsWith(".json") || f.endsWith(".expected.json")) continue;
        let doc: unknown;
        try {
          doc = JSON.parse(readFileSync(join(dir, f), "utf8"));
        } catch {
          continue;
        }
        same(validateSpec, runtimeSpec, doc);
        n++;
      }
    }
    expect(n).toBeGreaterThan(20);
  });

  test("on random specs, faulty conditions and bundles", () => {
    fc.assert(fc.property(spec, (raw) => same(validateSpec, runtimeSpec, asJson(raw))), { numRuns: 300 });
    fc.assert(fc.property(conditionSpec, (raw) => same(validateSpec, runtimeSpec, asJson(raw))), { numRuns: 300 });
    fc.assert(fc.property(bundle, (raw) => same(validateBundle, runtimeBundle, asJson(raw))), { numRuns: 200 });
  });

  test("the rewrite left no discarded error object and no copying concat", () => {
    for (const file of ["src/schema/validate-spec.js", "src/schema/validate-bundle.js"]) {
      const code = readFileSync(file, "utf8");
      expect(code).not.toMatch(/const err\d+ = \{\};/);
      expect(code).not.toMatch(/vErrors\.concat\(/);
    }
  });
});
