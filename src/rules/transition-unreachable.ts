import { defineRule } from "./types.js";
import { isObject, own } from "../core/json.js";

/** A transition without `when`: always taken. */
const isCatchAll = (t: unknown): boolean => isObject(t) && !Object.hasOwn(t, "when");

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
      const catchAll = list.findIndex(isCatchAll);
      if (catchAll < 0) continue;
      const to = own(list[catchAll] as Record<string, unknown>, "to");
      // `after` is the catch-all's number as people read it, from 1 (the pointer keeps the index).
      for (let i = catchAll + 1; i < list.length; i++) {
        ctx.report(`${pointer}/transition/${i}`, typeof to === "string" ? { after: catchAll + 1, afterTo: to } : { after: catchAll + 1 });
      }
    }
  },
});
