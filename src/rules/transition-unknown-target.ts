import type { Rule } from "./types.js";
import { own } from "./walk.js";

/** A transition goes to a node of the same spec, named by its id. */
export const transitionUnknownTarget: Rule = {
  code: "transition/unknown-target",
  severity: "error",
  description: "A transition's `to` names no node of the spec.",
  check(ctx) {
    const ids = ctx.spec.ids;
    for (const t of ctx.spec.transitions) {
      const to = own(t.transition, "to");
      if (typeof to !== "string" || to === "" || ids.has(to)) continue;
      const suggestion = ctx.spec.suggestNodeId(to);
      ctx.report(`${t.pointer}/to`, suggestion === undefined ? { to } : { to, suggestion });
    }
  },
};
