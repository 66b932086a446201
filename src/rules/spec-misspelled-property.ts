import { childPointer } from "../core/pointer.js";
import { misspelledKeys } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { visitNamedObjects } from "./named-objects.js";

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
      for (const [key, suggestion] of misspelledKeys(obj, names)) ctx.report(childPointer(pointer, key), { property: key, kind, suggestion }, "key");
    });
  },
});
