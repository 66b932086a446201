// Expectations, coverage and test files, on small specs.
import { describe, expect, test } from "vitest";
import { checkExpectations, coverageOf, runTestFile, simulate, validateTestFileText } from "../../src/workflow/index.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { testFileSpecFindings, type TestFile } from "../../src/workflow/test-file.js";
import { testCodes } from "../../src/core/codes/test.js";
import { loop, triage } from "./helpers.js";

const lineOf = (text: string, s: string): number => text.slice(0, text.indexOf(s)).split("\n").length;
const low = { vars: { region: "EU" }, results: { classify: { evaluation: { scores: { mean: 6.5 } } }, answer: {}, page: {} } };

describe("checkExpectations", () => {
  test("a run that meets every expectation has no mismatch", () => {
    const sim = simulate(triage, low);
    expect(checkExpectations(sim, { path: ["classify", "answer"], end: "answer", routes: { classify: "direct" }, vars: {} })).toEqual([]);
  });

  test("a path mismatch names the first position it left the expectation and the step that decided it", () => {
    const sim = simulate(triage, low);
    const [m, ...rest] = checkExpectations(sim, { path: ["classify", "page"] });
    expect(rest).toEqual([]);
    expect(m).toMatchObject({ kind: "path", at: 1, expected: ["classify", "page"], actual: ["classify", "answer"] });
    expect(m!.message).toBe('the path left the expectation after "classify" (position 2): it went to "answer", "page" was expected; at "classify" transition 3 (to "answer") was the first that held');
    expect(m!.kind === "path" && m.step?.node).toBe("classify");
  });

  test("a run shorter or longer than the expected path", () => {
    const sim = simulate(triage, low);
    expect(checkExpectations(sim, { path: ["classify", "answer", "page"] })[0]!.message).toBe(
      'the path left the expectation after "answer" (position 3): it ended, "page" was expected; at "answer" no transition held, so the run ended there',
    );
    expect(checkExpectations(sim, { path: ["classify"] })[0]!.message).toMatch(/^the path left the expectation after "classify" \(position 2\): it went to "answer", the path was expected to end/);
    expect(checkExpectations(sim, { path: ["answer"] })[0]).toMatchObject({ kind: "path", at: 0 });
  });

  test("end, routes and vars (a subset, deep equality)", () => {
    const sim = simulate(triage, { vars: { region: "BR", keep: { a: [1, 2] } }, results: { classify: {}, "lookup-br": { output: { id: 7 } }, answer: {} } });
    expect(checkExpectations(sim, { end: "answer", routes: { "lookup-br": "brazil" }, vars: { customer: { id: 7 }, keep: { a: [1, 2] } } })).toEqual([]);
    const bad = checkExpectations(sim, { end: "page", routes: { "lookup-br": "us", page: "direct", classify: "direct" }, vars: { customer: { id: "7" }, nope: 1 } });
    expect(bad.map((m) => m.message)).toEqual([
      'the run ended at "answer", not "page"; at "answer" no transition held, so the run ended there',
      'node "lookup-br" runs on route "brazil", not "us"',
      'node "page" never ran, so its route "direct" was not taken',
      'vars.customer is {"id": 7}, not {"id": "7"}',
      "vars.nope was never set; 1 was expected",
    ]);
  });

  test("the run must end unless status says otherwise; a missing result fails, naming the node", () => {
    const looping = simulate(loop, { results: { a: {}, b: { evaluation: { done: false } } } }, { maxSteps: 5 });
    expect(checkExpectations(looping, {})[0]!.message).toBe('the run did not end within 5 steps: it loops "b" → "a" → "b"');
    expect(checkExpectations(looping, { status: "step-limit" })).toEqual([]);
    // a run stopped by the limit did not end anywhere: no `end` mismatch, whatever status was expected
    expect(checkExpectations(looping, { status: "step-limit", end: "done" })).toEqual([]);
    expect(checkExpectations(looping, { end: "done" }).map((m) => m.kind)).toEqual(["status"]);
    // a run that reached a node without a result: the step that chose that node explains the route there
    const noResult = simulate(triage, { results: { classify: { evaluation: { scores: { mean: 9 } } } } });
    const [status] = checkExpectations(noResult, {});
    expect(status).toMatchObject({ kind: "status", actual: "missing-result", step: { node: "classify", taken: { index: 0, to: "page" } } });
    const missing = simulate(triage, { results: {} });
    expect(checkExpectations(missing, { path: ["classify"] }).map((m) => m.message)).toEqual(['node "classify" has no result: give one in "results"']);
    // the path left the expectation before the missing result: that comes first, as its cause
    const wrongTurn = simulate(triage, { results: { classify: { evaluation: { scores: { mean: 9 } } } } });
    expect(checkExpectations(wrongTurn, { path: ["classify", "answer"] }).map((m) => m.kind)).toEqual(["path", "status"]);
    expect(checkExpectations(wrongTurn, { path: ["classify", "page", "x"] }).map((m) => m.kind)).toEqual(["status"]);
  });
});

