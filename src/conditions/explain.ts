// explain: the verdict of a condition with a tree of reasons and a one-line text. Each comparison's
// verdict comes from the very evaluator `evaluate` uses, so both always agree.
import type { IR, LeafIR } from "./ir.js";
import type { Test } from "./ops.js";
import type { Evaluator } from "./readers.js";
import { ops, positiveOf, type Why } from "./ops.js";
import { readPath, type Plan } from "./path.js";
import type { ExplainComparison, ExplainNode, Explanation } from "./types.js";

const hasOwn = Object.prototype.hasOwnProperty;

const OK: Why = { reason: "OK" };

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
      // Why a present value gave its verdict is the operator's (a negative one's is its positive's).
      const explainWhy = positiveOf(leaf.op).spec.why as ((actual: unknown, operand: unknown) => Why) | undefined;
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
    const show = hasOwn.call(ops, n.op) ? positiveOf(n.op).spec.showOperand : undefined;
    operand = ` ${show === undefined ? preview(n.value) : show(n.value, (v) => preview(v))}`;
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
