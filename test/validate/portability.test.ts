// The published schema file means the same under a second, independent 2020-12 validator.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, test } from "vitest";
import { registerSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { validateSpec as ajvValidateSpec } from "../../src/schema/validate-spec.js";
import { validateSpec } from "../../src/index.js";
import { spec, toText } from "../arbitraries.js";

const schema = JSON.parse(readFileSync("schema/agentspec-v2.schema.json", "utf8")) as { $id: string };
let hyperjump: (doc: unknown) => Promise<boolean>;

beforeAll(() => {
  registerSchema(schema as Parameters<typeof registerSchema>[0]);
  hyperjump = async (doc) => (await validate(schema.$id, doc as Parameters<typeof validate>[1])).valid;
});

function corpus(): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const dir of ["examples", "examples/broken", "test/fixtures/ok", "test/fixtures/err"]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) {
      if (!f.endsWith(".json") || f.endsWith(".expected.json")) continue;
      try {
        out.push([join(dir, f), JSON.parse(readFileSync(join(dir, f), "utf8"))]);
      } catch {
        // malformed fixtures have no value to validate
      }
    }
  }
  return out;
}

describe("schema portability (@hyperjump/json-schema)", () => {
  test("the corpus gets the same schema verdict from hyperjump and from the compiled validator", async () => {
    const docs = corpus();
    expect(docs.length).toBeGreaterThan(10);
    for (const [name, doc] of docs) expect(await hyperjump(doc), name).toBe(ajvValidateSpec(doc));
  });

  test("the examples are valid under hyperjump, and every broken example the schema can see is invalid", async () => {
    for (const [name, doc] of corpus()) {
      if (!name.startsWith("examples")) continue;
      const schemaLevel = validateSpec(doc).issues.some((i) => i.code.startsWith("schema/") || ["webhook/invalid-proxy", "condition/combinator-shape", "condition/value-not-array"].includes(i.code));
      expect(await hyperjump(doc), name).toBe(!schemaLevel);
    }
  });

  test("random specs get the same verdict", async () => {
    await fc.assert(
      fc.asyncProperty(spec, async (raw) => {
        const doc = JSON.parse(toText(raw));
        expect(await hyperjump(doc)).toBe(ajvValidateSpec(doc));
      }),
      { numRuns: 200 },
    );
  });
});
