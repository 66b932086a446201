// The schema pass's codes that the shipped schemas give no document today (every `pattern` of the
// spec schema has a code of its own): the mapping and the wording still hold, on ajv's own errors.
import type { ErrorObject } from "ajv";
import { expect, test } from "vitest";
import { formatFinding } from "../../src/core/finding-words.js";
import { schemaFindings } from "../../src/validate/schema-issues.js";

const error = (e: Partial<ErrorObject>): ErrorObject => ({ keyword: "", instancePath: "", schemaPath: "", params: {}, ...e }) as ErrorObject;

test("a failing pattern outside the mapped places is \"schema/pattern\", worded with the value and the pattern", () => {
  const doc = { nodes: [{ id: "Fetch Data" }] };
  const findings = schemaFindings([error({ keyword: "pattern", instancePath: "/nodes/0/id", schemaPath: "#/$defs/node/properties/id/pattern", params: { pattern: "^[a-z-]+$" } })], doc);
  expect(findings).toEqual([{ code: "schema/pattern", severity: "error", pointer: "/nodes/0/id", params: { pattern: "^[a-z-]+$", value: "Fetch Data" } }]);
  expect(formatFinding(findings[0]!).message).toBe('"Fetch Data" does not match the pattern ^[a-z-]+$');
});

test("a keyword without a code of its own is \"schema/invalid\", worded with the keyword", () => {
  const findings = schemaFindings([error({ keyword: "maxLength", instancePath: "/nodes/0/id", schemaPath: "#/$defs/node/properties/id/maxLength", params: { limit: 3 } })], {});
  expect(findings.map((f) => [f.code, formatFinding(f).message])).toEqual([["schema/invalid", "does not match the schema (maxLength)"]]);
});
