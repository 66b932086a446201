// compileCondition: check a condition once (check.ts, ir.ts), then build its evaluator
// (build.ts) and explain it with the same evaluators (explain.ts).
import type { ConditionCode } from "../core/codes/index.js";
import type { Finding, Issue } from "../core/issue.js";
import { build } from "./build.js";
import { checkParts } from "./check.js";
import { ConditionError, toIssue } from "./error.js";
import { explainTree } from "./explain.js";
import { analyze, type LeafIR } from "./ir.js";
import type { Evaluator } from "./readers.js";
import type { CompiledCondition, ConditionContext } from "./types.js";

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
  return issuesOf(checkParts(cond), basePointer);
}
