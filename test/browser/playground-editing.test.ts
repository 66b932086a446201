// The playground as an editor, in Chromium under the page's strict CSP: typing with completion,
// a quick fix from the lint tooltip, go to definition, strict typo warnings, and work that
// survives switching examples and a reload.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { servePrivateBuild } from "../../scripts/serve-playground.mjs";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;

beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground-editing");
  page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  trouble = await watchPage(page);
  await page.goto(server.url);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
  // The writing aids arrive as their own chunk; completion is there once they are.
  await page.waitForFunction(() => document.getElementById("editor")?.shadowRoot?.querySelector(".cm-content")?.getAttribute("aria-autocomplete") === "list");
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const text = async (): Promise<string> => page.evaluate(() => Array.from(document.getElementById("editor")!.shadowRoot!.querySelectorAll(".cm-line")).map((l) => l.textContent).join("\n"));

/** Put the cursor on the line holding `needle`, just after `needle` (plus `delta`). */
async function cursorAfter(needle: string, delta = 0): Promise<void> {
  const lineText = (await text()).split("\n").find((l) => l.includes(needle))!;
  await page.locator(".cm-line", { hasText: needle }).first().click();
  await page.keyboard.press("End");
  const left = lineText.length - (lineText.indexOf(needle) + needle.length + delta);
  for (let i = 0; i < left; i++) await page.keyboard.press("ArrowLeft");
}

/** Replace the whole document by typing `content` (Ctrl+A, then the text, as a person pastes). */
async function replaceAll(content: string): Promise<void> {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(content);
}

const SPEC = [
  "{",
  '  "version": 2,',
  '  "nodes": [',
  '    { "id": "start", "type": "action", "actionType": "WEBHOOK",',
  '      "config": { "url": "https://a.example.com", "proxy": "Brazil",',
  '        "method": "GET" },',
  '      "transition": [ { "to": "" } ] },',
  '    { "id": "finish", "type": "action", "actionType": "WEBHOOK",',
  '      "config": { "url": "https://b.example.com", "method": "POST" } }',
  "  ]",
  "}",
].join("\n");

test("a completion of a node id, accepted with Enter", async () => {
  await replaceAll(SPEC);
  // Into the empty `to` string, and type the start of a node id.
  await cursorAfter('"to": "');
  await page.keyboard.type("fi");
  await page.locator(".cm-tooltip-autocomplete").waitFor();
  expect(await page.locator(".cm-tooltip-autocomplete li").allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining("finish")]));
  await page.locator(".cm-tooltip-autocomplete li[aria-selected]", { hasText: "finish" }).waitFor();
  // CodeMirror ignores Enter for 75 ms after the list opens or changes (its interactionDelay, so
  // that a list appearing under a keystroke is not accepted by it): a person's pause, not a race.
  await page.waitForTimeout(150);
  await page.keyboard.press("Enter");
  await expect.poll(text).toContain('"transition": [ { "to": "finish" } ] },');
}, 60_000);

test("a quick fix from the diagnostic's tooltip", async () => {
  await expect.poll(() => page.locator("#problems .problem").allTextContents()).toEqual([expect.stringContaining('must be written exactly "brazil"')]);
  await page.locator(".cm-lintRange-error").first().hover();
  const action = page.locator(".cm-diagnosticAction", { hasText: 'Write the route as "brazil"' });
  await action.waitFor();
  await action.click();
  await expect.poll(text).toContain('"proxy": "brazil"');
  await expect.poll(() => page.locator("#status").textContent()).toBe("✓ valid, no problems");
}, 60_000);

test("F12 on a transition's target jumps to the node's id", async () => {
  await cursorAfter('"to": "fi');
  await page.keyboard.press("F12");
  const selected = await page.evaluate(() => (document.getElementById("editor")!.shadowRoot as unknown as { getSelection(): Selection }).getSelection()?.toString() ?? "");
  const cursorLine = await page.evaluate(() => document.getElementById("editor")!.shadowRoot!.querySelector(".cm-activeLine")?.textContent ?? "");
  expect(cursorLine).toContain('{ "id": "finish"');
  expect(selected === "" || selected === "finish").toBe(true);
}, 60_000);

test("strict is on: an unknown property is flagged, and the toggle turns it off; a misspelt one is flagged either way", async () => {
  const words = (name: string): string => `unknown property "${name}" on a webhook config`;
  await cursorAfter('"method": "POST"');
  await page.keyboard.type(', "retries": 5');
  await expect.poll(() => page.locator("#problems .problem").allTextContents()).toEqual([expect.stringContaining(words("retries"))]);
  await page.locator("#strict").uncheck();
  await expect.poll(() => page.locator("#status").textContent()).toBe("✓ valid, no problems");
  await page.locator("#strict").check();
  await expect.poll(() => page.locator("#problems .problem").count()).toBe(1);
  // A near miss of a known name is spec/misspelled-property, on by default, and only its: --strict
  // adds no second finding for it (issue #33).
  await cursorAfter('"retries": 5');
  await page.keyboard.type(', "timout": 5');
  const timout = expect.stringContaining(`${words("timout")}; did you mean "timeout"?`);
  await expect.poll(() => page.locator("#problems .problem").allTextContents()).toEqual(expect.arrayContaining([timout, expect.stringContaining(words("retries"))]));
  await expect.poll(() => page.locator("#problems .problem").count()).toBe(2);
  await page.locator("#strict").uncheck();
  await expect.poll(() => page.locator("#problems .problem").allTextContents()).toEqual([timout]);
  await page.locator("#strict").check();
  await expect.poll(() => page.locator("#problems .problem").count()).toBe(2);
}, 60_000);

test("work survives switching examples (with its undo history) and a reload", async () => {
  const mine = await text();
  const picker = page.locator("#example");
  const first = await picker.inputValue();
  const other = (await picker.locator("option").allTextContents()).find((o) => o !== first)!;
  await picker.selectOption(other);
  await expect.poll(text).not.toBe(mine);
  await picker.selectOption(first);
  await expect.poll(text).toBe(mine);
  // Undo still knows the last edit.
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+z");
  await expect.poll(text).not.toContain('"timout": 5');
  await page.keyboard.press("Control+y");
  await expect.poll(text).toContain('"timout": 5');
  await page.waitForTimeout(400); // the save waits for typing to pause
  await page.reload();
  await expect.poll(text).toContain('"timout": 5');
  expect(await picker.inputValue()).toBe(first);
}, 60_000);

test("a node's hover shows its id as code, not between backquotes", async () => {
  await replaceAll(SPEC.replace('"to": ""', '"to": "finish"'));
  await page.locator(".cm-line", { hasText: '{ "id": "finish"' }).locator("text=finish").first().hover();
  const tooltip = page.locator(".cm-tooltip .hover").first();
  await tooltip.waitFor();
  expect(await tooltip.locator("strong code").first().textContent()).toBe("finish");
  expect(await tooltip.textContent()).not.toContain("`");
  await page.mouse.move(0, 0);
}, 60_000);

test("no console error, no failed request and no CSP violation", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
