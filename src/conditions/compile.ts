// compileCondition: check a condition once, then build closures (no eval, no new Function) that
// evaluate it on every step of every run.
import { findingOf, type Finding, type Issue } from "../core/issue.js";
import { childPointer } from "../core/pointer.js";
import { isObject, own } from "../core/json.js";
import { ConditionError, toIssue } from "./error.js";
import type { CodeParams, ConditionCode } from "../core/codes/index.js";
import { explainTree } from "./explain.js";
import { MAX_CONDITION_DEPTH, MAX_CONDITION_PARTS, MAX_REGEX_PATTERN_LENGTH, MAX_VALUE_DEPTH } from "./limits.js";
import { COMPARATORS, comparators, ops, OPS } from "./ops.js";
import type { LengthOperand, OperandKind, PositiveOp, Test } from "./ops.js";
import { comparison, copy, itself, reader, roots } from "./kit.js";
import type { Evaluator } from "./kit.js";
import { parsePath, planPath, readPath } from "./path.js";
import type { Plan, Root } from "./path.js";
import { compilePattern } from "./regex.js";
import type { CompiledCondition, Comparator, ConditionContext, Op, PathRef, Source } from "./types.js";
import { jsonType } from "./values.js";

/** The sources a comparison may read. */
export const SOURCES: readonly Source[] = ["evaluation", "vars", "context", "input", "node", "state"];

const COMBINATORS = ["all", "any", "not"] as const;
type CombinatorKey = (typeof COMBINATORS)[number];

/** A checked comparison. */
export interface LeafIR {
  kind: "comparison";
  pointer: string;
  source: Source;
  of?: string;
  path: string;
  op: Op;
  /** The operand as written, when the operator takes one. */
  value?: unknown;
  plan: Plan;
  /** Reads `nodes[of]`, for source `node` (NODE_NOT_RUN). */
  node?: Plan;
  spec: PositiveOp;
  operand: unknown;
  negate: boolean;
  /** The test built from the operand, once built (explain reruns it on values it reads inside). */
  test?: Test;
}

/** A checked combinator. */
export interface BranchIR {
  kind: CombinatorKey;
  pointer: string;
  children: IR[];
}

export type IR = LeafIR | BranchIR;

export type { Evaluator };

