// A spec as a graph in the editor: the node named under a cursor with the transitions that lead to
// it and leave it (a call hierarchy over transitions), the spans of one node id for linked editing,
// and the semantic spans of node ids, references and condition parts. Pure functions of the text,
// read through the spec index (spec-index.ts): a node is read whole only when its transitions'
// conditions are put in words or its condition parts are listed.
import { conditionWords } from "../conditions/words.js";
import { specNodes, specView, nodeTree, type SpecNode, type SpecView } from "./context.js";
import { declarationOf, idAt, type TextSpan } from "./navigate.js";
import { cursorAt } from "./offset.js";
import { firstAtOrAfter } from "../core/compare.js";
import { toValue, valueOf, type JsonObjectNode, type JsonValueNode } from "./tree.js";

/** A node of the graph as the hierarchy shows it: its id, its type, the whole node and its `id` token. */
export interface GraphNodeEntry {
  id: string;
  /** Its `actionType` (else its `type`), when written. */
  type?: string;
  from: number;
  to: number;
  selectionFrom: number;
  selectionTo: number;
}

/** One transition between two nodes: the node at the other end, the condition in words, and the `to` token that names the target. */
export interface GraphCall {
  node: GraphNodeEntry;
  /** `always` for a transition without `when`, else `when <the condition in the graph's words>`. */
  condition: string;
  /** The transition's position in its node's `transition` array. */
  index: number;
  /** The `to` token (quotes included), in the node that holds the transition. */
  ref: TextSpan;
}

/** How long a condition in a call's `condition` reads at most (then "…"). */
export const CALL_CONDITION_LIMIT = 120;

const entryOf = (n: SpecNode): GraphNodeEntry | undefined => {
  const { item, start } = n;
  if (item.id === undefined) return undefined;
  const entry: GraphNodeEntry = { id: item.id, from: start, to: start + item.end, selectionFrom: start + item.idFrom!, selectionTo: start + item.idTo! };
  const type = item.actionType ?? item.type;
  if (type !== undefined) entry.type = type;
  return entry;
};

/** The node named under the cursor (on its `id` or on a `to`, `of`, `of.nodeId`), when the spec declares it. */
export function graphNodeAt(text: string, offset: number): GraphNodeEntry | undefined {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return undefined;
  const decl = hit.declaration ?? declarationOf(view, hit.id);
  return decl ? entryOf(decl) : undefined;
}

/** The node a spec declares with `id` (the first, when repeated). */
export function graphNode(text: string, id: string): GraphNodeEntry | undefined {
  const decl = declarationOf(specView(text), id);
  return decl ? entryOf(decl) : undefined;
}

/** The words of the `index`th transition's condition of a node read whole. */
function conditionOf(tree: JsonObjectNode, index: number): string {
  const list = valueOf(tree, "transition");
  const t = list?.kind === "array" ? list.items[index] : undefined;
  const when = t ? valueOf(t, "when") : undefined;
  return when === undefined ? "always" : `when ${conditionWords(toValue(when), { limit: CALL_CONDITION_LIMIT })}`;
}

/** Each transition (of any node) whose `to` names `id`: the node it leaves, under which condition. Empty when no node is `id`. */
export function incomingCalls(text: string, id: string): GraphCall[] {
  const view = specView(text);
  if (!declarationOf(view, id)) return [];
  const out: GraphCall[] = [];
  for (const n of specNodes(view)) {
    const from = entryOf(n);
    if (!from) continue;
    let tree: JsonObjectNode | undefined;
    (n.item.transitions ?? []).forEach((t, index) => {
      if (t.target !== id) return;
      tree ??= nodeTree(view, n);
      out.push({ node: from, condition: conditionOf(tree, index), index, ref: { from: n.start + t.toFrom!, to: n.start + t.toTo! } });
    });
  }
  return out;
}

/** Each transition of the node `id` to a node the spec declares: where it goes, under which condition. */
export function outgoingCalls(text: string, id: string): GraphCall[] {
  const view = specView(text);
  const decl = declarationOf(view, id);
  if (!decl) return [];
  const out: GraphCall[] = [];
  let tree: JsonObjectNode | undefined;
  (decl.item.transitions ?? []).forEach((t, index) => {
    if (t.target === undefined) return;
    const target = declarationOf(view, t.target);
    const to = target && entryOf(target);
    if (!to) return;
    tree ??= nodeTree(view, decl);
    out.push({ node: to, condition: conditionOf(tree, index), index, ref: { from: decl.start + t.toFrom!, to: decl.start + t.toTo! } });
  });
  return out;
}

/**
 * The spans to edit together with the node id under the cursor: the inside (no quotes) of its
 * `id` and of every `to`, `of` and `of.nodeId` naming it, each written exactly as the one under the
 * cursor (a token that spells the id with other escapes is left out: typing would not keep them
 * equal). Empty when the cursor is on no node id.
 */
