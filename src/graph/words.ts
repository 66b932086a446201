// A transition's condition in words, read without any data ("vars.region = "BR" and not
// input.ticket.id is empty"), and whether it holds whatever the data: `all: []` always holds,
// `any: []` never does. Values are shown with the explanation's own preview.
import { preview } from "../conditions/explain.js";
import { comparators, ops, positiveOf } from "../conditions/ops.js";
import type { Op } from "../conditions/types.js";
import { isObject, own, type JsonObject as Json } from "../core/json.js";

/** Longest value preview inside the words. */
const VALUE_LIMIT = 40;

function subject(c: Json): string {
  const source = own(c, "source");
  const path = own(c, "path");
  const p = typeof path === "string" ? path : "?";
  let head: string;
  if (source === "node") {
    const of = own(c, "of");
    const id = typeof of === "string" ? of : isObject(of) && typeof own(of, "nodeId") === "string" ? (own(of, "nodeId") as string) : "?";
    head = `node(${id})`;
  } else {
    head = typeof source === "string" ? source : "?";
  }
  return p.startsWith("[") ? `${head}${p}` : `${head}.${p}`;
}

// The words are the operator table's symbols: `=`, `≥`, `in`, `is empty`.
function comparisonWords(c: Json): string {
  const op = own(c, "op");
  const value = own(c, "value");
  const known = typeof op === "string" && Object.hasOwn(ops, op);
  const spec = known ? positiveOf(op as Op).spec : undefined;
  if (spec?.left === "length") {
    // `length of input.items ≥ 3`: the comparator in its own symbol.
    const v = isObject(value) ? value : {};
    const comparator = own(v, "comparator");
    const words = typeof comparator === "string" && Object.hasOwn(comparators, comparator) ? ops[comparator as Op].words.symbol : String(comparator);
    return `${ops[op as Op].words.symbol} ${subject(c)} ${words} ${preview(own(v, "value"), VALUE_LIMIT)}`;
  }
  const shown = spec?.operand === "pattern" && typeof value === "string" ? `/${value.length > VALUE_LIMIT ? `${value.slice(0, VALUE_LIMIT - 1)}…` : value}/` : preview(value, VALUE_LIMIT);
  if (!known) return `${subject(c)} ${preview(op, VALUE_LIMIT)} ${shown}`;
  const words = ops[op as Op].words.symbol;
  return `${subject(c)} ${spec?.operand === undefined ? words : `${words} ${shown}`}`;
}

/**
 * A condition in words, cut near `limit` characters. Combinators nest in parentheses: `all`
 * joins with "and", `any` with "or"; `all: []` reads "always", `any: []` "never".
 */
export function conditionWords(cond: unknown, limit = 600): string {
  let out = "";
  // Iterative over an explicit stack of pieces to write (a deep condition costs no call stack).
  const stack: (string | { cond: unknown; nested: boolean })[] = [{ cond, nested: false }];
  while (stack.length > 0 && out.length <= limit) {
    const item = stack.pop()!;
    if (typeof item === "string") {
      out += item;
      continue;
    }
    const c = item.cond;
    if (!isObject(c)) {
      out += preview(c, VALUE_LIMIT);
      continue;
    }
    if (own(c, "op") !== undefined) {
      out += comparisonWords(c);
      continue;
    }
    const not = own(c, "not");
    if (not !== undefined) {
      out += "not ";
      const inner = isObject(not) && own(not, "op") === undefined && (Array.isArray(own(not, "all")) || Array.isArray(own(not, "any")));
      stack.push({ cond: not, nested: inner });
      continue;
    }
    const key = Array.isArray(own(c, "all")) ? "all" : Array.isArray(own(c, "any")) ? "any" : undefined;
    if (key === undefined) {
      out += preview(c, VALUE_LIMIT);
      continue;
    }
    const items = own(c, key) as unknown[];
    if (items.length === 0) {
      out += key === "all" ? "always" : "never";
      continue;
    }
    if (items.length === 1) {
      stack.push({ cond: items[0], nested: item.nested });
      continue;
    }
    const joint = key === "all" ? " and " : " or ";
    if (item.nested) stack.push(")");
    for (let i = items.length - 1; i >= 0; i--) {
      stack.push({ cond: items[i], nested: true });
      if (i > 0) stack.push(joint);
    }
    if (item.nested) stack.push("(");
  }
  if (stack.length > 0 || out.length > limit) return `${out.slice(0, limit - 1)}…`;
  return out;
}

/**
 * Whether a condition holds whatever the data: `true` (always), `false` (never) or `undefined`
 * (it depends). Only the combinators decide: `all: []` holds, `any: []` does not, `not` flips.
 */
export function constantVerdict(cond: unknown, depth = 0): boolean | undefined {
  if (!isObject(cond) || own(cond, "op") !== undefined || depth > 64) return undefined;
  const not = own(cond, "not");
  if (not !== undefined) {
    const inner = constantVerdict(not, depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  const all = own(cond, "all");
  if (Array.isArray(all)) {
    let verdict: boolean | undefined = true;
    for (const c of all) {
      const v = constantVerdict(c, depth + 1);
      if (v === false) return false;
      if (v === undefined) verdict = undefined;
    }
    return verdict;
  }
  const any = own(cond, "any");
  if (Array.isArray(any)) {
    let verdict: boolean | undefined = false;
    for (const c of any) {
      const v = constantVerdict(c, depth + 1);
      if (v === true) return true;
      if (v === undefined) verdict = undefined;
    }
    return verdict;
  }
  return undefined;
}
