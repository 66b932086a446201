import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  checkCondition,
  compileCondition,
  ConditionError,
  MAX_CONDITION_DEPTH,
  MAX_CONDITION_PARTS,
  MAX_REGEX_PATTERN_LENGTH,
  MAX_VALUE_DEPTH,
} from "../../src/conditions/index.js";
import { conditionCodes as conditionMessages } from "../../src/core/codes/condition.js";
import type { Issue } from "../../src/core/issue.js";
import { condition as arbitraryCondition } from "../arbitraries.js";
import { checkParts } from "../../src/conditions/check.js";
import { withNearMisses } from "../../src/conditions/near-miss.js";
import { issuesOf } from "./helpers.js";

const c = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({ source: "vars", path: "x", op: "eq", value: 1, ...extra });

describe("compile-time issues carry the pointer of the fault", () => {
  test.each<[string, unknown, { code: string; pointer: string; params?: Record<string, unknown> }[]]>([
    ["not an object", 3, [{ code: "condition/not-an-object", pointer: "", params: { type: "a number" } }]],
    ["null", null, [{ code: "condition/not-an-object", pointer: "", params: { type: "null" } }]],
    ["an array", [], [{ code: "condition/not-an-object", pointer: "", params: { type: "an array" } }]],
    ["no op, no combinator", {}, [{ code: "condition/missing-member", pointer: "/op", params: { member: "op" } }]],
    ["missing path", { source: "vars", op: "exists" }, [{ code: "condition/missing-member", pointer: "/path", params: { member: "path" } }]],
    ["missing source", { path: "x", op: "exists" }, [{ code: "condition/missing-member", pointer: "/source", params: { member: "source" } }]],
    ["unknown op", c({ op: "equals" }), [{ code: "condition/unknown-op", pointer: "/op", params: { op: "equals", allowed: expect.arrayContaining(["eq", "regex", "length"]), suggestion: "eq" } }]],
    ["op not a string", c({ op: 1 }), [{ code: "condition/unknown-op", pointer: "/op", params: { op: 1, allowed: expect.any(Array) } }]],
    ["bad source", c({ source: "env" }), [{ code: "condition/bad-source", pointer: "/source", params: { source: "env", allowed: ["evaluation", "vars", "context", "input", "node", "state"] } }]],
    ["near-miss source", c({ source: "var" }), [{ code: "condition/bad-source", pointer: "/source", params: { source: "var", allowed: ["evaluation", "vars", "context", "input", "node", "state"], suggestion: "vars" } }]],
    ["operator in another case", c({ op: "EQ" }), [{ code: "condition/unknown-op", pointer: "/op", params: { op: "EQ", allowed: expect.any(Array), suggestion: "eq" } }]],
    ["operator as a symbol", c({ op: ">=" }), [{ code: "condition/unknown-op", pointer: "/op", params: { op: ">=", allowed: expect.any(Array), suggestion: "gte" } }]],
    ["operator with white space around it", c({ op: " eq" }), [{ code: "condition/unknown-op", pointer: "/op", params: { op: " eq", allowed: expect.any(Array), suggestion: "eq" } }]],
    ["source with white space around it", c({ source: "vars " }), [{ code: "condition/bad-source", pointer: "/source", params: { source: "vars ", allowed: expect.any(Array), suggestion: "vars" } }]],
    ["operator far from any", c({ op: "frobnicate" }), [{ code: "condition/unknown-op", pointer: "/op", params: { op: "frobnicate", allowed: expect.any(Array) } }]],
    ["path not a string", c({ path: 3 }), [{ code: "condition/path-not-string", pointer: "/path", params: { type: "a number" } }]],
    ["bad path", c({ path: "a..b" }), [{ code: "condition/bad-path", pointer: "/path", params: { path: "a..b", offset: 2, expected: "a name" } }]],
    ["empty path", c({ path: "" }), [{ code: "condition/bad-path", pointer: "/path", params: { path: "", offset: 0, expected: "a name or '['" } }]],
    ["binary op without value", { source: "vars", path: "x", op: "gt" }, [{ code: "condition/missing-member", pointer: "/value", params: { member: "value", op: "gt" } }]],
    ["value undefined", c({ value: undefined }), [{ code: "condition/missing-member", pointer: "/value", params: { member: "value", op: "eq" } }]],
    ["in needs an array", c({ op: "in", value: "a" }), [{ code: "condition/value-not-array", pointer: "/value", params: { op: "in", type: "a string" } }]],
    ["notIn needs an array", c({ op: "notIn", value: { a: 1 } }), [{ code: "condition/value-not-array", pointer: "/value", params: { op: "notIn", type: "an object" } }]],
    ["regex needs a string", c({ op: "regex", value: 1 }), [{ code: "condition/value-not-string", pointer: "/value", params: { op: "regex", type: "a number" } }]],
    ["bad regex", c({ op: "regex", value: "(" }), [{ code: "condition/bad-regex", pointer: "/value", params: { pattern: "(", reason: expect.stringContaining("missing closing )") } }]],
    ["backreference", c({ op: "regex", value: "(a)\\1" }), [{ code: "condition/bad-regex", pointer: "/value", params: { pattern: "(a)\\1", reason: expect.stringContaining("no backreferences") } }]],
    ["lookahead", c({ op: "regex", value: "a(?=b)" }), [{ code: "condition/bad-regex", pointer: "/value", params: { pattern: "a(?=b)", reason: expect.stringContaining("no lookahead or lookbehind") } }]],
    ["lookbehind", c({ op: "regex", value: "(?<!a)b" }), [{ code: "condition/bad-regex", pointer: "/value", params: { pattern: "(?<!a)b", reason: expect.stringContaining("no lookahead or lookbehind") } }]],
    ["pattern too long", c({ op: "regex", value: "a".repeat(MAX_REGEX_PATTERN_LENGTH + 1) }), [{ code: "condition/pattern-too-long", pointer: "/value", params: { length: 1025, limit: 1024 } }]],
    ["length: not an object", c({ op: "length", value: 3 }), [{ code: "condition/bad-length-operand", pointer: "/value", params: { expected: "an object { comparator, value }" } }]],
    ["length: no comparator", c({ op: "length", value: { value: 3 } }), [{ code: "condition/missing-member", pointer: "/value/comparator", params: { member: "comparator", within: "length" } }]],
    ["length: bad comparator and value", c({ op: "length", value: { comparator: "neq", value: "3" } }), [
      { code: "condition/bad-length-operand", pointer: "/value/comparator", params: { expected: "a comparator: one of eq, gt, gte, lt, lte" } },
      { code: "condition/bad-length-operand", pointer: "/value/value", params: { expected: "a finite number as its `value`" } },
    ]],
    ["length: no value", c({ op: "length", value: { comparator: "eq" } }), [{ code: "condition/missing-member", pointer: "/value/value", params: { member: "value", within: "length" } }]],
    ["node without of", c({ source: "node", path: "evaluation.x" }), [{ code: "condition/missing-member", pointer: "/of", params: { member: "of" } }]],
    ["node with a bad of", c({ source: "node", of: { id: "a" }, path: "evaluation.x" }), [{ code: "condition/bad-of", pointer: "/of" }]],
    ["node with an empty of", c({ source: "node", of: "", path: "evaluation.x" }), [{ code: "condition/bad-of", pointer: "/of" }]],
    ["node path without evaluation", c({ source: "node", of: "a", path: "scores.mean" }), [{ code: "condition/node-path-prefix", pointer: "/path", params: { path: "scores.mean" } }]],
    ["op and a combinator", { ...c(), all: [] }, [{ code: "condition/mixed-shape", pointer: "", params: { op: "eq", combinator: "all" } }]],
    ["two combinators", { all: [], any: [] }, [{ code: "condition/combinator-shape", pointer: "", params: { keys: ["any"] } }]],
    ["a combinator with more", { not: c(), note: "x" }, [{ code: "condition/combinator-shape", pointer: "", params: { keys: ["note"] } }]],
    ["all not an array", { all: c() }, [{ code: "condition/combinator-not-array", pointer: "/all", params: { combinator: "all", type: "an object" } }]],
    ["not an array under not", { not: [c()] }, [{ code: "condition/not-an-object", pointer: "/not", params: { type: "an array" } }]],
    ["value not JSON", c({ value: [1, { a: () => 1 }] }), [{ code: "condition/value-not-json", pointer: "/value/1/a", params: { type: "a function" } }]],
    ["value with NaN", c({ value: { n: NaN } }), [{ code: "condition/value-not-json", pointer: "/value/n", params: { type: "a non-finite number" } }]],
    ["value with a Date", c({ value: new Date(0) }), [{ code: "condition/value-not-json", pointer: "/value", params: { type: "a Date object" } }]],
    ["value with undefined in an array", c({ op: "in", value: [1, undefined] }), [{ code: "condition/value-not-json", pointer: "/value/1", params: { type: "undefined" } }]],
  ])("%s", (_, cond, expected) => {
    expect(issuesOf(cond)).toEqual(expected);
  });

  test("every fault of a nested condition, each at its own pointer", () => {
    const cond = { all: [c(), { any: [c({ path: "a[" }), { not: { source: "vars", path: "x", op: "in", value: 3 } }] }, c({ op: "nope", source: "x" })] };
    expect(issuesOf(cond).map((i) => [i.code, i.pointer])).toEqual([
      ["condition/bad-path", "/all/1/any/0/path"],
      ["condition/value-not-array", "/all/1/any/1/not/value"],
      ["condition/bad-source", "/all/2/source"],
      ["condition/unknown-op", "/all/2/op"],
    ]);
  });

  test("the error is one ConditionError with worded issues", () => {
    try {
      compileCondition({ all: [c(), { not: c({ op: "in" }) }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConditionError);
      const e = error as ConditionError;
      expect(e.name).toBe("ConditionError");
      expect(e.issues).toEqual([
        { code: "condition/value-not-array", severity: "error", pointer: "/all/1/not/value", message: '"in" needs an array as "value", not a number', params: { op: "in", type: "a number" } },
      ]);
      expect(e.message).toBe('/all/1/not/value: "in" needs an array as "value", not a number');
    }
  });

  test("forward compatible: a comparison may carry extra members; a unary operator ignores value", () => {
    expect(() => compileCondition(c({ valueType: "number", label: "x" }))).not.toThrow();
    expect(() => compileCondition({ source: "vars", path: "x", op: "exists", value: { anything: 1 } })).not.toThrow();
    expect(() => compileCondition({ source: "vars", path: "x", op: "eq", value: 1, of: "ignored" })).not.toThrow();
  });
});

describe("limits", () => {
  const nest = (depth: number): unknown => {
    let cond: unknown = c();
    for (let i = 1; i < depth; i++) cond = { not: cond };
    return cond;
  };

  test(`depth ${MAX_CONDITION_DEPTH} compiles; one more is refused at the part too deep`, () => {
    expect(compileCondition(nest(MAX_CONDITION_DEPTH)).evaluate({ vars: { x: 1 } })).toBe(MAX_CONDITION_DEPTH % 2 === 1);
    const issues = issuesOf(nest(MAX_CONDITION_DEPTH + 1));
    expect(issues).toEqual([{ code: "condition/too-deep", pointer: "/not".repeat(MAX_CONDITION_DEPTH), params: { limit: 64 } }]);
  });

  test("a 100,000-deep condition gives too-deep without overflowing the stack", () => {
    const issues = issuesOf(nest(100_000));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.code).toBe("condition/too-deep");
    const deepAll: unknown[] = [];
    let cur = deepAll;
    for (let i = 0; i < 100_000; i++) {
      const next: unknown[] = [];
      cur.push({ all: next });
      cur = next;
    }
    expect(issuesOf({ all: deepAll }).map((i) => i.code)).toEqual(["condition/too-deep"]);
  });

  test(`${MAX_CONDITION_PARTS} parts compile; one more is refused once`, () => {
    expect(() => compileCondition({ any: Array.from({ length: MAX_CONDITION_PARTS - 1 }, () => c()) })).not.toThrow();
    expect(issuesOf({ any: Array.from({ length: MAX_CONDITION_PARTS }, () => c()) })).toEqual([
      { code: "condition/too-large", pointer: "", params: { limit: MAX_CONDITION_PARTS } },
    ]);
    expect(issuesOf({ any: Array.from({ length: 200_000 }, () => 3) })).toHaveLength(MAX_CONDITION_PARTS);
  });

  test("operands: nesting over MAX_VALUE_DEPTH and cycles are refused, never a crash; a shared value is JSON", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(issuesOf(c({ value: deep })).map((i) => i.code)).toEqual(["condition/value-too-deep"]);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_VALUE_DEPTH; i++) ok = [ok];
    expect(() => compileCondition(c({ value: ok }))).not.toThrow();
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(issuesOf(c({ value: cyclic }))).toEqual([{ code: "condition/value-not-json", pointer: "/value/self", params: { type: "a cyclic reference" } }]);
    // One array held twice is written out twice: JSON data, equal to its copy.
    const shared = [1, { a: [2] }];
    const twice = compileCondition(c({ value: [shared, shared] }));
    expect(twice.evaluate({ vars: { x: JSON.parse(JSON.stringify([shared, shared])) } })).toBe(true);
    // Each shared object is checked once: 60 levels of pairs (2^60 paths when written out) check at once.
    let dag: unknown = [1];
    for (let i = 0; i < 60; i++) dag = [dag, dag];
    expect(() => compileCondition(c({ value: dag }))).not.toThrow();
    // …and the depth of a shared object counts wherever it sits.
    let tall: unknown = 1;
    for (let i = 0; i < MAX_VALUE_DEPTH - 1; i++) tall = [tall];
    expect(() => compileCondition(c({ value: [tall] }))).not.toThrow();
    expect(issuesOf(c({ value: [tall, [tall]] })).map((i) => `${i.code} ${i.pointer}`)).toEqual(["condition/value-too-deep /value/1/0"]);
    // A hole is no JSON value (and Array.prototype is never read for it).
    expect(issuesOf(c({ value: [1, , 3] }))).toEqual([{ code: "condition/value-not-json", pointer: "/value/1", params: { type: "an empty array slot" } }]);
  });
});

