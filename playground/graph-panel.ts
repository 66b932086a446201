// The graph panel: the picture of the spec in the editor, redrawn after each checked edit. While
// the text is not JSON the last good picture stays, greyed, with the reason. Clicking a node or a
// transition selects its JSON in the editor; hovering a transition shows its condition; "Save SVG"
// downloads the picture. Loaded as a chunk of its own (the renderer and its layout with it).
// A spec of more than AUTO_DRAW_NODES nodes is drawn on request (a button), not after each edit:
// its picture takes longer to lay out and parse than typing can wait, and nobody reads it whole.
import type { Issue } from "../src/browser.js";
import { graphOf } from "../src/graph/model.js";
import { drawGraphSvg } from "../src/graph/svg.js";
import { locatePointers } from "../src/core/locate.js";
import { el } from "./dom.js";

/** What the panel needs of the page. */
export interface GraphPanelHost {
  /** The panel's element (holds the toolbar, the detail line and the picture). */
  root: HTMLElement;
  /** Select [from, to) in the editor and show it. */
  select(from: number, to: number): void;
}

export interface GraphPanel {
  /** Redraw for the checked text and its issues (for a large spec: mark the picture out of date). */
  update(text: string, issues: readonly Issue[]): void;
}

/** Above this many nodes the picture is drawn when asked, not after each edit. */
export const AUTO_DRAW_NODES = 300;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Mount the panel into `host.root`. */
export function mountGraphPanel(host: GraphPanelHost): GraphPanel {
  const bar = el("div", "graph-bar");
  const status = el("output", "graph-status");
  status.setAttribute("aria-live", "polite");
  const save = el("button", "graph-save", "Save SVG");
  save.type = "button";
  save.disabled = true;
  const draw = el("button", "graph-draw", "Draw");
  draw.type = "button";
  draw.hidden = true;
  bar.append(status, draw, save);
  const detail = el("p", "graph-detail", "Hover a transition to read its condition; click a node or a transition to select it in the spec.");
  const view = el("div", "graph-view");
  host.root.append(bar, detail, view);

  let svgText = "";
  // The newest checked text and its issues, and whether the last one parsed had many nodes.
  let latest: { text: string; issues: readonly Issue[] } | undefined;
  // Whether the last text counted had more than AUTO_DRAW_NODES nodes, and its length: edits of a
  // large spec are not parsed again, a text much shorter (another spec pasted) is.
  let large = false;
  let largeLength = 0;

  save.addEventListener("click", () => {
    const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
    const a = el("a", "");
    a.href = url;
    a.download = "agentspec-graph.svg";
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  });

  const target = (e: Event): Element | null => (e.target instanceof Element ? e.target.closest("g.node[data-pointer], g.edge[data-pointer]") : null);
  view.addEventListener("click", (e) => {
    const hit = target(e);
    const pointer = hit?.getAttribute("data-pointer");
    if (pointer == null) return;
    // Where the pointer is in the text as it is now (the picture may be older than the text).
    const place = latest ? locatePointers(latest.text, [pointer]).get(pointer) : undefined;
    if (place !== undefined) host.select(place.start, place.end);
  });
  view.addEventListener("mouseover", (e) => {
    const hit = target(e);
    const title = hit?.querySelector(":scope > title")?.textContent;
    if (hit?.classList.contains("edge") && title) detail.textContent = title.replace(/\n/g, " · ");
  });

  /** The picture of a large spec is out of date (or was never drawn): say so, offer to draw it. */
  function onRequest(nodes: number | undefined): void {
    view.classList.toggle("is-stale", svgText !== "");
    draw.hidden = false;
    draw.textContent = svgText === "" ? "Draw" : "Redraw";
    const size = nodes === undefined ? "A large spec" : `${nodes.toLocaleString("en")} nodes`;
    status.textContent = `${size}: the graph is drawn when asked, not after each edit.`;
  }

  function render(text: string, issues: readonly Issue[], asked: boolean): void {
    if (large && !asked && text.length > largeLength * 0.75) return onRequest(undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const where = issues.find((i) => i.code.startsWith("json/"))?.range?.start;
      status.textContent = `The text is not JSON${where ? ` (line ${where.line})` : ""}: showing the last graph that was.`;
      view.classList.add("is-stale");
      return;
    }
    const nodes = (value as { nodes?: unknown } | null)?.nodes;
    const count = Array.isArray(nodes) ? nodes.length : 0;
    large = count > AUTO_DRAW_NODES;
    if (large) largeLength = text.length;
    if (large && !asked) return onRequest(count);
    draw.hidden = !large;
    draw.textContent = "Redraw";
    const graph = graphOf(value, { issues });
    const svg = drawGraphSvg(graph, { idPrefix: "playground-graph" });
    // Most edits (a URL, a header, a timeout) leave the picture as it was: keep its DOM.
    if (svg !== svgText) {
      svgText = svg;
      const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
      view.replaceChildren(document.importNode(doc.documentElement, true));
    }
    view.classList.remove("is-stale");
    save.disabled = false;
    const unreachable = graph.nodes.filter((n) => !n.reachable).length;
    const dead = graph.edges.filter((e) => e.dead).length;
    const notes = [...(unreachable > 0 ? [`${unreachable} unreachable`] : []), ...(dead > 0 ? [`${plural(dead, "dead transition")}`] : [])];
    status.textContent = `${plural(graph.nodes.length, "node")}, ${plural(graph.edges.length, "transition")}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
  }

  draw.addEventListener("click", () => {
    if (latest) render(latest.text, latest.issues, true);
  });

  return {
    update(text, issues) {
      latest = { text, issues };
      render(text, issues, false);
    },
  };
}
