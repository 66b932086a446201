// The route of a webhook node (contract §2): a literal, never a template, never a fallback.

/** The routes a webhook node may take: direct, or through the Brazil or US relay. */
export const WEBHOOK_ROUTES = ["direct", "brazil", "us"] as const;

/** A webhook route. */
export type WebhookRoute = (typeof WEBHOOK_ROUTES)[number];

const describe = (v: unknown): string => {
  if (typeof v === "string") return JSON.stringify(v.length > 60 ? `${v.slice(0, 59)}…` : v);
  return v === null ? "null" : Array.isArray(v) ? "an array" : typeof v;
};

/**
 * The route of a webhook node: its `config.proxy`, `"direct"` when omitted. Throws a TypeError
 * naming the three choices on any other value (a template, a URL, "Brazil", a non-string): the
 * seed forbids falling back to another route.
 */
export function webhookRoute(node: { config?: unknown }): WebhookRoute {
  if (typeof node !== "object" || node === null) throw new TypeError("webhookRoute: node must be an object");
  const config: unknown = node.config;
  if (config === undefined) return "direct";
  if (typeof config !== "object" || config === null || Array.isArray(config)) {
    throw new TypeError("webhookRoute: node.config must be an object");
  }
  const proxy: unknown = Object.prototype.hasOwnProperty.call(config, "proxy") ? (config as { proxy?: unknown }).proxy : undefined;
  if (proxy === undefined) return "direct";
  if (typeof proxy === "string" && (WEBHOOK_ROUTES as readonly string[]).includes(proxy)) return proxy as WebhookRoute;
  throw new TypeError(
    `webhookRoute: config.proxy must be one of "direct", "brazil", "us" (a literal, never a template or a URL), not ${describe(proxy)}`,
  );
}
