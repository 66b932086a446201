// The playground, built with Vite and served on 127.0.0.1 under `default-src 'self'; script-src
// 'self'`, driven in Chromium: live diagnostics while typing, the condition tester, and no console
// error or CSP violation on the way.
import { mkdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, ElementHandle, Page } from "playwright-core";
import { servePrivateBuild, CSP } from "../../scripts/serve-playground.mjs";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";

const EXAMPLE = "order-sync";
const exampleText = readFileSync(new URL(`../../examples/${EXAMPLE}.json`, import.meta.url), "utf8");

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let page: Page;
let trouble: () => Promise<PageTrouble>;
const requested: string[] = [];

beforeAll(async () => {
  // Chromium first: a missing browser fails fast, before the build.
  browser = await launchChromium();
  server = await servePrivateBuild("agentspec-playground");
  page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  trouble = await watchPage(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const problems = (p: Page) => p.locator("#problems .problem");

/** The editor line `below` lines under the first line reading `anchor`, scrolled into view. */
async function scrollToLine(p: Page, anchor: string, below: number): Promise<ElementHandle<Element>> {
  await p.locator(".cm-scroller").hover();
  for (let i = 0; i < 80; i++) {
    const found = (
      await p.evaluateHandle(
        ([text, n]) => {
          const rendered = Array.from(document.getElementById("editor")?.shadowRoot?.querySelectorAll(".cm-line") ?? []);
          const at = rendered.findIndex((l) => l.textContent === text);
          return at < 0 ? null : (rendered[at + n] ?? null);
        },
        [anchor, below] as const,
      )
    ).asElement();
    if (found) {
      await found.scrollIntoViewIfNeeded();
      return found;
    }
    await p.mouse.wheel(0, 120);
  }
  throw new Error(`no editor line ${below} below ${JSON.stringify(anchor)}`);
}

test("is served with the CSP and loads a valid example without diagnostics", async () => {
  const response = await page.goto(server.url);
  expect(response?.headers()["content-security-policy"]).toBe(CSP);
  await expect.poll(() => page.locator("#status").textContent()).toBe("✓ valid, no problems");
  expect(await page.locator("#example").inputValue()).toBe(EXAMPLE);
  expect(await page.locator(".cm-content").textContent()).toContain('"id": "fetch-orders"');
  await expect.poll(() => problems(page).allTextContents()).toEqual(["No problems."]);
  expect(await page.locator(".cm-lintRange").count()).toBe(0);
  // The example has a `regex` condition: the page fetched the engine's separate chunk to check it.
  expect(requested.some((p) => /\/assets\/re2js-[\w-]+\.js$/.test(p))).toBe(true);
});

test('typing a proxy of "eu" underlines it and names the three routes; fixing it clears it', async () => {
  // Put `"proxy": "eu",` after the `"method"` line of the first webhook without a proxy.
  const lines = exampleText.split("\n");
  const doc = JSON.parse(exampleText) as { nodes: { id: string; config?: Record<string, unknown> }[] };
  const node = doc.nodes.find((n) => n.config && "method" in n.config && !("proxy" in n.config));
  if (!node) throw new Error(`examples/${EXAMPLE}.json has no webhook without a proxy`);
  const idLine = lines.findIndex((l) => l.includes(`"id": ${JSON.stringify(node.id)}`));
  const index = lines.findIndex((l, i) => i > idLine && /"method": "[A-Z]+",$/.test(l.trimEnd()));
  expect(idLine).toBeGreaterThanOrEqual(0);
  expect(index).toBeGreaterThan(idLine);
  const lineNumber = index + 1;
  const typed = ' "proxy": "eu",';
  const column = lines[index]!.trimEnd().length + ' "proxy": '.length + 1;

  // The editor renders only the lines near the view: scroll with the wheel until the line shows.
  const target = await scrollToLine(page, lines[idLine]!.trimEnd(), index - idLine);
  expect(await target.textContent()).toBe(lines[index]!.trimEnd());
  await target.click();
  await page.keyboard.press("End");
  await page.keyboard.type(typed);

  await expect.poll(() => problems(page).count()).toBe(1);
  const problem = problems(page).first();
  expect(await problem.locator(".where").textContent()).toBe(`${lineNumber}:${column}`);
  expect(await problem.locator(".severity").textContent()).toBe("error");
  expect(await problem.locator(".code").textContent()).toBe("webhook/invalid-proxy");
  const message = (await problem.locator(".message").textContent()) ?? "";
  for (const route of ['"direct"', '"brazil"', '"us"']) expect(message).toContain(route);
  expect(message).toContain('"eu"');
  expect(await page.locator("#status").textContent()).toMatch(/^✗ invalid: 1 error/);

  // The squiggle covers exactly `"eu"`, and hovering it shows the message and the code.
  const squiggle = page.locator(".cm-lintRange-error");
  await expect.poll(() => squiggle.count()).toBe(1);
  expect(await squiggle.textContent()).toBe('"eu"');
  expect(await squiggle.evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe("underline");
  await squiggle.hover();
  const tooltip = page.locator(".cm-tooltip-lint");
  await tooltip.waitFor();
  expect(await tooltip.locator(".cm-diagnosticText").textContent()).toBe(message);
  expect(await tooltip.locator(".cm-diagnosticSource").textContent()).toBe("webhook/invalid-proxy");

  mkdirSync(new URL("../../test-results/", import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL("../../test-results/playground.png", import.meta.url).pathname, fullPage: true });

  // Fix it: `"eu"` becomes `"us"`.
  await page.locator(".cm-line", { hasText: '"proxy": "eu",' }).click();
  await page.keyboard.press("End");
  for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowLeft");
  for (let i = 0; i < 2; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type("us");
  await expect.poll(() => problems(page).allTextContents()).toEqual(["No problems."]);
  expect(await page.locator(".cm-lintRange").count()).toBe(0);
  expect(await page.locator(".cm-line", { hasText: '"proxy": "us",' }).allTextContents()).toContain(`${lines[index]!.trimEnd()} "proxy": "us",`);
});

test("the condition tester shows the verdict and the explanation tree", async () => {
  // The sample condition matches through its regex.
  await expect.poll(() => page.locator("#verdict").textContent()).toBe("true");
  const tree = page.locator("#explanation .tree.root");
  expect(await tree.locator(".node").count()).toBe(4);
  const root = tree.locator(":scope > .node");
  expect(await root.locator(":scope > .kind").textContent()).toBe("any");
  expect(await root.locator(":scope > .mark").textContent()).toBe("✓");
  const leaves = tree.locator(".tree .node");
  expect(await leaves.locator(".op").allTextContents()).toEqual(["lt", "in", "regex"]);
  expect(await leaves.locator(".mark").allTextContents()).toEqual(["✗", "✗", "✓"]);
  expect(await leaves.locator(".reason").allTextContents()).toEqual(["OK", "OK", "OK"]);
  expect(await page.locator("#explanation-text").textContent()).not.toBe("");

  // A context where nothing holds, and one where a path is missing.
  await page.locator("#context").fill('{ "evaluation": { "scores": { "mean": 6.5 } }, "input": { "ticket": { "subject": "All good" } } }');
  await expect.poll(() => page.locator("#verdict").textContent()).toBe("false");
  expect(await leaves.locator(".mark").allTextContents()).toEqual(["✗", "✗", "✗"]);
  expect(await leaves.locator(".reason").allTextContents()).toEqual(["OK", "MISSING_PATH", "OK"]);

  // A condition that does not compile lists its issues with their pointers.
  await page.locator("#condition").fill('{ "source": "vars", "path": "x", "op": "in", "value": "open" }');
  await expect.poll(() => page.locator("#explanation .failure").allTextContents()).toEqual([
    expect.stringMatching(/^\/value: .*\[condition\/value-not-array\]$/),
  ]);
  expect(await page.locator("#verdict").textContent()).toBe("—");
});

test("no console error, no uncaught exception, no failed request and no CSP violation", async () => {
  const seen = await trouble();
  expect(seen).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] });
});
