import { childPointer } from "../core/pointer.js";
import { schemaProperties } from "../schema/properties.js";
import { didYouMean } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { webhookConfig } from "../core/walk.js";
import { isObject, own, type JsonObject } from "../core/json.js";

/** The kinds of object whose names the schema lists. */
type Kind = "spec" | "node" | "webhook config" | "transition" | "comparison" | "length operand";

/** Where the schema lists a kind's names: the root, or its `$defs` entry. */
const DEFS: Record<Kind, string> = { spec: "", node: "/$defs/node", "webhook config": "/$defs/webhookConfig", transition: "/$defs/transition", comparison: "/$defs/comparison", "length operand": "/$defs/lengthOperand" };

/**
 * Property names the schema does not know, at the objects whose names it lists (read from the
 * schema, so a property added to it is known at once). A near miss of a known name (case, a
 * plural, a few edits: `transitions`, `timout`, `Proxy`, `tpye`) is a typo that changes what the
 * agent does: the platform ignores it, and the property meant is missing. It is reported by default,
 * unless the object has the property meant too. Other names are allowed (forward compatible);
 * `--strict` names every unknown property as `strict/unknown-property`, near misses included.
 */
export const specMisspelledProperty = defineRule({
  code: "spec/misspelled-property",
  scope: "node",
  check(ctx) {
    const visit = (obj: JsonObject, pointer: string, kind: Kind): void => {
      const names = schemaProperties[DEFS[kind]] ?? [];
      for (const key of Object.keys(obj)) {
        if (names.includes(key)) continue;
        const suggestion = didYouMean(key, names);
        const at = childPointer(pointer, key);
        if (suggestion === undefined) {
          if (ctx.strict) ctx.reportAs("strict/unknown-property", at, { property: key, kind }, "key");
          continue;
        }
        if (!Object.hasOwn(obj, suggestion)) ctx.report(at, { property: key, kind, suggestion }, "key");
        if (ctx.strict) ctx.reportAs("strict/unknown-property", at, { property: key, kind, suggestion }, "key");
      }
    };
    if (!isObject(ctx.doc)) return;
    visit(ctx.doc, "", "spec");
    const nodes = ctx.spec.nodes;
    for (let n = 0; n < nodes.length; n++) {
      const { node, pointer } = nodes[n]!;
      visit(node, pointer, "node");
      const config = webhookConfig(node);
      if (config) visit(config, `${pointer}/config`, "webhook config");
    }
    const transitions = ctx.spec.transitions;
    for (let i = 0; i < transitions.length; i++) visit(transitions[i]!.transition, transitions[i]!.pointer, "transition");
    const comparisons = ctx.spec.comparisons;
    for (let c = 0; c < comparisons.length; c++) {
      const { cond, pointer } = comparisons[c]!;
      visit(cond, pointer, "comparison");
      const operand = own(cond, "value");
      if (own(cond, "op") === "length" && isObject(operand)) visit(operand, `${pointer}/value`, "length operand");
    }
  },
});
