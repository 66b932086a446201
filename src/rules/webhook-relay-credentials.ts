import { eachWebhookConfig } from "./webhook-configs.js";
import type { Rule } from "./types.js";
import { RELAY_ROUTES } from "../core/routes.js";
import { isObject, own } from "../core/json.js";
import { isCredentialName } from "../core/credential-names.js";
import { q } from "../core/wording.js";

/** What of a webhook config carries credentials: a credential-shaped header or query parameter, or the url's user information. */
function credentialCarrier(config: Record<string, unknown>): string | undefined {
  const headers = own(config, "headers");
  if (isObject(headers)) for (const name of Object.keys(headers)) if (isCredentialName(name)) return `header ${q(name)}`;
  const query = own(config, "query");
  if (isObject(query)) for (const name of Object.keys(query)) if (isCredentialName(name)) return `query parameter ${q(name)}`;
  const url = own(config, "url");
  if (typeof url !== "string") return undefined;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*@/.test(url)) return "the url's user information";
  const query2 = url.indexOf("?");
  if (query2 !== -1)
    for (const part of url.slice(query2 + 1).split("#")[0]!.split("&")) {
      const name = part.split("=")[0]!;
      if (name !== "" && isCredentialName(name)) return `query parameter ${q(name)} of the url`;
    }
  return undefined;
}

/** Credentials sent over a relay route: they pass through the relay region, whose outbound address and country are not guaranteed. */
// A plain object, not defineRule(): no call at import, so a bundle that does not run it drops it.
export const webhookRelayCredentials: Rule<"webhook/relay-credentials"> = {
  code: "webhook/relay-credentials",
  scope: "node",
  check(ctx) {
    eachWebhookConfig(ctx, (config, pointer) => {
      const proxy = RELAY_ROUTES.find((r) => r === own(config, "proxy"));
      if (proxy === undefined) return;
      const carrier = credentialCarrier(config);
      if (carrier !== undefined) ctx.report(`${pointer}/config/proxy`, { proxy, carrier });
    });
  },
};
