// The operators, one table entry each: how the operand is checked at compile time, the test it
// builds, and why a present value gave its verdict (for explain). Shared code never switches on
// an operator's name.
import { compareInstants, parseInstant } from "./instant.js";
import { MAX_REGEX_INPUT_LENGTH } from "./limits.js";
import { compareCodePoints, containsByCodePoint, deepEqual, isEmptyValue, jsonType, lengthOf } from "./values.js";
import type { CompiledPattern } from "./regex.js";
import type { Comparator, Op, ReasonCode } from "./types.js";

/** A test of a resolved value; `undefined` means the path is missing. */
export type Test = (actual: unknown) => boolean;

/** Why a present value gave its verdict. */
export interface Why {
  reason: ReasonCode;
  note?: string;
}

/** What an operator needs as `value`; the compiler checks it and hands the checked operand on. */
export type OperandKind = "json" | "array" | "pattern" | "length";

/** A length operand once checked. */
export interface LengthOperand {
  comparator: Comparator;
  value: number;
}

/** A positive operator: what it needs as `value`, the test it builds, why it gave its verdict. */
export interface PositiveOp {
  /** Absent for unary operators, which ignore `value`. */
  readonly operand?: OperandKind;
  /** Build the test from the checked operand (a CompiledPattern for `pattern`, a LengthOperand for `length`). */
  readonly test: (operand: never) => Test;
  /** The reason for a present value, from the same checked operand; OK when absent. */
  readonly why?: (actual: unknown, operand: never) => Why;
}

/** A negative operator: the exact complement of a positive one. */
export interface NegativeOp {
  readonly complementOf: PositiveName;
}

type PositiveName = "eq" | "gt" | "gte" | "lt" | "lte" | "in" | "contains" | "exists" | "isEmpty" | "isNull" | "regex" | "length";

const OK: Why = { reason: "OK" };
const hasOwn = Object.prototype.hasOwnProperty;

const isPrimitive = (v: unknown): boolean => v === null || typeof v !== "object";

const noCoercion = (actual: unknown, operand: unknown): Why =>
  jsonType(actual) === jsonType(operand)
    ? OK
    : { reason: "TYPE_MISMATCH", note: `no coercion: ${jsonType(actual)} is not ${jsonType(operand)}` };

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

// gt/gte/lt/lte: numbers numerically; strings by code point, or by instant when both are RFC 3339
// date-times with an offset; anything else false.
function ordering(num: (a: number, b: number) => boolean): PositiveOp {
  return {
    operand: "json",
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
    why: (actual, operand) =>
      (typeof actual === "number" && typeof operand === "number") || (typeof actual === "string" && typeof operand === "string")
        ? OK
        : { reason: "TYPE_MISMATCH", note: `orders numbers with numbers and strings with strings, not ${jsonType(actual)} with ${jsonType(operand)}` },
  };
}

const SET_THRESHOLD = 8;

/** Every operator: positive ones hold their logic, negative ones name what they complement. */
export const ops: Record<Op, PositiveOp | NegativeOp> = {
  eq: { operand: "json", test: equals, why: noCoercion },
  neq: { complementOf: "eq" },
  gt: ordering(comparators.gt),
  gte: ordering(comparators.gte),
  lt: ordering(comparators.lt),
  lte: ordering(comparators.lte),
  in: {
    operand: "array",
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
      list.length === 0 || list.some((x) => jsonType(x) === jsonType(actual))
        ? OK
        : { reason: "TYPE_MISMATCH", note: `no coercion: no ${jsonType(actual)} in the list` },
  },
  notIn: { complementOf: "in" },
  contains: {
    operand: "json",
    test(operand: unknown): Test {
      const eq = equals(operand);
      // Holes are missing: only own elements are read.
      const inArray = (a: unknown[]): boolean => {
        for (let i = 0; i < a.length; i++) if (hasOwn.call(a, i) && eq(a[i])) return true;
        return false;
      };
      if (typeof operand === "string") {
        const within = containsByCodePoint(operand);
        return (a) => (typeof a === "string" ? within(a) : Array.isArray(a) && inArray(a));
      }
      return (a) => Array.isArray(a) && inArray(a);
    },
    why: (actual, operand) =>
      Array.isArray(actual) || (typeof actual === "string" && typeof operand === "string")
        ? OK
        : { reason: "TYPE_MISMATCH", note: `contains looks in a string for a string or in an array, not in ${jsonType(actual)} for ${jsonType(operand)}` },
  },
  exists: { test: () => (a) => a !== undefined },
  notExists: { complementOf: "exists" },
  isEmpty: { test: () => isEmptyValue },
  isNotEmpty: { complementOf: "isEmpty" },
  isNull: { test: () => (a) => a === undefined || a === null },
  isNotNull: { complementOf: "isNull" },
  regex: {
    operand: "pattern",
    test(p: CompiledPattern): Test {
      return (a) => typeof a === "string" && a.length <= MAX_REGEX_INPUT_LENGTH && p.test(a);
    },
    why(actual): Why {
      if (typeof actual !== "string") return { reason: "TYPE_MISMATCH", note: `regex reads strings, not ${jsonType(actual)}` };
      if (actual.length > MAX_REGEX_INPUT_LENGTH)
        return { reason: "INPUT_TOO_LONG", note: `${actual.length} characters; a regex reads at most ${MAX_REGEX_INPUT_LENGTH}` };
      return OK;
    },
  },
  length: {
    operand: "length",
    test({ comparator, value }: LengthOperand): Test {
      const cmp = comparators[comparator];
      return (a) => {
        const n = lengthOf(a);
        return n !== undefined && cmp(n, value);
      };
    },
    why(actual): Why {
      const n = lengthOf(actual);
      return n === undefined
        ? { reason: "TYPE_MISMATCH", note: `length applies to strings, arrays and objects, not ${jsonType(actual)}` }
        : { reason: "OK", note: `length ${n}` };
    },
  },
};

/** The operator names, in table order. */
export const OPS = Object.keys(ops) as Op[];

/** The comparator names of `length`. */
export const COMPARATORS = Object.keys(comparators) as Comparator[];
