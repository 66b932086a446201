import { expect, test } from "vitest";
import { toErrorEnvelope, validateSpec, type Issue } from "../../src/index.js";

test("the 400 envelope: root issues in formErrors, others by first path segment with their path", () => {
  const { issues } = validateSpec({ version: 3, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://a.example.com", method: "GET", proxy: "eu" } }] });
  const env = toErrorEnvelope(issues)!;
  expect(env.code).toBe("validation/invalid-spec");
  expect(env.error).toBe("The spec is not valid: 2 errors.");
  expect(env.validationErrors.formErrors).toEqual([]);
  expect(Object.keys(env.validationErrors.fieldErrors)).toEqual(["version", "nodes"]);
  expect(env.validationErrors.fieldErrors["nodes"]).toEqual([expect.stringMatching(/^nodes\[0\]\.config\.proxy: unknown proxy route "eu"/)]);
  expect(env.validationErrors.fieldErrors["version"]).toEqual(["version: must be 2, not 3"]);
});

test("warnings alone give no envelope; a root issue goes to formErrors", () => {
  expect(toErrorEnvelope(validateSpec({ nodes: [{ id: "a", type: "x" }] }).issues)).toBeUndefined();
  const env = toErrorEnvelope(validateSpec("not a spec").issues)!;
  expect(env.validationErrors.formErrors).toEqual(["must be an object, not a string"]);
});

test("a __proto__ field is written as an ordinary key, never through the prototype", () => {
  const issue: Issue = { code: "x", severity: "error", pointer: "/__proto__/polluted", message: "bad" };
  const env = toErrorEnvelope([issue, { ...issue, pointer: "/constructor" }])!;
  const fe = env.validationErrors.fieldErrors;
  expect(Object.prototype.hasOwnProperty.call(fe, "__proto__")).toBe(true);
  expect(fe["__proto__"]).toEqual(["__proto__.polluted: bad"]);
  expect(fe["constructor"]).toEqual(["constructor: bad"]);
  expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  expect(JSON.stringify(env.validationErrors.fieldErrors)).toBe('{"__proto__":["__proto__.polluted: bad"],"constructor":["constructor: bad"]}');
});
