import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { toErrorEnvelope, validateSpec, validateSpecText, type Issue } from "../../src/index.js";
import { isWellFormedPointer, parsePointer, resolvePointer, toPointer } from "../../src/core/pointer.js";
import { anyDocument, toText } from "../arbitraries.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 300);
const json = (doc: unknown): unknown => JSON.parse(toText(doc));

// A pointer resolves, or names a member of an object or array that exists.
function pointsIntoDocument(doc: unknown, pointer: string): boolean {
  if (resolvePointer(doc, pointer).found) return true;
  const segs = parsePointer(pointer);
  const parent = resolvePointer(doc, toPointer(segs.slice(0, -1)));
  return segs.length > 0 && parent.found && parent.value !== null && typeof parent.value === "object";
}

describe("validateSpec laws", () => {
  test("never throws on any JSON value, and every issue is complete", () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const doc = json(raw);
        const { valid, issues } = validateSpec(doc);
        expect(valid).toBe(!issues.some((i) => i.severity === "error"));
        for (const i of issues) {
          expect(typeof i.code).toBe("string");
          expect(["error", "warning"]).toContain(i.severity);
          expect(i.message.length).toBeGreaterThan(0);
          expect(i.message).not.toBe(i.code); // every code has a wording
          expect(i.message).toMatch(/^[a-z0-9"-].*[^.]$/s); // house style: lowercase first word (or the value itself), no final full stop
          expect(isWellFormedPointer(i.pointer)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("every issue's pointer resolves in the document, or names a missing member of one that exists", () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const doc = json(raw);
        for (const i of validateSpec(doc).issues) expect(pointsIntoDocument(doc, i.pointer), `${i.code} at ${i.pointer}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  test("issue order is deterministic and independent of object identity", () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const doc = json(raw);
        expect(validateSpec(structuredClone(doc)).issues).toEqual(validateSpec(doc).issues);
      }),
      { numRuns: RUNS },
    );
  });

  test("the text validator agrees with the value validator, and every range lies inside the text", () => {
    fc.assert(
      fc.property(anyDocument, (raw) => {
        const text = toText(raw);
        const fromText = validateSpecText(text);
        const fromValue = validateSpec(JSON.parse(text));
        const strip = (is: Issue[]) => is.map(({ range: _r, ...rest }) => rest).sort((a, b) => (a.pointer + a.code < b.pointer + b.code ? -1 : 1));
        expect(strip(fromText.issues)).toEqual(strip(fromValue.issues));
        for (const i of fromText.issues) {
          expect(i.range).toBeDefined();
          expect(i.range!.start.offset).toBeLessThanOrEqual(i.range!.end.offset);
          expect(i.range!.end.offset).toBeLessThanOrEqual(text.length);
        }
        const offsets = fromText.issues.map((i) => i.range!.start.offset);
        expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
      }),
      { numRuns: RUNS },
    );
  });

  test("toErrorEnvelope never writes through __proto__ and keeps every error", () => {
    const segment = fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "toString", "nodes", ""), fc.string({ maxLength: 4 }));
    const issue = fc.record({
      code: fc.constant("x/y"),
      severity: fc.constantFrom("error" as const, "warning" as const),
      pointer: fc.array(segment, { maxLength: 3 }).map(toPointer),
      message: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(issue, { maxLength: 8 }), (issues) => {
        const env = toErrorEnvelope(issues);
        const errors = issues.filter((i) => i.severity === "error");
        expect(Object.getPrototypeOf({})).toBe(Object.prototype);
        expect(({} as Record<string, unknown>)["length"]).toBeUndefined();
        if (errors.length === 0) {
          expect(env).toBeUndefined();
          return;
        }
        const { formErrors, fieldErrors } = env!.validationErrors;
        const count = formErrors.length + Object.values(fieldErrors).reduce((n, l) => n + l.length, 0);
        expect(count).toBe(errors.length);
        for (const k of Object.keys(fieldErrors)) expect(Array.isArray(fieldErrors[k])).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
