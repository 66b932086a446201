// fmt's laws, on its core (formatText): the output parses to the same value, and formatting again changes nothing.
import fc from "fast-check";
import { expect, test } from "vitest";
import { formatText } from "../../src/format/index.js";

// Keys the canonical order knows (spec, node, config, transition, condition, bundle) mixed with others.
const key = fc.oneof(
  fc.constantFrom("version", "nodes", "id", "type", "actionType", "config", "url", "proxy", "transition", "to", "when", "all", "not", "op", "value", "format", "agents", "spec", "subagents", "name"),
  fc.string({ maxLength: 4 }),
  fc.constantFrom("__proto__", "constructor", "0", "10", "é", "a/b"),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
    fc.array(tie("v"), { maxLength: 4 }),
    fc.dictionary(key, tie("v"), { maxKeys: 6 }),
  ),
})).v;
// The same value written in different layouts.
const text = fc.tuple(value, fc.constantFrom(undefined, 0, 1, 2, 4, "\t"), fc.boolean(), fc.boolean()).map(([v, indent, crlf, bom]) => {
  let t = JSON.stringify(v, null, indent);
  if (crlf) t = t.replace(/\n/g, "\r\n");
  return (bom ? "\uFEFF" : "") + t;
});

const parse = (t: string): unknown => JSON.parse(t.charCodeAt(0) === 0xfeff ? t.slice(1) : t);

/** Same JSON value: same own keys (any order) and values, arrays in order, numbers by Object.is (vitest's
 * equality reads `.constructor`, which a JSON key can be). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return Object.is(a, b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

test("fmt never changes the parsed value", () => {
  fc.assert(
    fc.property(text, (t) => {
      const r = formatText(t);
      if (!("output" in r)) throw new Error(`not formatted: ${JSON.stringify(r.issues)}`);
      expect(sameJson(parse(r.output), parse(t))).toBe(true);
      expect(r.output.endsWith("\n")).toBe(true);
    }),
    { numRuns: 400 },
  );
});

test("fmt is idempotent", () => {
  fc.assert(
    fc.property(text, (t) => {
      const r = formatText(t);
      if (!("output" in r)) throw new Error("not formatted");
      expect(formatText(r.output)).toEqual({ output: r.output });
    }),
    { numRuns: 400 },
  );
});

test("text that is not JSON, or repeats a key, is refused with located issues", () => {
  const bad = formatText('{\n  "a": 1,\n  "a": 2\n}');
  expect("issues" in bad && bad.issues.map((i) => [i.code, i.range?.start.line])).toEqual([["json/duplicate-key", 3]]);
  const broken = formatText("[1,");
  expect("issues" in broken && broken.issues.map((i) => i.code)).toEqual(["json/syntax"]);
});

test("sameJson tells values apart", () => {
  expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
  expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  expect(sameJson([], {})).toBe(false);
  expect(sameJson(JSON.parse('{"__proto__":1}'), {})).toBe(false);
});
