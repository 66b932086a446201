// simulate: the run semantics of docs/testing.md, one rule per test.
import { describe, expect, test } from "vitest";
import { SpecError, simulate } from "../../src/workflow/index.js";
import { loop, spec, triage, webhook } from "./helpers.js";

describe("a run", () => {
  test("starts at the first node and follows the first transition that holds until none does", () => {
    const sim = simulate(triage, { results: { classify: { evaluation: { scores: { mean: 8 } } }, page: {} } });
    expect(sim.status).toBe("ended");
    expect(sim.path).toEqual(["classify", "page"]);
    expect(sim.end).toBe("page");
    expect(sim.steps.map((s) => s.taken)).toEqual([{ index: 0, to: "page" }, undefined]);
  });

  test("each step explains every transition evaluated: those before the one taken are false", () => {
    const sim = simulate(triage, { vars: { region: "EU" }, results: { classify: { evaluation: { scores: { mean: 6.5 } } }, answer: {} } });
    const [classify] = sim.steps;
    expect(classify!.transitions.map((t) => [t.index, t.to, t.evaluated, t.result, t.text])).toEqual([
      [0, "page", true, false, "evaluation scores.mean (6.5) gte 7 → false"],
      [1, "lookup-br", true, false, 'vars region ("EU") eq "BR" → false'],
      [2, "answer", true, true, 'no "when" → true'],
    ]);
    expect(classify!.transitions[0]!.pointer).toBe("/nodes/0/transition/0");
    expect(classify!.transitions[0]!.explanation?.tree).toMatchObject({ kind: "comparison", actual: 6.5, reason: "OK" });
  });

  test("transitions after the one taken are not evaluated, and with explainAll they are explained and marked so", () => {
    const scenario = { results: { classify: { evaluation: { scores: { mean: 9 } } }, page: {} } };
    expect(simulate(triage, scenario).steps[0]!.transitions).toHaveLength(1);
    const all = simulate(triage, scenario, { explainAll: true }).steps[0]!.transitions;
    expect(all.map((t) => [t.evaluated, t.result])).toEqual([[true, true], [false, false], [false, true]]);
    expect(simulate(triage, scenario, { explainAll: true }).path).toEqual(simulate(triage, scenario).path);
  });

  test("a node's output goes to vars[outputVar], read by later nodes' conditions; initial vars are kept", () => {
    const s = spec(webhook("a", [["b"]], { outputVar: "region" }), webhook("b", [["c", { source: "vars", path: "region", op: "eq", value: "BR" }]]), webhook("c"));
    const sim = simulate(s, { vars: { keep: 1 }, results: { a: { output: "BR" }, b: {}, c: { output: [1] } } });
    expect(sim.path).toEqual(["a", "b", "c"]);
    expect(sim.vars).toEqual({ keep: 1, region: "BR", c: [1] });
  });

  test("evaluation is the node's own: the next node's transitions do not see it, node conditions do", () => {
    const s = spec(
      webhook("a", [["b"]]),
      webhook("b", [
        ["x", { source: "evaluation", path: "ok", op: "eq", value: true }],
        ["y", { source: "node", of: "a", path: "evaluation.ok", op: "eq", value: true }],
      ]),
      webhook("x"),
      webhook("y"),
    );
    const sim = simulate(s, { results: { a: { evaluation: { ok: true } }, b: {}, y: {} } });
    expect(sim.path).toEqual(["a", "b", "y"]);
    expect(sim.steps[1]!.transitions[0]!.text).toBe("evaluation ok (missing) eq true → false");
  });

  test("a node not run yet reads as NODE_NOT_RUN", () => {
    const s = spec(webhook("a", [["b", { source: "node", of: "b", path: "evaluation.x", op: "exists" }], ["c"]]), webhook("b"), webhook("c"));
    const sim = simulate(s, { results: { a: {}, c: {} } });
    expect(sim.steps[0]!.transitions[0]!.explanation?.tree).toMatchObject({ reason: "NODE_NOT_RUN", result: false });
  });

  test("input, context and state are read as given", () => {
    const s = spec(
      webhook("a", [
        ["b", { all: [{ source: "input", path: "t.id", op: "eq", value: 1 }, { source: "context", path: "c", op: "exists" }, { source: "state", path: "s[0]", op: "eq", value: "x" }] }],
      ]),
      webhook("b"),
    );
    expect(simulate(s, { input: { t: { id: 1 } }, context: { c: null }, state: { s: ["x"] }, results: { a: {}, b: {} } }).path).toEqual(["a", "b"]);
    expect(simulate(s, { input: { t: { id: 1 } }, state: { s: ["x"] }, results: { a: {} } }).path).toEqual(["a"]);
  });

  test("a webhook node's route comes from its proxy (omitted: direct); other nodes have none", () => {
    const s = spec(webhook("a", [["b"]]), webhook("b", [["c"]], { config: { proxy: "us" } }), { id: "c", type: "end" });
    const sim = simulate(s, { results: { a: {}, b: {}, c: {} } });
    expect(sim.steps.map((x) => x.route)).toEqual(["direct", "us", undefined]);
  });
});

