// The SVG picture of a spec's graph: laid out by layout.ts, drawn by this file as a string (no DOM).
// Only presentation attributes, no <style> and no style="": the picture shows the same as a
// file, inline in a page under a strict Content-Security-Policy, and in an <img>.
import type { SpecGraph } from "./model.js";
import { COLOURS, ID_LIMIT, edgeLooks, missingTargets, nodeLook, type NodeLook } from "./look.js";
import { layeredLayout, type LayoutEdge, type LayoutNode } from "./layout.js";
import { shorten, textWidth, visible } from "./text.js";

/** Options of `renderGraphSvg` and `drawGraphSvg`. */
export interface SvgOptions {
  /** Prefix of the ids inside the SVG (its arrow markers), so that several pictures share a page. Default "agentspec-graph". */
  idPrefix?: string;
  /** The picture's accessible title. Default "Graph of the spec: N nodes, M transitions". */
  title?: string;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const TITLE_SIZE = 13;
const DETAIL_SIZE = 11;
const LABEL_SIZE = 11;
const PAD_X = 12;
const BAND = 6;
const LINE = 15;

const xml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;"));
const num = (n: number): string => String(Math.round(n * 10) / 10);

interface Box {
  look: NodeLook;
  width: number;
  height: number;
  data: string;
}

function nodeBox(look: NodeLook, data: string): Box {
  const widest = Math.max(textWidth(look.title) * TITLE_SIZE * 1.05, ...look.details.map((d) => textWidth(d) * DETAIL_SIZE));
  const extra = look.shape === "hexagon" ? 28 : look.shape === "pill" ? 16 : 0;
  return { look, data, width: Math.max(120, Math.ceil(widest + 2 * PAD_X + BAND + extra)), height: 14 + LINE + 2 + look.details.length * LINE };
}

function shapeSvg(b: Box, x: number, y: number, dashed: string): string {
  const { look, width: w, height: h } = b;
  const paint = `fill="${look.fill}" stroke="${look.stroke}" stroke-width="1.5"${dashed}`;
  switch (look.shape) {
    case "hexagon": {
      const i = 14;
      const pts = [[x + i, y], [x + w - i, y], [x + w, y + h / 2], [x + w - i, y + h], [x + i, y + h], [x, y + h / 2]];
      return `<polygon points="${pts.map(([a, c]) => `${num(a!)},${num(c!)}`).join(" ")}" ${paint}/>`;
    }
    case "pill":
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(Math.min(h / 2, 22))}" ${paint}/>`;
    case "rounded":
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="10" ${paint}/>`;
    case "box":
      return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="2" ${paint}/><rect x="${num(x)}" y="${num(y)}" width="${BAND}" height="${num(h)}" fill="${look.stroke}"/>`;
  }
}

function nodeSvg(b: Box, cx: number, cy: number): string {
  const { look, width: w, height: h } = b;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const dashed = look.dashed ? ' stroke-dasharray="5 3"' : "";
  const tx = look.shape === "box" ? cx + BAND / 2 : cx;
  const textColour = look.dashed ? COLOURS.unreachable.text : COLOURS.text;
  let out = `<g class="node"${b.data}><title>${xml(look.tooltip)}</title>${shapeSvg(b, x, y, dashed)}`;
  out += `<text x="${num(tx)}" y="${num(y + 8 + LINE)}" text-anchor="middle" font-size="${TITLE_SIZE}" font-weight="600" fill="${textColour}">${xml(look.title)}</text>`;
  look.details.forEach((d, i) => {
    const colour = d.startsWith("✗") ? COLOURS.error : d.startsWith("⚠") ? COLOURS.warning : look.dashed ? COLOURS.unreachable.text : COLOURS.detail;
    out += `<text x="${num(tx)}" y="${num(y + 10 + LINE * (i + 2))}" text-anchor="middle" font-size="${DETAIL_SIZE}" fill="${colour}">${xml(d)}</text>`;
  });
  // Errors: a circle with "!"; warnings: a triangle with "!" (told apart by shape, not only colour).
  if (look.mark === "error") {
    out += `<circle cx="${num(x + w - 3)}" cy="${num(y + 3)}" r="8" fill="${COLOURS.error}" stroke="#FFFFFF" stroke-width="1.5"/>`;
  } else if (look.mark === "warning") {
    out += `<polygon points="${num(x + w - 3)},${num(y - 7)} ${num(x + w + 7)},${num(y + 10)} ${num(x + w - 13)},${num(y + 10)}" fill="${COLOURS.warning}" stroke="#FFFFFF" stroke-width="1.5"/>`;
  }
  if (look.mark !== undefined) {
    out += `<text x="${num(x + w - 3)}" y="${num(y + (look.mark === "error" ? 7 : 8))}" text-anchor="middle" font-size="11" font-weight="700" fill="#FFFFFF">!</text>`;
  }
  return `${out}</g>`;
}

