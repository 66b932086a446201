// The picture of a change: the graph of the spec after, with what was removed put back in, and a
// mark on each node and transition that was added, removed or changed. The graph renderer draws it.
import { graphOf, type GraphEdge, type SpecGraph } from "../graph/model.js";
import type { ChangeMark, ChangeMarks } from "../graph/mermaid.js";
import type { SpecChange } from "./diff.js";

/** A graph of both sides of a change and its marks, ready for `renderGraphMermaid(graph, { marks })`. */
export interface ChangeGraph {
  graph: SpecGraph;
  marks: ChangeMarks;
}

const NODE_AT = /^\/nodes\/(\d+)/;
const TRANSITION_AT = /^\/nodes\/(\d+)\/transition\/(\d+)/;

/**
 * The graph of `after` with the nodes and transitions `changes` says were removed drawn back in
 * (marked removed), and the added and changed ones marked. A transition of a removed node is
 * removed with it. With more than `limit` nodes, only the marked ones and the ends of marked
 * transitions are kept (a large spec's picture shows where it changed).
 */
export function changeGraph(before: unknown, after: unknown, changes: readonly SpecChange[], limit = Infinity): ChangeGraph {
  const b = graphOf(before, { issues: [] });
  const a = graphOf(after, { issues: [] });
  const nodes = [...a.nodes];
  const edges = [...a.edges];
  const nodeMarks = new Map<number, ChangeMark>();
  const edgeMarks = new Map<number, ChangeMark>();
  const renamedTo = new Map<string, string>();
  for (const c of changes) if (c.kind === "node/renamed") renamedTo.set((c.params as { from: string }).from, (c.params as { to: string }).to);
  const afterIndex = new Map<string, number>();
  for (const n of a.nodes) if (n.id !== "" && !afterIndex.has(n.id)) afterIndex.set(n.id, n.index);
  const beforeNodeAt = new Map(b.nodes.map((n) => [n.index, n]));
  const beforeEdgeAt = new Map(b.edges.map((e) => [e.pointer, e]));
  const edgeIndexAt = new Map(a.edges.map((e, i) => [e.pointer, i]));
  const mark = (map: Map<number, ChangeMark>, key: number, m: ChangeMark): void => {
    // added and removed say more than changed
    if (map.get(key) === undefined || m !== "changed") map.set(key, m);
  };

  // Removed nodes first, so removed transitions can lead to them.
  const removedIndex = new Map<number, number>();
  let next = a.nodes.reduce((max, n) => Math.max(max, n.index + 1), 0);
  for (const c of changes) {
    if ((c.kind !== "node/removed" && c.kind !== "node/removed-referenced") || c.before === undefined) continue;
    const old = beforeNodeAt.get(Number(NODE_AT.exec(c.before)?.[1]));
    if (old === undefined) continue;
    const index = next++;
    removedIndex.set(old.index, index);
    nodes.push({ ...old, index, pointer: old.pointer, start: false, issues: [] });
    nodeMarks.set(index, "removed");
  }
  const target = (toId: string): number | undefined => {
    const id = renamedTo.get(toId) ?? toId;
    const found = afterIndex.get(id);
    if (found !== undefined) return found;
    for (const [old, index] of removedIndex) if (beforeNodeAt.get(old)?.id === toId) return index;
    return undefined;
  };
  const pushRemovedEdge = (e: GraphEdge, from: number): void => {
    const copy: GraphEdge = { ...e, from };
    const to = target(e.toId);
    if (to === undefined) delete copy.to;
    else copy.to = to;
    edgeMarks.set(edges.length, "removed");
    edges.push(copy);
  };
  for (const e of b.edges) {
    const from = removedIndex.get(e.from);
    if (from !== undefined) pushRemovedEdge(e, from);
  }

  for (const c of changes) {
    if (c.kind === "node/removed" || c.kind === "node/removed-referenced") continue;
    if (c.kind === "node/added" && c.after !== undefined) {
      mark(nodeMarks, Number(NODE_AT.exec(c.after)?.[1]), "added");
      continue;
    }
    if (c.kind === "transition/removed" && c.before !== undefined) {
      const e = beforeEdgeAt.get(TRANSITION_AT.exec(c.before)?.[0] ?? "");
      const from = c.node === undefined ? undefined : afterIndex.get(c.node);
      if (e !== undefined && from !== undefined) pushRemovedEdge(e, from);
      continue;
    }
    if (c.after === undefined && c.at === "") continue;
    const place = c.after ?? c.at;
    const t = TRANSITION_AT.exec(place);
    if (t !== null) {
      const i = edgeIndexAt.get(t[0]);
      if (i !== undefined) mark(edgeMarks, i, c.kind === "transition/added" ? "added" : "changed");
      continue;
    }
    const n = NODE_AT.exec(place);
    if (n !== null) mark(nodeMarks, Number(n[1]), "changed");
  }
  if (nodes.length <= limit) return { graph: { nodes, edges, issues: [] }, marks: { nodes: nodeMarks, edges: edgeMarks } };
  const keep = new Set(nodeMarks.keys());
  for (const i of edgeMarks.keys()) {
    const e = edges[i]!;
    keep.add(e.from);
    if (e.to !== undefined) keep.add(e.to);
  }
  const keptEdges: GraphEdge[] = [];
  const keptMarks = new Map<number, ChangeMark>();
  edges.forEach((e, i) => {
    if (!keep.has(e.from) || (e.to !== undefined && !keep.has(e.to))) return;
    const m = edgeMarks.get(i);
    if (m !== undefined) keptMarks.set(keptEdges.length, m);
    keptEdges.push(e);
  });
  return { graph: { nodes: nodes.filter((n) => keep.has(n.index)), edges: keptEdges, issues: [] }, marks: { nodes: nodeMarks, edges: keptMarks } };
}
