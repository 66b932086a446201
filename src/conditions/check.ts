// The grammar check of a condition: every fault, each with its JSON Pointer, in one walk. What a
// part that passed the check holds is handed to a listener (ir.ts builds the IR from it); without
// one, the walk only finds the faults (what validation needs), with no allocation per part: the
// walk keeps the path's keys, and a pointer is made from them only for a fault or the listener.
import type { CodeParams, ConditionCode } from "../core/codes/index.js";
import { findingOf, type Finding } from "../core/issue.js";
import { isObject, own } from "../core/json.js";
import { childPointer, toPointer } from "../core/pointer.js";
import { COMBINATORS, SOURCES, startsAtNodeRoot, VALUE_TYPES } from "./grammar.js";
import type { OperandKind } from "./grammar.js";
import { MAX_CONDITION_DEPTH, MAX_CONDITION_PARTS, MAX_REGEX_PATTERN_LENGTH, MAX_VALUE_DEPTH } from "./limits.js";
import { COMPARATORS, OP_ALIASES, operandOf } from "./operands.generated.js";
import { didYouMean } from "../core/suggest.js";
import type { LengthOperand } from "./ops.js";
import { parsePath } from "./path.js";
import type { Segment } from "./path.js";
import { compilePattern } from "./regex.js";
import type { Comparator, Op, Source } from "./types.js";
import { jsonType } from "../core/json.js";

/** A combinator key: `all`, `any` or `not`. */
export type CombinatorKey = (typeof COMBINATORS)[number];

/** A comparison that passed the check, as the walk hands it on. */
export interface CheckedComparison {
  pointer: string;
  source: Source;
  /** The node read, for source `node`. */
  of: string | undefined;
  path: string;
  /** The path's segments, when the check parsed it (a plain path is valid without a parse). */
  segments: Segment[] | undefined;
  op: Op;
  /** Whether the operator takes `value`. */
  takesValue: boolean;
  /** `value` as written. */
  value: unknown;
  /** The checked operand (a CompiledPattern for `regex`, a LengthOperand for `length`). */
  operand: unknown;
}

/** Told about each part that passed the check, children before the combinator that holds them. */
export interface CheckListener {
  comparison(c: CheckedComparison): void;
  combinator(kind: CombinatorKey, pointer: string, children: number): void;
}

interface Walk {
  findings: Finding<ConditionCode>[];
  /**
   * The keys of the path to the part being walked: a part's path is the first `n` of them (a walk
   * writes a key only after reading what it leads to, so they stay those of the last part entered).
   */
  keys: (string | number)[];
  /** The path's length of the part being read, for `condition/unreadable` when a getter or proxy throws. */
  at: number;
  parts: number;
  full: boolean;
  listener: CheckListener | undefined;
}

const hasOwn = Object.prototype.hasOwnProperty;

// The condition codes without their `condition/` prefix.
type ConditionName<C = ConditionCode> = C extends `condition/${infer Name}` ? Name : never;
// A code's params: optional for a code whose message reads none.
type ParamsArg<C extends ConditionCode> = {} extends CodeParams<C> ? [params?: CodeParams<C>] : [params: CodeParams<C>];

function report<N extends ConditionName>(w: Walk, code: N, pointer: string, ...[params]: ParamsArg<`condition/${N}`>): undefined {
  // `params` is checked against the code where report is called.
  w.findings.push(findingOf(`condition/${code}` as ConditionCode, "error", pointer, (params ?? {}) as never) as Finding<ConditionCode>);
  return undefined;
}

/** The pointer of the part whose path is the walk's first `n` keys, then `key`. */
const place = (w: Walk, n: number, key?: string): string => toPointer(w.keys.slice(0, n).concat(key ?? []));

function refuse<N extends ConditionName>(w: Walk, code: N, pointer: string, ...params: ParamsArg<`condition/${N}`>): false {
  report(w, code, pointer, ...params);
  return false;
}

const describe = (v: unknown): string => {
  const t = jsonType(v, false);
  return t === "object" || t === "array" ? `an ${t}` : t === "null" || t === "undefined" ? t : `a ${t}`;
};

/** A JSON scalar: null, a boolean, a string or a finite number. */
const isScalar = (v: unknown): boolean =>
  v === null || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v));

