export { graphOf, type GraphEdge, type GraphNode, type GraphOptions, type SpecGraph } from "./model.js";
export { renderGraph } from "./render-lazy.js";
export type { GraphFormat, RenderOptions } from "./render.js";
