// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { defineRule } from "../../../../src/rules/types.js";
import { isObject, own } from "../../../../src/core/json.js";

/** A transition without `when`: always taken. */
const isCatchAll = (t: unknown): boolean => isObject(t) && !Object.prototype.hasOwnProperty.call(t, "when");

/** The first transition without `when` is always taken, so the ones after it never are. */
export const transitionUnreachable = defineRule({
  code: "transition/unreachable",
  scope: "node",
  check(ctx) {
    const nodes = ctx.spec.nodes;
    for (let n = 0; n < nodes.length; n++) {
      const { node, pointer } = nodes[n]!;
      const list = own(node, "transition");
      if (!Array.isArray(list)) continue;
      let catchAll = 0;
      while (catchAll < list.length && !isCatchAll(list[catchAll])) catchAll++;
      if (catchAll === list.length) continue;
      const to = own(list[catchAll] as Record<string, unknown>, "to");
      // `after` is the catch-all's number as people read it, from 1 (the pointer keeps the index).
      for (let i = catchAll + 1; i < list.length; i++) {
        ctx.report(`${pointer}/transition/${i}`, typeof to === "string" ? { after: catchAll + 1, afterTo: to } : { after: catchAll + 1 });
      }
    }
  },
});
