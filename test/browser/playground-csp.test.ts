// Replacing a selection across lines in the playground's editor, in Chromium under the page's real
// CSP (`default-src 'self'; script-src 'self'`): typing over twenty selected lines, deleting them,
// and wrapping them in quotes give the right text, undo brings the lines back, and no
// `securitypolicyviolation` fires (the browser's own editing wrote `<span style>` there).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { servePrivateBuild, CSP } from "../../scripts/serve-playground.mjs";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";

const example = readFileSync(new URL("../../examples/order-sync.json", import.meta.url), "utf8");
const lines = example.split("\n");
/** The offset where line `i` (0-based) starts. */
const lineStart = (i: number): number => lines.slice(0, i).reduce((n, l) => n + l.length + 1, 0);
const FIRST = 3;
const COUNT = 20;
const before = example.slice(0, lineStart(FIRST));

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;

beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground-csp");
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
  page = await context.newPage();
  trouble = await watchPage(page);
  const response = await page.goto(server.url);
  expect(response?.headers()["content-security-policy"]).toBe(CSP);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
  await page.waitForFunction(() => document.getElementById("editor")?.shadowRoot?.querySelector(".cm-content")?.getAttribute("aria-autocomplete") === "list");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The whole document, copied out of the editor (it draws only the lines near the view). */
async function documentText(): Promise<string> {
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Control+c");
  const text = await page.evaluate(() => navigator.clipboard.readText());
  await page.keyboard.press("Control+Home");
  return text;
}

/**
 * Select twenty lines down from line FIRST + 1 with the keyboard (Shift+Down moves by screen
 * lines: a wrapped line counts more than once). Returns the selected text and what follows it.
 */
async function selectLines(): Promise<{ selected: string; after: string }> {
  await page.locator(".cm-content").focus();
  await page.keyboard.press("Control+Home");
  // Down from column 1 stays in column 1 (Home would stop after the indentation).
  for (let i = 0; i < FIRST; i++) await page.keyboard.press("ArrowDown");
  for (let i = 0; i < COUNT; i++) await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Control+c");
  const selected = await page.evaluate(() => navigator.clipboard.readText());
  expect(selected.split("\n").length).toBeGreaterThanOrEqual(COUNT / 2);
  expect(example.slice(before.length, before.length + selected.length)).toBe(selected);
  return { selected, after: example.slice(before.length + selected.length) };
}

const violations = async (): Promise<string[]> => (await trouble()).cspViolations;

test("the document is the example to begin with", async () => {
  expect(await documentText()).toBe(example);
});

test("typing over twenty selected lines replaces them, with no CSP violation", async () => {
  const { after } = await selectLines();
  await page.keyboard.type("x");
  expect(await documentText()).toBe(`${before}x${after}`);
  expect(await violations()).toEqual([]);
  await page.keyboard.press("Control+z");
  expect(await documentText()).toBe(example);
}, 60_000);

test("a quote typed over them wraps them (bracket closing still has its say)", async () => {
  const { selected, after } = await selectLines();
  await page.keyboard.type('"');
  expect(await documentText()).toBe(`${before}"${selected}"${after}`);
  expect(await violations()).toEqual([]);
  await page.keyboard.press("Control+z");
  expect(await documentText()).toBe(example);
}, 60_000);

test("Delete, Backspace and Enter over them", async () => {
  for (const [key, put] of [["Delete", ""], ["Backspace", ""], ["Enter", "\n"]] as const) {
    const { selected, after } = await selectLines();
    await page.keyboard.press(key);
    const text = await documentText();
    // Enter indents the new line as the editor does; what matters is that the lines went.
    expect(text.startsWith(`${before}${put}`) && text.endsWith(after)).toBe(true);
    expect(text.length).toBeLessThan(example.length - selected.length + 40);
    await page.keyboard.press("Control+z");
    expect(await documentText()).toBe(example);
  }
  expect(await violations()).toEqual([]);
}, 60_000);

test("no console error, no failed request and no CSP violation", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
