// The Monaco providers (registerMonacoLanguage) in the real Monaco, in Chromium, under the policy
// docs/editor.md gives: the page is the documented setup (monaco-page/integration.ts) and providers
// (monaco-page/language.ts). The test types into the editor and accepts a node-id completion in a
// `to`, shows a hover, applies quick fixes (a did-you-mean from the list, a route's case by
// auto-fix), goes to a definition, finds references and opens the outline; the page records no CSP violation. A
// second part measures what the providers add to a page: nothing to one that only validates.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { validateSpecText } from "../../src/index.js";
import { launchChromium, watchPage } from "../browser/chromium.js";
import { ROOT } from "../browser/dist.js";
import { bundlePage } from "../browser/page-bundle.js";
import { MONACO_PAGE, serveMonacoPage, type MonacoPageServer } from "./monaco-server.js";

const DOC = readFileSync(join(import.meta.dirname, "..", "..", "docs", "editor.md"), "utf8");

// order-sync with faults on known lines: an empty `to` to complete, a route in the wrong case, a
// misspelt node id.
// The example in its formatted layout: the first transition that is only `"to": "done"` (the
// fallback of fetch-orders) loses its target, the last one names a node that does not exist.
const EXAMPLE = readFileSync(join(import.meta.dirname, "..", "..", "examples", "order-sync.json"), "utf8");
const LONE_DONE = '"to": "done"\n';
const SPEC = (EXAMPLE.slice(0, EXAMPLE.lastIndexOf(LONE_DONE)) + '"to": "doen"\n' + EXAMPLE.slice(EXAMPLE.lastIndexOf(LONE_DONE) + LONE_DONE.length))
  .replace(LONE_DONE, '"to": ""\n')
  .replace('"proxy": "us"', '"proxy": "US"');

let browser: Browser;
let served: MonacoPageServer;

