import { childPointer } from "../core/pointer.js";
import { didYouMean } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { knownNames, visitKnownObjects } from "./known-properties.js";

/**
 * Forward compatibility lets any property through; `--strict` names the ones the schema does not
 * know, since most are typos (`outputvar`, `tranistion`). Without `--strict`, the near misses among
 * them are `spec/misspelled-property`.
 */
export const strictUnknownProperty = defineRule({
  code: "strict/unknown-property",
  scope: "node",
  check(ctx) {
    if (!ctx.strict) return;
    visitKnownObjects(ctx.doc, ctx.spec, (obj, pointer, kind) => {
      const names = knownNames(kind);
      for (const key of Object.keys(obj)) {
        if (names.includes(key)) continue;
        const suggestion = didYouMean(key, names);
        ctx.report(childPointer(pointer, key), suggestion === undefined ? { property: key, kind } : { property: key, kind, suggestion }, "key");
      }
    });
  },
});
