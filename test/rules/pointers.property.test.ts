// Property: every issue points into the document: its pointer resolves, or for a missing member
// (spec/missing-version, a required property, a condition's missing member) its parent does.
import fc from "fast-check";
import { expect, test } from "vitest";
import { resolvePointer } from "../../src/core/pointer.js";
import { validateSpec } from "../../src/validate/validate.js";
import { spec as specs } from "../arbitraries.js";

// Root keys the schema does not name, some needing pointer escapes (strict mode reports them).
const extras = fc.dictionary(fc.constantFrom("extra", "nodez", "a/b", "~0", "__proto__"), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
const spec = fc.tuple(specs, extras).map(([s, e]) => Object.assign(JSON.parse(JSON.stringify(e)) as object, s));

const MISSING = new Set(["spec/missing-version", "schema/required", "condition/missing-member"]);
const parentOf = (pointer: string): string => pointer.slice(0, pointer.lastIndexOf("/"));

test("issues point at values that exist (at their parent for a missing member)", () => {
  fc.assert(
    fc.property(spec, (doc) => {
      for (const issue of validateSpec(doc, { strict: true }).issues) {
        expect(issue.code).not.toBe("internal/rule-failed");
        if (!MISSING.has(issue.code)) expect(resolvePointer(doc, issue.pointer).found, `${issue.code} ${issue.pointer}`).toBe(true);
        else expect(resolvePointer(doc, parentOf(issue.pointer)).found, `${issue.code} ${issue.pointer}`).toBe(true);
      }
    }),
    { numRuns: 600 },
  );
});
