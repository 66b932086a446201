// Laws of simulate and coverageOf on random valid specs with random data and random results.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compileCondition, evaluateCondition, selectTransition } from "../../src/conditions/index.js";
import { validateSpec } from "../../src/validate/validate.js";
import { coverageOf, createExecutor, simulate, SpecError, type Simulation } from "../../src/workflow/index.js";
import { condition as anyCondition } from "../arbitraries.js";

const IDS = ["start", "fetch", "decide", "a.b", "__proto__", "ä-ü", "toString"] as const;
const VARS = ["out", "region", "__proto__", "x"] as const;

const compiles = (c: unknown): boolean => {
  try {
    compileCondition(c);
    return true;
  } catch {
    return false;
  }
};

/** Conditions that compile: comparisons over the sources and paths results fill, combinators, and any compiling condition from the shared arbitrary. */
function conditionOver(ids: readonly string[]): fc.Arbitrary<unknown> {
  const w = <T,>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
  const comparison = fc.oneof(
    w(3, fc.record({ source: fc.constant("evaluation"), path: fc.constant("scores.mean"), op: fc.constantFrom("eq", "neq", "gt", "gte", "lt", "lte"), value: fc.integer({ min: 0, max: 10 }) })),
    w(3, fc.record({ source: fc.constant("evaluation"), path: fc.constantFrom("error.code", "ok"), op: fc.constantFrom("eq", "exists", "notExists"), value: fc.constantFrom("relay-unavailable", "timeout", true) })),
    w(4, fc.record({ source: fc.constant("vars"), path: fc.constantFrom(...VARS.map((v) => `["${v}"]`)), op: fc.constantFrom("eq", "exists", "notExists", "neq"), value: fc.constantFrom("BR", "ok", 1, true) })),
    w(3, fc.record({ source: fc.constant("node"), of: fc.constantFrom(...ids), path: fc.constantFrom("evaluation.scores.mean", "evaluation.error.code", "evaluation.ok"), op: fc.constantFrom("eq", "gte", "exists", "notExists"), value: fc.constantFrom(5, "relay-unavailable", true) })),
    w(1, fc.record({ source: fc.constantFrom("input", "state", "context"), path: fc.constantFrom("x.y", '["__proto__"]', "region"), op: fc.constantFrom("eq", "exists", "isEmpty"), value: fc.constantFrom("BR", 1, null) })),
    w(1, fc.record({ source: fc.constant("evaluation"), path: fc.constant("results[*].score"), op: fc.constant("length"), value: fc.record({ comparator: fc.constantFrom("eq", "gt", "lt"), value: fc.integer({ min: 0, max: 3 }) }) })),
  );
  return fc.letrec((tie) => ({
    cond: fc.oneof(
      { depthSize: "small" },
      { weight: 8, arbitrary: comparison },
      { weight: 1, arbitrary: fc.record({ all: fc.array(tie("cond"), { maxLength: 2 }) }) },
      { weight: 1, arbitrary: fc.record({ any: fc.array(tie("cond"), { maxLength: 2 }) }) },
      { weight: 1, arbitrary: fc.record({ not: tie("cond") }) },
      { weight: 1, arbitrary: anyCondition.filter((c) => compiles(c) && !JSON.stringify(c).includes('"node"')) },
    ),
  })).cond;
}

