// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { defineRule } from "../../../../src/rules/types.js";
import { isObject, own } from "../../../../src/core/json.js";

/** A comparison with source `node` reads the output of a node of the same spec. */
export const conditionUnknownNode = defineRule({
  code: "condition/unknown-node",
  check(ctx) {
    const ids = ctx.spec.ids;
    const comparisons = ctx.spec.comparisons;
    for (let c = 0; c < comparisons.length; c++) {
      const { cond, pointer } = comparisons[c]!;
      const of = own(cond, "of");
      let id: unknown = of;
      let at = `${pointer}/of`;
      if (isObject(of)) {
        id = own(of, "nodeId");
        at += "/nodeId";
      }
      if (typeof id !== "string" || id === "" || ids.has(id)) continue;
      const suggestion = ctx.spec.suggestNodeId(id);
      ctx.report(at, suggestion === undefined ? { id } : { id, suggestion });
    }
  },
});
