// docs/rules.md documents every code (SARIF links to its anchors) and every rule has a golden fixture.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { allCodes, codeRows, settingRows } from "../../src/core/codes/all.js";
// @ts-expect-error: a plain JavaScript build script without types
import { withCodeTable, withSettingsTable } from "../../scripts/generate-rule-docs.mjs";
import { allowedSettings } from "../../src/core/severity.js";
import { rules } from "../../src/rules/index.js";

const root = join(import.meta.dirname, "..", "..");
const doc = readFileSync(join(root, "docs", "rules.md"), "utf8");
const anchorList = [...doc.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]);
const anchors = new Set(anchorList);
const anchor = (code: string): string => code.replace(/\//g, "-");

test("anchors are unique", () => {
  expect(anchorList.filter((a, i) => anchorList.indexOf(a) !== i)).toEqual([]);
});

test("every code of the message tables has an anchor in docs/rules.md", () => {
  const codes = Object.keys(allCodes);
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

test("docs/rules.md's table of codes is what the code definitions give (run `npm run generate`)", () => {
  expect(doc).toBe(withCodeTable(doc, codeRows()));
  // one row per code, each linking its own anchor
  const rows = [...doc.matchAll(/^\| \[`([^`]+)`\]\(#([^)]+)\) \|/gm)];
  expect(rows.map((m) => m[1])).toEqual(Object.keys(allCodes).sort((a, b) => codeRows().findIndex((r) => r.code === a) - codeRows().findIndex((r) => r.code === b)));
  for (const [, code, link] of rows) expect(anchors.has(link!), code).toBe(true);
});

test("docs/configuration.md's table of settings is what the code definitions give (run `npm run generate`), and lists every code once with the settings it takes", () => {
  const configuration = readFileSync(join(root, "docs", "configuration.md"), "utf8");
  expect(configuration).toBe(withSettingsTable(configuration, settingRows()));
  const listed = new Map<string, string>();
  for (const row of configuration.matchAll(/^\| (none|(?:`"[a-z]+"`(?:, )?)+) \| (.+?) \| .+ \|$/gm)) {
    for (const code of row[2]!.matchAll(/`([^`]+)`/g)) {
      expect(listed.has(code[1]!), code[1]).toBe(false);
      listed.set(code[1]!, row[1]!);
    }
  }
  expect([...listed.keys()].sort()).toEqual(Object.keys(allCodes).sort());
  for (const [code, settings] of listed) expect(settings, code).toBe(allowedSettings(code).length === 0 ? "none" : allowedSettings(code).map((s) => `\`"${s}"\``).join(", "));
});