describe("reads", () => {
  test("sources, paths and node ids, deduplicated, in condition order", () => {
    const { reads } = compileCondition({
      all: [
        { source: "evaluation", path: "scores.mean", op: "gte", value: 7 },
        { source: "node", of: { nodeId: "judge" }, path: "evaluation.results[*].score", op: "exists" },
        { not: { source: "evaluation", path: "scores.mean", op: "lt", value: 2 } },
        { source: "node", of: "judge", path: "evaluation.results[*].score", op: "isEmpty" },
        { source: "node", of: "other", path: "evaluation.results[*].score", op: "isEmpty" },
        { source: "vars", path: "scores.mean", op: "exists" },
      ],
    });
    expect(reads).toEqual([
      { source: "evaluation", path: "scores.mean" },
      { source: "node", path: "evaluation.results[*].score", nodeId: "judge" },
      { source: "node", path: "evaluation.results[*].score", nodeId: "other" },
      { source: "vars", path: "scores.mean" },
    ]);
    expect(Object.isFrozen(reads)).toBe(true);
  });
});

describe("checkCondition", () => {
  test("issues with pointers under the base pointer; never throws", () => {
    expect(checkCondition(c(), "/nodes/0/transition/0/when")).toEqual([]);
    const issues = checkCondition({ not: c({ op: "in" }) }, "/nodes/2/transition/1/when");
    expect(issues.map((i) => [i.code, i.pointer, i.severity])).toEqual([["condition/value-not-array", "/nodes/2/transition/1/when/not/value", "error"]]);
    expect(issues[0]?.message).toBe('"in" needs an array as "value", not a number');
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error("boom"); }, has: () => { throw new Error("boom"); }, getOwnPropertyDescriptor: () => { throw new Error("boom"); } });
    expect(checkCondition(hostile, "/w").map((i) => [i.code, i.pointer])).toEqual([["condition/unreadable", "/w"]]);
  });

  test("every code has a one-sentence message", () => {
    const codes = new Set<string>();
    const conds: unknown[] = [3, {}, c({ op: "x" }), c({ source: "x" }), c({ path: 1 }), c({ path: "." }), c({ source: "node", of: "a", path: "x" }), c({ source: "node", of: 1 }),
      c({ source: "node" }), { ...c(), not: c() }, { not: c(), x: 1 }, { all: 1 }, c({ op: "in" }), c({ op: "regex" }), c({ value: NaN }), c({ op: "regex", value: "(" }),
      c({ op: "regex", value: "x".repeat(2000) }), c({ op: "length", value: 1 }), { op: "eq", path: "x" }, { op: "eq", source: "vars" }, { source: "vars", path: "x", op: "gt" },
      c({ op: "length", value: {} }), c({ source: "node", path: "evaluation.x" }), c({ value: { v: [1, 2, undefined] } })];
    for (const cond of conds) for (const issue of checkCondition(cond, "")) {
      codes.add(issue.code);
      // the house style of every message table: one sentence, lowercase first word, no final full stop
      expect(issue.message).toMatch(/^[a-z"].*[^.]$/s);
      if (issue.params?.["type"] !== "undefined") expect(issue.message).not.toContain("undefined");
    }
    for (const code of Object.keys(conditionMessages)) expect(code).toMatch(/^condition\/[a-z]+(-[a-z]+)*$/);
    expect(codes.size).toBeGreaterThanOrEqual(16);
  });
});

describe("checkParts (the check-only walk validation uses)", () => {
  test("finds exactly the faults compileCondition reports (a near miss as it reports it), at the same pointers under the base", () => {
    fc.assert(
      fc.property(arbitraryCondition, fc.constantFrom("", "/nodes/0/transition/1/when"), (cond, base) => {
        // compileCondition reports a missing member that a misspelt key stands for as that near miss
        // (validation gets the same finding from its near-miss rule: test/validate/condition-one-answer).
        const found = withNearMisses(cond, checkParts(cond)).map((f) => ({ ...f, pointer: base + f.pointer }));
        let expected: Issue[] = [];
        try {
          compileCondition(cond);
        } catch (e) {
          expected = (e as ConditionError).issues;
        }
        expect(found.map((f) => [f.code, f.pointer, f.params])).toEqual(expected.map((i) => [i.code, base + i.pointer, i.params]));
      }),
      { numRuns: 500 },
    );
  });
});
