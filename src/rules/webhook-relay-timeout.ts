import { RELAY_ROUTES, webhookLimits } from "../core/routes.js";
import { defineRule } from "./types.js";
import { GUESS } from "../core/fix.js";
import { own } from "../core/json.js";

const RELAYS: ReadonlySet<string> = new Set(RELAY_ROUTES);

/** On a relay route a timeout above the relay's maximum is silently cut to it. */
export const webhookRelayTimeout = defineRule({
  code: "webhook/relay-timeout",
  scope: "node",
  check(ctx) {
    for (const { config, pointer } of ctx.spec.webhooks) {
      const proxy = own(config, "proxy");
      const timeout = own(config, "timeout");
      if (typeof proxy !== "string" || !RELAYS.has(proxy)) continue;
      // An infinite timeout (1e400 in the text) is the schema's error, not a figure to quote.
      if (typeof timeout !== "number" || !(timeout > webhookLimits.relayTimeoutMaxSeconds) || timeout === Infinity) continue;
      ctx.report(`${pointer}/timeout`, { timeout, proxy, limit: webhookLimits.relayTimeoutMaxSeconds });
    }
  },
  // The relay's cap: a guess (the author may rather route the call directly).
  fix(p, at) {
    return at.holds(p.timeout) ? [at.replace(`Cap the timeout at ${webhookLimits.relayTimeoutMaxSeconds} s`, GUESS, webhookLimits.relayTimeoutMaxSeconds)] : [];
  },
});
