// Keystroke to updated diagnostics in the playground, in Chromium: the built page, served under its
// CSP, holds a 2,000-node and a 10,000-node spec; a keystroke in a transition's `to` makes an
// unknown-target error appear (the next one, a Backspace, makes it go). Timed from the keydown
// event to the moment both the editor's lint (the squiggle under the `to`) and the problems list
// (its status line and its rows) show the new answer, minus the linter's debounce; medians over
// repeated keystrokes.
//
// The peer, measured in the same page between the keystrokes: `validateSpecText` (strict, as the
// page checks) on the same text, the library bundled on its own: validating the whole text afresh,
// as the page did before it kept a `specTextValidator`. Beside it, that bundle's own
// `specTextValidator`, kept across the same versions as the page's: what the page's validation
// costs alone, so "page − specTextValidator" is what the page adds on top of it.
//
// `node bench/playground.bench.mjs [nodes…] [--profile] [--before=<checkout>]` (or `npm run bench
// playground`); `--profile` also writes a Chromium CPU profile of the keystrokes to
// test-results/playground-keystroke-<n>.cpuprofile; `--before` also times another checkout's
// playground (its own sources, built here) keystroke for keystroke in the same run.
// Needs Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { servePrivateBuild, startServer } from "../scripts/serve-playground.mjs";
import { median, q, table } from "./lib.mjs";

const DEBOUNCE_MS = 200; // the playground's linter delay (playground/main.ts)
const KEYSTROKES = q(15, 1); // measured per size (after warm-up ones), alternately a letter and a Backspace
const PROFILE = process.argv.includes("--profile");
// Node counts given on the command line replace the default two sizes.
const asked = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const SIZES = asked.length > 0 ? asked : q([2000, 10000], [20]);
// --before=<checkout>: also time that checkout's playground (built from its sources) in the same
// run, keystroke for keystroke, as a "before" figure.
const BEFORE = process.argv.find((a) => a.startsWith("--before="))?.slice("--before=".length);
const BEFORE_KEYSTROKES = 6;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  process.exit(2);
}

const ROUTES = ["brazil", "us", "direct", undefined];

/**
 * A valid spec of n webhook nodes as the examples write them (url, method, route, headers,
 * timeout, outputVar; a conditional skip and a fallback to the next node), the last one an end
 * node; pretty-printed as an editor holds it (about 30 lines a node).
 */
function spec(n) {
  const nodes = [];
  for (let i = 0; i < n - 1; i++) {
    const config = { url: `https://api${i % 7}.example.com/v1/orders/{{vars.orderId}}`, method: ["GET", "POST", "PUT"][i % 3] };
    if (ROUTES[i % 4]) config.proxy = ROUTES[i % 4];
    config.headers = { "content-type": "application/json" };
    config.timeout = 30 + (i % 60);
    nodes.push({
      id: `node-${i}`,
      type: "action",
      actionType: "WEBHOOK",
      mode: "sync",
      config,
      outputVar: `out${i}`,
      transition: [
        { to: `node-${Math.min(i + 2, n - 1)}`, when: { source: "evaluation", path: "scores.mean", op: "gte", value: 7 } },
        { to: `node-${i + 1}` },
      ],
    });
  }
  nodes.push({ id: `node-${n - 1}`, type: "end" });
  return JSON.stringify({ version: 2, nodes }, null, 2);
}

// The peer: the browser entry, bundled alone (an IIFE the bench evaluates in the page).
const peerCode = (
  await build({
    entryPoints: [fileURLToPath(new URL("../dist/browser.js", import.meta.url))],
    bundle: true,
    format: "iife",
    globalName: "agentspecPeer",
    platform: "browser",
    minify: true,
    write: false,
    logLevel: "warning",
  })
).outputFiles[0].text;

const server = await servePrivateBuild("agentspec-playground-bench");
let before;
if (BEFORE) {
  const other = await import(pathToFileURL(join(BEFORE, "scripts/serve-playground.mjs")).href);
  const beforeDir = join(server.dir, "before");
  await other.buildPlayground({ outDir: beforeDir });
  before = await startServer({ port: 0, root: beforeDir });
}
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

