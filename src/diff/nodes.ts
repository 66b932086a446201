// The compare-values step of diffSpecs for a pair of nodes: their fields, a webhook's config field
// by field, and what their outputVar means to the conditions that read it.
import { isObject, own, type JsonObject } from "../core/json.js";
import { escapeToken } from "../core/pointer.js";
import { webhookLimits, webhookRoute } from "../core/routes.js";
import type { NodeRef } from "../core/spec-index.js";
import { referenceWords, type DiffContext } from "./context.js";
import { sameValue, valueKey } from "./key.js";
import type { NameChanges } from "./kinds.js";
import { compareTransitions } from "./transitions.js";
import { idOf, pointerTo, references, str, withOptional } from "./walk.js";

const shown = (v: unknown): string | undefined => (v === undefined ? undefined : typeof v === "string" ? v : valueKey(v));
const NODE_FIELDS = new Set(["id", "type", "actionType", "mode", "config", "outputVar", "transition"]);
const WEBHOOK_FIELDS = new Set(["url", "method", "headers", "query", "body", "responseMode", "timeout", "proxy"]);
/** Most body places one change lists. */
const BODY_PLACES = 5;

export function routeOf(node: JsonObject): string {
  try {
    return webhookRoute(node as { config?: unknown });
  } catch {
    const config = own(node, "config");
    return `invalid ${valueKey(isObject(config) ? own(config, "proxy") : undefined)}`;
  }
}

export const isWebhook = (node: JsonObject): boolean => own(node, "actionType") === "WEBHOOK";
/** Whether the node's config is absent or an object: one whose fields can be compared. */
const fieldsOf = (node: JsonObject): boolean => !Object.hasOwn(node, "config") || isObject(own(node, "config"));
const configOf = (node: JsonObject): JsonObject => {
  const c = own(node, "config");
  return isObject(c) ? c : {};
};

/** Whether a node of the spec before names a node that was renamed. */
function namesRenamed(ctx: DiffContext, n: NodeRef): boolean {
  let found = false;
  references(n.node, n.pointer, (id) => {
    if (ctx.rename.has(id)) found = true;
  });
  return found;
}

/** The changes between two nodes taken as the same node. */
export function compareNodes(ctx: DiffContext, nb: NodeRef, na: NodeRef): void {
  const { keys, changes } = ctx;
  const id = idOf(na.node);
  const oldId = idOf(nb.node);
  const node = { before: nb.pointer, after: na.pointer, node: id };
  const rb = ctx.b.reachable[nb.index] === true;
  const ra = ctx.a.reachable[na.index] === true;
  const flip = (): void => {
    if (rb && !ra) changes.add("node/became-unreachable", na.pointer, { id }, node);
    if (!rb && ra) changes.add("node/became-reachable", na.pointer, { id }, node);
  };
  // An equal node (most of them) can only have become reachable or not: what else could differ
  // (its transitions being dead) follows from its own content and its reachability.
  if ((ctx.rename.size === 0 || !namesRenamed(ctx, nb)) && keys.same(nb.node, na.node)) return flip();
  // Each side's pointer only where that side holds the key: a field new in the spec after has no
  // place in the spec before, and one gone has none after.
  const child = (key: string) => ({ ...pointerTo(nb.node, nb.pointer, key), ...pointerTo(na.node, na.pointer, key, "after"), node: id });
  const at = (key: string): string => (Object.hasOwn(na.node, key) ? `${na.pointer}/${escapeToken(key)}` : na.pointer);
  if (oldId !== id) changes.add("node/renamed", at("id"), { from: oldId, to: id }, child("id"));
  for (const field of ["type", "actionType"] as const) {
    const fb = own(nb.node, field);
    const fa = own(na.node, field);
    if (!keys.same(fb, fa)) changes.add("node/type-changed", at(field), withOptional({ id, field }, { from: shown(fb), to: shown(fa) }), child(field));
  }
  if (!keys.same(own(nb.node, "mode"), own(na.node, "mode"))) changes.add("node/mode-changed", at("mode"), withOptional({ id }, { from: shown(own(nb.node, "mode")), to: shown(own(na.node, "mode")) }), child("mode"));

  // The webhook's config, field by field; another node's config as one field.
  // (A config that is there but not an object has no fields to compare: it changed as a whole.)
  if (isWebhook(nb.node) && isWebhook(na.node) && fieldsOf(nb.node) && fieldsOf(na.node)) compareWebhook(ctx, nb, na, id);
  else if (!keys.same(own(nb.node, "config"), own(na.node, "config"))) changes.add("node/field-changed", at("config"), { id, field: "config" }, child("config"));

  compareOutputVar(ctx, nb, na, id);

  // Fields of the node the toolkit does not name.
  for (const k of new Set([...Object.keys(nb.node), ...Object.keys(na.node)])) {
    if (NODE_FIELDS.has(k)) continue;
    if (!keys.same(own(nb.node, k), own(na.node, k))) changes.add("node/field-changed", at(k), { id, field: k }, child(k));
  }

  compareTransitions(ctx, nb, na, id);
  flip();
}

