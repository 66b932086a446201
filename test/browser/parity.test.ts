// The browser bundle gives Node's answers to the letter: the fixture corpus, the examples, the
// bundles and the conformance vectors run through dist/browser.js inside Chromium (page served
// under the strict CSP) and through dist/index.js in Node, and the results must be equal.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startServer } from "../../scripts/serve-playground.mjs";
import { EXISTING } from "../bundle/existing.js";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";
import { decodeItems, encodeItems, runCorpus, type Api, type Item } from "./corpus.js";
import { built, ROOT } from "./dist.js";

const jsonFiles = (dir: string): string[] => {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .sort()
    .flatMap((n) => {
      const path = join(dir, n);
      return statSync(path).isDirectory() ? jsonFiles(path) : n.endsWith(".json") && !n.endsWith(".expected.json") ? [path] : [];
    });
};
const at = (p: string): string => resolve(ROOT, p);
const name = (path: string): string => relative(ROOT, path);

// Contexts for the conditions found in specs: an empty one, and one where most paths resolve.
const CONTEXTS = [
  {},
  {
    evaluation: { scores: { mean: 5 }, structuredData: { priority: "urgent", status: "ok" }, results: [{ score: 1 }, { score: 2 }] },
    vars: { region: "BR", status: "open", x: 1, erp: { "base.url": "https://erp.example.com" } },
    input: { ticket: { subject: "Site is DOWN", customer: { id: "c1" } } },
    state: { orders: [{ id: 1 }, { id: 2 }] },
    context: { run: { startedAt: "2026-02-01T00:00:00Z" } },
    nodes: { answer: { evaluation: { scores: { mean: 5 }, results: [{ score: 1 }] } }, "push-erp": { evaluation: { structuredData: { status: "ok" } } } },
  },
];

function whens(doc: unknown): { pointer: string; condition: unknown }[] {
  const nodes = (doc as { nodes?: unknown } | null)?.nodes;
  if (!Array.isArray(nodes)) return [];
  return nodes.flatMap((node, i) => {
    const list = (node as { transition?: unknown } | null)?.transition;
    if (!Array.isArray(list)) return [];
    return list.flatMap((t, j) => (t !== null && typeof t === "object" && "when" in t ? [{ pointer: `/nodes/${i}/transition/${j}/when`, condition: (t as { when: unknown }).when }] : []));
  });
}

function loadCorpus(): { items: Item[]; counts: Record<string, number> } {
  // Examples: specs and bundles; and the condition and context files of `agentspec eval` (docs/examples).
  const examples = jsonFiles(at("examples")).map((file) => ({ file, text: readFileSync(file, "utf8") }));
  const isBundle = (text: string) => /"format"\s*:\s*"agentspec-bundle"/.test(text);
  const specFiles = [
    ...jsonFiles(at("test/fixtures/ok")),
    ...jsonFiles(at("test/fixtures/err")),
    ...examples.filter((e) => /"nodes"/.test(e.text) && !isBundle(e.text)).map((e) => e.file),
  ];
  const bundleFiles = [...jsonFiles(at("test/fixtures/bundles")), ...examples.filter((e) => isBundle(e.text)).map((e) => e.file)];
  const vectorFiles = jsonFiles(at("test/conformance"));
  const items: Item[] = [];
  for (const file of specFiles) {
    const text = readFileSync(file, "utf8");
    items.push({ kind: "spec", name: name(file), text });
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      continue;
    }
    for (const w of whens(doc)) items.push({ kind: "condition", name: `${name(file)}#${w.pointer}`, condition: w.condition, contexts: CONTEXTS });
  }
  for (const file of bundleFiles) items.push({ kind: "bundle", name: name(file), text: readFileSync(file, "utf8"), existing: EXISTING });
  const evalExample = ["condition", "context"].map((n) => JSON.parse(readFileSync(at(`docs/examples/${n}.json`), "utf8")) as unknown);
  items.push({ kind: "condition", name: "docs/examples/condition.json", condition: evalExample[0], contexts: [evalExample[1]] });
  let vectors = 0;
  for (const file of vectorFiles) {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    const list: unknown = Array.isArray(data) ? data : (data as { vectors?: unknown } | null)?.vectors;
    if (!Array.isArray(list)) throw new Error(`${name(file)}: expected an array of { condition, context, … }`);
    list.forEach((v: { name?: unknown; condition?: unknown; context?: unknown }, i) => {
      if (v === null || typeof v !== "object" || !("condition" in v)) throw new Error(`${name(file)}[${i}]: no condition`);
      const label = typeof v.name === "string" ? ` ${v.name}` : "";
      items.push({ kind: "condition", name: `${name(file)}[${i}]${label}`, condition: v.condition, contexts: [v.context ?? {}] });
      vectors++;
    });
  }
  return { items, counts: { specs: specFiles.length, bundles: bundleFiles.length, vectorFiles: vectorFiles.length, vectors } };
}

