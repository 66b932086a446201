import { childPointer } from "../core/pointer.js";
import { schemaProperties } from "../schema/properties.js";
import { didYouMean } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { GUESS, SAFE } from "../core/fix.js";
import { webhookConfig } from "../core/walk.js";
import { isObject, own, type JsonObject } from "../core/json.js";

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
export const strictUnknownProperty = defineRule({
  code: "strict/unknown-property",
  scope: "node",
  check(ctx) {
    if (!ctx.strict) return;
    const visit = (obj: JsonObject, pointer: string, kind: Kind): void => {
      const names = knownNames(kind);
      for (const key of Object.keys(obj)) {
        if (names.includes(key)) continue;
        const suggestion = didYouMean(key, names);
        ctx.report(childPointer(pointer, key), suggestion === undefined ? { property: key, kind } : { property: key, kind, suggestion }, "key");
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

// Names other rules read beyond their own schema (a node's `type` requires `actionType`, a `to`
// must name a node, an `op` needs a `value`…), by the kinds this rule names.
const READ_BY_RULES: Readonly<Record<string, readonly string[]>> = {
  node: ["id", "type", "actionType", "config", "transition"],
  "webhook config": ["url"],
  transition: ["to", "when"],
  comparison: ["source", "of", "path", "op", "value", "all", "any", "not"],
};
