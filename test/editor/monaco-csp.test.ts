// Monaco under a strict Content-Security-Policy, in Chromium: the integration docs/editor.md shows
// (test/editor/monaco-page/integration.ts, bundled with esbuild beside Monaco's workers) puts
// agentspec's markers at the right ranges, draws visible squiggles without `data:` images, leaves
// Monaco's JSON worker silent, and the page records no CSP violation and no console error.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { toMonacoMarkers } from "../../src/editor/monaco.js";
import { validateSpecText } from "../../src/index.js";
import { launchChromium, watchPage, type PageTrouble } from "../browser/chromium.js";
import { MONACO_CSP, MONACO_PAGE, serveMonacoPage, type MonacoPageServer } from "./monaco-server.js";

// A spec with an error (proxy "eu") and a warning (no version), on known lines.
const SPEC = readFileSync(join(import.meta.dirname, "..", "..", "examples", "order-sync.json"), "utf8")
  .replace('  "version": 2,\n', "")
  .replace('"proxy": "us"', '"proxy": "eu"');

let browser: Browser;
let served: MonacoPageServer;

beforeAll(async () => {
  browser = await launchChromium();
  served = await serveMonacoPage("main.ts", "index.html");
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

interface Marker {
  owner: string;
  code?: string | { value: string };
  severity: number;
  message: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

async function open(withStyles: boolean): Promise<{ page: Page; trouble: () => Promise<PageTrouble> }> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  const trouble = await watchPage(page);
  await page.goto(served.origin + "/");
  await page.waitForFunction(() => window.monacoPage !== undefined);
  if (!withStyles) {
    await page.evaluate(() => {
      for (const s of document.querySelectorAll("style")) if (s.textContent?.includes(".view-overlays .squiggly-error")) s.remove();
    });
  }
  await page.evaluate((text) => window.monacoPage.mount(text), SPEC);
  return { page, trouble };
}

const markersOf = (page: Page, owner: string): Promise<Marker[]> =>
  page.evaluate((o) => window.monacoPage.monaco.editor.getModelMarkers({ owner: o }) as Marker[], owner);

describe("Monaco under the documented CSP", () => {
  test("the integration is the code docs/editor.md shows", () => {
    const shown = readFileSync(join(import.meta.dirname, "..", "..", "docs", "editor.md"), "utf8").match(/<!-- monaco-integration -->\n```ts\n([\s\S]*?)```/)?.[1];
    expect(shown).toBe(readFileSync(join(MONACO_PAGE, "integration.ts"), "utf8"));
  });

  test("the policy is the one docs/editor.md gives, and it is strict", () => {
    expect(MONACO_CSP).toBeDefined();
    expect(MONACO_CSP).toContain("img-src 'self'");
    expect(MONACO_CSP).not.toMatch(/unsafe-eval|data:|blob:|\*/);
    expect(MONACO_CSP).toMatch(/script-src 'self';/);
  });

  test("markers at the issues' ranges, visible squiggles without data: images, a silent JSON worker, no violation", async () => {
    const { page, trouble } = await open(true);
    const expected = toMonacoMarkers(validateSpecText(SPEC).issues);
    expect(expected.map((m) => m.code)).toEqual(expect.arrayContaining(["webhook/invalid-proxy", "spec/missing-version"]));
    await expect.poll(() => markersOf(page, "agentspec"), { timeout: 20_000 }).toHaveLength(expected.length);
    const markers = await markersOf(page, "agentspec");
    expect(markers.map(({ startLineNumber, startColumn, endLineNumber, endColumn, severity, message, code }) => ({ startLineNumber, startColumn, endLineNumber, endColumn, severity, message, code }))).toEqual(expected);
    // The proxy marker underlines exactly `"eu"`.
    const proxy = markers.find((m) => m.code === "webhook/invalid-proxy")!;
    const underlined = await page.evaluate((m) => window.monacoPage.monaco.editor.getModels()[0]!.getValueInRange(m), proxy);
    expect(underlined).toBe('"eu"');

    // Squiggles are drawn: one per marker, each with a gradient background and no image URL.
    await expect.poll(() => page.locator(".view-overlays .squiggly-error").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.locator(".view-overlays .squiggly-warning").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const drawn = await page.evaluate(() =>
      Array.from(document.querySelectorAll(".view-overlays .squiggly-error, .view-overlays .squiggly-warning"), (el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { image: s.backgroundImage, width: box.width, height: box.height };
      }),
    );
    for (const d of drawn) {
      expect(d.image).toMatch(/^linear-gradient/);
      expect(d.image).not.toContain("url(");
      expect(d.width).toBeGreaterThan(0);
      expect(d.height).toBeGreaterThan(0);
    }

    // Monaco's JSON worker has the schema (it reports the bad proxy once allowed to) but stays silent.
    const validate = (on: boolean): Promise<void> =>
      page.evaluate((v) => {
        const d = window.monacoPage.jsonDefaults;
        d.setDiagnosticsOptions({ ...d.diagnosticsOptions, validate: v });
      }, on);
    expect(await markersOf(page, "json")).toEqual([]);
    await validate(true);
    await expect.poll(async () => (await markersOf(page, "json")).some((m) => m.startLineNumber === proxy.startLineNumber), { timeout: 30_000 }).toBe(true);
    await validate(false);
    await expect.poll(() => markersOf(page, "json"), { timeout: 30_000 }).toEqual([]);
    expect(await markersOf(page, "agentspec")).toHaveLength(expected.length);

    const seen = await trouble();
    expect(seen.cspViolations).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    expect(seen.failedRequests).toEqual([]);
    await page.close();
  });

  test("without the stylesheet, Monaco's own squiggles are data: images the policy refuses", async () => {
    const { page, trouble } = await open(false);
    await expect.poll(() => page.locator(".view-overlays .squiggly-error").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const image = await page.evaluate(() => getComputedStyle(document.querySelector(".view-overlays .squiggly-error")!).backgroundImage);
    expect(image).toContain('url("data:image/svg+xml');
    await expect.poll(async () => (await trouble()).cspViolations.some((v) => v.startsWith("img-src blocked data")), { timeout: 20_000 }).toBe(true);
    await page.close();
  });
});
