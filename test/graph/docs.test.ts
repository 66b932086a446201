// The pictures in docs/ and the Mermaid block in README.md are what the renderer draws today
// (`node scripts/graph-docs.mjs` writes them).
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { graphOf } from "../../src/graph/model.js";
import { drawGraph } from "../../src/graph/render.js";

const root = new URL("../../", import.meta.url);
const read = (p: string): string => readFileSync(new URL(p, root), "utf8");
const FIX = "stale: run `node scripts/graph-docs.mjs`";

test("docs/graph-example.svg and docs/graph-legend.svg are fresh", () => {
  expect(read("docs/graph-example.svg"), FIX).toBe(
    drawGraph(graphOf(JSON.parse(read("examples/support-triage.json"))), { format: "svg", idPrefix: "graph-example", title: "Graph of examples/support-triage.json" }),
  );
  expect(read("docs/graph-legend.svg"), FIX).toBe(
    drawGraph(graphOf(JSON.parse(read("docs/graph-legend.json"))), { format: "svg", idPrefix: "graph-legend", title: "Legend: every kind of node and transition" }),
  );
});

test("the README's Mermaid block is fresh", () => {
  const readme = read("README.md");
  const block = readme.slice(readme.indexOf("<!-- graph:support-triage -->\n") + "<!-- graph:support-triage -->\n".length, readme.indexOf("<!-- /graph:support-triage -->"));
  expect(block, FIX).toBe(drawGraph(graphOf(JSON.parse(read("examples/support-triage.json"))), { format: "mermaid", markdown: true }));
});

test("the legend shows every kind it explains", () => {
  const g = graphOf(JSON.parse(read("docs/graph-legend.json")));
  expect(new Set(g.nodes.map((n) => n.route).filter(Boolean))).toEqual(new Set(["direct", "brazil", "us"]));
  expect(g.nodes.some((n) => !n.reachable)).toBe(true);
  expect(new Set(g.edges.map((e) => e.deadBecause).filter(Boolean))).toEqual(new Set(["earlier-always", "unreached"]));
  expect(g.edges.some((e) => e.to === undefined)).toBe(true);
  expect(g.nodes.some((n) => n.issues.some((i) => i.severity === "error"))).toBe(true);
  expect(g.nodes.some((n) => n.issues.length > 0 && n.issues.every((i) => i.severity === "warning"))).toBe(true);
  expect(new Set(g.nodes.map((n) => n.type))).toEqual(new Set(["action", "router", "end"]));
});
