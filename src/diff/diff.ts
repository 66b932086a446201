// diffSpecs: what a change between two specs does to a run, as a list of changes each with a kind,
// a class, the pointers on both sides and a sentence. It reads values, so formatting and key order
// never show. Its steps: match the nodes (match.ts: by id, then a node whose id alone changed, its
// references with it, as a rename), compare the values of each pair (nodes.ts), match and compare
// their transitions (transitions.ts), and classify and word each change (changes.ts, kinds.ts).
// Node order shows only where it matters (which node is first).
import { isObject, own } from "../core/json.js";
import { escapeToken } from "../core/pointer.js";
import { findSecrets, redactText, redactValue } from "../core/secrets.js";
import type { NodeRef } from "../core/spec-index.js";
import { Changes, type SpecChange } from "./changes.js";
import { referenceWords, side, type DiffContext, type Side } from "./context.js";
import { Keys } from "./key.js";
import { matchNodes } from "./match.js";
import { compareNodes, isWebhook, routeOf } from "./nodes.js";
import { idOf, references, specComparisons, specTransitions, str } from "./walk.js";

export type { SpecChange } from "./changes.js";

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
  const changes = new Changes();
  compareSpecFields(before, after, keys, changes);
  const match = matchNodes(b.nodes, a.nodes);
  const ctx: DiffContext = { b, a, after, keys, changes, rename: match.rename, ...readsOf(a) };
  compareStart(ctx, match.pairs);
  // Matched nodes, in the order of the spec after.
  match.pairs.sort((x, y) => x.a.index - y.a.index);
  for (const { b: nb, a: na } of match.pairs) compareNodes(ctx, nb, na);
  for (const n of a.nodes) {
    if (!match.added.has(n)) continue;
    const params: { id: string; route?: string } = { id: idOf(n.node) };
    if (isWebhook(n.node)) params.route = routeOf(n.node);
    changes.add("node/added", n.pointer, params, { after: n.pointer, node: idOf(n.node) });
  }
  for (const n of match.removed) reportRemoved(ctx, n);
  return redactChanges(changes.list, before, after);
}

/** The changes with every literal credential of either spec redacted from their words and params (contract §12). */
function redactChanges(changes: SpecChange[], before: unknown, after: unknown): SpecChange[] {
  const secrets = [...new Set(findSecrets(before).concat(findSecrets(after)).map((h) => h.secret))];
  if (secrets.length === 0) return changes;
  return changes.map((c) => ({ ...c, message: redactText(c.message, secrets), params: redactValue(c.params, secrets) }));
}

/** Fields of the spec other than its nodes. */
function compareSpecFields(before: unknown, after: unknown, keys: Keys, changes: Changes): void {
  if (!isObject(before) && !isObject(after)) return;
  const bo = isObject(before) ? before : {};
  const ao = isObject(after) ? after : {};
  for (const k of new Set([...Object.keys(bo), ...Object.keys(ao)])) {
    if (k === "nodes" || keys.same(own(bo, k), own(ao, k))) continue;
    const pointer = `/${escapeToken(k)}`;
    const where = { ...(Object.hasOwn(bo, k) ? { before: pointer } : {}), ...(Object.hasOwn(ao, k) ? { after: pointer } : {}) };
    changes.add("spec/field-changed", Object.hasOwn(ao, k) ? pointer : "", { field: k }, where);
  }
}

/** What the spec after still names, which variables its conditions read and which its nodes write. */
function readsOf(a: Side): Pick<DiffContext, "referencedAfter" | "readsAfter" | "writersAfter"> {
  const referencedAfter = new Map<string, string>();
  for (const n of a.nodes) {
    references(n.node, n.pointer, (id, at) => {
      if (!referencedAfter.has(id)) referencedAfter.set(id, at);
    });
  }
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
  return { referencedAfter, readsAfter, writersAfter };
}

/** The first node is where a run starts. */
function compareStart(ctx: DiffContext, pairs: readonly { b: NodeRef; a: NodeRef }[]): void {
  const firstB = ctx.b.nodes[0]?.index === 0 ? ctx.b.nodes[0] : undefined;
  const firstA = ctx.a.nodes[0]?.index === 0 ? ctx.a.nodes[0] : undefined;
  if (firstB === undefined && firstA === undefined) return;
  const startPair = firstB === undefined ? undefined : pairs.find((p) => p.b === firstB);
  if (startPair !== undefined && startPair.a === firstA) return;
  const params: { from?: string; to?: string } = {};
  if (firstB !== undefined) params.from = idOf(firstB.node);
  if (firstA !== undefined) params.to = idOf(firstA.node);
  ctx.changes.add("spec/start-changed", firstA === undefined ? "" : "/nodes/0", params, { ...(firstB ? { before: "/nodes/0" } : {}), ...(firstA ? { after: "/nodes/0" } : {}) });
}

/** A node of the spec before with no pair: removed, and breaking where the spec after still names it or reads its variable. */
function reportRemoved(ctx: DiffContext, n: NodeRef): void {
  const id = idOf(n.node);
  const by = id === "" ? undefined : ctx.referencedAfter.get(id);
  const where = { before: n.pointer, node: id };
  if (by !== undefined) ctx.changes.add("node/removed-referenced", by, { id, by: referenceWords(ctx, by) }, where);
  else ctx.changes.add("node/removed", ctx.a.nodes.length > 0 || Array.isArray(isObject(ctx.after) ? own(ctx.after, "nodes") : undefined) ? "/nodes" : "", { id }, where);
  const v = str(own(n.node, "outputVar"));
  const reader = v === undefined ? undefined : ctx.readsAfter.get(v);
  if (v !== undefined && reader !== undefined && !ctx.writersAfter.has(v)) ctx.changes.add("output/read-after-removal", reader, { id, from: v, by: referenceWords(ctx, reader) }, { before: `${n.pointer}/outputVar`, node: id });
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
