// The policies' condition grammar (conditions/policy.ts): the transition grammar with sources self
// and spec, used by agentspec.config.json only. The spec's grammar (compileCondition, the schema,
// validateSpecText) keeps refusing those sources; a policy's condition gives the verdict the same
// condition gives over the engine's own sources, and explains it in the policy's words.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ConditionError, compileCondition } from "../../src/conditions/index.js";
import { compilePolicyCondition, policyConditionIssues, POLICY_SOURCES } from "../../src/conditions/policy.js";
import { operandOf } from "../../src/conditions/operands.generated.js";
import { validateSpec, validateSpecText } from "../../src/index.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

const node = { id: "pay", type: "action", actionType: "WEBHOOK", config: { url: "https://payments.example.com/charge", method: "POST", proxy: "brazil", timeout: 60 } };
const spec = { version: 2, nodes: [node, { id: "end", type: "end" }] };

describe("compilePolicyCondition", () => {
  test("self reads the node, spec the whole spec", () => {
    const brazil = compilePolicyCondition({ source: "self", path: "config.proxy", op: "eq", value: "brazil" });
    expect(brazil.evaluate({ self: node, spec })).toBe(true);
    expect(brazil.evaluate({ self: spec.nodes[1], spec })).toBe(false);
    const count = compilePolicyCondition({ source: "spec", path: "nodes", op: "length", value: { comparator: "gt", value: 1 } });
    expect(count.evaluate({ self: node, spec })).toBe(true);
    expect(count.evaluate({ self: node, spec: { nodes: [] } })).toBe(false);
    expect(count.reads).toEqual([{ source: "spec", path: "nodes" }]);
  });

  test("the payments example: a webhook to payments.example.com with no timeout or one above 30", () => {
    const cond = {
      all: [
        { source: "self", path: "config.url", op: "regex", value: "^https://payments\\.example\\.com/" },
        { any: [{ source: "self", path: "config.timeout", op: "notExists" }, { source: "self", path: "config.timeout", op: "gt", value: 30 }] },
      ],
    };
    const c = compilePolicyCondition(cond);
    expect(c.evaluate({ self: node, spec })).toBe(true);
    expect(c.evaluate({ self: { ...node, config: { ...node.config, timeout: 30 } }, spec })).toBe(false);
    expect(c.evaluate({ self: { ...node, config: { url: "https://payments.example.com/x" } }, spec })).toBe(true);
    expect(c.evaluate({ self: { ...node, config: { url: "https://other.example.com/x" } }, spec })).toBe(false);
  });

  test("explain names the policy's sources, as the transition grammar's explain does its own", () => {
    const c = compilePolicyCondition({ any: [{ source: "self", path: "config.timeout", op: "gt", value: 30 }, { source: "spec", path: "version", op: "eq", value: 3 }] });
    const e = c.explain({ self: node, spec });
    expect(e.result).toBe(true);
    expect(e.text).toBe("any(self config.timeout (60) gt 30 → true, spec version (2) eq 3 → false) → true");
    expect(e.tree).toMatchObject({ kind: "any", children: [{ kind: "comparison", source: "self", pointer: "/any/0", reason: "OK" }, { source: "spec", pointer: "/any/1" }] });
    const missing = c.explain({ self: { id: "x" }, spec: {} });
    expect(missing.text).toBe("any(self config.timeout (missing) gt 30 → false, spec version (missing) eq 3 → false) → false");
  });

  test("a run's sources and unknown ones are refused at /source, the rest of the grammar's faults at their own places", () => {
    expect(policyConditionIssues({ source: "input", path: "a", op: "exists" }, "/when").map((i) => [i.code, i.pointer])).toEqual([["condition/bad-source", "/when/source"]]);
    expect(policyConditionIssues({ source: "input", path: "a", op: "exists" }, "")[0]!.message).toContain('use "self" (the node) or "spec"');
    const issues = policyConditionIssues({ all: [{ source: "slef", path: "a..b", op: "eqq", value: 1 }, { not: { source: "spec", path: "x", op: "regex", value: "(" } }] }, "/policies/0/when");
    expect(issues.map((i) => [i.code, i.pointer])).toEqual([
      ["condition/unknown-op", "/policies/0/when/all/0/op"],
      ["condition/bad-path", "/policies/0/when/all/0/path"],
      ["condition/bad-source", "/policies/0/when/all/0/source"],
      ["condition/bad-regex", "/policies/0/when/all/1/not/value"],
    ]);
    expect(issues[2]!.message).toBe('unknown source "slef": use one of "self", "spec"; did you mean "self"?');
    expect(() => compilePolicyCondition({ source: "node", of: "a", path: "evaluation.x", op: "exists" })).toThrow(ConditionError);
    expect(policyConditionIssues({ source: "self", path: "a", op: "exists" }, "")).toEqual([]);
  });

  test("the spec's grammar does not take the policy sources: compileCondition, validateSpec and validateSpecText refuse them", () => {
    for (const source of POLICY_SOURCES) {
      expect(() => compileCondition({ source, path: "a", op: "exists" })).toThrow(ConditionError);
      const doc = { version: 2, nodes: [{ id: "a", type: "start", transition: [{ to: "b", when: { source, path: "a", op: "exists" } }] }, { id: "b", type: "end" }] };
      expect(validateSpec(doc).valid).toBe(false);
      const text = validateSpecText(JSON.stringify(doc));
      expect(text.valid).toBe(false);
      expect(text.issues.some((i) => i.pointer.startsWith("/nodes/0/transition/0/when/source"))).toBe(true);
    }
  });

  // The law the carriers rest on: a policy condition over self and spec gives the verdict of the same
  // condition over vars and context, on any data, and never throws.
  const key = fc.constantFrom("a", "b", "config", "0");
  const data: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    v: fc.oneof({ depthSize: "small" }, fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constantFrom(null, true, "", "brazil", "https://payments.example.com/")), fc.array(tie("v"), { maxLength: 3 }), fc.dictionary(key, tie("v"), { maxKeys: 3 })),
  })).v;
  const ops = Object.keys(operandOf).filter((op) => operandOf[op as keyof typeof operandOf] === null || operandOf[op as keyof typeof operandOf] === "json");
  const leaf = fc.record({ source: fc.constantFrom(...POLICY_SOURCES), path: fc.constantFrom("a", "a.b", "config", "[*].a", "b[0]"), op: fc.constantFrom(...ops), value: data }).map((c) => (operandOf[c.op as keyof typeof operandOf] === null ? { source: c.source, path: c.path, op: c.op } : c));
  const cond: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    c: fc.oneof({ depthSize: "small" }, leaf, fc.record({ all: fc.array(tie("c"), { maxLength: 3 }) }), fc.record({ any: fc.array(tie("c"), { maxLength: 3 }) }), fc.record({ not: tie("c") })),
  })).c;
  const carried = (c: unknown): unknown => {
    if (c === null || typeof c !== "object") return c;
    const o = c as Record<string, unknown>;
    if ("all" in o) return { all: (o["all"] as unknown[]).map(carried) };
    if ("any" in o) return { any: (o["any"] as unknown[]).map(carried) };
    if ("not" in o) return { not: carried(o["not"]) };
    return { ...o, source: o["source"] === "self" ? "vars" : "context" };
  };

  test("property: a policy condition's verdict and explanation equal the same condition's over vars and context", () => {
    fc.assert(
      fc.property(cond, data, data, (c, self, whole) => {
        const policy = compilePolicyCondition(c);
        const plain = compileCondition(carried(c));
        const verdict = plain.evaluate({ vars: self, context: whole });
        expect(policy.evaluate({ self, spec: whole })).toBe(verdict);
        const e = policy.explain({ self, spec: whole });
        expect(e.result).toBe(verdict);
        const renamed = JSON.parse(JSON.stringify(plain.explain({ vars: self, context: whole }).tree).replace(/"source":"vars"/g, '"source":"self"').replace(/"source":"context"/g, '"source":"spec"')) as unknown;
        expect(JSON.parse(JSON.stringify(e.tree))).toEqual(renamed);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
