// webhookRoute and selectTransition answer only for a valid node: never a quiet "direct".
import fc from "fast-check";
import { expect, test } from "vitest";
import { ConditionError, InvalidNodeError, selectTransition, validateSpec, webhookRoute } from "../../src/index.js";

const webhook = (config?: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: "call",
  type: "action",
  actionType: "WEBHOOK",
  ...(config === undefined ? {} : { config }),
  ...extra,
});
const thrown = (f: () => unknown): { name: string; codes: string[] } => {
  try {
    f();
  } catch (e) {
    const err = e as { name: string; issues?: { code: string; pointer: string }[] };
    return { name: err.name, codes: (err.issues ?? []).map((i) => `${i.code} ${i.pointer}`) };
  }
  throw new Error("did not throw");
};

test("the examples: no config, a bad url, method and proxy, a template proxy, a wrong-case actionType", () => {
  expect(thrown(() => webhookRoute(webhook()))).toEqual({ name: "InvalidNodeError", codes: ["schema/required /config"] });
  expect(thrown(() => webhookRoute(webhook({ url: "ftp://x", method: "get", proxy: "us" })))).toEqual({
    name: "InvalidNodeError",
    codes: ["webhook/url-scheme /config/url", "schema/enum /config/method"],
  });
  const templated = webhook({ url: "https://x.example.com", method: "GET", proxy: "{{vars.region}}" }, { transition: [{ to: "next" }] });
  expect(thrown(() => selectTransition(templated, {}))).toEqual({ name: "InvalidNodeError", codes: ["webhook/invalid-proxy /config/proxy"] });
  expect(thrown(() => webhookRoute(webhook({ url: "https://x.example.com", method: "GET" }, { actionType: "webhook" })))).toEqual({
    name: "InvalidNodeError",
    codes: ["node/misspelled-kind /actionType"],
  });
  expect(() => webhookRoute(webhook())).toThrow(TypeError);
  expect(() => webhookRoute(webhook())).toThrow('the node is not valid: config: missing required property "config"');
});

test("a valid node gets its answer; faults that need the other nodes are validateSpec's", () => {
  expect(webhookRoute(webhook({ url: "https://x.example.com", method: "GET" }))).toBe("direct");
  expect(webhookRoute(webhook({ url: "https://x.example.com", method: "GET", proxy: "brazil" }))).toBe("brazil");
  const node = webhook({ url: "{{vars.base}}/x", method: "POST", proxy: "us" }, { transition: [{ to: "elsewhere", when: { source: "vars", path: "x", op: "exists" } }, { to: "other" }] });
  expect(selectTransition(node, { vars: { x: 1 } })?.to).toBe("elsewhere");
  expect(selectTransition(node, {})?.to).toBe("other");
  expect(() => webhookRoute({ id: "end", type: "end" })).toThrow(/not a webhook/);
  expect(selectTransition({ id: "end", type: "end" }, {})).toBeUndefined();
});

test("a node whose only fault is a condition still gets the ConditionError; misuse is a TypeError", () => {
  const node = { id: "a", type: "end", transition: [{ to: "b", when: { source: "vars", path: "a..b", op: "exists" } }] };
  expect(() => selectTransition(node, {})).toThrow(ConditionError);
  expect(() => selectTransition(null as never, {})).toThrow(TypeError);
  expect(() => webhookRoute("x" as never)).toThrow(TypeError);
});

// The law: webhookRoute answers exactly when the node alone is valid and a webhook, and then with its proxy.
const value = fc.constantFrom(undefined, "https://x.example.com", "ftp://x", "{{vars.u}}", "GET", "get", "POST", "us", "brazil", "Brazil", " us", "direct", "{{vars.r}}", 5, 1e9, null);
const node = fc.record(
  {
    id: fc.constantFrom("n", "", undefined),
    type: fc.constantFrom("action", "end", "Action", undefined),
    actionType: fc.constantFrom("WEBHOOK", "webhook", "EMAIL", undefined),
    config: fc.option(fc.record({ url: value, method: value, proxy: value, timeout: value }, { requiredKeys: [] }), { nil: undefined }),
  },
  { requiredKeys: [] },
);

test("webhookRoute answers exactly for a valid webhook node, with its proxy or direct", () => {
  fc.assert(
    fc.property(node, (n) => {
      const clean = JSON.parse(JSON.stringify(n)) as Record<string, unknown>;
      const errors = validateSpec({ version: 2, nodes: [clean] }).issues.filter((i) => i.severity === "error");
      let route: unknown;
      let error: unknown;
      try {
        route = webhookRoute(clean);
      } catch (e) {
        error = e;
      }
      if (errors.length > 0) {
        expect(error).toBeInstanceOf(InvalidNodeError);
        expect((error as InvalidNodeError).issues.map((i) => i.code)).toEqual(errors.map((i) => i.code));
      } else if (clean["actionType"] !== "WEBHOOK") expect(error).toBeInstanceOf(TypeError);
      else expect(route).toBe((clean["config"] as { proxy?: string }).proxy ?? "direct");
    }),
    { numRuns: 1000 },
  );
});
