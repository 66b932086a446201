// A condition in words, read without any data, in one of two voices taken from the operator
// table: `symbols` for the graph and diffs (`vars.region = "BR" and not input.ticket.id is
// empty`), `phrases` for hovers (`all of (vars.status is "ok"; the length of vars.items is at
// least 2)`). One walk, iterative over an explicit stack (a deep condition costs no call stack);
// a voice is data: how it names a subject, an operator and a value, and how it joins a combinator.
import { preview } from "./explain.js";
import { comparators, ops, positiveOf } from "./ops.js";
import type { Op } from "./types.js";
import { isObject, own, type JsonObject } from "../core/json.js";

/** How a condition is read: the graph's compact `symbols` or the hover's `phrases`. */
export type ConditionVoice = "symbols" | "phrases";

/** How far a reading goes: `limit` characters (then "…"), and `depth` levels (deeper parts read "…"). */
export interface WordsOptions {
  voice?: ConditionVoice;
  limit?: number;
  depth?: number;
}

interface Voice {
  subject(c: JsonObject): string;
  /** A known operator's or comparator's word. */
  word(op: Op): string;
  /** An `op` the table does not know, and a comparator it does not know. */
  unknownOp(op: unknown): string;
  unknownComparator(comparator: unknown): string;
  value(v: unknown): string;
  pattern(v: unknown): string;
  /** A value where a condition was expected, and an object that is neither shape. */
  notCondition(v: unknown): string;
  incomplete(c: JsonObject): string;
  empty: { all: string; any: string };
  /** A combinator's list: opening, joint and closing; `nested` when it sits inside another. */
  open(key: "all" | "any", nested: boolean): string;
  joint(key: "all" | "any"): string;
  close(nested: boolean): string;
  /** Items read before the rest is counted, and whether a one-item list reads as its item. */
  maxItems: number;
  more(count: number): string;
  unwrapSingle: boolean;
  /** What `not` opens and closes with. */
  notOpen: string;
  notClose: string;
}

/** Longest value preview inside the graph's words. */
const VALUE_LIMIT = 40;

function shortJson(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? s.slice(0, 57) + "…" : s;
}

const pathOf = (c: JsonObject): string => {
  const path = own(c, "path");
  return typeof path === "string" ? path : "?";
};

const symbols: Voice = {
  subject(c) {
    const source = own(c, "source");
    const p = pathOf(c);
    let head: string;
    if (source === "node") {
      const of = own(c, "of");
      const id = typeof of === "string" ? of : isObject(of) && typeof own(of, "nodeId") === "string" ? (own(of, "nodeId") as string) : "?";
      head = `node(${id})`;
    } else head = typeof source === "string" ? source : "?";
    return p.startsWith("[") ? `${head}${p}` : `${head}.${p}`;
  },
  word: (op) => ops[op].words.symbol,
  unknownOp: (op) => preview(op, VALUE_LIMIT),
  unknownComparator: (c) => String(c),
  value: (v) => preview(v, VALUE_LIMIT),
  pattern: (v) => (typeof v === "string" ? `/${v.length > VALUE_LIMIT ? `${v.slice(0, VALUE_LIMIT - 1)}…` : v}/` : preview(v, VALUE_LIMIT)),
  notCondition: (v) => preview(v, VALUE_LIMIT),
  incomplete: (c) => preview(c, VALUE_LIMIT),
  empty: { all: "always", any: "never" },
  open: (_, nested) => (nested ? "(" : ""),
  joint: (key) => (key === "all" ? " and " : " or "),
  close: (nested) => (nested ? ")" : ""),
  maxItems: Infinity,
  more: () => "",
  unwrapSingle: true,
  notOpen: "not ",
  notClose: "",
};

const phrases: Voice = {
  subject(c) {
    const source = own(c, "source");
    if (source === "node") {
      const of = own(c, "of");
      return `node ${shortJson(isObject(of) ? own(of, "nodeId") : of)}'s ${pathOf(c)}`;
    }
    return `${typeof source === "string" ? source : "?"}.${pathOf(c)}`;
  },
  word: (op) => ops[op].words.phrase,
  unknownOp: (op) => (typeof op === "string" ? op : shortJson(op)),
  unknownComparator: (c) => (typeof c === "string" ? c : "?"),
  value: shortJson,
  pattern: shortJson,
  notCondition: () => "not a condition",
  incomplete: () => "an incomplete condition",
  empty: { all: "always (all of nothing)", any: "never (any of nothing)" },
  open: (key) => (key === "all" ? "all of (" : "any of ("),
  joint: () => "; ",
  close: () => ")",
  maxItems: 8,
  more: (count) => `; ${count} more`,
  unwrapSingle: false,
  notOpen: "not (",
  notClose: ")",
};

