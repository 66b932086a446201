import { VALUE_TYPES } from "../conditions/compile.js";
import { defineRule } from "./types.js";
import { own } from "../core/json.js";

// Unary operators ignore `value`; `length` takes `{ comparator, value }`, not a value of valueType.
const SKIP = new Set(["exists", "notExists", "isEmpty", "isNotEmpty", "isNull", "isNotNull", "length"]);

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
  check(ctx) {
    const comparisons = ctx.spec.comparisons;
    for (let c = 0; c < comparisons.length; c++) {
      const { cond, pointer } = comparisons[c]!;
      const valueType = own(cond, "valueType");
      const op = own(cond, "op");
      if (typeof valueType !== "string" || !(VALUE_TYPES as readonly string[]).includes(valueType)) continue;
      if (typeof op !== "string" || SKIP.has(op) || !Object.prototype.hasOwnProperty.call(cond, "value")) continue;
      const value = own(cond, "value");
      if ((op === "in" || op === "notIn") && Array.isArray(value) && valueType !== "array") {
        const i = value.findIndex((item) => valueTypeOf(item) !== valueType);
        if (i >= 0) ctx.report(`${pointer}/value/${i}`, { valueType, actual: valueTypeOf(value[i]), op, item: i });
        continue;
      }
      const actual = valueTypeOf(value);
      if (actual !== valueType) ctx.report(`${pointer}/value`, { valueType, actual, op });
    }
  },
});
