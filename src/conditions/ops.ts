// The operators, one table entry each: how the operand is checked at compile time and the test it
// builds (why a present value gave its verdict is explain.ts's table). Shared code never switches
// on an operator's name.
import { compareInstants, parseInstant } from "./instant.js";
import { MAX_REGEX_INPUT_LENGTH } from "./limits.js";
import { compareCodePoints, containsByCodePoint, deepEqual, isEmptyValue, jsonType, lengthOf } from "./values.js";
import type { CompiledPattern } from "./regex.js";
import type { Comparator, Op, ReasonCode } from "./types.js";

/** A test of a resolved value; `undefined` means the path is missing. */
export type Test = (actual: unknown) => boolean;

/** What an operator needs as `value`; the compiler checks it and hands the checked operand on. */
export type OperandKind = "json" | "array" | "pattern" | "length";

/** A length operand once checked. */
export interface LengthOperand {
  comparator: Comparator;
  value: number;
}

/** A positive operator: what it needs as `value` and the test it builds. */
export interface PositiveOp {
  /** Absent for unary operators, which ignore `value`. */
  readonly operand?: OperandKind;
  /** Build the test from the checked operand (a CompiledPattern for `pattern`, a LengthOperand for `length`). */
  readonly test: (operand: never) => Test;
}

/** A negative operator: the exact complement of a positive one. */
export interface NegativeOp {
  readonly complementOf: PositiveName;
}

export type PositiveName = "eq" | "gt" | "gte" | "lt" | "lte" | "in" | "contains" | "exists" | "isEmpty" | "isNull" | "regex" | "length";

const hasOwn = Object.prototype.hasOwnProperty;

const isPrimitive = (v: unknown): boolean => v === null || typeof v !== "object";

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
  };
}

const SET_THRESHOLD = 8;

/** Every operator: positive ones hold their logic, negative ones name what they complement. */
export const ops: Record<Op, PositiveOp | NegativeOp> = {
  eq: { operand: "json", test: equals },
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
        if (within !== undefined) return (a) => (typeof a === "string" ? within(a) : Array.isArray(a) && inArray(a));
        return (a) => (typeof a === "string" ? a.includes(operand) : Array.isArray(a) && inArray(a));
      }
      return (a) => Array.isArray(a) && inArray(a);
    },
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
  },
};

/** The operator names, in table order. */
export const OPS = Object.keys(ops) as Op[];

/** The comparator names of `length`. */
export const COMPARATORS = Object.keys(comparators) as Comparator[];
