// One numbering of transitions in every text a person reads (contract §11): `agentspec test`
// (its failure, its trace and its coverage), `simulate` with `checkExpectations`, `agentspec diff`,
// the graph, and `check`'s own messages all call the transition at /nodes/0/transition/1 of the
// same spec "transition 2". JSON Pointers and `index` fields keep counting from 0.
import { describe, expect, test } from "vitest";
import { checkExpectations, diffSpecs, simulate, validateSpec } from "../../src/index.js";
import { edgeLooks } from "../../src/graph/look.js";
import { graphOf } from "../../src/graph/model.js";
import { run, tree } from "../cli/helpers.js";

const when = (value: number) => ({ source: "vars", path: "total", op: "gte", value });
/** "start" has four transitions: to big (total ≥ 100), to mid (total ≥ threshold), to done always, and one after it never taken. */
const spec = (threshold: number) => ({
  version: 2,
  nodes: [
    {
      id: "start",
      type: "action",
      actionType: "LLM",
      transition: [
        { to: "big", when: when(100) },
        { to: "mid", when: when(threshold) },
        { to: "done" },
        { to: "big" },
      ],
    },
    { id: "big", type: "action", actionType: "LLM", transition: [{ to: "done" }] },
    { id: "mid", type: "action", actionType: "LLM", transition: [{ to: "done" }] },
    { id: "done", type: "end" },
  ],
});
const json = (v: unknown): string => JSON.stringify(v, null, 2) + "\n";
// A total of 60 takes transition 2 (index 1) to "mid"; the case expected "big".
const testFile = { spec: "flow.json", cases: [{ name: "sixty", vars: { total: 60 }, results: { start: {}, big: {}, mid: {}, done: {} }, expect: { path: ["start", "big", "done"] } }] };

describe("the transition at /nodes/0/transition/1 is transition 2 everywhere", () => {
  test("simulate and checkExpectations: the run took index 1, and the message says transition 2", () => {
    const sim = simulate(spec(50), { vars: { total: 60 }, results: { start: {}, big: {}, mid: {}, done: {} } });
    expect(sim.steps[0]!.taken).toEqual({ index: 1, to: "mid" });
    expect(sim.steps[0]!.transitions[1]!.pointer).toBe("/nodes/0/transition/1");
    const [mismatch] = checkExpectations(sim, { path: ["start", "big", "done"] });
    expect(mismatch!.message).toContain('at "start" transition 2 (to "mid") was the first that held');
  });

  test("agentspec test: the failure, the trace and the coverage", async () => {
    const dir = tree({ "flow.json": json(spec(50)), "flow.agentspec-test.json": json(testFile) });
    const r = await run(["test", "--coverage"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('at "start" transition 2 (to "mid") was the first that held');
    // The trace lists every transition evaluated, numbered as the spec's reader counts them.
    expect(r.stdout).toMatch(/flow\.json:\d+:\d+ {2}transition 1 to "big": .* → false\n/);
    expect(r.stdout).toMatch(/flow\.json:\d+:\d+ {2}transition 2 to "mid": .* → true ← taken\n/);
    expect(r.stdout).toContain('transition 1 of "start" (to "big") never taken');
    expect(r.stdout).toContain('transition 4 of "start" (to "big") never taken');
    // -f json keeps the 0-based index beside the text.
    const j = JSON.parse((await run(["test", "-f", "json"], { cwd: dir })).stdout) as { files: { cases: { failures: { step: { transitions: { index: number; taken: boolean }[] } }[] }[] }[] };
    expect(j.files[0]!.cases[0]!.failures[0]!.step.transitions.find((t) => t.taken)!.index).toBe(1);
  });

  test("agentspec diff and diffSpecs: a changed condition of index 1 is transition 2, its pointer /transition/1", async () => {
    const [change] = diffSpecs(spec(50), spec(40));
    expect(change).toMatchObject({ kind: "transition/condition-changed", after: "/nodes/0/transition/1", params: { transition: 2 } });
    expect(change!.message).toContain('transition 2 of "start"');
    const dir = tree({ "before.json": json(spec(50)), "flow.json": json(spec(40)) });
    const r = await run(["diff", "before.json", "flow.json"], { cwd: dir });
    expect(r.stdout).toContain('transition 2 of "start"');
  });

  test("the graph: the edge of index 1 is labelled 2, in every renderer's look and in the command's picture", async () => {
    const graph = graphOf(spec(50), { issues: [] });
    const i = graph.edges.findIndex((e) => e.pointer === "/nodes/0/transition/1");
    const look = edgeLooks(graph)[i]!;
    expect(look.label.startsWith("2: ")).toBe(true);
    expect(look.tooltip.split("\n")[0]).toBe("transition 2 of start → mid");
    const dir = tree({ "flow.json": json(spec(50)) });
    const svg = await run(["graph", "flow.json", "-f", "svg"], { cwd: dir });
    expect(svg.stdout).toContain("<title>transition 2 of start → mid");
  });

  test("check: the transition that is always taken is named by its number from 1", async () => {
    const issues = validateSpec(spec(50)).issues.filter((i) => i.code === "transition/unreachable");
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([["/nodes/0/transition/3", 'this transition is never taken: transition 3 (to "done") has no "when" and is always taken first']]);
    const dir = tree({ "flow.json": json(spec(50)) });
    expect((await run(["check", "flow.json"], { cwd: dir })).stdout).toContain('transition 3 (to "done") has no "when" and is always taken first');
  });
});
