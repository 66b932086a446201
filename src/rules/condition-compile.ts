import { conditionFindings } from "../conditions/check.js";
import type { Rule } from "./types.js";
import { own } from "../core/json.js";

/**
 * Each transition's `when` checked as the engine compiles it on the server: its shape, bad paths,
 * bad or non-RE2 patterns, limits. The checker alone judges a condition (the schema's findings
 * inside a `when` are left out), so `check` and `eval` give one answer for one condition.
 */
export const conditionCompile: Rule<never> = {
  code: "condition/compile",
  scope: "node",
  check(ctx) {
    const transitions = ctx.spec.transitions;
    for (let i = 0; i < transitions.length; i++) {
      const t = transitions[i]!;
      if (!Object.prototype.hasOwnProperty.call(t.transition, "when")) continue;
      for (const f of conditionFindings(own(t.transition, "when"), `${t.pointer}/when`)) ctx.forward(f);
    }
  },
};
