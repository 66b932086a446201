import { childPointer } from "../core/pointer.js";
import { defineRule } from "./types.js";
import { knownNames, misspeltProperty, visitKnownObjects } from "./known-properties.js";

/**
 * A property whose name is a near miss of one the schema knows at that place (`transitions`,
 * `timout`, `Proxy`, `tpye`) is a typo that changes what the agent does: the platform ignores it
 * and the property it meant is missing. Reported with or without `--strict` (which adds
 * `strict/unknown-property` for every unknown name); other unknown names stay silent (forward compatible).
 */
export const specMisspelledProperty = defineRule({
  code: "spec/misspelled-property",
  scope: "node",
  check(ctx) {
    visitKnownObjects(ctx.doc, ctx.spec, (obj, pointer, kind) => {
      const names = knownNames(kind);
      for (const key of Object.keys(obj)) {
        const suggestion = misspeltProperty(obj, key, names);
        if (suggestion !== undefined) ctx.report(childPointer(pointer, key), { property: key, kind, suggestion }, "key");
      }
    });
  },
});
