import type { ErrorObject } from "ajv";
import { findingOf, type Finding } from "../core/issue.js";
import type { IssueCode } from "../core/codes/index.js";
import { escapeToken, resolvePointer } from "../core/pointer.js";
import { schemaIssueCodes } from "./schema-codes.generated.js";
import { schemaProperties } from "../schema/properties.js";
import type { StandaloneValidator } from "../schema/standalone.js";

const hasOwn = Object.prototype.hasOwnProperty;

/** The code of a schema failure without a code of its own, by keyword. */
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

/** The findings of a generated validator on `value`: none when it passes. */
export function checkedBy(validate: StandaloneValidator, value: unknown): Finding[] {
  return validate(value) ? [] : schemaFindings(validate.errors, value);
}

/**
 * Turn ajv's errors into findings: one per real fault, at the pointer of the fault. `codes` is the
 * generated table of the schema's annotated branches (another only for a schema under test).
 */
export function schemaFindings(errors: readonly ErrorObject[] | null | undefined, doc: unknown, codes: Readonly<Record<string, Readonly<Record<string, IssueCode>>>> = schemaIssueCodes): Finding[] {
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
    // A failure of a schema branch that names a code of its own (in its `$comment`) gets that
    // code; a `required` one names the member it wants.
    const byPath = hasOwn.call(codes, e.keyword) ? codes[e.keyword] : undefined;
    const specific = byPath !== undefined && hasOwn.call(byPath, e.schemaPath) ? byPath[e.schemaPath] : undefined;
    const code = specific ?? GENERIC[e.keyword] ?? "schema/invalid";
    if (specific !== undefined && e.keyword === "required") params = { ...params, member: p["missingProperty"] };
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
