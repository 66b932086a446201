#!/usr/bin/env node
// Writes the pictures docs/graph.md shows: the SVG of examples/support-triage.json and of the
// legend spec (docs/graph-legend.json), and the same example as Mermaid in README.md between its
// markers. test/graph/docs.test.ts fails when any of them is stale. Run: `node scripts/graph-docs.mjs`.
import { readFileSync, writeFileSync } from "node:fs";
import { fromSources } from "./from-sources.mjs";

const root = new URL("../", import.meta.url);
const { graphOf, drawGraph } = await fromSources("graph-docs", `export { graphOf } from "./src/graph/model.ts"; export { drawGraph } from "./src/graph/render.ts";`);
const read = (p) => JSON.parse(readFileSync(new URL(p, root), "utf8"));
export const pictures = () => ({
  "docs/graph-example.svg": drawGraph(graphOf(read("examples/support-triage.json")), { format: "svg", idPrefix: "graph-example", title: "Graph of examples/support-triage.json" }),
  "docs/graph-legend.svg": drawGraph(graphOf(read("docs/graph-legend.json")), { format: "svg", idPrefix: "graph-legend", title: "Legend: every kind of node and transition" }),
});
for (const [path, svg] of Object.entries(pictures())) writeFileSync(new URL(path, root), svg);

const START = "<!-- graph:support-triage -->";
const END = "<!-- /graph:support-triage -->";
const readme = readFileSync(new URL("README.md", root), "utf8");
const at = readme.indexOf(START);
const to = readme.indexOf(END);
if (at < 0 || to < at) throw new Error(`README.md has no ${START} … ${END} block`);
const mermaid = drawGraph(graphOf(read("examples/support-triage.json")), { format: "mermaid", markdown: true });
writeFileSync(new URL("README.md", root), `${readme.slice(0, at + START.length)}\n${mermaid}${readme.slice(to)}`);
