// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { conditionFindings } from "../check.js";
import type { Rule } from "../../../../src/rules/types.js";
import { own } from "../../../../src/core/json.js";

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
