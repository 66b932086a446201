// Exact regex verdicts up to 1 MiB: a pattern compiles only when its whole automaton is built at
// compile time, so a search never falls back to the per-character simulation of its program.
import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, test } from "vitest";
import { compileCondition, ConditionError, MAX_REGEX_INPUT_LENGTH, MAX_REGEX_TRANSITIONS } from "../../src/conditions/index.js";
import { buildAutomaton, type Re2Program } from "../../src/conditions/automaton.js";
import { compilePattern } from "../../src/conditions/regex.js";
import { validateSpec } from "../../src/validate/validate.js";

const KEYWORDS = (
  "urgent asap immediately critical emergency important priority deadline escalate escalation blocker outage " +
  "down broken failure failed error crash incident severe sev1 sev2 p0 p1 alert warning attention action required " +
  "respond reply now today tonight tomorrow overdue late delay delayed expedite rush hurry quick quickly fast promptly " +
  "instantly soon pending blocked"
).split(" ");
const URGENT = `(?i)\\b(${KEYWORDS.join("|")})\\b`;
const FILLER = "Lorem ipsum dolor sit amet, consectetur adipiscing elit; sed do eiusmod tempor. ";
const text = (n: number): string => FILLER.repeat(Math.ceil(n / FILLER.length)).slice(0, n);

const on = (pattern: string) => compileCondition({ source: "input", path: "body", op: "regex", value: pattern });
const verdict = (pattern: string, body: string): boolean => on(pattern).evaluate({ input: { body } });

const re2Of = (pattern: string): Re2Program => (RE2JS.compile(pattern) as unknown as { re2Input: Re2Program }).re2Input;

describe("regex verdicts are exact for every string up to 1 MiB", () => {
  test("the 50-keyword pattern finds URGENT in a 60 KB email and in a 1 MiB one, wherever it sits", () => {
    expect(KEYWORDS.length).toBe(50);
    const mail = text(30_000) + " URGENT " + text(30_000);
    expect(mail.length).toBeGreaterThan(60_000);
    expect(verdict(URGENT, mail)).toBe(true);
    expect(verdict(URGENT, text(60_000))).toBe(false);
    const big = MAX_REGEX_INPUT_LENGTH - 8;
    for (const at of [0, big >> 1, big]) {
      const s = text(at) + " URGENT " + text(big - at);
      expect(s.length).toBe(MAX_REGEX_INPUT_LENGTH);
      expect(verdict(URGENT, s), `at ${at}`).toBe(true);
      const explained = on(URGENT).explain({ input: { body: s } });
      expect(explained.result).toBe(true);
    }
    expect(verdict(URGENT, text(MAX_REGEX_INPUT_LENGTH))).toBe(false);
    // `not` around it no longer flips a route on long inputs.
    const quiet = compileCondition({ not: { source: "input", path: "body", op: "regex", value: URGENT } });
    expect(quiet.evaluate({ input: { body: text(500_000) + " asap" } })).toBe(false);
  }, 60_000);

  test("a pattern whose automaton does not fit is refused at compile time, with its pointer and a clear message", () => {
    const pattern = "\\pN{1000}\\pL";
    let error: unknown;
    try {
      compileCondition({ any: [{ source: "vars", path: "a", op: "exists" }, { source: "input", path: "body", op: "regex", value: pattern }] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConditionError);
    const [issue] = (error as ConditionError).issues;
    expect(issue?.code).toBe("condition/regex-too-complex");
    expect(issue?.pointer).toBe("/any/1/value");
    expect(issue?.message).toMatch(/too complex to match up to 1 MiB: its automaton has over 65536 transitions \(\d+ states of \d+ character classes\)/);
    // validateSpec says the same, at the same place in the document.
    const spec = {
      version: 2,
      nodes: [
        { id: "a", type: "agent", transition: [{ to: "b", when: { source: "input", path: "body", op: "regex", value: pattern } }] },
        { id: "b", type: "agent" },
      ],
    };
    const found = validateSpec(spec).issues.filter((i) => i.severity === "error");
    expect(found.map((i) => `${i.code} ${i.pointer}`)).toEqual(["condition/regex-too-complex /nodes/0/transition/0/when/value"]);
  });

  test("the limit counts the automaton's transitions: just under compiles, just over does not", () => {
    // `\pN{k}\pL` has k + 4 states of 1,609 character classes (\pN and \pL split Unicode that finely).
    const fits = (k: number): boolean => compilePattern(`\\pN{${k}}\\pL`).ok;
    expect(fits(10)).toBe(true);
    expect(fits(40)).toBe(false);
    const over = buildAutomaton(re2Of("\\pN{40}\\pL"), MAX_REGEX_TRANSITIONS);
    expect(typeof over).toBe("object");
    if (typeof over === "object") expect((over.states + 1) * (over.classes + 1)).toBeGreaterThan(MAX_REGEX_TRANSITIONS);
  });

  test("literal, prefix and one-pass patterns need no automaton", () => {
    expect(buildAutomaton(re2Of("^abc"), MAX_REGEX_TRANSITIONS)).toBe(0);
    expect(buildAutomaton(re2Of("^(\\d+)-x$"), MAX_REGEX_TRANSITIONS)).toBe(0);
    expect(compilePattern("needle").ok).toBe(true);
  });
});

// A small RE2 grammar over a few characters, so that random strings often match.
const atom = fc.constantFrom("a", "b", "c", ".", "[ab]", "[^a]", "\\b", "^", "$", "\\w", "\\pL", "(?i)B", "é", "😀");
const regexArb: fc.Arbitrary<string> = fc.letrec<{ re: string }>((tie) => ({
  re: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    atom,
    fc.tuple(tie("re"), tie("re")).map(([x, y]) => x + y),
    fc.tuple(tie("re"), tie("re")).map(([x, y]) => `(?:${x}|${y})`),
    fc.tuple(tie("re"), fc.constantFrom("*", "+", "?", "{2}", "{1,3}")).map(([x, q]) => `(?:${x})${q}`),
  ),
})).re;
const inputArb = fc
  .array(fc.constantFrom("a", "b", "c", "B", " ", "\n", "é", "😀", "\ud800", "\udc00"), { maxLength: 40 })
  .map((cs) => cs.join(""));

describe("laws", () => {
  test("a compiled pattern gives re2js's own verdict on any input (building the automaton changes nothing)", () => {
    fc.assert(
      fc.property(regexArb, fc.array(inputArb, { minLength: 1, maxLength: 5 }), (pattern, inputs) => {
        const compiled = compilePattern(pattern);
        if (!compiled.ok) return;
        for (const s of inputs) {
          const fresh = RE2JS.compile(pattern);
          expect(compiled.pattern.test(s), `${pattern} on ${JSON.stringify(s)}`).toBe(fresh.test(s));
        }
      }),
      { numRuns: 300 },
    );
  });

  test("after the build, searching adds no state: every character is one cached step", () => {
    fc.assert(
      fc.property(regexArb, fc.array(inputArb, { minLength: 1, maxLength: 5 }), (pattern, inputs) => {
        const compiled = RE2JS.compile(pattern);
        const re2 = (compiled as unknown as { re2Input: Re2Program }).re2Input;
        const built = buildAutomaton(re2, MAX_REGEX_TRANSITIONS);
        if (typeof built !== "number" || built === 0) return;
        const before = re2.dfa.memBudget;
        for (const s of inputs) compiled.test(s.repeat(50));
        expect(re2.dfa.memBudget, pattern).toBe(before);
      }),
      { numRuns: 300 },
    );
  });
});
