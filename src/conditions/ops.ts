// The operator table: the single source of the condition grammar. Each entry says what `value`
// it needs (its operand kind: the schema's needs-value list and value-type branches are generated
// from it by scripts/generate.mjs), how it reads its left side, the test it builds, why a present
// value gave its verdict (explain), and its words (the schema's descriptions, the graph's and the
// hover's condition in words). Shared code never switches on an operator's name: what one operator
// does differently is a hook on its entry.
import { jsonType } from "../core/json.js";
import { compareInstants, parseInstant } from "./instant.js";
import { MAX_REGEX_INPUT_LENGTH } from "./limits.js";
import { compareCodePoints, containsByCodePoint, deepEqual, isEmptyValue, lengthOf } from "./values.js";
import type { CompiledPattern } from "./pattern-types.js";
import type { Comparator, Op, ReasonCode } from "./types.js";

/** A test of a resolved value; `undefined` means the path is missing. */
export type Test = (actual: unknown) => boolean;

import type { OperandKind } from "./grammar.js";

export type { OperandKind };

/** A length operand once checked. */
export interface LengthOperand {
  comparator: Comparator;
  value: number;
}

/** Why a present value gave its verdict. */
export interface Why {
  reason: ReasonCode;
  note?: string;
}

/** How an operator reads in words. */
export interface OpWords {
  /** The graph's compact words: `=`, `≥`, `in`, `is empty`. */
  readonly symbol: string;
  /** The hover's phrase: `is`, `is at least`, `is one of`, `is empty`. */
  readonly phrase: string;
  /** What it does, one sentence of markdown (the schema's description of the enum value). */
  readonly doc: string;
  /**
   * Names an author may write for it that are too far from its own for a typo (another
   * language's name, a symbol): the grammar check suggests the operator for them.
   */
  readonly aliases?: readonly string[];
}

/** A positive operator: what it needs as `value`, how it reads its left side, and the test it builds. */
export interface PositiveOp {
  /** Absent for unary operators, which take no `value`. */
  readonly operand?: OperandKind;
  /** How the left side is read: its value, or its length (compared by the operand's comparator). */
  readonly left: "value" | "length";
  /** Build the test from the checked operand (a CompiledPattern for `pattern`, a LengthOperand for `length`). */
  readonly test: (operand: never) => Test;
  /** Why a present value gave its verdict (OK when absent). */
  readonly why?: (actual: unknown, operand: never) => Why;
  /**
   * For a path with one `[*]`: the test of the number of items where the rest of the path
   * resolves, so the evaluator counts them without building the array (`length`).
   */
  readonly countTest?: (operand: never) => Test;
  /**
   * The test as a JavaScript expression of the variable named `v`, for the code Node generates
   * (codegen.ts): every value from the condition goes through `lit`. Absent, or undefined for an
   * operand, to call the test instead.
   */
  readonly inline?: (operand: never) => ((v: string, lit: (value: unknown) => string) => string) | undefined;
  /** The operand as the explanation's text shows it, each value through `show` (default: `show(value)`). */
  readonly showOperand?: (value: unknown, show: (v: unknown) => string) => string;
  readonly words: OpWords;
}

/** A negative operator: the exact complement of a positive one. */
export interface NegativeOp {
  readonly complementOf: PositiveName;
  readonly words: OpWords;
}

export type PositiveName = "eq" | "gt" | "gte" | "lt" | "lte" | "in" | "contains" | "exists" | "isEmpty" | "isNull" | "regex" | "length";

const hasOwn = Object.prototype.hasOwnProperty;

const isPrimitive = (v: unknown): boolean => v === null || typeof v !== "object";

/** `v === operand` for a primitive operand (the same test as `equals`). */
const inlineEquals = (operand: unknown) => (isPrimitive(operand) ? (v: string, lit: (value: unknown) => string) => `${v} === ${lit(operand)}` : undefined);

function equals(operand: unknown): Test {
  return isPrimitive(operand) ? (a) => a === operand : (a) => deepEqual(a, operand);
}

/** The comparators of `length`, also the numeric core of gt/gte/lt/lte. */
export const comparators: Record<Comparator, (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b,
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
};

/** What each comparator of `length` does (the schema's descriptions of the comparator enum). */
export const comparatorDocs: Readonly<Record<Comparator, string>> = {
  eq: "Length equals `value`.",
  gt: "Length is greater than `value`.",
  gte: "Length is greater than or equal to `value`.",
  lt: "Length is less than `value`.",
  lte: "Length is less than or equal to `value`.",
};