/**
 * Check that an operand is JSON data: null, booleans, finite numbers, strings, arrays (without
 * holes) and plain objects, no deeper than MAX_VALUE_DEPTH, without cycles. One array or object
 * may appear twice (it is written out twice, as JSON.stringify does); each is checked once, so the
 * cost stays linear in the objects given. The recursion is bounded by MAX_VALUE_DEPTH.
 */
function checkJson(value: unknown, at: number, w: Walk): boolean {
  // Most operands are a scalar or an array of scalars: checked without the walk's allocations.
  if (isScalar(value)) return true;
  if (Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype) {
    let i = 0;
    while (i < value.length && hasOwn.call(value, i) && isScalar(value[i])) i++;
    if (i === value.length) return true;
  }
  // For each object checked: the levels of objects it holds (itself included); -1 while inside it.
  const heights = new Map<object, number>();
  const height = (v: unknown, pointer: string, depth: number): number => {
    const t = typeof v;
    if (v === null || t === "string" || t === "boolean") return 0;
    if (t === "number") return Number.isFinite(v) ? 0 : refuse(w, "value-not-json", pointer, { type: "a non-finite number" }) || -1;
    if (t !== "object") return refuse(w, "value-not-json", pointer, { type: t === "undefined" ? t : `a ${t}` }) || -1;
    const o = v as object;
    const known = heights.get(o);
    if (known === -1) return refuse(w, "value-not-json", pointer, { type: "a cyclic reference" }) || -1;
    if (depth + (known ?? 1) > MAX_VALUE_DEPTH) return refuse(w, "value-too-deep", pointer, { limit: MAX_VALUE_DEPTH }) || -1;
    if (known !== undefined) return known;
    let keys: (string | number)[];
    if (Array.isArray(o)) {
      keys = [];
      for (let i = 0; i < o.length; i++) keys.push(i);
    } else {
      const proto: unknown = Object.getPrototypeOf(o);
      if (proto !== Object.prototype && proto !== null) {
        return refuse(w, "value-not-json", pointer, { type: `a ${Object.prototype.toString.call(o).slice(8, -1)} object` }) || -1;
      }
      keys = Object.keys(o);
    }
    heights.set(o, -1);
    let h = 0;
    for (const k of keys) {
      const child = childPointer(pointer, k);
      if (!hasOwn.call(o, k)) return refuse(w, "value-not-json", child, { type: "an empty array slot" }) || -1;
      const c = height((o as Record<string | number, unknown>)[k], child, depth + 1);
      if (c < 0) return -1;
      if (c > h) h = c;
    }
    heights.set(o, h + 1);
    return h + 1;
  };
  return height(value, place(w, at), 0) >= 0;
}

/** The operand checks, one per kind: each reports its faults or returns the operand the test uses. */
const operandChecks: Record<OperandKind, (value: unknown, at: number, w: Walk, op: Op) => { operand: unknown } | undefined> = {
  json: (value, at, w) => (checkJson(value, at, w) ? { operand: value } : undefined),
  array(value, at, w, op) {
    if (!Array.isArray(value)) return report(w, "value-not-array", place(w, at), { op, type: describe(value) });
    return checkJson(value, at, w) ? { operand: value } : undefined;
  },
  pattern(value, at, w, op) {
    if (typeof value !== "string") return report(w, "value-not-string", place(w, at), { op, type: describe(value) });
    if (value.length > MAX_REGEX_PATTERN_LENGTH) {
      return report(w, "pattern-too-long", place(w, at), { length: value.length, limit: MAX_REGEX_PATTERN_LENGTH });
    }
    const compiled = compilePattern(value);
    if (!compiled.ok) {
      const { ok: _, ...fault } = compiled;
      w.findings.push({ ...fault, severity: "error", pointer: place(w, at) });
      return undefined;
    }
    return { operand: compiled.pattern };
  },
  length(value, at, w) {
    if (!isObject(value)) {
      return report(w, "bad-length-operand", place(w, at), { expected: "an object { comparator, value }" });
    }
    const comparator = own(value, "comparator");
    const n = own(value, "value");
    let ok = true;
    if (comparator === undefined) ok = refuse(w, "missing-member", place(w, at, "comparator"), { member: "comparator", within: "length" });
    else if (typeof comparator !== "string" || !(COMPARATORS as readonly string[]).includes(comparator)) {
      ok = refuse(w, "bad-length-operand", place(w, at, "comparator"), {
        expected: `a comparator: one of ${COMPARATORS.join(", ")}`,
      });
    }
    if (n === undefined) ok = refuse(w, "missing-member", place(w, at, "value"), { member: "value", within: "length" });
    else if (typeof n !== "number" || !Number.isFinite(n)) {
      ok = refuse(w, "bad-length-operand", place(w, at, "value"), { expected: "a finite number as its `value`" });
    }
    if (!ok) return undefined;
    const operand: LengthOperand = { comparator: comparator as Comparator, value: n as number };
    return { operand };
  },
};

