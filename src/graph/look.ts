// What every renderer writes for a node and a transition: the same lines, kinds and colours, so
// the SVG, Mermaid and DOT pictures of a spec agree. Texts here are plain; each renderer escapes them.
import type { WebhookRoute } from "../core/routes.js";
import type { GraphEdge, GraphNode, SpecGraph } from "./model.js";
import { shorten, visible } from "./text.js";

/** How a node is drawn: a webhook as a box, another action as a rounded box, an end as a pill, anything else as a hexagon. */
export type Shape = "box" | "rounded" | "pill" | "hexagon";

/** Colours (Okabe–Ito, told apart by readers with a colour vision deficiency), each route also named in words. */
export const ROUTE_COLOURS: Record<WebhookRoute, { stroke: string; fill: string }> = {
  direct: { stroke: "#0072B2", fill: "#E3F0F8" },
  brazil: { stroke: "#007A5A", fill: "#DFF3EC" },
  us: { stroke: "#B4558D", fill: "#F7E8F1" },
};
export const COLOURS = {
  node: { stroke: "#4B5563", fill: "#FFFFFF" },
  end: { stroke: "#4B5563", fill: "#F3F4F6" },
  unreachable: { stroke: "#9CA3AF", fill: "#F9FAFB", text: "#6B7280" },
  missing: { stroke: "#D55E00", fill: "#FFF4EC" },
  error: "#C2410C",
  warning: "#B45309",
  text: "#111827",
  detail: "#374151",
  edge: "#4B5563",
  always: "#111827",
  dead: "#9CA3AF",
} as const;

/** Longest id shown in a node (the whole id is in the tooltip). */
export const ID_LIMIT = 36;
/** Longest detail line in a node. */
export const DETAIL_LIMIT = 44;
/** Longest condition shown on an edge (the whole condition is in the tooltip). */
export const EDGE_LIMIT = 40;

export interface NodeLook {
  shape: Shape;
  /** The id, visible and shortened. */
  title: string;
  /** The lines under it: kind and route, outputVar, issues, unreachable. */
  details: string[];
  /** The whole id and every detail, for a tooltip. */
  tooltip: string;
  stroke: string;
  fill: string;
  dashed: boolean;
  /** The worst issue on the node. */
  mark?: "error" | "warning";
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The kind line of a node: "webhook · route brazil", "action · LLM", "end". */
function kindLine(n: GraphNode): string {
  if (n.actionType === "WEBHOOK") return `webhook · route ${n.route ?? "invalid"}`;
  const type = n.type === undefined ? "no type" : n.type === "" ? '""' : n.type;
  return n.actionType === undefined ? type : `${type} · ${n.actionType}`;
}

function shapeOf(n: GraphNode): Shape {
  if (n.actionType === "WEBHOOK") return "box";
  if (n.type === "action") return "rounded";
  if (n.type === "end") return "pill";
  return "hexagon";
}

/** How a node is drawn. */
export function nodeLook(n: GraphNode): NodeLook {
  const id = n.id === "" ? "(no id)" : visible(n.id);
  const details = [kindLine(n)].map((l) => visible(l));
  if (n.outputVar !== undefined) details.push(`outputVar: ${visible(n.outputVar)}`);
  const errors = n.issues.filter((i) => i.severity === "error").length;
  const warnings = n.issues.length - errors;
  if (errors > 0 || warnings > 0) {
    const parts = [...(errors > 0 ? [plural(errors, "error")] : []), ...(warnings > 0 ? [plural(warnings, "warning")] : [])];
    details.push(`${errors > 0 ? "✗" : "⚠"} ${parts.join(", ")}`);
  }
  if (!n.reachable) details.push("unreachable");
  const colours = !n.reachable ? COLOURS.unreachable : n.route !== undefined ? ROUTE_COLOURS[n.route] : n.type === "end" ? COLOURS.end : COLOURS.node;
  const look: NodeLook = {
    shape: shapeOf(n),
    title: shorten(id, ID_LIMIT),
    details: details.map((d) => shorten(d, DETAIL_LIMIT)),
    tooltip: [`${n.start ? "start node " : "node "}${id}`, ...details, ...n.issues.map((i) => `${i.severity}: ${visible(i.message)} [${i.code}]`)].join("\n"),
    stroke: colours.stroke,
    fill: colours.fill,
    dashed: !n.reachable,
  };
  if (errors > 0) look.mark = "error";
  else if (warnings > 0) look.mark = "warning";
  return look;
}

export interface EdgeLook {
  /** The short label: the transition's number and its condition. */
  label: string;
  /** The whole text, for a tooltip. */
  tooltip: string;
  kind: "dead" | "always" | "when";
  colour: string;
}

const DEAD_WORDS = {
  "earlier-always": "never fires: an earlier transition always fires",
  "never-holds": "never fires: its condition never holds",
  unreached: "never fires: its node is never reached",
} as const;

/** How one transition is drawn; `alone` when it is its node's only one (then it needs no number). */
function edgeLook(e: GraphEdge, nodeAt: ReadonlyMap<number, GraphNode>, alone: boolean): EdgeLook {
  const from = nodeAt.get(e.from);
  const condition = visible(e.condition);
  const number = `${e.index + 1}`;
  const head = alone ? (e.dead ? "dead: " : "") : e.dead ? `${number} (dead): ` : `${number}: `;
  const fromId = from === undefined || from.id === "" ? "(no id)" : visible(from.id);
  const lines = [`transition ${number} of ${fromId} → ${visible(e.toId)}${e.to === undefined ? " (no such node)" : ""}`, `when: ${condition}`];
  if (e.dead && e.deadBecause !== undefined) lines.push(DEAD_WORDS[e.deadBecause]);
  else if (e.always) lines.push("always fires when reached");
  return {
    label: shorten(head + condition, EDGE_LIMIT),
    tooltip: lines.join("\n"),
    kind: e.dead ? "dead" : e.always ? "always" : "when",
    colour: e.dead ? COLOURS.dead : e.always ? COLOURS.always : COLOURS.edge,
  };
}

/** How each transition of a graph is drawn, in the order of `graph.edges`. */
export function edgeLooks(graph: SpecGraph): EdgeLook[] {
  const nodeAt = indexNodes(graph);
  const count = new Map<number, number>();
  for (const e of graph.edges) count.set(e.from, (count.get(e.from) ?? 0) + 1);
  return graph.edges.map((e) => edgeLook(e, nodeAt, count.get(e.from) === 1));
}

/** The nodes of a graph by index. */
function indexNodes(graph: SpecGraph): Map<number, GraphNode> {
  return new Map(graph.nodes.map((n) => [n.index, n]));
}

/** The ids of transitions' targets that no node has, each once, in first-seen order. */
export function missingTargets(graph: SpecGraph): string[] {
  const seen = new Set<string>();
  for (const e of graph.edges) if (e.to === undefined) seen.add(e.toId);
  return [...seen];
}
