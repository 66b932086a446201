// The evaluator builder: closures (no eval, no new Function) made of the kit's copies, built once
// per condition and run on every step of every run.
import type { IR, LeafIR } from "./ir.js";
import { comparison, copy, reader } from "./kit.js";
import { positiveOf } from "./ops.js";
import type { Test } from "./ops.js";
import { readPath } from "./path.js";
import { itself, roots, type Evaluator } from "./readers.js";

const TRUE: Evaluator = () => true;
const FALSE: Evaluator = () => false;

// Each comparison gets its own copies of the closures it is made of (kit.ts): a path without `[*]`
// is read inside the comparison's closure; `length` of a path with one `[*]` counts the items
// where the rest resolves (no array is built); other paths are read with readPath.
function buildLeaf(leaf: LeafIR): Evaluator {
  const plan = leaf.plan;
  const { spec, negate } = positiveOf(leaf.op);
  const test = (spec.test as (operand: unknown) => Test)(leaf.operand);
  leaf.test = test;
  const first = plan.root === undefined ? itself : roots[plan.root];
  const each = plan.each;
  if (each === undefined) return comparison(first, plan.steps, test, negate);
  // An operator that reads its left side's length counts the items of a one-[*] path (its hook).
  if (each.each === undefined && spec.countTest !== undefined) {
    const counted = (spec.countTest as (operand: unknown) => Test)(leaf.operand);
    return copy("count")(reader(first, plan.steps), reader(itself, each.steps), counted, negate, counted(undefined) !== negate);
  }
  // Data may hold getters or proxies that throw: a value that cannot be read is missing.
  return copy("leaf")((ctx) => readPath(ctx, plan), test, negate, test(undefined) !== negate);
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

