// The codes of the risky-webhook rules (src/rules/webhook-risks.ts): a table apart from the
// rules' own, so that a page that only validates (validateSpec does not run these rules) does not
// load their words. The document checker words them.
import type { Descriptions } from "../code.js";
import { q } from "../wording.js";

/** The risky-webhook codes. */
export const webhookRiskCodes = {
  "webhook/templated-host": { severity: "warning", message: (p: { part: string; template: string }) => `the url's ${String(p.part)} is ${q(p.template)}: the platform calls whatever it gives (SSRF)` },
  "webhook/input-in-target": { severity: "error", message: (p: { where: string; template: string }) => `the ${String(p.where)} is the run's input ${q(p.template)}: its sender chooses it` },
  "webhook/relay-credentials": { severity: "warning", message: (p: { proxy: string; carrier: string }) => `credentials (${String(p.carrier)}) go through the ${String(p.proxy)} relay: no fixed address or country` },
  "webhook/missing-timeout": { severity: "warning", message: (p: { mode: string }) => `a ${q(p.mode)} webhook waits for the call but has no "timeout"` },
} as const;

/** One line per risky-webhook code. */
export const webhookRiskDescriptions: Descriptions<typeof webhookRiskCodes> = {
  "webhook/templated-host": "A webhook url's scheme or host comes from a `{{ }}` template (server-side request forgery).",
  "webhook/input-in-target": "The run's input (`{{input.…}}`) gives a webhook url's scheme or host, or a header name.",
  "webhook/relay-credentials": "A webhook on the `brazil` or `us` relay sends credentials (a credential-shaped header or query parameter, or the url's user information).",
  "webhook/missing-timeout": "A webhook whose mode waits (`sync`) has no `timeout`.",
};
