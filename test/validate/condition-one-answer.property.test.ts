// One condition, one answer: the condition checker (what `agentspec eval`, compileCondition and
// checkCondition report) and every way of checking a spec that holds the condition (validateSpec,
// validateSpecText, checkText of both entries, the playground's specTextValidator, a bundle that
// holds the spec) give the same findings for it: the same codes, messages, pointers (relative to
// the condition) and places in the text. And the schema never finds a fault in a condition that
// the checker misses, so leaving the conditions to the checker loses nothing.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as browser from "../../src/browser.js";
import * as main from "../../src/index.js";
import { SOURCES } from "../../src/conditions/grammar.js";
import { ops } from "../../src/conditions/ops.js";
import { suggestOp } from "../../src/conditions/check.js";
import { conditionCodes } from "../../src/core/codes/condition.js";
import type { Issue } from "../../src/core/issue.js";
import { validateSpec as schemaValidateSpec } from "../../src/schema/validate-spec.js";
import { locateFindings } from "../../src/validate/validate.js";
import { placeableIssues } from "../../src/conditions/near-miss.js";
import { condition as anyCondition } from "../arbitraries.js";

const runs = Number(process.env["FC_RUNS"] ?? 150);
const OPS = Object.keys(ops);
const ALIASES = Object.values(ops).flatMap((o) => (o.words as { aliases?: readonly string[] }).aliases ?? []);

/** A name as people get it wrong: another case, a dropped or doubled letter, white space around it. */
const misspelt = (names: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...names).map((n) => n.toUpperCase()),
    fc.constantFrom(...names).map((n) => n[0]!.toUpperCase() + n.slice(1)),
    fc.tuple(fc.constantFrom(...names), fc.nat()).map(([n, i]) => n.slice(0, i % n.length) + n.slice((i % n.length) + 1)),
    fc.tuple(fc.constantFrom(...names), fc.nat()).map(([n, i]) => n.slice(0, i % n.length) + n[i % n.length] + n.slice(i % n.length)),
    fc.constantFrom(...names).map((n) => ` ${n}`),
    fc.string({ maxLength: 8 }),
  );

const odd = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }));

/** Comparisons with the faults of the issue and their neighbours: operator and source names, `length`'s operand, missing members. */
const badComparison = fc.record(
  {
    source: fc.oneof(fc.constantFrom(...SOURCES), misspelt(SOURCES), fc.constantFrom("var", "inputs", "Vars"), odd),
    path: fc.oneof(fc.constantFrom("a", "items", "scores.mean"), fc.constantFrom("", "a..b"), odd),
    op: fc.oneof(fc.constantFrom(...OPS), misspelt(OPS), fc.constantFrom(...ALIASES, "equals", "EQ", ">="), odd),
    value: fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.record({ comparator: fc.oneof(fc.constantFrom("gte", "eq"), misspelt(["gte", "eq", "lt"])), value: fc.oneof(fc.integer(), fc.string({ maxLength: 2 })) }, { requiredKeys: [] }), odd),
    // Member names mistyped: a near miss that stands for the missing member.
    Op: fc.oneof(fc.constantFrom(...OPS), odd),
    paht: fc.constantFrom("a", "items"),
  },
  { requiredKeys: [] },
);

const badCondition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  cond: fc.oneof(
    { depthSize: "small" },
    badComparison,
    fc.record({ all: fc.oneof(fc.array(tie("cond"), { maxLength: 3 }), odd) }),
    fc.record({ any: fc.array(tie("cond"), { maxLength: 3 }), not: tie("cond") }, { requiredKeys: ["any"] }),
    fc.record({ not: tie("cond") }),
    odd,
  ),
})).cond;

/** A spec text on one line holding `when` at /nodes/<n>/transition/<k>/when, and the offset where the condition's text starts. */
function specHolding(condText: string, n: number, k: number): { text: string; at: string; offset: number } {
  const transitions = ['{"to":"a"}', '{"to":"b"}', '{"to":"a"}'];
  const head = `{"version":2,"nodes":[`;
  const node = (id: string, i: number): string => {
    const open = `{"id":"${id}","type":"action","actionType":"NOOP","transition":[`;
    if (i !== n) return `${open}${transitions.join(",")}]}`;
    return `${open}${transitions.slice(0, k).map((t) => t + ",").join("")}{"to":"b","when":\u0000}${transitions.slice(k).map((t) => "," + t).join("")}]}`;
  };
  const skeleton = `${head}${node("a", 0)},${node("b", 1)}]}`;
  const offset = skeleton.indexOf("\u0000");
  return { text: skeleton.replace("\u0000", () => condText), at: `/nodes/${n}/transition/${k}/when`, offset };
}

interface Answer {
  code: string;
  message: string;
  pointer: string;
  from?: number;
  to?: number;
}

const isConditionCode = (code: string): boolean => Object.hasOwn(conditionCodes, code);
const order = (a: Answer, b: Answer): number => (a.pointer + a.code + a.message < b.pointer + b.code + b.message ? -1 : a.pointer + a.code + a.message > b.pointer + b.code + b.message ? 1 : 0);

/**
 * The issues of a spec inside the condition at `at`, pointers relative to it, places relative to
 * `offset`. A finding on the condition as a whole (or on a member missing from it) underlines, in a
 * spec, the key `"when"` that holds the condition (`"when":` ends where the condition starts), and
 * in the condition's own text (eval), which has no key, its opening brace: the one place where the
 * two differ, and it is taken as the same place here.
 */