declare global {
  interface Window {
    parity?: { api: Api & { loadRegexEngine(): Promise<void> }; run(json: string): string };
  }
}

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;
let regexChunk: string;
let dir: string;
const requested: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  // A page that loads the shipped browser entry (bundled as a user's bundler would) and the runner.
  dir = mkdtempSync(join(tmpdir(), "agentspec-parity-"));
  const result = await build({
    stdin: {
      contents: `
        import * as api from ${JSON.stringify(built("browser.js"))};
        import { decodeItems, runCorpus } from ${JSON.stringify(at("test/browser/corpus.ts"))};
        window.parity = { api, run: (json) => runCorpus(api, decodeItems(json)) };
      `,
      resolveDir: ROOT,
      sourcefile: "page.js",
      loader: "js",
    },
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    target: "es2022",
    outdir: dir,
    entryNames: "page",
    metafile: true,
    logLevel: "silent",
  });
  const chunk = Object.entries(result.metafile.outputs).find(([, o]) => Object.keys(o.inputs).some((i) => i.includes("node_modules/re2js/")));
  if (!chunk) throw new Error("no re2js chunk in the page bundle");
  regexChunk = basename(chunk[0]);
  writeFileSync(join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html>\n<meta charset="utf-8">\n<title>parity</title>\n<link rel="icon" href="/favicon.svg">\n<script type="module" src="/page.js"></script>\n',
  );
  server = await startServer({ port: 0, root: dir });
  page = await browser.newPage();
  page.on("request", (r) => requested.push(basename(new URL(r.url()).pathname)));
  trouble = await watchPage(page);
  await page.goto(server.url);
  await page.waitForFunction(() => window.parity !== undefined);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the regex engine is a separate chunk, fetched only by loadRegexEngine()", async () => {
  expect(requested).not.toContain(regexChunk);
  const before = await page.evaluate(() => {
    const api = window.parity!.api;
    const spec = '{"version":2,"nodes":[{"id":"a","type":"end","transition":[{"to":"a","when":{"source":"vars","path":"s","op":"regex","value":"^a+$"}}]}]}';
    let compiled: unknown;
    try {
      api.compileCondition({ source: "vars", path: "s", op: "regex", value: "^a+$" });
      compiled = "compiled";
    } catch (e) {
      compiled = (e as { issues?: { code: string }[] }).issues?.map((i) => i.code);
    }
    return { compiled, validated: (api.validateSpecText(spec) as { issues: { code: string }[] }).issues.map((i) => i.code) };
  });
  expect(before).toEqual({ compiled: ["condition/regex-engine-not-loaded"], validated: ["condition/regex-engine-not-loaded"] });
  expect(requested).not.toContain(regexChunk);

  await page.evaluate(() => window.parity!.api.loadRegexEngine());
  expect(requested).toContain(regexChunk);
  const after = await page.evaluate(() => window.parity!.api.compileCondition({ source: "vars", path: "s", op: "regex", value: "^a+$" }).evaluate({ vars: { s: "aaa" } }));
  expect(after).toBe(true);
});

test("fixtures, examples, bundles and conformance vectors: the browser bundle equals Node, issue for issue", async () => {
  const { items, counts } = loadCorpus();
  // An empty corpus would make this test pass vacuously.
  expect(counts["specs"], "spec fixtures").toBeGreaterThanOrEqual(10);
  expect(counts["bundles"], "bundle fixtures").toBeGreaterThanOrEqual(1);
  expect(counts["vectors"], "conformance vectors in test/conformance/*.json").toBeGreaterThanOrEqual(1);

  const nodeApi = (await import(built("index.js"))) as Api;
  // Node reads the items the page reads: encoded and decoded the same way.
  const sent = encodeItems(items);
  expect(decodeItems(sent)).toEqual(items);
  const inNode = JSON.parse(runCorpus(nodeApi, decodeItems(sent))) as { name: string; result: unknown }[];
  await page.evaluate(() => window.parity!.api.loadRegexEngine());
  const inBrowser = JSON.parse(await page.evaluate((json) => window.parity!.run(json), sent)) as typeof inNode;

  expect(inBrowser.map((r) => r.name)).toEqual(items.map((i) => i.name));
  for (let i = 0; i < items.length; i++) expect(inBrowser[i], inNode[i]!.name).toEqual(inNode[i]);
  // The comparison saw real findings, not only clean results.
  expect(JSON.stringify(inNode)).toContain('"severity":"error"');
  console.log(`parity: ${items.length} items (${counts["specs"]} specs, ${counts["bundles"]} bundles, ${counts["vectors"]} conformance vectors, the rest conditions from specs)`);
});

test("no console error, no uncaught exception and no CSP violation in the page", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
