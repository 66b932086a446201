import { outline, type Reference, type SpecNode, type SpecOutline } from "./context.js";
import { stringOf, valueOf, type JsonScalarNode } from "../../../src/language/tree.js";

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

const spanOf = (t: JsonScalarNode): TextSpan => ({ from: t.start, to: t.end });
const on = (t: { start: number; end: number }, offset: number): boolean => t.start <= offset && offset <= t.end;

/** The node id under the cursor: on a node's `id` or on a reference (`to`, `of`, `of.nodeId`). */
export function idAt(spec: SpecOutline, offset: number): { id: string; token: JsonScalarNode; declaration?: SpecNode; reference?: Reference } | undefined {
  for (const n of spec.nodes) if (n.idValue && on(n.idValue, offset)) return { id: n.id!, token: n.idValue, declaration: n };
  for (const r of spec.references) if (on(r.token, offset)) return { id: r.id, token: r.token, reference: r };
  return undefined;
}

/** The node a spec declares with an id (the first, when the id is repeated). */
export const declarationOf = (spec: SpecOutline, id: string): SpecNode | undefined => spec.nodes.find((n) => n.id === id);

/** Where the node named under the cursor is declared: its `id` value. Undefined when the cursor names no known node. */
export function definitionAt(text: string, offset: number): TextSpan | undefined {
  const spec = outline(text);
  const hit = idAt(spec, offset);
  if (!hit) return undefined;
  const decl = declarationOf(spec, hit.id);
  return decl?.idValue ? spanOf(decl.idValue) : undefined;
}

/**
 * Every place that names the node under the cursor (on its `id` or on a `to`/`of`): each `to`,
 * `of` and `of.nodeId`, and, unless `includeDeclaration` is false, the node's `id` first.
 */
export function referencesAt(text: string, offset: number, opts: { includeDeclaration?: boolean } = {}): TextSpan[] {
  const spec = outline(text);
  const hit = idAt(spec, offset);
  if (!hit) return [];
  const out: TextSpan[] = [];
  if (opts.includeDeclaration !== false) for (const n of spec.nodes) if (n.id === hit.id && n.idValue) out.push(spanOf(n.idValue));
  for (const r of spec.references) if (r.id === hit.id) out.push(spanOf(r.token));
  return out;
}

/** The outline of a spec: its nodes (by id) and, under each, its transitions (by target). */
export function documentSymbols(text: string): DocumentSymbol[] {
  const spec = outline(text);
  return spec.nodes.map((n) => {
    const type = stringOf(n.node, "actionType") ?? stringOf(n.node, "type");
    const sel = n.idValue ?? n.node;
    const symbol: DocumentSymbol = {
      name: n.id ?? `nodes[${n.index}]`,
      kind: "node",
      from: n.node.start,
      to: n.node.end,
      selectionFrom: sel.start,
      selectionTo: n.idValue ? sel.end : sel.start + 1,
      children: [],
    };
    if (type !== undefined) symbol.detail = type;
    const transitions = valueOf(n.node, "transition");
    if (transitions?.kind === "array") {
      for (const t of transitions.items) {
        const to = valueOf(t, "to");
        const target = to?.kind === "string" ? (to.value as string) : "?";
        const sel = to ?? t;
        const child: DocumentSymbol = {
          name: `→ ${target}`,
          kind: "transition",
          from: t.start,
          to: t.end,
          selectionFrom: sel.start,
          selectionTo: to ? sel.end : sel.start + 1,
          children: [],
        };
        child.detail = valueOf(t, "when") ? "when …" : "always";
        symbol.children.push(child);
      }
    }
    return symbol;
  });
}
