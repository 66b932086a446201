// The parts of the condition grammar that are not operators: sources, `valueType`'s values, the
// combinators and how a `node` path starts, and what each operand kind accepts. The schema's pattern for that path is generated from
// NODE_PATH_ROOT (scripts/generate.mjs), the grammar check and the editor's completion read it here.
import type { Source } from "./types.js";

/** What an operator needs as `value`; the grammar check checks it and hands the checked operand on. */
export type OperandKind = "json" | "array" | "pattern" | "length";

/**
 * What each operand kind accepts as `value`, as a JSON Schema (the schema's value-type branches),
 * the issue code of a `value` of another type, and what the `valueType` hint describes: the value,
 * the array's items, or nothing the hint can say (`length` takes `{ comparator, value }`).
 */
export const operandKinds: Readonly<Record<OperandKind, { readonly accepts?: Readonly<Record<string, string>>; readonly code?: string; readonly hint: "value" | "items" | "none" }>> = {
  json: { hint: "value" },
  array: { accepts: { type: "array" }, code: "condition/value-not-array", hint: "items" },
  pattern: { accepts: { type: "string" }, code: "condition/value-not-string", hint: "value" },
  length: { accepts: { $ref: "#/$defs/lengthOperand" }, hint: "none" },
};

/** The sources a comparison may read. */
export const SOURCES: readonly Source[] = ["evaluation", "vars", "context", "input", "node", "state"];

/** The values of `valueType` (an editor hint; the schema's enum). */
export const VALUE_TYPES = ["string", "number", "boolean", "array", "object"] as const;

/** The combinator keys, in the order they are checked. */
export const COMBINATORS = ["all", "any", "not"] as const;

/** What a `node` path reads first: the node's evaluation (`evaluation.scores.mean`). */
export const NODE_PATH_ROOT = "evaluation";

/** The schema's pattern for a `node` path: its text starts with NODE_PATH_ROOT, then ends, `.` or `[`. */
export const NODE_PATH_PATTERN = `^${NODE_PATH_ROOT}(?:$|[.\\[])`;

/** Whether a path's text starts as a `node` path must (`["evaluation"]` does not: the text is checked, as the schema does). */
export function startsAtNodeRoot(path: string): boolean {
  if (!path.startsWith(NODE_PATH_ROOT)) return false;
  const next = path.charCodeAt(NODE_PATH_ROOT.length);
  return Number.isNaN(next) || next === 0x2e || next === 0x5b;
}