function inCondition(issues: readonly Issue[], at: string, offset?: number): Answer[] {
  return issues
    // A near miss that stands for a missing member is an error, the one finding eval gives for it.
    .filter((i) => (i.pointer === at || i.pointer.startsWith(`${at}/`)) && (isConditionCode(i.code) || (i.code === "spec/misspelled-property" && i.severity === "error")))
    .map((i) => {
      const a: Answer = { code: i.code, message: i.message, pointer: i.pointer.slice(at.length) };
      if (offset !== undefined && i.range) {
        const [from, to] = [i.range.start.offset - offset, i.range.end.offset - offset];
        Object.assign(a, from === -7 && to === -1 && at !== "" ? { from: 0, to: 1 } : { from, to });
      }
      return a;
    })
    .sort(order);
}

/** What `agentspec eval` reports for the condition's text: compileCondition's issues, placed in that text. */
function evalAnswer(cond: unknown, condText: string): Answer[] {
  let issues: Issue[] = [];
  try {
    main.compileCondition(cond);
  } catch (e) {
    if (!(e instanceof main.ConditionError)) throw e;
    issues = e.issues;
  }
  return inCondition(locateFindings(condText, placeableIssues(issues)), "", 0);
}

function sameEverywhere(cond: unknown, n: number, k: number): void {
  const condText = JSON.stringify(cond);
  const value: unknown = JSON.parse(condText);
  const checker = inCondition(main.checkCondition(value, ""), "");
  const evaluated = evalAnswer(value, condText);
  // The checker and eval: the same findings; eval's are placed in the condition's text.
  expect(evaluated.map(({ from: _f, to: _t, ...rest }) => rest)).toEqual(checker);
  const { text, at, offset } = specHolding(condText, n, k);
  expect(inCondition(main.validateSpec(JSON.parse(text)).issues, at)).toEqual(checker);
  expect(inCondition(main.validateSpecText(text).issues, at, offset)).toEqual(evaluated);
  expect(inCondition(main.checkText(text).issues, at, offset)).toEqual(evaluated);
  expect(inCondition(browser.checkText(text).issues, at, offset)).toEqual(evaluated);
  expect(inCondition(browser.validateSpecText(text).issues, at, offset)).toEqual(evaluated);
  // The playground's kept validator, on a first text and after an edit before the condition (one character more).
  const kept = browser.specTextValidator();
  expect(inCondition(kept.validate(text).issues, at, offset)).toEqual(evaluated);
  const edited = text.replace('"id":"a"', () => '"id":"a" ');
  expect(inCondition(kept.validate(edited).issues, at, offset + 1)).toEqual(evaluated);
  // The same spec inside a bundle (`check` and `bundle check` read it so).
  const head = '{"format":"agentspec-bundle","formatVersion":1,"agents":[{"id":"x","name":"x","spec":';
  const bundled = main.checkText(`${head}${text}}]}`);
  expect(inCondition(bundled.issues, `/agents/0/spec${at}`, head.length + offset)).toEqual(evaluated);
}

describe("one condition, one answer", () => {
  test("the issue's three conditions: check's words are eval's, with a did-you-mean", () => {
    const cases: [unknown, string, string][] = [
      [{ source: "vars", path: "a", op: "length", value: 3 }, "condition/bad-length-operand", 'the "length" operand needs an object { comparator, value }'],
      [{ source: "vars", path: "a", op: "equals", value: 3 }, "condition/unknown-op", 'did you mean "eq"?'],
      [{ source: "var", path: "a", op: "eq", value: 3 }, "condition/bad-source", 'did you mean "vars"?'],
    ];
    for (const [cond, code, words] of cases) {
      const { text, at } = specHolding(JSON.stringify(cond), 0, 0);
      const found = main.checkText(text).issues.filter((i) => i.pointer.startsWith(at));
      expect(found.map((i) => i.code)).toEqual([code]);
      expect(found[0]!.message).toContain(words);
      sameEverywhere(cond, 0, 0);
    }
  });

  test("generated bad conditions: the checker's findings are those of every entry, at the same place", () => {
    fc.assert(
      fc.property(fc.oneof(badCondition, anyCondition), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 2 }), (cond, n, k) => {
        fc.pre(JSON.stringify(cond) !== undefined);
        sameEverywhere(cond, n, k);
      }),
      { numRuns: runs },
    );
  });

  test("the schema finds no fault in a condition that the checker misses", () => {
    fc.assert(
      fc.property(fc.oneof(badCondition, anyCondition), (cond) => {
        fc.pre(JSON.stringify(cond) !== undefined);
        const when: unknown = JSON.parse(JSON.stringify(cond));
        const spec = { version: 2, nodes: [{ id: "a", type: "action", actionType: "NOOP", transition: [{ to: "a", when }] }] };
        const schemaFaults = schemaValidateSpec(spec) ? [] : (schemaValidateSpec.errors ?? []).filter((e) => e.instancePath.startsWith("/nodes/0/transition/0/when"));
        if (schemaFaults.length > 0) expect(main.checkCondition(when, "").length, JSON.stringify(schemaFaults[0])).toBeGreaterThan(0);
      }),
      { numRuns: runs * 4 },
    );
  });

  test("the did-you-mean names an operator, never the name given; another case, white space or an alias names the one meant", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (name) => {
        const meant = suggestOp(name);
        if (meant !== undefined) {
          expect(OPS).toContain(meant);
          expect(meant).not.toBe(name);
        }
      }),
      { numRuns: runs },
    );
    for (const op of OPS) {
      for (const written of [op.toUpperCase(), op.toLowerCase(), ` ${op}`, `${op} `]) if (written !== op) expect(suggestOp(written), written).toBe(op);
      for (const alias of (ops[op as keyof typeof ops].words as { aliases?: readonly string[] }).aliases ?? []) {
        expect(suggestOp(alias), alias).toBe(op);
        expect(suggestOp(alias.toUpperCase()), alias).toBe(op);
      }
    }
  });
});
