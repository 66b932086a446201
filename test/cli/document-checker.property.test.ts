// documentChecker, what the language server keeps per open document: over any sequence of versions
// of a document (specs edited in a node, numbers parsers misread, texts broken, bundles, a `format`
// key, escapes, test files), each answer is the kind and the issues checkFile gives.
import fc from "fast-check";
import { expect, test, vi } from "vitest";
import { checkFile, documentChecker } from "../../src/workspace/document.js";
import * as validate from "../../src/validate/text-validator.js";
import { spec, toText } from "../arbitraries.js";
import { makeSpec } from "../corpus.mjs";

type Edit = (t: string) => string;
const insertAt = (pick: number, t: string, s: string, after: string): string => {
  const places = [...t].flatMap((_, i) => (after.includes(t[i]!) ? [i + 1] : []));
  if (places.length === 0) return t;
  const i = places[pick % places.length]!;
  return t.slice(0, i) + s + t.slice(i);
};

const edit: fc.Arbitrary<Edit> = fc.oneof(
  // Typing in a string; a member added after a brace: misread numbers, a format key, an escape.
  fc.tuple(fc.nat(), fc.constantFrom("x", "1", "-", " ")).map(([p, s]): Edit => (t) => insertAt(p, t, s, '"')),
  fc
    .tuple(fc.nat(), fc.constantFrom('"timeout": 1e400, ', '"big": 12345678901234567890, ', '"n": 0.1e1, ', '"format": "x", ', '"note": "\\u0041", ', '"id": "a", "id": "b", ', '"x": , '))
    .map(([p, s]): Edit => (t) => insertAt(p, t, s, "{")),
  // A misread number where the schema already faults the value (checkText then leaves it out).
  fc.tuple(fc.nat(), fc.constantFrom("1e400", "-1e400", "12345678901234567890")).map(([p, n]): Edit => (t) => {
    const timeouts = [...t.matchAll(/"timeout":\s*[^,}\]\s]+/g)];
    if (timeouts.length > 0) {
      const m = timeouts[p % timeouts.length]!;
      return t.slice(0, m.index) + `"timeout": ${n}` + t.slice(m.index + m[0].length);
    }
    const configs = [...t.matchAll(/"config":\s*\{/g)];
    if (configs.length === 0) return t;
    const m = configs[p % configs.length]!;
    const i = m.index + m[0].length;
    return t.slice(0, i) + `"timeout": ${n}, ` + t.slice(i);
  }),
  // A character inserted or cut anywhere.
  fc.tuple(fc.nat(), fc.constantFrom("{", "}", ",", '"', "\n", "a")).map(([p, s]): Edit => (t) => {
    const i = p % (t.length + 1);
    return t.slice(0, i) + s + t.slice(i);
  }),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 6 })).map(([p, n]): Edit => (t) => {
    const i = p % (t.length + 1);
    return t.slice(0, i) + t.slice(i + n);
  }),
  // Another document altogether: a spec, a bundle, a bundle with a wrong format.
  fc.constantFrom<Edit>(
    () => JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "a", spec: { version: 2, nodes: [{ id: "x", type: "end" }] } }] }, null, 2),
    () => '{"format": "bundle", "agents": []}',
    // A bundle whose key is spelt with an escape.
    () => '{"\\u0066ormat": "agentspec-bundle", "formatVersion": 1, "agents": []}',
  ),
  spec.map((doc): Edit => () => toText(doc)),
);

// Specs close to valid ones, and valid webhook specs (whose configs the schema checks in full).
const firstText = fc.oneof(spec.map(toText), fc.integer({ min: 1, max: 4 }).map((n) => JSON.stringify(makeSpec(n), null, 2)));

test("each answer over a sequence of versions is checkFile's", () => {
  fc.assert(
    fc.property(fc.constantFrom("order.agentspec.json", "spec.json", "flow.agentspec-test.json"), firstText, fc.array(fc.tuple(edit, fc.boolean()), { minLength: 1, maxLength: 10 }), (name, first, edits) => {
      const check = documentChecker();
      let text = first;
      for (const [change, strict] of [[(t: string) => t, false] as const, ...edits]) {
        text = change(text);
        const got = check(name, text, { strict });
        const want = checkFile(name, text, { strict });
        expect({ kind: got.kind, issues: got.issues }).toEqual({ kind: want.kind, issues: want.issues });
      }
    }),
    { numRuns: 300 },
  );
});

test("a keystroke in a spec goes through the kept validator, not a fresh check", () => {
  const made = vi.spyOn(validate, "specTextValidator");
  const check = documentChecker();
  expect(made).toHaveBeenCalledTimes(1);
  const kept = made.mock.results[0]!.value as validate.SpecTextValidator;
  const validated = vi.spyOn(kept, "validate");
  const text = JSON.stringify(makeSpec(20), null, 2);
  const edited = text.replace('"to": "node-11"', '"to": "node-11x"');
  check("order.agentspec.json", text);
  const got = check("order.agentspec.json", edited, { strict: true });
  expect(validated).toHaveBeenCalledTimes(2);
  expect(got.issues).toEqual(checkFile("order.agentspec.json", edited, { strict: true }).issues);
  expect(got.issues.map((i) => i.code)).toContain("transition/unknown-target");
  made.mockRestore();
});