/** A smooth path through the layout's points. */
function pathThrough(points: readonly { x: number; y: number }[]): string {
  const p = points;
  if (p.length === 0) return "";
  let d = `M${num(p[0]!.x)},${num(p[0]!.y)}`;
  if (p.length === 2) return `${d} L${num(p[1]!.x)},${num(p[1]!.y)}`;
  for (let i = 1; i < p.length - 1; i++) {
    const a = p[i]!;
    const b = p[i + 1]!;
    const end = i === p.length - 2 ? b : { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    d += ` Q${num(a.x)},${num(a.y)} ${num(end.x)},${num(end.y)}`;
  }
  return d;
}

const KINDS = ["when", "always", "dead"] as const;

/**
 * The SVG picture of a spec's graph (see `graphOf`): node shapes by kind, webhook routes by colour
 * and by name, unreachable nodes dashed, dead transitions dashed and grey, nodes with issues
 * marked, each transition labelled with its number and its condition in words (the whole text in
 * its tooltip). Every node is a `<g class="node" data-pointer>` and every transition a
 * `<g class="edge" data-pointer>`, so a page can find the JSON text each one stands for.
 */
export function drawGraphSvg(graph: SpecGraph, opts: SvgOptions = {}): string {
  const prefix = (opts.idPrefix ?? "agentspec-graph").replace(/[^A-Za-z0-9_-]/g, "_");
  const looks = edgeLooks(graph);
  const boxes: Box[] = [];
  const keyOf = new Map<number, number>();
  const hasStart = graph.nodes[0]?.start === true;
  for (const n of graph.nodes) {
    keyOf.set(n.index, boxes.length);
    boxes.push(nodeBox(nodeLook(n), ` data-index="${n.index}" data-pointer="${n.pointer}"`));
  }
  const missing = missingTargets(graph);
  const missingKey = new Map<string, number>();
  missing.forEach((id, i) => {
    const look: NodeLook = {
      shape: "rounded",
      title: shorten(visible(id), ID_LIMIT),
      details: ["no such node"],
      tooltip: `no node has the id ${visible(id)}`,
      stroke: COLOURS.missing.stroke,
      fill: COLOURS.missing.fill,
      dashed: true,
    };
    missingKey.set(id, boxes.length);
    boxes.push(nodeBox(look, ` data-missing="${i}"`));
  });
  const layoutNodes: LayoutNode[] = boxes.map((b) => ({ width: b.width, height: b.height }));
  const layoutEdges: LayoutEdge[] = graph.edges.map((e, i) => ({
    from: keyOf.get(e.from)!,
    to: e.to === undefined ? missingKey.get(e.toId)! : keyOf.get(e.to)!,
    labelWidth: Math.ceil(textWidth(looks[i]!.label) * LABEL_SIZE) + 10,
    labelHeight: LABEL_SIZE + 8,
  }));
  const START = layoutNodes.length;
  if (hasStart) {
    layoutNodes.push({ width: 14, height: 14 });
    layoutEdges.push({ from: START, to: keyOf.get(0)!, labelWidth: 0, labelHeight: 0 });
  }
  const laid = layeredLayout(layoutNodes, layoutEdges);

  const width = Math.max(160, Math.ceil(laid.width));
  const height = Math.max(60, Math.ceil(laid.height));
  const title = opts.title ?? `Graph of the spec: ${graph.nodes.length} node${graph.nodes.length === 1 ? "" : "s"}, ${graph.edges.length} transition${graph.edges.length === 1 ? "" : "s"}`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="agentspec-graph" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${prefix}-title" font-family="${FONT}">`,
    `<title id="${prefix}-title">${xml(title)}</title>`,
    "<defs>",
    ...KINDS.map((k) => {
      const colour = k === "dead" ? COLOURS.dead : k === "always" ? COLOURS.always : COLOURS.edge;
      return `<marker id="${prefix}-arrow-${k}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
    }),
    "</defs>",
    `<rect width="${width}" height="${height}" fill="#FFFFFF"/>`,
  ];
  if (graph.nodes.length === 0) parts.push(`<text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-size="13" fill="${COLOURS.detail}">no nodes</text>`);

  parts.push('<g class="edges">');
  if (hasStart) {
    const s = laid.nodes[START]!;
    const e = laid.edges[graph.edges.length]!;
    parts.push(
      `<g class="start"><title>start: a run begins at the first node</title><circle cx="${num(s.x)}" cy="${num(s.y)}" r="7" fill="${COLOURS.always}"/>` +
        `<path d="${pathThrough(e.points)}" fill="none" stroke="${COLOURS.always}" stroke-width="1.5" marker-end="url(#${prefix}-arrow-always)"/></g>`,
    );
  }
  graph.edges.forEach((edge, i) => {
    const look = looks[i]!;
    const placed = laid.edges[i]!;
    const d = pathThrough(placed.points);
    const dash = look.kind === "dead" ? ' stroke-dasharray="6 4"' : "";
    const strokeWidth = look.kind === "always" ? "1.8" : "1.3";
    const lw = Math.ceil(textWidth(look.label) * LABEL_SIZE) + 8;
    const lx = placed.label.x;
    const ly = placed.label.y;
    parts.push(
      `<g class="edge edge-${look.kind}" data-from="${edge.from}" data-index="${edge.index}" data-pointer="${edge.pointer}"><title>${xml(look.tooltip)}</title>` +
        `<path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0" stroke-width="12"/>` +
        `<path d="${d}" fill="none" stroke="${look.colour}" stroke-width="${strokeWidth}"${dash} marker-end="url(#${prefix}-arrow-${look.kind})"/>` +
        `<rect x="${num(lx - lw / 2)}" y="${num(ly - (LABEL_SIZE + 6) / 2)}" width="${lw}" height="${LABEL_SIZE + 6}" rx="3" fill="#FFFFFF" fill-opacity="0.92"/>` +
        `<text x="${num(lx)}" y="${num(ly + LABEL_SIZE / 2 - 1)}" text-anchor="middle" font-size="${LABEL_SIZE}" fill="${look.kind === "dead" ? COLOURS.unreachable.text : COLOURS.detail}">${xml(look.label)}</text></g>`,
    );
  });
  parts.push("</g>", '<g class="nodes">');
  boxes.forEach((box, i) => parts.push(nodeSvg(box, laid.nodes[i]!.x, laid.nodes[i]!.y)));
  parts.push("</g>", "</svg>");
  return parts.join("\n") + "\n";
}
