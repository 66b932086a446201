// What a change between two specs is: each kind defined once, with its class and its sentence built
// from typed params. diffSpecs detects and reports a kind with its params; only this table words it,
// and docs/diff.md's table of classes is held to it by a test.
import { q } from "../core/wording.js";

/** How much a change matters to a run: breaking, behaviour, or cosmetic (nothing a run can observe). */
export type ChangeClass = "breaking" | "behaviour" | "cosmetic";

/** The classes, most severe first. */
export const CHANGE_CLASSES = ["breaking", "behaviour", "cosmetic"] as const satisfies readonly ChangeClass[];

interface KindDefinition<P> {
  readonly class: ChangeClass;
  readonly message: (params: P) => string;
}

const tn = (p: { transition: number; id: string }): string => `transition ${p.transition} of ${q(p.id)}`;
const relayNote = (route: string): string =>
  route === "direct" ? "" : `; the ${route} relay does not guarantee a fixed outbound address or country, a destination may reject it, and a relay failure is never retried on another route`;
const capNote = (p: { route: string; capped?: number }): string =>
  p.capped === undefined ? "" : `; on the ${p.route} relay it is capped at ${p.capped} s`;
const names = (label: string, list: readonly string[] | undefined): string => (list && list.length > 0 ? `${label} ${list.map(q).join(", ")}` : "");
const whenWords = (when: string): string => (when === "always" ? ", always" : ` when ${when}`);
const joinParts = (parts: readonly string[]): string => parts.filter((s) => s !== "").join("; ");

/** Which names a free-form object (headers, query) added, removed or changed; values are never shown. */
export interface NameChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

const nameChanges = (p: NameChanges): string => joinParts([names("added", p.added), names("removed", p.removed), names("changed", p.changed)]);

