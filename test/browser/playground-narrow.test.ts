// The playground on a phone (390 px wide) and on a laptop (1280 px), in Chromium under the page's
// CSP: every control of the header is on screen, the problems list shows each message whole, and
// a screenshot of each width is kept in test-results/ for a person to look at.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { servePrivateBuild } from "../../scripts/serve-playground.mjs";
import { launchChromium, pasteIntoEditor, watchPage } from "./chromium.js";

const OUT = join(import.meta.dirname, "..", "..", "test-results");
let browser: Browser;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground-narrow");
  mkdirSync(OUT, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// A spec with one problem whose message is long: a route written in the wrong case.
const SPEC = JSON.stringify(
  { version: 2, nodes: [{ id: "start", type: "action", actionType: "WEBHOOK", config: { url: "https://api.example.com/orders", method: "GET", proxy: "Brazil" } }] },
  null,
  2,
);

for (const width of [390, 1280]) {
  test(`at ${width} px every control is reachable and each problem's message is whole`, async () => {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    const trouble = await watchPage(page);
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
    await pasteIntoEditor(page, SPEC);
    await page.locator("#problems .problem.error").first().waitFor();
    await page.screenshot({ path: join(OUT, `playground-${width}.png`), fullPage: false });
    // Nothing wider than the screen: no control is off to the right.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const selector of ["#example", "#strict", "#status", "#graph .graph-save"]) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.x, selector).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, selector).toBeLessThanOrEqual(width);
    }
    // The message is shown whole: its text is not cut (no overflow hidden past its box).
    const message = page.locator("#problems .problem.error .message").first();
    expect(await message.textContent()).toBe('proxy "Brazil" must be written exactly "brazil"; route names are lowercase');
    // Every line box of the message lies inside the text's box: nothing of it is clipped.
    const cut = await page.locator("#problems .problem.error .text").first().evaluate((text) => {
      const box = text.getBoundingClientRect();
      const lines = Array.from(text.querySelector(".message")!.getClientRects());
      return lines.length === 0 || lines.some((r) => r.right > box.right + 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1);
    });
    expect(cut).toBe(false);
    expect(await trouble()).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
    await page.close();
  }, 90_000);
}
