// Writes the pictures of the docs from the playground (built and served under its CSP), in Chromium:
// - docs/playground.png (README): a proxy of "eu" typed into a webhook, its squiggle hovered, and
//   the condition tester's verdict;
// - docs/editor-completion.png, editor-hover.png, editor-quick-fix.png, editor-problems.png
//   (docs/editor.md): node-id completion in a "to", the hover on a node id, a quick fix in a
//   diagnostic's tooltip, and the problems list; each cropped to what it shows.
// `node scripts/screenshot.mjs [name…]` writes only the named ones (playground, completion, hover,
// quick-fix, problems). Needs Debian's chromium (apt-get install chromium); CHROMIUM_PATH overrides
// /usr/bin/chromium.
import { existsSync, mkdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { buildPlayground, startServer } from "./serve-playground.mjs";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  console.error(`Chromium is not installed at ${executablePath}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  process.exit(2);
}
const docs = (name) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));

// The spec the editor pictures type: a small workflow with the faults a person makes.
const SPEC = `{
  "version": 2,
  "nodes": [
    {
      "id": "classify",
      "type": "action",
      "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/classify", "method": "POST", "proxy": "Brazil" },
      "outputVar": "ticket",
      "transition": [
        { "to": "escalate", "when": { "source": "vars", "path": "ticket.priority", "op": "eq", "value": "urgent" } },
        { "to": "" }
      ]
    },
    {
      "id": "escalate",
      "type": "action",
      "actionType": "WEBHOOK",
      "config": { "url": "https://pager.example.com/page", "method": "POST", "proxy": "us", "timout": 30 },
      "transition": [{ "to": "finsh" }]
    },
    {
      "id": "reply",
      "type": "action",
      "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/reply", "method": "POST" },
      "transition": [{ "to": "finish" }]
    },
    { "id": "finish", "type": "end" }
  ]
}
`;

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

await buildPlayground();
const server = await startServer({ port: 0 });
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
mkdirSync(new URL("../docs/", import.meta.url), { recursive: true });
const written = [];

/** A fresh page (no saved work) on the playground, its writing aids loaded. */
async function openPlayground(viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.locator("#verdict", { hasText: "true" }).waitFor();
  await page.locator("#problems .problem.none").waitFor();
  await page.waitForFunction(() => document.getElementById("editor")?.shadowRoot?.querySelector(".cm-content")?.getAttribute("aria-autocomplete") === "list");
  return page;
}

/** Replace the editor's text with SPEC (select all, then the text, as a paste). */
async function typeSpec(page) {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(SPEC);
  await page.keyboard.press("Control+Home");
  await page.locator("#status", { hasText: "invalid" }).waitFor();
}

/** Put the cursor just after `needle` on the first line holding it (a line that does not wrap). */
async function cursorAfter(page, needle, lineText = needle) {
  const line = page.locator(".cm-line", { hasText: lineText }).first();
  const text = (await line.textContent()) ?? "";
  await line.click();
  await page.keyboard.press("End");
  const left = text.length - (text.indexOf(needle) + needle.length);
  for (let i = 0; i < left; i++) await page.keyboard.press("ArrowLeft");
}

/** Screenshot the smallest box around these elements, with a margin, inside the viewport. */
async function shoot(page, name, locators, margin = 12) {
  const boxes = [];
  for (const l of locators) {
    const b = await l.boundingBox();
    if (!b) throw new Error(`${name}: nothing to picture for ${l}`);
    boxes.push(b);
  }
  const size = page.viewportSize();
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - margin);
  const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - margin);
  const right = Math.min(size.width, Math.max(...boxes.map((b) => b.x + b.width)) + margin);
  const bottom = Math.min(size.height, Math.max(...boxes.map((b) => b.y + b.height)) + margin);
  const path = docs(name);
  await page.screenshot({ path, clip: { x, y, width: right - x, height: bottom - y } });
  written.push(path);
}

/** The editor lines from the one holding `from` to the one holding `to`, as one locator list. */
const lines = (page, from, to) => [page.locator(".cm-line", { hasText: from }).first(), page.locator(".cm-line", { hasText: to }).first()];

try {
  if (wanted("playground")) {
    const page = await openPlayground({ width: 1360, height: 800 });
    // The "alert" webhook of the order-sync example has no proxy: give it "eu". The editor renders
    // only the lines near the view, so scroll with the wheel until its "method" line shows.
    await page.locator(".cm-scroller").hover();
    let method = null;
    for (let i = 0; i < 80 && !method; i++) {
      method = (
        await page.evaluateHandle(() => {
          const all = [...(document.getElementById("editor")?.shadowRoot?.querySelectorAll(".cm-line") ?? [])];
          const at = all.findIndex((l) => l.textContent?.trim() === '"id": "alert",');
          return at < 0 ? null : (all.slice(at).find((l) => l.textContent?.includes('"method"')) ?? null);
        })
      ).asElement();
      if (!method) await page.mouse.wheel(0, 120);
    }
    if (!method) throw new Error('no "method" line after the alert node of examples/order-sync.json');
    await method.scrollIntoViewIfNeeded();
    await method.click();
    await page.keyboard.press("End");
    await page.keyboard.type(' "proxy": "eu",');
    // Typing after the comma opens property completion: close it, the picture is the diagnostic.
    await page.keyboard.press("Escape");
    const squiggle = page.locator(".cm-lintRange-error");
    await squiggle.waitFor();
    await squiggle.hover();
    await page.locator(".cm-tooltip-lint").waitFor();
    const path = docs("playground.png");
    await page.screenshot({ path });
    written.push(path);
    await page.context().close();
  }

  const editorViewport = { width: 1200, height: 760 };
  if (wanted("completion")) {
    const page = await openPlayground(editorViewport);
    await typeSpec(page);
    await cursorAfter(page, '{ "to": "', '{ "to": "" }');
    await page.keyboard.press("Control+Space");
    const list = page.locator(".cm-tooltip-autocomplete");
    await list.waitFor();
    await page.locator(".cm-completionInfo").waitFor().catch(() => undefined);
    await shoot(page, "editor-completion.png", [...lines(page, '"id": "classify"', '{ "to": "" }'), list]);
    await page.context().close();
  }

  if (wanted("hover")) {
    const page = await openPlayground(editorViewport);
    await typeSpec(page);
    const target = page.locator(".cm-line", { hasText: '{ "to": "escalate"' }).first();
    await target.waitFor();
    // Hover the node id in the transition's "to".
    const box = await target.evaluate((line) => {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = n.textContent.indexOf("escalate");
        if (at >= 0) {
          const range = document.createRange();
          range.setStart(n, at + 2);
          range.setEnd(n, at + 3);
          const r = range.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }
      }
      return null;
    });
    if (!box) throw new Error('no "escalate" in the transition line');
    await page.mouse.move(box.x - 4, box.y);
    await page.mouse.move(box.x, box.y, { steps: 4 });
    const tip = page.locator(".cm-tooltip-hover");
    await tip.waitFor();
    await shoot(page, "editor-hover.png", [target, tip]);
    await page.context().close();
  }

  if (wanted("quick-fix")) {
    // Wider: the diagnostic's tooltip (with the route's documentation) fits inside the editor.
    const page = await openPlayground({ width: 1500, height: 760 });
    await typeSpec(page);
    const squiggle = page.locator(".cm-lintRange-error", { hasText: '"Brazil"' }).first();
    await squiggle.waitFor();
    await squiggle.hover();
    const tip = page.locator(".cm-tooltip-lint");
    await tip.locator(".cm-diagnosticAction").first().waitFor();
    await shoot(page, "editor-quick-fix.png", [page.locator(".cm-line", { hasText: '"outputVar": "ticket"' }).first(), squiggle, tip], 8);
    await page.context().close();
  }

  if (wanted("problems")) {
    const page = await openPlayground(editorViewport);
    await typeSpec(page);
    await page.locator("#problems .problem.error").first().waitFor();
    await shoot(page, "editor-problems.png", [page.locator("#problems-title"), page.locator("#problems")], 8);
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
for (const path of written) console.log(`wrote ${path} (${Math.round(statSync(path).size / 1024)} KB)`);
