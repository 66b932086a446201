import { describe, expect, test } from "vitest";
import { ConditionError, evaluateCondition, selectTransition } from "../../src/conditions/index.js";

const ctx = { evaluation: { scores: { mean: 7.5 } }, vars: { region: "BR" } };
const high = { source: "evaluation", path: "scores.mean", op: "gte", value: 7 };
const low = { source: "evaluation", path: "scores.mean", op: "lt", value: 5 };

describe("evaluateCondition", () => {
  test("evaluates, and compiles a condition object once", () => {
    expect(evaluateCondition(high, ctx)).toBe(true);
    expect(evaluateCondition(low, ctx)).toBe(false);
    // Cached by identity: mutating a condition after it was evaluated is not seen (documented).
    const cond = { source: "vars", path: "region", op: "eq", value: "BR" };
    expect(evaluateCondition(cond, ctx)).toBe(true);
    cond.value = "US";
    expect(evaluateCondition(cond, ctx)).toBe(true);
    expect(evaluateCondition({ ...cond }, ctx)).toBe(false);
  });

  test("throws a ConditionError on a condition that is not valid or not an object", () => {
    expect(() => evaluateCondition({ source: "vars", path: "a..b", op: "exists" }, ctx)).toThrow(ConditionError);
    for (const bad of [null, undefined, "x", 3]) {
      try {
        evaluateCondition(bad, ctx);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConditionError);
        expect((error as ConditionError).issues[0]?.code).toBe("condition/not-an-object");
      }
    }
  });

  test("never throws on the context", () => {
    for (const c of [null, undefined, 3, "s", [], [1], { evaluation: null }, { evaluation: [1] }, { nodes: 5 }]) {
      expect(evaluateCondition(high, c as never)).toBe(false);
    }
  });
});

describe("selectTransition", () => {
  const node = {
    id: "a",
    transition: [
      { to: "low", when: low },
      { to: "high", when: high },
      { to: "fallback" },
    ],
  };

  test("the first transition whose when holds, else the first without when", () => {
    expect(selectTransition(node, ctx)?.to).toBe("high");
    expect(selectTransition(node, { evaluation: { scores: { mean: 2 } } })?.to).toBe("low");
    expect(selectTransition(node, { evaluation: { scores: { mean: 6 } } })?.to).toBe("fallback");
    expect(selectTransition(node, ctx)).toBe(node.transition[1]);
  });

  test("undefined when nothing holds or there are no transitions", () => {
    expect(selectTransition({ transition: [{ to: "x", when: low }] }, ctx)).toBeUndefined();
    expect(selectTransition({ transition: [] }, ctx)).toBeUndefined();
    expect(selectTransition({}, ctx)).toBeUndefined();
  });

  test("throws on transitions that are not valid, even when an earlier one holds", () => {
    const bad = { transition: [{ to: "ok" }, { to: "x", when: { source: "vars", path: "x", op: "in", value: 1 } }] };
    try {
      selectTransition(bad, ctx);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConditionError);
      expect((error as ConditionError).issues.map((i) => i.pointer)).toEqual(["/transition/1/when/value"]);
    }
    expect(() => selectTransition({ transition: [{ to: "x", when: null }] }, ctx)).toThrow(ConditionError);
    expect(() => selectTransition({ transition: { to: "x" } } as never, ctx)).toThrow(TypeError);
    expect(() => selectTransition({ transition: [{ when: high }] } as never, ctx)).toThrow(/transition\[0\]\.to/);
    expect(() => selectTransition({ transition: [{ to: "" }] }, ctx)).toThrow(TypeError);
    expect(() => selectTransition({ transition: ["x"] } as never, ctx)).toThrow(/transition\[0\] must be an object/);
    expect(() => selectTransition(null as never, ctx)).toThrow(TypeError);
  });
});
