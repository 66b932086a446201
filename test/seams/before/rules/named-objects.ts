// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
// The objects of a spec whose property names the schema lists, walked in one order: the two rules
// about names the schema does not know (`spec/misspelled-property`, `strict/unknown-property`) read
// the same objects.
import { schemaProperties } from "../../../../src/schema/properties.js";
import type { SpecIndex } from "../spec-index.js";
import { webhookConfig } from "../../../../src/rules/webhook-configs.js";
import { isObject, own, type JsonObject } from "../../../../src/core/json.js";

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

/** Call `visit` on each object of the spec whose names the schema lists, with its pointer, kind and those names. */
export function visitNamedObjects(doc: unknown, spec: SpecIndex, visit: (obj: JsonObject, pointer: string, kind: Kind, names: readonly string[]) => void): void {
  const at = (obj: JsonObject, pointer: string, kind: Kind): void => visit(obj, pointer, kind, schemaProperties[KINDS[kind]] ?? []);
  if (!isObject(doc)) return;
  at(doc, "", "spec");
  const nodes = spec.nodes;
  for (let n = 0; n < nodes.length; n++) {
    const { node, pointer } = nodes[n]!;
    at(node, pointer, "node");
    const config = webhookConfig(node);
    if (config) at(config, `${pointer}/config`, "webhook config");
  }
  const transitions = spec.transitions;
  for (let i = 0; i < transitions.length; i++) at(transitions[i]!.transition, transitions[i]!.pointer, "transition");
  const comparisons = spec.comparisons;
  for (let c = 0; c < comparisons.length; c++) {
    const { cond, pointer } = comparisons[c]!;
    at(cond, pointer, "comparison");
    const operand = own(cond, "value");
    if (own(cond, "op") === "length" && isObject(operand)) at(operand, `${pointer}/value`, "length operand");
  }
}

