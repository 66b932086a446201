// The route of a webhook node (contract §2): a literal, never a template, never a fallback.

/** The relays a webhook node may call through: Brazil and US. */
export const RELAY_ROUTES = ["brazil", "us"] as const;

/** The routes a webhook node may take: direct, or through the Brazil or US relay. */
export const WEBHOOK_ROUTES = ["direct", ...RELAY_ROUTES] as const;

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
    `webhookRoute: config.proxy must be one of ${WEBHOOK_ROUTES.map((r) => `"${r}"`).join(", ")} (a literal, never a template or a URL), not ${describe(proxy)}`,
  );
}

const MiB = 1024 * 1024;

/** The seed's webhook route limits: seconds and bytes, as their names say. */
export const webhookLimits = Object.freeze({
  /** A relayed (`brazil`, `us`) call times out after at most this many seconds. */
  relayTimeoutMaxSeconds: 300,
  /** Largest request body the relays forward. */
  relayRequestBodyMaxBytes: 50 * MiB,
  /** Largest JSON response the relays return. */
  relayJsonResponseMaxBytes: 50 * MiB,
  /** Default ceiling of a webhook node's attachment and text responses (configurable). */
  webhookResponseDefaultBytes: 30 * MiB,
  /** Highest ceiling a webhook node's attachment and text responses may be configured to. */
  webhookResponseMaxBytes: 50 * MiB,
  /** The webhook node's Test action stops reading a response after this many bytes. */
  webhookTestPreviewMaxBytes: 1 * MiB,
});

/** The type of `webhookLimits`. */
export type WebhookLimits = typeof webhookLimits;
