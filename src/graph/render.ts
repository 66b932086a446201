// The one renderer: a spec's graph as SVG (laid out by layout.ts), Mermaid or DOT, always a string.
import { renderGraphDot } from "./dot.js";
import { renderGraphMermaid } from "./mermaid.js";
import type { SpecGraph } from "./model.js";
import { drawGraphSvg } from "./svg.js";

/** The pictures `renderGraph` draws. */
export type GraphFormat = "svg" | "mermaid" | "dot";

/** Options of `renderGraph`: the format, and the options of that format. */
export interface RenderOptions {
  format: GraphFormat;
  /** Mermaid: wrap the diagram in a ```mermaid fence for Markdown. */
  markdown?: boolean;
  /** SVG: prefix of the ids inside the picture, so several pictures share a page. Default "agentspec-graph". */
  idPrefix?: string;
  /** SVG: the picture's accessible title. */
  title?: string;
}

/** Draw a spec's graph (see `graphOf`) in one format. */
export function drawGraph(graph: SpecGraph, opts: RenderOptions): string {
  if (opts.format === "mermaid") return renderGraphMermaid(graph, opts.markdown === undefined ? {} : { markdown: opts.markdown });
  if (opts.format === "dot") return renderGraphDot(graph);
  const svg: { idPrefix?: string; title?: string } = {};
  if (opts.idPrefix !== undefined) svg.idPrefix = opts.idPrefix;
  if (opts.title !== undefined) svg.title = opts.title;
  return drawGraphSvg(graph, svg);
}
