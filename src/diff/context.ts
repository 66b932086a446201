// What the steps of diffSpecs share: each side's nodes and graph, what the spec after still reads,
// the renames found, and the changes found so far.
import { own, type JsonObject } from "../core/json.js";
import { specNodes, type NodeRef } from "../core/spec-index.js";
import { graphOf, type GraphEdge } from "../graph/model.js";
import type { Changes } from "./changes.js";
import type { Keys } from "./key.js";
import { idOf } from "./walk.js";

export interface Side {
  nodes: NodeRef[];
  /** Each node's transitions as the graph has them, by node index, then transition index. */
  edges: (GraphEdge | undefined)[][];
  /** Whether each node is reachable, by node index. */
  reachable: boolean[];
}

export function side(spec: unknown): Side {
  const graph = graphOf(spec, { issues: [], words: false });
  const edges: (GraphEdge | undefined)[][] = [];
  for (const e of graph.edges) (edges[e.from] ??= [])[e.index] = e;
  const reachable: boolean[] = [];
  for (const n of graph.nodes) reachable[n.index] = n.reachable;
  return { nodes: specNodes(spec), edges, reachable };
}

export interface DiffContext {
  b: Side;
  a: Side;
  /** The spec after, as given. */
  after: unknown;
  keys: Keys;
  changes: Changes;
  /** Old id → new id of each renamed node. */
  rename: ReadonlyMap<string, string>;
  /** The node ids the spec after names (transition targets, `of`), with the first place each is named. */
  referencedAfter: ReadonlyMap<string, string>;
  /** The variables the spec after's conditions read, with the first place each is read. */
  readsAfter: ReadonlyMap<string, string>;
  /** The variables some node of the spec after writes. */
  writersAfter: ReadonlySet<string>;
}

/** A pointer of the spec after into a transition, in words: "transition 2 of "a"", "the condition of …". */
export function referenceWords(ctx: DiffContext, pointer: string): string {
  const m = /^\/nodes\/(\d+)\/transition\/(\d+)(\/.*)?$/.exec(pointer);
  if (m === null) return "the spec";
  const node = (own(ctx.after as JsonObject, "nodes") as unknown[])[Number(m[1])] as JsonObject;
  const t = `transition ${Number(m[2]) + 1} of ${JSON.stringify(idOf(node))}`;
  return m[3] === "/to" ? t : `the condition of ${t}`;
}
