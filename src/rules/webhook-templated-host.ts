import { eachWebhookConfig } from "./webhook-configs.js";
import type { Rule } from "./types.js";
import { own } from "../core/json.js";
import { destinationTemplates, readsInput } from "./webhook-destination.js";

/** A url whose scheme or host comes from a template: the platform calls whatever the template gives (server-side request forgery). */
// A plain object, not defineRule(): no call at import, so a bundle that does not run it drops it.
export const webhookTemplatedHost: Rule<"webhook/templated-host"> = {
  code: "webhook/templated-host",
  scope: "node",
  check(ctx) {
    eachWebhookConfig(ctx, (config, pointer) => {
      const url = own(config, "url");
      if (typeof url !== "string") return;
      // A template of the run's input is webhook/input-in-target's, an error.
      const found = destinationTemplates(url).find((d) => !readsInput(d.template.text));
      if (found && !destinationTemplates(url).some((d) => readsInput(d.template.text))) ctx.report(`${pointer}/config/url`, { part: found.part, template: found.template.text });
    });
  },
};
