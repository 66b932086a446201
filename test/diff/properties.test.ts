// Laws of diffSpecs: total on any values; blind to formatting, key order and the order of nodes
// after the first; a node whose id alone changed (its references with it) is one rename; a change
// seen from both sides is seen at all from each.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { anyDocument, spec } from "../arbitraries.js";
import { changeKinds, diffSpecs } from "../../src/diff/index.js";
import { isObject } from "../../src/core/json.js";
import { resolvePointer } from "../../src/core/pointer.js";

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

  test("every pointer resolves on its side: before in the spec before, after in the spec after, at in the spec after", () => {
    /** The spec with some members of its nodes and their configs dropped (a proxy omitted, a field added back the other way). */
    const dropped = (doc: Record<string, unknown>, picks: readonly number[]): unknown => {
      const copy = json(doc) as Record<string, unknown>;
      if (!Array.isArray(copy["nodes"])) return copy;
      let k = 0;
      const drop = (o: Record<string, unknown>): void => {
        for (const key of Object.keys(o)) if ((picks[k++ % picks.length] ?? 0) % 3 === 0) delete o[key];
      };
      for (const n of copy["nodes"] as unknown[]) {
        if (!isObject(n)) continue;
        if (isObject(n["config"])) drop(n["config"]);
        drop(n);
      }
      return copy;
    };
    const resolves = (doc: unknown, pointer: string | undefined): boolean => pointer === undefined || resolvePointer(doc, pointer).found;
    fc.assert(
      fc.property(uniqueIds, uniqueIds, fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), fc.boolean(), (a, other, picks, flip) => {
        for (const [before, after] of [
          [a, other],
          [a, dropped(a, picks)],
        ] as const) {
          const [x, y] = flip ? [after, before] : [before, after];
          for (const c of diffSpecs(x, y)) {
            expect(resolves(x, c.before), `${c.kind}: before ${c.before}`).toBe(true);
            expect(resolves(y, c.after), `${c.kind}: after ${c.after}`).toBe(true);
            expect(c.before !== undefined || c.after !== undefined).toBe(true);
            expect(resolves(y, c.at), `${c.kind}: at ${c.at}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("a route added where proxy was omitted has no before pointer; the node's config is where it was", () => {
    const node = (config: Record<string, unknown>) => ({ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "POST", ...config } });
    const [change] = diffSpecs({ version: 2, nodes: [node({})] }, { version: 2, nodes: [node({ proxy: "us" })] });
    expect(change).toMatchObject({ kind: "webhook/route-changed", after: "/nodes/0/config/proxy", at: "/nodes/0/config/proxy" });
    expect(change!.before).toBeUndefined();
    const [back] = diffSpecs({ version: 2, nodes: [node({ proxy: "us" })] }, { version: 2, nodes: [node({})] });
    expect(back).toMatchObject({ kind: "webhook/route-changed", before: "/nodes/0/config/proxy", at: "/nodes/0/config" });
    expect(back!.after).toBeUndefined();
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

describe("diffSpecs on extreme documents", () => {
  /** A value nested `depth` levels deep, built without recursion. */
  const deep = (depth: number): unknown => {
    let v: unknown = { leaf: true };
    for (let i = 0; i < depth; i++) v = i % 2 ? { k: v } : [v];
    return v;
  };
  const node = (id: string, body: unknown, to?: string) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "POST", body }, ...(to ? { transition: [{ to, when: { not: deep(5000) } }] } : {}) });

  test("a body and a condition nested 100,000 and 5,000 levels deep, with a rename to look for, give an answer", () => {
    const before = { version: 2, nodes: [node("a", deep(100_000), "b"), node("b", deep(100_000))] };
    const after = { version: 2, nodes: [node("a", deep(100_000), "c"), node("c", deep(100_000))] };
    const changes = diffSpecs(before, after);
    expect(Array.isArray(changes)).toBe(true);
    expect(changes.every((c) => typeof c.message === "string")).toBe(true);
  });

  test("2,000 nodes renamed at once are each one rename", () => {
    const nodes = Array.from({ length: 2000 }, (_, i) => ({ id: `n${i}`, type: "action", actionType: "LLM", config: { i }, transition: i + 1 < 2000 ? [{ to: `n${i + 1}` }] : [] }));
    const renamed = nodes.map((n) => ({ ...n, id: `m${n.id}`, transition: n.transition.map((t) => ({ to: `m${t.to}` })) }));
    const changes = diffSpecs({ version: 2, nodes }, { version: 2, nodes: renamed });
    expect(changes).toHaveLength(2000);
    expect(changes.every((c) => c.kind === "node/renamed")).toBe(true);
  });
});

test("a valueType inside a comparison's operand is data, not the hint: changing it changes the condition", () => {
  const spec = (hint: string, inner: string) => ({
    version: 2,
    nodes: [
      { id: "a", transition: [{ to: "b", when: { source: "vars", path: "x", op: "eq", valueType: hint, value: { op: "eq", valueType: inner } } }] },
      { id: "b" },
    ],
  });
  expect(diffSpecs(spec("object", "string"), spec("string", "string")).map((c) => c.kind)).toEqual(["condition/hint-changed"]);
  expect(diffSpecs(spec("object", "string"), spec("object", "number")).map((c) => c.kind)).toEqual(["transition/condition-changed"]);
});

test("credentials in a url, header values and query values are never in a change", () => {
  const spec = (url: string, secret: string) => ({
    version: 2,
    nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url, method: "GET", headers: { Authorization: `ApiKey ${secret}` }, query: { token: secret } } }],
  });
  const changes = diffSpecs(spec("https://bob:hunter2@api.example.com/x?key=old-key", "old-secret"), spec("https://alice:swordfish@api.example.net/x?key=new-key", "new-secret"));
  const said = JSON.stringify(changes);
  for (const secret of ["hunter2", "swordfish", "bob", "alice", "old-key", "new-key", "old-secret", "new-secret"]) expect(said, secret).not.toContain(secret);
  expect(changes.map((c) => c.kind)).toEqual(["webhook/url-host-changed", "webhook/url-path-changed", "webhook/headers-changed", "webhook/query-changed"]);
  const same = diffSpecs(spec("https://bob:hunter2@api.example.com/x", "s"), spec("https://bob:other@api.example.com/x", "s"));
  expect(same.map((c) => c.message)).toEqual(['node "a": the url\'s user information changed (not shown)']);
});
