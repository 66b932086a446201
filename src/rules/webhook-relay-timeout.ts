import type { Rule } from "./types.js";
import { own, webhookConfig } from "./walk.js";

/** The relays cap a webhook call at this many seconds (seed: "a relay maximum of 300 seconds"). */
export const RELAY_TIMEOUT_MAX_SECONDS = 300;

const RELAYS = new Set(["brazil", "us"]);

/** On a relay route a timeout above the relay's maximum is silently cut to it. */
export const webhookRelayTimeout: Rule = {
  code: "webhook/relay-timeout",
  severity: "warning",
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
      if (typeof timeout !== "number" || !(timeout > RELAY_TIMEOUT_MAX_SECONDS) || timeout === Infinity) continue;
      ctx.report(`${pointer}/config/timeout`, { timeout, proxy, limit: RELAY_TIMEOUT_MAX_SECONDS });
    }
  },
};
