// The objects of a spec whose property names the schema lists, walked in one order: the two rules
// about unknown property names (`spec/misspelled-property`, `strict/unknown-property`) read them alike.
import { schemaProperties } from "../schema/properties.js";
import { didYouMean } from "../core/suggest.js";
import { webhookConfig, type SpecIndex } from "../core/walk.js";
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
export type Kind = keyof typeof KINDS;

/** The property names the schema gives each kind (generated from the schema). */
export const knownNames = (kind: Kind): readonly string[] => schemaProperties[KINDS[kind]] ?? [];

/** Call `visit` on each object of the spec whose names the schema lists, with its pointer and kind. */
export function visitKnownObjects(doc: unknown, spec: SpecIndex, visit: (obj: JsonObject, pointer: string, kind: Kind) => void): void {
  if (!isObject(doc)) return;
  visit(doc, "", "spec");
  const nodes = spec.nodes;
  for (let n = 0; n < nodes.length; n++) {
    const { node, pointer } = nodes[n]!;
    visit(node, pointer, "node");
    const config = webhookConfig(node);
    if (config) visit(config, `${pointer}/config`, "webhook config");
  }
  const transitions = spec.transitions;
  for (let i = 0; i < transitions.length; i++) visit(transitions[i]!.transition, transitions[i]!.pointer, "transition");
  const comparisons = spec.comparisons;
  for (let c = 0; c < comparisons.length; c++) {
    const { cond, pointer } = comparisons[c]!;
    visit(cond, pointer, "comparison");
    const operand = own(cond, "value");
    if (own(cond, "op") === "length" && isObject(operand)) visit(operand, `${pointer}/value`, "length operand");
  }
}

/**
 * The property of `names` an unknown `key` of `obj` was most likely meant to be: a difference of
 * case, a plural, or a few edits (didYouMean's bound). Nothing when `key` is known, when it is no
 * near miss, or when `obj` already has the property it would be (then `key` is no typo of it).
 */
export function misspeltProperty(obj: JsonObject, key: string, names: readonly string[]): string | undefined {
  if (names.includes(key)) return undefined;
  const lower = key.toLowerCase();
  let near = names.find((n) => n.toLowerCase() === lower || `${n.toLowerCase()}s` === lower || n.toLowerCase() === `${lower}s`);
  near ??= didYouMean(key, names);
  return near === undefined || Object.hasOwn(obj, near) ? undefined : near;
}
