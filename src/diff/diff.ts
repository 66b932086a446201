// diffSpecs: what a change between two specs does to a run, as a list of changes each with a kind,
// a class, the pointers on both sides and a sentence. It reads values, so formatting and key order
// never show; nodes are matched by id, then a node whose id alone changed (its references with it)
// is matched as a rename; node order shows only where it matters (which node is first).
import { isObject, own, type JsonObject } from "../core/json.js";
import { escapeToken } from "../core/pointer.js";
import { findSecrets, redactText, redactValue } from "../core/secrets.js";
import { webhookLimits, webhookRoute } from "../core/routes.js";
import { specNodes, type NodeRef } from "../core/spec-index.js";
import { graphOf, type GraphEdge } from "../graph/model.js";
import { conditionWords } from "../conditions/words.js";
import { Keys, sameValue, valueKey } from "./key.js";
import { classOf, wordChange, type ChangeClass, type ChangeKind, type ChangeParams, type NameChanges } from "./kinds.js";

/** One change between two specs (see `diffSpecs`). */
export interface SpecChange<K extends ChangeKind = ChangeKind> {
  kind: K;
  class: ChangeClass;
  /** JSON Pointer of what changed in the spec before; absent for what is new. */
  before?: string;
  /** JSON Pointer of what changed in the spec after; absent for what is gone. */
  after?: string;
  /** Where a reader of the spec after sees the change: `after`, or what now holds the place of what is gone. */
  at: string;
  /** The id of the node it is about (the new id of a renamed node); absent for the spec itself. */
  node?: string;
  /** The change in one sentence. */
  message: string;
  params: ChangeParams<K>;
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const idOf = (n: JsonObject): string => str(own(n, "id")) ?? "";
const shown = (v: unknown): string | undefined => (v === undefined ? undefined : typeof v === "string" ? v : valueKey(v));
const NODE_FIELDS = new Set(["id", "type", "actionType", "mode", "config", "outputVar", "transition"]);
const WEBHOOK_FIELDS = new Set(["url", "method", "headers", "query", "body", "responseMode", "timeout", "proxy"]);
const TRANSITION_FIELDS = new Set(["to", "when"]);
/** Most body places one change lists. */
const BODY_PLACES = 5;

interface TransitionAt {
  transition: JsonObject;
  index: number;
  pointer: string;
}

/** The transition objects of the given nodes, with their pointers. */
function specTransitions(nodes: readonly NodeRef[]): TransitionAt[] {
  const out: TransitionAt[] = [];
  for (const ref of nodes) {
    const list = own(ref.node, "transition");
    if (!Array.isArray(list)) continue;
    for (let index = 0; index < list.length; index++) {
      const t: unknown = list[index];
      if (isObject(t)) out.push({ transition: t, index, pointer: `${ref.pointer}/transition/${index}` });
    }
  }
  return out;
}

/**
 * Every comparison (an object with `op`) in the `when` of the given transitions, found through
 * `all`, `any` and `not`, with its pointer: iterative, so a deep condition costs no call stack.
 */
function specComparisons(transitions: readonly TransitionAt[]): { cond: JsonObject; pointer: string }[] {
  const out: { cond: JsonObject; pointer: string }[] = [];
  for (const t of transitions) {
    const values: unknown[] = [own(t.transition, "when")];
    const pointers: string[] = [`${t.pointer}/when`];
    while (values.length > 0) {
      const value = values.pop();
      const pointer = pointers.pop()!;
      if (!isObject(value)) continue;
      if (own(value, "op") !== undefined) {
        out.push({ cond: value, pointer });
        continue;
      }
      const not = own(value, "not");
      if (not !== undefined) {
        values.push(not);
        pointers.push(`${pointer}/not`);
      }
      for (const key of ["any", "all"]) {
        const list = own(value, key);
        if (!Array.isArray(list)) continue;
        for (let i = list.length - 1; i >= 0; i--) {
          values.push(list[i]);
          pointers.push(`${pointer}/${key}/${i}`);
        }
      }
    }
  }
  return out;
}

/** A node's references to other nodes: transition targets and `of` of node conditions. */
function references(node: JsonObject, pointer: string, into: (id: string, at: string) => void): void {
  const ref: NodeRef = { node, index: 0, pointer };
  const transitions = specTransitions([ref]);
  for (const t of transitions) {
    const to = own(t.transition, "to");
    if (typeof to === "string") into(to, `${t.pointer}/to`);
  }
  for (const c of specComparisons(transitions)) {
    const of = own(c.cond, "of");
    const id = typeof of === "string" ? of : isObject(of) ? str(own(of, "nodeId")) : undefined;
    if (id !== undefined) into(id, `${c.pointer}/of`);
  }
}

/** A copy of a value with every `valueType` of a comparison left out (an editor hint the executor ignores). */
function withoutHints(cond: unknown, depth = 0): unknown {
  if (depth > 64 || (!isObject(cond) && !Array.isArray(cond))) return cond;
  if (Array.isArray(cond)) return cond.map((c) => withoutHints(c, depth + 1));
  const out: JsonObject = Object.create(null) as JsonObject;
  const comparison = own(cond, "op") !== undefined;
  for (const k of Object.keys(cond)) {
    if (comparison && k === "valueType") continue;
    out[k] = comparison ? cond[k] : withoutHints(cond[k], depth + 1);
  }
  return out;
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

function routeOf(node: JsonObject): string {
  try {
    return webhookRoute(node as { config?: unknown });
  } catch {
    const config = own(node, "config");
    return `invalid ${valueKey(isObject(config) ? own(config, "proxy") : undefined)}`;
  }
}

const isWebhook = (node: JsonObject): boolean => own(node, "actionType") === "WEBHOOK";
const configOf = (node: JsonObject): JsonObject => {
  const c = own(node, "config");
  return isObject(c) ? c : {};
};

/**
 * A url as scheme and host (with port), the user information before the host (credentials, never
 * shown), and the rest: path, then query string and fragment.
 */
function splitUrl(url: unknown): { host: string; user: string; path: string; query: string } {
  const s = typeof url === "string" ? url : valueKey(url);
  const m = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)(?:([^/?#]*)@)?([^/?#]*)([^?#]*)(.*)$/s.exec(s);
  if (m === null) {
    const cut = s.search(/[?#]/);
    return cut < 0 ? { host: "", user: "", path: s, query: "" } : { host: "", user: "", path: s.slice(0, cut), query: s.slice(cut) };
  }
  return { host: m[1]! + m[3]!, user: m[2] ?? "", path: m[4]!, query: m[5]! };
}

/** The names a free-form object added, removed or changed (values compared, never kept). */
function nameChanges(before: unknown, after: unknown): NameChanges {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const out: NameChanges = { added: [], removed: [], changed: [] };
  for (const k of Object.keys(a)) {
    if (!Object.hasOwn(b, k)) out.added.push(k);
    else if (!sameValue(b[k], a[k])) out.changed.push(k);
  }
  for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) out.removed.push(k);
  return out;
}

/** Pointers (relative to the body) of the places two bodies differ, the first few. */
function bodyPlaces(before: unknown, after: unknown, pointer: string, out: string[], depth = 0): void {
  if (out.length >= BODY_PLACES || sameValue(before, after)) return;
  if (depth < 16 && isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const k of keys) bodyPlaces(own(before, k), own(after, k), `${pointer}/${escapeToken(k)}`, out, depth + 1);
    return;
  }
  if (depth < 16 && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (let i = 0; i < before.length; i++) bodyPlaces(before[i], after[i], `${pointer}/${i}`, out, depth + 1);
    return;
  }
  out.push(pointer);
}

const comparisonFields = ["source", "of", "path", "op", "value"] as const;
const FIELD_WORDS: Record<(typeof comparisonFields)[number], string> = { source: "source", of: "node", path: "path", op: "operator", value: "operand" };

/** What differs between two conditions, part by part where their shapes agree. */
function conditionDifferences(before: unknown, after: unknown, pointer: string, out: string[], depth = 0): void {
  if (out.length >= 8 || sameValue(withoutHints(before), withoutHints(after))) return;
  const at = pointer === "" ? "" : ` at ${pointer}`;
  if (isObject(before) && isObject(after) && depth < 64) {
    const bc = own(before, "op") !== undefined;
    const ac = own(after, "op") !== undefined;
    if (bc && ac) {
      for (const f of comparisonFields) {
        const b = own(before, f);
        const a = own(after, f);
        if (!sameValue(b, a)) out.push(`${FIELD_WORDS[f]}${at} ${b === undefined ? "(none)" : valueKey(b)} → ${a === undefined ? "(none)" : valueKey(a)}`);
      }
      return;
    }
    for (const key of ["all", "any"] as const) {
      const b = own(before, key);
      const a = own(after, key);
      if (Array.isArray(b) && Array.isArray(a)) {
        if (b.length !== a.length) {
          out.push(`${key}${at} has ${a.length} part${a.length === 1 ? "" : "s"} (was ${b.length})`);
          return;
        }
        for (let i = 0; i < b.length; i++) conditionDifferences(b[i], a[i], `${pointer}/${key}/${i}`, out, depth + 1);
        return;
      }
    }
    const bn = own(before, "not");
    const an = own(after, "not");
    if (bn !== undefined && an !== undefined) {
      conditionDifferences(bn, an, `${pointer}/not`, out, depth + 1);
      return;
    }
  }
  out.push(`condition${at} rewritten`);
}

/** The first segment of a `vars` path: the variable it reads. */
function varOf(path: unknown): string | undefined {
  if (typeof path !== "string" || path === "") return undefined;
  if (path.startsWith('["')) {
    const end = /^\["(?:[^"\\]|\\.)*"\]/.exec(path);
    if (end === null) return undefined;
    try {
      return JSON.parse(end[0].slice(1, -1)) as string;
    } catch {
      return undefined;
    }
  }
  const m = /^[^.[\]"'\s]+/.exec(path);
  return m === null ? undefined : m[0];
}

const DEAD_WORDS: Record<NonNullable<GraphEdge["deadBecause"]>, string> = {
  "earlier-always": "an earlier transition always fires",
  "never-holds": "its condition never holds",
  unreached: "its node is never reached",
};

interface Side {
  nodes: NodeRef[];
  /** Each node's transitions as the graph has them, by node index, then transition index. */
  edges: (GraphEdge | undefined)[][];
  /** Whether each node is reachable, by node index. */
  reachable: boolean[];
}

function side(spec: unknown): Side {
  const graph = graphOf(spec, { issues: [], words: false });
  const edges: (GraphEdge | undefined)[][] = [];
  for (const e of graph.edges) (edges[e.from] ??= [])[e.index] = e;
  const reachable: boolean[] = [];
  for (const n of graph.nodes) reachable[n.index] = n.reachable;
  return { nodes: specNodes(spec), edges, reachable };
}

/**
 * The changes between two specs, each with its kind, its class (breaking, behaviour, cosmetic; see
 * docs/diff.md), its pointers on both sides and a sentence. Pure, and total on JSON values (as
 * JSON.parse gives them): any two give a list (what is not a spec has no nodes), never an
 * exception, and equal specs, however formatted or ordered, give none.
 */
export function diffSpecs(before: unknown, after: unknown): SpecChange[] {
  const b = side(before);
  const a = side(after);
  const keys = new Keys();
  const out: SpecChange[] = [];
  const add = <K extends ChangeKind>(kind: K, at: string, params: ChangeParams<K>, where: { before?: string; after?: string; node?: string }): void => {
    const change = { kind, class: classOf(kind), at, message: wordChange(kind, params), params } as SpecChange<K>;
    if (where.before !== undefined) change.before = where.before;
    if (where.after !== undefined) change.after = where.after;
    if (where.node !== undefined) change.node = where.node;
    out.push(change as unknown as SpecChange);
  };

  // Fields of the spec other than its nodes.
  if (isObject(before) || isObject(after)) {
    const bo = isObject(before) ? before : {};
    const ao = isObject(after) ? after : {};
    for (const k of new Set([...Object.keys(bo), ...Object.keys(ao)])) {
      if (k === "nodes") continue;
      if (!keys.same(own(bo, k), own(ao, k))) add("spec/field-changed", Object.hasOwn(ao, k) ? `/${escapeToken(k)}` : "", { field: k }, Object.hasOwn(ao, k) ? { after: `/${escapeToken(k)}` } : { before: `/${escapeToken(k)}` });
    }
  }

  // Match nodes by id (in order, when an id repeats), then by content with only the id changed.
  const byId = new Map<string, NodeRef[]>();
  for (const n of a.nodes) {
    const id = idOf(n.node);
    if (id === "") continue;
    const list = byId.get(id);
    if (list === undefined) byId.set(id, [n]);
    else list.push(n);
  }
  const pairs: { b: NodeRef; a: NodeRef }[] = [];
  const pairedA = new Set<NodeRef>();
  const leftB: NodeRef[] = [];
  for (const n of b.nodes) {
    const match = byId.get(idOf(n.node))?.shift();
    if (match === undefined) leftB.push(n);
    else {
      pairs.push({ b: n, a: match });
      pairedA.add(match);
    }
  }
  const leftA = a.nodes.filter((n) => !pairedA.has(n));
  const rename = new Map<string, string>();
  const removed: NodeRef[] = [];
  const addedSet = new Set(leftA);
  if (leftB.length > 0 && leftA.length > 0) {
    const unmatchedB = new Set(leftB.map((n) => idOf(n.node)));
    const unmatchedA = new Set(leftA.map((n) => idOf(n.node)));
    const byKey = new Map<string, NodeRef[]>();
    for (const n of leftA) {
      const key = renameKey(n.node, unmatchedA);
      const list = byKey.get(key);
      if (list === undefined) byKey.set(key, [n]);
      else list.push(n);
    }
    for (const n of leftB) {
      const match = byKey.get(renameKey(n.node, unmatchedB))?.shift();
      if (match === undefined) removed.push(n);
      else {
        pairs.push({ b: n, a: match });
        addedSet.delete(match);
        const from = idOf(n.node);
        const to = idOf(match.node);
        if (from !== to && from !== "" && !rename.has(from)) rename.set(from, to);
      }
    }
  } else removed.push(...leftB);
  const mapId = (id: string): string => rename.get(id) ?? id;

  // What the spec after still names, and which variables its conditions read.
  const referencedAfter = new Map<string, string>();
  for (const n of a.nodes) references(n.node, n.pointer, (id, at) => {
    if (!referencedAfter.has(id)) referencedAfter.set(id, at);
  });
  const readsAfter = new Map<string, string>();
  for (const c of specComparisons(specTransitions(a.nodes))) {
    if (own(c.cond, "source") !== "vars") continue;
    const name = varOf(own(c.cond, "path"));
    if (name !== undefined && !readsAfter.has(name)) readsAfter.set(name, c.pointer);
  }
  const writersAfter = new Set<string>();
  for (const n of a.nodes) {
    const v = str(own(n.node, "outputVar"));
    if (v !== undefined) writersAfter.add(v);
  }

  // The first node is where a run starts.
  const firstB = b.nodes[0]?.index === 0 ? b.nodes[0] : undefined;
  const firstA = a.nodes[0]?.index === 0 ? a.nodes[0] : undefined;
  const startPair = firstB === undefined ? undefined : pairs.find((p) => p.b === firstB);
  if ((firstB !== undefined || firstA !== undefined) && (startPair === undefined || startPair.a !== firstA)) {
    const params: { from?: string; to?: string } = {};
    if (firstB !== undefined) params.from = idOf(firstB.node);
    if (firstA !== undefined) params.to = idOf(firstA.node);
    add("spec/start-changed", firstA === undefined ? "" : "/nodes/0", params, { ...(firstB ? { before: "/nodes/0" } : {}), ...(firstA ? { after: "/nodes/0" } : {}) });
  }

  // Matched nodes, in the order of the spec after.
  pairs.sort((x, y) => x.a.index - y.a.index);
  for (const { b: nb, a: na } of pairs) compareNodes(nb, na);

  for (const n of a.nodes) {
    if (!addedSet.has(n)) continue;
    const params: { id: string; route?: string } = { id: idOf(n.node) };
    if (isWebhook(n.node)) params.route = routeOf(n.node);
    add("node/added", n.pointer, params, { after: n.pointer, node: idOf(n.node) });
  }
  for (const n of removed) {
    const id = idOf(n.node);
    const by = id === "" ? undefined : referencedAfter.get(id);
    const where = { before: n.pointer, node: id };
    if (by !== undefined) add("node/removed-referenced", by, { id, by: referenceWords(by) }, where);
    else add("node/removed", a.nodes.length > 0 || Array.isArray(isObject(after) ? own(after, "nodes") : undefined) ? "/nodes" : "", { id }, where);
    const v = str(own(n.node, "outputVar"));
    const reader = v === undefined ? undefined : readsAfter.get(v);
    if (v !== undefined && reader !== undefined && !writersAfter.has(v)) add("output/read-after-removal", reader, { id, from: v, by: referenceWords(reader) }, { before: `${n.pointer}/outputVar`, node: id });
  }
  return redactChanges(out, before, after);

  /** Whether a node of the spec before names a node that was renamed. */
  function namesRenamed(n: NodeRef): boolean {
    let found = false;
    references(n.node, n.pointer, (id) => {
      if (rename.has(id)) found = true;
    });
    return found;
  }

  function referenceWords(pointer: string): string {
    const m = /^\/nodes\/(\d+)\/transition\/(\d+)(\/.*)?$/.exec(pointer);
    if (m === null) return "the spec";
    const node = (own(after as JsonObject, "nodes") as unknown[])[Number(m[1])] as JsonObject;
    const t = `transition ${Number(m[2]) + 1} of ${JSON.stringify(idOf(node))}`;
    return m[3] === "/to" ? t : `the condition of ${t}`;
  }

  function compareNodes(nb: NodeRef, na: NodeRef): void {
    const id = idOf(na.node);
    const oldId = idOf(nb.node);
    const node = { before: nb.pointer, after: na.pointer, node: id };
    const rb = b.reachable[nb.index] === true;
    const ra = a.reachable[na.index] === true;
    const flip = (): void => {
      if (rb && !ra) add("node/became-unreachable", na.pointer, { id }, node);
      if (!rb && ra) add("node/became-reachable", na.pointer, { id }, node);
    };
    // An equal node (most of them) can only have become reachable or not: what else could differ
    // (its transitions being dead) follows from its own content and its reachability.
    if ((rename.size === 0 || !namesRenamed(nb)) && keys.same(nb.node, na.node)) return flip();
    const child = (key: string) => ({ before: `${nb.pointer}/${key}`, after: `${na.pointer}/${key}`, node: id });
    const at = (key: string): string => (Object.hasOwn(na.node, key) ? `${na.pointer}/${key}` : na.pointer);
    if (oldId !== id) add("node/renamed", `${na.pointer}/id`, { from: oldId, to: id }, child("id"));
    for (const field of ["type", "actionType"] as const) {
      const fb = own(nb.node, field);
      const fa = own(na.node, field);
      if (!keys.same(fb, fa)) add("node/type-changed", at(field), withOptional({ id, field }, { from: shown(fb), to: shown(fa) }), child(field));
    }
    if (!keys.same(own(nb.node, "mode"), own(na.node, "mode"))) add("node/mode-changed", at("mode"), withOptional({ id }, { from: shown(own(nb.node, "mode")), to: shown(own(na.node, "mode")) }), child("mode"));

    // The webhook's config, field by field; another node's config as one field.
    if (isWebhook(nb.node) && isWebhook(na.node)) compareWebhook(nb, na, id);
    else if (!keys.same(own(nb.node, "config"), own(na.node, "config"))) add("node/field-changed", at("config"), { id, field: "config" }, child("config"));

    // outputVar: renamed, removed or added, and breaking when a condition still reads the old name.
    const vb = str(own(nb.node, "outputVar"));
    const va = str(own(na.node, "outputVar"));
    if (vb !== va) {
      const reader = vb === undefined ? undefined : readsAfter.get(vb);
      if (vb !== undefined && reader !== undefined && !writersAfter.has(vb)) add("output/read-after-removal", reader, withOptional({ id, from: vb, by: referenceWords(reader) }, { to: va }), child("outputVar"));
      else if (vb !== undefined && va !== undefined) add("output/renamed", at("outputVar"), { id, from: vb, to: va }, child("outputVar"));
      else if (vb !== undefined) add("output/removed", na.pointer, { id, from: vb }, { before: `${nb.pointer}/outputVar`, node: id });
      else if (va !== undefined) add("output/added", at("outputVar"), { id, to: va }, { after: `${na.pointer}/outputVar`, node: id });
    } else if (!keys.same(own(nb.node, "outputVar"), own(na.node, "outputVar"))) add("node/field-changed", at("outputVar"), { id, field: "outputVar" }, child("outputVar"));

    // Fields of the node the toolkit does not name.
    for (const k of new Set([...Object.keys(nb.node), ...Object.keys(na.node)])) {
      if (NODE_FIELDS.has(k)) continue;
      if (!keys.same(own(nb.node, k), own(na.node, k))) add("node/field-changed", at(k), { id, field: k }, child(escapeToken(k)));
    }

    compareTransitions(nb, na, id);
    flip();
  }

  function compareWebhook(nb: NodeRef, na: NodeRef, id: string): void {
    const cb = configOf(nb.node);
    const ca = configOf(na.node);
    const base = `${na.pointer}/config`;
    const at = (key: string): string => (Object.hasOwn(ca, key) ? `${base}/${key}` : Object.hasOwn(na.node, "config") ? base : na.pointer);
    const where = (key: string) => ({ before: `${nb.pointer}/config/${key}`, after: `${base}/${key}`, node: id });
    const routeB = routeOf(nb.node);
    const routeA = routeOf(na.node);
    const relay = routeA === "brazil" || routeA === "us";
    const timeoutA = own(ca, "timeout");
    const capped = relay && typeof timeoutA === "number" && timeoutA > webhookLimits.relayTimeoutMaxSeconds ? webhookLimits.relayTimeoutMaxSeconds : undefined;
    if (routeB !== routeA) add("webhook/route-changed", at("proxy"), withOptional({ id, from: routeB, to: routeA }, { capped }), where("proxy"));
    const ub = splitUrl(own(cb, "url"));
    const ua = splitUrl(own(ca, "url"));
    if (ub.host !== ua.host || ub.user !== ua.user) add("webhook/url-host-changed", at("url"), { id, from: ub.host, to: ua.host, userChanged: ub.user !== ua.user }, where("url"));
    if (ub.path !== ua.path || ub.query !== ua.query) add("webhook/url-path-changed", at("url"), { id, from: ub.path, to: ua.path, queryChanged: ub.query !== ua.query }, where("url"));
    if (!keys.same(own(cb, "method"), own(ca, "method"))) add("webhook/method-changed", at("method"), withOptional({ id }, { from: shown(own(cb, "method")), to: shown(own(ca, "method")) }), where("method"));
    if (!keys.same(own(cb, "headers"), own(ca, "headers"))) add("webhook/headers-changed", at("headers"), { id, ...nameChanges(own(cb, "headers"), own(ca, "headers")) }, where("headers"));
    if (!keys.same(own(cb, "query"), own(ca, "query"))) add("webhook/query-changed", at("query"), { id, ...nameChanges(own(cb, "query"), own(ca, "query")) }, where("query"));
    if (!keys.same(own(cb, "body"), own(ca, "body"))) {
      const places: string[] = [];
      bodyPlaces(own(cb, "body"), own(ca, "body"), "", places);
      add("webhook/body-changed", at("body"), { id, at: places }, where("body"));
    }
    if (!keys.same(own(cb, "responseMode"), own(ca, "responseMode"))) add("webhook/response-mode-changed", at("responseMode"), withOptional({ id }, { from: shown(own(cb, "responseMode")), to: shown(own(ca, "responseMode")) }), where("responseMode"));
    const timeoutB = own(cb, "timeout");
    if (!keys.same(timeoutB, timeoutA)) add("webhook/timeout-changed", at("timeout"), withOptional({ id, route: routeA }, { from: shown(timeoutB), to: shown(timeoutA), capped }), where("timeout"));
    for (const k of new Set([...Object.keys(cb), ...Object.keys(ca)])) {
      if (WEBHOOK_FIELDS.has(k)) continue;
      if (!keys.same(own(cb, k), own(ca, k))) add("webhook/config-changed", at(k), { id, field: k }, where(escapeToken(k)));
    }
  }

  function compareTransitions(nb: NodeRef, na: NodeRef, id: string): void {
    const tb = transitionsOf(nb);
    const ta = transitionsOf(na);
    if (tb.length === 0 && ta.length === 0) return;
    // The spec before's transitions read through the renames: a renamed target is the same target.
    if (rename.size > 0) for (const t of tb) t.value = renamed(t.value, mapId);
    const keyB = tb.map((t) => keys.withoutHints(t.value));
    const keyA = ta.map((t) => keys.withoutHints(t.value));
    const freeA = new Map<string, number[]>();
    keyA.forEach((k, i) => {
      const list = freeA.get(k);
      if (list === undefined) freeA.set(k, [i]);
      else list.push(i);
    });
    const matchOf = new Array<number>(tb.length).fill(-1);
    const takenA = new Array<boolean>(ta.length).fill(false);
    keyB.forEach((k, i) => {
      const j = freeA.get(k)?.shift();
      if (j !== undefined) {
        matchOf[i] = j;
        takenA[j] = true;
      }
    });
    const toB = (t: Transition): unknown => own(t.value, "to");
    // Then the same target with another condition, then the same condition with another target.
    const pairUp = (same: (x: Transition, y: Transition) => boolean): void => {
      for (let i = 0; i < tb.length; i++) {
        if (matchOf[i] !== -1) continue;
        for (let j = 0; j < ta.length; j++) {
          if (takenA[j] || !same(tb[i]!, ta[j]!)) continue;
          matchOf[i] = j;
          takenA[j] = true;
          break;
        }
      }
    };
    pairUp((x, y) => keys.same(toB(x), own(y.value, "to")));
    pairUp((x, y) => keys.withoutHints(own(x.value, "when")) === keys.withoutHints(own(y.value, "when")) && Object.hasOwn(x.value, "when") === Object.hasOwn(y.value, "when"));

    const words = (t: Transition): string => (Object.hasOwn(t.value, "when") ? conditionWords(own(t.value, "when"), { limit: 200 }) : "always");
    const target = (v: unknown): string => (typeof v === "string" ? v : valueKey(v));
    for (let i = 0; i < tb.length; i++) {
      const x = tb[i]!;
      const j = matchOf[i]!;
      if (j === -1) {
        add("transition/removed", Object.hasOwn(na.node, "transition") ? `${na.pointer}/transition` : na.pointer, { id, transition: x.index + 1, to: target(x.to), when: words(x) }, { before: x.pointer, node: id });
        continue;
      }
      const y = ta[j]!;
      const where = { before: x.pointer, after: y.pointer, node: id };
      const n = y.index + 1;
      if (!keys.same(toB(x), own(y.value, "to"))) add("transition/target-changed", `${y.pointer}/to`, { id, transition: n, from: target(x.to), to: target(y.to) }, where);
      const wb = own(x.value, "when");
      const wa = own(y.value, "when");
      if (keys.withoutHints(wb) !== keys.withoutHints(wa) || Object.hasOwn(x.value, "when") !== Object.hasOwn(y.value, "when")) {
        const what: string[] = [];
        if (wb !== undefined && wa !== undefined) conditionDifferences(wb, wa, "", what);
        add("transition/condition-changed", Object.hasOwn(y.value, "when") ? `${y.pointer}/when` : y.pointer, { id, transition: n, from: words(x), to: words(y), what }, where);
      } else if (!keys.same(wb, wa)) add("condition/hint-changed", `${y.pointer}/when`, { id, transition: n }, where);
      for (const k of new Set([...Object.keys(x.value), ...Object.keys(y.value)])) {
        if (TRANSITION_FIELDS.has(k)) continue;
        if (!keys.same(own(x.value, k), own(y.value, k))) add("transition/field-changed", Object.hasOwn(y.value, k) ? `${y.pointer}/${escapeToken(k)}` : y.pointer, { id, transition: n, field: k }, where);
      }
      // A transition that became dead or live, unless its whole node became unreachable or reachable.
      const eb = b.edges[nb.index]?.[x.index];
      const ea = a.edges[na.index]?.[y.index];
      if (eb !== undefined && ea !== undefined && eb.dead !== ea.dead) {
        const nodeFlip = (b.reachable[nb.index] === true) !== (a.reachable[na.index] === true);
        if (!(nodeFlip && (ea.deadBecause === "unreached" || eb.deadBecause === "unreached"))) {
          if (ea.dead) add("transition/became-dead", y.pointer, { id, transition: n, because: DEAD_WORDS[ea.deadBecause ?? "never-holds"] }, where);
          else add("transition/became-live", y.pointer, { id, transition: n }, where);
        }
      }
    }
    for (let j = 0; j < ta.length; j++) {
      if (takenA[j]) continue;
      const y = ta[j]!;
      add("transition/added", y.pointer, { id, transition: y.index + 1, to: target(own(y.value, "to")), when: words(y) }, { after: y.pointer, node: id });
    }
    // Order: the paired transitions, read in the order of the spec after, must keep their order.
    const fromB = new Array<number>(ta.length).fill(-1);
    matchOf.forEach((j, i) => {
      if (j !== -1) fromB[j] = i;
    });
    const order: number[] = [];
    for (const i of fromB) if (i !== -1) order.push(tb[i]!.index + 1);
    if (order.some((v, k) => k > 0 && v < order[k - 1]!)) add("transition/reordered", Object.hasOwn(na.node, "transition") ? `${na.pointer}/transition` : na.pointer, { id, order }, { before: `${nb.pointer}/transition`, after: `${na.pointer}/transition`, node: id });
  }
}

/** The changes with every literal credential of either spec redacted from their words and params (contract §12). */
function redactChanges(changes: SpecChange[], before: unknown, after: unknown): SpecChange[] {
  const secrets = [...new Set(findSecrets(before).concat(findSecrets(after)).map((h) => h.secret))];
  if (secrets.length === 0) return changes;
  return changes.map((c) => ({ ...c, message: redactText(c.message, secrets), params: redactValue(c.params, secrets) }));
}

/** A copy of a transition with its target and each `of` of its condition read through `mapId`. */
function renamed(t: JsonObject, mapId: (id: string) => string): JsonObject {
  const out: JsonObject = { ...t };
  const to = own(t, "to");
  if (typeof to === "string") out["to"] = mapId(to);
  if (Object.hasOwn(t, "when")) out["when"] = renamedCondition(own(t, "when"), mapId, 0);
  return out;
}

function renamedCondition(c: unknown, mapId: (id: string) => string, depth: number): unknown {
  if (!isObject(c) || depth > 64) return c;
  const out: JsonObject = { ...c };
  if (own(c, "op") !== undefined) {
    const of = own(c, "of");
    if (typeof of === "string") out["of"] = mapId(of);
    else if (isObject(of) && typeof own(of, "nodeId") === "string") out["of"] = { ...of, nodeId: mapId(own(of, "nodeId") as string) };
    return out;
  }
  for (const key of ["all", "any"]) {
    const list = own(c, key);
    if (Array.isArray(list)) out[key] = list.map((x) => renamedCondition(x, mapId, depth + 1));
  }
  if (own(c, "not") !== undefined) out["not"] = renamedCondition(own(c, "not"), mapId, depth + 1);
  return out;
}

interface Transition {
  /** The transition, read through the renames on the side before. */
  value: JsonObject;
  /** Its target as written. */
  to: unknown;
  index: number;
  pointer: string;
}

function transitionsOf(n: NodeRef): Transition[] {
  return specTransitions([n]).map((t) => ({ value: t.transition, to: own(t.transition, "to"), index: t.index, pointer: t.pointer }));
}

/** `base` with each defined optional member added (exactOptionalPropertyTypes forbids writing undefined). */
function withOptional<T extends object, O extends Record<string, unknown>>(base: T, optional: O): T & { [K in keyof O]?: Exclude<O[K], undefined> } {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) out[k] = v;
  return out as T & { [K in keyof O]?: Exclude<O[K], undefined> };
}