/** Every kind of change diffSpecs reports, with its class and its sentence. */
export const changeKinds = {
  "spec/start-changed": {
    class: "behaviour",
    message: (p: { from?: string; to?: string }) => `runs now start at ${p.to === undefined ? "no node" : `node ${q(p.to)}`} (was ${p.from === undefined ? "no node" : `node ${q(p.from)}`}): the first node is where a run starts`,
  },
  "spec/field-changed": { class: "behaviour", message: (p: { field: string }) => `the spec's ${q(p.field)} changed` },
  "node/added": {
    class: "behaviour",
    message: (p: { id: string; route?: string }) => `node ${q(p.id)} added${p.route === undefined ? "" : `, a webhook on route ${p.route}${relayNote(p.route)}`}`,
  },
  "node/removed": { class: "behaviour", message: (p: { id: string }) => `node ${q(p.id)} removed` },
  "node/removed-referenced": {
    class: "breaking",
    message: (p: { id: string; by: string }) => `node ${q(p.id)} removed while ${p.by} still names it: a run that goes there now fails`,
  },
  "node/renamed": { class: "behaviour", message: (p: { from: string; to: string }) => `node ${q(p.from)} renamed to ${q(p.to)}: runs report the new id, and anything outside the spec that names the old one (tests, analytics) no longer matches` },
  "node/type-changed": {
    class: "behaviour",
    message: (p: { id: string; field: string; from?: string; to?: string }) => `node ${q(p.id)}: ${p.field} ${p.from === undefined ? "(none)" : q(p.from)} → ${p.to === undefined ? "(none)" : q(p.to)}`,
  },
  "node/mode-changed": {
    class: "behaviour",
    message: (p: { id: string; from?: string; to?: string }) => `node ${q(p.id)}: mode ${p.from === undefined ? "(none)" : q(p.from)} → ${p.to === undefined ? "(none)" : q(p.to)}`,
  },
  "node/field-changed": { class: "behaviour", message: (p: { id: string; field: string }) => `node ${q(p.id)}: ${q(p.field)} changed` },
  "node/became-unreachable": { class: "behaviour", message: (p: { id: string }) => `node ${q(p.id)} became unreachable: no path of transitions from the first node leads to it any more` },
  "node/became-reachable": { class: "behaviour", message: (p: { id: string }) => `node ${q(p.id)} became reachable from the first node` },
  "webhook/route-changed": {
    class: "behaviour",
    message: (p: { id: string; from: string; to: string; capped?: number }) => `node ${q(p.id)}: webhook route ${p.from} → ${p.to}${relayNote(p.to)}${p.capped === undefined ? "" : `; its timeout is capped at ${p.capped} s there`}`,
  },
  "webhook/url-host-changed": { class: "behaviour", message: (p: { id: string; from: string; to: string }) => `node ${q(p.id)}: url host ${q(p.from)} → ${q(p.to)}` },
  "webhook/url-path-changed": {
    class: "behaviour",
    message: (p: { id: string; from: string; to: string; queryChanged: boolean }) =>
      p.from === p.to ? `node ${q(p.id)}: url query string changed (values not shown)` : `node ${q(p.id)}: url path ${q(p.from)} → ${q(p.to)}${p.queryChanged ? ", and its query string (values not shown)" : ""}`,
  },
  "webhook/method-changed": { class: "behaviour", message: (p: { id: string; from?: string; to?: string }) => `node ${q(p.id)}: method ${p.from === undefined ? "(none)" : q(p.from)} → ${p.to === undefined ? "(none)" : q(p.to)}` },
  "webhook/headers-changed": { class: "behaviour", message: (p: { id: string } & NameChanges) => `node ${q(p.id)}: headers changed (${nameChanges(p) || "their form"}; values not shown)` },
  "webhook/query-changed": { class: "behaviour", message: (p: { id: string } & NameChanges) => `node ${q(p.id)}: query parameters changed (${nameChanges(p) || "their form"}; values not shown)` },
  "webhook/body-changed": { class: "behaviour", message: (p: { id: string; at: string[] }) => `node ${q(p.id)}: request body changed${p.at.length > 0 ? ` at ${p.at.map((a) => (a === "" ? "its root" : a)).join(", ")}` : ""}` },
  "webhook/response-mode-changed": {
    class: "behaviour",
    message: (p: { id: string; from?: string; to?: string }) => `node ${q(p.id)}: responseMode ${p.from === undefined ? "(none)" : q(p.from)} → ${p.to === undefined ? "(none)" : q(p.to)}`,
  },
  "webhook/timeout-changed": {
    class: "behaviour",
    message: (p: { id: string; from?: string; to?: string; route: string; capped?: number }) =>
      `node ${q(p.id)}: timeout ${p.from ?? "(none)"} → ${p.to ?? "(none)"}${capNote(p)}`,
  },
  "webhook/config-changed": { class: "behaviour", message: (p: { id: string; field: string }) => `node ${q(p.id)}: config ${q(p.field)} changed` },
  "output/added": { class: "behaviour", message: (p: { id: string; to: string }) => `node ${q(p.id)} now writes vars.${p.to}` },
  "output/renamed": { class: "behaviour", message: (p: { id: string; from: string; to: string }) => `node ${q(p.id)}: outputVar ${q(p.from)} → ${q(p.to)}` },
  "output/removed": { class: "behaviour", message: (p: { id: string; from: string }) => `node ${q(p.id)} no longer writes vars.${p.from}` },
  "output/read-after-removal": {
    class: "breaking",
    message: (p: { id: string; from: string; to?: string; by: string }) =>
      `node ${q(p.id)} no longer writes vars.${p.from}${p.to === undefined ? "" : ` (its outputVar is now ${q(p.to)})`}, which ${p.by} still reads: that condition now sees it missing`,
  },
  "transition/added": { class: "behaviour", message: (p: { id: string; transition: number; to: string; when: string }) => `${tn(p)} added: to ${q(p.to)}${whenWords(p.when)}` },
  "transition/removed": { class: "behaviour", message: (p: { id: string; transition: number; to: string; when: string }) => `${tn(p)} removed (was: to ${q(p.to)}${whenWords(p.when)})` },
  "transition/reordered": {
    class: "behaviour",
    message: (p: { id: string; order: number[] }) => `transitions of ${q(p.id)} reordered: now in the former order ${p.order.join(", ")}; the first that holds wins, so order is behaviour`,
  },
  "transition/target-changed": { class: "behaviour", message: (p: { id: string; transition: number; from: string; to: string }) => `${tn(p)} now goes to ${q(p.to)} (was ${q(p.from)})` },
  "transition/condition-changed": {
    class: "behaviour",
    message: (p: { id: string; transition: number; from: string; to: string; what: string[] }) =>
      `${tn(p)} now fires when ${p.to} (was when ${p.from})${p.what.length > 0 ? `: ${p.what.join("; ")}` : ""}`,
  },
  "transition/field-changed": { class: "behaviour", message: (p: { id: string; transition: number; field: string }) => `${tn(p)}: ${q(p.field)} changed` },
  "transition/became-dead": {
    class: "behaviour",
    message: (p: { id: string; transition: number; because: string }) => `${tn(p)} can no longer fire: ${p.because}`,
  },
  "transition/became-live": { class: "behaviour", message: (p: { id: string; transition: number }) => `${tn(p)} can fire again` },
  "condition/hint-changed": {
    class: "cosmetic",
    message: (p: { id: string; transition: number }) => `${tn(p)}: only a condition's valueType changed, an editor hint the executor ignores`,
  },
} as const satisfies Record<string, KindDefinition<never>>;

/** A kind of change diffSpecs reports. */
export type ChangeKind = keyof typeof changeKinds;

/** The params a kind is reported with. */
export type ChangeParams<K extends ChangeKind> = Parameters<(typeof changeKinds)[K]["message"]>[0];

/** The class of a kind. */
export const classOf = (kind: ChangeKind): ChangeClass => changeKinds[kind].class;

/** The sentence of a change. */
export function wordChange<K extends ChangeKind>(kind: K, params: ChangeParams<K>): string {
  return (changeKinds[kind].message as (p: ChangeParams<K>) => string)(params);
}