describe("coverageOf", () => {
  test("counts nodes run, transitions taken and conditions seen false; lists what no run reached", () => {
    const c = coverageOf(triage, [simulate(triage, low)]);
    expect(c.nodes).toEqual({ total: 4, visited: 2, visits: { classify: 1, page: 0, "lookup-br": 0, answer: 1 } });
    expect(c.transitions).toMatchObject({ total: 5, taken: 1, conditional: 3, bothWays: 0, fullyCovered: 1 });
    expect(c.transitions.list.map((t) => [t.node, t.index, t.taken, t.false])).toEqual([
      ["classify", 0, 0, 1],
      ["classify", 1, 0, 1],
      ["classify", 2, 1, 0],
      ["lookup-br", 0, 0, 0],
      ["answer", 0, 0, 1],
    ]);
    // 4 nodes + 5 transitions + 3 conditions = 12 outcomes; covered: 2 nodes, 1 taken, 3 false
    expect(c.outcomes).toEqual({ total: 12, covered: 6 });
    expect(c.percent).toBe(50);
    expect(c.uncovered.map((u) => `${u.kind} ${u.pointer}`)).toEqual([
      "transition-not-taken /nodes/0/transition/0",
      "transition-not-taken /nodes/0/transition/1",
      "node-not-visited /nodes/1",
      "node-not-visited /nodes/2",
      "transition-not-taken /nodes/2/transition/0",
      "transition-not-taken /nodes/3/transition/0",
    ]);
  });

  test("a transition is fully covered once its when was seen true and false", () => {
    const runs = [
      simulate(triage, low),
      simulate(triage, { results: { classify: { evaluation: { scores: { mean: 9 } } }, page: {} } }),
      simulate(triage, { vars: { region: "BR" }, results: { classify: {}, "lookup-br": { error: { code: "relay-unavailable" } }, answer: {}, page: {} } }),
    ];
    const two = coverageOf(triage, runs.slice(0, 2));
    expect(two.transitions.bothWays).toBe(1);
    expect(two.uncovered.filter((u) => u.kind === "condition-never-false").map((u) => u.pointer)).toEqual([]);
    const c = coverageOf(triage, runs);
    expect(c.transitions).toMatchObject({ taken: 5, bothWays: 3, fullyCovered: 5 });
    expect(c.percent).toBe(100);
    expect(c.uncovered).toEqual([]);
    const onlyTrue = coverageOf(triage, [runs[1]!]);
    expect(onlyTrue.uncovered.filter((u) => u.kind === "condition-never-false").map((u) => u.pointer)).toEqual([
      "/nodes/0/transition/0/when",
      "/nodes/0/transition/1/when",
      "/nodes/3/transition/0/when",
    ]);
  });

  test("no run: nothing covered; a spec with no transitions counts its nodes", () => {
    expect(coverageOf(triage, []).outcomes.covered).toBe(0);
    const one = { version: 2, nodes: [{ id: "a", type: "end" }] };
    expect(coverageOf(one, [simulate(one, { results: { a: {} } })]).percent).toBe(100);
  });
});

