// The readers of a context member, and the types of the closures evaluators are made of. Kept
// apart from kit.ts so that the paths (path.ts) and the generated copies (kit.generated.ts) can
// use them without importing the kit that imports them.
import type { Test } from "./ops.js";

export type { Test };

/** Evaluates one part of a condition. */
export type Evaluator = (ctx: unknown) => boolean;

/** Reads a value; undefined means missing. */
export type Reader = (x: unknown) => unknown;

/** The context members a path starts from (`nodes` for source `node`). */
export type Root = "evaluation" | "vars" | "context" | "input" | "state" | "nodes";

type Bag = Record<string, unknown>;
const isArray = Array.isArray;
const getProto = Object.getPrototypeOf;
const hasOwn = Object.prototype.hasOwnProperty;
const OP: object = Object.prototype;

// Each context member is read by its own function, with a constant name, so these loads stay
// monomorphic however many conditions run. A member is own when the object's prototype is
// Object.prototype and that lacks the key (checked on every read, so a key added to
// Object.prototype later is still not read), else when hasOwnProperty says so; it is checked
// before the load, so no getter of a prototype runs (`in` first: it reads no value and gives the
// optimizer the object's map).
/** The readers of each context member. */
export const roots: Readonly<Record<Root, Reader>> = {
  evaluation(c) {
    if (typeof c !== "object" || c === null || !("evaluation" in c) || isArray(c)) return undefined;
    return (getProto(c) === OP && !("evaluation" in OP)) || hasOwn.call(c, "evaluation") ? (c as Bag)["evaluation"] : undefined;
  },
  vars(c) {
    if (typeof c !== "object" || c === null || !("vars" in c) || isArray(c)) return undefined;
    return (getProto(c) === OP && !("vars" in OP)) || hasOwn.call(c, "vars") ? (c as Bag)["vars"] : undefined;
  },
  context(c) {
    if (typeof c !== "object" || c === null || !("context" in c) || isArray(c)) return undefined;
    return (getProto(c) === OP && !("context" in OP)) || hasOwn.call(c, "context") ? (c as Bag)["context"] : undefined;
  },
  input(c) {
    if (typeof c !== "object" || c === null || !("input" in c) || isArray(c)) return undefined;
    return (getProto(c) === OP && !("input" in OP)) || hasOwn.call(c, "input") ? (c as Bag)["input"] : undefined;
  },
  state(c) {
    if (typeof c !== "object" || c === null || !("state" in c) || isArray(c)) return undefined;
    return (getProto(c) === OP && !("state" in OP)) || hasOwn.call(c, "state") ? (c as Bag)["state"] : undefined;
  },
  nodes(c) {
    if (typeof c !== "object" || c === null || !("nodes" in c) || isArray(c)) return undefined;
    return (getProto(c) === OP && !("nodes" in OP)) || hasOwn.call(c, "nodes") ? (c as Bag)["nodes"] : undefined;
  },
};

/** Reads its argument. */
export const itself: Reader = (x) => x;