describe("results", () => {
  test("an array gives the results of successive visits", () => {
    const sim = simulate(loop, { results: { a: [{}, {}], b: [{ evaluation: { done: false } }, { evaluation: { done: true } }], done: {} } });
    expect(sim.status).toBe("ended");
    expect(sim.path).toEqual(["a", "b", "a", "b", "done"]);
    expect(sim.steps.map((s) => s.visit)).toEqual([1, 1, 2, 2, 1]);
  });

  test("a node with no result ends the run as missing-result, naming the node and the visit", () => {
    const none = simulate(triage, { results: { classify: { evaluation: { scores: { mean: 1 } } } } });
    expect(none).toMatchObject({ status: "missing-result", path: ["classify", "answer"], end: "answer", missing: { node: "answer", visit: 1 } });
    expect(none.steps).toHaveLength(1);
    const short = simulate(loop, { results: { a: [{}], b: { evaluation: { done: false } } } });
    expect(short).toMatchObject({ status: "missing-result", path: ["a", "b", "a"], missing: { node: "a", visit: 2 } });
  });

  test("a single result (not an array) serves every visit", () => {
    const sim = simulate(loop, { results: { a: {}, b: { evaluation: { done: false } } } }, { maxSteps: 6 });
    expect(sim.status).toBe("step-limit");
    expect(sim.steps).toHaveLength(6);
  });

  test("a result that is not an object, or a malformed error, ends the run as invalid-result", () => {
    for (const bad of [5, null, [[]], "x", { error: "boom" }, { error: { message: "no code" } }, { error: { code: "x" }, output: 1 }]) {
      const sim = simulate(triage, { results: { classify: bad } });
      expect(sim.status, JSON.stringify(bad)).toBe("invalid-result");
      expect(sim.invalid).toMatchObject({ node: "classify", visit: 1 });
    }
  });
});

describe("a failure result", () => {
  const failed = { error: { code: "relay-unavailable", message: "the Brazil relay did not answer" } };
  const scenario = { vars: { region: "BR" }, results: { classify: { evaluation: { scores: { mean: 1 } } }, "lookup-br": failed, answer: {}, page: {} } };

  test("is visible to later conditions as the node's evaluation.error, and writes no variable", () => {
    const sim = simulate(triage, scenario);
    expect(sim.path).toEqual(["classify", "lookup-br", "answer", "page"]);
    expect(sim.steps[1]).toMatchObject({ node: "lookup-br", route: "brazil", error: failed.error });
    expect(sim.vars).not.toHaveProperty("customer");
    expect(sim.steps[2]!.transitions[0]!.text).toBe('node(lookup-br) evaluation.error.code ("relay-unavailable") eq "relay-unavailable" → true');
  });

  test("is visible to the failed node's own transitions as evaluation.error", () => {
    const s = spec(webhook("a", [["retry-later", { source: "evaluation", path: "error.code", op: "exists" }], ["b"]]), webhook("b"), webhook("retry-later"));
    expect(simulate(s, { results: { a: failed, "retry-later": {} } }).path).toEqual(["a", "retry-later"]);
    expect(simulate(s, { results: { a: { output: 1 }, b: {} } }).path).toEqual(["a", "b"]);
  });

  test("a variable set before the failure keeps its value", () => {
    const s = spec(webhook("a", [["b"]], { outputVar: "v" }), webhook("b", [], { outputVar: "v" }));
    expect(simulate(s, { results: { a: { output: 1 }, b: failed } }).vars).toEqual({ v: 1 });
  });
});

describe("the step limit", () => {
  test("ends a looping run as step-limit and shows the loop", () => {
    const sim = simulate(loop, { results: { a: {}, b: { evaluation: { done: false } } } });
    expect(sim.status).toBe("step-limit");
    expect(sim.steps).toHaveLength(100);
    expect(sim.loop).toEqual(["a", "b", "a"]);
    expect(sim.end).toBe("b");
  });

  test("is settable; a run that ends within it is not affected", () => {
    const results = { a: {}, b: [{ evaluation: { done: false } }, { evaluation: { done: true } }], done: {} };
    expect(simulate(loop, { results }, { maxSteps: 4 }).status).toBe("step-limit");
    expect(simulate(loop, { results }, { maxSteps: 5 }).status).toBe("ended");
    expect(() => simulate(loop, { results }, { maxSteps: 0 })).toThrow(RangeError);
    expect(() => simulate(loop, { results }, { maxSteps: 1.5 })).toThrow(RangeError);
  });
});

describe("data and specs", () => {
  test("never throws on any scenario", () => {
    for (const scenario of [undefined, null, 0, "x", [], { results: null }, { results: [] }, { vars: 5, results: { classify: {} } }, { results: { classify: [] } }]) {
      expect(() => simulate(triage, scenario)).not.toThrow();
    }
    expect(simulate(triage, null)).toMatchObject({ status: "missing-result", path: ["classify"] });
  });

  test("own keys only: __proto__ and toString are node ids, variables and results like any other", () => {
    const s = spec(webhook("__proto__", [["toString"]], { outputVar: "__proto__" }), webhook("toString", [["x", { source: "vars", path: '["__proto__"].a', op: "eq", value: 1 }]]), webhook("x"));
    const results = JSON.parse('{"__proto__": {"output": {"a": 1}}, "toString": {}, "x": {}}') as Record<string, unknown>;
    const sim = simulate(s, { results });
    expect(sim.path).toEqual(["__proto__", "toString", "x"]);
    expect(Object.prototype.hasOwnProperty.call(sim.vars, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>)["a"]).toBeUndefined();
    // a result inherited from the prototype is no result
    expect(simulate(spec(webhook("constructor")), { results: {} }).status).toBe("missing-result");
  });

  test("throws a SpecError with the issues on a spec that is not valid", () => {
    const bad = spec(webhook("a", [["nowhere"]]));
    expect(() => simulate(bad, { results: { a: {} } })).toThrow(SpecError);
    try {
      simulate(bad, {});
    } catch (e) {
      expect((e as SpecError).issues.map((i) => i.code)).toEqual(["transition/unknown-target"]);
    }
    expect(() => simulate({ nodes: [] }, {})).toThrow(SpecError);
    expect(() => simulate(null, {})).toThrow(SpecError);
    expect(() => simulate(spec(webhook("a", [], { config: { proxy: "{{vars.r}}" } })), {})).toThrow(/proxy/);
  });
});
