// Launches Debian's Chromium through playwright-core, and watches a page for console errors,
// uncaught exceptions, failed requests and Content-Security-Policy violations; pastes a text over
// the playground's editor.
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's `chromium` package (installed by .ci/run); CHROMIUM_PATH overrides it. */
export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** Launch headless Chromium; fails (never skips) when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. The browser tests need Debian's package: ` +
        "run `apt-get install chromium` (as .ci/run does) or set CHROMIUM_PATH.",
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** What went wrong in a page: each list must stay empty. */
export interface PageTrouble {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  cspViolations: string[];
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Start recording trouble in `page` (call before the first navigation). */
export async function watchPage(page: Page): Promise<() => Promise<PageTrouble>> {
  const trouble: PageTrouble = { consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [] };
  page.on("console", (m) => {
    if (m.type() === "error") trouble.consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => trouble.pageErrors.push(String(e)));
  page.on("requestfailed", (r) => trouble.failedRequests.push(`${r.url()}: ${r.failure()?.errorText ?? "failed"}`));
  page.on("response", (r) => {
    if (r.status() >= 400) trouble.failedRequests.push(`${r.url()}: HTTP ${r.status()}`);
  });
  // Runs before any page script (injected by the driver, so the page's CSP does not apply to it).
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return async () => {
    trouble.cspViolations = await page.evaluate(() => window.__cspViolations ?? ["violation listener missing"]);
    return trouble;
  };
}

/** Pastes `text` over all of the playground's editor (selects all, then a paste event), as a person's Ctrl+A, Ctrl+V does. */
export async function pasteIntoEditor(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const content = document.getElementById("editor")!.shadowRoot!.querySelector<HTMLElement>(".cm-content")!;
    content.focus();
    document.execCommand("selectAll");
    const data = new DataTransfer();
    data.setData("text/plain", t);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
