import { expect, test, vi } from "vitest";

// As in a browser: nothing loads re2js synchronously.
vi.mock("../../src/conditions/regex-loader.js", () => ({ loadRegexSync: () => undefined }));

test("without the engine a regex is refused at compile time; after loadRegexEngine() it compiles", async () => {
  const { checkCondition, compileCondition, loadRegexEngine } = await import("../../src/conditions/index.js");
  const cond = { source: "vars", path: "x", op: "regex", value: "^o" };
  expect(checkCondition(cond, "/when")).toEqual([
    {
      code: "condition/regex-engine-not-loaded",
      severity: "error",
      pointer: "/when/value",
      message: "the regex engine is not loaded here: call loadRegexEngine() first",
      params: {},
    },
  ]);
  expect(() => compileCondition({ source: "vars", path: "x", op: "eq", value: 1 })).not.toThrow();
  const pending = loadRegexEngine();
  expect(loadRegexEngine()).toBe(pending);
  await pending;
  await loadRegexEngine();
  expect(compileCondition(cond).evaluate({ vars: { x: "ok" } })).toBe(true);
});
