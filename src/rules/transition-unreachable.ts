import type { Rule } from "./types.js";
import { isObject, own } from "./walk.js";

/** The first transition without `when` is always taken, so the ones after it never are. */
export const transitionUnreachable: Rule = {
  code: "transition/unreachable",
  severity: "warning",
  description: "A transition follows one without `when` (always taken), so it can never be taken.",
  check(ctx) {
    for (const { node, pointer } of ctx.spec.nodes) {
      const list = own(node, "transition");
      if (!Array.isArray(list)) continue;
      const catchAll = list.findIndex((t) => isObject(t) && !Object.prototype.hasOwnProperty.call(t, "when"));
      if (catchAll < 0) continue;
      const to = own(list[catchAll] as Record<string, unknown>, "to");
      for (let i = catchAll + 1; i < list.length; i++) {
        const params: Record<string, unknown> = { after: catchAll };
        if (typeof to === "string") params["afterTo"] = to;
        ctx.report(`${pointer}/transition/${i}`, params);
      }
    }
  },
};
