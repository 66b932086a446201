// A condition read aloud, for hovers: `vars.status is "ok"`, `the length of input.items is greater than 3`.
// The words are the operator table's phrases.
import { ops, positiveOf } from "../conditions/ops.js";
import type { Op } from "../conditions/types.js";
import { isObject, own } from "../core/json.js";

/** An operator's phrase; a name that is no operator reads as itself. */
const phrase = (name: string): string => (Object.prototype.hasOwnProperty.call(ops, name) ? ops[name as Op].words.phrase : name);

function short(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? s.slice(0, 57) + "…" : s;
}

function subject(c: Record<string, unknown>): string {
  const source = own(c, "source");
  const path = own(c, "path");
  const p = typeof path === "string" ? path : "?";
  if (source === "node") {
    const of = own(c, "of");
    const id = isObject(of) ? own(of, "nodeId") : of;
    return `node ${short(id)}'s ${p}`;
  }
  return `${typeof source === "string" ? source : "?"}.${p}`;
}

/**
 * A condition in words, depth-limited: nested parts below `depth` levels read as "…". Never
 * throws, whatever the value.
 */
export function conditionInWords(cond: unknown, depth = 6): string {
  if (!isObject(cond)) return "not a condition";
  if (depth <= 0) return "…";
  const op = own(cond, "op");
  if (typeof op === "string") {
    const value = own(cond, "value");
    const spec = Object.prototype.hasOwnProperty.call(ops, op) ? positiveOf(op as Op).spec : undefined;
    if (spec?.left === "length") {
      const operand = isObject(value) ? value : {};
      const comparator = own(operand, "comparator");
      const word = typeof comparator === "string" ? phrase(comparator) : "?";
      return `${phrase(op)} ${subject(cond)} ${word} ${short(own(operand, "value"))}`;
    }
    const word = phrase(op);
    return spec !== undefined && spec.operand === undefined ? `${subject(cond)} ${word}` : `${subject(cond)} ${word} ${short(value)}`;
  }
  for (const key of ["all", "any"] as const) {
    const list = own(cond, key);
    if (Array.isArray(list)) {
      if (list.length === 0) return key === "all" ? "always (all of nothing)" : "never (any of nothing)";
      const parts = list.slice(0, 8).map((c) => conditionInWords(c, depth - 1));
      if (list.length > 8) parts.push(`${list.length - 8} more`);
      return `${key === "all" ? "all of" : "any of"} (${parts.join("; ")})`;
    }
  }
  if (Object.prototype.hasOwnProperty.call(cond, "not")) return `not (${conditionInWords(own(cond, "not"), depth - 1)})`;
  return "an incomplete condition";
}
