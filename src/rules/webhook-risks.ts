import type { AnyRule } from "./types.js";
import { webhookTemplatedHost } from "./webhook-templated-host.js";
import { webhookInputInTarget } from "./webhook-input-in-target.js";
import { webhookRelayCredentials } from "./webhook-relay-credentials.js";
import { webhookMissingTimeout } from "./webhook-missing-timeout.js";

/** The risky-webhook rules, in the order they run (the document checker's, after `rules`). */
export const webhookRisks: readonly AnyRule[] = [webhookTemplatedHost, webhookInputInTarget, webhookRelayCredentials, webhookMissingTimeout];