const OK: Why = { reason: "OK" };

const noCoercion = (actual: unknown, operand: unknown): Why =>
  jsonType(actual, false) === jsonType(operand, false) ? OK : { reason: "TYPE_MISMATCH", note: `no coercion: ${jsonType(actual, false)} is not ${jsonType(operand, false)}` };

const orderable = (actual: unknown, operand: unknown): Why =>
  (typeof actual === "number" && typeof operand === "number") || (typeof actual === "string" && typeof operand === "string")
    ? OK
    : { reason: "TYPE_MISMATCH", note: `orders numbers with numbers and strings with strings, not ${jsonType(actual, false)} with ${jsonType(operand, false)}` };

// (Calls in the table are marked pure, so that a bundle that never builds a condition drops it.)
// gt/gte/lt/lte: numbers numerically; strings by code point, or by instant when both are RFC 3339
// date-times with an offset; anything else false.
function ordering(comparator: Comparator, words: OpWords): PositiveOp {
  const num = comparators[comparator];
  return {
    operand: "json",
    left: "value",
    test(operand: unknown): Test {
      if (typeof operand === "number") return (a) => typeof a === "number" && num(a, operand);
      if (typeof operand !== "string") return () => false;
      const instant = parseInstant(operand);
      if (instant === undefined) return (a) => typeof a === "string" && num(compareCodePoints(a, operand), 0);
      return (a) => {
        if (typeof a !== "string") return false;
        const other = parseInstant(a);
        return num(other === undefined ? compareCodePoints(a, operand) : compareInstants(other, instant), 0);
      };
    },
    why: orderable,
    // A number operand compares numbers only: the same test as above, written out.
    inline: (operand: unknown) =>
      typeof operand === "number" ? (v: string, lit: (value: unknown) => string) => `(typeof ${v} === "number" && ${v} ${SYMBOL[comparator]} ${lit(operand)})` : undefined,
    words,
  };
}

const SYMBOL: Record<Comparator, string> = { eq: "===", gt: ">", gte: ">=", lt: "<", lte: "<=" };

const SET_THRESHOLD = 8;

