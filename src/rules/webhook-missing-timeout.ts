import type { Rule } from "./types.js";
import { own } from "../core/json.js";
import { webhookConfig } from "./webhook-configs.js";

/** Modes in which the workflow waits for the call before it moves on. */
const WAITING_MODES: readonly string[] = ["sync"];

/** A webhook whose mode waits, with no timeout of its own: the run waits as long as the platform's default, which the API text does not give. */
// A plain object, not defineRule(): no call at import, so a bundle that does not run it drops it.
export const webhookMissingTimeout: Rule<"webhook/missing-timeout"> = {
  code: "webhook/missing-timeout",
  scope: "node",
  check(ctx) {
    for (const { node, pointer } of ctx.spec.nodes) {
      const config = webhookConfig(node);
      const mode = own(node, "mode");
      if (config === undefined || typeof mode !== "string" || !WAITING_MODES.includes(mode)) continue;
      if (!Object.hasOwn(config, "timeout")) ctx.report(`${pointer}/config`, { mode }, "key");
    }
  },
};
