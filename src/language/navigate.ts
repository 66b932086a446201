import { firstAtOrAfter } from "../core/compare.js";
import { nodeAt, specNodes, specView, type SpecNode, type SpecView } from "./context.js";
import { cursorAt } from "./offset.js";
import type { IndexedItem } from "./spec-index.js";

/** A span of text: UTF-16 offsets, `to` exclusive. */
export interface TextSpan {
  from: number;
  to: number;
}

/** An entry of a spec's outline: a node, or one of its transitions. */
export interface DocumentSymbol {
  name: string;
  kind: "node" | "transition";
  detail?: string;
  /** The whole node or transition. */
  from: number;
  to: number;
  /** What to select when the entry is chosen: the id, or the transition's `to`. */
  selectionFrom: number;
  selectionTo: number;
  children: DocumentSymbol[];
}

/** A node id named under a cursor: the id, its token's span, and the node when the token is the node's own `id`. */
export interface IdHit extends TextSpan {
  id: string;
  declaration?: SpecNode;
}

/** The node id under the cursor: on a node's `id` or on a reference (`to`, `of`, `of.nodeId`); token ends included. */
export function idAt(view: SpecView, offset: number): IdHit | undefined {
  const { starts, items } = view.index;
  // Tokens lie inside their node: only the two nodes starting last at or before the offset can
  // hold it (found by halving; the others are not looked at, nor listed).
  let last = firstAtOrAfter(starts, offset + 1) - 1;
  while (last >= 0 && !items[last]!.object) last--;
  let first = last - 1;
  while (first >= 0 && !items[first]!.object) first--;
  if (last < 0) return undefined;
  const near = first < 0 ? [last] : [first, last];
  for (const k of near) {
    const item = items[k]!;
    const start = starts[k]!;
    if (item.id !== undefined && start + item.idFrom! <= offset && offset <= start + item.idTo!) return { id: item.id, from: start + item.idFrom!, to: start + item.idTo!, declaration: nodeAt(view, k) };
  }
  for (const k of near) {
    const start = starts[k]!;
    for (const r of items[k]!.references) if (start + r.from <= offset && offset <= start + r.to) return { id: r.id, from: start + r.from, to: start + r.to };
  }
  return undefined;
}

/** The node a spec declares with an id (the first, when the id is repeated). */
export function declarationOf(view: SpecView, id: string): SpecNode | undefined {
  const { items } = view.index;
  // Only an object item has an id.
  for (let k = 0; k < items.length; k++) if (items[k]!.id === id) return nodeAt(view, k);
  return undefined;
}

/** Where the node named under the cursor is declared: its `id` value. Undefined when the cursor names no known node. */
export function definitionAt(text: string, offset: number): TextSpan | undefined {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return undefined;
  const decl = declarationOf(view, hit.id);
  return decl && decl.item.id !== undefined ? { from: decl.start + decl.item.idFrom!, to: decl.start + decl.item.idTo! } : undefined;
}

/** Every place a node id is named, in text order of the nodes naming it, each with the node. */
export function referencesTo(view: SpecView, id: string): (TextSpan & { node: SpecNode })[] {
  const out: (TextSpan & { node: SpecNode })[] = [];
  const { starts, items } = view.index;
  for (let k = 0; k < items.length; k++) {
    let node: SpecNode | undefined;
    const start = starts[k]!;
    for (const r of items[k]!.references) if (r.id === id) out.push({ from: start + r.from, to: start + r.to, node: (node ??= nodeAt(view, k)) });
  }
  return out;
}

/**
 * Every place that names the node under the cursor (on its `id` or on a `to`/`of`): each `to`,
 * `of` and `of.nodeId`, and, unless `includeDeclaration` is false, the node's `id` first.
 */
export function referencesAt(text: string, offset: number, opts: { includeDeclaration?: boolean } = {}): TextSpan[] {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return [];
  const out: TextSpan[] = [];
  if (opts.includeDeclaration !== false) for (const { item, start } of specNodes(view)) if (item.id === hit.id) out.push({ from: start + item.idFrom!, to: start + item.idTo! });
  for (const r of referencesTo(view, hit.id)) out.push({ from: r.from, to: r.to });
  return out;
}

/** The outline of a spec: its nodes (by id) and, under each, its transitions (by target). */
export function documentSymbols(text: string): DocumentSymbol[] {
  const { starts, items, indexes } = specView(text).index;
  const out: DocumentSymbol[] = [];
  for (let k = 0; k < items.length; k++) if (items[k]!.object) out.push(nodeSymbol(items[k]!, starts[k]!, indexes[k]!));
  return out;
}

/**
 * One node's entry of the outline, from its index item, where it starts, and its place in `nodes`
 * (the name of a node without an id). It reads nothing else: a node whose item and start are
 * unchanged has the same entry.
 */
export function nodeSymbol(item: IndexedItem, start: number, index: number): DocumentSymbol {
  const type = item.actionType ?? item.type;
  const symbol: DocumentSymbol = {
    name: item.id ?? `nodes[${index}]`,
    kind: "node",
    from: start,
    to: start + item.end,
    selectionFrom: item.id !== undefined ? start + item.idFrom! : start,
    selectionTo: item.id !== undefined ? start + item.idTo! : start + 1,
    children: [],
  };
  if (type !== undefined) symbol.detail = type;
  for (const t of item.transitions ?? []) {
    const hasTo = t.toFrom !== undefined;
    symbol.children.push({
      name: `→ ${t.target ?? "?"}`,
      kind: "transition",
      from: start + t.from,
      to: start + t.to,
      selectionFrom: start + (hasTo ? t.toFrom! : t.from),
      selectionTo: start + (hasTo ? t.toTo! : t.from + 1),
      children: [],
      detail: t.when ? "when …" : "always",
    });
  }
  return symbol;
}
