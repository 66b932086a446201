// explain: the verdict of a condition with a tree of reasons and a one-line text. Each comparison's
// verdict comes from the very evaluator `evaluate` uses, so both always agree.
import type { Evaluator, IR, LeafIR } from "./compile.js";
import type { Test } from "./kit.js";
import { MAX_REGEX_INPUT_LENGTH } from "./limits.js";
import { ops, type PositiveName } from "./ops.js";
import { readPath, type Plan } from "./path.js";
import type { ExplainComparison, ExplainNode, Explanation, ReasonCode } from "./types.js";
import { jsonType, lengthOf } from "./values.js";

/** Why a present value gave its verdict. */
interface Why {
  reason: ReasonCode;
  note?: string;
}

const OK: Why = { reason: "OK" };

const noCoercion = (actual: unknown, operand: unknown): Why =>
  jsonType(actual) === jsonType(operand) ? OK : { reason: "TYPE_MISMATCH", note: `no coercion: ${jsonType(actual)} is not ${jsonType(operand)}` };

const ordering = (actual: unknown, operand: unknown): Why =>
  (typeof actual === "number" && typeof operand === "number") || (typeof actual === "string" && typeof operand === "string")
    ? OK
    : { reason: "TYPE_MISMATCH", note: `orders numbers with numbers and strings with strings, not ${jsonType(actual)} with ${jsonType(operand)}` };

/**
 * Why a present value gave its verdict, per positive operator, from the checked operand; OK for
 * the operators absent here. Negative operators use the entry of the one they complement.
 */
const whys: Partial<Record<PositiveName, (actual: unknown, operand: unknown) => Why>> = {
  eq: noCoercion,
  gt: ordering,
  gte: ordering,
  lt: ordering,
  lte: ordering,
  in: (actual, list) =>
    (list as unknown[]).length === 0 || (list as unknown[]).some((x) => jsonType(x) === jsonType(actual))
      ? OK
      : { reason: "TYPE_MISMATCH", note: `no coercion: no ${jsonType(actual)} in the list` },
  contains: (actual, operand) =>
    Array.isArray(actual) || (typeof actual === "string" && typeof operand === "string")
      ? OK
      : { reason: "TYPE_MISMATCH", note: `contains looks in a string for a string or in an array, not in ${jsonType(actual)} for ${jsonType(operand)}` },
  regex(actual) {
    if (typeof actual !== "string") return { reason: "TYPE_MISMATCH", note: `regex reads strings, not ${jsonType(actual)}` };
    if (actual.length > MAX_REGEX_INPUT_LENGTH) {
      return { reason: "INPUT_TOO_LONG", note: `${actual.length} characters; a regex reads at most ${MAX_REGEX_INPUT_LENGTH}` };
    }
    return OK;
  },
  length(actual) {
    const n = lengthOf(actual);
    return n === undefined
      ? { reason: "TYPE_MISMATCH", note: `length applies to strings, arrays and objects, not ${jsonType(actual)}` }
      : { reason: "OK", note: `length ${n}` };
  },
};


const hasOwn = Object.prototype.hasOwnProperty;

/** Longest one-line text of an explanation; longer is cut with "…". */
const TEXT_LIMIT = 400;
/** Longest rendering of one value inside the text. */
const VALUE_LIMIT = 40;

function explainLeaf(leaf: LeafIR, evaluator: Evaluator, ctx: unknown): ExplainComparison {
  const result = evaluator(ctx);
  let actual: unknown;
  let why: Why;
  try {
    actual = readPath(ctx, leaf.plan);
    if (actual === undefined) {
      why = { reason: hasOwn.call(leaf, "node") && readPath(ctx, leaf.node as Plan) === undefined ? "NODE_NOT_RUN" : "MISSING_PATH" };
    } else {
      // A test that reads inside an object or array may meet a getter that throws: then the
      // value is missing, as it is for the evaluator.
      if (typeof actual === "object" && actual !== null && hasOwn.call(leaf, "test")) (leaf.test as Test)(actual);
      const entry = ops[leaf.op];
      const explainWhy = whys["complementOf" in entry ? entry.complementOf : (leaf.op as PositiveName)];
      why = explainWhy === undefined ? OK : explainWhy(actual, leaf.operand);
    }
  } catch (error) {
    actual = undefined;
    why = { reason: "MISSING_PATH", note: `the value could not be read: ${String(error)}` };
  }
  const node: ExplainComparison = { kind: "comparison", result, pointer: leaf.pointer, source: leaf.source, path: leaf.path, op: leaf.op, reason: why.reason };
  // Own members only, here as in the data: a key added to Object.prototype is never read.
  if (hasOwn.call(leaf, "of")) node.of = leaf.of as string;
  if (hasOwn.call(leaf, "value")) node.value = leaf.value;
  if (actual !== undefined) node.actual = actual;
  if (why.note !== undefined) node.note = why.note;
  return node;
}

