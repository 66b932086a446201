// The README's API tour shows real output: this holds it to what the code returns.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { compileCondition, validateSpecText } from "../../src/index.js";

const readme = readFileSync("README.md", "utf8");

test("the issue shown in the README is the one validateSpecText gives for the example", () => {
  const shown = /<!-- readme-issue -->\n\/\/ (.*)\n/.exec(readme)?.[1];
  expect(shown).toBeDefined();
  const { valid, issues } = validateSpecText(readFileSync("examples/broken/proxy-unknown.json", "utf8"));
  expect(valid).toBe(false);
  expect(JSON.parse(shown!)).toEqual(issues[0]);
});

test("the condition results shown in the README are what the engine gives", () => {
  const cond = compileCondition({ source: "evaluation", path: "scores.mean", op: "gte", value: 7 });
  const ctx = { evaluation: { scores: { mean: 6.2 } } };
  expect(readme).toContain(`cond.evaluate({ evaluation: { scores: { mean: 6.2 } } });          // ${cond.evaluate(ctx)}`);
  expect(readme).toContain(`.text;      // '${cond.explain(ctx).text}'`);
});
