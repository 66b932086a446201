import { childPointer } from "../core/pointer.js";
import { didYouMean } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { visitNamedObjects } from "./named-objects.js";

/**
 * Forward compatibility lets any property through; `--strict` names the ones the schema does not
 * know, since most are typos (`outputvar`, `tranistion`). The near misses among them are
 * `spec/misspelled-property` too, with or without `--strict`.
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
        ctx.report(childPointer(pointer, key), suggestion === undefined ? { property: key, kind } : { property: key, kind, suggestion }, "key");
      }
    });
  },
});