function explainNode(ir: IR, leaves: Map<LeafIR, Evaluator>, ctx: unknown): ExplainNode {
  if (ir.kind === "comparison") return explainLeaf(ir, leaves.get(ir) as Evaluator, ctx);
  // Every child is explained (no short-circuit), so the tree is complete.
  const children = ir.children.map((c) => explainNode(c, leaves, ctx));
  const result =
    ir.kind === "all" ? children.every((c) => c.result) : ir.kind === "any" ? children.some((c) => c.result) : !(children[0] as ExplainNode).result;
  return { kind: ir.kind, result, pointer: ir.pointer, children };
}

/** A short rendering of any value: JSON-like, bounded in length and depth, never throws. */
export function preview(v: unknown, limit = VALUE_LIMIT): string {
  let out = "";
  const put = (s: string): boolean => {
    out += s;
    return out.length <= limit;
  };
  const go = (x: unknown, depth: number): boolean => {
    if (x === null || typeof x === "boolean" || typeof x === "number") return put(String(x));
    if (typeof x === "string") return put(JSON.stringify(x.length > limit ? x.slice(0, limit + 1) : x));
    if (typeof x !== "object") return put(typeof x === "bigint" ? `${x}n` : typeof x);
    if (depth > 3) return put("…");
    if (Array.isArray(x)) {
      if (!put("[")) return false;
      // A hole shows as nothing (`[, 1]`): Array.prototype is never read.
      for (let i = 0; i < x.length; i++) if (!put(i > 0 ? ", " : "") || (hasOwn.call(x, i) && !go(x[i], depth + 1))) return false;
      return put("]");
    }
    if (!put("{")) return false;
    let first = true;
    for (const k of Object.keys(x)) {
      if (!put(first ? "" : ", ") || !put(`${JSON.stringify(k)}: `) || !go((x as Record<string, unknown>)[k], depth + 1)) return false;
      first = false;
    }
    return put("}");
  };
  try {
    go(v, 0);
  } catch {
    return "?";
  }
  return out.length <= limit ? out : `${out.slice(0, limit - 1)}…`;
}

function leafText(n: ExplainComparison): string {
  const source = hasOwn.call(n, "of") ? `node(${n.of as string})` : n.source;
  const seen = hasOwn.call(n, "actual") ? preview(n.actual) : n.reason === "NODE_NOT_RUN" ? "node not run" : "missing";
  let operand = "";
  if (hasOwn.call(n, "value")) {
    const v = n.value as { comparator?: unknown; value?: unknown };
    operand = n.op === "length" ? ` ${String(v.comparator)} ${preview(v.value)}` : ` ${preview(n.value)}`;
  }
  const note = hasOwn.call(n, "note") ? ` (${n.note as string})` : "";
  return `${source} ${n.path} (${seen}) ${n.op}${operand} → ${n.result}${note}`;
}

// Characters that would break the one line or hide what it says: C0 and C1 controls, line and
// paragraph separators, bidirectional controls, the BOM, and lone surrogates (not encodable).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const escapeUnit = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** The one-line text of an explanation tree, cut at `limit` characters; unsafe characters are written as `\uXXXX`. */
export function explainText(tree: ExplainNode, limit = TEXT_LIMIT): string {
  let out = "";
  const go = (n: ExplainNode): boolean => {
    if (n.kind === "comparison") {
      out += leafText(n).replace(UNSAFE, escapeUnit);
      return out.length <= limit;
    }
    out += `${n.kind}(`;
    for (let i = 0; i < n.children.length; i++) {
      if (i > 0) out += ", ";
      if (out.length > limit || !go(n.children[i] as ExplainNode)) return false;
    }
    out += `) → ${n.result}`;
    return out.length <= limit;
  };
  go(tree);
  if (out.length <= limit) return out;
  // Never cut a surrogate pair in two.
  const cut = (out.charCodeAt(limit - 2) & 0xfc00) === 0xd800 ? limit - 2 : limit - 1;
  return `${out.slice(0, cut)}…`;
}

/** Explain a checked condition against a context. */
export function explainTree(ir: IR, leaves: Map<LeafIR, Evaluator>, ctx: unknown): Explanation {
  const tree = explainNode(ir, leaves, ctx);
  return { result: tree.result, text: explainText(tree), tree };
}