/** Valid specs: 1 to 6 nodes with distinct ids, transitions only to existing nodes, webhook or end nodes. */
const validSpec = fc
  .shuffledSubarray([...IDS], { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.record({
      version: fc.constant(2),
      nodes: fc.tuple(
        ...ids.map((id) =>
          fc.oneof(
            fc.record(
              {
                id: fc.constant(id),
                type: fc.constant("action"),
                actionType: fc.constant("WEBHOOK"),
                config: fc.record({ url: fc.constant("https://api.example.com/x"), method: fc.constant("POST"), proxy: fc.constantFrom("direct", "brazil", "us") }, { requiredKeys: ["url", "method"] }),
                outputVar: fc.constantFrom(...VARS),
                transition: fc.array(fc.record({ to: fc.constantFrom(...ids), when: conditionOver(ids) }, { requiredKeys: ["to"] }), { minLength: 1, maxLength: 3 }),
              },
              { requiredKeys: ["id", "type", "actionType", "config", "transition"] },
            ),
            fc.record({ id: fc.constant(id), type: fc.constant("end"), transition: fc.array(fc.record({ to: fc.constantFrom(...ids) }), { maxLength: 1 }) }),
          ),
        ),
      ),
    }),
  )
  .filter((s) => validateSpec(s).valid);

const result = fc.oneof(
  { weight: 8, arbitrary: fc.record({ output: fc.oneof(fc.constantFrom("BR", "ok", 1, true), fc.jsonValue({ maxDepth: 2 })), evaluation: fc.record({ scores: fc.record({ mean: fc.integer({ min: 0, max: 10 }) }), ok: fc.boolean(), results: fc.array(fc.record({ score: fc.integer({ min: 0, max: 10 }) }, { requiredKeys: [] }), { maxLength: 3 }) }, { requiredKeys: [] }) }, { requiredKeys: [] }) },
  { weight: 3, arbitrary: fc.record({ error: fc.record({ code: fc.constantFrom("relay-unavailable", "timeout"), message: fc.string() }, { requiredKeys: ["code"] }) }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

const scenario = fc.record(
  {
    input: fc.jsonValue({ maxDepth: 2 }),
    vars: fc.oneof(fc.dictionary(fc.constantFrom(...VARS), fc.jsonValue({ maxDepth: 2 })), fc.jsonValue({ maxDepth: 1 })),
    context: fc.jsonValue({ maxDepth: 2 }),
    state: fc.jsonValue({ maxDepth: 2 }),
    results: fc.oneof(
      { weight: 8, arbitrary: fc.record(Object.fromEntries(IDS.map((id) => [id, fc.oneof({ weight: 3, arbitrary: result }, { weight: 2, arbitrary: fc.array(result, { minLength: 1, maxLength: 6 }) })]))) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...IDS), fc.oneof(result, fc.array(result, { maxLength: 4 }))) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ),
  },
  { requiredKeys: ["results"] },
);

const maxSteps = fc.integer({ min: 1, max: 30 });

type Node = { id: string; transition?: { to: string; when?: unknown }[] };
const nodesOf = (spec: { nodes: unknown[] }): Node[] => spec.nodes as Node[];

describe("simulate on valid specs", () => {
  test("never throws on random data and results; the run ends in one of the four ways within the step limit", () => {
    fc.assert(
      fc.property(validSpec, fc.oneof(scenario, fc.jsonValue({ maxDepth: 2 })), maxSteps, fc.boolean(), (spec, sc, max, all) => {
        const sim = simulate(spec, sc, { maxSteps: max, explainAll: all });
        expect(["ended", "step-limit", "missing-result", "invalid-result"]).toContain(sim.status);
        expect(sim.steps.length).toBeLessThanOrEqual(max);
        expect(sim.end).toBe(sim.path[sim.path.length - 1]);
        expect(sim.path.length - sim.steps.length).toBe(sim.status === "missing-result" || sim.status === "invalid-result" ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });

  test("every step's transition holds and every earlier transition of that node does not", () => {
    fc.assert(
      fc.property(validSpec, scenario, maxSteps, (spec, sc, max) => {
        const sim = simulate(spec, sc, { maxSteps: max });
        const nodes = nodesOf(spec);
        for (const step of sim.steps) {
          const node = nodes.find((n) => n.id === step.node)!;
          const list = node.transition ?? [];
          const upTo = step.taken === undefined ? list.length : step.taken.index + 1;
          expect(step.transitions.map((t) => t.index)).toEqual([...Array(upTo).keys()]);
          step.transitions.forEach((t, i) => {
            expect(t.to).toBe(list[i]!.to);
            expect(t.result).toBe(step.taken?.index === i);
            expect(t.evaluated).toBe(true);
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  test("the path only follows existing transitions, from the first node", () => {
    fc.assert(
      fc.property(validSpec, scenario, maxSteps, (spec, sc, max) => {
        const sim = simulate(spec, sc, { maxSteps: max });
        const nodes = nodesOf(spec);
        expect(sim.path[0]).toBe(nodes[0]!.id);
        for (let i = 0; i + 1 < sim.path.length; i++) {
          const step = sim.steps[i]!;
          expect(step.node).toBe(sim.path[i]);
          const node = nodes.find((n) => n.id === sim.path[i])!;
          expect(node.transition?.[step.taken!.index]?.to).toBe(sim.path[i + 1]);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("agrees with a plain interpreter built on evaluateCondition (the run semantics of docs/testing.md)", () => {
    const own = (o: unknown, k: string): unknown => (o !== null && typeof o === "object" && Object.prototype.hasOwnProperty.call(o, k) ? (o as Record<string, unknown>)[k] : undefined);
    const model = (spec: { nodes: unknown[] }, sc: Record<string, unknown>, max: number): { path: string[]; status: Simulation["status"] } => {
      const nodes = nodesOf(spec);
      const vars: Record<string, unknown> = {};
      const given = own(sc, "vars");
      if (given !== null && typeof given === "object" && !Array.isArray(given)) for (const k of Object.keys(given)) Object.defineProperty(vars, k, { value: (given as Record<string, unknown>)[k], enumerable: true, writable: true, configurable: true });
      const produced: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      const visits: Record<string, number> = Object.create(null) as Record<string, number>;
      const path: string[] = [];
      let node = nodes[0]!;
      for (let steps = 1; ; steps++) {
        path.push(node.id);
        const visit = (visits[node.id] = (visits[node.id] ?? 0) + 1);
        const r = own(own(sc, "results"), node.id);
        const res = Array.isArray(r) ? r[visit - 1] : r;
        if (res === undefined && !(Array.isArray(r) ? visit <= r.length : Object.prototype.hasOwnProperty.call(own(sc, "results") ?? {}, node.id))) return { path, status: "missing-result" };
        if (res === null || typeof res !== "object" || Array.isArray(res)) return { path, status: "invalid-result" };
        const error = own(res, "error");
        let evaluation: unknown;
        if (error !== undefined) {
          if (error === null || typeof error !== "object" || Array.isArray(error) || typeof own(error, "code") !== "string" || "output" in res || "evaluation" in res) return { path, status: "invalid-result" };
          evaluation = { error };
        } else {
          evaluation = own(res, "evaluation");
          const outputVar = (node as { outputVar?: string }).outputVar;
          if ("output" in res && outputVar !== undefined) Object.defineProperty(vars, outputVar, { value: own(res, "output"), enumerable: true, writable: true, configurable: true });
        }
        produced[node.id] = error !== undefined ? { error, evaluation } : "evaluation" in res ? { evaluation } : {};
        const ctx = { evaluation, vars, input: own(sc, "input"), context: own(sc, "context"), state: own(sc, "state"), nodes: produced };
        const next = (node.transition ?? []).find((t) => t.when === undefined || evaluateCondition(t.when, ctx));
        if (next === undefined) return { path, status: "ended" };
        if (steps >= max) return { path, status: "step-limit" };
        node = nodes.find((n) => n.id === next.to)!;
      }
    };
    fc.assert(
      fc.property(validSpec, scenario, maxSteps, (spec, sc, max) => {
        const sim = simulate(spec, sc, { maxSteps: max });
        expect({ path: sim.path, status: sim.status }).toEqual(model(spec, sc, max));
      }),
      { numRuns: 300 },
    );
  });

  test("coverage counts equal what the steps show", () => {
    fc.assert(
      fc.property(validSpec, fc.array(scenario, { minLength: 0, maxLength: 4 }), (spec, scenarios) => {
        const runs = scenarios.map((sc) => simulate(spec, sc, { maxSteps: 10 }));
        const c = coverageOf(spec, runs);
        const steps = runs.flatMap((r) => r.steps);
        for (const n of nodesOf(spec)) expect(c.nodes.visits[n.id]).toBe(steps.filter((s) => s.node === n.id).length);
        for (const t of c.transitions.list) {
          const mine = steps.filter((s) => s.node === t.node);
          expect(t.taken).toBe(mine.filter((s) => s.taken?.index === t.index).length);
          expect(t.false).toBe(mine.filter((s) => s.transitions.some((x) => x.index === t.index && x.evaluated && !x.result)).length);
        }
        const visited = nodesOf(spec).filter((n) => steps.some((s) => s.node === n.id)).length;
        expect(c.nodes.visited).toBe(visited);
        expect(c.outcomes.covered).toBe(visited + c.transitions.list.filter((t) => t.taken > 0).length + c.transitions.list.filter((t) => t.conditional && t.false > 0).length);
        expect(c.percent).toBeGreaterThanOrEqual(0);
        expect(c.percent).toBeLessThanOrEqual(100);
        expect(c.uncovered.length).toBe(c.outcomes.total - c.outcomes.covered);
      }),
      { numRuns: 200 },
    );
  });
});

// Run data an executor holds need not be JSON: getters that throw, proxies whose traps throw,
// revoked proxies. simulate reads them as the evaluator does: what cannot be read is missing.
const getterThrows = (key: string): object => Object.defineProperty({}, key, { enumerable: true, get: () => { throw new Error("getter"); } });
const trapsThrow = (): object =>
  new Proxy({}, Object.fromEntries(["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"].map((t) => [t, () => { throw new Error(t); }])));
const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};
const hostile = fc.constantFrom<() => object>(() => getterThrows("out"), () => getterThrows("region"), trapsThrow, revoked);
const PLACES = ["scenario", "vars", "vars.x", "results", "result", "result.output", "result.evaluation", "result.error", "context", "input", "state"] as const;

/** The scenario with a hostile value put at `place` (`result…`: in the result of node `id`). */
function withHostile(sc: Record<string, unknown>, place: (typeof PLACES)[number], value: object, id: string): unknown {
  if (place === "scenario") return value;
  const copy: Record<string, unknown> = { ...sc };
  if (place === "vars.x") copy["vars"] = { ...(typeof sc["vars"] === "object" && sc["vars"] !== null && !Array.isArray(sc["vars"]) ? sc["vars"] : {}), x: value };
  else if (place === "result") copy["results"] = { ...(sc["results"] as object), [id]: value };
  else if (place.startsWith("result.")) copy["results"] = { ...(sc["results"] as object), [id]: { [place.slice(7)]: value } };
  else copy[place] = value;
  return copy;
}

describe("simulate on run data that is not JSON", () => {
  test("never throws, wherever a throwing getter, a throwing proxy or a revoked proxy sits", () => {
    fc.assert(
      fc.property(validSpec, scenario, fc.constantFrom(...PLACES), hostile, fc.constantFrom(...IDS), maxSteps, fc.boolean(), (spec, sc, place, make, id, max, all) => {
        const sim = simulate(spec, withHostile(sc as Record<string, unknown>, place, make(), id), { maxSteps: max, explainAll: all });
        expect(["ended", "step-limit", "missing-result", "invalid-result"]).toContain(sim.status);
      }),
      { numRuns: 300 },
    );
  });

  test("a variable whose getter throws is missing: the run is the one without that variable", () => {
    fc.assert(
      fc.property(validSpec, scenario, fc.constantFrom(...VARS), maxSteps, (spec, sc, name, max) => {
        const plain: Record<string, unknown> = {};
        const vars = (sc as { vars?: unknown }).vars;
        if (typeof vars === "object" && vars !== null && !Array.isArray(vars)) for (const k of Object.keys(vars)) if (k !== name) Object.defineProperty(plain, k, { value: (vars as Record<string, unknown>)[k], enumerable: true, writable: true, configurable: true });
        const withGetter = Object.defineProperties({ ...plain }, Object.getOwnPropertyDescriptors(getterThrows(name)));
        const a = simulate(spec, { ...sc, vars: withGetter }, { maxSteps: max, explainAll: true });
        const b = simulate(spec, { ...sc, vars: plain }, { maxSteps: max, explainAll: true });
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { numRuns: 200 },
    );
  });

  test("a result that cannot be read is an invalid result that says so, not a throw", () => {
    const spec = { version: 2, nodes: [{ id: "a", type: "end" }] };
    for (const r of [revoked(), trapsThrow(), getterThrows("output")]) {
      const sim = simulate(spec, { results: { a: r } });
      expect(sim.status).toBe("invalid-result");
      expect(sim.invalid!.reason).toMatch(/reading it threw/);
    }
    expect(simulate(spec, revoked()).status).toBe("missing-result");
    expect(simulate(spec, { results: trapsThrow() }).status).toBe("invalid-result");
  });
});

describe("createExecutor agrees with simulate and selectTransition", () => {
  // Results that simulate takes as they are (an output and an evaluation, or an error), so a run
  // driven by the executor can be written from docs/testing.md's run semantics alone.
  const wellFormed = fc.oneof(
    { weight: 4, arbitrary: fc.record({ output: fc.constantFrom("BR", "ok", 1, true), evaluation: fc.record({ scores: fc.record({ mean: fc.integer({ min: 0, max: 10 }) }), ok: fc.boolean(), results: fc.array(fc.record({ score: fc.integer({ min: 0, max: 10 }) }), { maxLength: 3 }) }, { requiredKeys: [] }) }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ error: fc.record({ code: fc.constantFrom("relay-unavailable", "timeout") }) }) },
  );
  const wellFormedScenario = fc.record({
    input: fc.jsonValue({ maxDepth: 2 }),
    vars: fc.dictionary(fc.constantFrom(...VARS.filter((v) => v !== "__proto__")), fc.constantFrom("BR", "ok", 1, true)),
    context: fc.jsonValue({ maxDepth: 2 }),
    state: fc.jsonValue({ maxDepth: 2 }),
    results: fc.record(Object.fromEntries(IDS.map((id) => [id, fc.oneof(wellFormed, fc.array(wellFormed, { minLength: 1, maxLength: 4 }))]))),
  });

  /** A run driven by the executor: each node's result read for its visit, what it produced put where conditions read it, then executor.step. */
  function executorRun(spec: { nodes: unknown[] }, sc: { input: unknown; vars: Record<string, unknown>; context: unknown; state: unknown; results: Record<string, unknown> }, max: number) {
    const executor = createExecutor(spec);
    const vars: Record<string, unknown> = { ...sc.vars };
    const nodes: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    const visits = new Map<string, number>();
    const path: string[] = [];
    const taken: ({ index: number; to: string } | undefined)[] = [];
    const explained: unknown[] = [];
    let id = executor.start;
    for (;;) {
      path.push(id);
      const visit = (visits.get(id) ?? 0) + 1;
      visits.set(id, visit);
      const r = sc.results[id];
      const result = (Array.isArray(r) ? r[visit - 1] : r) as { output?: unknown; evaluation?: unknown; error?: unknown } | undefined;
      if (result === undefined) return { path, taken, explained, status: "missing-result" };
      const produced: Record<string, unknown> = {};
      if (result.error !== undefined) Object.assign(produced, { error: result.error, evaluation: { error: result.error } });
      else {
        if ("output" in result) {
          produced["output"] = result.output;
          const outputVar = (nodesOf(spec as { nodes: unknown[] }).find((n) => n.id === id) as { outputVar?: string }).outputVar;
          if (outputVar !== undefined) Object.defineProperty(vars, outputVar, { value: result.output, writable: true, enumerable: true, configurable: true });
        }
        if ("evaluation" in result) produced["evaluation"] = result.evaluation;
      }
      Object.defineProperty(nodes, id, { value: produced, writable: true, enumerable: true, configurable: true });
      const ctx = { vars, context: sc.context, input: sc.input, state: sc.state, nodes, evaluation: produced["evaluation"] };
      const step = executor.step(id, ctx)!;
      expect(executor.next(id, ctx)).toBe(step.taken?.to);
      taken.push(step.taken);
      explained.push(executor.explain(id, ctx));
      if (step.taken === undefined) return { path, taken, explained, status: "ended" };
      if (taken.length >= max) return { path, taken, explained, status: "step-limit" };
      id = step.taken.to;
    }
  }

  test("property: the executor's steps are simulate's path, with the same transitions taken and explained", () => {
    fc.assert(
      fc.property(validSpec, wellFormedScenario, maxSteps, (spec, sc, max) => {
        const sim = simulate(spec, sc, { maxSteps: max });
        const run = executorRun(spec, sc, max);
        expect(run.status).toBe(sim.status);
        expect(run.path).toEqual(sim.path);
        expect(run.taken).toEqual(sim.steps.map((s) => s.taken));
        expect(run.explained).toEqual(sim.steps.map((s) => s.transitions));
      }),
      { numRuns: 300 },
    );
  });

  test("property: on any context, the executor takes the transition selectTransition takes, and never throws", () => {
    fc.assert(
      fc.property(validSpec, fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), (spec, evaluation, vars) => {
        const executor = createExecutor(spec);
        const ctx = { evaluation, vars: vars as Record<string, unknown>, nodes: {} };
        for (const node of nodesOf(spec)) {
          const chosen = selectTransition(node, ctx);
          const step = executor.step(node.id, ctx)!;
          expect(step.taken?.to).toBe(chosen?.to);
          expect(step.taken === undefined ? undefined : node.transition![step.taken.index]).toBe(chosen);
        }
        expect(executor.step("no such node", ctx)).toBeUndefined();
        expect(executor.next("no such node", ctx)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  test("a webhook node's call: its route, the node's timeout capped at 300 s on a relay, the relay's 50 MiB ceilings", () => {
    const webhook = (id: string, config: Record<string, unknown>) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/x", method: "POST", ...config } });
    const spec = { version: 2, nodes: [webhook("a", { timeout: 600, proxy: "brazil" }), webhook("b", { timeout: 20 }), webhook("c", { proxy: "us" }), webhook("d", {}), { id: "e", type: "end" }] };
    const executor = createExecutor(spec);
    const relay = { requestBodyMaxBytes: 50 * 1024 * 1024, jsonResponseMaxBytes: 50 * 1024 * 1024 };
    expect(executor.webhook("a")).toEqual({ route: "brazil", timeoutSeconds: 300, relay });
    expect(executor.webhook("b")).toEqual({ route: "direct", timeoutSeconds: 20 });
    expect(executor.webhook("c")).toEqual({ route: "us", timeoutSeconds: 300, relay });
    expect(executor.webhook("d")).toEqual({ route: "direct" });
    expect(executor.webhook("e")).toBeUndefined();
    expect(executor.start).toBe("a");
    expect(() => createExecutor({ version: 2, nodes: [webhook("x", { proxy: "eu" })] })).toThrow(SpecError);
  });
});