/** The name of `names` a mistyped one most likely meant: itself without surrounding white space, else a near miss. */
const nearest = (name: string, names: readonly string[]): string | undefined => {
  const trimmed = name.trim();
  return trimmed !== name && names.includes(trimmed) ? trimmed : didYouMean(trimmed, names);
};

/**
 * The operator an unknown `op` most likely meant: an alias of the table (`equals`, `>=`, any
 * case), else a near miss of an operator's name (`EQ`, `notin`, `exist`, ` eq`).
 */
export function suggestOp(op: string): Op | undefined {
  const key = op.trim().toLowerCase();
  return hasOwn.call(OP_ALIASES, key) ? OP_ALIASES[key] : (nearest(op, Object.keys(operandOf)) as Op | undefined);
}

function nodeIdOf(of: unknown): string | undefined {
  if (typeof of === "string") return of === "" ? undefined : of;
  if (!isObject(of)) return undefined;
  const id = own(of, "nodeId");
  return typeof id === "string" && id !== "" ? id : undefined;
}

/**
 * Plain paths (`scores.mean`, `results[*].score`, `items[0].id`), most paths: a name, then names,
 * `[*]` and indexes without leading zeros. parsePath accepts them all, starting with that name as
 * a key (a property test holds it), so a check needs no parse.
 */
export const PLAIN_PATH = /^[A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+|\[\*\]|\[(?:0|[1-9][0-9]*)\])*$/;

function walkComparison(x: object, n: number, w: Walk): boolean {
  const before = w.findings.length;
  const source = own(x, "source");
  const rawOf = own(x, "of");
  const path = own(x, "path");
  const op = own(x, "op");
  // Without `op` (and without a combinator key) nothing says what was meant: one issue.
  if (op === undefined) return refuse(w, "missing-member", place(w, n, "op"), { member: "op" });

  if (source === undefined) report(w, "missing-member", place(w, n, "source"), { member: "source" });
  else if (typeof source !== "string" || !SOURCES.includes(source as Source)) {
    report(w, "bad-source", place(w, n, "source"), { source, allowed: SOURCES, suggestion: typeof source === "string" ? nearest(source, SOURCES) : undefined });
  }
  // `of` is read only with source `node`, but its shape is checked whatever the source (as the schema does).
  let of: string | undefined;
  if (rawOf !== undefined) {
    if ((of = nodeIdOf(rawOf)) === undefined) report(w, "bad-of", place(w, n, "of"));
    else if (source !== "node") of = undefined;
  } else if (source === "node") report(w, "missing-member", place(w, n, "of"), { member: "of" });
  const valueType = own(x, "valueType");
  if (valueType !== undefined && !(VALUE_TYPES as readonly unknown[]).includes(valueType)) {
    report(w, "bad-value-type", place(w, n, "valueType"), { valueType, allowed: VALUE_TYPES });
  }
  let segments: Segment[] | undefined;
  if (path === undefined) report(w, "missing-member", place(w, n, "path"), { member: "path" });
  else if (typeof path !== "string") report(w, "path-not-string", place(w, n, "path"), { type: describe(path) });
  // With source `node` the path's text starts with `evaluation` (the schema's pattern): `["evaluation"]` does not.
  else if (source === "node" && !startsAtNodeRoot(path)) report(w, "node-path-prefix", place(w, n, "path"), { path });
  else if (!PLAIN_PATH.test(path)) {
    const parsed = parsePath(path);
    if (!parsed.ok) report(w, "bad-path", place(w, n, "path"), { path, ...parsed.fault });
    else segments = parsed.segments;
  }

  if (typeof op !== "string" || !hasOwn.call(operandOf, op)) {
    return refuse(w, "unknown-op", place(w, n, "op"), { op, allowed: Object.keys(operandOf), suggestion: typeof op === "string" ? suggestOp(op) : undefined });
  }
  const kind = operandOf[op as Op];
  let operand: unknown;
  const value = own(x, "value");
  if (kind !== null) {
    if (value === undefined) return refuse(w, "missing-member", place(w, n, "value"), { member: "value", op });
    w.keys[n] = "value";
    const checked = operandChecks[kind](value, n + 1, w, op as Op);
    if (checked === undefined) return false;
    operand = checked.operand;
  }
  if (w.findings.length > before) return false;
  w.listener?.comparison({ pointer: place(w, n), source: source as Source, of, path: path as string, segments, op: op as Op, takesValue: kind !== null, value, operand });
  return true;
}

