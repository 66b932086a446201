import { RELAY_ROUTES, webhookLimits } from "../core/routes.js";
import { defineRule } from "./types.js";
import { eachWebhookConfig } from "./webhook-configs.js";
import { own } from "../core/json.js";

/** On a relay route a timeout above the relay's maximum is silently cut to it. */
export const webhookRelayTimeout = defineRule({
  code: "webhook/relay-timeout",
  scope: "node",
  check(ctx) {
    eachWebhookConfig(ctx, (config, pointer) => {
      const route = own(config, "proxy");
      const proxy = RELAY_ROUTES.find((r) => r === route);
      const timeout = own(config, "timeout");
      if (proxy === undefined) return;
      // An infinite timeout (1e400 in the text) is the schema's error, not a figure to quote.
      if (typeof timeout !== "number" || !(timeout > webhookLimits.relayTimeoutMaxSeconds) || timeout === Infinity) return;
      ctx.report(`${pointer}/config/timeout`, { timeout, proxy, limit: webhookLimits.relayTimeoutMaxSeconds });
    });
  },
});
