// Laws of the language service, on specs with faults of every kind.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyEdits, applyFixes, completionsAt, definitionAt, documentSymbols, fixesFor, hoverAt, referencesAt, validateSpecText, type Issue } from "../../src/index.js";
import { spec, toText } from "../arbitraries.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 150);

// Typos people make in property names, applied to the text of a spec.
const TYPOS: readonly [string, string][] = [
  ['"outputVar"', '"outptVar"'],
  ['"timeout"', '"timout"'],
  ['"transition"', '"tranistion"'],
  ['"method"', '"methd"'],
  ['"proxy"', '"proxi"'],
  ['"responseMode"', '"responsemode"'],
  ['"version"', '"versoin"'],
  ['"mode"', '"mdoe"'],
  ['"type"', '"tpye"'],
  ['"valueType"', '"valuetype"'],
  ['"comparator"', '"comparater"'],
  ['"to"', '"ot"'],
];

/** Spec texts with faults: the shared spec arbitrary, some property names misspelt. */
const faulty = fc.tuple(spec, fc.subarray([...TYPOS]), fc.boolean()).map(([doc, typos, pretty]) => {
  let text = pretty ? toText(doc) : JSON.stringify(doc);
  for (const [from, to] of typos) text = text.replace(from, to);
  return text;
});

const key = (i: Issue): string => `${i.code} ${i.pointer} ${i.message}`;
const errors = (text: string): string[] => validateSpecText(text, { strict: true }).issues.filter((i) => i.severity === "error").map(key);

describe("fixes", () => {
  test("every safe fix makes its issue disappear and brings no new error", () => {
    let seen = 0;
    fc.assert(
      fc.property(faulty, (text) => {
        const before = validateSpecText(text, { strict: true }).issues;
        const beforeErrors = new Set(before.filter((i) => i.severity === "error").map(key));
        for (const issue of before) {
          for (const fix of fixesFor(text, issue)) {
            if (!fix.safe) continue;
            seen++;
            const after = applyEdits(text, fix.edits);
            const now = validateSpecText(after, { strict: true }).issues;
            expect(now.some((i) => i.code === issue.code && i.pointer === issue.pointer), `${fix.title} on ${issue.code} ${issue.pointer}`).toBe(false);
            for (const e of errors(after)) expect(beforeErrors.has(e), `${fix.title} brought ${e}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(seen).toBeGreaterThan(20);
  });

  test("every fix's edits turn JSON into JSON", () => {
    fc.assert(
      fc.property(faulty, (text) => {
        for (const issue of validateSpecText(text, { strict: true }).issues) {
          for (const fix of fixesFor(text, issue)) expect(() => JSON.parse(applyEdits(text, fix.edits))).not.toThrow();
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("applyFixes is idempotent, safe and unsafe; what it applied is gone", () => {
    fc.assert(
      fc.property(faulty, fc.boolean(), (text, unsafe) => {
        const once = applyFixes(text, { strict: true, unsafe });
        const twice = applyFixes(once.text, { strict: true, unsafe });
        expect(twice.text).toBe(once.text);
        expect(twice.applied).toEqual([]);
        expect(twice.remaining).toEqual(once.remaining);
        if (!unsafe) for (const e of errors(once.text)) expect(errors(text)).toContain(e);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the editor features never throw", () => {
  const features = (text: string, offset: number): void => {
    completionsAt(text, offset);
    hoverAt(text, offset);
    definitionAt(text, offset);
    referencesAt(text, offset);
  };

  test("on random text, at any offset", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom(..."{}[]:,\"\\ \nab1-tn/*") }), fc.nat(), (text, n) => {
        features(text, n % (text.length + 1));
        documentSymbols(text);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  test("on spec texts cut anywhere, at any offset", () => {
    fc.assert(
      fc.property(faulty, fc.nat(), fc.nat(), (full, cut, at) => {
        const text = full.slice(0, cut % (full.length + 1));
        features(text, at % (text.length + 1));
        documentSymbols(text);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test("completion's span always lies in the text and holds the cursor", () => {
    fc.assert(
      fc.property(faulty, fc.nat(), fc.nat(), (full, cut, at) => {
        const text = full.slice(0, cut % (full.length + 1));
        const offset = at % (text.length + 1);
        const c = completionsAt(text, offset);
        expect(0 <= c.from && c.from <= offset && offset <= c.to && c.to <= text.length).toBe(true);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
