// Evaluation never throws on data (contract §3): on any valid condition and any context, however
// hostile (revoked Proxies, throwing traps and getters, cycles, holes, 1 MiB strings), evaluate,
// explain, evaluateCondition and selectTransition answer, and explain's verdict is evaluate's.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compileCondition, evaluateCondition, selectTransition, type ConditionContext } from "../../src/conditions/index.js";
import { hostileContext, materialize, validCondition } from "./hostile.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 400);

describe("evaluation never throws on data", () => {
  test("a revoked Proxy where a length of a projection reads an array (it threw TypeError)", () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    for (const path of ["a[*].b", "a[*]"]) {
      const c = compileCondition({ source: "vars", path, op: "length", value: { comparator: "eq", value: 0 } });
      expect(c.evaluate({ vars: { a: proxy } } as ConditionContext)).toBe(false);
      expect(c.explain({ vars: { a: proxy } } as ConditionContext).result).toBe(false);
      const negated = compileCondition({ not: { source: "vars", path, op: "length", value: { comparator: "eq", value: 0 } } });
      expect(negated.evaluate({ vars: { a: proxy } } as ConditionContext)).toBe(true);
    }
  });

  test("a Proxy of an array whose length throws is missing to a projection's length", () => {
    const hostile = new Proxy([1, 2], { get: (t, k) => (k === "length" ? (() => { throw new Error("no"); })() : Reflect.get(t, k)) });
    const c = compileCondition({ source: "vars", path: "a[*]", op: "length", value: { comparator: "gte", value: 0 } });
    expect(c.evaluate({ vars: { a: hostile } } as ConditionContext)).toBe(false);
  });

  test("on random valid conditions and hostile contexts, every entry point answers and agrees", () => {
    fc.assert(
      fc.property(validCondition, hostileContext, (cond, recipe) => {
        const ctx = materialize(recipe);
        const c = compileCondition(cond);
        const verdict = c.evaluate(ctx as ConditionContext);
        expect(typeof verdict).toBe("boolean");
        expect(c.explain(ctx as ConditionContext).result).toBe(verdict);
        expect(evaluateCondition(cond, ctx as ConditionContext)).toBe(verdict);
        const chosen = selectTransition({ id: "n", type: "agent", transition: [{ to: "yes", when: cond as never }, { to: "no" }] }, ctx as ConditionContext);
        expect(chosen?.to).toBe(verdict ? "yes" : "no");
      }),
      { numRuns: RUNS },
    );
  });
});
