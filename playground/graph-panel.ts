// The graph panel: the picture of the spec in the editor, redrawn after each checked edit. While
// the text is not JSON the last good picture stays, greyed, with the reason. Clicking a node or a
// transition selects its JSON in the editor; hovering a transition shows its condition; "Save SVG"
// downloads the picture. Loaded as a chunk of its own (the renderer and its layout with it).
import type { Issue } from "../src/browser.js";
import { graphOf } from "../src/graph/model.js";
import { drawGraphSvg } from "../src/graph/svg.js";
import { locatePointers } from "../src/core/text.js";
import { el } from "./dom.js";

/** What the panel needs of the page. */
export interface GraphPanelHost {
  /** The panel's element (holds the toolbar, the detail line and the picture). */
  root: HTMLElement;
  /** Select [from, to) in the editor and show it. */
  select(from: number, to: number): void;
}

export interface GraphPanel {
  /** Redraw for the checked text and its issues. */
  update(text: string, issues: readonly Issue[]): void;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Mount the panel into `host.root`. */
export function mountGraphPanel(host: GraphPanelHost): GraphPanel {
  const bar = el("div", "graph-bar");
  const status = el("output", "graph-status");
  status.setAttribute("aria-live", "polite");
  const save = el("button", "graph-save", "Save SVG");
  save.type = "button";
  save.disabled = true;
  bar.append(status, save);
  const detail = el("p", "graph-detail", "Hover a transition to read its condition; click a node or a transition to select it in the spec.");
  const view = el("div", "graph-view");
  host.root.append(bar, detail, view);

  let svgText = "";
  let shownText = "";

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
    const place = locatePointers(shownText, [pointer]).get(pointer);
    if (place !== undefined) host.select(place.start, place.end);
  });
  view.addEventListener("mouseover", (e) => {
    const hit = target(e);
    const title = hit?.querySelector(":scope > title")?.textContent;
    if (hit?.classList.contains("edge") && title) detail.textContent = title.replace(/\n/g, " · ");
  });

  return {
    update(text, issues) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        const where = issues.find((i) => i.code.startsWith("json/"))?.range?.start;
        status.textContent = `The text is not JSON${where ? ` (line ${where.line})` : ""}: showing the last graph that was.`;
        view.classList.add("is-stale");
        return;
      }
      const graph = graphOf(value, { issues });
      svgText = drawGraphSvg(graph, { idPrefix: "playground-graph" });
      shownText = text;
      const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
      view.replaceChildren(document.importNode(doc.documentElement, true));
      view.classList.remove("is-stale");
      save.disabled = false;
      const unreachable = graph.nodes.filter((n) => !n.reachable).length;
      const dead = graph.edges.filter((e) => e.dead).length;
      const notes = [...(unreachable > 0 ? [`${unreachable} unreachable`] : []), ...(dead > 0 ? [`${plural(dead, "dead transition")}`] : [])];
      status.textContent = `${plural(graph.nodes.length, "node")}, ${plural(graph.edges.length, "transition")}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
    },
  };
}
