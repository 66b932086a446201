import { childPointer } from "../core/pointer.js";
import { didYouMean } from "../core/suggest.js";
import { GUESS, SAFE } from "../core/fix.js";
import { defineRule } from "./types.js";
import { READ_BY_RULES, visitNamedObjects } from "./named-objects.js";

/**
 * A property whose name is a near miss of one the schema knows at that place (case, a plural, a few
 * edits: `transitions`, `timout`, `Proxy`, `tpye`) is a typo that changes what the agent does: the
 * platform ignores it, and the property meant is missing. Reported by default, unless the object
 * has the property meant too; other unknown names are allowed (forward compatible), and `--strict`
 * names every one as `strict/unknown-property`.
 */
export const specMisspelledProperty = defineRule({
  code: "spec/misspelled-property",
  scope: "node",
  check(ctx) {
    visitNamedObjects(ctx.doc, ctx.spec, (obj, pointer, kind, names) => {
      for (const key of Object.keys(obj)) {
        const suggestion = names.includes(key) ? undefined : didYouMean(key, names);
        if (suggestion !== undefined && !Object.hasOwn(obj, suggestion)) ctx.report(childPointer(pointer, key), { property: key, kind, suggestion }, "key");
      }
    });
  },
  // Renaming the key: safe when only the case differs (the name meant is plain), the value already
  // fits that property and no other rule reads the name (so no new error can come); else a guess.
  fix(p, at) {
    const rename = at.holds(p.property) ? at.renaming(p.kind, p.suggestion) : undefined;
    if (!rename) return [];
    const safe = rename.fits && p.property.toLowerCase() === p.suggestion.toLowerCase() && !READ_BY_RULES[p.kind]?.includes(p.suggestion);
    return [at.replace(`Rename to "${p.suggestion}"`, safe ? SAFE : GUESS, p.suggestion)];
  },
});
