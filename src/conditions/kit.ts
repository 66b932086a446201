// The pieces evaluators are built from: readers of a context member, and copies of the closures
// that read steps and combine tests (kit.generated.ts), handed out in turn so that each copy
// serves few comparisons (see scripts/generate-kit.mjs for why).
import { copies } from "./kit.generated.js";
import type { Test } from "./ops.js";
import type { Root } from "./path.js";

export type { Test };

/** Evaluates one part of a condition. */
export type Evaluator = (ctx: unknown) => boolean;

/** Reads a value; undefined means missing. */
export type Reader = (x: unknown) => unknown;

type Copies = typeof copies;
type Kind = keyof Copies;
const next = {} as Record<Kind, number>;

/** The next copy of a kind of closure, in turn. */
export function copy<K extends Kind>(kind: K): Copies[K][number] {
  const list = copies[kind];
  const i = next[kind] ?? 0;
  next[kind] = i + 1 === list.length ? 0 : i + 1;
  return list[i] as Copies[K][number];
}

type Bag = Record<string, unknown>;
type Key = string | number;
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

/** The reader of `steps` after `first`, three steps per copy at most. */
export function reader(first: Reader, steps: readonly Key[]): Reader {
  let read = first;
  for (let i = 0; i < steps.length; i += 3) {
    const [a, b, c] = steps.slice(i, i + 3) as [Key, Key, Key];
    const n = steps.length - i;
    read = n === 1 ? copy("read1")(read, a) : n === 2 ? copy("read2")(read, a, b) : copy("read3")(read, a, b, c);
  }
  return read;
}

/**
 * The evaluator of a comparison that reads `steps` after `first` and tests the value: the last
 * steps (three at most) are read inside the comparison's own copy, so that a short path is one
 * function with one property load per step.
 */
export function comparison(first: Reader, steps: readonly Key[], test: Test, neg: boolean): Evaluator {
  // Tests are pure: the verdict on a missing value is known now.
  const miss = test(undefined) !== neg;
  const n = steps.length;
  if (n === 0) return copy("leaf")(first, test, neg, miss);
  const at = Math.max(0, n - 3);
  const [a, b, c] = steps.slice(at) as [Key, Key, Key];
  const read = reader(first, steps.slice(0, at));
  if (n - at === 1) return copy("leaf1")(read, a, test, neg, miss);
  if (n - at === 2) return copy("leaf2")(read, a, b, test, neg, miss);
  return copy("leaf3")(read, a, b, c, test, neg, miss);
}