/** Runs in the page before its scripts: stamps keydowns, and when the answer shows. */
function instrument() {
  const b = (window.__bench = { keyAt: 0, want: null, shownAt: 0 });
  addEventListener("keydown", (e) => (b.keyAt = e.timeStamp), true);
  const editor = () => document.getElementById("editor")?.shadowRoot;
  b.check = () => {
    const w = b.want;
    if (!w || b.shownAt) return;
    const status = document.getElementById("status")?.textContent ?? "";
    const rows = document.getElementById("problems")?.textContent ?? "";
    const squiggles = editor()?.querySelectorAll(".cm-lintRange-error").length ?? -1;
    if (status === w.status && rows.includes(w.row) && squiggles === w.squiggles) b.shownAt = performance.now();
  };
  addEventListener("DOMContentLoaded", () => {
    const observe = (node) => new MutationObserver(b.check).observe(node, { subtree: true, childList: true, characterData: true, attributes: true });
    observe(document.getElementById("status"));
    observe(document.getElementById("problems"));
    const wait = setInterval(() => {
      if (!editor()) return;
      clearInterval(wait);
      observe(editor());
    }, 10);
  });
}

/** A page of the playground at `url` holding the n-node spec, the cursor in a `to` mid-way. */
async function openSpec(url, n, text) {
  const page = await browser.newPage({ viewport: { width: 1360, height: 900 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.addInitScript(instrument);
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems");
  await page.evaluate(`${peerCode};window.agentspecPeer = agentspecPeer;`);

  // Paste the spec over the example (a paste event, as a person's Ctrl+V).
  await page.evaluate((t) => {
    const content = document.getElementById("editor").shadowRoot.querySelector(".cm-content");
    content.focus();
    document.execCommand("selectAll");
    const data = new DataTransfer();
    data.setData("text/plain", t);
    content.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction(() => document.getElementById("status")?.textContent === "✓ valid, no problems", null, { timeout: 120_000 });

  // The cursor after `"to": "node-<mid>` (Ctrl+F finds it; Escape closes the search panel).
  const target = `node-${Math.floor(n / 2) + 2}`;
  const needle = `"to": "${target}"`;
  await page.keyboard.press("Control+f");
  await page.keyboard.type(needle);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await page.waitForTimeout(500);
  const errorRow = `${target}x`;
  // The two texts the keystrokes alternate between, for the peer.
  await page.evaluate(([a, b]) => {
    window.__texts = [a, b];
    window.__kept = window.agentspecPeer.specTextValidator();
    window.__kept.validate(a, { strict: true });
  }, [text, text.replace(needle, `"to": "${errorRow}"`)]);
  return { page, n, errorRow, errors };
}

/**
 * Keystroke k (even: type "x" into the `to`, making an unknown-target error; odd: Backspace) and
 * the time until the page shows it; with `peer`, then validateSpecText of the same text.
 */
async function keystroke({ page, n, errorRow }, k, peer) {
  const add = k % 2 === 0;
  const want = add ? { status: "✗ invalid: 1 error, 0 warnings", row: errorRow, squiggles: 1 } : { status: "✓ valid, no problems", row: "No problems.", squiggles: 0 };
  await page.evaluate((w) => Object.assign(window.__bench, { want: w, shownAt: 0, keyAt: 0 }), want);
  await page.keyboard.press(add ? "x" : "Backspace");
  await page
    .waitForFunction(() => (window.__bench.check(), window.__bench.shownAt > 0), null, { timeout: 60_000, polling: 50 })
    .catch(async (error) => {
      const seen = await page.evaluate(() => ({
        status: document.getElementById("status")?.textContent,
        problems: document.getElementById("problems")?.textContent?.slice(0, 300),
        squiggles: document.getElementById("editor")?.shadowRoot?.querySelectorAll(".cm-lintRange-error").length,
        line: document.getElementById("editor")?.shadowRoot?.querySelector(".cm-activeLine")?.textContent,
      }));
      throw new Error(`${n} nodes: the page never showed ${JSON.stringify(want)}; it shows ${JSON.stringify(seen)}`, { cause: error });
    });
  const [ms, phases] = await page.evaluate(() => {
    const b = window.__bench;
    const at = (name) => performance.getEntriesByName(`agentspec:${name}`, "mark").at(-1)?.startTime ?? NaN;
    const [lint, text, validated, listed] = ["lint", "text", "validated", "listed"].map(at);
    return [b.shownAt - b.keyAt, { wait: lint - b.keyAt, text: text - lint, validate: validated - text, list: listed - validated, editor: b.shownAt - listed }];
  });
  // Let the page settle (its work after the answer: saving the text, the graph), then the peer
  // on the same text in the same page.
  await page.waitForTimeout(400);
  const [took, kept] = peer
    ? await page.evaluate((i) => {
        const t0 = performance.now();
        window.agentspecPeer.validateSpecText(window.__texts[i], { strict: true });
        const t1 = performance.now();
        window.__kept.validate(window.__texts[i], { strict: true });
        return [t1 - t0, performance.now() - t1];
      }, add ? 1 : 0)
    : [NaN, NaN];
  await page.waitForTimeout(100);
  return { ms, phases, peer: took, kept };
}

const rows = [];
const phaseRows = [];
// The page's marks (playground/main.ts) split a keystroke: the wait past the debounce (the
// keystroke's own handling, a late timer), making the text, validating, listing the problems,
// and the editor taking the diagnostics (until both show).
const PHASES = ["wait", "text", "validate", "list", "editor"];
try {
  for (const n of SIZES) {
    const text = spec(n);
    const now = await openSpec(server.url, n, text);
    const then = before ? await openSpec(before.url, n, text) : undefined;
    const samples = { page: [], peer: [], kept: [], before: [] };
    let profiler;
    if (PROFILE) {
      profiler = await now.page.context().newCDPSession(now.page);
      await profiler.send("Profiler.enable");
      await profiler.send("Profiler.setSamplingInterval", { interval: 200 });
    }
    for (let k = q(-4, 0); k < KEYSTROKES * 2; k++) {
      if (k === 0 && profiler) await profiler.send("Profiler.start");
      const { ms, phases, peer, kept } = await keystroke(now, k, true);
      if (k >= 0) {
        samples.page.push(ms - DEBOUNCE_MS);
        samples.peer.push(peer);
        samples.kept.push(kept);
        phases.wait -= DEBOUNCE_MS;
        for (const [name, v] of Object.entries(phases)) (samples[name] ??= []).push(v);
      }
      // The other checkout's page, interleaved (fewer keystrokes: it may be much slower).
      if (then && k < BEFORE_KEYSTROKES) {
        const r = await keystroke(then, k, false);
        if (k >= 0) samples.before.push(r.ms - DEBOUNCE_MS);
      }
    }
    if (profiler) {
      const { profile } = await profiler.send("Profiler.stop");
      const out = fileURLToPath(new URL(`../test-results/playground-keystroke-${n}.cpuprofile`, import.meta.url));
      mkdirSync(fileURLToPath(new URL("../test-results/", import.meta.url)), { recursive: true });
      writeFileSync(out, JSON.stringify(profile));
      console.log(`wrote ${out}`);
    }
    const errors = [...now.errors, ...(then?.errors ?? [])];
    if (errors.length > 0) throw new Error(`the page reported errors: ${errors.join("; ")}`);
    const p = median(samples.page);
    const v = median(samples.peer);
    phaseRows.push([n.toLocaleString("en"), ...PHASES.map((name) => median(samples[name]).toFixed(1))]);
    rows.push([
      `${n.toLocaleString("en")} nodes (${(text.length / 1e6).toFixed(2)} MB, ${text.split("\n").length.toLocaleString("en")} lines)`,
      p.toFixed(1),
      v.toFixed(1),
      (p - v).toFixed(1),
      (p / v).toFixed(2),
      median(samples.kept).toFixed(1),
      ...(before ? [median(samples.before).toFixed(1)] : []),
    ]);
    await now.page.close();
    await then?.page.close();
  }
} finally {
  await browser.close();
  // The other checkout's build is inside this one's folder, which closing removes.
  await before?.close();
  await server.close();
}

console.log(`Keystroke to updated diagnostics (editor lint + problems list), minus the ${DEBOUNCE_MS} ms debounce; medians of ${KEYSTROKES * 2} keystrokes\n`);
table(["spec", "page ms", "validateSpecText ms (peer)", "page − peer", "page / peer", "specTextValidator ms", ...(BEFORE ? [`before ms (${BEFORE_KEYSTROKES} keystrokes)`] : [])], rows);
console.log("\nWhere the page's time goes (medians, ms): past the debounce, text, validation (the page's specTextValidator), problems list, editor\n");
table(["nodes", ...PHASES], phaseRows);
