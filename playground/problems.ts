// The problems list: every issue, however many, as a virtual list. Rows have one fixed height and
// only those in view (and a few around them) exist in the DOM; a spacer gives the list its full
// height, so the scroll bar is true. A listbox: arrows, Page Up/Down, Home and End move the active
// row, Enter (or a click) selects the issue's text in the editor. Heights and offsets are set
// through the CSSOM (element.style), which the page's CSP allows; no style attribute is written.
import type { Issue } from "../src/browser.js";
import { el } from "./dom.js";

/** The height of a row in CSS pixels, unless style.css's `--problem-row` says otherwise (a narrow screen gives a message more lines). */
export const ROW_PX = 44;
/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
const OVERSCAN = 8;

/** The problems list of the page. */
export interface ProblemsList {
  /** Show these issues (the rows in view are redrawn; nothing else is built). */
  show(issues: readonly Issue[]): void;
}

const where = (issue: Issue): string => (issue.range ? `${issue.range.start.line}:${issue.range.start.column}` : "1:1");

/** Mount the list into `root` (an empty element); `jump` selects an issue's text in the editor. */
export function mountProblems(root: HTMLElement, jump: (issue: Issue) => void): ProblemsList {
  root.setAttribute("role", "listbox");
  root.tabIndex = 0;
  const spacer = el("div", "problems-spacer");
  spacer.setAttribute("role", "none");
  const none = el("div", "problem none", "No problems.");
  none.setAttribute("role", "option");
  none.setAttribute("aria-selected", "false");
  root.replaceChildren(spacer);

  let issues: readonly Issue[] = [];
  let active = -1;
  // The rows in the DOM by index: kept across scrolls, dropped when the issues change.
  let rows = new Map<number, HTMLElement>();
  let frame = 0;
  // The scroll offset and the height in view, kept as they change: drawing rows reads no layout.
  let top = 0;
  let height = 14 * 16;
  // The row height the page's style gives now (read when the list is shown or resized, not per row).
  let rowPx = ROW_PX;
  const readRow = (): number => Number.parseFloat(getComputedStyle(root).getPropertyValue("--problem-row")) || ROW_PX;

  function row(i: number): HTMLElement {
    const issue = issues[i]!;
    const r = el("div", `problem ${issue.severity}`);
    r.id = `problem-${i}`;
    r.setAttribute("role", "option");
    r.setAttribute("aria-posinset", String(i + 1));
    r.setAttribute("aria-setsize", String(issues.length));
    r.setAttribute("aria-selected", String(i === active));
    r.title = `${issue.message} [${issue.code}]`;
    r.dataset["index"] = String(i);
    const text = el("span", "text");
    text.append(el("span", "message", issue.message), " ", el("code", "code", issue.code));
    r.append(el("span", "where", where(issue)), el("span", "severity", issue.severity), text);
    r.style.top = `${i * rowPx}px`;
    return r;
  }

  /** Draw the rows in view; keep the ones already there. */
  function render(): void {
    frame = 0;
    if (issues.length === 0) return;
    const first = Math.max(0, Math.floor(top / rowPx) - OVERSCAN);
    const last = Math.min(issues.length - 1, Math.ceil((top + height) / rowPx) + OVERSCAN);
    const next = new Map<number, HTMLElement>();
    for (let i = first; i <= last; i++) next.set(i, rows.get(i) ?? row(i));
    for (const [i, r] of rows) if (!next.has(i)) r.remove();
    for (const [i, r] of next) if (!rows.has(i)) spacer.append(r);
    rows = next;
  }

  const schedule = (): void => {
    if (frame === 0) frame = requestAnimationFrame(render);
  };

  function activate(i: number, scroll: boolean): void {
    if (issues.length === 0) return;
    const next = Math.min(Math.max(i, 0), issues.length - 1);
    rows.get(active)?.setAttribute("aria-selected", "false");
    active = next;
    root.setAttribute("aria-activedescendant", `problem-${active}`);
    if (scroll) {
      const at = active * rowPx;
      if (at < top) root.scrollTop = top = at;
      else if (at + rowPx > top + height) root.scrollTop = top = at + rowPx - height;
    }
    render();
    rows.get(active)?.setAttribute("aria-selected", "true");
  }

  root.addEventListener(
    "scroll",
    () => {
      top = root.scrollTop;
      schedule();
    },
    { passive: true },
  );
  new ResizeObserver(() => {
    height = root.clientHeight;
    const next = readRow();
    if (next !== rowPx) {
      // Across the narrow-screen breakpoint: every row moves.
      rowPx = next;
      for (const r of rows.values()) r.remove();
      rows = new Map();
      if (issues.length > 0) spacer.style.height = `${issues.length * rowPx}px`;
    }
    schedule();
  }).observe(root);
  root.addEventListener("click", (e) => {
    const hit = e.target instanceof Element ? e.target.closest<HTMLElement>(".problem[data-index]") : null;
    if (!hit) return;
    const i = Number(hit.dataset["index"]);
    activate(i, false);
    jump(issues[i]!);
  });
  root.addEventListener("keydown", (e) => {
    if (issues.length === 0) return;
    const page = Math.max(1, Math.floor(height / rowPx) - 1);
    const at = active < 0 ? -1 : active;
    const to: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: Math.max(at - 1, 0),
      PageDown: at + page,
      PageUp: at - page,
      Home: 0,
      End: issues.length - 1,
    };
    if (e.key in to) activate(to[e.key]!, true);
    else if ((e.key === "Enter" || e.key === " ") && active >= 0) jump(issues[active]!);
    else return;
    e.preventDefault();
  });
  root.addEventListener("focus", () => {
    if (active < 0 && issues.length > 0) activate(Math.ceil(top / rowPx), false);
  });

  return {
    show(next) {
      if (next === issues) return;
      issues = next;
      rowPx = readRow();
      for (const r of rows.values()) r.remove();
      rows = new Map();
      if (active >= issues.length) active = issues.length - 1;
      if (issues.length === 0) {
        active = -1;
        root.removeAttribute("aria-activedescendant");
        spacer.style.height = "";
        spacer.replaceChildren(none);
        return;
      }
      none.remove();
      const full = `${issues.length * rowPx}px`;
      if (spacer.style.height !== full) spacer.style.height = full;
      if (active >= 0) root.setAttribute("aria-activedescendant", `problem-${active}`);
      render();
    },
  };
}
