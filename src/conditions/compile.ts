// compileCondition: check a condition once (check.ts, ir.ts), then build its evaluator (as
// JavaScript on Node, codegen.ts; as closures elsewhere, build.ts) and explain it with the same
// evaluators (explain.ts).
import type { ConditionCode } from "../core/codes/index.js";
import type { Finding, Issue } from "../core/issue.js";
import { unknownPropertyCode } from "../core/codes/unknown-property.js";
import { build, leafShape, type LeafShape } from "./build.js";
import { loadCodegen } from "./codegen-loader.js";
import { checkParts } from "./check.js";
import { NEAR_MISS, withNearMisses } from "./near-miss.js";
import { ConditionError, toIssue } from "./error.js";
import { explainTree } from "./explain.js";
import { analyze, type IR, type LeafIR } from "./ir.js";
import { readPath } from "./path.js";
import type { Evaluator } from "./readers.js";
import type { CompiledCondition, ConditionContext } from "./types.js";

/** Word the findings as issues, pointers prefixed with `basePointer`. */
function issuesOf(findings: Finding[], basePointer = ""): Issue[] {
  return findings.map((f) => {
    if (f.code !== NEAR_MISS) return toIssue({ ...(f as Finding<ConditionCode>), pointer: basePointer + f.pointer });
    const params = f.params as { property: string; kind: string; suggestion: string };
    return { code: f.code, severity: f.severity, pointer: basePointer + f.pointer, message: unknownPropertyCode.message(params), params };
  });
}

/** Compile a condition into `{ evaluate, explain, reads }`; throws a ConditionError (with issues) when it is not valid. */
export function compileCondition(cond: unknown): CompiledCondition {
  const generator = loadCodegen();
  return generator === undefined ? compileWithClosures(cond) : compileWith(cond, generator);
}

/** How this process evaluates conditions: generated code (Node), or closures (browsers, and Node refusing code generation from strings). */
export function conditionBackend(): "code" | "closures" {
  return loadCodegen() === undefined ? "closures" : "code";
}

function analyzed(cond: unknown): { ir: IR; reads: CompiledCondition["reads"] } {
  const { ir, findings, reads } = analyze(cond);
  if (ir === undefined) throw new ConditionError(issuesOf(withNearMisses(cond, findings)));
  return { ir, reads: Object.freeze(reads.map((r) => Object.freeze(r))) };
}

/** compileCondition with closures only (what a browser runs). */
export function compileWithClosures(cond: unknown): CompiledCondition {
  const { ir, reads } = analyzed(cond);
  const leaves = new Map<LeafIR, Evaluator>();
  const evaluate = build(ir, leaves) as (ctx: ConditionContext) => boolean;
  return { evaluate, explain: (ctx: ConditionContext) => explainTree(ir, leaves, ctx), reads };
}

/** compileCondition with generated code (Node); the source text is kept for tests. */
export function compileWith(cond: unknown, generator: NonNullable<ReturnType<typeof loadCodegen>>): CompiledCondition & { source: string } {
  const { ir, reads } = analyzed(cond);
  const shapes = new Map<LeafIR, LeafShape>();
  const collect = (node: IR): void => {
    if (node.kind === "comparison") shapes.set(node, leafShape(node));
    else node.children.forEach(collect);
  };
  collect(ir);
  const generated = generator(ir, shapes, { readPath: readPath as (ctx: unknown, plan: never) => unknown });
  const leaves = new Map<LeafIR, Evaluator>(generated.order.map((leaf, i) => [leaf, generated.leaves[i] as Evaluator]));
  const evaluate = generated.evaluate as (ctx: ConditionContext) => boolean;
  const result = { evaluate, explain: (ctx: ConditionContext) => explainTree(ir, leaves, ctx), reads };
  // The source is for tests and debugging only: not enumerable, so a caller's spread leaves it out.
  return Object.defineProperty(result, "source", { value: generated.source }) as CompiledCondition & { source: string };
}

/** The issues of a condition inside a document, pointers prefixed with `basePointer`; never throws. */
export function checkCondition(cond: unknown, basePointer: string): Issue[] {
  return issuesOf(withNearMisses(cond, checkParts(cond)), basePointer);
}
