import { describe, expect, test } from "vitest";
import { canonicalize, stringifyCanonical } from "../../src/bundle/index.js";
import { keyOrder } from "../../src/format/canonical.js";
import { nested } from "./helpers.js";

const keys = (v: unknown): string[] => Object.keys(v as object);

describe("keyOrder", () => {
  test("is read from the schema's properties, in the schema's order", () => {
    expect(keyOrder()).toEqual({
      bundle: ["format", "formatVersion", "agents"],
      entry: ["id", "name", "type", "applicationId", "spec", "subagents"],
      spec: ["version", "nodes"],
      node: ["id", "type", "actionType", "mode", "config", "outputVar", "transition"],
      config: ["url", "method", "headers", "query", "body", "responseMode", "proxy", "timeout"],
      transition: ["to", "when"],
      condition: ["source", "of", "path", "valueType", "op", "value", "all", "any", "not"],
    });
  });
});

describe("canonicalize", () => {
  test("a spec: known keys first in the schema's order, the rest sorted, at every level of the schema's objects; user data keeps its order", () => {
    const spec = {
      zeta: 1,
      nodes: [
        {
          transition: [{ when: { value: 3, op: "gt", path: "a", source: "vars", extra: true }, to: "b" }],
          config: { timeout: 5, proxy: "us", method: "GET", url: "https://x.example.com", Zed: 1, headers: { b: "1", a: "2" } },
          type: "action",
          id: "a",
          actionType: "WEBHOOK",
        },
      ],
      version: 2,
      alpha: { y: 1, x: [{ d: 1, c: 2 }] },
    };
    const out = canonicalize(spec) as any;
    expect(keys(out)).toEqual(["version", "nodes", "alpha", "zeta"]);
    expect(keys(out.alpha)).toEqual(["y", "x"]);
    expect(keys(out.alpha.x[0])).toEqual(["d", "c"]);
    expect(keys(out.nodes[0])).toEqual(["id", "type", "actionType", "config", "transition"]);
    expect(keys(out.nodes[0].config)).toEqual(["url", "method", "headers", "proxy", "timeout", "Zed"]);
    expect(keys(out.nodes[0].config.headers)).toEqual(["b", "a"]);
    expect(keys(out.nodes[0].transition[0])).toEqual(["to", "when"]);
    expect(keys(out.nodes[0].transition[0].when)).toEqual(["source", "path", "op", "value", "extra"]);
    expect(out).toEqual(spec);
  });

  test("conditions nested in combinators get the condition order; the length operand stays sorted", () => {
    const when = { not: { any: [{ op: "length", value: { value: 1, comparator: "gt" }, path: "p", source: "state" }] } };
    const out = canonicalize({ nodes: [{ id: "a", type: "end", transition: [{ when, to: "a" }] }] }) as any;
    const leaf = out.nodes[0].transition[0].when.not.any[0];
    expect(keys(leaf)).toEqual(["source", "path", "op", "value"]);
    expect(keys(leaf.value)).toEqual(["comparator", "value"]);
  });

  test("a bundle and its nested entries get their own order; specs inside get the spec order", () => {
    const bundle = {
      zz: true,
      agents: [{ subagents: [{ spec: { nodes: [], version: 2 }, name: "c", id: "2", "x-a": 1 }], spec: { nodes: [] }, name: "p" }],
      formatVersion: 1,
      format: "agentspec-bundle",
    };
    const out = canonicalize(bundle) as any;
    expect(keys(out)).toEqual(["format", "formatVersion", "agents", "zz"]);
    expect(keys(out.agents[0])).toEqual(["name", "spec", "subagents"]);
    expect(keys(out.agents[0].subagents[0])).toEqual(["id", "name", "spec", "x-a"]);
    expect(keys(out.agents[0].subagents[0].spec)).toEqual(["version", "nodes"]);
  });

  test("unknown keys sort by UTF-16 code units, not by locale", () => {
    const out = canonicalize({ b: 1, "é": 1, B: 1, "\u{1F600}": 1, "\uFF01": 1, a: 1 });
    expect(keys(out)).toEqual(["B", "a", "b", "é", "\u{1F600}", "\uFF01"]);
  });

  test("array-index keys lead, as JavaScript enumerates them", () => {
    expect(keys(canonicalize({ b: 1, 10: 1, 2: 1, version: 2 }))).toEqual(["2", "10", "version", "b"]);
  });

  test("values and array order are unchanged; the result is a copy", () => {
    const spec = { nodes: [3, 1, 2], x: ["b", "a"], n: [1e21, 5e-324, -1.5, 0.1], s: "\u0000\uD800" };
    const out = canonicalize(spec) as any;
    expect(out).toEqual(spec);
    expect(out).not.toBe(spec);
    expect(out.nodes).not.toBe(spec.nodes);
  });

  test("a root array and primitives are handled; a root array's objects keep their order, not read as specs", () => {
    expect(canonicalize(null)).toBe(null);
    expect(canonicalize("x")).toBe("x");
    expect(keys((canonicalize([{ version: 2, a: 1 }]) as any)[0])).toEqual(["version", "a"]);
  });

  test("__proto__ keys are copied as own properties; no prototype is ever changed", () => {
    const input = JSON.parse('{"nodes": [], "__proto__": {"polluted": true}, "a": {"__proto__": [1]}}');
    const out = canonicalize(input) as any;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.polluted).toBeUndefined();
    expect(Object.hasOwn(out, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")!.value).toEqual({ polluted: true });
    expect(Object.getOwnPropertyDescriptor(out.a, "__proto__")!.value).toEqual([1]);
    expect(({} as any).polluted).toBeUndefined();
    expect(keys(out)).toEqual(["nodes", "__proto__", "a"]);
  });

  test("iterative: a value nested 100,000 levels deep is copied without overflowing the stack", () => {
    const deep = nested(100_000);
    let v = canonicalize({ nodes: deep }) as any;
    let depth = 0;
    for (v = v.nodes; Array.isArray(v); v = v[0]) depth++;
    expect(depth).toBe(100_000);
    expect(v).toBe(1);
  });

  test("shared subtrees are copied; a cycle is a TypeError", () => {
    const shared = { b: 1 };
    const out = canonicalize({ x: shared, y: [shared] }) as any;
    expect(out.x).toEqual(shared);
    expect(out.y[0]).not.toBe(out.x);
    const cyclic: any = { a: [{}] };
    cyclic.a[0].back = cyclic;
    expect(() => canonicalize(cyclic)).toThrow(TypeError);
  });
});

describe("stringifyCanonical", () => {
  test("2-space indent and a final newline", () => {
    expect(stringifyCanonical({ nodes: [{ type: "end", id: "a" }], version: 2 })).toBe(
      '{\n  "version": 2,\n  "nodes": [\n    {\n      "id": "a",\n      "type": "end"\n    }\n  ]\n}\n',
    );
    expect(stringifyCanonical([])).toBe("[]\n");
    expect(stringifyCanonical("é")).toBe('"é"\n');
  });

  test("a value JSON cannot write is a TypeError", () => {
    expect(() => stringifyCanonical(undefined)).toThrow(TypeError);
  });
});
