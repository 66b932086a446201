// validateSpec never throws on any value: a getter or a Proxy that throws anywhere in a document
// built in code gives one spec/unreadable error at the pointer of the value that threw.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { validateSpec } from "../../src/index.js";
import { anyDocument } from "../arbitraries.js";

/** Every container of `doc` with the pointers of its own properties, in document order. */
function places(doc: unknown, pointer = "", out: { owner: Record<string, unknown>; key: string; pointer: string }[] = []) {
  if (doc === null || typeof doc !== "object") return out;
  for (const key of Object.keys(doc)) {
    const at = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    out.push({ owner: doc as Record<string, unknown>, key, pointer: at });
    places((doc as Record<string, unknown>)[key], at, out);
  }
  return out;
}

describe("spec/unreadable", () => {
  test("a throwing getter anywhere: no throw, one error at its pointer", () => {
    fc.assert(
      fc.property(anyDocument, fc.nat(), (doc, pick) => {
        const copy = structuredClone(doc);
        const all = places(copy);
        fc.pre(all.length > 0);
        const { owner, key, pointer } = all[pick % all.length]!;
        Object.defineProperty(owner, key, { get() { throw new Error("unreadable here"); }, enumerable: true, configurable: true });
        const result = validateSpec(copy);
        const unreadable = result.issues.filter((i) => i.code === "spec/unreadable");
        // The walk reads each property once: the first throwing read is the one reported.
        if (unreadable.length > 0) {
          expect(result.valid).toBe(false);
          expect(result.issues).toHaveLength(1);
          expect(unreadable[0]!.pointer).toBe(pointer);
          expect(unreadable[0]!.message).toContain("unreadable here");
        }
      }),
      { numRuns: 300 },
    );
  });

  test("a Proxy whose every read throws is reported at the root", () => {
    const hostile = new Proxy({}, { ownKeys() { throw new Error("no keys"); }, get() { throw new Error("no reads"); } });
    const result = validateSpec(hostile);
    expect(result.valid).toBe(false);
    expect(result.issues.map((i) => [i.code, i.pointer])).toEqual([["spec/unreadable", ""]]);
  });

  test("a getter on a node field the rules read", () => {
    const node = { id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example", method: "GET" } };
    Object.defineProperty(node.config, "proxy", { get() { throw new Error("boom"); }, enumerable: true });
    const result = validateSpec({ version: 2, nodes: [node] });
    expect(result.issues.map((i) => [i.code, i.pointer])).toEqual([["spec/unreadable", "/nodes/0/config/proxy"]]);
  });
});
