import { escapeToken } from "../validate/pointer.js";

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

/** Every transition object of every node. */
export function specTransitions(doc: unknown): TransitionRef[] {
  const out: TransitionRef[] = [];
  for (const n of specNodes(doc)) {
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
