// docs/rules.md documents every code (SARIF links to its anchors) and every rule has a golden fixture.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { conditionMessages } from "../../src/conditions/index.js";
import { rules } from "../../src/rules/index.js";
import { messages } from "../../src/validate/messages.js";
import { bundleMessages } from "../../src/bundle/messages.js";
import { cliMessages } from "../../src/cli/messages.js";

const root = join(import.meta.dirname, "..", "..");
const doc = readFileSync(join(root, "docs", "rules.md"), "utf8");
const anchorList = [...doc.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
const anchors = new Set(anchorList);
const anchor = (code: string): string => code.replace(/\//g, "-");

test("anchors are unique", () => {
  expect(anchorList.filter((a, i) => anchorList.indexOf(a) !== i)).toEqual([]);
});

test("every code of the message tables has an anchor in docs/rules.md", () => {
  const codes = [...Object.keys(messages), ...Object.keys(conditionMessages), ...Object.keys(bundleMessages), ...Object.keys(cliMessages)];
  expect(codes.filter((c) => !anchors.has(anchor(c)))).toEqual([]);
});

test("every rule is documented and has an err fixture (the compile rule: one per code it reports)", () => {
  for (const rule of rules) {
    if (rule.code === "condition/compile") continue;
    expect(anchors.has(anchor(rule.code)), rule.code).toBe(true);
    expect(existsSync(join(root, "test", "fixtures", "err", `${anchor(rule.code)}.json`)), rule.code).toBe(true);
  }
  for (const code of ["condition/bad-path", "condition/bad-regex", "condition/pattern-too-long", "condition/too-deep"]) {
    expect(existsSync(join(root, "test", "fixtures", "err", `${anchor(code)}.json`)), code).toBe(true);
  }
});
