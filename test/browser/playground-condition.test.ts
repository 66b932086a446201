// The playground, in Chromium under its CSP, gives a bad condition the answer `agentspec eval`
// gives it (the condition checker's code and message, with its did-you-mean), not the schema's
// generic wording: pasted into the editor, the problems list shows those messages.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { servePrivateBuild } from "../../scripts/serve-playground.mjs";
import { checkCondition } from "../../src/index.js";
import { launchChromium, pasteIntoEditor, watchPage, type PageTrouble } from "./chromium.js";

const CONDITIONS = [
  { source: "vars", path: "items", op: "length", value: 3 },
  { source: "vars", path: "status", op: "equals", value: "open" },
  { source: "var", path: "status", op: "eq", value: "open" },
];
const SPEC = JSON.stringify(
  { version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/x", method: "GET" }, transition: [...CONDITIONS.map((when) => ({ to: "a", when })), { to: "a" }] }] },
  null,
  2,
);
// What the condition checker (and so eval) says of each condition alone, in the spec's order.
const EXPECTED = CONDITIONS.flatMap((c) => checkCondition(c, "").map((i) => i.message));

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;

beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground-condition");
  page = await (await browser.newContext({ viewport: { width: 1360, height: 900 } })).newPage();
  trouble = await watchPage(page);
  await page.goto(server.url);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
  await pasteIntoEditor(page, SPEC);
  await page.waitForFunction(() => document.getElementById("status")?.textContent?.startsWith("✗ invalid"), undefined, { timeout: 60_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test("the problems list words each bad condition as eval does, with the did-you-mean", async () => {
  expect(EXPECTED).toHaveLength(3);
  expect(EXPECTED[1]).toContain('did you mean "eq"?');
  expect(EXPECTED[2]).toContain('did you mean "vars"?');
  expect(await page.locator("#status").textContent()).toBe("✗ invalid: 3 errors, 0 warnings");
  expect(await page.locator('#problems [role="option"] .message').allTextContents()).toEqual(EXPECTED);
});

test("no console error, no failed request and no CSP violation", async () => {
  expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