beforeAll(async () => {
  browser = await launchChromium();
  served = await serveMonacoPage("language-main.ts", "language.html");
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

const text = (page: Page): Promise<string> => page.evaluate(() => window.monacoLanguagePage.editor!.getModel()!.getValue());
const codes = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.monacoLanguagePage.monaco.editor.getModelMarkers({ owner: "agentspec" }).map((m) => (typeof m.code === "string" ? m.code : (m.code?.value ?? ""))));

/** Put the cursor `shift` characters into the first occurrence of `needle`, and focus the editor. */
async function cursorAt(page: Page, needle: string, shift: number): Promise<void> {
  await page.evaluate(
    ([n, s]) => {
      const editor = window.monacoLanguagePage.editor!;
      const model = editor.getModel()!;
      const at = model.getValue().indexOf(n);
      if (at < 0) throw new Error(`no ${n}`);
      editor.setPosition(model.getPositionAt(at + s));
      editor.focus();
    },
    [needle, shift] as const,
  );
}

const run = (page: Page, action: string): Promise<void> => page.evaluate((a) => window.monacoLanguagePage.editor!.trigger("test", a, {}), action);
const lineOf = (needle: string): number => SPEC.slice(0, SPEC.indexOf(needle)).split("\n").length;

describe("registerMonacoLanguage in Monaco, under the documented CSP", () => {
  test("the page's providers are the code docs/editor.md shows", () => {
    const shown = DOC.match(/<!-- monaco-language -->\n```ts\n([\s\S]*?)```/)?.[1];
    expect(shown).toBe(readFileSync(join(MONACO_PAGE, "language.ts"), "utf8"));
  });

  test("the faults the page starts with are the ones the steps fix", () => {
    const issues = validateSpecText(SPEC, { strict: true }).issues;
    expect(issues.map((i) => i.code)).toEqual(expect.arrayContaining(["webhook/invalid-proxy", "transition/unknown-target"]));
  });

  test("hover, definition, outline, quick fixes and a node-id completion typed into a `to`; no CSP violation", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const trouble = await watchPage(page);
    await page.goto(served.origin + "/language.html");
    await page.waitForFunction(() => window.monacoLanguagePage !== undefined);
    await page.evaluate((t) => window.monacoLanguagePage.mount(t), SPEC);
    await expect.poll(() => codes(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(["webhook/invalid-proxy", "transition/unknown-target"]));

    // Hover on a node id in a `to`: the node's summary, rendered from Markdown.
    await cursorAt(page, '"to": "push-erp"', 10);
    await run(page, "editor.action.showHover");
    await expect.poll(() => page.locator(".monaco-hover-content").allInnerTexts(), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringMatching(/node push-erp · action · WEBHOOK/)]));
    await page.keyboard.press("Escape");

    // Go to definition: from the `to` to the node's `id`.
    await run(page, "editor.action.revealDefinition");
    await expect.poll(() => page.evaluate(() => window.monacoLanguagePage.editor!.getPosition()!.lineNumber), { timeout: 10_000 }).toBe(lineOf('"id": "push-erp"'));

    // Find references (Shift+F12) from the node's `id`: the peek view lists the declaration, and the
    // `to` and the `of` that name it.
    await cursorAt(page, '"id": "push-erp"', 9);
    await run(page, "editor.action.goToReferences");
    const peek = page.locator(".peekview-widget");
    await expect.poll(() => peek.locator(".peekview-title").allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringMatching(/References \(3\)/)]);
    await page.keyboard.press("Escape");

    // The outline (Go to Symbol): the nodes by id.
    await run(page, "editor.action.quickOutline");
    await expect.poll(() => page.locator(".quick-input-widget .monaco-list-row").allInnerTexts(), { timeout: 10_000 }).toEqual(expect.arrayContaining([expect.stringContaining("fetch-orders"), expect.stringContaining("alert")]));
    await page.keyboard.press("Escape");
    // Closing the outline puts back the selection it had when it opened: wait for that to be done
    // (a machine under load did it after the next step had moved the cursor).
    await expect.poll(() => page.locator(".quick-input-widget").isVisible(), { timeout: 10_000 }).toBe(false);

    // A route in the wrong case: its one fix is safe and preferred, so Auto Fix applies it.
    // Asked again while not applied: on a loaded machine an Auto Fix request sometimes applied
    // nothing (2 runs in 10, with the cursor in place and the marker set); a provider that offers
    // no preferred fix still fails here.
    await cursorAt(page, '"US"', 2);
    expect(await page.evaluate(() => window.monacoLanguagePage.editor!.getPosition()!.lineNumber)).toBe(lineOf('"proxy": "US"'));
    await expect
      .poll(
        async () => {
          if ((await text(page)).includes('"proxy": "US"')) {
            await cursorAt(page, '"US"', 2);
            await run(page, "editor.action.autoFix");
          }
          return text(page);
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toContain('"proxy": "us"');
    // The markers follow the new text (the proxy issue is gone) before the next fix is asked for.
    await expect.poll(() => codes(page), { timeout: 10_000 }).not.toContain("webhook/invalid-proxy");

    // A misspelt node id: the did-you-mean is a guess, offered in the quick-fix list and applied from it.
    const fix = page.locator(".action-widget .monaco-list-row", { hasText: 'Change to "done" (unsafe)' });
    await expect
      .poll(
        async () => {
          // Asked again while the list has not shown it, as Auto Fix above.
          if ((await fix.count()) === 0) {
            await cursorAt(page, '"doen"', 2);
            await run(page, "editor.action.quickFix");
          }
          return fix.count();
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toBe(1);
    await fix.click();
    await expect.poll(() => text(page), { timeout: 10_000 }).toBe(SPEC.replace('"proxy": "US"', '"proxy": "us"').replace('"to": "doen"', '"to": "done"'));

    // Typed into an empty `to`, then suggest: the node ids, filtered by what was typed; Enter accepts.
    await cursorAt(page, '"to": ""', 7);
    await page.keyboard.type("al");
    await run(page, "editor.action.triggerSuggest");
    const rows = page.locator(".suggest-widget.visible .monaco-list-row");
    await expect.poll(() => rows.allInnerTexts(), { timeout: 10_000 }).toEqual([expect.stringContaining("alert")]);
    await page.keyboard.press("Enter");
    await expect.poll(() => text(page), { timeout: 10_000 }).toContain('"to": "alert"\n');
    expect(validateSpecText(await text(page)).issues.filter((i) => i.code.startsWith("transition/"))).toEqual([]);

    const seen = await trouble();
    expect(seen.cspViolations).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    expect(seen.failedRequests).toEqual([]);
    await page.close();
  });
});

describe("what the providers add to a page", () => {
  // Bundled from the sources, as the playground and test/browser/language-size.test.ts do (the
  // Node-only synchronous regex loader becomes the browser stub). The 20 KB page of
  // test/browser/size.test.ts does not use them, and tree-shaking leaves them out of it.
  test("what registering the providers adds to a validating page, and the chunk they make when loaded with import()", async () => {
    const src = (f: string): string => JSON.stringify(resolve(ROOT, "src", f));
    const bundle = async (source: string, virtual: Record<string, string> = {}) => {
      const page = await bundlePage(source, { outdir: "test-results/monaco-language-bundle", fromSources: true, virtual });
      return { upFront: page.staticGzip, inputs: page.staticInputs, lazy: page.lazy.map((c) => ({ gzip: c.gzip, code: c.text })) };
    };
    // From the browser entry: the providers and the service are what registering them adds to a page.
    const entry = `import { validateSpecText } from ${src("browser.ts")}; globalThis.check = validateSpecText;`;
    const alone = await bundle(entry);
    const both = await bundle(`import { registerMonacoLanguage, validateSpecText } from ${src("browser.ts")}; globalThis.check = validateSpecText; globalThis.features = registerMonacoLanguage;`);
    expect(alone.upFront).toBeLessThanOrEqual(20 * 1024);
    expect(both.upFront).toBeGreaterThan(alone.upFront);
    // Loaded with import() by a page that validates (the validator imported from its own module:
    // a bundler assigns whole files to chunks, and the browser entry re-exports the service):
    // nothing of the service or the providers loads up front, and they come as one chunk.
    const validating = `import { validateSpecText } from ${src("validate/validate.ts")}; globalThis.check = validateSpecText;`;
    const page = await bundle(validating);
    const lazily = await bundle(`${validating}\n globalThis.features = () => import("virtual:features");`, {
      "virtual:features": `export { registerMonacoLanguage } from ${src("editor/monaco-language.ts")};`,
    });
    expect(page.inputs.some((i) => i.includes("src/language/"))).toBe(false);
    expect(lazily.inputs.filter((i) => i.includes("src/language/") || i.includes("monaco-language"))).toEqual([]);
    // The up-front part grows by the import() call alone.
    expect(lazily.upFront - page.upFront).toBeLessThan(256);
    const providers = lazily.lazy.filter((c) => c.code.includes("provideCompletionItems"));
    expect(providers).toHaveLength(1);
    const report = { validatingPageGzip: alone.upFront, withProvidersGzip: both.upFront, addedGzip: both.upFront - alone.upFront, providersChunkGzip: providers[0]!.gzip };
    console.log(`Monaco providers: ${report.addedGzip} bytes gzip on top of a validating page (${report.validatingPageGzip} → ${report.withProvidersGzip}); loaded with import(), one chunk of ${report.providersChunkGzip} bytes gzip`);
    mkdirSync(resolve(ROOT, "test-results"), { recursive: true });
    writeFileSync(resolve(ROOT, "test-results/monaco-language-size.json"), JSON.stringify(report, null, 2) + "\n");
  });
});
