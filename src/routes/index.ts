export { webhookRoute, WEBHOOK_ROUTES, type WebhookRoute } from "./route.js";
export { webhookLimits, type WebhookLimits } from "./limits.js";
