export { graphOf, type GraphEdge, type GraphNode, type GraphOptions, type SpecGraph } from "./model.js";
export { conditionWords } from "./words.js";
export { renderGraphMermaid, type MermaidOptions } from "./mermaid.js";
export { renderGraphDot } from "./dot.js";
export { renderGraphSvg, type SvgOptions } from "./svg.js";
