import { checkCondition } from "../conditions/index.js";
import type { Rule } from "./types.js";
import { own } from "./walk.js";

/**
 * Each transition's `when` compiles as the engine compiles it on the server: bad paths, bad or
 * non-RE2 patterns, limits. A `when` the schema already faulted is left to the schema's issues.
 */
export const conditionCompile: Rule = {
  code: "condition/compile",
  severity: "error",
  description: "A transition's condition does not compile (bad path, bad regex, limits); each fault has its own code.",
  check(ctx) {
    // Every pointer at or above a schema finding, once: a `when` is skipped when it is one of them.
    const faulted = new Set<string>();
    for (const f of ctx.schemaFindings) {
      for (let p = f.pointer; p !== "" && !faulted.has(p); p = p.slice(0, p.lastIndexOf("/"))) faulted.add(p);
    }
    for (const t of ctx.spec.transitions) {
      if (!Object.prototype.hasOwnProperty.call(t.transition, "when")) continue;
      const pointer = `${t.pointer}/when`;
      if (faulted.has(pointer)) continue;
      for (const issue of checkCondition(own(t.transition, "when"), pointer)) {
        ctx.report(issue.pointer, issue.params, { code: issue.code, severity: issue.severity });
      }
    }
  },
};
