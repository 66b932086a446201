import type { ErrorObject } from "ajv";
import { findingOf, type Finding } from "../core/issue.js";
import type { IssueCode } from "../core/codes/index.js";
import { escapeToken, resolvePointer } from "../core/pointer.js";
import { schemaProperties } from "../schema/properties.js";

/**
 * Codes with a meaning of their own, found by the keyword and the place in the schema that failed
 * (schema paths are relative to the `$defs` entry that holds them). Every other failure gets the
 * generic `schema/<keyword>` code.
 */
const SPECIFIC: readonly { keyword: string; schemaPath: string; code: IssueCode; params?: Record<string, unknown> }[] = [
  { keyword: "enum", schemaPath: "#/$defs/webhookConfig/properties/proxy/enum", code: "webhook/invalid-proxy" },
  { keyword: "not", schemaPath: "#/allOf/5/not", code: "condition/mixed-shape" },
  { keyword: "not", schemaPath: "#/not", code: "condition/combinator-shape" },
  { keyword: "pattern", schemaPath: "#/allOf/4/then/properties/path/pattern", code: "condition/node-path-prefix" },
  { keyword: "required", schemaPath: "#/else/else/required", code: "condition/missing-member", params: { member: "op" } },
  { keyword: "type", schemaPath: "#/allOf/1/then/properties/value/type", code: "condition/value-not-array" },
  { keyword: "type", schemaPath: "#/allOf/2/then/properties/value/type", code: "condition/value-not-string" },
];

const GENERIC: Record<string, IssueCode> = {
  required: "schema/required",
  type: "schema/type",
  enum: "schema/enum",
  const: "schema/const",
  minLength: "schema/min-length",
  minItems: "schema/min-items",
  exclusiveMinimum: "schema/exclusive-minimum",
  additionalProperties: "schema/unknown-property",
  pattern: "schema/pattern",
};

// `if` only says that its `then`/`else` failed, which is reported on its own.
const SILENT = new Set(["if"]);

/** Turn ajv's errors into findings: one per real fault, at the pointer of the fault. */
export function schemaFindings(errors: readonly ErrorObject[] | null | undefined, doc: unknown): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    if (SILENT.has(e.keyword)) continue;
    const p = e.params as Record<string, unknown>;
    let pointer = e.instancePath;
    let params: Record<string, unknown>;
    switch (e.keyword) {
      case "required":
        pointer += "/" + escapeToken(String(p["missingProperty"]));
        params = { property: p["missingProperty"] };
        break;
      case "additionalProperties":
        pointer += "/" + escapeToken(String(p["additionalProperty"]));
        params = { property: p["additionalProperty"], allowed: allowedKeys(e) };
        break;
      case "type":
        params = { expected: p["type"], value: resolvePointer(doc, pointer).value };
        break;
      case "enum":
        params = { allowed: p["allowedValues"], value: resolvePointer(doc, pointer).value };
        break;
      case "const":
        params = { expected: p["allowedValue"], value: resolvePointer(doc, pointer).value };
        break;
      case "pattern":
        params = { pattern: p["pattern"], value: resolvePointer(doc, pointer).value };
        break;
      case "minLength":
      case "minItems":
      case "exclusiveMinimum":
        params = { limit: p["limit"], value: resolvePointer(doc, pointer).value };
        break;
      default:
        params = { keyword: e.keyword };
    }
    const specific = SPECIFIC.find((s) => s.keyword === e.keyword && s.schemaPath === e.schemaPath);
    const code = specific?.code ?? GENERIC[e.keyword] ?? "schema/invalid";
    if (specific?.params) params = { ...params, ...specific.params };
    const key = code + "\u0000" + pointer;
    if (seen.has(key)) continue;
    seen.add(key);
    // ajv's params, as each keyword gives them: what the messages of these codes read.
    const finding = findingOf(code, "error", pointer, params as never);
    if (e.keyword === "additionalProperties") finding.target = "key";
    out.push(finding);
  }
  return out;
}

// additionalProperties: false only closes the combinator; its allowed keys are the ones it names.
function allowedKeys(e: ErrorObject): readonly string[] | undefined {
  return e.schemaPath === "#/additionalProperties" ? schemaProperties["/$defs/combinator"] : undefined;
}
