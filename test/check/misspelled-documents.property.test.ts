// Laws of spec/misspelled-property in bundles and test files: a key of an entry or a case misspelt
// (its case changed, or a letter dropped) is named at that key with the name meant, never as well as
// a "missing required property" for that name; the finding is the same through checkText and a kept
// checker; and renaming it back (the unsafe fix) gives the document without the typo.
import fc from "fast-check";
import { expect, test } from "vitest";
import { checkText, documentChecker } from "../../src/check/index.js";
import { applyFixes } from "../../src/language/fixes.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

const entry = { id: "agt_1", name: "Router", type: "CUSTOM", applicationId: 7, spec: { version: 2, nodes: [{ id: "start", type: "end" }] } };
const testCase = { name: "ends", description: "one node", results: { start: {} }, maxSteps: 3, expect: { end: "start" } };

/** A misspelling of `key`: one letter's case flipped, or one letter dropped (keys of 4 letters or more). */
const misspelling = (key: string): fc.Arbitrary<string> =>
  fc.tuple(fc.nat({ max: key.length - 1 }), fc.boolean()).map(([i, drop]) => {
    if (drop && key.length >= 4) return key.slice(0, i) + key.slice(i + 1);
    const c = key[i]!;
    const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
    return key.slice(0, i) + flipped + key.slice(i + 1);
  });

/** The object with `key` renamed to `to`, in place (the key order kept). */
const renamed = (obj: Record<string, unknown>, key: string, to: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(obj).map(([k, v]) => [k === key ? to : k, v]));

const documents = fc.oneof(
  fc.constantFrom(...Object.keys(entry)).chain((key) =>
    misspelling(key).map((typo) => ({ key, typo, base: "/agents/0", text: `${JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [renamed(entry, key, typo)] }, null, 2)}\n`, fileName: "b.json" })),
  ),
  fc.constantFrom(...Object.keys(testCase)).chain((key) =>
    misspelling(key).map((typo) => ({ key, typo, base: "/cases/0", text: `${JSON.stringify({ spec: "s.json", cases: [renamed(testCase, key, typo)] }, null, 2)}\n`, fileName: "t.agentspec-test.json" })),
  ),
);

test("property: a misspelt key of a bundle entry or a test case is named at the key, once, and its fix gives the document back", () => {
  fc.assert(
    fc.property(documents, ({ key, typo, base, text, fileName }) => {
      const checked = checkText(text, { fileName });
      const at = checked.issues.filter((i) => i.pointer === `${base}/${typo}`);
      expect(at.map((i) => [i.code, i.params?.["suggestion"]])).toEqual([["spec/misspelled-property", key]]);
      // Never a second finding about the name meant.
      expect(checked.issues.filter((i) => i.pointer === `${base}/${key}`)).toEqual([]);
      expect(text.slice(at[0]!.range!.start.offset, at[0]!.range!.end.offset)).toBe(JSON.stringify(typo));
      // The same answer from a kept checker.
      expect(documentChecker().check(text, { fileName }).issues).toEqual(checked.issues);
      // The rename gives back the document as it was meant, and nothing is left to find.
      const fixed = applyFixes(text, { fileName, unsafe: true });
      expect(fixed.text).toBe(text.replace(JSON.stringify(typo), JSON.stringify(key)));
      expect(fixed.remaining.filter((i) => i.code === "spec/misspelled-property")).toEqual([]);
      // A safe fix never brings an error that was not there.
      const safe = applyFixes(text, { fileName });
      const before = new Set(checked.issues.filter((i) => i.severity === "error").map((i) => `${i.code} ${i.pointer}`));
      for (const i of safe.remaining) if (i.severity === "error") expect(before.has(`${i.code} ${i.pointer}`), `${i.code} ${i.pointer}`).toBe(true);
    }),
    { numRuns: RUNS },
  );
});