function walk(x: unknown, n: number, depth: number, w: Walk): boolean {
  if (w.full) return false;
  if (++w.parts > MAX_CONDITION_PARTS) {
    w.full = true;
    return refuse(w, "too-large", "", { limit: MAX_CONDITION_PARTS });
  }
  if (depth > MAX_CONDITION_DEPTH) return refuse(w, "too-deep", place(w, n), { limit: MAX_CONDITION_DEPTH });
  w.at = n;
  if (!isObject(x)) return refuse(w, "not-an-object", place(w, n), { type: describe(x) });
  // Told apart without allocating: this runs for every condition of every spec validated.
  const hasAll = hasOwn.call(x, "all");
  const hasAny = hasOwn.call(x, "any");
  const hasNot = hasOwn.call(x, "not");
  const count = (hasAll ? 1 : 0) + (hasAny ? 1 : 0) + (hasNot ? 1 : 0);
  if (count === 0) return walkComparison(x, n, w);
  const first: CombinatorKey = hasAll ? "all" : hasAny ? "any" : "not";
  if (hasOwn.call(x, "op")) return refuse(w, "mixed-shape", place(w, n), { op: own(x, "op"), combinator: first });
  // A combinator has exactly one key: any other (a second combinator first) is a fault.
  let extra: string[] | undefined;
  if (count > 1 || Object.keys(x).length > 1) {
    const present = COMBINATORS.filter((k) => hasOwn.call(x, k));
    extra = [...present.slice(1), ...Object.keys(x).filter((k) => !(COMBINATORS as readonly string[]).includes(k))];
    report(w, "combinator-shape", place(w, n), { keys: extra });
  }
  let checked = false;
  for (let k = 0; k < COMBINATORS.length; k++) {
    const kind = COMBINATORS[k]!;
    if (!hasOwn.call(x, kind)) continue;
    const body = own(x, kind);
    let ok = true;
    let children = 0;
    if (kind === "not") {
      w.keys[n] = kind;
      ok = walk(body, n + 1, depth + 1, w);
      children = 1;
    } else if (!Array.isArray(body)) {
      ok = refuse(w, "combinator-not-array", place(w, n, kind), { combinator: kind, type: describe(body) });
    } else {
      for (let i = 0; i < body.length && !w.full; i++) {
        const item: unknown = body[i];
        w.keys[n] = kind;
        w.keys[n + 1] = i;
        if (!walk(item, n + 2, depth + 1, w)) ok = false;
        children++;
      }
    }
    if (ok && !checked) {
      checked = true;
      if (extra === undefined) w.listener?.combinator(kind, place(w, n), children);
    }
  }
  return extra === undefined && checked;
}

/**
 * Walk a condition; a hostile object (a throwing getter or proxy: JSON never has one) gives one
 * `condition/unreadable` at the part being read. The findings are empty when the condition is valid.
 */
export function checkParts(cond: unknown, listener?: CheckListener): Finding<ConditionCode>[] {
  const w: Walk = { findings: [], keys: [], at: 0, parts: 0, full: false, listener };
  try {
    walk(cond, 0, 1, w);
  } catch (error) {
    return [{ code: "condition/unreadable", severity: "error", pointer: place(w, w.at), params: { reason: String(error) } }];
  }
  return w.findings;
}
