// Whether a transition's condition holds whatever the data: `all: []` always holds, `any: []`
// never does. (The condition in words is src/conditions/words.ts, shared with the hovers.)
import { isObject, own } from "../core/json.js";

/**
 * Whether a condition holds whatever the data: `true` (always), `false` (never) or `undefined`
 * (it depends). Only the combinators decide: `all: []` holds, `any: []` does not, `not` flips.
 */
export function constantVerdict(cond: unknown, depth = 0): boolean | undefined {
  if (!isObject(cond) || own(cond, "op") !== undefined || depth > 64) return undefined;
  const not = own(cond, "not");
  if (not !== undefined) {
    const inner = constantVerdict(not, depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  const all = own(cond, "all");
  if (Array.isArray(all)) {
    let verdict: boolean | undefined = true;
    for (const c of all) {
      const v = constantVerdict(c, depth + 1);
      if (v === false) return false;
      if (v === undefined) verdict = undefined;
    }
    return verdict;
  }
  const any = own(cond, "any");
  if (Array.isArray(any)) {
    let verdict: boolean | undefined = false;
    for (const c of any) {
      const v = constantVerdict(c, depth + 1);
      if (v === true) return true;
      if (v === undefined) verdict = undefined;
    }
    return verdict;
  }
  return undefined;
}
