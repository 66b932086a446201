import { describe, expect, test } from "vitest";
import { compileCondition, type ExplainComparison } from "../../src/conditions/index.js";
import { explainText, preview } from "../../src/conditions/explain.js";

const ctx = {
  evaluation: { scores: { mean: 6.2 }, results: [{ score: 8 }, { name: "x" }], structuredData: { label: "ok" } },
  vars: { n: "7", s: "hello world", long: "x".repeat(100) },
  nodes: { judge: { evaluation: { scores: { mean: 9 } } } },
};

describe("explain", () => {
  test("a comparison: verdict, resolved value, operand, reason and one line", () => {
    const e = compileCondition({ source: "evaluation", path: "scores.mean", op: "gte", value: 7 }).explain(ctx);
    expect(e.result).toBe(false);
    expect(e.text).toBe("evaluation scores.mean (6.2) gte 7 → false");
    expect(e.tree).toEqual({ kind: "comparison", result: false, pointer: "", source: "evaluation", path: "scores.mean", op: "gte", value: 7, actual: 6.2, reason: "OK" });
  });

  test('"7" vs 7: TYPE_MISMATCH, and the text says there is no coercion', () => {
    const e = compileCondition({ source: "vars", path: "n", op: "eq", value: 7 }).explain(ctx);
    expect(e.result).toBe(false);
    expect(e.tree).toMatchObject({ reason: "TYPE_MISMATCH", actual: "7", value: 7 });
    expect(e.text).toBe('vars n ("7") eq 7 → false (no coercion: string is not number)');
  });

  test("missing path: no actual, MISSING_PATH", () => {
    const e = compileCondition({ source: "vars", path: "nope.deeper", op: "isNull" }).explain(ctx);
    expect(e.result).toBe(true);
    expect(e.tree).toEqual({ kind: "comparison", result: true, pointer: "", source: "vars", path: "nope.deeper", op: "isNull", reason: "MISSING_PATH" });
    expect("actual" in e.tree).toBe(false);
    expect(e.text).toBe("vars nope.deeper (missing) isNull → true");
  });

  test("node source: NODE_NOT_RUN when the node has no output, MISSING_PATH when only the path is missing", () => {
    const notRun = compileCondition({ source: "node", of: "fetch", path: "evaluation.scores.mean", op: "gt", value: 1 }).explain(ctx);
    expect(notRun.tree).toMatchObject({ reason: "NODE_NOT_RUN", of: "fetch", result: false });
    expect(notRun.text).toBe("node(fetch) evaluation.scores.mean (node not run) gt 1 → false");
    const ran = compileCondition({ source: "node", of: { nodeId: "judge" }, path: "evaluation.scores.mean", op: "gt", value: 1 }).explain(ctx);
    expect(ran.tree).toMatchObject({ reason: "OK", of: "judge", actual: 9, result: true });
    const missing = compileCondition({ source: "node", of: "judge", path: "evaluation.nope", op: "exists" }).explain(ctx);
    expect(missing.tree).toMatchObject({ reason: "MISSING_PATH", result: false });
    expect(compileCondition({ source: "node", of: "judge", path: "evaluation.x", op: "exists" }).explain({ nodes: { judge: undefined } }).tree).toMatchObject({ reason: "NODE_NOT_RUN" });
  });

  test("combinators: every child explained, pointers into the condition, one line", () => {
    const cond = {
      all: [
        { source: "evaluation", path: "results[*].score", op: "length", value: { comparator: "gte", value: 1 } },
        { any: [{ not: { source: "vars", path: "s", op: "contains", value: "world" } }, { source: "evaluation", path: "structuredData.label", op: "regex", value: "^o" }] },
      ],
    };
    const e = compileCondition(cond).explain(ctx);
    expect(e.result).toBe(true);
    expect(e.tree.kind).toBe("all");
    expect(e.tree).toMatchObject({
      pointer: "",
      children: [
        { kind: "comparison", pointer: "/all/0", actual: [8], reason: "OK", note: "length 1", value: { comparator: "gte", value: 1 } },
        { kind: "any", pointer: "/all/1", result: true, children: [{ kind: "not", pointer: "/all/1/any/0", result: false, children: [{ pointer: "/all/1/any/0/not", result: true }] }, { pointer: "/all/1/any/1", result: true }] },
      ],
    });
    expect(e.text).toBe(
      'all(evaluation results[*].score ([8]) length gte 1 → true (length 1), any(not(vars s ("hello world") contains "world" → true) → false, evaluation structuredData.label ("ok") regex "^o" → true) → true) → true',
    );
  });

  test("empty combinators", () => {
    expect(compileCondition({ all: [] }).explain(ctx)).toEqual({ result: true, text: "all() → true", tree: { kind: "all", result: true, pointer: "", children: [] } });
    expect(compileCondition({ any: [] }).explain(ctx).text).toBe("any() → false");
  });

  test("the text stays short: long values and long conditions are cut with …", () => {
    const e = compileCondition({ source: "vars", path: "long", op: "eq", value: "y".repeat(100) }).explain(ctx);
    expect(e.text).toBe(`vars long ("${"x".repeat(38)}…) eq "${"y".repeat(38)}… → false`);
    const big = compileCondition({ all: Array.from({ length: 500 }, () => ({ source: "vars", path: "s", op: "exists" })) }).explain(ctx);
    expect(big.text.length).toBeLessThanOrEqual(400);
    expect(big.text.endsWith("…")).toBe(true);
    expect(big.tree.kind === "all" && big.tree.children.length).toBe(500);
  });

  test("INPUT_TOO_LONG for a regex input over the limit", () => {
    const e = compileCondition({ source: "vars", path: "s", op: "regex", value: "a" }).explain({ vars: { s: "a".repeat(1024 * 1024 + 1) } });
    expect(e.result).toBe(false);
    expect((e.tree as ExplainComparison).reason).toBe("INPUT_TOO_LONG");
    expect(e.text).toMatch(/regex "a" → false \(1048577 characters; a regex reads at most 1048576\)$/);
  });

  test("a value that cannot be read (a throwing getter) is missing, not a crash", () => {
    const data = { vars: Object.defineProperty({}, "x", { enumerable: true, get: () => { throw new Error("boom"); } }) };
    const c = compileCondition({ source: "vars", path: "x", op: "exists" });
    expect(c.evaluate(data)).toBe(false);
    const e = c.explain(data);
    expect(e.result).toBe(false);
    expect(e.tree).toMatchObject({ reason: "MISSING_PATH", note: "the value could not be read: Error: boom" });
    expect(compileCondition({ source: "vars", path: "x", op: "notExists" }).evaluate(data)).toBe(true);
  });
});

describe("preview and text", () => {
  test("bounded, JSON-like, never throws", () => {
    expect(preview({ a: [1, "b", null, true], c: {} })).toBe('{"a": [1, "b", null, true], "c": {}}');
    expect(preview({ a: { b: { c: { d: { e: 1 } } } } })).toBe('{"a": {"b": {"c": {"d": …}}}}');
    expect(preview(10n)).toBe("10n");
    expect(preview(undefined)).toBe("undefined");
    const cyclic: Record<string, unknown> = {};
    cyclic["a"] = cyclic;
    expect(preview(cyclic).length).toBeLessThanOrEqual(40);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(preview(deep)).toBe("[[[[…]]]]");
    expect(preview(Array.from({ length: 1000 }, (_, i) => i))).toHaveLength(40);
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error("no"); } });
    expect(preview(hostile)).toBe("?");
    expect(explainText({ kind: "not", result: true, pointer: "", children: [{ kind: "all", result: false, pointer: "/not", children: [] }] })).toBe("not(all() → false) → true");
  });
});
