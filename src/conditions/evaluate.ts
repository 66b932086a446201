// evaluateCondition and selectTransition: compile once per condition object, evaluate many times.
import { joinPointer } from "../core/pointer.js";
import { compileCondition } from "./compile.js";
import { ConditionError, toIssue } from "./error.js";
import type { CompiledCondition, ConditionContext, NodeLike, TransitionLike } from "./types.js";
import { jsonType } from "../core/json.js";

let compiled: WeakMap<object, CompiledCondition> | undefined;

function compiledOf(cond: unknown): CompiledCondition {
  if (typeof cond !== "object" || cond === null) {
    throw new ConditionError([
      toIssue({ code: "condition/not-an-object", severity: "error", pointer: "", params: { type: jsonType(cond, false) } }),
    ]);
  }
  compiled ??= new WeakMap();
  let c = compiled.get(cond);
  if (c === undefined) {
    c = compileCondition(cond);
    compiled.set(cond, c);
  }
  return c;
}

/**
 * Evaluate a condition against a context. Compiled conditions are cached by object identity, so a
 * condition object must not be mutated after it was evaluated. Throws a ConditionError when the
 * condition is not valid; never throws on the context.
 */
export function evaluateCondition(cond: unknown, ctx: ConditionContext): boolean {
  return compiledOf(cond).evaluate(ctx);
}

/**
 * The first transition of `node` whose `when` holds or that has no `when`; undefined when none
 * does. Throws (TypeError or ConditionError) on a node whose transitions are not valid, whatever
 * the context: every condition is compiled before any is evaluated.
 */
export function selectTransition<T extends TransitionLike>(node: NodeLike & { transition?: readonly T[] }, ctx: ConditionContext): T | undefined {
  if (typeof node !== "object" || node === null) throw new TypeError("selectTransition: node must be an object");
  const list: unknown = (node as { transition?: unknown }).transition;
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) throw new TypeError("selectTransition: node.transition must be an array");
  const conditions: (CompiledCondition | undefined)[] = [];
  for (let i = 0; i < list.length; i++) {
    const t: unknown = list[i];
    if (typeof t !== "object" || t === null || Array.isArray(t)) {
      throw new TypeError(`selectTransition: transition[${i}] must be an object`);
    }
    const to = (t as { to?: unknown }).to;
    if (typeof to !== "string" || to === "") throw new TypeError(`selectTransition: transition[${i}].to must be a node id`);
    const when = (t as { when?: unknown }).when;
    if (when === undefined) {
      conditions.push(undefined);
      continue;
    }
    try {
      conditions.push(compiledOf(when));
    } catch (error) {
      if (!(error instanceof ConditionError)) throw error;
      const base = joinPointer("", "transition", i, "when");
      throw new ConditionError(error.issues.map((issue) => ({ ...issue, pointer: base + issue.pointer })));
    }
  }
  for (let i = 0; i < list.length; i++) {
    const c = conditions[i];
    if (c === undefined || c.evaluate(ctx)) return list[i] as T;
  }
  return undefined;
}
