// agentspecStandardSchema answers as validateSpec on the same value (one verdict, the rules
// included), and its JSON Schema editions compile in ajv's strict mode for their own dialect and
// give the 2020-12 schema's verdict on the same documents.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import AjvDraft04 from "ajv-draft-04";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { agentSpecSchema, agentspecStandardSchema, schemaEdition, validateSpec, type StandardResult } from "../../src/index.js";
import { pathOf } from "../../src/validate/standard-schema.js";
import { anyDocument, spec } from "../arbitraries.js";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), "utf8"));
const examples = (dir: string): [string, unknown][] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(".json") && !f.includes("agentspec-test"))
    .flatMap((f) => {
      try {
        return [[`${dir}/${f}`, read(`${dir}/${f}`)] as [string, unknown]];
      } catch {
        return []; // examples/broken/malformed.json is not JSON: not a value
      }
    });
const CORPUS = [...examples("examples"), ...examples("examples/broken")];
const std = agentspecStandardSchema["~standard"];
const validate = (value: unknown, libraryOptions?: Record<string, unknown>): StandardResult<unknown> => std.validate(value, libraryOptions ? { libraryOptions } : undefined);

describe("~standard.validate", () => {
  test("a valid spec is the value itself; an invalid one its errors, each at its path", () => {
    const good = read("examples/order-sync.json");
    expect(validate(good)).toEqual({ value: good });
    expect(validate(good).issues).toBeUndefined();
    const bad = read("examples/broken/proxy-unknown.json");
    const result = validate(bad);
    expect(result.issues).toBeDefined();
    const errors = validateSpec(bad).issues.filter((i) => i.severity === "error");
    expect(errors.length).toBeGreaterThan(0);
    expect(result.issues).toEqual(errors.map((e) => ({ message: e.message, path: e.pointer.slice(1).split("/").map((t) => (/^\d+$/.test(t) ? Number(t) : t)) })));
    expect(result.issues![0]!.path).toEqual(["nodes", 0, "config", "proxy"]);
  });

  test("the semantic rules count: a transition to a node that does not exist fails", () => {
    const doc = { version: 2, nodes: [{ id: "a", type: "end", transition: [{ to: "nowhere" }] }] };
    const schemaOnly = new Ajv2020.default({ strict: false }).compile(agentSpecSchema);
    const result = validate(doc);
    expect(result.issues?.some((i) => i.path?.join("/") === "nodes/0/transition/0/to")).toBe(true);
    // the schema alone has nothing against it: the finding is a rule's
    expect(validateSpec(doc).issues.some((i) => i.code.startsWith("schema/"))).toBe(false);
    expect(schemaOnly(doc)).toBe(true);
  });

  test("same verdict and same errors as validateSpec on any value (property)", () => {
    fc.assert(
      fc.property(anyDocument, (doc) => {
        const errors = validateSpec(doc).issues.filter((i) => i.severity === "error");
        const result = validate(doc);
        if (errors.length === 0) expect(result).toEqual({ value: doc });
        else expect(result.issues).toEqual(errors.map((e) => ({ message: e.message, path: pathOf(doc, e.pointer) })));
      }),
      { numRuns: 300 },
    );
  });

  test("warnings do not fail; libraryOptions.rules turns one into an error, strict reports unknown properties", () => {
    const doc = { nodes: [{ id: "a", type: "end" }] };
    const warnings = validateSpec(doc).issues;
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((w) => w.severity === "warning")).toBe(true);
    expect(validate(doc)).toEqual({ value: doc });
    const raised = validate(doc, { rules: { [warnings[0]!.code]: "error" } });
    expect(raised.issues?.map((i) => i.message)).toEqual([warnings[0]!.message]);
    const extra = { version: 2, nodes: [{ id: "a", type: "end", colour: "red" }] };
    const strictCode = validateSpec(extra, { strict: true }).issues.find((i) => i.pointer === "/nodes/0/colour")!.code;
    expect(validate(extra, { strict: true, rules: { [strictCode]: "error" } }).issues?.map((i) => i.path)).toEqual([["nodes", 0, "colour"]]);
  });

  test("a misuse of libraryOptions is thrown, with what is accepted", () => {
    expect(() => validate({}, { strcit: true })).toThrow(/Unknown libraryOptions key "strcit".*"strict" and "rules"/);
    expect(() => validate({}, { strict: "yes" })).toThrow(/strict must be a boolean/);
    expect(() => validate({}, { rules: [] })).toThrow(/rules must be an object/);
    expect(() => validate({}, { rules: { "schema/type": "loud" } })).toThrow(TypeError);
  });

  test("paths: an index under an array is a number, a key that looks like one under an object stays a string", () => {
    expect(pathOf({ nodes: [{ "0": { x: 1 } }] }, "/nodes/0/0/x")).toEqual(["nodes", 0, "0", "x"]);
    expect(pathOf({ "a/b": { "~": 1 } }, "/a~1b/~0")).toEqual(["a/b", "~"]);
    expect(pathOf([1], "")).toEqual([]);
    expect(pathOf({ nodes: [] }, "/nodes/01")).toEqual(["nodes", "01"]);
  });

  test("never throws on any value, even one whose getter throws", () => {
    const trap = { version: 2, get nodes(): never { throw new Error("no"); } };
    expect(validate(trap).issues?.length).toBeGreaterThan(0);
    fc.assert(fc.property(fc.anything(), (v) => void validate(v)), { numRuns: 200 });
  });
});

