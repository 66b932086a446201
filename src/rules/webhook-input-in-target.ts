import { eachWebhookConfig } from "./webhook-configs.js";
import type { Rule } from "./types.js";
import { escapeToken } from "../core/pointer.js";
import { isObject, own } from "../core/json.js";
import { destinationTemplates, readsInput } from "./webhook-destination.js";

/** The run's input (`{{input.…}}`) in a url's scheme or host, or in a header name: whoever writes the input chooses where the request goes or what it carries. */
// A plain object, not defineRule(): no call at import, so a bundle that does not run it drops it.
export const webhookInputInTarget: Rule<"webhook/input-in-target"> = {
  code: "webhook/input-in-target",
  scope: "node",
  check(ctx) {
    eachWebhookConfig(ctx, (config, pointer) => {
      const url = own(config, "url");
      if (typeof url === "string") {
        const found = destinationTemplates(url).find((d) => readsInput(d.template.text));
        if (found) ctx.report(`${pointer}/config/url`, { where: `url ${found.part}`, template: found.template.text });
      }
      const headers = own(config, "headers");
      if (!isObject(headers)) return;
      for (const name of Object.keys(headers)) {
        const template = name.match(/\{\{[\s\S]*?\}\}/g)?.find(readsInput);
        if (template !== undefined) ctx.report(`${pointer}/config/headers/${escapeToken(name)}`, { where: "header name", template }, "key");
      }
    });
  },
};
