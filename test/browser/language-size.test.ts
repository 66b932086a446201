// The language service in a page: a page that only validates loads none of it (tree-shaken away);
// a page that also completes, hovers, navigates and fixes pays for it, measured and reported
// (test-results/language-size.json).
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { ROOT } from "./dist.js";
import { forbiddenIn } from "./forbidden.js";
import { bundlePage } from "./page-bundle.js";

interface Page {
  gzip: number;
  inputs: string[];
  code: string[];
}

// Bundled from the sources, as the playground is.
async function page(source: string): Promise<Page> {
  const p = await bundlePage(source, { outdir: "test-results/language-bundle", fromSources: true });
  return { gzip: p.staticGzip, inputs: p.staticInputs, code: p.staticFiles.map((f) => new TextDecoder().decode(p.code.get(f))) };
}

let validating: Page;
let editing: Page;

beforeAll(async () => {
  const browser = JSON.stringify(resolve(ROOT, "src/browser.ts"));
  validating = await page(`import { validateSpecText } from ${browser}; globalThis.check = validateSpecText;`);
  editing = await page(
    `import { validateSpecText, completionsAt, hoverAt, definitionAt, referencesAt, documentSymbols, fixesFor, applyFixes } from ${browser};
     globalThis.editing = { validateSpecText, completionsAt, hoverAt, definitionAt, referencesAt, documentSymbols, fixesFor, applyFixes };`,
  );
  const report = { validatePageGzip: validating.gzip, editingPageGzip: editing.gzip, languageServiceGzip: editing.gzip - validating.gzip };
  console.log(`language service, gzip: ${(report.languageServiceGzip / 1024).toFixed(1)} KB on top of validation (${(report.editingPageGzip / 1024).toFixed(1)} KB in all)`);
  mkdirSync(`${ROOT}test-results`, { recursive: true });
  writeFileSync(`${ROOT}test-results/language-size.json`, JSON.stringify(report, null, 2) + "\n");
});

test("a page that only validates loads none of the language service", () => {
  expect(validating.inputs.filter((i) => i.includes("src/language/"))).toEqual([]);
  expect(editing.inputs.filter((i) => i.includes("src/language/")).length).toBeGreaterThan(5);
});

test("the service brings the schema's descriptions, which validation never loads", () => {
  const marker = "never retried on another route or directly";
  expect(validating.code.some((c) => c.includes(marker))).toBe(false);
  expect(editing.code.some((c) => c.includes(marker))).toBe(true);
});

test("no eval, new Function or node:* in the service", () => {
  for (const c of editing.code) expect(forbiddenIn(c)).toEqual([]);
});
