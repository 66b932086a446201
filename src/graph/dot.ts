// The Graphviz DOT text of a spec's graph (`dot -Tsvg`, `dot -Tpng`). Node names are our own
// (n0, n1, …); every label and tooltip is a quoted string with `\`, `"` and `&` escaped, so no
// text of the spec is read as DOT syntax, an escape sequence (`\N`, `\l`) or an HTML entity.
import type { SpecGraph } from "./model.js";
import { COLOURS, ID_LIMIT, edgeLooks, missingTargets, nodeLook, type Shape } from "./look.js";
import { shorten, visible } from "./text.js";

const DOT_ESCAPES: Record<string, string> = { "\\": "\\\\", '"': '\\"', "&": "&amp;", "\n": "\\n" };

/** A DOT quoted string holding `s` as plain text (a line break in `s` becomes a centred line break). */
export function dotString(s: string): string {
  return `"${s.replace(/[\\"&\n]/g, (c) => DOT_ESCAPES[c]!)}"`;
}

/** Lines of a label, each centred. */
const lines = (list: readonly string[]): string => `"${list.map((l) => dotString(l).slice(1, -1)).join("\\n")}"`;

const SHAPES: Record<Shape, { shape: string; style: string }> = {
  box: { shape: "box", style: "filled" },
  rounded: { shape: "box", style: "rounded,filled" },
  pill: { shape: "box", style: "rounded,filled" },
  hexagon: { shape: "hexagon", style: "filled" },
};

/**
 * The DOT digraph of a spec's graph (see `graphOf`), drawn top to bottom: shapes by node kind,
 * routes by colour and by name, unreachable nodes dashed, nodes with errors with a double border,
 * transitions that always fire bold, dead ones dashed and grey, every label with a tooltip.
 */
export function renderGraphDot(graph: SpecGraph): string {
  const looks = edgeLooks(graph);
  const out: string[] = [
    "digraph agentspec {",
    '  graph [rankdir=TB, nodesep=0.5, ranksep=0.6, fontname="Helvetica"];',
    `  node [fontname="Helvetica", fontsize=11, color="${COLOURS.node.stroke}", fillcolor="${COLOURS.node.fill}", margin="0.15,0.06"];`,
    `  edge [fontname="Helvetica", fontsize=10, color="${COLOURS.edge}", fontcolor="${COLOURS.detail}"];`,
  ];
  if (graph.nodes[0]?.start === true) {
    out.push(`  start [shape=circle, style=filled, fillcolor="${COLOURS.always}", color="${COLOURS.always}", label="", width=0.18, tooltip="start: a run begins at the first node"];`);
  }
  for (const n of graph.nodes) {
    const look = nodeLook(n);
    const shape = SHAPES[look.shape];
    const style = look.dashed ? `${shape.style},dashed` : shape.style;
    const attrs = [
      `label=${lines([look.title, ...look.details])}`,
      `shape=${shape.shape}`,
      `style="${style}"`,
      `color="${look.stroke}"`,
      `fillcolor="${look.fill}"`,
      `tooltip=${dotString(look.tooltip)}`,
    ];
    if (look.shape === "box") attrs.push("penwidth=1.6");
    if (look.mark === "error") attrs.push("peripheries=2", `color="${COLOURS.error}"`);
    if (look.dashed) attrs.push(`fontcolor="${COLOURS.unreachable.text}"`);
    out.push(`  n${n.index} [${attrs.join(", ")}];`);
  }
  const missing = missingTargets(graph);
  missing.forEach((id, i) => {
    const title = shorten(visible(id), ID_LIMIT);
    out.push(`  m${i} [label=${lines([title, "no such node"])}, shape=box, style="rounded,filled,dashed", color="${COLOURS.missing.stroke}", fillcolor="${COLOURS.missing.fill}", tooltip=${dotString(`no node has the id ${visible(id)}`)}];`);
  });
  const missingKey = new Map(missing.map((id, i) => [id, `m${i}`]));
  if (graph.nodes[0]?.start === true) out.push(`  start -> n0 [color="${COLOURS.always}", penwidth=1.5];`);
  graph.edges.forEach((e, i) => {
    const look = looks[i]!;
    const to = e.to === undefined ? missingKey.get(e.toId)! : `n${e.to}`;
    const attrs = [`label=${dotString(look.label)}`, `tooltip=${dotString(look.tooltip)}`, `color="${look.colour}"`];
    if (look.kind === "dead") attrs.push("style=dashed", `fontcolor="${COLOURS.unreachable.text}"`);
    if (look.kind === "always") attrs.push("penwidth=1.8");
    out.push(`  n${e.from} -> ${to} [${attrs.join(", ")}];`);
  });
  out.push("}");
  return out.join("\n") + "\n";
}