describe("test files", () => {
  const file = (cases: unknown[], extra: object = {}) => JSON.stringify({ spec: "triage.json", cases, ...extra }, null, 2);
  const good = { name: "low score answers", results: { classify: {}, answer: {} }, expect: { path: ["classify", "answer"] } };

  test("a valid file gives its value and no issues", () => {
    const r = validateTestFileText(file([good]));
    expect(r).toMatchObject({ valid: true, issues: [] });
    expect(r.value?.cases[0]?.name).toBe("low score answers");
  });

  test("schema faults are positioned issues, unknown properties with the allowed ones", () => {
    const text = file([{ ...good, expect: { pth: ["classify"] } }, { name: "", results: { a: { evalution: {} } }, expect: {} }]);
    const r = validateTestFileText(text);
    expect(r.valid).toBe(false);
    expect(r.issues.map((i) => [i.code, i.pointer, i.range?.start.line])).toEqual([
      ["spec/misspelled-property", "/cases/0/expect/pth", lineOf(text, '"pth"')],
      ["schema/min-length", "/cases/1/name", lineOf(text, '"name": ""')],
      ["spec/misspelled-property", "/cases/1/results/a/evalution", lineOf(text, '"evalution"')],
    ]);
    // Near misses of keys the object lacks: spec/misspelled-property (an error in a test file), with the name meant.
    expect(r.issues[0]!.message).toBe('unknown property "pth" on an expectation; did you mean "path"?');
    expect(r.issues[0]!.severity).toBe("error");
    expect(r.issues[2]!.message).toBe('unknown property "evalution" on a node result; did you mean "evaluation"?');
    // An unknown key that is no near miss, or whose name meant is there too, keeps the allowed list.
    const other = validateTestFileText(file([{ ...good, expect: { path: ["classify"], pth: 1, zzz: 2 } }])).issues;
    expect(other.map((i) => [i.code, i.message])).toEqual([
      ["schema/unknown-property", 'unknown property "pth"; did you mean "path"? allowed: "path", "end", "status", "routes" or "vars"'],
      ["schema/unknown-property", 'unknown property "zzz"; allowed: "path", "end", "status", "routes" or "vars"'],
    ]);
  });

  test("malformed JSON, a repeated key and a missing spec are reported like a spec's", () => {
    expect(validateTestFileText('{ "spec": "a.json", }').issues.map((i) => [i.code, i.range?.start.column])).toEqual([["json/syntax", 21]]);
    expect(validateTestFileText('{ "spec": "a", "spec": "b", "cases": [] }').issues.map((i) => i.code)).toEqual(["json/duplicate-key", "schema/min-items"]);
    expect(validateTestFileText("{}").issues.map((i) => i.message)).toEqual(['missing required property "cases"', 'missing required property "spec"']);
  });

  test("checks against the spec: unknown node ids with a suggestion, duplicate names, routes of non-webhooks, error with output", () => {
    const doc = JSON.parse(
      file([
        { ...good, results: { clasify: {}, answer: { error: { code: "x" }, output: 1 } }, expect: { path: ["classify", "anwser"], routes: { answer: "direct" } } },
        { ...good },
        { ...good, expect: { end: "nowhere-near" } },
      ]),
    ) as TestFile;
    const endNode = { version: 2, nodes: [...triage.nodes, { id: "stop", type: "end" }] };
    const findings = testFileSpecFindings({ ...doc, cases: [...doc.cases, { ...good, name: "r", expect: { routes: { stop: "direct" } } }] }, endNode);
    expect(findings.map((f) => [f.code, f.pointer, f.params?.["suggestion"]])).toEqual([
      ["test/unknown-node", "/cases/0/results/clasify", "classify"],
      ["test/error-with-output", "/cases/0/results/answer/error", undefined],
      ["test/unknown-node", "/cases/0/expect/path/1", "answer"],
      ["test/duplicate-case-name", "/cases/1/name", undefined],
      ["test/duplicate-case-name", "/cases/2/name", undefined],
      ["test/unknown-node", "/cases/2/expect/end", undefined],
      ["test/not-a-webhook", "/cases/3/expect/routes/stop", undefined],
    ]);
  });

  test("runTestFile: a failed case is explained in full (every transition of every step)", () => {
    const doc = JSON.parse(file([good, { ...good, name: "wrong", expect: { path: ["classify", "page"] } }], { maxSteps: 3 })) as TestFile;
    const [pass, fail] = runTestFile(doc, triage);
    expect(pass).toMatchObject({ passed: true, mismatches: [] });
    expect(pass!.simulation.steps[0]!.transitions).toHaveLength(3);
    expect(fail!.passed).toBe(false);
    expect(fail!.simulation.steps[0]!.transitions.map((t) => t.evaluated)).toEqual([true, true, true]);
  });
});

test("every test-file code has a one-sentence message in the house style and a row in docs/testing.md", () => {
  const doc = readFileSync(join(import.meta.dirname, "..", "..", "docs", "testing.md"), "utf8");
  for (const [code, { message }] of Object.entries(testCodes)) {
    const text = (message as (p: object) => string)({ id: "a", where: "results", suggestion: "b", name: "n", first: 1, spec: "s.json", reason: "gone", errors: 2 });
    expect(text, code).toMatch(/^[a-z0-9"][^\n]*[^.]$/);
    expect(text, code).not.toMatch(/undefined/);
    expect(doc, code).toContain(`| \`${code}\` |`);
  }
});
