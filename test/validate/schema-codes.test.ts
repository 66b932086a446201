// Schema findings get their codes from the `$comment: "issue code of <keyword>: <code>"` on the
// schema's branches, not from where a branch sits: a branch added before the others, or branches reordered, route
// every finding to the same code.
import { describe, expect, test } from "vitest";
// @ts-expect-error: a build script in plain JavaScript
import { codeComment, codesOf, compiler, generateValidator, issueCodes, schema } from "../../scripts/generate.mjs";
import Ajv2020 from "ajv/dist/2020.js";
import { readFileSync } from "node:fs";
import { schemaIssueCodes } from "../../src/validate/schema-codes.generated.js";
import { schemaFindings } from "../../src/validate/schema-issues.js";
import type { ErrorObject } from "ajv";

type Schema = { $id: string; $defs: Record<string, { allOf?: unknown[] }> };
type Check = ((doc: unknown) => boolean) & { errors?: ErrorObject[] | null };

const spec = (when: unknown, config: Record<string, unknown> = { url: "https://x.example.com", method: "GET" }): unknown => ({
  version: 2,
  nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config, transition: [{ to: "a", when }] }],
});

// One document per annotated code, and the code it must get.
const cases: [string, unknown][] = [
  ["condition/mixed-shape", spec({ source: "vars", path: "x", op: "exists", all: [] })],
  ["condition/combinator-shape", spec({ all: [], any: [] })],
  ["condition/node-path-prefix", spec({ source: "node", of: "a", path: "scores.mean", op: "exists" })],
  ["condition/missing-member", spec({ source: "vars", path: "x" })],
  ["condition/value-not-array", spec({ source: "vars", path: "x", op: "in", value: 1 })],
  ["condition/value-not-string", spec({ source: "vars", path: "x", op: "regex", value: 1 })],
  ["webhook/invalid-proxy", spec({ source: "vars", path: "x", op: "exists" }, { url: "https://x.example.com", method: "GET", proxy: "eu" })],
];

function codesWith(s: Schema): string[][] {
  const check = compiler(s).getSchema(s.$id) as Check;
  const table = issueCodes(s, [generateValidator("validateSpec", s.$id, "test", s)]) as string;
  const codes = JSON.parse(table.slice(table.indexOf("= {") + 2, table.lastIndexOf("}") + 1)) as Record<string, never>;
  return cases.map(([, doc]) => {
    check(doc);
    return schemaFindings(check.errors, doc, codes).map((f) => f.code);
  });
}

test("the codes add no keyword ajv's strict mode refuses: they are comments", () => {
  const published = JSON.parse(readFileSync("schema/agentspec-v2.schema.json", "utf8")) as Schema;
  expect(JSON.stringify(published)).toContain(codeComment("not", "condition/mixed-shape"));
  expect(() => new Ajv2020.default({ strict: true, allowUnionTypes: true, strictTypes: false, strictRequired: false, validateFormats: false }).compile(published)).not.toThrow();
});

describe("schema findings are mapped by annotation", () => {
  const expected = cases.map(([code]) => code);

  test("each annotated code is reported for its document", () => {
    const got = codesWith(schema as Schema);
    got.forEach((codes, i) => expect(codes, expected[i]).toContain(expected[i]));
  });

  test("a branch added first and the branches reordered route every code the same", () => {
    const moved = structuredClone(schema) as Schema;
    const comparison = moved.$defs["comparison"]!;
    comparison.allOf = [{ if: { required: ["note"] }, then: { properties: { note: { type: "string" } } } }, ...[...comparison.allOf!].reverse()];
    const before = codesWith(schema as Schema);
    const after = codesWith(moved);
    expect(after).toEqual(before);
    after.forEach((codes, i) => expect(codes, expected[i]).toContain(expected[i]));
  });

  test("the committed table holds every annotated code", () => {
    const annotated = new Set<string>();
    const visit = (n: unknown): void => {
      if (Array.isArray(n)) return n.forEach(visit);
      if (n === null || typeof n !== "object") return;
      for (const c of Object.values(codesOf(n) as Record<string, string>)) annotated.add(c);
      for (const v of Object.values(n)) visit(v);
    };
    visit(schema);
    expect(new Set(Object.values(schemaIssueCodes).flatMap((byPath) => Object.values(byPath)))).toEqual(annotated);
    expect([...annotated].sort()).toEqual([...expected].sort());
  });

  test("an annotation on a keyword that is not there is refused", () => {
    const broken = structuredClone(schema) as Schema & { $defs: { combinator: Record<string, unknown> } };
    broken.$defs.combinator["$comment"] = codeComment("nope", "condition/combinator-shape");
    expect(() => issueCodes(broken, [])).toThrow(/nope/);
  });
});
