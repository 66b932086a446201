// The renderer as the entries export it: the drawing code and its layout are a
// chunk of their own, fetched on the first call, so a page that only validates never loads them.
import type { SpecGraph } from "./model.js";
import type { RenderOptions } from "./render.js";

/**
 * Draw a spec's graph (see `graphOf`) as SVG, Mermaid or DOT text. Resolves once the renderer is
 * loaded (a separate chunk in a browser build; later calls reuse it).
 */
export async function renderGraph(graph: SpecGraph, opts: RenderOptions): Promise<string> {
  const { drawGraph } = await import("./render.js");
  return drawGraph(graph, opts);
}
