// The budget (the issue): a page that validates a spec loads at most 20 KB gzip of agentspec and
// its dependencies; the regex engine (re2js) is a separate chunk reached only through import().
import { mkdirSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { built, ROOT } from "./dist.js";
import { forbiddenIn } from "./forbidden.js";
import { bundlePage as bundle, type BundledPage as Measured } from "./page-bundle.js";

const BUDGET = 20 * 1024;

const bundlePage = (source: string): Promise<Measured> => bundle(source, { outdir: "test-results/size-bundle" });

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

let page: Measured;
let keptPage: Measured;
let everything: Measured;
let regexChunks: Measured["lazy"];
let standardPage: Measured;

beforeAll(async () => {
  const browser = built("browser.js");
  // What a page needs to check specs as they are typed: validateSpecText, and loadRegexEngine for
  // the specs that use `regex` (it pulls in only the dynamic import).
  page = await bundlePage(`
    import { loadRegexEngine, validateSpecText } from ${JSON.stringify(browser)};
    const out = document.querySelector("output");
    document.querySelector("textarea").addEventListener("input", async (e) => {
      const text = e.target.value;
      if (text.includes('"regex"')) await loadRegexEngine();
      out.textContent = JSON.stringify(validateSpecText(text).issues);
    });
  `);
  // The same page as an editor writes it: one specTextValidator kept for the textarea.
  keptPage = await bundlePage(`
    import { loadRegexEngine, specTextValidator } from ${JSON.stringify(browser)};
    const out = document.querySelector("output");
    const validator = specTextValidator();
    document.querySelector("textarea").addEventListener("input", async (e) => {
      const text = e.target.value;
      if (text.includes('"regex"')) await loadRegexEngine();
      out.textContent = JSON.stringify(validator.validate(text).issues);
    });
  `);
  // A page that hands agentspecStandardSchema to a form library: validate and the JSON Schema editions.
  standardPage = await bundlePage(`
    import { agentspecStandardSchema } from ${JSON.stringify(browser)};
    globalThis.check = (v) => agentspecStandardSchema["~standard"].validate(v);
  `);
  everything = await bundlePage(`import * as agentspec from ${JSON.stringify(browser)}; globalThis.agentspec = agentspec;`);
  regexChunks = page.lazy.filter((c) => c.inputs.some((i) => i.includes("node_modules/re2js/")));
  const report = {
    validatePageGzip: page.staticGzip,
    keptValidatorPageGzip: keptPage.staticGzip,
    fullApiGzip: everything.staticGzip,
    standardSchemaPageGzip: standardPage.staticGzip,
    regexChunkGzip: regexChunks.reduce((n, c) => n + c.gzip, 0),
    budget: BUDGET,
  };
  console.log(
    `browser bundle, gzip: validate page ${kb(report.validatePageGzip)} (budget ${kb(BUDGET)}), ` +
      `with specTextValidator ${kb(report.keptValidatorPageGzip)}, ` +
      `Standard Schema page ${kb(report.standardSchemaPageGzip)}, whole API ${kb(report.fullApiGzip)}, re2js chunk ${kb(report.regexChunkGzip)} (loaded on demand)`,
  );
  mkdirSync(`${ROOT}test-results`, { recursive: true });
  writeFileSync(`${ROOT}test-results/browser-sizes.json`, JSON.stringify(report, null, 2) + "\n");
});

test("a page that validates specs loads at most 20 KB gzip, with the kept validator too", () => {
  expect(page.staticGzip).toBeLessThanOrEqual(BUDGET);
  expect(keptPage.staticGzip).toBeLessThanOrEqual(BUDGET);
  // It is the same page plus the validator's own code: more, but not a second copy of validation.
  expect(keptPage.staticGzip).toBeGreaterThan(page.staticGzip);
  expect(keptPage.staticGzip - page.staticGzip).toBeLessThan(2048);
});

test("the Standard Schema is tree-shaken out of the validate page: nothing of it loads there", () => {
  for (const bundle of [page, keptPage]) {
    const text = new TextDecoder().decode(bundle.code.get(bundle.staticFiles[0]!));
    expect(text).not.toContain("~standard");
    expect(text).not.toContain("draft-07");
  }
  // …and a page that uses it does get it, with the validator.
  const text = [...standardPage.code.values()].map((b) => new TextDecoder().decode(b)).join("\n");
  expect(text).toContain("~standard");
  expect(standardPage.staticGzip).toBeGreaterThan(page.staticGzip);
});

test("re2js is one chunk, reached only through import(), absent from what loads up front", () => {
  expect(regexChunks).toHaveLength(1);
  expect(page.staticInputs.filter((i) => i.includes("node_modules/re2js/"))).toEqual([]);
  // …and the entry does reach it through import().
  expect(page.staticFiles.some((f) => new TextDecoder().decode(page.code.get(f)!).includes(`import("./${basename(regexChunks[0]!.file)}")`))).toBe(true);
});

test("tree-shaking works: validating alone loads less than the whole API", () => {
  expect(page.staticGzip).toBeLessThan(everything.staticGzip);
});

test("no eval, new Function or node:* in anything the pages load, dependencies included", () => {
  for (const bundle of [page, keptPage, everything]) {
    for (const [file, bytes] of bundle.code) expect(forbiddenIn(new TextDecoder().decode(bytes)), file).toEqual([]);
  }
});

test("the pages load one file, without the quick fixes: no chunk shared with what loads on demand", () => {
  // A module the regex chunk shared with the validators became a chunk of its own that the page
  // loaded too; a fixes table built by calls stayed in the page unless marked pure.
  for (const bundle of [page, keptPage]) {
    expect(bundle.staticFiles).toHaveLength(1);
    const text = new TextDecoder().decode(bundle.code.get(bundle.staticFiles[0]!));
    expect(text).not.toContain('Change to "');
    expect(text).not.toContain('Write "');
  }
});
