// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { operandKinds, VALUE_TYPES } from "../../../../src/conditions/grammar.js";
import { operandOf } from "../../../../src/conditions/operands.generated.js";
import type { Op } from "../../../../src/conditions/types.js";
import { defineRule } from "../../../../src/rules/types.js";
import { own } from "../../../../src/core/json.js";

/**
 * What `valueType` describes for an operator, from its operand kind: the value, the array's items
 * (`in`, `notIn`), or nothing (unary operators take no `value`; `length` takes `{ comparator, value }`).
 */
function hintOf(op: unknown): "value" | "items" | "none" {
  if (typeof op !== "string" || !Object.prototype.hasOwnProperty.call(operandOf, op)) return "value";
  const kind = operandOf[op as Op];
  return kind === null ? "none" : operandKinds[kind].hint;
}

/** The JSON type of a value, in `valueType`'s words (`null` has none of them). */
function valueTypeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

/**
 * `valueType` is an editor hint the evaluator ignores; when `value` contradicts it, one of the two
 * is not what the author meant. For `in`/`notIn` the hint describes the array's items.
 */
export const conditionValueTypeMismatch = defineRule({
  code: "condition/value-type-mismatch",
  scope: "node",
  check(ctx) {
    const comparisons = ctx.spec.comparisons;
    for (let c = 0; c < comparisons.length; c++) {
      const { cond, pointer } = comparisons[c]!;
      const valueType = own(cond, "valueType");
      const op = own(cond, "op");
      if (typeof valueType !== "string" || !(VALUE_TYPES as readonly string[]).includes(valueType)) continue;
      const hint = hintOf(op);
      if (typeof op !== "string" || hint === "none" || !Object.prototype.hasOwnProperty.call(cond, "value")) continue;
      const value = own(cond, "value");
      if (hint === "items" && Array.isArray(value) && valueType !== "array") {
        const i = value.findIndex((item) => valueTypeOf(item) !== valueType);
        if (i >= 0) ctx.report(`${pointer}/value/${i}`, { valueType, actual: valueTypeOf(value[i]), op, item: i });
        continue;
      }
      const actual = valueTypeOf(value);
      if (actual !== valueType) ctx.report(`${pointer}/value`, { valueType, actual, op });
    }
  },
});
