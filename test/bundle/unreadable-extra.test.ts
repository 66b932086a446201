// importBundle and checkAgentImport never throw, even on getters that do; bundle-level unknown fields survive a round trip.
import fc from "fast-check";
import { expect, test } from "vitest";
import { canonicalize, checkAgentImport, exportBundle, importBundle, stringifyCanonical } from "../../src/bundle/index.js";

const agent = { name: "a", spec: { version: 2, nodes: [{ id: "n", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", proxy: "us" } }] } };
const throwing = (): never => {
  throw new Error("boom");
};
const getter = (obj: object, key: string): object => Object.defineProperty(obj, key, { get: throwing, enumerable: true });

test("a getter or a Proxy that throws anywhere is bundle/unreadable at its pointer, never an exception", () => {
  const cases: [unknown, string][] = [
    [getter({ format: "agentspec-bundle", formatVersion: 1 }, "agents"), "/agents"],
    [{ format: "agentspec-bundle", formatVersion: 1, agents: [getter({ name: "a" }, "spec")] }, "/agents/0/spec"],
    [{ format: "agentspec-bundle", formatVersion: 1, agents: [{ ...agent, spec: { version: 2, nodes: [getter({ id: "n", type: "x" }, "config")] } }] }, "/agents/0/spec/nodes/0/config"],
    [{ format: "agentspec-bundle", formatVersion: 1, agents: [{ ...agent, x: new Proxy({}, { ownKeys: throwing }) }] }, "/agents/0/x"],
    [getter({}, "format"), "/format"],
  ];
  for (const [bundle, pointer] of cases) {
    const imported = importBundle(bundle);
    expect(imported.agents).toEqual([]);
    expect(imported.issues.map((i) => [i.code, i.pointer])).toContainEqual(["bundle/unreadable", pointer]);
    const check = checkAgentImport(bundle);
    expect(check.ok).toBe(false);
    expect(check.issues.map((i) => [i.code, i.pointer])).toContainEqual(["bundle/unreadable", pointer]);
  }
  expect(importBundle(cases[0]![0]).issues[0]!.message).toBe("this value cannot be read (boom): a bundle is JSON data, with no getters that throw");
});

const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: "small" }, fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie("v"), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), tie("v"), { maxKeys: 3 })),
})).v;
const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("__proto__", "x-origin", "exportedAt", "0")), json, { maxKeys: 4 }).map((d) => {
  for (const k of ["format", "formatVersion", "agents"]) delete d[k];
  return d;
});

test("bundle-level unknown fields survive import then export", () => {
  fc.assert(
    fc.property(extra, (fields) => {
      const bundle = JSON.parse(JSON.stringify({ ...fields, format: "agentspec-bundle", formatVersion: 1, agents: [agent] })) as Record<string, unknown>;
      for (const [k, v] of Object.entries(fields)) Object.defineProperty(bundle, k, { value: v, enumerable: true, writable: true, configurable: true });
      const imported = importBundle(bundle);
      expect(imported.issues).toEqual([]);
      expect(stringifyCanonical(exportBundle(imported.agents, imported.extra))).toBe(stringifyCanonical(canonicalize(bundle)));
      expect(Object.keys(imported.extra).sort()).toEqual(Object.keys(fields).sort());
    }),
    { numRuns: 300 },
  );
});

test("extra never overrides the envelope", () => {
  const out = exportBundle([agent] as never, { format: "other", formatVersion: 9, agents: [], note: "kept" }) as unknown as Record<string, unknown>;
  expect([out["format"], out["formatVersion"], (out["agents"] as unknown[]).length, out["note"]]).toEqual(["agentspec-bundle", 1, 1, "kept"]);
});