const VOICES: Record<ConditionVoice, Voice> = { symbols, phrases };

const isOp = (name: unknown): name is Op => typeof name === "string" && Object.hasOwn(ops, name);

function comparisonWords(c: JsonObject, v: Voice): string {
  const op = own(c, "op");
  const value = own(c, "value");
  if (!isOp(op)) return `${v.subject(c)} ${v.unknownOp(op)} ${v.value(value)}`;
  const spec = positiveOf(op).spec;
  if (spec.left === "length") {
    // `length of input.items ≥ 3`: the comparator in its own word.
    const operand = isObject(value) ? value : {};
    const comparator = own(operand, "comparator");
    const word = typeof comparator === "string" && Object.hasOwn(comparators, comparator) ? v.word(comparator as Op) : v.unknownComparator(comparator);
    return `${v.word(op)} ${v.subject(c)} ${word} ${v.value(own(operand, "value"))}`;
  }
  if (spec.operand === undefined) return `${v.subject(c)} ${v.word(op)}`;
  return `${v.subject(c)} ${v.word(op)} ${spec.operand === "pattern" ? v.pattern(value) : v.value(value)}`;
}

const isList = (c: unknown): boolean => isObject(c) && own(c, "op") === undefined && (Array.isArray(own(c, "all")) || Array.isArray(own(c, "any")));

/**
 * A condition in words, cut near `limit` characters (default 600), parts nested deeper than
 * `depth` levels (default: no bound) read as "…". A comparison is what has `op`; else `not`, then
 * `all` or `any`. Never throws on any JSON value.
 */
export function conditionWords(cond: unknown, opts: WordsOptions = {}): string {
  const v = VOICES[opts.voice ?? "symbols"];
  const limit = opts.limit ?? 600;
  const maxDepth = opts.depth ?? Infinity;
  let out = "";
  const stack: (string | { cond: unknown; nested: boolean; depth: number })[] = [{ cond, nested: false, depth: maxDepth }];
  while (stack.length > 0 && out.length <= limit) {
    const item = stack.pop()!;
    if (typeof item === "string") {
      out += item;
      continue;
    }
    const c = item.cond;
    if (!isObject(c)) {
      out += v.notCondition(c);
      continue;
    }
    if (item.depth <= 0) {
      out += "…";
      continue;
    }
    if (own(c, "op") !== undefined) {
      out += comparisonWords(c, v);
      continue;
    }
    const not = own(c, "not");
    if (not !== undefined) {
      out += v.notOpen;
      stack.push(v.notClose, { cond: not, nested: isList(not), depth: item.depth - 1 });
      continue;
    }
    const key = Array.isArray(own(c, "all")) ? "all" : Array.isArray(own(c, "any")) ? "any" : undefined;
    if (key === undefined) {
      out += v.incomplete(c);
      continue;
    }
    const items = own(c, key) as unknown[];
    if (items.length === 0) {
      out += v.empty[key];
      continue;
    }
    if (items.length === 1 && v.unwrapSingle) {
      stack.push({ cond: items[0], nested: item.nested, depth: item.depth - 1 });
      continue;
    }
    const shown = Math.min(items.length, v.maxItems);
    stack.push(`${items.length > shown ? v.more(items.length - shown) : ""}${v.close(item.nested)}`);
    for (let i = shown - 1; i >= 0; i--) {
      stack.push({ cond: items[i], nested: true, depth: item.depth - 1 });
      if (i > 0) stack.push(v.joint(key));
    }
    stack.push(v.open(key, item.nested));
  }
  if (stack.some((s) => s !== "") || out.length > limit) return `${out.slice(0, limit - 1)}…`;
  return out;
}

/**
 * A condition in words, depth-limited: nested parts below `depth` levels read as "…". Never
 * throws, whatever the value. (The hover's voice: `vars.status is "ok"`.)
 */
export function conditionInWords(cond: unknown, depth = 6): string {
  return conditionWords(cond, { voice: "phrases", depth, limit: Infinity });
}
