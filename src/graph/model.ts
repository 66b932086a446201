// The graph of a spec: its nodes and transitions in spec order, with what makes the picture
// useful: each webhook's route, which nodes the first node reaches, which transitions always fire
// or can never fire, the condition of each in words, and the issues of each node.
import { webhookRoute, type WebhookRoute } from "../core/routes.js";
import { isObject, own } from "../core/json.js";
import type { Issue } from "../core/issue.js";
import { validateSpec } from "../validate/validate.js";
import { conditionWords } from "../conditions/words.js";
import { findSecrets, redactValue } from "../core/secrets.js";
import { constantVerdict } from "./words.js";

/** One node of a spec's graph. */
export interface GraphNode {
  /** The node's `id` (a node without a string id gets `""`; it has an issue saying so). */
  id: string;
  /** Its position in `nodes`. */
  index: number;
  /** JSON Pointer of the node (`/nodes/<index>`). */
  pointer: string;
  type?: string;
  actionType?: string;
  /** The route of a WEBHOOK node (its `config.proxy`, `"direct"` when omitted); absent when the proxy is not valid. */
  route?: WebhookRoute;
  outputVar?: string;
  /** True for the first node, where a run starts. */
  start: boolean;
  /** True when a path of transitions that can fire leads from the first node to this one. */
  reachable: boolean;
  /** The issues whose pointer is this node's or inside it. */
  issues: Issue[];
}

/** One transition of a spec's graph. */
export interface GraphEdge {
  /** The index of the node it leaves (in `nodes` of the graph and of the spec alike). */
  from: number;
  /** The index of the node it leads to; absent when no node has that id. */
  to?: number;
  /** The `to` id as written. */
  toId: string;
  /** Its position in the node's `transition` list: the first that holds wins. */
  index: number;
  /** JSON Pointer of the transition (`/nodes/<n>/transition/<i>`). */
  pointer: string;
  /** The condition in words ("always" without `when`). */
  condition: string;
  /** True when it fires whatever the data: no `when`, or a `when` such as `all: []`. */
  always: boolean;
  /** True when it can never fire: an earlier transition always fires, its condition never holds, or its node is never reached. */
  dead: boolean;
  /** Why a dead transition can never fire. */
  deadBecause?: "earlier-always" | "never-holds" | "unreached";
}

/** The graph of a spec (see `graphOf`). */
export interface SpecGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** The issues outside every node (at the root, on `version`, on `nodes` itself). */
  issues: Issue[];
}

/** Options of `graphOf`. */
export interface GraphOptions {
  /** The spec's issues when already known (say from `validateSpecText`, with ranges); else `validateSpec` runs. */
  issues?: readonly Issue[];
  /** Passed to `validateSpec` when `issues` is not given. */
  strict?: boolean;
  /** Put each transition's condition in words (default true); without, `condition` is "". */
  words?: boolean;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The index of the node an issue pointer is inside (`/nodes/3/...` gives 3), or -1. */
function nodeIndexOf(pointer: string): number {
  const m = /^\/nodes\/(0|[1-9]\d*)(?:\/|$)/.exec(pointer);
  return m === null ? -1 : Number(m[1]);
}

/**
 * The graph of a spec: nodes and transitions in spec order, never throwing on a bad document (what
 * is not a node object or a transition object is left out; its issue says why). Execution starts
 * at the first node; a transition is dead when it can never fire, and a node is reachable when a
 * path of transitions that are not dead leads to it.
 */
export function graphOf(spec: unknown, opts: GraphOptions = {}): SpecGraph {
  const issues = opts.issues ?? validateSpec(spec, opts.strict === undefined ? {} : { strict: opts.strict }).issues;
  const list = isObject(spec) ? own(spec, "nodes") : undefined;
  const raw: unknown[] = Array.isArray(list) ? list : [];
  const nodes: GraphNode[] = [];
  const byIndex = new Map<number, GraphNode>();
  const firstWithId = new Map<string, GraphNode>();
  for (let index = 0; index < raw.length; index++) {
    const n = raw[index];
    if (!isObject(n)) continue;
    const id = str(own(n, "id")) ?? "";
    const node: GraphNode = { id, index, pointer: `/nodes/${index}`, start: index === 0, reachable: false, issues: [] };
    const type = str(own(n, "type"));
    const actionType = str(own(n, "actionType"));
    const outputVar = str(own(n, "outputVar"));
    if (type !== undefined) node.type = type;
    if (actionType !== undefined) node.actionType = actionType;
    if (actionType === "WEBHOOK") {
      try {
        node.route = webhookRoute(n);
      } catch {
        // A proxy that is not a route: no route is drawn, and the node carries the issue.
      }
    }
    if (outputVar !== undefined) node.outputVar = outputVar;
    nodes.push(node);
    byIndex.set(index, node);
    // With a repeated id (its own error) the first copy is the target, as the node list reads.
    if (id !== "" && !firstWithId.has(id)) firstWithId.set(id, node);
  }

  const edges: GraphEdge[] = [];
  const out = new Map<number, GraphEdge[]>();
  for (const node of nodes) {
    const transitions = own(raw[node.index] as Json, "transition");
    if (!Array.isArray(transitions)) continue;
    const mine: GraphEdge[] = [];
    let alwaysBefore = false;
    for (let index = 0; index < transitions.length; index++) {
      const t: unknown = transitions[index];
      if (!isObject(t)) continue;
      const toId = str(own(t, "to"));
      if (toId === undefined) continue;
      const hasWhen = Object.prototype.hasOwnProperty.call(t, "when");
      const when = own(t, "when");
      const verdict = hasWhen ? constantVerdict(when) : true;
      const edge: GraphEdge = {
        from: node.index,
        toId,
        index,
        pointer: `${node.pointer}/transition/${index}`,
        condition: !hasWhen ? "always" : opts.words === false ? "" : conditionWords(when),
        always: verdict === true,
        dead: alwaysBefore || verdict === false,
      };
      if (edge.dead) edge.deadBecause = alwaysBefore ? "earlier-always" : "never-holds";
      const target = firstWithId.get(toId);
      if (target !== undefined) edge.to = target.index;
      if (verdict === true) alwaysBefore = true;
      edges.push(edge);
      mine.push(edge);
    }
    out.set(node.index, mine);
  }

  // Reachability from the first node over the transitions that can fire.
  const first = byIndex.get(0);
  if (first !== undefined) {
    first.reachable = true;
    const queue = [first];
    for (let head = 0; head < queue.length; head++) {
      for (const e of out.get(queue[head]!.index) ?? []) {
        if (e.dead || e.to === undefined) continue;
        const next = byIndex.get(e.to)!;
        if (next.reachable) continue;
        next.reachable = true;
        queue.push(next);
      }
    }
  }
  for (const e of edges) {
    if (byIndex.get(e.from)!.reachable) continue;
    e.dead = true;
    e.deadBecause = "unreached";
  }

  const rest: Issue[] = [];
  for (const issue of issues) {
    const node = byIndex.get(nodeIndexOf(issue.pointer));
    if (node === undefined) rest.push(issue);
    else node.issues.push(issue);
  }
  // What the graph shows (condition words, node ids, issues that quote values) never shows a literal credential (contract §12).
  const secrets = [...new Set(findSecrets(spec).map((h) => h.secret))];
  return secrets.length === 0 ? { nodes, edges, issues: rest } : redactValue({ nodes, edges, issues: rest }, secrets);
}
