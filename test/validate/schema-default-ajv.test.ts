// The published schema files compile as they are in the most common validator's default mode:
// ajv's Ajv2020 with no option (strict), and ajv-cli, the command people point at the file.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";

const FILES = ["schema/agentspec-v2.schema.json", "schema/agentspec-test.schema.json"];
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

// Every keyword of draft 2020-12's vocabularies (core, applicator, unevaluated, validation,
// meta-data, format-annotation, content).
const VOCABULARY = new Set([
  "$id", "$schema", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "$defs",
  "prefixItems", "items", "contains", "additionalProperties", "properties", "patternProperties", "dependentSchemas", "propertyNames",
  "if", "then", "else", "allOf", "anyOf", "oneOf", "not", "unevaluatedItems", "unevaluatedProperties",
  "type", "const", "enum", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength",
  "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties", "minProperties", "required", "dependentRequired",
  "title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "format", "contentEncoding", "contentMediaType", "contentSchema",
]);

/** The keywords a schema uses, outside the names of `properties`, `$defs` and `patternProperties`. */
function keywords(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) keywords(n, out);
  else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      out.add(k);
      if (k === "properties" || k === "$defs" || k === "patternProperties") for (const s of Object.values(v as object)) keywords(s, out);
      else if (k !== "enum" && k !== "const" && k !== "examples" && k !== "default") keywords(v, out);
    }
  }
  return out;
}

describe.each(FILES)("%s", (file) => {
  test("uses only draft 2020-12 keywords", () => {
    expect([...keywords(read(file))].filter((k) => !VOCABULARY.has(k))).toEqual([]);
  });

  test("compiles in ajv's default (strict) mode, with no option", () => {
    const ajv = new Ajv2020.default({ logger: false });
    const validate = ajv.compile(read(file));
    expect(typeof validate).toBe("function");
  });

  test("compiles with ajv-cli as published", () => {
    const out = execFileSync("node_modules/.bin/ajv", ["compile", "--spec=draft2020", "-s", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    expect(out).toContain(`schema ${file} is valid`);
  });
});

test("ajv-cli validates the examples against the published file: valid ones pass, a bad route fails", () => {
  const run = (data: string): number => {
    try {
      execFileSync("node_modules/.bin/ajv", ["validate", "--spec=draft2020", "-c", "ajv-formats", "-s", FILES[0]!, "-d", data], { stdio: "ignore" });
      return 0;
    } catch (e) {
      return (e as { status: number }).status;
    }
  };
  expect(run("examples/support-triage.json")).toBe(0);
  expect(run("examples/broken/proxy-unknown.json")).not.toBe(0);
});
