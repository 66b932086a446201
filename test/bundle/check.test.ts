import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkAgentImport, type AgentSummary } from "../../src/bundle/index.js";
import { bundleCodes } from "../../src/core/codes/bundle.js";
import { deepFreeze, nested } from "./helpers.js";

const example = deepFreeze(JSON.parse(readFileSync(new URL("../../examples/bundle.json", import.meta.url), "utf8")));
const spec = { version: 2, nodes: [{ id: "a", type: "end" }] };
const bundleOf = (...agents: unknown[]) => ({ format: "agentspec-bundle", formatVersion: 1, agents });

describe("checkAgentImport", () => {
  test("the example bundle: clean, one summary per agent with its routes, subagents included", () => {
    expect(checkAgentImport(example)).toEqual({
      ok: true,
      issues: [],
      agents: [
        {
          pointer: "/agents/0",
          id: "agt_order_sync",
          name: "Order sync",
          applicationId: 4127,
          action: "create",
          routes: { direct: [], brazil: ["/agents/0/spec/nodes/1"], us: ["/agents/0/spec/nodes/0"] },
        },
        {
          pointer: "/agents/0/subagents/0",
          id: "agt_erp_alert",
          name: "ERP alert",
          applicationId: 4127,
          action: "create",
          routes: { direct: ["/agents/0/subagents/0/spec/nodes/0"], brazil: [], us: [] },
        },
        {
          pointer: "/agents/1",
          id: "agt_ticket_triage",
          name: "Ticket triage",
          applicationId: 4127,
          action: "create",
          routes: { direct: ["/agents/1/spec/nodes/0"], brazil: ["/agents/1/spec/nodes/1"], us: [] },
        },
      ],
    });
  });

  test("conflicts with existing agents mark the agent as a conflict", () => {
    const existing: AgentSummary[] = [
      { id: "agt_ticket_triage", name: "Old triage", applicationId: 1 },
      { name: "ERP alert", applicationId: 4127 },
      { name: "Order sync", applicationId: 9 },
    ];
    const r = checkAgentImport(example, { existing });
    expect(r.ok).toBe(false);
    expect(r.issues.map((i) => [i.code, i.pointer])).toEqual([
      ["bundle/conflict-name", "/agents/0/subagents/0/name"],
      ["bundle/conflict-id", "/agents/1/id"],
    ]);
    expect(r.issues[0]!.params).toEqual({ name: "ERP alert", applicationId: 4127, existing: { name: "ERP alert", applicationId: 4127 } });
    expect(r.agents.map((a) => a.action)).toEqual(["create", "conflict", "conflict"]);
  });

  test("an invalid or templated proxy appears in no route, only as an error", () => {
    const node = (id: string, proxy: unknown) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", proxy } });
    const bundle = bundleOf({ name: "x", spec: { version: 2, nodes: [node("a", "{{vars.r}}"), node("b", "US"), node("c", null), node("d", "us"), { id: "e", type: "action", actionType: "WEBHOOK" }] } });
    const r = checkAgentImport(bundle);
    expect(r.agents[0]!.routes).toEqual({ direct: [], brazil: [], us: ["/agents/0/spec/nodes/3"] });
    expect(r.issues.filter((i) => i.code === "webhook/invalid-proxy").map((i) => i.pointer)).toEqual([
      "/agents/0/spec/nodes/0/config/proxy",
      "/agents/0/spec/nodes/1/config/proxy",
      "/agents/0/spec/nodes/2/config/proxy",
    ]);
  });

  test("warnings alone keep the import ok; strict is passed on to the spec checks", () => {
    const bundle = bundleOf({ name: "x", spec: { nodes: [{ id: "a", type: "end", colour: "red" }] } });
    const r = checkAgentImport(bundle);
    expect(r.ok).toBe(true);
    expect(r.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual([["spec/missing-version", "warning", "/agents/0/spec/version"]]);
    expect(checkAgentImport(bundle, { strict: true }).issues.length).toBeGreaterThanOrEqual(1);
  });

  test("a later duplicate is a conflict; the first keeps create", () => {
    const r = checkAgentImport(bundleOf({ id: "a", name: "A", spec }, { id: "a", name: "B", spec }));
    expect(r.agents.map((a) => a.action)).toEqual(["create", "conflict"]);
  });

  test("not a bundle: no summaries", () => {
    expect(checkAgentImport({ format: "agentspec-bundle", formatVersion: 2, agents: [{ name: "x", spec }] })).toEqual({
      ok: false,
      issues: [expect.objectContaining({ code: "bundle/unsupported-version", pointer: "/formatVersion" })],
      agents: [],
    });
  });

  test("never throws and never writes, on odd values", () => {
    const odd = [
      undefined,
      null,
      0,
      Number.MAX_VALUE,
      "",
      [],
      {},
      nested(100_000),
      bundleOf(nested(100_000)),
      bundleOf(null, 1, "x", [], { name: 1, spec: 1, subagents: [null, { subagents: 5 }] }),
      bundleOf({ name: "x", spec: { nodes: [null, 1, { transition: [null, { when: nested(60, {}) }] }] } }),
      JSON.parse('{"format":"agentspec-bundle","formatVersion":1,"agents":[{"__proto__":{"name":"x"},"name":"__proto__","id":"constructor","spec":{"__proto__":[]}}]}'),
    ];
    for (const v of odd) {
      const r = checkAgentImport(deepFreeze(v), { existing: deepFreeze([{ name: "__proto__" }, { id: "constructor", name: "c" }]) });
      expect(r.ok).toBe(false);
    }
    expect(({} as Record<string, unknown>)["name"]).toBeUndefined();
  });

  test("subagents nested 250 levels deep are checked (the whole bundle stays within 512 levels)", () => {
    let entry: Record<string, unknown> = { name: "leaf", spec };
    for (let i = 0; i < 250; i++) entry = { name: `level ${i}`, spec, subagents: [entry] };
    const r = checkAgentImport(deepFreeze(bundleOf(entry)));
    expect(r.issues).toEqual([]);
    expect(r.agents).toHaveLength(251);
    expect(r.agents[250]!.pointer).toBe("/agents/0" + "/subagents/0".repeat(250));
  });

  test("a non-array `existing` is a misuse: TypeError", () => {
    expect(() => checkAgentImport(example, { existing: {} as unknown as AgentSummary[] })).toThrow(TypeError);
  });

  test("every bundle code has a one-sentence message", () => {
    for (const [code, { message }] of Object.entries(bundleCodes)) {
      const text = (message as (p: object) => string)({ value: 1, reason: "wrong-format", supported: 1, id: "a", name: "n", first: "/agents/0", existing: { id: "a" } });
      expect(text, code).toMatch(/^[^\n]+$/);
      expect(text, code).not.toMatch(/undefined|\.$/);
    }
  });
});
