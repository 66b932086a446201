// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { childPointer } from "../pointer.js";
import { didYouMean } from "../../../../src/core/suggest.js";
import { defineRule } from "../../../../src/rules/types.js";
import { visitNamedObjects } from "./named-objects.js";

/**
 * Forward compatibility lets any property through; `--strict` names the ones the schema does not
 * know. The near misses among them (`outputvar`, `tranistion`) are `spec/misspelled-property`'s,
 * with or without `--strict`, and only its: one finding per fault.
 */
export const strictUnknownProperty = defineRule({
  code: "strict/unknown-property",
  scope: "node",
  check(ctx) {
    if (!ctx.strict) return;
    visitNamedObjects(ctx.doc, ctx.spec, (obj, pointer, kind, names) => {
      for (const key of Object.keys(obj)) {
        if (names.includes(key)) continue;
        const suggestion = didYouMean(key, names);
        // A near miss of a name the object lacks is spec/misspelled-property's (misspelledKeys).
        if (suggestion !== undefined && !Object.hasOwn(obj, suggestion)) continue;
        ctx.report(childPointer(pointer, key), suggestion === undefined ? { property: key, kind } : { property: key, kind, suggestion }, "key");
      }
    });
  },
});
