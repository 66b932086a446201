// The playground's graph panel, built with Vite and served under the strict CSP, in Chromium:
// drawn for the example, kept while the text is broken, redrawn as it is fixed; a click on a node
// or a transition selects exactly its JSON in the editor; hovering a transition shows its
// condition; "Save SVG" downloads the picture; no CSP violation on the way.
import { mkdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { servePrivateBuild } from "../../scripts/serve-playground.mjs";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;
const requested: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-graph-panel");
  const context = await browser.newContext({ viewport: { width: 1360, height: 1000 }, acceptDownloads: true, permissions: ["clipboard-read", "clipboard-write"] });
  page = await context.newPage();
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  trouble = await watchPage(page);
  await page.goto(server.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const nodes = (p: Page) => p.locator("#graph svg g.node[data-pointer]");
const edges = (p: Page) => p.locator("#graph svg g.edge");
const status = (p: Page) => p.locator("#graph .graph-status");
const EXAMPLE = JSON.parse(readFileSync(new URL("../../examples/order-sync.json", import.meta.url), "utf8")) as { nodes: { id: string; transition?: unknown[] }[] };

test("draws the example, its renderer fetched as a chunk of its own", async () => {
  await expect.poll(() => nodes(page).count()).toBe(EXAMPLE.nodes.length);
  const transitions = EXAMPLE.nodes.reduce((n, x) => n + (x.transition?.length ?? 0), 0);
  expect(await edges(page).count()).toBe(transitions);
  expect(await nodes(page).locator("text").allTextContents()).toEqual(expect.arrayContaining(EXAMPLE.nodes.map((n) => n.id)));
  expect(await status(page).textContent()).toBe(`${EXAMPLE.nodes.length} nodes, ${transitions} transitions`);
  expect(requested.some((p) => /\/assets\/graph-panel-[\w-]+\.js$/.test(p))).toBe(true);
  mkdirSync(new URL("../../test-results/", import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL("../../test-results/graph-panel.png", import.meta.url).pathname, fullPage: true });
});

test("hovering a transition shows its condition", async () => {
  const edge = edges(page).first();
  const title = (await edge.locator(":scope > title").textContent()) ?? "";
  expect(title).toMatch(/^transition 1 of /);
  await edge.locator("text").hover();
  await expect.poll(() => page.locator("#graph .graph-detail").textContent()).toBe(title.replace(/\n/g, " · "));
});

/** The editor's selected text, read through the clipboard (Control+C in the editor). */
async function selectedText(p: Page): Promise<string> {
  await p.keyboard.press("Control+c");
  return p.evaluate(() => navigator.clipboard.readText());
}

/** The text of the value at a JSON Pointer in the example as written (found by the panel's own locator, checked here by parsing). */
const exampleText = readFileSync(new URL("../../examples/order-sync.json", import.meta.url), "utf8");

test("clicking a node selects exactly its JSON in the editor", async () => {
  const second = EXAMPLE.nodes[1]!;
  await nodes(page).filter({ hasText: second.id }).first().click();
  const selected = await selectedText(page);
  expect(JSON.parse(selected)).toEqual(second);
  expect(exampleText).toContain(selected);
  expect(selected.startsWith("{") && selected.endsWith("}")).toBe(true);
});

test("clicking a transition selects exactly its JSON in the editor", async () => {
  const edge = edges(page).nth(1);
  const pointer = (await edge.getAttribute("data-pointer"))!;
  const [, n, i] = /^\/nodes\/(\d+)\/transition\/(\d+)$/.exec(pointer)!;
  await edge.locator("text").click();
  expect(JSON.parse(await selectedText(page))).toEqual(EXAMPLE.nodes[Number(n)]!.transition![Number(i)]);
});

test("while the text is broken the last graph stays, greyed; fixing it redraws", async () => {
  const before = await page.locator("#graph svg").innerHTML();
  await page.locator(".cm-line").nth(2).click();
  await page.keyboard.press("End");
  await page.keyboard.type("{ oops");
  await expect.poll(() => status(page).textContent()).toMatch(/^The text is not JSON \(line \d+\): showing the last graph that was\.$/);
  expect(await page.locator("#graph .graph-view").getAttribute("class")).toContain("is-stale");
  expect(await page.locator("#graph svg").innerHTML()).toBe(before);
  for (let k = 0; k < "{ oops".length; k++) await page.keyboard.press("Backspace");
  await expect.poll(() => page.locator("#graph .graph-view").getAttribute("class")).not.toContain("is-stale");
  expect(await nodes(page).count()).toBe(EXAMPLE.nodes.length);
  expect(await status(page).textContent()).toMatch(/^\d+ nodes, \d+ transitions$/);
});

test("renaming a node redraws it, the transitions into it now leading nowhere", async () => {
  const last = EXAMPLE.nodes[EXAMPLE.nodes.length - 1]!.id;
  // Click the node (its object is selected), then go to the end of its id on the next line.
  await nodes(page).filter({ hasText: last }).first().click();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  for (let k = 0; k < 2; k++) await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("-renamed");
  await expect.poll(() => nodes(page).locator("text").allTextContents()).toContain(`${last}-renamed`);
  // The transitions into it now lead nowhere: drawn to a "no such node" mark.
  expect(await page.locator("#graph svg g[data-missing]").allTextContents()).toEqual([expect.stringContaining(last)]);
  for (let k = 0; k < "-renamed".length; k++) await page.keyboard.press("Backspace");
  await expect.poll(() => page.locator("#graph svg g[data-missing]").count()).toBe(0);
});

test("Save SVG downloads the picture", async () => {
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#graph .graph-save").click()]);
  expect(download.suggestedFilename()).toBe("agentspec-graph.svg");
  const path = await download.path();
  const svg = readFileSync(path!, "utf8");
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.match(/<g class="node"/g)).toHaveLength(EXAMPLE.nodes.length);
});

test("no console error, no uncaught exception, no failed request and no CSP violation", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
