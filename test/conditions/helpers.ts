import { compileCondition, type ConditionContext } from "../../src/conditions/index.js";

export const MISSING = Symbol("missing");

/** A comparison on `vars.x`; `value` omitted when undefined. */
export function cmp(op: string, value?: unknown): Record<string, unknown> {
  return value === undefined ? { source: "vars", path: "x", op } : { source: "vars", path: "x", op, value };
}

/** A context whose `vars.x` is `actual` (absent for MISSING). */
export function ctxOf(actual: unknown): ConditionContext {
  return actual === MISSING ? { vars: {} } : { vars: { x: actual } };
}

/** Evaluate `op value` against `vars.x = actual`, through compile and evaluate. */
export function check(op: string, value: unknown, actual: unknown): boolean {
  return compileCondition(cmp(op, value)).evaluate(ctxOf(actual));
}

/** The reason explain gives for `op value` against `vars.x = actual`. */
export function reason(op: string, value: unknown, actual: unknown): string {
  const tree = compileCondition(cmp(op, value)).explain(ctxOf(actual)).tree;
  return tree.kind === "comparison" ? tree.reason : "not a comparison";
}

/** Compile and return the issues of a condition that must not compile. */
export function issuesOf(cond: unknown): { code: string; pointer: string; params?: Record<string, unknown> }[] {
  try {
    compileCondition(cond);
  } catch (error) {
    return (error as { issues: { code: string; pointer: string; params?: Record<string, unknown> }[] }).issues.map(({ code, pointer, params }) =>
      params === undefined || Object.keys(params).length === 0 ? { code, pointer } : { code, pointer, params },
    );
  }
  throw new Error("the condition compiled");
}
