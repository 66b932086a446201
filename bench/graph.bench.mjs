// The picture of a spec: graphOf, then the layout and the SVG text (drawGraph), for 50, 200 and
// 1,000 webhook nodes that branch and loop (see branching), against validateSpec of the same spec
// in the same run; then Mermaid and DOT, and the size of the renderer's browser chunk, gzipped.
// The playground redraws on every pause in typing, so the 200-node case must stay well under 100 ms.
//
// Bundled from src/ with esbuild first (the package build is not needed). Run:
// `node bench/graph.bench.mjs` (or `npm run bench`).
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { fromSources, interleave, makeSpec, median, q, table } from "./lib.mjs";

const root = new URL("../", import.meta.url);
const { graphOf, drawGraph, layeredLayout, validateSpec } = await fromSources(
  "graph",
  `export { graphOf } from "./src/graph/model.ts"; export { drawGraph } from "./src/graph/render.ts"; export { layeredLayout } from "./src/graph/layout.ts"; export { validateSpec } from "./src/validate/validate.ts";`,
);
const dagre = (await import("@dagrejs/dagre")).default;

/**
 * makeSpec's nodes, rewired the way workflows branch: each node leads on to the next, skips two
 * ahead on a condition, and every tenth node retries two nodes back (a cycle); the last node ends.
 */
function branching(n) {
  const spec = makeSpec(n);
  spec.nodes.forEach((node, i) => {
    const at = (k) => `node-${Math.min(Math.max(k, 0), n - 1)}`;
    node.transition[0].to = at(i + 1);
    node.transition[1].to = i % 10 === 9 ? at(i - 2) : at(i + 3);
    node.transition[2].to = at(i + 1);
    if (i === n - 1) node.transition = [];
  });
  return spec;
}

const rows = [];
for (const n of q([50, 200, 1000], [12])) {
  const spec = branching(n);
  if (!validateSpec(spec).valid) throw new Error("the bench spec must be valid");
  const t = interleave(
    {
      validateSpec: () => validateSpec(spec),
      graphOf: () => graphOf(spec),
      "graphOf + layout + SVG": () => drawGraph(graphOf(spec), { format: "svg" }),
      "graphOf + Mermaid": () => drawGraph(graphOf(spec), { format: "mermaid" }),
      "graphOf + DOT": () => drawGraph(graphOf(spec), { format: "dot" }),
    },
    { rounds: n >= 1000 ? 5 : 11, warmup: n >= 1000 ? 1 : 3 },
  );
  const svg = drawGraph(graphOf(spec), { format: "svg" });
  // CPU time of the same work (the machine is shared: wall time includes waiting for a core).
  const cpu = [];
  for (let r = 0; r < q(n >= 1000 ? 5 : 11, 1); r++) {
    const c = process.cpuUsage();
    drawGraph(graphOf(spec), { format: "svg" });
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  rows.push([
    n,
    t.validateSpec.toFixed(2),
    t.graphOf.toFixed(2),
    t["graphOf + layout + SVG"].toFixed(1),
    median(cpu).toFixed(1),
    `${(t["graphOf + layout + SVG"] / t.validateSpec).toFixed(1)}x`,
    t["graphOf + Mermaid"].toFixed(2),
    t["graphOf + DOT"].toFixed(2),
    `${Math.round(svg.length / 1024)} KB`,
  ]);
}
table(["nodes", "validateSpec ms", "graphOf ms", "graphOf + layout + SVG ms", "same, CPU ms", "SVG / validateSpec", "+ Mermaid ms", "+ DOT ms", "SVG size"], rows);

// The browser chunk: what a page fetches on its first renderGraph() (the renderer and its layout).
const chunk = await build({
  entryPoints: [new URL("src/graph/render.ts", root).pathname],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  write: false,
  logLevel: "warning",
});
const bytes = chunk.outputFiles[0].contents;
console.log(`\nrenderer chunk (renderer + layout, minified): ${(bytes.length / 1024).toFixed(1)} KB, ${(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1)} KB gzip`);

// The layout alone against dagre, the usual layout library, on the same boxes and labelled edges in
// the same run: why the toolkit lays out with its own layeredLayout (docs/graph.md).
const BOX = { width: 160, height: 44 };
const LABEL = { width: 110, height: 16 };
function dagreLayout(nodes, edges) {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: "TB", nodesep: 36, ranksep: 36, edgesep: 14 });
  g.setDefaultEdgeLabel(() => ({}));
  nodes.forEach((n, i) => g.setNode(String(i), { ...n }));
  edges.forEach((e, i) => g.setEdge(String(e.from), String(e.to), { width: e.labelWidth, height: e.labelHeight }, `e${i}`));
  dagre.layout(g);
  return g;
}
const peers = [];
for (const n of q([50, 200, 1000], [12])) {
  const graph = graphOf(branching(n));
  const nodes = graph.nodes.map(() => ({ ...BOX }));
  const edges = graph.edges.flatMap((e) =>
    e.to === undefined ? [] : [{ from: e.from, to: e.to, labelWidth: LABEL.width, labelHeight: LABEL.height }],
  );
  const t = interleave(
    { layeredLayout: () => layeredLayout(nodes, edges), dagre: () => dagreLayout(nodes, edges) },
    { rounds: n >= 1000 ? 3 : 9, warmup: 1 },
  );
  peers.push([n, edges.length, t.layeredLayout.toFixed(1), t.dagre.toFixed(1), `${(t.dagre / t.layeredLayout).toFixed(1)}x`]);
}
console.log("");
table(["nodes", "edges", "layeredLayout ms", "dagre ms", "dagre / layeredLayout"], peers);
