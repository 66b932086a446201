// The webhook configs of a spec, as the rules about webhooks read them.
import { isObject, own, type JsonObject } from "../core/json.js";
import type { RuleContext } from "./types.js";

/**
 * Call `visit` with the `config` object of each WEBHOOK node and the node's pointer, in document
 * order: the loop of every rule about webhook configs, written once.
 */
export function eachWebhookConfig(ctx: RuleContext, visit: (config: JsonObject, pointer: string) => void): void {
  const nodes = ctx.spec.nodes;
  for (let n = 0; n < nodes.length; n++) {
    const { node, pointer } = nodes[n]!;
    const config = webhookConfig(node);
    if (config) visit(config, pointer);
  }
}

/** The node's webhook `config` (an object), when the node is a WEBHOOK action. */
export function webhookConfig(node: JsonObject): JsonObject | undefined {
  if (own(node, "actionType") !== "WEBHOOK") return undefined;
  const config = own(node, "config");
  return isObject(config) ? config : undefined;
}
