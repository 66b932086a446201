// agentspec.config.json's policies: the config checker's verdict on each (positioned, with the
// condition's faults at their places inside `when`), which files each applies to, and the document
// checker's findings where a policy's condition holds, in specs and in bundles' agents.
import { describe, expect, test } from "vitest";
import { checkConfigText, compilePolicy, configFindings, type AgentspecConfig } from "../../src/config/index.js";
import { checkText, documentChecker } from "../../src/check/index.js";
import { compileGlob } from "../../src/node/config.js";

const brazil = { name: "no-brazil-route", message: "the brazil relay is for agents/latam/ only", ignores: ["agents/latam/**"], when: { source: "self", path: "config.proxy", op: "eq", value: "brazil" } };
const payments = {
  name: "payments-timeout",
  message: "a webhook to payments.example.com needs a timeout of 30 s or less",
  description: "The payment gateway drops calls after 30 s.",
  severity: "warn",
  when: {
    all: [
      { source: "self", path: "config.url", op: "regex", value: "^https://payments\\.example\\.com/" },
      { any: [{ source: "self", path: "config.timeout", op: "notExists" }, { source: "self", path: "config.timeout", op: "gt", value: 30 }] },
    ],
  },
};
const oneStart = { name: "one-start", message: "a spec has exactly one start node", on: "spec", when: { not: { source: "spec", path: "nodes[*].type", op: "contains", value: "start" } } };
const config = { root: true, policies: [brazil, payments, oneStart] };

const webhook = (id: string, config: Record<string, unknown>) => ({ id, type: "action", actionType: "WEBHOOK", mode: "sync", config: { method: "POST", ...config } });
const spec = { version: 2, nodes: [webhook("pay", { url: "https://payments.example.com/charge", proxy: "brazil", timeout: 60 }), webhook("ok", { url: "https://payments.example.com/refund", timeout: 30 })] };
const specText = JSON.stringify(spec, null, 2) + "\n";

describe("the config checker", () => {
  test("the examples are a config agentspec can use", () => {
    expect(configFindings(config)).toEqual([]);
    expect(checkConfigText(JSON.stringify(config, null, 2)).config).toBeDefined();
  });

  test("every fault of a policy at its place: required members, names, severities, targets, globs, a condition that does not compile", () => {
    const bad = {
      policies: [
        { message: "m", when: { source: "self", path: "a", op: "exists" } },
        { name: "Bad Name", message: "", severity: "warning", on: "nodes", files: ["../up"], when: { source: "input", path: "a", op: "exists" }, whne: 1 },
        { name: "dup", message: "m", when: { source: "self", path: "a", op: "regex", value: "(" } },
        { name: "dup", message: "m", when: { all: [{ source: "spec", path: "a..b", op: "eq", value: 1 }] } },
        "not an object",
      ],
    };
    const text = JSON.stringify(bad, null, 2);
    const checked = checkConfigText(text);
    expect(checked.config).toBeUndefined();
    expect(checked.issues.map((i) => [i.code, i.pointer])).toEqual([
      ["config/required", "/policies/0/name"],
      ["config/invalid-value", "/policies/1/name"],
      ["config/invalid-value", "/policies/1/message"],
      ["config/invalid-value", "/policies/1/severity"],
      ["config/invalid-value", "/policies/1/on"],
      ["config/invalid-value", "/policies/1/files/0"],
      ["config/invalid-value", "/policies/1/when/source"],
      ["config/unknown-property", "/policies/1/whne"],
      ["config/invalid-value", "/policies/2/when/value"],
      ["config/invalid-value", "/policies/3/name"],
      ["config/invalid-value", "/policies/3/when/all/0/path"],
      ["config/type", "/policies/4"],
    ]);
    const byPointer = new Map(checked.issues.map((i) => [i.pointer, i]));
    expect(byPointer.get("/policies/1/severity")!.message).toBe('a policy\'s severity must be "error" or "warn", not "warning"; did you mean "warn"?');
    expect(byPointer.get("/policies/1/whne")!.message).toContain('did you mean "when"?');
    expect(byPointer.get("/policies/3/name")!.message).toBe('policy name "dup" is already the name of policies[2]');
    expect(byPointer.get("/policies/2/when/value")!.message).toMatch(/^the policy's condition does not compile: the pattern "\(" is not valid RE2 syntax/);
    // Placed at the faulty member's value in the text.
    const source = byPointer.get("/policies/1/when/source")!;
    expect(text.slice(source.range!.start.offset, source.range!.end.offset)).toBe('"input"');
    expect(source.range!.start.line).toBe(text.slice(0, source.range!.start.offset).split("\n").length);
  });
});

describe("which files a policy applies to", () => {
  const layers = [{ path: "/repo/agentspec.config.json", dir: "/repo", config: config as AgentspecConfig }];
  const policy = compilePolicy(layers, compileGlob);
  const names = (path: string) => (policy.optionsFor(path).policies ?? []).map((p) => p.name);

  test("files and ignores as the config's globs match: relative to the config's folder, a folder's glob covering what is in it", () => {
    expect(names("/repo/agents/us/a.json")).toEqual(["no-brazil-route", "payments-timeout", "one-start"]);
    expect(names("/repo/agents/latam/a.json")).toEqual(["payments-timeout", "one-start"]);
    expect(policy.policies.map((p) => p.code)).toEqual(["policy/no-brazil-route", "policy/payments-timeout", "policy/one-start"]);
  });

  test("a policy with files applies only there; a nearer config's policy of the same name takes the farther one's place", () => {
    const near = { policies: [{ ...payments, files: ["pay/**"], severity: "error" }] } as AgentspecConfig;
    const two = compilePolicy([...layers, { path: "/repo/team/agentspec.config.json", dir: "/repo/team", config: near }], compileGlob);
    expect(two.optionsFor("/repo/team/pay/x.json").policies!.map((p) => [p.name, p.severity])).toEqual([["no-brazil-route", "error"], ["one-start", "error"], ["payments-timeout", "error"]]);
    expect(two.optionsFor("/repo/team/other/x.json").policies!.map((p) => p.name)).toEqual(["no-brazil-route", "one-start"]);
  });
});

describe("the document checker", () => {
  const layers = [{ path: "/repo/agentspec.config.json", dir: "/repo", config: config as AgentspecConfig }];
  const policies = compilePolicy(layers, compileGlob).optionsFor("/repo/agents/us/a.json").policies!;

  test("a finding where a policy's condition holds: on a node, at the node; on the spec, at the root; worded and placed", () => {
    const checked = checkText(specText, { policies });
    const found = checked.issues.filter((i) => i.code.startsWith("policy/"));
    expect(found.map((i) => [i.code, i.severity, i.pointer, i.message])).toEqual([
      ["policy/one-start", "error", "", oneStart.message],
      ["policy/no-brazil-route", "error", "/nodes/0", brazil.message],
      ["policy/payments-timeout", "warning", "/nodes/0", payments.message],
    ]);
    expect(found[1]!.params).toEqual({ policy: "no-brazil-route" });
    expect(found[2]!.params).toEqual({ policy: "payments-timeout", description: payments.description });
    expect(found[1]!.range!.start.line).toBe(4);
    expect(checked.valid).toBe(false);
    // Without policies, none.
    expect(checkText(specText).issues.filter((i) => i.code.startsWith("policy/"))).toEqual([]);
  });

  test("a bundle's agents' specs are each checked, pointers under the agent", () => {
    const bundle = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "A", spec }, { name: "B", spec: { version: 2, nodes: [{ id: "s", type: "start" }] } }] };
    const found = checkText(JSON.stringify(bundle, null, 2), { policies }).issues.filter((i) => i.code.startsWith("policy/"));
    expect(found.map((i) => [i.code, i.pointer])).toEqual([
      ["policy/one-start", "/agents/0/spec"],
      ["policy/no-brazil-route", "/agents/0/spec/nodes/0"],
      ["policy/payments-timeout", "/agents/0/spec/nodes/0"],
    ]);
  });

  test("the kept checker (the language server's) gives checkText's answer, edit after edit", () => {
    const kept = documentChecker();
    let text = specText;
    for (const edit of [(t: string) => t, (t: string) => t.replace('"brazil"', '"us"'), (t: string) => t.replace('"timeout": 60', '"timeout": 20'), (t: string) => t.replace('"mode": "sync"', '"type": "start", "mode": "sync"')]) {
      text = edit(text);
      expect(kept.check(text, { policies }).issues).toEqual(checkText(text, { policies }).issues);
    }
  });
});

