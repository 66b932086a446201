// The budget (the issue): a page that validates a spec loads at most 20 KB gzip of agentspec and
// its dependencies; the regex engine (re2js) is a separate chunk reached only through import().
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { beforeAll, expect, test } from "vitest";
import { built, ROOT } from "./dist.js";
import { forbiddenIn } from "./forbidden.js";

const BUDGET = 20 * 1024;

interface Measured {
  /** The entry and every chunk it imports statically: what the page loads up front. */
  staticFiles: string[];
  staticGzip: number;
  /** The source files bundled into them. */
  staticInputs: string[];
  /** Chunks reached only through import(). */
  lazy: { file: string; gzip: number; inputs: string[] }[];
  code: Map<string, Uint8Array>;
}

async function bundlePage(source: string): Promise<Measured> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, sourcefile: "page.js", loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    target: "es2022",
    outdir: resolve(ROOT, "test-results/size-bundle"),
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const meta: Metafile = result.metafile;
  // Metafile paths are relative to the working directory; output files carry absolute paths.
  const abs = (p: string): string => resolve(ROOT, p);
  const outputs = new Map(Object.entries(meta.outputs).map(([p, o]) => [abs(p), o]));
  const code = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
  const gzip = (file: string): number => gzipSync(code.get(file)!, { level: 9 }).length;
  const entry = [...outputs].find(([, o]) => o.entryPoint !== undefined)?.[0];
  if (entry === undefined) throw new Error("esbuild made no entry");
  const staticFiles: string[] = [];
  const walk = (file: string) => {
    if (staticFiles.includes(file)) return;
    staticFiles.push(file);
    for (const i of outputs.get(file)?.imports ?? []) if (i.kind === "import-statement" && !i.external) walk(abs(i.path));
  };
  walk(entry);
  const lazy = [...outputs]
    .filter(([file]) => file.endsWith(".js") && !staticFiles.includes(file))
    .map(([file, o]) => ({ file, inputs: Object.keys(o.inputs), gzip: gzip(file) }));
  const staticInputs = staticFiles.flatMap((f) => Object.keys(outputs.get(f)?.inputs ?? {}));
  return { staticFiles, staticGzip: staticFiles.reduce((n, f) => n + gzip(f), 0), staticInputs, lazy, code };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

let page: Measured;
let keptPage: Measured;
let everything: Measured;
let regexChunks: Measured["lazy"];

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
  everything = await bundlePage(`import * as agentspec from ${JSON.stringify(browser)}; globalThis.agentspec = agentspec;`);
  regexChunks = page.lazy.filter((c) => c.inputs.some((i) => i.includes("node_modules/re2js/")));
  const report = {
    validatePageGzip: page.staticGzip,
    keptValidatorPageGzip: keptPage.staticGzip,
    fullApiGzip: everything.staticGzip,
    regexChunkGzip: regexChunks.reduce((n, c) => n + c.gzip, 0),
    budget: BUDGET,
  };
  console.log(
    `browser bundle, gzip: validate page ${kb(report.validatePageGzip)} (budget ${kb(BUDGET)}), ` +
      `with specTextValidator ${kb(report.keptValidatorPageGzip)}, ` +
      `whole API ${kb(report.fullApiGzip)}, re2js chunk ${kb(report.regexChunkGzip)} (loaded on demand)`,
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
