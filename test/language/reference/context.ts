// The reference the language service is held to: the straightforward implementation that reads
// the whole text into a tree on every call (no index, no cache, no skipping), as the service was
// first written. test/language/fast-path.test.ts compares the service's answers with these.
// Where a cursor is in a spec: which object (by its kind in the spec's grammar), and whether it
// sits on a key, on a value, or between items of an array.
import { readTree, stringOf, valueOf, type JsonArrayNode, type JsonObjectNode, type JsonProperty, type JsonScalarNode, type JsonValueNode } from "../../../src/language/tree.js";

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

/** A node of the spec as the tree has it. */
export interface SpecNode {
  node: JsonObjectNode;
  index: number;
  id?: string;
  idValue?: JsonScalarNode;
}

/** A place where a node id is named: a transition's `to`, a comparison's `of` or `of.nodeId`. */
export interface Reference {
  id: string;
  token: JsonScalarNode;
  /** The node whose transition (or condition) holds the reference. */
  from: SpecNode;
}

/** The parts of a spec the editor features look at, read once from the tolerant tree. */
export interface SpecOutline {
  root: JsonValueNode | undefined;
  nodes: SpecNode[];
  references: Reference[];
}

/** Read a spec text's outline: its nodes, their ids and every place a node id is named. */
export function outline(text: string): SpecOutline {
  return readOutline(text);
}

function readOutline(text: string): SpecOutline {
  const root = readTree(text);
  const nodes: SpecNode[] = [];
  const references: Reference[] = [];
  const list = valueOf(root, "nodes");
  if (list?.kind !== "array") return { root, nodes, references };
  for (let i = 0; i < list.items.length; i++) {
    const node = list.items[i]!;
    if (node.kind !== "object") continue;
    const sn: SpecNode = { node, index: i };
    const id = valueOf(node, "id");
    if (id?.kind === "string") {
      sn.id = id.value as string;
      sn.idValue = id;
    }
    nodes.push(sn);
  }
  for (const sn of nodes) {
    const transitions = valueOf(sn.node, "transition");
    if (transitions?.kind !== "array") continue;
    for (const t of transitions.items) {
      const to = valueOf(t, "to");
      if (to?.kind === "string") references.push({ id: to.value as string, token: to, from: sn });
      const when = valueOf(t, "when");
      if (when) conditionReferences(when, sn, references);
    }
  }
  return { root, nodes, references };
}

// Every `of` (or `of.nodeId`) in a condition, iteratively.
function conditionReferences(cond: JsonValueNode, from: SpecNode, out: Reference[]): void {
  const stack: JsonValueNode[] = [cond];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c.kind !== "object") continue;
    const of = valueOf(c, "of");
    const token = of?.kind === "object" ? valueOf(of, "nodeId") : of;
    if (token?.kind === "string") out.push({ id: token.value as string, token, from });
    for (const key of ["all", "any"]) {
      const list = valueOf(c, key);
      if (list?.kind === "array") for (let i = list.items.length - 1; i >= 0; i--) stack.push(list.items[i]!);
    }
    const not = valueOf(c, "not");
    if (not) stack.push(not);
  }
}

/** The spec node whose object holds `offset` (for a cursor anywhere inside a node). */
export function nodeAt(spec: SpecOutline, offset: number): SpecNode | undefined {
  // Nodes are in text order: a binary search for the last one starting at or before the offset.
  const nodes = spec.nodes;
  let lo = 0, hi = nodes.length - 1, found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nodes[mid]!.node.start <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const n = nodes[found];
  return n && offset < n.node.end ? n : undefined;
}
