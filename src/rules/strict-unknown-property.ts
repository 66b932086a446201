import { schemaProperties } from "../schema/properties.js";
import { didYouMean } from "./suggest.js";
import type { Rule } from "./types.js";
import { at, isObject, own, webhookConfig, type JsonObject } from "./walk.js";

/** The kinds of object whose names the schema lists, and where the list is in the schema. */
const KINDS = {
  spec: "",
  node: "/$defs/node",
  "webhook config": "/$defs/webhookConfig",
  transition: "/$defs/transition",
  comparison: "/$defs/comparison",
  "length operand": "/$defs/lengthOperand",
} as const satisfies Record<string, string>;
type Kind = keyof typeof KINDS;

/** The property names the schema gives each kind (generated from the schema). */
const knownNames = (kind: Kind): readonly string[] => schemaProperties[KINDS[kind]] ?? [];

/**
 * Forward compatibility lets any property through; `--strict` names the ones the schema does not
 * know, since most are typos (`outputvar`, `tranistion`).
 */
export const strictUnknownProperty: Rule = {
  code: "strict/unknown-property",
  severity: "warning",
  description: "With --strict: a property the schema does not name (a likely typo).",
  check(ctx) {
    if (!ctx.strict) return;
    const visit = (obj: JsonObject, pointer: string, kind: Kind): void => {
      const names = knownNames(kind);
      for (const key of Object.keys(obj)) {
        if (names.includes(key)) continue;
        const suggestion = didYouMean(key, names);
        const params: Record<string, unknown> = { property: key, kind };
        if (suggestion !== undefined) params["suggestion"] = suggestion;
        ctx.report(at(pointer, key), params, { target: "key" });
      }
    };
    if (!isObject(ctx.doc)) return;
    visit(ctx.doc, "", "spec");
    for (const { node, pointer } of ctx.spec.nodes) {
      visit(node, pointer, "node");
      const config = webhookConfig(node);
      if (config) visit(config, `${pointer}/config`, "webhook config");
    }
    for (const t of ctx.spec.transitions) visit(t.transition, t.pointer, "transition");
    for (const { cond, pointer } of ctx.spec.comparisons) {
      visit(cond, pointer, "comparison");
      const operand = own(cond, "value");
      if (own(cond, "op") === "length" && isObject(operand)) visit(operand, `${pointer}/value`, "length operand");
    }
  },
};
