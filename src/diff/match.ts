// The match-nodes step of diffSpecs: nodes paired by id (in order, when an id repeats), then a node
// whose id alone changed (its references with it) paired as a rename; the rest added or removed.
import { isObject, type JsonObject } from "../core/json.js";
import { escapeToken } from "../core/pointer.js";
import type { NodeRef } from "../core/spec-index.js";
import { valueKey } from "./key.js";
import { idOf, references } from "./walk.js";

export interface NodeMatch {
  /** Nodes of both sides taken as the same node. */
  pairs: { b: NodeRef; a: NodeRef }[];
  /** Nodes of the spec before that have no pair. */
  removed: NodeRef[];
  /** Nodes of the spec after that have no pair. */
  added: Set<NodeRef>;
  /** Old id → new id of each node paired as a rename. */
  rename: Map<string, string>;
}

/** Pushes each item into the list its key names. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list === undefined) out.set(k, [item]);
    else list.push(item);
  }
  return out;
}

/** The nodes of the two sides paired: by id first, then by content with only the id changed. */
export function matchNodes(before: readonly NodeRef[], after: readonly NodeRef[]): NodeMatch {
  const byId = groupBy(after.filter((n) => idOf(n.node) !== ""), (n) => idOf(n.node));
  const pairs: { b: NodeRef; a: NodeRef }[] = [];
  const pairedA = new Set<NodeRef>();
  const leftB: NodeRef[] = [];
  for (const n of before) {
    const match = byId.get(idOf(n.node))?.shift();
    if (match === undefined) leftB.push(n);
    else {
      pairs.push({ b: n, a: match });
      pairedA.add(match);
    }
  }
  const leftA = after.filter((n) => !pairedA.has(n));
  const rename = new Map<string, string>();
  const removed: NodeRef[] = [];
  const added = new Set(leftA);
  if (leftB.length === 0 || leftA.length === 0) return { pairs, removed: [...leftB], added, rename };
  const unmatchedB = new Set(leftB.map((n) => idOf(n.node)));
  const unmatchedA = new Set(leftA.map((n) => idOf(n.node)));
  const byKey = groupBy(leftA, (n) => renameKey(n.node, unmatchedA));
  for (const n of leftB) {
    const match = byKey.get(renameKey(n.node, unmatchedB))?.shift();
    if (match === undefined) removed.push(n);
    else {
      pairs.push({ b: n, a: match });
      added.delete(match);
      const from = idOf(n.node);
      const to = idOf(match.node);
      if (from !== to && from !== "" && !rename.has(from)) rename.set(from, to);
    }
  }
  return { pairs, removed, added, rename };
}

/**
 * The node as the rename matcher sees it: everything but its id, with each reference to a node
 * that `unmatched` holds (one renamed, added or removed) written as a placeholder.
 */
function renameKey(node: JsonObject, unmatched: ReadonlySet<string>): string {
  const places = new Set<string>();
  references(node, "", (id, at) => {
    if (unmatched.has(id)) places.add(at);
  });
  const copy: JsonObject = Object.create(null) as JsonObject;
  for (const k of Object.keys(node)) if (k !== "id") copy[k] = structuredCopy(node[k], `/${escapeToken(k)}`, places);
  return valueKey(copy);
}

/** A copy of `v` with the values at `places` (pointers into it) replaced; only the way down to them is copied. */
function structuredCopy(v: unknown, pointer: string, places: ReadonlySet<string>): unknown {
  if (places.has(pointer)) return "\u0000ref";
  // A reference sits in a transition (its `to`, or an `of` in its condition): nothing else is copied.
  let below = false;
  for (const p of places) if (p.startsWith(`${pointer}/`)) below = true;
  if (!below) return v;
  if (Array.isArray(v)) return v.map((x, i) => structuredCopy(x, `${pointer}/${i}`, places));
  if (isObject(v)) {
    const out: JsonObject = Object.create(null) as JsonObject;
    for (const k of Object.keys(v)) out[k] = structuredCopy(v[k], `${pointer}/${escapeToken(k)}`, places);
    return out;
  }
  return v;
}
