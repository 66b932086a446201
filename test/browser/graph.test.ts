// The pictures in a real browser: Mermaid's own parser and renderer draw the Mermaid text of the
// examples and of hostile ids (every label shown, nothing injected), and Chromium's XML parser
// reads the SVG of random valid specs, which shows every node and transition exactly once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { graphOf } from "../../src/graph/model.js";
import { drawGraph } from "../../src/graph/render.js";
import { ID_LIMIT } from "../../src/graph/look.js";
import { shorten, visible } from "../../src/graph/text.js";
import { validateSpec } from "../../src/validate/validate.js";
import { HOSTILE_IDS, hostileSpec } from "../graph/hostile.js";
import { nodeId } from "../arbitraries.js";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";

const MERMAID = createRequire(import.meta.url).resolve("mermaid/dist/mermaid.min.js");
const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../examples/${name}.json`, import.meta.url), "utf8"));

let browser: Browser;
let page: Page;
let trouble: () => Promise<PageTrouble>;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  trouble = await watchPage(page);
  await page.setContent("<!doctype html><html><body><div id=out></div></body></html>");
  await page.addScriptTag({ path: MERMAID });
  await page.evaluate(() => {
    (window as unknown as { mermaid: { initialize(c: object): void } }).mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

interface Drawn {
  ok: boolean;
  error?: string;
  labels: string[];
  nodes: number;
  edges: number;
  elements: string[];
  handlers: string[];
  links: number;
}

/** Parse and render Mermaid text with mermaid itself, in the page; what the drawing holds. */
async function mermaid(text: string): Promise<Drawn> {
  return page.evaluate(async (source) => {
    const m = (window as unknown as { mermaid: { parse(t: string): Promise<unknown>; render(id: string, t: string): Promise<{ svg: string }> } }).mermaid;
    try {
      const { svg } = await m.render(`d${Math.random().toString(36).slice(2)}`, source);
      // parse() resolves for a diagram it accepts (render would have thrown already).
      if ((await m.parse(source)) === false) throw new Error("mermaid.parse refused the text");
      const out = document.getElementById("out")!;
      out.innerHTML = svg;
      const root = out.querySelector("svg")!;
      const all = Array.from(root.querySelectorAll("*"));
      // The zero-width spaces that break Mermaid's icon and placeholder patterns are not seen.
      const labels = Array.from(root.querySelectorAll("g.node")).map((n) => (n.textContent ?? "").replace(/\u200b/g, "").trim());
      return {
        ok: true,
        labels,
        nodes: root.querySelectorAll("g.node").length,
        edges: root.querySelectorAll("path.flowchart-link").length,
        elements: [...new Set(all.map((e) => e.localName))],
        handlers: all.flatMap((e) => Array.from(e.attributes).filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value)).map((a) => `${e.localName} ${a.name}`)),
        links: root.querySelectorAll("a").length,
      };
    } catch (error) {
      return { ok: false, error: String(error), labels: [], nodes: 0, edges: 0, elements: [], handlers: [], links: 0 };
    }
  }, text);
}

const SAFE_ELEMENTS = new Set(["filter", "fedropshadow", "feDropShadow", "g", "rect", "path", "text", "tspan", "polygon", "circle", "ellipse", "line", "foreignobject", "foreignObject", "div", "span", "p", "br", "style", "marker", "defs", "title", "desc", "svg"]);

describe("mermaid parses and renders the Mermaid text", () => {
  test.each(["support-triage", "order-sync", "hostile"])("%s", async (name) => {
    const g = name === "hostile" ? graphOf(hostileSpec()) : graphOf(example(name));
    const text = drawGraph(g, { format: "mermaid" });
    const drawn = await mermaid(text);
    expect(drawn.error).toBeUndefined();
    expect(drawn.ok).toBe(true);
    // Every node (and the start mark) once, every transition (and the start arrow) once.
    expect(drawn.nodes).toBe(g.nodes.length + 1);
    expect(drawn.edges).toBe(g.edges.length + 1);
    for (const n of g.nodes) {
      const title = shorten(visible(n.id), ID_LIMIT);
      expect(drawn.labels.filter((l) => l.startsWith(title)), title).not.toHaveLength(0);
    }
    expect(drawn.handlers).toEqual([]);
    expect(drawn.links).toBe(0);
    for (const e of drawn.elements) expect(SAFE_ELEMENTS.has(e), e).toBe(true);
    if (name === "hostile") {
      for (const id of HOSTILE_IDS) expect(drawn.labels.join("\n")).toContain(shorten(visible(id), ID_LIMIT));
    }
  });

  test("the page met no error and no script ran", async () => {
    expect(await page.evaluate(() => typeof (window as unknown as { alert: unknown }).alert)).toBe("function");
    const seen = await trouble();
    expect(seen.pageErrors).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });
});

// Valid specs: unique ids (the shared arbitrary's awkward ones included), webhooks on every route,
// transitions to existing nodes with or without a condition.
const validSpec = fc
  .uniqueArray(fc.oneof(nodeId, fc.string({ minLength: 1, maxLength: 12 })), { minLength: 1, maxLength: 14 })
  .chain((ids) =>
    fc.record({
      version: fc.constant(2),
      nodes: fc.tuple(
        ...ids.map((id) =>
          fc.record({
            id: fc.constant(id),
            kind: fc.constantFrom("end", "LLM", "direct", "brazil", "us", undefined),
            transition: fc.array(
              fc.record({ to: fc.constantFrom(...ids), when: fc.option(fc.constantFrom({ source: "vars", path: "x", op: "eq", value: 1 }, { all: [] }, { any: [{ source: "input", path: "a.b", op: "exists" }] }), { nil: undefined }) }),
              { maxLength: 3 },
            ),
          }),
        ),
      ),
    }),
  )
  .map(({ version, nodes }) => ({
    version,
    nodes: nodes.map(({ id, kind, transition }) => ({
      id,
      ...(kind === "end" ? { type: "end" } : kind === "LLM" ? { type: "action", actionType: "LLM" } : { type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com/h", method: "POST", ...(kind === undefined ? {} : { proxy: kind }) } }),
      transition: transition.map((t) => (t.when === undefined ? { to: t.to } : { to: t.to, when: t.when })),
    })),
  }));

test("the SVG of random valid specs is well-formed and shows every node and transition once", async () => {
  const specs = fc.sample(validSpec, { numRuns: 120, seed: 42 });
  for (const s of specs) expect(validateSpec(s).issues.filter((i) => i.severity === "error")).toEqual([]);
  const cases = specs.map((s) => {
    const g = graphOf(s);
    return { svg: drawGraph(g, { format: "svg" }), nodes: g.nodes.map((n) => n.pointer), edges: g.edges.map((e) => e.pointer) };
  });
  const seen = await page.evaluate((list) => {
    return list.map(({ svg }) => {
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        nodes: Array.from(doc.querySelectorAll("g.node")).map((g) => g.getAttribute("data-pointer")),
        edges: Array.from(doc.querySelectorAll("g.edge")).map((g) => g.getAttribute("data-pointer")),
        titles: Array.from(doc.querySelectorAll("g.node > title")).length,
      };
    });
  }, cases);
  seen.forEach((s, i) => {
    expect(s.error).toBeNull();
    expect(s.root).toBe("svg");
    expect(s.nodes).toEqual(cases[i]!.nodes);
    expect(s.edges).toEqual(cases[i]!.edges);
    expect(s.titles).toBe(cases[i]!.nodes.length);
  });
}, 60_000);
