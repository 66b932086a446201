// The Mermaid graph of agentspec diff's markdown, drawn by mermaid itself in Chromium: for every
// fixture pair and for a change among hostile ids, every node (removed ones included) and every
// transition is drawn once, each mark is said in words on its node, and nothing is injected.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { diffSpecs } from "../../src/diff/diff.js";
import { changeGraph } from "../../src/diff/graph.js";
import { renderGraphMermaid } from "../../src/graph/mermaid.js";
import { hostileSpec } from "../graph/hostile.js";
import { launchChromium, watchPage, type PageTrouble } from "./chromium.js";

const MERMAID = createRequire(import.meta.url).resolve("mermaid/dist/mermaid.min.js");
const FIXTURES = join(import.meta.dirname, "..", "fixtures", "diff");

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
  error?: string;
  labels: string[];
  edgeLabels: string[];
  nodes: number;
  edges: number;
  handlers: string[];
  links: number;
}

async function draw(text: string): Promise<Drawn> {
  return page.evaluate(async (source) => {
    const m = (window as unknown as { mermaid: { render(id: string, t: string): Promise<{ svg: string }> } }).mermaid;
    try {
      const { svg } = await m.render(`d${Math.random().toString(36).slice(2)}`, source);
      const out = document.getElementById("out")!;
      out.innerHTML = svg;
      const root = out.querySelector("svg")!;
      const all = Array.from(root.querySelectorAll("*"));
      return {
        labels: Array.from(root.querySelectorAll("g.node")).map((n) => (n.textContent ?? "").replace(/\u200b/g, "").trim()),
        edgeLabels: Array.from(root.querySelectorAll("g.edgeLabel")).map((n) => (n.textContent ?? "").trim()),
        nodes: root.querySelectorAll("g.node").length,
        edges: root.querySelectorAll("path.flowchart-link").length,
        handlers: all.flatMap((e) => Array.from(e.attributes).filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value)).map((a) => `${e.localName} ${a.name}`)),
        links: root.querySelectorAll("a").length,
      };
    } catch (error) {
      return { error: String(error), labels: [], edgeLabels: [], nodes: 0, edges: 0, handlers: [], links: 0 };
    }
  }, text);
}

const WORDS = { added: "+ added", removed: "− removed", changed: "~ changed" } as const;

function pairs(): [string, unknown, unknown][] {
  const out: [string, unknown, unknown][] = readdirSync(FIXTURES).map((f) => [f, JSON.parse(readFileSync(join(FIXTURES, f, "before.json"), "utf8")), JSON.parse(readFileSync(join(FIXTURES, f, "after.json"), "utf8"))]);
  const hostile = hostileSpec();
  const changed = structuredClone(hostile);
  changed.nodes.splice(3, 1);
  (changed.nodes[0] as { config: { proxy: string } }).config.proxy = "us";
  changed.nodes.push({ id: "new <b>@team</b> %%{init}%%", type: "end" });
  out.push(["hostile", hostile, changed]);
  return out;
}

test("mermaid draws the marked graph of every fixture pair and of hostile ids", async () => {
  for (const [name, before, after] of pairs()) {
    const changes = diffSpecs(before, after);
    const { graph, marks } = changeGraph(before, after, changes);
    const drawn = await draw(renderGraphMermaid(graph, { marks }));
    expect(drawn.error, name).toBeUndefined();
    const start = graph.nodes[0]?.start === true ? 1 : 0;
    expect(drawn.nodes, name).toBe(graph.nodes.length + start + new Set(graph.edges.filter((e) => e.to === undefined).map((e) => e.toId)).size);
    expect(drawn.edges, name).toBe(graph.edges.length + start);
    for (const [index, mark] of marks.nodes ?? []) {
      const at = graph.nodes.findIndex((n) => n.index === index);
      expect(drawn.labels[at + start], `${name} node ${index}`).toContain(WORDS[mark]);
    }
    expect(drawn.edgeLabels.filter((l) => Object.values(WORDS).some((w) => l.startsWith(w))).length, name).toBe(marks.edges?.size ?? 0);
    expect(drawn.handlers, name).toEqual([]);
    expect(drawn.links, name).toBe(0);
  }
  expect((await trouble()).pageErrors).toEqual([]);
}, 120_000);
