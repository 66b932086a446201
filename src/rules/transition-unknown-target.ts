import { defineRule } from "./types.js";
import { GUESS } from "../core/fix.js";
import { own } from "../core/json.js";

/** A transition goes to a node of the same spec, named by its id. */
export const transitionUnknownTarget = defineRule({
  code: "transition/unknown-target",
  check(ctx) {
    const ids = ctx.spec.ids;
    const transitions = ctx.spec.transitions;
    for (let i = 0; i < transitions.length; i++) {
      const t = transitions[i]!;
      const to = own(t.transition, "to");
      if (typeof to !== "string" || to === "" || ids.has(to)) continue;
      const suggestion = ctx.spec.suggestNodeId(to);
      ctx.report(`${t.pointer}/to`, suggestion === undefined ? { to } : { to, suggestion });
    }
  },
  // The id the did-you-mean names: a guess.
  fix(p, at) {
    return p.suggestion !== undefined && at.holds(p.to) ? [at.replace(`Change to "${p.suggestion}"`, GUESS, p.suggestion)] : [];
  },
});
