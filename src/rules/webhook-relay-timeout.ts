import { RELAY_ROUTES, webhookLimits } from "../core/routes.js";
import { defineRule } from "./types.js";
import { webhookConfig } from "../core/spec-index.js";
import { own } from "../core/json.js";

const RELAYS: ReadonlySet<string> = new Set(RELAY_ROUTES);

/** On a relay route a timeout above the relay's maximum is silently cut to it. */
export const webhookRelayTimeout = defineRule({
  code: "webhook/relay-timeout",
  scope: "node",
  check(ctx) {
    const nodes = ctx.spec.nodes;
    for (let n = 0; n < nodes.length; n++) {
      const { node, pointer } = nodes[n]!;
      const config = webhookConfig(node);
      if (!config) continue;
      const proxy = own(config, "proxy");
      const timeout = own(config, "timeout");
      if (typeof proxy !== "string" || !RELAYS.has(proxy)) continue;
      // An infinite timeout (1e400 in the text) is the schema's error, not a figure to quote.
      if (typeof timeout !== "number" || !(timeout > webhookLimits.relayTimeoutMaxSeconds) || timeout === Infinity) continue;
      ctx.report(`${pointer}/config/timeout`, { timeout, proxy, limit: webhookLimits.relayTimeoutMaxSeconds });
    }
  },
});
