// The evaluator builder: closures (no eval, no new Function) made of the kit's copies, built once
// per condition and run on every step of every run.
import type { IR, LeafIR } from "./ir.js";
import { comparison, copy, reader } from "./kit.js";
import { positiveOf } from "./ops.js";
import type { Test } from "./ops.js";
import { readPath, type Plan } from "./path.js";
import { itself, roots, type Evaluator, type Root } from "./readers.js";

const TRUE: Evaluator = () => true;
const FALSE: Evaluator = () => false;

/** What a comparison's evaluator is made of, whichever way it is built (closures here, code in codegen.ts). */
export type LeafShape =
  /** The value at `steps` after `root`, tested. */
  | { kind: "steps"; root: Root | undefined; steps: readonly Key[]; test: Test; negate: boolean; miss: boolean; inline: ((v: string, lit: Literal) => string) | undefined }
  /** `length` of a path with one `[*]`: the items of the array at `steps` where `each` resolves, counted and tested. */
  | { kind: "count"; root: Root | undefined; steps: readonly Key[]; each: readonly Key[]; test: Test; negate: boolean; miss: boolean }
  /** Any other path, read with readPath and tested. */
  | { kind: "read"; plan: Plan; test: Test; negate: boolean; miss: boolean };

/** Writes a value as a JavaScript literal (or a reference to a captured constant). */
export type Literal = (value: unknown) => string;

type Key = string | number;

/** The shape of a checked comparison's evaluator; sets `leaf.test` (explain reruns it). */
export function leafShape(leaf: LeafIR): LeafShape {
  const plan = leaf.plan;
  const { spec, negate } = positiveOf(leaf.op);
  const test = (spec.test as (operand: unknown) => Test)(leaf.operand);
  leaf.test = test;
  // Tests are pure: the verdict on a missing value is known now.
  const miss = test(undefined) !== negate;
  const each = plan.each;
  if (each === undefined) {
    const inline = spec.inline === undefined ? undefined : (spec.inline as (operand: unknown) => ((v: string, lit: Literal) => string) | undefined)(leaf.operand);
    return { kind: "steps", root: plan.root, steps: plan.steps, test, negate, miss, inline };
  }
  // An operator that reads its left side's length counts the items of a one-[*] path (its hook).
  if (each.each === undefined && spec.countTest !== undefined) {
    const counted = (spec.countTest as (operand: unknown) => Test)(leaf.operand);
    return { kind: "count", root: plan.root, steps: plan.steps, each: each.steps, test: counted, negate, miss: counted(undefined) !== negate };
  }
  return { kind: "read", plan, test, negate, miss };
}

// Each comparison gets its own copies of the closures it is made of (kit.ts): a path without `[*]`
// is read inside the comparison's closure; `length` of a path with one `[*]` counts the items
// where the rest resolves (no array is built); other paths are read with readPath.
function buildLeaf(leaf: LeafIR): Evaluator {
  const shape = leafShape(leaf);
  const first = shape.kind === "read" || shape.root === undefined ? itself : roots[shape.root];
  if (shape.kind === "steps") return comparison(first, shape.steps, shape.test, shape.negate);
  if (shape.kind === "count") return copy("count")(reader(first, shape.steps), reader(itself, shape.each), shape.test, shape.negate, shape.miss);
  // Data may hold getters or proxies that throw: a value that cannot be read is missing.
  const plan = shape.plan;
  return copy("leaf")((ctx) => readPath(ctx, plan), shape.test, shape.negate, shape.miss);
}

// Small combinators are unrolled: conditions are evaluated on every step of every run.
function buildAll(fs: Evaluator[]): Evaluator {
  const [a, b, c] = fs as [Evaluator, Evaluator, Evaluator];
  switch (fs.length) {
    case 0:
      return TRUE;
    case 1:
      return a;
    case 2:
      return copy("all2")(a, b);
    case 3:
      return copy("all3")(a, b, c);
    default:
      return (ctx) => {
        for (let i = 0; i < fs.length; i++) if (!(fs[i] as Evaluator)(ctx)) return false;
        return true;
      };
  }
}

function buildAny(fs: Evaluator[]): Evaluator {
  const [a, b, c] = fs as [Evaluator, Evaluator, Evaluator];
  switch (fs.length) {
    case 0:
      return FALSE;
    case 1:
      return a;
    case 2:
      return copy("any2")(a, b);
    case 3:
      return copy("any3")(a, b, c);
    default:
      return (ctx) => {
        for (let i = 0; i < fs.length; i++) if ((fs[i] as Evaluator)(ctx)) return true;
        return false;
      };
  }
}

/** Build the evaluator of a checked condition; `leaves` receives each comparison's evaluator. */
export function build(ir: IR, leaves: Map<LeafIR, Evaluator>): Evaluator {
  if (ir.kind === "comparison") {
    const f = buildLeaf(ir);
    leaves.set(ir, f);
    return f;
  }
  const fs = ir.children.map((c) => build(c, leaves));
  if (ir.kind === "all") return buildAll(fs);
  if (ir.kind === "any") return buildAny(fs);
  return copy("not")(fs[0] as Evaluator);
}

