import { conditionFindings } from "../conditions/check.js";
import type { Rule } from "./types.js";
import { own } from "../core/json.js";

/**
 * Each transition's `when` compiles as the engine compiles it on the server: bad paths, bad or
 * non-RE2 patterns, limits. A `when` the schema already faulted is left to the schema's issues.
 */
export const conditionCompile: Rule<never> = {
  code: "condition/compile",
  scope: "node",
  check(ctx) {
    // Every pointer at or above a schema finding, once: a `when` is skipped when it is one of them.
    const faulted = new Set<string>();
    for (const f of ctx.schemaFindings) {
      for (let p = f.pointer; p !== "" && !faulted.has(p); p = p.slice(0, p.lastIndexOf("/"))) faulted.add(p);
    }
    const transitions = ctx.spec.transitions;
    for (let i = 0; i < transitions.length; i++) {
      const t = transitions[i]!;
      if (!Object.prototype.hasOwnProperty.call(t.transition, "when")) continue;
      const pointer = `${t.pointer}/when`;
      if (faulted.has(pointer)) continue;
      const found = conditionFindings(own(t.transition, "when"), pointer);
      for (let k = 0; k < found.length; k++) {
        const f = found[k]!;
        ctx.forward(f);
      }
    }
  },
};