interface Walk {
  findings: Finding<ConditionCode>[];
  /** The condition being read, for `condition/unreadable` when a getter or proxy throws. */
  at: string;
  parts: number;
  full: boolean;
  /** Only find the faults: no plans, no reads, no IR (what validation needs). */
  checkOnly: boolean;
  reads: PathRef[];
  readKeys: Set<string>;
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

function refuse<N extends ConditionName>(w: Walk, code: N, pointer: string, ...params: ParamsArg<`condition/${N}`>): false {
  report(w, code, pointer, ...params);
  return false;
}

const describe = (v: unknown): string => {
  const t = jsonType(v);
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
function checkJson(value: unknown, at: string, w: Walk): boolean {
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
  return height(value, at, 0) >= 0;
}

/** The operand checks, one per kind: each reports its faults or returns the operand the test uses. */
const operandChecks: Record<OperandKind, (value: unknown, at: string, w: Walk, op: Op) => { operand: unknown } | undefined> = {
  json: (value, at, w) => (checkJson(value, at, w) ? { operand: value } : undefined),
  array(value, at, w, op) {
    if (!Array.isArray(value)) return report(w, "value-not-array", at, { op, type: describe(value) });
    return checkJson(value, at, w) ? { operand: value } : undefined;
  },
  pattern(value, at, w, op) {
    if (typeof value !== "string") return report(w, "value-not-string", at, { op, type: describe(value) });
    if (value.length > MAX_REGEX_PATTERN_LENGTH) {
      return report(w, "pattern-too-long", at, { length: value.length, limit: MAX_REGEX_PATTERN_LENGTH });
    }
    const compiled = compilePattern(value);
    if (!compiled.ok) {
      const { ok: _, ...fault } = compiled;
      w.findings.push({ ...fault, severity: "error", pointer: at });
      return undefined;
    }
    return { operand: compiled.pattern };
  },
  length(value, at, w) {
    if (!isObject(value)) {
      return report(w, "bad-length-operand", at, { expected: "an object { comparator, value }" });
    }
    const comparator = own(value, "comparator");
    const n = own(value, "value");
    let ok = true;
    if (comparator === undefined) ok = refuse(w, "missing-member", childPointer(at, "comparator"), { member: "comparator", within: "length" });
    else if (typeof comparator !== "string" || !hasOwn.call(comparators, comparator)) {
      ok = refuse(w, "bad-length-operand", childPointer(at, "comparator"), {
        expected: `a comparator: one of ${COMPARATORS.join(", ")}`,
      });
    }
    if (n === undefined) ok = refuse(w, "missing-member", childPointer(at, "value"), { member: "value", within: "length" });
    else if (typeof n !== "number" || !Number.isFinite(n)) {
      ok = refuse(w, "bad-length-operand", childPointer(at, "value"), { expected: "a finite number as its `value`" });
    }
    if (!ok) return undefined;
    const operand: LengthOperand = { comparator: comparator as Comparator, value: n as number };
    return { operand };
  },
};

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

/** How a path read with source `node` starts (the schema's pattern). */
const NODE_PATH = /^evaluation(?:$|[.[])/;

/** The values of `valueType` (an editor hint; the schema's enum). */
export const VALUE_TYPES = ["string", "number", "boolean", "array", "object"] as const;

function walkComparison(x: object, pointer: string, w: Walk): LeafIR | undefined {
  const before = w.findings.length;
  const source = own(x, "source");
  const rawOf = own(x, "of");
  const path = own(x, "path");
  const op = own(x, "op");
  // Without `op` (and without a combinator key) nothing says what was meant: one issue.
  if (op === undefined) return report(w, "missing-member", childPointer(pointer, "op"), { member: "op" });

  if (source === undefined) report(w, "missing-member", childPointer(pointer, "source"), { member: "source" });
  else if (typeof source !== "string" || !SOURCES.includes(source as Source)) {
    report(w, "bad-source", childPointer(pointer, "source"), { source, allowed: SOURCES });
  }
  // `of` is read only with source `node`, but its shape is checked whatever the source (as the schema does).
  let of: string | undefined;
  if (rawOf !== undefined) {
    if ((of = nodeIdOf(rawOf)) === undefined) report(w, "bad-of", childPointer(pointer, "of"));
    else if (source !== "node") of = undefined;
  } else if (source === "node") report(w, "missing-member", childPointer(pointer, "of"), { member: "of" });
  const valueType = own(x, "valueType");
  if (valueType !== undefined && !(VALUE_TYPES as readonly unknown[]).includes(valueType)) {
    report(w, "bad-value-type", childPointer(pointer, "valueType"), { valueType, allowed: VALUE_TYPES });
  }
  let plan: Plan | undefined;
  if (path === undefined) report(w, "missing-member", childPointer(pointer, "path"), { member: "path" });
  else if (typeof path !== "string") report(w, "path-not-string", childPointer(pointer, "path"), { type: describe(path) });
  // With source `node` the path's text starts with `evaluation` (the schema's pattern): `["evaluation"]` does not.
  else if (source === "node" && !NODE_PATH.test(path)) report(w, "node-path-prefix", childPointer(pointer, "path"), { path });
  else if (!w.checkOnly || !PLAIN_PATH.test(path)) {
    const parsed = parsePath(path);
    if (!parsed.ok) report(w, "bad-path", childPointer(pointer, "path"), { path, ...parsed.fault });
    else if (typeof source === "string" && !w.checkOnly) {
      plan = source === "node" ? planPath("nodes", [of ?? ""], parsed.segments) : planPath(source as Source & Root, [], parsed.segments);
    }
  }

  if (typeof op !== "string" || !hasOwn.call(ops, op)) {
    return report(w, "unknown-op", childPointer(pointer, "op"), { op, allowed: OPS });
  }
  const entry = ops[op as Op];
  const negate = "complementOf" in entry;
  const spec = "complementOf" in entry ? (ops[entry.complementOf] as PositiveOp) : entry;
  let operand: unknown;
  const value = own(x, "value");
  if (spec.operand !== undefined) {
    const at = childPointer(pointer, "value");
    if (value === undefined) return report(w, "missing-member", at, { member: "value", op });
    const checked = operandChecks[spec.operand](value, at, w, op as Op);
    if (checked === undefined) return undefined;
    operand = checked.operand;
  }
  if (w.findings.length > before) return undefined;
  if (w.checkOnly) return CHECKED;
  if (plan === undefined) return undefined;

  const key = `${source as string}\u0000${of ?? ""}\u0000${path as string}`;
  if (!w.readKeys.has(key)) {
    w.readKeys.add(key);
    w.reads.push(of === undefined ? { source: source as Source, path: path as string } : { source: "node", path: path as string, nodeId: of });
  }
  const leaf: LeafIR = { kind: "comparison", pointer, source: source as Source, path: path as string, op: op as Op, plan, spec, operand, negate };
  if (of !== undefined) {
    leaf.of = of;
    leaf.node = planPath("nodes", [of], []);
  }
  if (spec.operand !== undefined) leaf.value = value;
  return leaf;
}

function walk(x: unknown, pointer: string, depth: number, w: Walk): IR | undefined {
  if (w.full) return undefined;
  if (++w.parts > MAX_CONDITION_PARTS) {
    w.full = true;
    return report(w, "too-large", "", { limit: MAX_CONDITION_PARTS });
  }
  if (depth > MAX_CONDITION_DEPTH) return report(w, "too-deep", pointer, { limit: MAX_CONDITION_DEPTH });
  w.at = pointer;
  if (!isObject(x)) return report(w, "not-an-object", pointer, { type: describe(x) });
  // Told apart without allocating: this runs for every condition of every spec validated.
  const hasAll = hasOwn.call(x, "all");
  const hasAny = hasOwn.call(x, "any");
  const hasNot = hasOwn.call(x, "not");
  const count = (hasAll ? 1 : 0) + (hasAny ? 1 : 0) + (hasNot ? 1 : 0);
  if (count === 0) return walkComparison(x, pointer, w);
  const first: CombinatorKey = hasAll ? "all" : hasAny ? "any" : "not";
  if (hasOwn.call(x, "op")) return report(w, "mixed-shape", pointer, { op: own(x, "op"), combinator: first });
  // A combinator has exactly one key: any other (a second combinator first) is a fault.
  let extra: string[] | undefined;
  if (count > 1 || Object.keys(x).length > 1) {
    const present = COMBINATORS.filter((k) => hasOwn.call(x, k));
    extra = [...present.slice(1), ...Object.keys(x).filter((k) => !(COMBINATORS as readonly string[]).includes(k))];
    report(w, "combinator-shape", pointer, { keys: extra });
  }
  let ir: IR | undefined;
  for (let k = 0; k < COMBINATORS.length; k++) {
    const kind = COMBINATORS[k]!;
    if (!hasOwn.call(x, kind)) continue;
    const at = childPointer(pointer, kind);
    const body = own(x, kind);
    // A check-only walk keeps no children: it only needs to know that each one checked.
    const children: IR[] | undefined = w.checkOnly ? undefined : [];
    let ok = true;
    if (kind === "not") {
      const child = walk(body, at, depth + 1, w);
      if (child === undefined) ok = false;
      else children?.push(child);
    } else if (!Array.isArray(body)) {
      ok = refuse(w, "combinator-not-array", at, { combinator: kind, type: describe(body) });
    } else {
      for (let i = 0; i < body.length && !w.full; i++) {
        const child = walk(body[i], childPointer(at, i), depth + 1, w);
        if (child === undefined) ok = false;
        else children?.push(child);
      }
    }
    if (ok && ir === undefined) ir = children === undefined ? CHECKED : { kind, pointer, children };
  }
  return extra !== undefined ? undefined : ir;
}

const NO_READS: PathRef[] = [];
const NO_READ_KEYS = new Set<string>();

/** What a check-only walk returns for a part without faults (no IR is built). */
const CHECKED = Object.freeze({}) as LeafIR;

/**
 * Walk a condition; a hostile object (a throwing getter or proxy: JSON never has one) gives one
 * `condition/unreadable` at the part being read.
 */
function walkSafely(cond: unknown, w: Walk): IR | undefined {
  try {
    return walk(cond, "", 1, w);
  } catch (error) {
    w.findings = [{ code: "condition/unreadable", severity: "error", pointer: w.at, params: { reason: String(error) } }];
    return undefined;
  }
}

/** Check a condition; the IR is complete when there are no findings. */
export function analyze(cond: unknown): { ir: IR | undefined; findings: Finding<ConditionCode>[]; reads: PathRef[] } {
  const w: Walk = { findings: [], at: "", parts: 0, full: false, checkOnly: false, reads: [], readKeys: new Set() };
  const ir = walkSafely(cond, w);
  return { ir: w.findings.length === 0 ? ir : undefined, findings: w.findings, reads: w.reads };
}

/**
 * The faults of a condition, as compileCondition finds them, without building what evaluation
 * needs. Pointers are prefixed with `basePointer`. Never throws.
 */
export function conditionFindings(cond: unknown, basePointer: string): Finding<ConditionCode>[] {
  // A check-only walk never records reads: it shares one empty list and set.
  const w: Walk = { findings: [], at: "", parts: 0, full: false, checkOnly: true, reads: NO_READS, readKeys: NO_READ_KEYS };
  walkSafely(cond, w);
  for (const f of w.findings) f.pointer = basePointer + f.pointer;
  return w.findings;
}

const TRUE: Evaluator = () => true;
const FALSE: Evaluator = () => false;

// Each comparison gets its own copies of the closures it is made of (kit.ts): a path without `[*]`
// is read inside the comparison's closure; `length` of a path with one `[*]` counts the items
// where the rest resolves (no array is built); other paths are read with readPath.
function buildLeaf(leaf: LeafIR): Evaluator {
  const plan = leaf.plan;
  const test = (leaf.spec.test as (operand: unknown) => Test)(leaf.operand);
  leaf.test = test;
  const first = plan.root === undefined ? itself : roots[plan.root];
  const each = plan.each;
  if (each === undefined) return comparison(first, plan.steps, test, leaf.negate);
  if (each.each === undefined && leaf.spec === ops.length) {
    const { comparator, value } = leaf.operand as LengthOperand;
    const cmp = comparators[comparator];
    const counted: Test = (n) => n !== undefined && cmp(n as number, value);
    return copy("count")(reader(first, plan.steps), reader(itself, each.steps), counted, leaf.negate, counted(undefined) !== leaf.negate);
  }
  // Data may hold getters or proxies that throw: a value that cannot be read is missing.
  return copy("leaf")((ctx) => readPath(ctx, plan), test, leaf.negate, test(undefined) !== leaf.negate);
}

// Small combinators are unrolled: conditions are evaluated on every step of every run.
function buildAll(fs: Evaluator[]): Evaluator {
  const [a, b, c] = fs as [Evaluator, Evaluator, Evaluator];
  switch (fs.length) {
    case 0:
      return TRUE;
    case 1:
      return a;
    case 2:
      return copy("all2")(a, b);
    case 3:
      return copy("all3")(a, b, c);
    default:
      return (ctx) => {
        for (let i = 0; i < fs.length; i++) if (!(fs[i] as Evaluator)(ctx)) return false;
        return true;
      };
  }
}

function buildAny(fs: Evaluator[]): Evaluator {
  const [a, b, c] = fs as [Evaluator, Evaluator, Evaluator];
  switch (fs.length) {
    case 0:
      return FALSE;
    case 1:
      return a;
    case 2:
      return copy("any2")(a, b);
    case 3:
      return copy("any3")(a, b, c);
    default:
      return (ctx) => {
        for (let i = 0; i < fs.length; i++) if ((fs[i] as Evaluator)(ctx)) return true;
        return false;
      };
  }
}

/** Build the evaluator of a checked condition; `leaves` receives each comparison's evaluator. */
export function build(ir: IR, leaves: Map<LeafIR, Evaluator>): Evaluator {
  if (ir.kind === "comparison") {
    const f = buildLeaf(ir);
    leaves.set(ir, f);
    return f;
  }
  const fs = ir.children.map((c) => build(c, leaves));
  if (ir.kind === "all") return buildAll(fs);
  if (ir.kind === "any") return buildAny(fs);
  return copy("not")(fs[0] as Evaluator);
}

/** Word the findings as issues, pointers prefixed with `basePointer`. */
function issuesOf(findings: Finding<ConditionCode>[], basePointer = ""): Issue[] {
  return findings.map((f) => toIssue({ ...f, pointer: basePointer + f.pointer }));
}

/** Compile a condition into `{ evaluate, explain, reads }`; throws a ConditionError (with issues) when it is not valid. */
export function compileCondition(cond: unknown): CompiledCondition {
  const { ir, findings, reads } = analyze(cond);
  if (ir === undefined) throw new ConditionError(issuesOf(findings));
  const leaves = new Map<LeafIR, Evaluator>();
  const evaluate = build(ir, leaves) as (ctx: ConditionContext) => boolean;
  return {
    evaluate,
    explain: (ctx: ConditionContext) => explainTree(ir, leaves, ctx),
    reads: Object.freeze(reads.map((r) => Object.freeze(r))),
  };
}

/** The issues of a condition inside a document, pointers prefixed with `basePointer`; never throws. */
export function checkCondition(cond: unknown, basePointer: string): Issue[] {
  return conditionFindings(cond, basePointer).map((f) => toIssue(f));
}