export function linkedSpansAt(text: string, offset: number): TextSpan[] {
  const view = specView(text);
  const hit = idAt(view, cursorAt(text, offset));
  if (!hit) return [];
  const raw = text.slice(hit.from, hit.to);
  const out: TextSpan[] = [];
  for (const n of specNodes(view)) {
    const spans: TextSpan[] = [];
    if (n.item.id === hit.id) spans.push({ from: n.start + n.item.idFrom!, to: n.start + n.item.idTo! });
    for (const r of n.item.references) if (r.id === hit.id) spans.push({ from: n.start + r.from, to: n.start + r.to });
    spans.sort((a, b) => a.from - b.from);
    for (const s of spans) if (text.slice(s.from, s.to) === raw) out.push({ from: s.from + 1, to: s.to - 1 });
  }
  // A token without its closing quote is not a span to edit: the cursor's own must hold.
  return out.length > 1 && raw.length >= 2 && raw.endsWith('"') ? out : [];
}

/** What a semantic span is: a node's own id, a reference to a node, or a part of a condition. */
export type SemanticKind = "nodeId" | "nodeReference" | "conditionSource" | "conditionPath" | "conditionOperator" | "conditionValue";

/** A span of a spec the editor colours by what it is; a condition value's span also says its JSON type. */
export interface SemanticSpan extends TextSpan {
  kind: SemanticKind;
  /** A value's JSON type: string, number, or a keyword (true, false, null). */
  value?: "string" | "number" | "keyword";
}

/** The condition parts of one condition (its combinators walked over an explicit stack), into `out`. */
function conditionSpans(cond: JsonValueNode, out: SemanticSpan[]): void {
  const stack: JsonValueNode[] = [cond];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c.kind !== "object") continue;
    for (const p of c.properties) {
      const v = p.value;
      if (!v) continue;
      switch (p.key) {
        case "source":
          if (v.kind === "string") out.push({ from: v.start, to: v.end, kind: "conditionSource" });
          break;
        case "path":
          if (v.kind === "string") out.push({ from: v.start, to: v.end, kind: "conditionPath" });
          break;
        case "op":
          if (v.kind === "string") out.push({ from: v.start, to: v.end, kind: "conditionOperator" });
          break;
        case "value":
          // A length comparison's value is { comparator, value }.
          if (v.kind === "object" && valueOf(c, "op")?.kind === "string" && (valueOf(c, "op") as { value: unknown }).value === "length") {
            const comparator = valueOf(v, "comparator");
            if (comparator?.kind === "string") out.push({ from: comparator.start, to: comparator.end, kind: "conditionOperator" });
            const inner = valueOf(v, "value");
            if (inner) valueSpans(inner, out);
          } else valueSpans(v, out);
          break;
        case "all":
        case "any":
          if (v.kind === "array") for (let i = v.items.length - 1; i >= 0; i--) stack.push(v.items[i]!);
          break;
        case "not":
          stack.push(v);
          break;
      }
    }
  }
}

/** The scalars of a condition's value (inside arrays and objects too, keys left to the JSON grammar). */
function valueSpans(v: JsonValueNode, out: SemanticSpan[]): void {
  const stack: JsonValueNode[] = [v];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (x.kind === "object") for (const p of x.properties) p.value && stack.push(p.value);
    else if (x.kind === "array") for (const item of x.items) stack.push(item);
    else if (x.kind === "string") out.push({ from: x.start, to: x.end, kind: "conditionValue", value: "string" });
    else if (x.kind === "number") out.push({ from: x.start, to: x.end, kind: "conditionValue", value: "number" });
    else if (x.kind === "boolean" || x.kind === "null") out.push({ from: x.start, to: x.end, kind: "conditionValue", value: "keyword" });
  }
}

/** One node's semantic spans, in text order. */
function nodeSpans(view: SpecView, n: SpecNode): SemanticSpan[] {
  const out: SemanticSpan[] = [];
  const { item, start } = n;
  if (item.id !== undefined) out.push({ from: start + item.idFrom!, to: start + item.idTo!, kind: "nodeId" });
  for (const r of item.references) out.push({ from: start + r.from, to: start + r.to, kind: "nodeReference" });
  if (item.transitions?.some((t) => t.when)) {
    const list = valueOf(nodeTree(view, n), "transition");
    if (list?.kind === "array") {
      const parts: SemanticSpan[] = [];
      for (const t of list.items) {
        const when = valueOf(t, "when");
        if (when) conditionSpans(when, parts);
      }
      // An `of` is a reference (listed above); its own span is not also a value.
      const refs = new Set(out.map((s) => s.from));
      for (const p of parts) if (!refs.has(p.from)) out.push(p);
    }
  }
  return out.sort((a, b) => a.from - b.from);
}

/**
 * The semantic spans of a spec in text order: each node's `id`, each `to`/`of`/`of.nodeId` naming
 * a node, and each condition's `source`, `path`, `op` (a length's `comparator`) and value scalars.
 * With `from`/`to`, only the nodes that meet that range are read.
 */
export function semanticSpans(text: string, from = 0, to = text.length): SemanticSpan[] {
  const view = specView(text);
  const { starts, items } = view.index;
  const out: SemanticSpan[] = [];
  // The first node that can meet the range: the last one starting at or before `from`.
  let k = Math.max(0, firstAtOrAfter(starts, from + 1) - 1);
  for (; k < items.length && starts[k]! <= to; k++) {
    const item = items[k]!;
    if (!item.object || starts[k]! + item.end < from) continue;
    for (const s of nodeSpans(view, { index: view.index.indexes[k]!, start: starts[k]!, item })) if (s.to >= from && s.from <= to) out.push(s);
  }
  return out;
}
