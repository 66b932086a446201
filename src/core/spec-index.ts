import { didYouMean } from "./suggest.js";
import { isObject, own, type JsonObject } from "./json.js";

/**
 * Name comparisons did-you-mean may make in one validation. Each unknown reference compares its
 * name with every node id; a spec with thousands of unknown references would otherwise cost
 * references × ids. Past the budget the errors are still reported, without a suggestion.
 */
export const MAX_SUGGESTION_COMPARISONS = 100_000;

export interface NodeRef {
  node: JsonObject;
  index: number;
  pointer: string;
}

// The walks below use indexed loops and no callbacks: the command line checks each file once, in
// a fresh process, so this code mostly runs before the JIT has optimized it, where an iterator, a
// closure or a temporary array costs many times what it costs once optimized.

/** The spec's nodes that are objects, with their pointers; nothing when `nodes` is not an array. */
export function specNodes(doc: unknown): NodeRef[] {
  if (!isObject(doc)) return [];
  const nodes = own(doc, "nodes");
  if (!Array.isArray(nodes)) return [];
  const out: NodeRef[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node: unknown = nodes[index];
    if (isObject(node)) out.push({ node, index, pointer: `/nodes/${index}` });
  }
  return out;
}

export interface TransitionRef {
  node: NodeRef;
  transition: JsonObject;
  index: number;
  pointer: string;
}

/** Every transition object of the given nodes. */
function specTransitions(nodes: readonly NodeRef[]): TransitionRef[] {
  const out: TransitionRef[] = [];
  for (let n = 0; n < nodes.length; n++) {
    const ref = nodes[n]!;
    const list = own(ref.node, "transition");
    if (!Array.isArray(list)) continue;
    for (let index = 0; index < list.length; index++) {
      const t: unknown = list[index];
      if (isObject(t)) out.push({ node: ref, transition: t, index, pointer: `${ref.pointer}/transition/${index}` });
    }
  }
  return out;
}

export interface ComparisonRef {
  /** The comparison object (it has `op`, or no member of a combinator). */
  cond: JsonObject;
  pointer: string;
  transition: TransitionRef;
}

/**
 * Every comparison (an object with `op`, or with no member of a combinator) in the `when` of every transition, found through `all`,
 * `any` and `not`, with its pointer, in document order. Iterative (deep nesting costs no stack),
 * with the pending values and their pointers in two parallel stacks.
 */
function specComparisons(transitions: readonly TransitionRef[]): ComparisonRef[] {
  const out: ComparisonRef[] = [];
  const values: unknown[] = [];
  const pointers: string[] = [];
  for (let n = 0; n < transitions.length; n++) {
    const t = transitions[n]!;
    values.push(own(t.transition, "when"));
    pointers.push(`${t.pointer}/when`);
    while (values.length > 0) {
      const value = values.pop();
      const pointer = pointers.pop()!;
      if (!isObject(value)) continue;
      // A comparison has `op`; an object with neither `op` nor a combinator's member can only be a
      // comparison whose `op` is missing (or misspelt: `"Op"`), read as one for its near misses.
      // `op` is read first: most parts are comparisons, whose other members are then not read.
      if (own(value, "op") === undefined) {
        const not = own(value, "not");
        const any = own(value, "any");
        const all = own(value, "all");
        if (not !== undefined || any !== undefined || all !== undefined) {
          // Pushed in reverse so they pop in order: the items of `all`, then of `any`, then `not`.
          if (not !== undefined) {
            values.push(not);
            pointers.push(`${pointer}/not`);
          }
          pushItems(any, `${pointer}/any/`, values, pointers);
          pushItems(all, `${pointer}/all/`, values, pointers);
          continue;
        }
      }
      out.push({ cond: value, pointer, transition: t });
    }
  }
  return out;
}

function pushItems(list: unknown, prefix: string, values: unknown[], pointers: string[]): void {
  if (!Array.isArray(list)) return;
  for (let i = list.length - 1; i >= 0; i--) {
    values.push(list[i]);
    pointers.push(prefix + i);
  }
}

/** The string ids of the given nodes. */
export function nodeIds(nodes: readonly NodeRef[]): Set<string> {
  const ids = new Set<string>();
  for (let n = 0; n < nodes.length; n++) {
    const id = own(nodes[n]!.node, "id");
    if (typeof id === "string" && id !== "") ids.add(id);
  }
  return ids;
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
