import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { exportBundle, importBundle, stringifyCanonical, type AgentEntry } from "../../src/bundle/index.js";
import { deepFreeze, nested } from "./helpers.js";

const example = JSON.parse(readFileSync(new URL("../../examples/bundle.json", import.meta.url), "utf8"));
const spec = { version: 2, nodes: [{ id: "a", type: "end" }] } as AgentEntry["spec"];
const codes = (r: { issues: { code: string; pointer: string }[] }): string[][] => r.issues.map((i) => [i.code, i.pointer]);

describe("exportBundle", () => {
  test("wraps the agents in the bundle envelope, canonical order, unknown fields (in their own key order) and subagents kept", () => {
    const agents = [{ spec, "x-b": 1, name: "P", subagents: [{ spec, name: "C", id: "c" }], "x-a": { z: 1, y: 2 } }] as AgentEntry[];
    const b = exportBundle(agents);
    expect(Object.keys(b)).toEqual(["format", "formatVersion", "agents"]);
    expect(b.format).toBe("agentspec-bundle");
    expect(b.formatVersion).toBe(1);
    expect(Object.keys(b.agents[0]!)).toEqual(["name", "spec", "subagents", "x-a", "x-b"]);
    expect(Object.keys(b.agents[0]!["x-a"] as object)).toEqual(["z", "y"]);
    expect(b.agents).toEqual(agents);
    expect(b.agents[0]).not.toBe(agents[0]);
  });

  test("the example bundle is already in canonical form, and its proxies survive export", () => {
    const text = readFileSync(new URL("../../examples/bundle.json", import.meta.url), "utf8");
    const again = stringifyCanonical(exportBundle(importBundle(example).agents));
    expect(again).toBe(text);
    expect(again).toContain('"proxy": "brazil"');
    expect(again).toContain('"proxy": "us"');
  });

  test("does not validate specs, and does not change its input", () => {
    const agents = deepFreeze([{ name: "x", spec: { nodes: "not nodes", version: 9 } }]) as unknown as AgentEntry[];
    expect(exportBundle(agents).agents).toEqual(agents);
  });

  test("throws a TypeError only on misuse", () => {
    expect(() => exportBundle({} as unknown as AgentEntry[])).toThrow(TypeError);
    expect(() => exportBundle(null as unknown as AgentEntry[])).toThrow(/expects an array/);
    expect(exportBundle([])).toEqual({ format: "agentspec-bundle", formatVersion: 1, agents: [] });
  });
});

describe("importBundle", () => {
  test("gives deep copies of the agents, keys in their original order", () => {
    const bundle = deepFreeze({ format: "agentspec-bundle", formatVersion: 1, agents: [{ spec, name: "B", zz: [1, { b: 1, a: 2 }] }] });
    const r = importBundle(bundle);
    expect(r.issues).toEqual([]);
    expect(r.agents).toEqual(bundle.agents);
    expect(r.agents[0]).not.toBe(bundle.agents[0]);
    expect(Object.keys(r.agents[0]!)).toEqual(["spec", "name", "zz"]);
    expect(Object.keys((r.agents[0]!["zz"] as unknown[])[1] as object)).toEqual(["b", "a"]);
    (r.agents[0]!["zz"] as unknown[]).push(3);
  });

  test("refuses what is not a bundle, with issues, never an exception", () => {
    expect(codes(importBundle(undefined))).toEqual([["bundle/not-a-bundle", ""]]);
    expect(codes(importBundle("{}"))).toEqual([["bundle/not-a-bundle", ""]]);
    expect(codes(importBundle([example]))).toEqual([["bundle/not-a-bundle", ""]]);
    expect(codes(importBundle({ agents: [] }))).toEqual([["bundle/not-a-bundle", "/format"]]);
    expect(codes(importBundle({ format: "agentspec", formatVersion: 1, agents: [] }))).toEqual([["bundle/not-a-bundle", "/format"]]);
    const r = importBundle({ format: "agentspec-bundle", formatVersion: "1", agents: null });
    expect(codes(r)).toEqual([
      ["bundle/unsupported-version", "/formatVersion"],
      ["bundle/agents-not-array", "/agents"],
    ]);
    expect(r.issues[0]!.params).toEqual({ value: "1", supported: 1 });
    expect(r.issues[0]!.message).toBe('unsupported bundle formatVersion "1"; this version of the toolkit reads formatVersion 1');
    expect(r.agents).toEqual([]);
  });

  test("is all or nothing: a malformed entry anywhere gives no agents", () => {
    const r = importBundle({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "ok", spec }, { name: "p", spec, subagents: [{ spec }] }] });
    expect(codes(r)).toEqual([["schema/required", "/agents/1/subagents/0/name"]]);
    expect(r.agents).toEqual([]);
  });

  test("leaves specs to checkAgentImport: an invalid spec imports without issues", () => {
    const r = importBundle({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "x", spec: { nodes: [{ config: { proxy: "{{r}}" } }] } }] });
    expect(r.issues).toEqual([]);
    expect(r.agents).toHaveLength(1);
  });

  test("a bundle nested deeper than 512 levels is one issue", () => {
    const r = importBundle({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "x", spec, extra: nested(5000) }] });
    expect(r.issues.map((i) => i.code)).toEqual(["json/too-deep"]);
    expect(r.agents).toEqual([]);
  });

  test("__proto__ keys stay own data and never pollute", () => {
    const bundle = JSON.parse('{"format":"agentspec-bundle","formatVersion":1,"agents":[{"name":"x","spec":{"nodes":[]},"__proto__":{"polluted":1}}]}');
    const r = importBundle(bundle);
    expect(Object.getPrototypeOf(r.agents[0])).toBe(Object.prototype);
    expect(r.agents[0]!["polluted"]).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(r.agents[0], "__proto__")!.value).toEqual({ polluted: 1 });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});
