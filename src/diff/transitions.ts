// The match-transitions and compare steps of diffSpecs for a pair of nodes: transitions paired by
// equal value, then by target, then by condition; then what changed in each pair, what was added,
// removed or reordered, and which became dead or live.
import { isObject, own, type JsonObject } from "../core/json.js";
import { escapeToken } from "../core/pointer.js";
import type { NodeRef } from "../core/spec-index.js";
import type { GraphEdge } from "../graph/model.js";
import { conditionWords } from "../conditions/words.js";
import type { DiffContext } from "./context.js";
import { sameValue, valueKey, type Keys } from "./key.js";
import { specTransitions } from "./walk.js";

const TRANSITION_FIELDS = new Set(["to", "when"]);

const DEAD_WORDS: Record<NonNullable<GraphEdge["deadBecause"]>, string> = {
  "earlier-always": "an earlier transition always fires",
  "never-holds": "its condition never holds",
  unreached: "its node is never reached",
};

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

const toOf = (t: Transition): unknown => own(t.value, "to");
const words = (t: Transition): string => (Object.hasOwn(t.value, "when") ? conditionWords(own(t.value, "when"), { limit: 200 }) : "always");
const target = (v: unknown): string => (typeof v === "string" ? v : valueKey(v));

/** For each transition before, the index of its pair after (-1: none): equal ones first, then the same target, then the same condition. */
function matchTransitions(keys: Keys, tb: readonly Transition[], ta: readonly Transition[]): number[] {
  const freeA = new Map<string, number[]>();
  ta.forEach((t, i) => {
    const k = keys.withoutHints(t.value);
    const list = freeA.get(k);
    if (list === undefined) freeA.set(k, [i]);
    else list.push(i);
  });
  const matchOf = new Array<number>(tb.length).fill(-1);
  const takenA = new Array<boolean>(ta.length).fill(false);
  tb.forEach((t, i) => {
    const j = freeA.get(keys.withoutHints(t.value))?.shift();
    if (j !== undefined) {
      matchOf[i] = j;
      takenA[j] = true;
    }
  });
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
  pairUp((x, y) => keys.same(toOf(x), toOf(y)));
  pairUp((x, y) => keys.withoutHints(own(x.value, "when")) === keys.withoutHints(own(y.value, "when")) && Object.hasOwn(x.value, "when") === Object.hasOwn(y.value, "when"));
  return matchOf;
}

/** The transitions of two nodes taken as the same node: paired, then compared. */
export function compareTransitions(ctx: DiffContext, nb: NodeRef, na: NodeRef, id: string): void {
  const { changes } = ctx;
  const tb = transitionsOf(nb);
  const ta = transitionsOf(na);
  if (tb.length === 0 && ta.length === 0) return;
  // The spec before's transitions read through the renames: a renamed target is the same target.
  if (ctx.rename.size > 0) for (const t of tb) t.value = renamed(t.value, (name) => ctx.rename.get(name) ?? name);
  const matchOf = matchTransitions(ctx.keys, tb, ta);
  const list = Object.hasOwn(na.node, "transition") ? `${na.pointer}/transition` : na.pointer;
  for (let i = 0; i < tb.length; i++) {
    const x = tb[i]!;
    const j = matchOf[i]!;
    if (j === -1) changes.add("transition/removed", list, { id, transition: x.index + 1, to: target(x.to), when: words(x) }, { before: x.pointer, node: id });
    else comparePair(ctx, nb, na, id, x, ta[j]!);
  }
  const fromB = new Array<number>(ta.length).fill(-1);
  matchOf.forEach((j, i) => {
    if (j !== -1) fromB[j] = i;
  });
  for (let j = 0; j < ta.length; j++) {
    if (fromB[j] !== -1) continue;
    const y = ta[j]!;
    changes.add("transition/added", y.pointer, { id, transition: y.index + 1, to: target(toOf(y)), when: words(y) }, { after: y.pointer, node: id });
  }
  // Order: the paired transitions, read in the order of the spec after, must keep their order.
  const order: number[] = [];
  for (const i of fromB) if (i !== -1) order.push(tb[i]!.index + 1);
  if (order.some((v, k) => k > 0 && v < order[k - 1]!)) changes.add("transition/reordered", list, { id, order }, { before: `${nb.pointer}/transition`, after: `${na.pointer}/transition`, node: id });
}

/** What changed between a transition before and its pair after. */
function comparePair(ctx: DiffContext, nb: NodeRef, na: NodeRef, id: string, x: Transition, y: Transition): void {
  const { keys, changes } = ctx;
  const where = { before: x.pointer, after: y.pointer, node: id };
  const n = y.index + 1;
  if (!keys.same(toOf(x), toOf(y))) changes.add("transition/target-changed", Object.hasOwn(y.value, "to") ? `${y.pointer}/to` : y.pointer, { id, transition: n, from: target(x.to), to: target(y.to) }, where);
  const wb = own(x.value, "when");
  const wa = own(y.value, "when");
  if (keys.withoutHints(wb) !== keys.withoutHints(wa) || Object.hasOwn(x.value, "when") !== Object.hasOwn(y.value, "when")) {
    const what: string[] = [];
    if (wb !== undefined && wa !== undefined) conditionDifferences(wb, wa, "", what);
    changes.add("transition/condition-changed", Object.hasOwn(y.value, "when") ? `${y.pointer}/when` : y.pointer, { id, transition: n, from: words(x), to: words(y), what }, where);
  } else if (!keys.same(wb, wa)) changes.add("condition/hint-changed", `${y.pointer}/when`, { id, transition: n }, where);
  for (const k of new Set([...Object.keys(x.value), ...Object.keys(y.value)])) {
    if (TRANSITION_FIELDS.has(k)) continue;
    if (!keys.same(own(x.value, k), own(y.value, k))) changes.add("transition/field-changed", Object.hasOwn(y.value, k) ? `${y.pointer}/${escapeToken(k)}` : y.pointer, { id, transition: n, field: k }, where);
  }
  // A transition that became dead or live, unless its whole node became unreachable or reachable.
  const eb = ctx.b.edges[nb.index]?.[x.index];
  const ea = ctx.a.edges[na.index]?.[y.index];
  if (eb === undefined || ea === undefined || eb.dead === ea.dead) return;
  const nodeFlip = (ctx.b.reachable[nb.index] === true) !== (ctx.a.reachable[na.index] === true);
  if (nodeFlip && (ea.deadBecause === "unreached" || eb.deadBecause === "unreached")) return;
  if (ea.dead) changes.add("transition/became-dead", y.pointer, { id, transition: n, because: DEAD_WORDS[ea.deadBecause ?? "never-holds"] }, where);
  else changes.add("transition/became-live", y.pointer, { id, transition: n }, where);
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
