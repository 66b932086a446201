// Laws of diffSpecs: total on any values; blind to formatting, key order and the order of nodes
// after the first; a node whose id alone changed (its references with it) is one rename; a change
// seen from both sides is seen at all from each.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { anyDocument, spec } from "../arbitraries.js";
import { changeKinds, diffSpecs } from "../../src/diff/index.js";
import { isObject } from "../../src/core/json.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 200);
const IDS = ["start", "fetch", "decide", "notify", "end", "a.b", "__proto__", "ä-ü"];

/** JSON as a text reads back: undefined members gone. */
const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? "null");

/** A spec from the arbitrary with a distinct string id on each node, so node order carries no meaning past the first. */
const uniqueIds = spec.map((s) => {
  const doc = json(s) as Record<string, unknown>;
  if (Array.isArray(doc["nodes"])) doc["nodes"].forEach((n, i) => isObject(n) && Object.defineProperty(n, "id", { value: IDS[i], enumerable: true, writable: true, configurable: true }));
  return doc;
});

/** A small deterministic generator: the same seed gives the same shuffles. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function shuffle<T>(list: T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The same value with every object's keys in another order (own "__proto__" keys kept as keys). */
function reorderKeys(v: unknown, next: () => number): unknown {
  if (Array.isArray(v)) return v.map((x) => reorderKeys(x, next));
  if (!isObject(v)) return v;
  const out = {};
  for (const k of shuffle(Object.keys(v), next)) Object.defineProperty(out, k, { value: reorderKeys(v[k], next), enumerable: true, writable: true, configurable: true });
  return out;
}

/** The nodes after the first in another order. */
function permuteNodes(doc: unknown, next: () => number): unknown {
  if (!isObject(doc) || !Array.isArray(doc["nodes"]) || doc["nodes"].length < 2) return doc;
  const [first, ...rest] = doc["nodes"] as unknown[];
  return { ...doc, nodes: [first, ...shuffle(rest, next)] };
}

/**
 * The spec with node `old` called `now`: its id, every transition target naming it, and every `of`
 * naming it in a comparison (an object with `op`) of a condition, found through `all`, `any`, `not`.
 */
function renameNode(doc: Record<string, unknown>, old: string, now: string): unknown {
  const condition = (c: unknown): unknown => {
    if (!isObject(c)) return c;
    const out = { ...c };
    if (c["op"] !== undefined) {
      if (c["of"] === old) out["of"] = now;
      else if (isObject(c["of"]) && c["of"]["nodeId"] === old) out["of"] = { ...c["of"], nodeId: now };
      return out;
    }
    for (const k of ["all", "any"]) if (Array.isArray(c[k])) out[k] = (c[k] as unknown[]).map(condition);
    if (c["not"] !== undefined) out["not"] = condition(c["not"]);
    return out;
  };
  const nodes = (doc["nodes"] as unknown[]).map((n) => {
    if (!isObject(n)) return n;
    const copy = { ...n };
    if (n["id"] === old) copy["id"] = now;
    if (Array.isArray(n["transition"])) {
      copy["transition"] = n["transition"].map((t: unknown) => {
        if (!isObject(t)) return t;
        const u = { ...t };
        if (t["to"] === old) u["to"] = now;
        if (Object.hasOwn(t, "when")) u["when"] = condition(t["when"]);
        return u;
      });
    }
    return copy;
  });
  return { ...doc, nodes };
}

describe("diffSpecs", () => {
  test("never throws, and every change is worded by its kind's definition", () => {
    fc.assert(
      fc.property(anyDocument, anyDocument, (a, b) => {
        const changes = diffSpecs(a, b);
        for (const c of changes) {
          expect(c.class).toBe(changeKinds[c.kind].class);
          expect(typeof c.message).toBe("string");
          expect(c.at === "" || c.at.startsWith("/")).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("a spec against itself reformatted, with keys reordered and nodes after the first permuted, gives no change", () => {
    fc.assert(
      fc.property(uniqueIds, fc.integer(), fc.integer({ min: 0, max: 8 }), (doc, seed, indent) => {
        const next = random(seed);
        const other = JSON.parse(JSON.stringify(permuteNodes(reorderKeys(doc, next), next), null, indent)) as unknown;
        expect(diffSpecs(doc, other)).toEqual([]);
        expect(diffSpecs(other, doc)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  test("a node whose id alone changed, its references with it, is one rename", () => {
    fc.assert(
      fc.property(uniqueIds, fc.nat(), fc.integer(), (doc, pick, seed) => {
        const nodes = doc["nodes"];
        fc.pre(Array.isArray(nodes) && nodes.some(isObject));
        const list = (nodes as unknown[]).filter(isObject);
        const old = list[pick % list.length]!["id"] as string;
        const renamed = permuteNodes(reorderKeys(renameNode(doc, old, "renamed-node"), random(seed)), random(seed + 1));
        const changes = diffSpecs(doc, renamed);
        expect(changes.map((c) => [c.kind, c.params])).toEqual([["node/renamed", { from: old, to: "renamed-node" }]]);
      }),
      { numRuns: RUNS },
    );
  });

  test("what changes one way changes the other way too", () => {
    fc.assert(
      fc.property(uniqueIds, uniqueIds, (a, b) => {
        expect(diffSpecs(a, b).length === 0).toBe(diffSpecs(b, a).length === 0);
      }),
      { numRuns: RUNS },
    );
  });
});
