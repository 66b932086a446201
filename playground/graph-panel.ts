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
  // Zoom: the picture's size in the view (scroll to pan); Fit shows all of it.
  const zoom = el("span", "graph-zoom");
  const zoomOut = el("button", "graph-zoom-out", "−");
  const zoomIn = el("button", "graph-zoom-in", "+");
  const fit = el("button", "graph-fit", "Fit");
  zoomOut.setAttribute("aria-label", "Zoom out");
  zoomIn.setAttribute("aria-label", "Zoom in");
  fit.setAttribute("aria-label", "Fit the graph to the view");
  for (const b of [zoomOut, zoomIn, fit]) {
    b.type = "button";
    b.disabled = true;
  }
  zoom.append(zoomOut, zoomIn, fit);
  bar.append(status, zoom, draw, save);
  const detail = el("p", "graph-detail", "Hover a transition to read its condition; click a node or a transition to select it in the spec.");
  // Said in words, not only by greying: a picture of an earlier text is never taken for the current one.
  const stale = el("p", "graph-stale", "Out of date: this picture is of an earlier text, not of the spec as it is now.");
  stale.setAttribute("role", "status");
  stale.hidden = true;
  const view = el("div", "graph-view");
  host.root.append(bar, detail, stale, view);
  const setStale = (on: boolean): void => {
    view.classList.toggle("is-stale", on);
    stale.hidden = !on;
  };

  // The drawing's own size and the zoom it is shown at.
  let base = { width: 0, height: 0 };
  let scale = 1;
  const svgOf = (): SVGSVGElement | null => view.querySelector("svg");
  function applyScale(next: number, keepCentre: boolean): void {
    const svg = svgOf();
    if (!svg || base.width === 0) return;
    const cx = (view.scrollLeft + view.clientWidth / 2) / scale;
    const cy = (view.scrollTop + view.clientHeight / 2) / scale;
    // Zooming out stops at the fitted size, or at 2 % for a picture that fits at more.
    scale = Math.min(4, Math.max(Math.min(0.02, fitScale()), next));
    svg.setAttribute("width", String(Math.round(base.width * scale)));
    svg.setAttribute("height", String(Math.round(base.height * scale)));
    if (keepCentre) {
      view.scrollLeft = cx * scale - view.clientWidth / 2;
      view.scrollTop = cy * scale - view.clientHeight / 2;
    }
  }
  const fitScale = (): number => Math.min(1, view.clientWidth / base.width, (view.clientHeight || view.clientWidth) / base.height);
  /** Show the start node (the first of `nodes`) in the middle of the view, at the zoom shown. */
  function centreOnStart(): void {
    const start = view.querySelector('g.node[data-pointer="/nodes/0"]') ?? view.querySelector("g.node");
    if (!start) return;
    const box = start.getBoundingClientRect();
    const frame = view.getBoundingClientRect();
    view.scrollLeft += box.left + box.width / 2 - (frame.left + view.clientWidth / 2);
    view.scrollTop += box.top - frame.top - 16;
  }
  zoomIn.addEventListener("click", () => applyScale(scale * 1.25, true));
  zoomOut.addEventListener("click", () => applyScale(scale / 1.25, true));
  fit.addEventListener("click", () => {
    applyScale(fitScale(), false);
    view.scrollLeft = 0;
    view.scrollTop = 0;
  });

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
    setStale(svgText !== "");
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
      setStale(svgText !== "");
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
      const first = svgText === "";
      svgText = svg;
      const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
      const drawn = document.importNode(doc.documentElement, true);
      view.replaceChildren(drawn);
      base = { width: Number(drawn.getAttribute("width")) || 0, height: Number(drawn.getAttribute("height")) || 0 };
      // The zoom chosen is kept across edits; a drawing asked for (or the first) opens at full
      // size on its start node, so a large graph never opens on an empty corner.
      if (asked || first) scale = 1;
      applyScale(scale, false);
      if (asked || first) centreOnStart();
    }
    for (const b of [zoomOut, zoomIn, fit]) b.disabled = false;
    setStale(false);
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
