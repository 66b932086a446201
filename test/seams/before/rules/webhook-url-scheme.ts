// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { eachWebhookConfig } from "../../../../src/rules/webhook-configs.js";
import { defineRule } from "../../../../src/rules/types.js";
import { own } from "../../../../src/core/json.js";

// The WHATWG URL parser, present in Node and in browsers; the core's type set does not declare it.
type UrlParser = { new (input: string): object; canParse?: (input: string) => boolean };

/** Why a literal url is refused, or undefined when it is an absolute http(s) URL with a host. */
export function urlFault(url: string): "scheme" | "not-absolute" | "malformed" | undefined {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (!scheme) return "not-absolute";
  const name = scheme[1]!.toLowerCase();
  if (name !== "http" && name !== "https") return "scheme";
  // The URL parser forgives "http:host" and "http:/host"; the platform wants "http://host".
  if (!/^https?:\/\/[^/?#\\\s]/i.test(url)) return "malformed";
  // An http(s) URL the parser accepts always has a host (the parser refuses an empty one).
  // canParse builds no URL object (a tenth of the cost); pages without it construct one.
  const Parser = (globalThis as unknown as { URL: UrlParser }).URL;
  try {
    return (Parser.canParse ? Parser.canParse(url) : new Parser(url)) ? undefined : "malformed";
  } catch {
    return "malformed";
  }
}

/**
 * The url with each closed `{{ … }}` template blanked out (only a closed one makes a url a
 * template: `"{{"` alone is literal text), and the index of its first character URL parsers read
 * differently from what is shown, or -1: a tab or line break (WHATWG drops it, even inside the
 * host), a backslash (read as "/"), white space or a control character at either end (stripped).
 */
export function urlTemplate(url: string): { literal: boolean; at: number } {
  const plain = url.replace(/\{\{[\s\S]*?\}\}/g, (m) => "x".repeat(m.length));
  return { literal: plain === url, at: plain.search(/[\t\n\r\\]|^[\0- ]|[\0- ]$/) };
}

/** A literal webhook url (no `{{ }}` template) is an absolute http: or https: URL. */
export const webhookUrlScheme = defineRule({
  code: "webhook/url-scheme",
  scope: "node",
  check(ctx) {
    eachWebhookConfig(ctx, (config, pointer) => {
      const url = own(config, "url");
      if (typeof url !== "string" || url === "") return;
      const { literal, at } = urlTemplate(url);
      if (at >= 0) ctx.report(`${pointer}/config/url`, { url, fault: "character", at, char: url[at] });
      else if (literal) {
        const fault = urlFault(url);
        if (fault !== undefined) ctx.report(`${pointer}/config/url`, { url, fault });
      }
    });
  },
});
