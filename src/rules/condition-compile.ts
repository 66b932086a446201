import { checkParts } from "../conditions/check.js";
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
      if (!Object.hasOwn(t.transition, "when")) continue;
      // The transition's pointer is joined to a finding's only: most conditions have none.
      for (const f of checkParts(own(t.transition, "when"))) ctx.forward({ ...f, pointer: `${t.pointer}/when${f.pointer}` });
    }
  },
};
