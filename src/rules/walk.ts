import { escapeToken } from "../validate/pointer.js";
import { didYouMean } from "./suggest.js";

/**
 * Name comparisons did-you-mean may make in one validation. Each unknown reference compares its
 * name with every node id; a spec with thousands of unknown references would otherwise cost
 * references × ids. Past the budget the errors are still reported, without a suggestion.
 */
export const MAX_SUGGESTION_COMPARISONS = 100_000;

export type JsonObject = Record<string, unknown>;

/** True for a plain JSON object (not null, not an array). */
export function isObject(v: unknown): v is JsonObject {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** Own property read that never reaches the prototype chain. */
export function own(obj: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

export interface NodeRef {
  node: JsonObject;
  index: number;
  pointer: string;
}

/** The spec's nodes that are objects, with their pointers; nothing when `nodes` is not an array. */
export function specNodes(doc: unknown): NodeRef[] {
  if (!isObject(doc)) return [];
  const nodes = own(doc, "nodes");
  if (!Array.isArray(nodes)) return [];
  const out: NodeRef[] = [];
  nodes.forEach((node, index) => {
    if (isObject(node)) out.push({ node, index, pointer: `/nodes/${index}` });
  });
  return out;
}

export interface TransitionRef {
  node: NodeRef;
  transition: JsonObject;
  index: number;
  pointer: string;
}

/** Every transition object of the given nodes. */
export function specTransitions(nodes: readonly NodeRef[]): TransitionRef[] {
  const out: TransitionRef[] = [];
  for (const n of nodes) {
    const list = own(n.node, "transition");
    if (!Array.isArray(list)) continue;
    list.forEach((t, index) => {
      if (isObject(t)) out.push({ node: n, transition: t, index, pointer: `${n.pointer}/transition/${index}` });
    });
  }
  return out;
}

/** A pointer to a property of the object at `base`. */
export const at = (base: string, key: string | number): string => `${base}/${escapeToken(key)}`;

export interface ComparisonRef {
  /** The comparison object (it has `op`). */
  cond: JsonObject;
  pointer: string;
  transition: TransitionRef;
}

/**
 * Every comparison (an object with `op`) in the `when` of every transition, found through `all`,
 * `any` and `not`, with its pointer. Iterative, so deep nesting costs no stack.
 */
export function specComparisons(transitions: readonly TransitionRef[]): ComparisonRef[] {
  const out: ComparisonRef[] = [];
  for (const t of transitions) {
    const stack: { value: unknown; pointer: string }[] = [{ value: own(t.transition, "when"), pointer: `${t.pointer}/when` }];
    while (stack.length > 0) {
      const { value, pointer } = stack.pop()!;
      if (!isObject(value)) continue;
      if (own(value, "op") !== undefined) {
        out.push({ cond: value, pointer, transition: t });
        continue;
      }
      for (const key of ["all", "any"]) {
        const list = own(value, key);
        if (Array.isArray(list)) list.forEach((item, i) => stack.push({ value: item, pointer: `${pointer}/${key}/${i}` }));
      }
      if (own(value, "not") !== undefined) stack.push({ value: own(value, "not"), pointer: `${pointer}/not` });
    }
  }
  return out;
}

/** The string ids of the given nodes. */
export function nodeIds(nodes: readonly NodeRef[]): Set<string> {
  const ids = new Set<string>();
  for (const { node } of nodes) {
    const id = own(node, "id");
    if (typeof id === "string" && id !== "") ids.add(id);
  }
  return ids;
}

/** The node's webhook `config` (an object), when the node is a WEBHOOK action. */
export function webhookConfig(node: JsonObject): JsonObject | undefined {
  if (own(node, "actionType") !== "WEBHOOK") return undefined;
  const config = own(node, "config");
  return isObject(config) ? config : undefined;
}

/**
 * What rules walk, found once per validation and shared: each list is built on first use, from
 * the one before it.
 */
export class SpecIndex {
  private n: NodeRef[] | undefined;
  private t: TransitionRef[] | undefined;
  private c: ComparisonRef[] | undefined;
  private i: Set<string> | undefined;
  private comparisonsLeft = MAX_SUGGESTION_COMPARISONS;
  constructor(private readonly doc: unknown) {}
  /** The spec's nodes that are objects. */
  get nodes(): readonly NodeRef[] {
    return (this.n ??= specNodes(this.doc));
  }
  /** Every transition object of every node. */
  get transitions(): readonly TransitionRef[] {
    return (this.t ??= specTransitions(this.nodes));
  }
  /** Every comparison in every transition's `when`. */
  get comparisons(): readonly ComparisonRef[] {
    return (this.c ??= specComparisons(this.transitions));
  }
  /** The string ids of the nodes. */
  get ids(): ReadonlySet<string> {
    return (this.i ??= nodeIds(this.nodes));
  }
  /** The node id a mistyped reference most likely meant, while the validation's suggestion budget lasts. */
  suggestNodeId(name: string): string | undefined {
    if (this.comparisonsLeft <= 0) return undefined;
    this.comparisonsLeft -= this.ids.size;
    return didYouMean(name, this.ids);
  }
}