/** outputVar: renamed, removed or added, and breaking when a condition still reads the old name. */
function compareOutputVar(ctx: DiffContext, nb: NodeRef, na: NodeRef, id: string): void {
  const { changes } = ctx;
  const child = { ...pointerTo(nb.node, nb.pointer, "outputVar"), ...pointerTo(na.node, na.pointer, "outputVar", "after"), node: id };
  const at = Object.hasOwn(na.node, "outputVar") ? `${na.pointer}/outputVar` : na.pointer;
  const vb = str(own(nb.node, "outputVar"));
  const va = str(own(na.node, "outputVar"));
  if (vb !== va) {
    const reader = vb === undefined ? undefined : ctx.readsAfter.get(vb);
    if (vb !== undefined && reader !== undefined && !ctx.writersAfter.has(vb)) changes.add("output/read-after-removal", reader, withOptional({ id, from: vb, by: referenceWords(ctx, reader) }, { to: va }), child);
    else if (vb !== undefined && va !== undefined) changes.add("output/renamed", at, { id, from: vb, to: va }, child);
    else if (vb !== undefined) changes.add("output/removed", na.pointer, { id, from: vb }, { before: `${nb.pointer}/outputVar`, node: id });
    else if (va !== undefined) changes.add("output/added", at, { id, to: va }, { after: `${na.pointer}/outputVar`, node: id });
  } else if (!ctx.keys.same(own(nb.node, "outputVar"), own(na.node, "outputVar"))) changes.add("node/field-changed", at, { id, field: "outputVar" }, child);
}

/** A webhook's config, field by field. */
function compareWebhook(ctx: DiffContext, nb: NodeRef, na: NodeRef, id: string): void {
  const { keys, changes } = ctx;
  const cb = configOf(nb.node);
  const ca = configOf(na.node);
  const base = `${na.pointer}/config`;
  const at = (key: string): string => (Object.hasOwn(ca, key) ? `${base}/${escapeToken(key)}` : Object.hasOwn(na.node, "config") ? base : na.pointer);
  const where = (key: string) => ({ ...pointerTo(cb, `${nb.pointer}/config`, key), ...pointerTo(ca, base, key, "after"), node: id });
  const routeB = routeOf(nb.node);
  const routeA = routeOf(na.node);
  const relay = routeA === "brazil" || routeA === "us";
  const timeoutA = own(ca, "timeout");
  const capped = relay && typeof timeoutA === "number" && timeoutA > webhookLimits.relayTimeoutMaxSeconds ? webhookLimits.relayTimeoutMaxSeconds : undefined;
  if (routeB !== routeA) changes.add("webhook/route-changed", at("proxy"), withOptional({ id, from: routeB, to: routeA }, { capped }), where("proxy"));
  const ub = splitUrl(own(cb, "url"));
  const ua = splitUrl(own(ca, "url"));
  if (ub.host !== ua.host || ub.user !== ua.user) changes.add("webhook/url-host-changed", at("url"), { id, from: ub.host, to: ua.host, userChanged: ub.user !== ua.user }, where("url"));
  if (ub.path !== ua.path || ub.query !== ua.query) changes.add("webhook/url-path-changed", at("url"), { id, from: ub.path, to: ua.path, queryChanged: ub.query !== ua.query }, where("url"));
  const fromTo = (key: string) => withOptional({ id }, { from: shown(own(cb, key)), to: shown(own(ca, key)) });
  if (!keys.same(own(cb, "method"), own(ca, "method"))) changes.add("webhook/method-changed", at("method"), fromTo("method"), where("method"));
  if (!keys.same(own(cb, "headers"), own(ca, "headers"))) changes.add("webhook/headers-changed", at("headers"), { id, ...nameChanges(own(cb, "headers"), own(ca, "headers")) }, where("headers"));
  if (!keys.same(own(cb, "query"), own(ca, "query"))) changes.add("webhook/query-changed", at("query"), { id, ...nameChanges(own(cb, "query"), own(ca, "query")) }, where("query"));
  if (!keys.same(own(cb, "body"), own(ca, "body"))) {
    const places: string[] = [];
    bodyPlaces(own(cb, "body"), own(ca, "body"), "", places);
    changes.add("webhook/body-changed", at("body"), { id, at: places }, where("body"));
  }
  if (!keys.same(own(cb, "responseMode"), own(ca, "responseMode"))) changes.add("webhook/response-mode-changed", at("responseMode"), fromTo("responseMode"), where("responseMode"));
  const timeoutB = own(cb, "timeout");
  if (!keys.same(timeoutB, timeoutA)) changes.add("webhook/timeout-changed", at("timeout"), withOptional({ id, route: routeA }, { from: shown(timeoutB), to: shown(timeoutA), capped }), where("timeout"));
  for (const k of new Set([...Object.keys(cb), ...Object.keys(ca)])) {
    if (WEBHOOK_FIELDS.has(k)) continue;
    if (!keys.same(own(cb, k), own(ca, k))) changes.add("webhook/config-changed", at(k), { id, field: k }, where(k));
  }
}

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
