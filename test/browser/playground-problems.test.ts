// The problems list with thousands of issues, in Chromium under the page's CSP: it lists every
// one (a virtual list: only the rows in view exist), scrolls to the last, a click or Enter on a
// row selects exactly that issue's text in the editor, and the keyboard moves through the rows.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { servePrivateBuild } from "../../scripts/serve-playground.mjs";
import { validateSpecText } from "../../src/index.js";
import { ROW_PX } from "../../playground/problems.js";
import { launchChromium, pasteIntoEditor, watchPage, type PageTrouble } from "./chromium.js";

const N = 3333;
// Each node's webhook names a route that does not exist, its own: one error per node.
const SPEC = JSON.stringify(
  {
    version: 2,
    nodes: Array.from({ length: N }, (_, i) => ({
      id: `n${i}`,
      type: "action",
      actionType: "WEBHOOK",
      config: { url: `https://api.example.com/${i}`, method: "GET", proxy: `eu-${i}` },
      ...(i + 1 < N ? { transition: [{ to: `n${i + 1}` }] } : {}),
    })),
  },
  null,
  2,
);
const ISSUES = validateSpecText(SPEC, { strict: true }).issues;

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;

const list = () => page.locator("#problems");
const rows = () => page.locator('#problems [role="option"]');

beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground-problems");
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
  page = await context.newPage();
  trouble = await watchPage(page);
  await page.goto(server.url);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
  // Paste the spec over the example, as a person's Ctrl+V does.
  await pasteIntoEditor(page, SPEC);
  await page.waitForFunction((n) => document.getElementById("status")?.textContent === `✗ invalid: ${n} errors, 0 warnings`, ISSUES.length, { timeout: 60_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The editor's selected text, through the clipboard. */
async function selection(): Promise<string> {
  await page.keyboard.press("Control+c");
  return page.evaluate(() => navigator.clipboard.readText());
}

const textOf = (i: number): string => SPEC.slice(ISSUES[i]!.range!.start.offset, ISSUES[i]!.range!.end.offset);

test("one issue per node, each on its own route", () => {
  expect(ISSUES.length).toBe(N);
  expect(ISSUES.every((i) => i.code === "webhook/invalid-proxy")).toBe(true);
  expect(textOf(N - 1)).toBe(`"eu-${N - 1}"`);
});

test("the list is a listbox of every issue, only the rows in view drawn", async () => {
  expect(await list().getAttribute("role")).toBe("listbox");
  const drawn = await rows().count();
  expect(drawn).toBeGreaterThan(0);
  expect(drawn).toBeLessThan(60);
  const first = rows().first();
  expect(await first.getAttribute("aria-setsize")).toBe(String(N));
  expect(await first.getAttribute("aria-posinset")).toBe("1");
  expect(await first.locator(".message").textContent()).toBe(ISSUES[0]!.message);
  expect(await first.locator(".where").textContent()).toBe(`${ISSUES[0]!.range!.start.line}:${ISSUES[0]!.range!.start.column}`);
  // The full height of every row is there to scroll.
  expect(await list().evaluate((e) => e.scrollHeight)).toBe(N * ROW_PX);
  expect(await first.evaluate((e) => e.getBoundingClientRect().height)).toBe(ROW_PX);
});

test("scrolled to the end, the last issue is there; a click selects its text in the editor", async () => {
  await list().evaluate((e) => (e.scrollTop = e.scrollHeight));
  const last = page.locator(`#problems [role="option"][aria-posinset="${N}"]`);
  await last.waitFor();
  expect(await rows().count()).toBeLessThan(60);
  expect(await last.locator(".message").textContent()).toBe(ISSUES[N - 1]!.message);
  await last.click();
  expect(await selection()).toBe(textOf(N - 1));
  expect(await page.evaluate(() => document.getElementById("editor")!.shadowRoot!.querySelector(".cm-activeLine")?.textContent?.trim())).toBe(`"proxy": "eu-${N - 1}"`);
});

test("the keyboard: Home, arrows, Page Down and End move the active row; Enter jumps to its issue", async () => {
  await list().focus();
  await page.keyboard.press("Home");
  expect(await list().getAttribute("aria-activedescendant")).toBe("problem-0");
  expect(await list().evaluate((e) => e.scrollTop)).toBe(0);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  expect(await list().getAttribute("aria-activedescendant")).toBe("problem-1");
  expect(await page.locator("#problem-1").getAttribute("aria-selected")).toBe("true");
  await page.keyboard.press("PageDown");
  const afterPage = Number((await list().getAttribute("aria-activedescendant"))!.slice("problem-".length));
  expect(afterPage).toBeGreaterThan(2);
  // The active row is drawn and in view.
  const box = await page.locator(`#problem-${afterPage}`).boundingBox();
  const frame = await list().boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(frame!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 1);
  await page.keyboard.press("Enter");
  expect(await selection()).toBe(textOf(afterPage));
  await list().focus();
  await page.keyboard.press("End");
  expect(await list().getAttribute("aria-activedescendant")).toBe(`problem-${N - 1}`);
  await page.keyboard.press("Enter");
  expect(await selection()).toBe(textOf(N - 1));
});

test("fixing issues updates the list", async () => {
  // Undo the paste: back to the example, no problems.
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+z");
  await expect.poll(() => page.locator("#status").textContent()).toBe("✓ valid, no problems");
  expect(await rows().allTextContents()).toEqual(["No problems."]);
  expect(await list().evaluate((e) => e.scrollHeight)).toBeLessThan(ROW_PX * 10);
});

test("no console error, no failed request and no CSP violation", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
