// A spec as a graph in the editor: the node named under a cursor with the transitions that lead to
// it and leave it (a call hierarchy over transitions), the spans of one node id for linked editing,
// and the semantic spans of node ids, references and condition parts. Pure functions of the text,
// read through the spec index (spec-index.ts): a node is read whole only when its transitions'
// conditions are put in words or its condition parts are listed.
import { conditionWords } from "../conditions/words.js";
import { specNodes, specView, nodeTree, type SpecNode } from "./context.js";
import { declarationOf, idAt, type TextSpan } from "./navigate.js";
import { cursorAt } from "./offset.js";
import { firstAtOrAfter } from "../core/compare.js";
import { toValue, valueOf, type JsonObjectNode } from "./tree.js";

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

/** What a container met while scanning a transition is, for its condition parts. */
type Frame =
  | { kind: "transition" | "conditions" | "skip"; key?: string }
  | { kind: "condition"; key?: string; op?: string; comparators: SemanticSpan[] }
  | { kind: "value"; key?: string; array: boolean; /** the condition whose `value` this object is (a length's `{ comparator, value }`) */ owner?: Frame & { kind: "condition" } };

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
// A bare word (number, true, false, null) runs to whitespace, punctuation or a quote.
const isWordEnd = (c: number): boolean => Number.isNaN(c) || isSpace(c) || c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x22 || c === 0x3a || c === 0x2c;

/** The end of the string token at `i` (its opening quote): after its closing quote, or at the line's end when it has none. */
function stringEnd(text: string, i: number, limit: number): number {
  for (let j = i + 1; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5c) j++;
    else if (c === 0x22) return j + 1;
    else if (c === 0x0a) return j;
  }
  return limit;
}

/** A scalar value's span as a condition value, typed by its first character. */
function valueSpan(text: string, from: number, to: number): SemanticSpan {
  const c = text.charCodeAt(from);
  return { from, to, kind: "conditionValue", value: c === 0x22 ? "string" : c === 0x2d || (c >= 0x30 && c <= 0x39) ? "number" : "keyword" };
}

/**
 * The condition parts of one transition's text (`from` its `{`, `to` its end), read in one scan
 * of its characters, not as a tree: each condition's `source`, `path`, `op`, the scalars of its
 * `value`, and a length's `comparator` (told at the condition's end, whatever the key order).
 * `of` is left out (the index lists it as a reference); keys and anything else are the JSON
 * grammar's. A half-typed text gives what it says so far.
 */
function transitionSpans(text: string, from: number, to: number, out: SemanticSpan[]): void {
  const stack: Frame[] = [];
  let i = from;
  const scalar = (frame: Frame | undefined, start: number, end: number): void => {
    if (!frame) return;
    const key = frame.kind === "value" && frame.array ? undefined : frame.key;
    if (frame.kind === "condition") {
      if ((key === "source" || key === "path" || key === "op") && text.charCodeAt(start) === 0x22) {
        out.push({ from: start, to: end, kind: key === "source" ? "conditionSource" : key === "path" ? "conditionPath" : "conditionOperator" });
        if (key === "op") frame.op = text.slice(start, end);
      } else if (key === "value") out.push(valueSpan(text, start, end));
      // The last `op` is the one that counts (as JSON.parse keeps the last copy).
      else if (key === "op") delete frame.op;
    } else if (frame.kind === "value") {
      if (frame.owner && key === "comparator" && text.charCodeAt(start) === 0x22) frame.owner.comparators.push({ from: start, to: end, kind: "conditionOperator" });
      else out.push(valueSpan(text, start, end));
    }
    if (!(frame.kind === "value" && frame.array)) delete frame.key;
  };
  while (i < to) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 0x2c || c === 0x3a) {
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === 0x22) {
      const end = stringEnd(text, i, to);
      let j = end;
      while (j < to && isSpace(text.charCodeAt(j))) j++;
      const isKey = text.charCodeAt(j) === 0x3a && top !== undefined && !(top.kind === "value" && top.array) && top.kind !== "conditions";
      if (isKey) top.key = text.slice(i + 1, end - 1);
      else scalar(top, i, end);
      i = end;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      const object = c === 0x7b;
      const key = top?.kind === "value" && top.array ? undefined : top?.key;
      let frame: Frame;
      if (!top) frame = { kind: object ? "transition" : "skip" };
      else if (top.kind === "transition") frame = object && key === "when" ? { kind: "condition", comparators: [] } : { kind: "skip" };
      else if (top.kind === "condition") {
        if (!object && (key === "all" || key === "any")) frame = { kind: "conditions" };
        else if (object && key === "not") frame = { kind: "condition", comparators: [] };
        else if (key === "value") frame = object ? { kind: "value", array: false, owner: top } : { kind: "value", array: true };
        else frame = { kind: "skip" };
      } else if (top.kind === "conditions") frame = object ? { kind: "condition", comparators: [] } : { kind: "skip" };
      else if (top.kind === "value") frame = { kind: "value", array: !object };
      else frame = { kind: "skip" };
      if (top && !(top.kind === "value" && top.array)) delete top.key;
      stack.push(frame);
      i++;
      continue;
    }
    if (c === 0x7d || c === 0x5d) {
      const closed = stack.pop();
      // A length's comparator is an operator; in any other condition's value, it is data.
      if (closed?.kind === "condition") for (const s of closed.comparators) out.push(closed.op === '"length"' ? s : valueSpan(text, s.from, s.to));
      if (stack.length === 0) return;
      i++;
      continue;
    }
    let j = i + 1;
    while (j < to && !isWordEnd(text.charCodeAt(j))) j++;
    const word = text.slice(i, j);
    if (word === "true" || word === "false" || word === "null" || /^-?\d/.test(word)) scalar(top, i, j);
    else if (top && !(top.kind === "value" && top.array)) delete top.key;
    i = j;
  }
}

/** One node's semantic spans, in text order. */
function nodeSpans(n: SpecNode): SemanticSpan[] {
  const out: SemanticSpan[] = [];
  const { item, start } = n;
  if (item.id !== undefined) out.push({ from: start + item.idFrom!, to: start + item.idTo!, kind: "nodeId" });
  for (const r of item.references) out.push({ from: start + r.from, to: start + r.to, kind: "nodeReference" });
  return out;
}

/**
 * The semantic spans of a spec in text order: each node's `id`, each `to`/`of`/`of.nodeId` naming
 * a node, and each condition's `source`, `path`, `op` (a length's `comparator`) and value scalars.
 * With `from`/`to`, only the transitions that meet that range are scanned.
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
    const start = starts[k]!;
    const spans = nodeSpans({ index: view.index.indexes[k]!, start, item });
    for (const t of item.transitions ?? []) if (t.when && start + t.to >= from && start + t.from <= to) transitionSpans(text, start + t.from, start + t.to, spans);
    spans.sort((a, b) => a.from - b.from);
    for (const s of spans) if (s.to >= from && s.from <= to) out.push(s);
  }
  return out;
}