/** Every operator: positive ones hold their logic, negative ones name what they complement. */
export const ops: Record<Op, PositiveOp | NegativeOp> = {
  eq: { operand: "json", left: "value", test: equals, why: noCoercion, inline: inlineEquals, words: { symbol: "=", phrase: "is", doc: "Equal: deep equality, no coercion (`\"7\"` is not `7`).", aliases: ["equals", "==", "==="] } },
  neq: { complementOf: "eq", words: { symbol: "≠", phrase: "is not", doc: "Not equal: exactly the complement of `eq`.", aliases: ["notEquals", "!=", "!=="] } },
  gt: /* @__PURE__ */ ordering("gt", { symbol: ">", phrase: "is greater than", doc: "Greater than: numbers numerically, strings by code point (RFC 3339 date-times by instant).", aliases: ["greaterThan", ">"] }),
  gte: /* @__PURE__ */ ordering("gte", { symbol: "≥", phrase: "is at least", doc: "Greater than or equal (numbers, strings, date-times).", aliases: [">="] }),
  lt: /* @__PURE__ */ ordering("lt", { symbol: "<", phrase: "is less than", doc: "Less than (numbers, strings, date-times).", aliases: ["lessThan", "<"] }),
  lte: /* @__PURE__ */ ordering("lte", { symbol: "≤", phrase: "is at most", doc: "Less than or equal (numbers, strings, date-times).", aliases: ["<="] }),
  in: {
    operand: "array",
    left: "value",
    test(list: unknown[]): Test {
      if (list.length > SET_THRESHOLD && list.every(isPrimitive)) {
        const set = new Set(list);
        return (a) => a !== undefined && set.has(a);
      }
      const tests = list.map(equals);
      return (a) => {
        if (a === undefined) return false;
        for (const t of tests) if (t(a)) return true;
        return false;
      };
    },
    why: (actual, list: unknown[]) =>
      list.length === 0 || list.some((x) => jsonType(x, false) === jsonType(actual, false)) ? OK : { reason: "TYPE_MISMATCH", note: `no coercion: no ${jsonType(actual, false)} in the list` },
    words: { symbol: "in", phrase: "is one of", doc: "In: `value` is an array and holds an item equal to the value at `path`." },
  },
  notIn: { complementOf: "in", words: { symbol: "not in", phrase: "is none of", doc: "Not in: the complement of `in`." } },
  contains: {
    operand: "json",
    left: "value",
    test(operand: unknown): Test {
      const eq = equals(operand);
      // Holes are missing: only own elements are read.
      const inArray = (a: unknown[]): boolean => {
        for (let i = 0; i < a.length; i++) if (hasOwn.call(a, i) && eq(a[i])) return true;
        return false;
      };
      if (typeof operand === "string") {
        const within = containsByCodePoint(operand);
        if (within !== undefined) return (a) => (typeof a === "string" ? within(a) : Array.isArray(a) && inArray(a));
        return (a) => (typeof a === "string" ? a.includes(operand) : Array.isArray(a) && inArray(a));
      }
      return (a) => Array.isArray(a) && inArray(a);
    },
    why: (actual, operand: unknown) =>
      Array.isArray(actual) || (typeof actual === "string" && typeof operand === "string")
        ? OK
        : { reason: "TYPE_MISMATCH", note: `contains looks in a string for a string or in an array, not in ${jsonType(actual, false)} for ${jsonType(operand, false)}` },
    words: { symbol: "contains", phrase: "contains", doc: "Contains: a substring of a string, or an item of an array equal to `value`." },
  },
  exists: { left: "value", test: () => (a) => a !== undefined, inline: () => (v: string) => `${v} !== undefined`, words: { symbol: "exists", phrase: "exists", doc: "Exists: the path resolves (`null` exists). Takes no `value`." } },
  notExists: { complementOf: "exists", words: { symbol: "does not exist", phrase: "does not exist", doc: "Not exists: the path does not resolve. Takes no `value`." } },
  isEmpty: { left: "value", test: () => isEmptyValue, words: { symbol: "is empty", phrase: "is empty", doc: "Is empty: missing, `null`, `\"\"`, `[]` or `{}`. Takes no `value`." } },
  isNotEmpty: { complementOf: "isEmpty", words: { symbol: "is not empty", phrase: "is not empty", doc: "Is not empty: the complement of `isEmpty`. Takes no `value`." } },
  isNull: { left: "value", test: () => (a) => a === undefined || a === null, inline: () => (v: string) => `(${v} === undefined || ${v} === null)`, words: { symbol: "is null", phrase: "is null", doc: "Is null: missing or `null`. Takes no `value`." } },
  isNotNull: { complementOf: "isNull", words: { symbol: "is not null", phrase: "is not null", doc: "Is not null: the complement of `isNull`. Takes no `value`." } },
  regex: {
    operand: "pattern",
    left: "value",
    test(p: CompiledPattern): Test {
      return (a) => typeof a === "string" && a.length <= MAX_REGEX_INPUT_LENGTH && p.test(a);
    },
    why(actual) {
      if (typeof actual !== "string") return { reason: "TYPE_MISMATCH", note: `regex reads strings, not ${jsonType(actual, false)}` };
      if (actual.length > MAX_REGEX_INPUT_LENGTH) {
        return { reason: "INPUT_TOO_LONG", note: `${actual.length} characters; a regex reads at most ${MAX_REGEX_INPUT_LENGTH}` };
      }
      return OK;
    },
    words: { symbol: "matches", phrase: "matches the pattern", doc: "Regex: `value` is an RE2 pattern searched (unanchored) in the string at `path`; linear time.", aliases: ["matches"] },
  },
  length: {
    operand: "length",
    left: "length",
    test({ comparator, value }: LengthOperand): Test {
      const cmp = comparators[comparator];
      return (a) => {
        const n = lengthOf(a);
        return n !== undefined && cmp(n, value);
      };
    },
    countTest({ comparator, value }: LengthOperand): Test {
      const cmp = comparators[comparator];
      return (n) => n !== undefined && cmp(n as number, value);
    },
    why(actual) {
      const n = lengthOf(actual);
      return n === undefined ? { reason: "TYPE_MISMATCH", note: `length applies to strings, arrays and objects, not ${jsonType(actual, false)}` } : { reason: "OK", note: `length ${n}` };
    },
    showOperand(value, show) {
      const v = value as { comparator?: unknown; value?: unknown };
      return `${String(v.comparator)} ${show(v.value)}`;
    },
    words: { symbol: "length of", phrase: "the length of", doc: "Length: the length (code points, items or keys) is compared with `value.value` by `value.comparator`." },
  },
};

/** The positive entry an operator runs (its own, or the one it complements) and whether it negates. */
export function positiveOf(op: Op): { spec: PositiveOp; negate: boolean } {
  const entry = ops[op];
  return "complementOf" in entry ? { spec: ops[entry.complementOf] as PositiveOp, negate: true } : { spec: entry, negate: false };
}

