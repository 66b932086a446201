// json/too-deep from text sits where validateSpec puts it for the parsed value, so the envelope agrees.
import fc from "fast-check";
import { expect, test } from "vitest";
import { MAX_JSON_DEPTH, toErrorEnvelope, validateSpec, validateSpecText } from "../../src/index.js";

// A spec with a chain nested past the limit somewhere: a path of keys and indices, then brackets.
const step = fc.oneof(fc.constantFrom("body", "a/b", "~x", "nodes", "é").map((k) => ({ key: k })), fc.nat({ max: 2 }).map((i) => ({ index: i })));
const doc = fc.tuple(fc.array(step, { minLength: 1, maxLength: 6 }), fc.integer({ min: MAX_JSON_DEPTH - 4, max: MAX_JSON_DEPTH + 30 }), fc.boolean()).map(([path, depth, sibling]) => {
  let inner: unknown = 1;
  for (let d = 0; d < depth; d++) inner = d % 2 ? [inner] : { k: inner };
  let value: unknown = inner;
  for (let i = path.length - 1; i >= 0; i--) {
    const s = path[i]!;
    if ("key" in s) value = sibling ? { [s.key]: value, zz: [[1]] } : { [s.key]: value };
    else value = [...Array(s.index).fill(0), value];
  }
  return { version: 2, nodes: [{ id: "a", type: "x", extra: value }] };
});

test("the same pointer (and the same envelope) from the text as from the value", () => {
  fc.assert(
    fc.property(doc, fc.constantFrom(undefined, 1, 2), (spec, indent) => {
      const text = JSON.stringify(spec, null, indent);
      const fromValue = validateSpec(spec).issues.filter((i) => i.code === "json/too-deep");
      const fromText = validateSpecText(text).issues.filter((i) => i.code === "json/too-deep");
      expect(fromText.map((i) => i.pointer)).toEqual(fromValue.map((i) => i.pointer));
      expect(toErrorEnvelope(validateSpecText(text).issues)).toEqual(toErrorEnvelope(validateSpec(spec).issues));
      if (fromText.length > 0) {
        // The range starts at the bracket that opens the level past the limit.
        let depth = 0;
        let at = -1;
        for (let i = 0; i < text.length && at < 0; i++) if ((text[i] === "[" || text[i] === "{") && ++depth > MAX_JSON_DEPTH) at = i;
        expect(fromText[0]!.range!.start.offset).toBe(at);
        expect(fromText[0]!.pointer.startsWith("/nodes/0/extra")).toBe(true);
      }
    }),
    { numRuns: 60 },
  );
});

test("the first too-deep container in document order, whichever key comes first", () => {
  let deep: unknown = 1;
  for (let d = 0; d < MAX_JSON_DEPTH + 2; d++) deep = [deep];
  const spec = { version: 2, nodes: [{ id: "a", type: "x", first: deep, second: deep }] };
  expect(validateSpec(spec).issues.map((i) => i.pointer)).toEqual([`/nodes/0/first${"/0".repeat(MAX_JSON_DEPTH - 3)}`]);
  expect(validateSpecText(JSON.stringify(spec)).issues.map((i) => i.pointer)).toEqual([`/nodes/0/first${"/0".repeat(MAX_JSON_DEPTH - 3)}`]);
  expect(toErrorEnvelope(validateSpecText(JSON.stringify(spec)).issues)!.validationErrors.fieldErrors).toHaveProperty("nodes");
});
