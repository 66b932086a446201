// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { childPointer } from "../pointer.js";
import { misspelledKeys } from "../../../../src/core/suggest.js";
import { defineRule } from "../../../../src/rules/types.js";
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
