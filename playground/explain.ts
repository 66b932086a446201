// Renders an explanation tree (contract §3) as nested lists: one line per combinator or comparison.
import type { ExplainNode } from "../src/browser.js";
import { el } from "./dom.js";

const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 80 ? `${s.slice(0, 77)}…` : s;
};

function line(node: ExplainNode): HTMLElement {
  const li = el("li", `node ${node.result ? "is-true" : "is-false"}`);
  li.append(el("span", "mark", node.result ? "✓" : "✗"), " ");
  if (node.kind === "comparison") {
    const source = node.of !== undefined ? `node(${node.of})` : node.source;
    li.append(el("span", "read", `${source} ${node.path}`), " ", el("span", "op", node.op));
    if ("value" in node) li.append(" ", el("span", "operand", show(node.value)));
    li.append(" ", el("span", "actual", "actual" in node ? `actual ${show(node.actual)}` : "missing"));
    li.append(" ", el("span", `reason reason-${node.reason}`, node.reason));
    if (node.note) li.append(" ", el("span", "note", node.note));
  } else {
    li.append(el("span", "kind", node.kind));
  }
  li.append(" ", el("span", "pointer", node.pointer === "" ? "/" : node.pointer));
  if (node.kind !== "comparison" && node.children.length > 0) {
    const ul = el("ul", "tree");
    for (const child of node.children) ul.append(line(child));
    li.append(ul);
  }
  return li;
}

/** The explanation tree as a nested list. */
export function renderTree(tree: ExplainNode): HTMLElement {
  const ul = el("ul", "tree root");
  ul.append(line(tree));
  return ul;
}
