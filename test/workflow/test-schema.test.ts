// The published test-file schema is plain draft 2020-12: a second, independent validator gives the
// verdict of the compiled one, on the shipped test files and on random variations of them.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, expect, test } from "vitest";
import { registerSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { validateTestFile } from "../../src/schema/validate-test-file.js";
import { agentSpecTestSchema } from "../../src/index.js";

const schema = JSON.parse(readFileSync("schema/agentspec-test.schema.json", "utf8")) as { $id: string };
let hyperjump: (doc: unknown) => Promise<boolean>;

beforeAll(() => {
  registerSchema(schema as Parameters<typeof registerSchema>[0]);
  hyperjump = async (doc) => (await validate(schema.$id, doc as Parameters<typeof validate>[1])).valid;
});

function corpus(): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const dir of ["examples/tests", "examples/broken-tests", "test/fixtures/workflow/tests"]) {
    for (const f of readdirSync(dir)) {
      try {
        out.push([join(dir, f), JSON.parse(readFileSync(join(dir, f), "utf8"))]);
      } catch {
        // the malformed fixture has no value
      }
    }
  }
  return out;
}

test("the schema the package exports is the file", () => {
  expect(agentSpecTestSchema).toEqual(schema);
});

test("the shipped test files get the same verdict from hyperjump and the compiled validator", async () => {
  const docs = corpus();
  expect(docs.length).toBeGreaterThanOrEqual(8);
  let valid = 0;
  for (const [name, doc] of docs) {
    const verdict = validateTestFile(doc);
    if (verdict) valid++;
    expect(await hyperjump(doc), name).toBe(verdict);
  }
  expect(valid).toBeGreaterThan(0);
  expect(valid).toBeLessThan(docs.length);
});

test("random variations of a test file get the same verdict from both", async () => {
  const json = fc.jsonValue({ maxDepth: 2 });
  const result = fc.oneof(
    fc.record({ output: json, evaluation: fc.oneof(fc.dictionary(fc.string({ maxLength: 3 }), json), json), error: fc.record({ code: fc.oneof(fc.constantFrom("relay-unavailable", ""), json), message: json }, { requiredKeys: [] }), evalution: json }, { requiredKeys: [] }),
    json,
  );
  const caseArb = fc.record(
    {
      name: fc.oneof(fc.constantFrom("a", ""), json),
      input: json,
      vars: fc.oneof(fc.dictionary(fc.string({ maxLength: 3 }), json), json),
      results: fc.oneof(fc.dictionary(fc.constantFrom("a", "b", "__proto__"), fc.oneof(result, fc.array(result, { maxLength: 2 }))), json),
      maxSteps: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.double(), json),
      expect: fc.oneof(
        fc.record({ path: fc.oneof(fc.array(fc.string(), { maxLength: 2 }), json), end: json, status: fc.oneof(fc.constantFrom("ended", "step-limit", "missing-result"), json), routes: fc.dictionary(fc.string({ maxLength: 2 }), fc.constantFrom("direct", "us", "eu")), vars: json, ends: json }, { requiredKeys: [] }),
        json,
      ),
      extra: json,
    },
    { requiredKeys: [] },
  );
  const file = fc.record({ spec: fc.oneof(fc.constantFrom("s.json", ""), json), cases: fc.oneof(fc.array(caseArb, { maxLength: 2 }), json), maxSteps: fc.integer({ min: 0, max: 2 }), $schema: json }, { requiredKeys: [] });
  await fc.assert(
    fc.asyncProperty(file, async (doc) => {
      expect(await hyperjump(doc)).toBe(validateTestFile(doc));
    }),
    { numRuns: 300 },
  );
});
