// The IR of a checked condition: what the builder makes evaluators of and explain walks. It is
// built from what the grammar check hands on, so the check stays the one place that knows the
// grammar.
import type { ConditionCode } from "../core/codes/index.js";
import type { Finding } from "../core/issue.js";
import { checkParts, type CombinatorKey } from "./check.js";
import type { Test } from "./ops.js";
import { parsePath, planPath, type Plan, type Root, type Segment } from "./path.js";
import type { Op, PathRef, Source } from "./types.js";

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
  /** The checked operand (a CompiledPattern for `regex`, a LengthOperand for `length`). */
  operand: unknown;
  /** The test built from the operand, once built (explain reruns it on values it reads inside). */
  test?: Test;
}

/** A checked combinator. */
export interface BranchIR {
  kind: CombinatorKey;
  pointer: string;
  children: IR[];
}

/** A checked condition. */
export type IR = LeafIR | BranchIR;

/** Check a condition; the IR is there when there are no findings. */
export function analyze(cond: unknown): { ir: IR | undefined; findings: Finding<ConditionCode>[]; reads: PathRef[] } {
  // The parts that passed, children first: each combinator takes its children off the stack.
  const stack: IR[] = [];
  const reads: PathRef[] = [];
  const readKeys = new Set<string>();
  const findings = checkParts(cond, {
    comparison(c) {
      // A path the check did not parse is plain, so valid.
      const segments = c.segments ?? (parsePath(c.path) as { segments: Segment[] }).segments;
      const plan = c.source === "node" ? planPath("nodes", [c.of ?? ""], segments) : planPath(c.source as Source & Root, [], segments);
      const key = `${c.source}\u0000${c.of ?? ""}\u0000${c.path}`;
      if (!readKeys.has(key)) {
        readKeys.add(key);
        reads.push(c.of === undefined ? { source: c.source, path: c.path } : { source: "node", path: c.path, nodeId: c.of });
      }
      const leaf: LeafIR = { kind: "comparison", pointer: c.pointer, source: c.source, path: c.path, op: c.op, plan, operand: c.operand };
      if (c.of !== undefined) {
        leaf.of = c.of;
        leaf.node = planPath("nodes", [c.of], []);
      }
      if (c.takesValue) leaf.value = c.value;
      stack.push(leaf);
    },
    combinator(kind, pointer, children) {
      stack.push({ kind, pointer, children: stack.splice(stack.length - children, children) });
    },
  });
  return { ir: findings.length === 0 ? stack[0] : undefined, findings, reads };
}