describe("~standard.jsonSchema", () => {
  const corpus = CORPUS.map(([, doc]) => doc);
  // SchemaStore's check: ajv with `strict: true` (every strict option, no union types).
  const strict = { strict: true, allErrors: true, logger: false as const };
  // The published 2020-12 file as ajv compiles it by default (test/validate/schema-default-ajv.test.ts).
  const reference = new Ajv2020.default({ allErrors: true, logger: false }).compile(agentSpecSchema);

  test("input and output are the same, draft-2020-12 is the published schema", () => {
    for (const target of ["draft-2020-12", "draft-07", "openapi-3.0"]) expect(std.jsonSchema.input({ target })).toEqual(std.jsonSchema.output({ target }));
    expect(std.jsonSchema.input({ target: "draft-2020-12" })).toEqual(agentSpecSchema);
    // the draft-07 target is the published draft-07 file, $id included
    expect(std.jsonSchema.input({ target: "draft-07" })).toEqual(read("schema/draft-07/agentspec-v2.schema.json"));
  });

  test("draft-07 compiles in ajv strict mode (draft-07 class) and gives the 2020-12 verdict on the corpus and on generated specs", () => {
    const draft07 = std.jsonSchema.input({ target: "draft-07" });
    expect(draft07.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(JSON.stringify(draft07)).not.toContain("$defs");
    const v = new Ajv.default(strict).compile(draft07);
    expect(corpus.length).toBeGreaterThan(8);
    for (const doc of corpus) expect(v(doc)).toBe(reference(doc));
    fc.assert(fc.property(spec, (doc) => v(doc) === reference(doc)), { numRuns: 300 });
  });

  test("openapi-3.0 has no keyword OpenAPI 3.0 lacks, compiles as draft-04 in ajv's default strict mode and gives the same verdict", () => {
    const oas = std.jsonSchema.input({ target: "openapi-3.0" });
    const text = JSON.stringify(oas);
    for (const k of ["$schema", "$id", "const", "if", "then", "else", "$defs", "$comment"]) expect(text).not.toContain(`"${k}":`);
    // every `type` keyword (outside property names) names one type
    const types = (s: unknown): unknown[] =>
      Array.isArray(s)
        ? s.flatMap(types)
        : s && typeof s === "object"
          ? Object.entries(s).flatMap(([k, v]) => (k === "type" ? [v] : k === "properties" || k === "definitions" ? Object.values(v as object).flatMap(types) : k === "enum" ? [] : types(v)))
          : [];
    expect(types(oas).length).toBeGreaterThan(20);
    expect(types(oas).every((t) => typeof t === "string")).toBe(true);
    const v = new AjvDraft04.default({ allErrors: true, logger: false }).compile(oas);
    for (const doc of corpus) expect(v(doc)).toBe(reference(doc));
    fc.assert(fc.property(spec, (doc) => v(doc) === reference(doc)), { numRuns: 300 });
  });

  test("an unknown target throws, naming the ones it takes", () => {
    expect(() => std.jsonSchema.input({ target: "draft-04" })).toThrow(/Unknown JSON Schema target "draft-04".*"draft-2020-12", "draft-07", "openapi-3.0"/);
    expect(() => std.jsonSchema.output({ target: "openapi-3.1" })).toThrow(TypeError);
  });

  test("draft-07 for ajv's strict mode: a list of types is an anyOf, stray typed keywords apply under if-type, required names are defined", () => {
    expect(schemaEdition({ type: ["string", "object"], minLength: 1, required: ["a"] }, "draft-07")).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      allOf: [{ anyOf: [{ type: "string", minLength: 1 }, { type: "object", required: ["a"], properties: { a: {} } }] }],
    });
    expect(schemaEdition({ then: { items: { type: "string" } } }, "draft-07")).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      then: { allOf: [{ if: { type: "array" }, then: { type: "array", items: { type: "string" } } }] },
    });
    expect(() => schemaEdition({ type: "object", required: ["a"], additionalProperties: false }, "draft-07")).toThrow(/requires a property it does not define/);
  });

  test("a keyword the editions do not know is refused, not dropped", () => {
    expect(() => schemaEdition({ type: "object", unevaluatedProperties: false }, "draft-07")).toThrow(/#\/unevaluatedProperties is a keyword the schema editions do not translate/);
    expect(() => schemaEdition({ patternProperties: { x: {} } }, "openapi-3.0")).toThrow(/OpenAPI 3.0 lacks/);
  });

  test("draft-07: a $ref beside constraints moves into allOf (draft-07 ignores a $ref's siblings)", () => {
    const s = schemaEdition({ type: "object", $defs: { a: { type: "string" } }, properties: { x: { type: "string", $ref: "#/$defs/a", minLength: 2, description: "d" }, y: { $ref: "#/$defs/a", description: "d" } } }, "draft-07");
    expect(s).toMatchObject({ definitions: { a: { type: "string" } }, properties: { x: { type: "string", minLength: 2, description: "d", allOf: [{ $ref: "#/definitions/a" }] }, y: { $ref: "#/definitions/a", description: "d" } } });
  });
});
