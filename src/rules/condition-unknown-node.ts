import { defineRule } from "./types.js";
import { isObject, own } from "../core/json.js";

/** A comparison with source `node` reads the output of a node of the same spec. */
export const conditionUnknownNode = defineRule({
  code: "condition/unknown-node",
  check(ctx) {
    const ids = ctx.spec.ids;
    const comparisons = ctx.spec.comparisons;
    for (let c = 0; c < comparisons.length; c++) {
      const { cond, pointer } = comparisons[c]!;
      const of = own(cond, "of");
      const id = isObject(of) ? own(of, "nodeId") : of;
      if (typeof id !== "string" || id === "" || ids.has(id)) continue;
      const suggestion = ctx.spec.suggestNodeId(id);
      // The pointer is made for a finding only.
      ctx.report(`${pointer}/of${isObject(of) ? "/nodeId" : ""}`, suggestion === undefined ? { id } : { id, suggestion });
    }
  },
});
