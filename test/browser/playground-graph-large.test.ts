// A spec of more nodes than the graph panel redraws after each edit, in Chromium under the page's
// CSP: the panel says so and offers Draw; Draw draws every node; an edit greys the picture and
// offers Redraw, which brings it up to date; a small spec pasted over it is drawn by itself.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { servePrivateBuild } from "../../scripts/serve-playground.mjs";
import { AUTO_DRAW_NODES } from "../../playground/graph-panel.js";
import { launchChromium, pasteIntoEditor, watchPage, type PageTrouble } from "./chromium.js";

const N = AUTO_DRAW_NODES + 1;
const spec = (n: number): string =>
  JSON.stringify(
    {
      version: 2,
      nodes: Array.from({ length: n }, (_, i) =>
        i + 1 < n
          ? { id: `n${i}`, type: "action", actionType: "WEBHOOK", config: { url: `https://api.example.com/${i}`, method: "GET" }, transition: [{ to: `n${i + 1}` }] }
          : { id: `n${i}`, type: "end" },
      ),
    },
    null,
    2,
  );

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;

const status = () => page.locator("#graph .graph-status");
const draw = () => page.locator("#graph .graph-draw");
const view = () => page.locator("#graph .graph-view");
const nodes = () => page.locator("#graph svg g.node[data-pointer]");
const banner = () => page.locator("#graph .graph-stale");

/** A start node that fans out to `n - 1` others: a picture far wider than the view, its start in the middle. */
const fan = (n: number): string =>
  JSON.stringify({
    version: 2,
    nodes: [
      { id: "start", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/", method: "GET" }, transition: Array.from({ length: n - 1 }, (_, i) => ({ to: `b${i}` })) },
      ...Array.from({ length: n - 1 }, (_, i) => ({ id: `b${i}`, type: "end" })),
    ],
  });

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Paste `text` over the editor's text, as a person's Ctrl+V does. */
beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground-graph-large");
  page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  trouble = await watchPage(page);
  await page.goto(server.url);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
  await page.waitForFunction(() => document.querySelectorAll("#graph svg g.node[data-pointer]").length > 0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test("a large spec is not drawn by itself: the panel says why and offers Draw", async () => {
  await pasteIntoEditor(page, spec(N));
  await expect.poll(() => status().textContent()).toBe(`${N} nodes: the graph is drawn when asked, not after each edit.`);
  expect(await draw().isVisible()).toBe(true);
  // The example's picture stays, greyed (it is not the text's); the button redraws.
  expect(await draw().textContent()).toBe("Redraw");
  expect(await view().getAttribute("class")).toContain("is-stale");
  // Said in words too: the picture is never taken for the spec as it is now.
  expect(await banner().isVisible()).toBe(true);
  expect(await banner().textContent()).toBe("Out of date: this picture is of an earlier text, not of the spec as it is now.");
});

test("Draw draws every node; an edit greys the picture; Redraw brings it up to date", async () => {
  await draw().click();
  await expect.poll(() => nodes().count(), { timeout: 30_000 }).toBe(N);
  expect(await view().getAttribute("class")).not.toContain("is-stale");
  expect(await status().textContent()).toBe(`${N} nodes, ${N - 1} transitions`);
  // Rename the last node: the picture is now out of date.
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+End");
  // Up from the closing brace: "]", the end node's "}", its "type", its "id".
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("End");
  const line = await page.evaluate(() => document.getElementById("editor")!.shadowRoot!.querySelector(".cm-activeLine")?.textContent ?? "");
  expect(line.trim()).toBe(`"id": "n${N - 1}",`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("x");
  await expect.poll(() => view().getAttribute("class")).toContain("is-stale");
  expect(await draw().textContent()).toBe("Redraw");
  expect(await status().textContent()).toBe("A large spec: the graph is drawn when asked, not after each edit.");
  await draw().click();
  await expect.poll(() => view().getAttribute("class")).not.toContain("is-stale");
  expect(await page.locator("#graph svg g[data-missing]").allTextContents()).toEqual([expect.stringContaining(`n${N - 1}`)]);
}, 60_000);

test("a small spec pasted over it is drawn, and redrawn after each edit again", async () => {
  await pasteIntoEditor(page, spec(3));
  await expect.poll(() => nodes().count()).toBe(3);
  expect(await status().textContent()).toBe("3 nodes, 2 transitions");
  expect(await draw().isVisible()).toBe(false);
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+End");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type("y");
  await expect.poll(() => page.locator("#graph svg g[data-missing]").count()).toBe(1);
  expect(await view().getAttribute("class")).not.toContain("is-stale");
});

test("a wide graph opens on its start node, zooms in and out around the centre, and fits the view", async () => {
  await pasteIntoEditor(page, fan(N));
  await expect.poll(() => draw().isVisible()).toBe(true);
  await draw().click();
  await expect.poll(() => nodes().count(), { timeout: 30_000 }).toBe(N);
  expect(await banner().isVisible()).toBe(false);
  const frame = (await view().boundingBox())!;
  const svgWidth = Number(await page.locator("#graph svg").getAttribute("width"));
  expect(svgWidth).toBeGreaterThan(frame.width * 4);
  // The start node is in view (not the empty top-left corner of the drawing).
  const start = page.locator('#graph svg g.node[data-pointer="/nodes/0"]');
  expect(overlap((await start.boundingBox())!, frame)).toBe(true);
  await page.locator("#graph .graph-zoom-in").click();
  expect(Number(await page.locator("#graph svg").getAttribute("width"))).toBe(Math.round(svgWidth * 1.25));
  expect(overlap((await start.boundingBox())!, frame)).toBe(true);
  await page.locator("#graph .graph-zoom-out").click();
  await page.locator("#graph .graph-zoom-out").click();
  expect(Number(await page.locator("#graph svg").getAttribute("width"))).toBe(Math.round(svgWidth / 1.25));
  await page.locator("#graph .graph-fit").click();
  const fitted = (await page.locator("#graph svg").boundingBox())!;
  expect(fitted.width).toBeLessThanOrEqual(frame.width + 1);
  expect(overlap((await start.boundingBox())!, frame)).toBe(true);
}, 60_000);

test("no console error, no failed request and no CSP violation", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