describe("laws", async () => {
  const fc = (await import("fast-check")).default;
  const { condition, spec: specArb, anyDocument, toText } = await import("../arbitraries.js");
  const { compilePolicyCondition } = await import("../../src/conditions/policy.js");
  const RUNS = Number(process.env["FC_RUNS"] ?? 100);
  // Conditions of every shape, their sources often the policy's.
  const policySource = (c: unknown): unknown => {
    if (c === null || typeof c !== "object" || Array.isArray(c)) return c;
    const o = { ...(c as Record<string, unknown>) };
    for (const k of ["all", "any"]) if (Array.isArray(o[k])) o[k] = (o[k] as unknown[]).map(policySource);
    if ("not" in o) o["not"] = policySource(o["not"]);
    if (o["source"] === "vars") o["source"] = "self";
    if (o["source"] === "context") o["source"] = "spec";
    return o;
  };
  const when = fc.oneof(condition.map(policySource), condition);

  test("property: the config checker accepts a policy exactly when its condition compiles, never throws, and places every finding", () => {
    fc.assert(
      fc.property(when, (w) => {
        const text = JSON.stringify({ policies: [{ name: "p", message: "m", when: w }] }, null, 2);
        const checked = checkConfigText(text);
        let compiles = true;
        try {
          compilePolicyCondition(JSON.parse(text).policies[0].when);
        } catch {
          compiles = false;
        }
        expect(checked.config !== undefined).toBe(compiles);
        for (const i of checked.issues) {
          expect(i.range).toBeDefined();
          expect(i.pointer.startsWith("/policies/0/when")).toBe(true);
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });

  test("property: on any document, checkText never throws with policies, the kept checker gives its answer, and without policies nothing else changes", () => {
    const compiled = compilePolicy([{ path: "/repo/agentspec.config.json", dir: "/repo", config: config as AgentspecConfig }], compileGlob).optionsFor("/repo/x.json").policies!;
    fc.assert(
      fc.property(fc.oneof(specArb, anyDocument), (doc) => {
        const text = toText(doc);
        const withPolicies = checkText(text, { policies: compiled });
        expect(documentChecker().check(text, { policies: compiled }).issues).toEqual(withPolicies.issues);
        const others = withPolicies.issues.filter((i) => !i.code.startsWith("policy/"));
        expect(others).toEqual(checkText(text).issues);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
