// Walks of a spec that the diff steps share: the transitions of nodes, the comparisons in their
// conditions, and the references a node makes to other nodes.
import { isObject, own, type JsonObject } from "../core/json.js";
import { escapeToken } from "../core/pointer.js";
import type { NodeRef } from "../core/spec-index.js";

export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
export const idOf = (n: JsonObject): string => str(own(n, "id")) ?? "";

export interface TransitionAt {
  transition: JsonObject;
  index: number;
  pointer: string;
}

/** The transition objects of the given nodes, with their pointers. */
export function specTransitions(nodes: readonly NodeRef[]): TransitionAt[] {
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
export function specComparisons(transitions: readonly TransitionAt[]): { cond: JsonObject; pointer: string }[] {
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
export function references(node: JsonObject, pointer: string, into: (id: string, at: string) => void): void {
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

/**
 * `{ before }` (or `{ after }`) with the pointer of `key` in `object` (found at `pointer`), when
 * the object holds that key; nothing when it does not (a config that is not an object holds none).
 */
export function pointerTo(object: JsonObject, pointer: string, key: string, side: "before" | "after" = "before"): { before?: string; after?: string } {
  return Object.hasOwn(object, key) ? { [side]: `${pointer}/${escapeToken(key)}` } : {};
}

/** `base` with each defined optional member added (exactOptionalPropertyTypes forbids writing undefined). */
export function withOptional<T extends object, O extends Record<string, unknown>>(base: T, optional: O): T & { [K in keyof O]?: Exclude<O[K], undefined> } {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) out[k] = v;
  return out as T & { [K in keyof O]?: Exclude<O[K], undefined> };
}
