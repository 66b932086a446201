// Where a cursor is in a spec: which object (by its kind in the spec's grammar), and whether it
// sits on a key, on a value, or between items of an array.
import { readItemAt, sparseTree, specIndex, type IndexedItem, type SpecIndex } from "./spec-index.js";
import { readTree, stringOf, type JsonArrayNode, type JsonObjectNode, type JsonProperty, type JsonScalarNode, type JsonValueNode } from "./tree.js";

/** The kinds of object a spec is made of. */
export type ObjectKind = "spec" | "node" | "webhook config" | "transition" | "condition" | "length operand" | "of" | "other";

/** The kinds of array a spec is made of. */
export type ArrayKind = "nodes" | "transitions" | "conditions" | "other";

/** One container on the way from the root to the cursor. */
export interface Step {
  node: JsonObjectNode | JsonArrayNode;
  kind: ObjectKind | ArrayKind;
}

/** What is under the cursor. */
export interface Location {
  /** The containers from the root to the innermost one holding the cursor. */
  steps: Step[];
  /** On a property name, on a property's value, or on an array item. */
  where: "key" | "value" | "item";
  /** The property whose key or value holds the cursor. */
  property?: JsonProperty;
  /** The scalar token under the cursor (a string, number or word), if any. */
  token?: JsonScalarNode;
}

// Inside a token: strictly inside a closed string or container; up to and including the end of
// a word, a number or an unterminated string (the cursor is still typing it).
function holds(node: { start: number; end: number; kind: string; closed?: boolean }, offset: number): boolean {
  if (node.kind === "object" || node.kind === "array") return node.closed ? node.start < offset && offset < node.end : node.start < offset && offset <= node.end;
  if (node.kind === "string" && node.closed) return node.start < offset && offset < node.end;
  return node.start <= offset && offset <= node.end;
}

const keyHolds = (p: JsonProperty, offset: number): boolean => (p.keyQuoted ? p.keyStart < offset && offset < p.keyEnd : p.keyStart <= offset && offset <= p.keyEnd);

/** The kind of a property's value, given the kind of the object holding it. */
export function childKind(parent: ObjectKind | ArrayKind, parentNode: JsonObjectNode | JsonArrayNode, key: string | number): ObjectKind | ArrayKind {
  switch (parent) {
    case "spec":
      return key === "nodes" ? "nodes" : "other";
    case "nodes":
      return "node";
    case "node":
      if (key === "config") {
        const actionType = stringOf(parentNode, "actionType");
        return actionType === undefined || actionType === "WEBHOOK" ? "webhook config" : "other";
      }
      return key === "transition" ? "transitions" : "other";
    case "transitions":
      return "transition";
    case "transition":
      return key === "when" ? "condition" : "other";
    case "condition":
      if (key === "all" || key === "any") return "conditions";
      if (key === "not") return "condition";
      if (key === "value" && stringOf(parentNode, "op") === "length") return "length operand";
      if (key === "of") return "of";
      return "other";
    case "conditions":
      return "condition";
    default:
      return "other";
  }
}

/** Find what the cursor at `offset` is on. Undefined when the text holds no value or the cursor is outside it. */
export function locate(root: JsonValueNode | undefined, offset: number): Location | undefined {
  if (!root || (root.kind !== "object" && root.kind !== "array") || !holds(root, offset)) return undefined;
  const steps: Step[] = [{ node: root, kind: root.kind === "object" ? "spec" : "other" }];
  for (;;) {
    const step = steps[steps.length - 1]!;
    const node = step.node;
    if (node.kind === "object") {
      const props = node.properties;
      let found: Location | undefined;
      let descend: [JsonObjectNode | JsonArrayNode, string] | undefined;
      for (let i = 0; i < props.length; i++) {
        const p = props[i]!;
        if (keyHolds(p, offset)) {
          found = { steps, where: "key", property: p };
          break;
        }
        if (p.colon < 0 || offset <= p.colon) continue;
        const next = props[i + 1];
        if (next && offset >= next.keyStart) continue;
        const v = p.value;
        if (v && holds(v, offset)) {
          if (v.kind === "object" || v.kind === "array") descend = [v, p.key];
          else found = { steps, where: "value", property: p, token: v };
          break;
        }
        // After the colon with no value yet (or before it): the value is being written.
        if (!v || offset <= v.start) found = { steps, where: "value", property: p };
        break;
      }
      if (descend) {
        steps.push({ node: descend[0], kind: childKind(step.kind, node, descend[1]) });
        continue;
      }
      return found ?? { steps, where: "key" };
    }
    const items = node.items;
    let inner: JsonObjectNode | JsonArrayNode | undefined;
    let index = -1;
    for (let i = 0; i < items.length; i++) {
      const v = items[i]!;
      if (v.start > offset) break;
      if (!holds(v, offset)) continue;
      if (v.kind === "object" || v.kind === "array") {
        inner = v;
        index = i;
        break;
      }
      return { steps, where: "item", token: v };
    }
    if (!inner) return { steps, where: "item" };
    steps.push({ node: inner, kind: childKind(step.kind, node, index) });
  }
}

/** The tree of a text, read whole (fixes look at any part of it); the last one is kept. */
let lastTree: { text: string; root: JsonValueNode | undefined } | undefined;

/** The whole tree of a text (the last text's tree is reused). */
export function fullTree(text: string): JsonValueNode | undefined {
  if (lastTree?.text !== text) lastTree = { text, root: readTree(text) };
  return lastTree.root;
}

/** A spec node at absolute offsets, from the index. */
export interface SpecNode {
  /** Its position in `nodes`. */
  index: number;
  start: number;
  item: IndexedItem;
}

/** A text as the features see it: its index (every node's summary) and, around one cursor, its tree. */
export interface SpecView {
  text: string;
  index: SpecIndex;
}

/** The view of a spec text. */
export const specView = (text: string): SpecView => ({ text, index: specIndex(text) });

// The last sparse tree: hover, completion and definition on one text and cursor read it once.
let lastSparse: { index: SpecIndex; offset: number; root: JsonValueNode | undefined } | undefined;

/** The tree around a cursor: the node holding it read whole, the other nodes as empty stand-ins. */
export function treeAround(view: SpecView, offset: number): JsonValueNode | undefined {
  if (lastSparse?.index !== view.index || lastSparse.offset !== offset) lastSparse = { index: view.index, offset, root: sparseTree(view.index, offset) };
  return lastSparse.root;
}

// Each index's nodes, listed once (completion, hover and references each walk them).
const nodeLists = new WeakMap<SpecIndex, SpecNode[]>();

/** The spec node of the index's `k`th item (an object item), made when a feature needs it (one, not a list of all). */
export const nodeAt = (view: SpecView, k: number): SpecNode => ({ index: view.index.indexes[k]!, start: view.index.starts[k]!, item: view.index.items[k]! });

/** The spec nodes (object items of `nodes`), in text order. */
export function specNodes(view: SpecView): readonly SpecNode[] {
  let out = nodeLists.get(view.index);
  if (out) return out;
  const { starts, items, indexes } = view.index;
  out = [];
  for (let k = 0; k < items.length; k++) if (items[k]!.object) out.push({ index: indexes[k]!, start: starts[k]!, item: items[k]! });
  nodeLists.set(view.index, out);
  return out;
}

/** Read one spec node whole (for a summary of it). */
export function nodeTree(view: SpecView, n: SpecNode): JsonObjectNode {
  return readItemAt(view.text, n.start)!.node as JsonObjectNode;
}

