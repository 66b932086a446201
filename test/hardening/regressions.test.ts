// Findings of the hardening work, fixed since (docs/security.md, "Findings"): each test holds the
// behaviour on the input that exposed the fault. Their time is measured in the benchmark
// (bench/hardening.bench.mjs, "Former quadratic cases"), never here: these machines are shared.
import { afterEach, describe, expect, test } from "vitest";
import { compileCondition, ConditionError, validateSpec, validateSpecText } from "../../src/index.js";
import { validateSpec as ajvSchemaOnly } from "../../src/schema/validate-spec.js";
import { formatText } from "../../src/format/index.js";
import { nestedArrays } from "./helpers.js";
import { MAX_SUGGESTION_COMPARISONS } from "../../src/core/spec-index.js";

describe("hostile specs", () => {
  test("fixed (src/rules/suggest.ts): a 10,000-character node id named by a transition is cheap (the edit distance was length x length; now banded at 3 edits)", () => {
    const spec = { version: 2, nodes: [{ id: "a".repeat(10_000), type: "end", transition: [{ to: "b".repeat(10_000) }] }] };
    const value = validateSpec(spec);
    expect(value.issues.map((i) => i.code)).toEqual(["transition/unknown-target"]);
  }, 30_000);

  test("fixed (src/rules/condition-compile.ts): 12,000 transitions next to 12,000 schema faults (each transition scanned every schema finding)", () => {
    const headers: Record<string, number> = {};
    for (let i = 0; i < 12_000; i++) headers[`h${i}`] = i;
    const transition = Array.from({ length: 12_000 }, () => ({ to: "a", when: { source: "vars", path: "x", op: "exists" } }));
    const spec = { version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example", method: "GET", headers }, transition }] };
    const value = validateSpec(spec);
    expect(value.issues.length).toBe(12_000);
  }, 30_000);

  test("fixed (scripts/generate.mjs → src/schema/*.js): 30,000 faulty nodes or 15,000 faulty comparisons (the standalone code copied all errors so far for each failing item: vErrors.concat)", () => {
    const nodes = Array.from({ length: 30_000 }, (_, i) => ({ id: `n${i}`, type: "end", mode: 1 }));
    const faultyNodes = { version: 2, nodes };
    // Two conditions of 7,500 faulty comparisons: each within the engine's 10,000 parts, so each fault is reported.
    const comparisons = (): unknown[] => Array.from({ length: 7_500 }, () => ({ source: "vars", path: "x", op: "nope", value: 1 }));
    const faultyAll = { version: 2, nodes: [{ id: "a", type: "end", transition: [{ to: "a", when: { all: comparisons() } }, { to: "a", when: { all: comparisons() } }] }] };
    expect([ajvSchemaOnly(faultyNodes), ajvSchemaOnly(faultyAll)]).toEqual([false, false]);
    // the generated validator gathers every error…
    expect((ajvSchemaOnly.errors ?? []).filter((e) => e.keyword === "enum")).toHaveLength(15_000);
    // …and one issue per fault is kept; a condition's are the condition checker's (the answer eval gives)
    expect(validateSpec(faultyNodes).issues.filter((i) => i.code === "schema/type")).toHaveLength(30_000);
    expect(validateSpec(faultyAll).issues.filter((i) => i.code === "condition/unknown-op")).toHaveLength(15_000);
  }, 30_000);
});

describe("placing issues in text", () => {
  test("fixed (src/validate/text.ts, locatePointers and spanOf): 10,000 faults over 130 pointer segments deep in 0.5 MB of text are placed in about a second (every prefix of every pointer was rebuilt: depth x depth per issue, 20 s)", () => {
    // As deep as a condition may nest (64 levels, each `all` two pointer segments), 5,000 faults in
    // each of two conditions (a condition holds at most 10,000 parts; beyond, the checker says so once).
    const deepest = (): unknown => {
      let cond: unknown = { all: Array.from({ length: 5_000 }, () => ({ source: "vars", path: "x", op: "nope", value: 1 })) };
      for (let i = 0; i < 62; i++) cond = { all: [cond] };
      return cond;
    };
    const text = JSON.stringify({ version: 2, nodes: [{ id: "a", type: "end", transition: [{ to: "a", when: deepest() }, { to: "a", when: deepest() }] }] });
    const value = validateSpecText(text);
    expect(value.issues.length).toBe(10_000);
    const first = text.indexOf('"nope"');
    expect(value.issues[0]!.range!.start.offset).toBe(first);
    expect(value.issues[9_999]!.range!.start.offset).toBe(text.lastIndexOf('"nope"'));
  }, 60_000);
});

describe("prototype pollution elsewhere in the process", () => {
  const proto = Object.prototype as unknown as Record<string, unknown>;
  afterEach(() => {
    for (const k of ["nodes", "proxy", "transition"]) delete proto[k];
  });

  test("fixed (scripts/generate.mjs → src/schema/*.js, ajv ownProperties): a polluted Object.prototype neither makes an empty object a valid spec nor a valid spec invalid", () => {
    const webhook = { version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example", method: "GET" } }] };
    expect(validateSpec(webhook).valid).toBe(true);
    let empty: ReturnType<typeof validateSpec>;
    let polluted: ReturnType<typeof validateSpec>;
    try {
      proto["nodes"] = [{ id: "a", type: "end" }];
      empty = validateSpec({});
      delete proto["nodes"];
      proto["proxy"] = "eu";
      proto["transition"] = 5;
      polluted = validateSpec(webhook);
    } finally {
      for (const k of ["nodes", "proxy", "transition"]) delete proto[k];
    }
    // The semantic rules read own properties only; the schema pass must too.
    expect(empty.issues.map((i) => `${i.code} ${i.pointer}`)).toContain("schema/required /nodes");
    expect(polluted.issues).toEqual([]);
  });
});

describe("conditions: JSON that makes compileCondition throw something else than ConditionError", () => {
  test("fixed (quote of src/conditions/messages.ts, now q in src/core/wording.ts): an `op` or `source` that is an array nested 100,000 deep is a ConditionError (String() recursed: RangeError)", () => {
    const deep = nestedArrays(100_000);
    for (const cond of [{ source: "vars", path: "x", op: deep }, { source: deep, path: "x", op: "eq", value: 1 }]) {
      let error: unknown;
      try {
        compileCondition(cond);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConditionError);
    }
  });

  test("fixed (quote of src/conditions/messages.ts, now q in src/core/wording.ts): the message for an `op` that is a 1,000,000-item array is short (it was 8.9 MB)", () => {
    let message = "";
    try {
      compileCondition({ source: "vars", path: "x", op: Array.from({ length: 1_000_000 }, (_, i) => `op${i}`) });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.length).toBeGreaterThan(0);
    expect(message.length).toBeLessThan(1000);
  });
});

describe("the command line", () => {
  test("fixed (src/cli/commands/fmt.ts): `agentspec fmt` never rewrites 9007199254740993 as 9007199254740992 (content unchanged): it refuses", () => {
    const text = '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"source": "vars", "path": "id", "op": "eq", "value": 9007199254740993}}]}]}\n';
    const result = formatText(text);
    if ("output" in result) expect(result.output).toContain("9007199254740993");
    else expect(result.issues.length).toBeGreaterThan(0);
    // A big integer that is its own shortest form is written back as it was.
    const exact = formatText('{"version": 2, "nodes": [{"id": "a", "type": "end", "n": 123456789012345680000}]}\n');
    expect("output" in exact && exact.output.includes("123456789012345680000")).toBe(true);
  });
});

describe("did-you-mean on thousands of unknown references", () => {
  // Before: every unknown reference was compared with every node id (1,200 took 3.5 s, 9,600 took
  // minutes). Now the comparisons of one validation are bounded; every error is still reported.
  const ids = (i: number) => `n${i}-xxxxxxxxxxxxxxxx`;
  const typo = (i: number) => `m${i}-xxxxxxxxxxxxxxxx`;
  const withSuggestion = (n: number) => Math.ceil(MAX_SUGGESTION_COMPARISONS / n);

  test("1,200 transitions to missing nodes: all reported, suggestions while the budget lasts", () => {
    const nodes = Array.from({ length: 1200 }, (_, i) => ({ id: ids(i), type: "end", transition: [{ to: typo(i) }] }));
    const issues = validateSpec({ version: 2, nodes }).issues.filter((i) => i.code === "transition/unknown-target");
    expect(issues).toHaveLength(1200);
    const suggested = issues.filter((i) => i.params?.["suggestion"] !== undefined);
    expect(suggested).toHaveLength(withSuggestion(1200));
    expect(suggested[0]!.params).toEqual({ to: typo(0), suggestion: ids(0) });
  });

  test("the same for `of` naming missing nodes, sharing one budget", () => {
    const nodes = Array.from({ length: 1200 }, (_, i) => ({
      id: ids(i),
      type: "end",
      transition: [{ to: ids(i), when: { source: "node", of: typo(i), path: "evaluation.x", op: "exists" } }],
    }));
    const issues = validateSpec({ version: 2, nodes }).issues.filter((i) => i.code === "condition/unknown-node");
    expect(issues).toHaveLength(1200);
    expect(issues.filter((i) => i.params?.["suggestion"] !== undefined)).toHaveLength(withSuggestion(1200));
  });

  test("a handful of unknown references always gets its suggestions", () => {
    const nodes = Array.from({ length: 5000 }, (_, i) => ({ id: ids(i), type: "end" }));
    nodes[0] = { ...nodes[0]!, transition: [{ to: typo(7) }, { to: typo(4999) }] } as (typeof nodes)[number];
    const issues = validateSpec({ version: 2, nodes }).issues.filter((i) => i.code === "transition/unknown-target");
    expect(issues.map((i) => i.params?.["suggestion"])).toEqual([ids(7), ids(4999)]);
  });
});
