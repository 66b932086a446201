import { operandKinds, VALUE_TYPES } from "../conditions/grammar.js";
import { operandOf } from "../conditions/operands.generated.js";
import type { Op } from "../conditions/types.js";
import { defineRule } from "./types.js";
import { own } from "../core/json.js";

/**
 * What `valueType` describes for an operator, from its operand kind: the value, the array's items
 * (`in`, `notIn`), or nothing (unary operators take no `value`; `length` takes `{ comparator, value }`).
 */
function hintOf(op: unknown): "value" | "items" | "none" {
  if (typeof op !== "string" || !Object.hasOwn(operandOf, op)) return "value";
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
      if (typeof valueType !== "string" || !(VALUE_TYPES as readonly string[]).includes(valueType)) continue;
      const op = own(cond, "op");
      const hint = hintOf(op);
      if (typeof op !== "string" || hint === "none" || !Object.hasOwn(cond, "value")) continue;
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
