// The seed's webhook and relay figures (contract §2), in bytes and seconds.

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
