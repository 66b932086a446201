// Writes docs/playground.png for the README: the playground (built and served under its CSP) with
// a proxy of "eu" typed into a webhook, its squiggle hovered, and the condition tester's verdict.
// Needs Debian's chromium (apt-get install chromium); CHROMIUM_PATH overrides /usr/bin/chromium.
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { buildPlayground, startServer } from "./serve-playground.mjs";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  console.error(`Chromium is not installed at ${executablePath}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  process.exit(2);
}
const out = fileURLToPath(new URL("../docs/playground.png", import.meta.url));

await buildPlayground();
const server = await startServer({ port: 0 });
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1360, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(server.url);
  await page.locator("#verdict", { hasText: "true" }).waitFor();
  await page.locator("#problems .problem.none").waitFor();

  // The "alert" webhook of the order-sync example has no proxy: give it "eu". The editor renders
  // only the lines near the view, so scroll with the wheel until its "method" line shows.
  await page.locator(".cm-scroller").hover();
  let method = null;
  for (let i = 0; i < 80 && !method; i++) {
    method = (
      await page.evaluateHandle(() => {
        const lines = [...(document.getElementById("editor")?.shadowRoot?.querySelectorAll(".cm-line") ?? [])];
        const at = lines.findIndex((l) => l.textContent?.trim() === '"id": "alert",');
        return at < 0 ? null : (lines.slice(at).find((l) => l.textContent?.includes('"method"')) ?? null);
      })
    ).asElement();
    if (!method) await page.mouse.wheel(0, 120);
  }
  if (!method) throw new Error('no "method" line after the alert node of examples/order-sync.json');
  await method.scrollIntoViewIfNeeded();
  await method.click();
  await page.keyboard.press("End");
  await page.keyboard.type(' "proxy": "eu",');
  const squiggle = page.locator(".cm-lintRange-error");
  await squiggle.waitFor();
  await squiggle.hover();
  await page.locator(".cm-tooltip-lint").waitFor();
  mkdirSync(new URL("../docs/", import.meta.url), { recursive: true });
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
