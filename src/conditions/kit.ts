// The pieces evaluators are built from: copies of the closures that read steps and combine
// tests (kit.generated.ts), handed out in turn so that each copy serves few comparisons (see
// scripts/generate-kit.mjs for why), and the readers of paths made of them.
import { copies } from "./kit.generated.js";
import type { Test } from "./ops.js";
import type { Evaluator, Reader } from "./readers.js";

export type { Evaluator, Reader, Test };

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

type Key = string | number;

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
