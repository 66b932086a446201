import { childPointer } from "../core/pointer.js";
import { didYouMean } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { GUESS, SAFE } from "../core/fix.js";
import { READ_BY_RULES, visitNamedObjects } from "./named-objects.js";

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
  // The name the did-you-mean gives: safe when the value already fits that property's schema and
  // no other rule reads the name (bringing one into effect may raise a new error), else a guess.
  fix(p, at) {
    if (p.suggestion === undefined || !at.holds(p.property)) return [];
    const rename = at.renaming(p.kind, p.suggestion);
    if (!rename) return [];
    const safe = rename.fits && !READ_BY_RULES[p.kind]?.includes(p.suggestion);
    return [at.replace(`Rename to "${p.suggestion}"`, safe ? SAFE : GUESS, p.suggestion)];
  },
});
