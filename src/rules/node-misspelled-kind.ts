import { didYouMean } from "./suggest.js";
import type { Rule } from "./types.js";
import { own, webhookConfig } from "./walk.js";

/**
 * The values the seed shows for the fields that select what a node is (responseMode: of a webhook
 * config). For `mode` and `responseMode` only a difference of case is a misspelling: `async` is a
 * plausible mode of its own, not a typo of `sync`.
 */
const KNOWN: Readonly<Record<string, string>> = { type: "action", actionType: "WEBHOOK", mode: "sync", responseMode: "text" };

/**
 * The platform compares node kinds exactly: `"actionType": "webhook"` is no webhook to it, and
 * every webhook check would be off. A known value but for case or a small typo is an error; any
 * other value is allowed (forward compatible), and with --strict a `strict/unknown-kind` warning.
 */
export const nodeMisspelledKind: Rule = {
  code: "node/misspelled-kind",
  severity: "error",
  check(ctx) {
    for (const { node, pointer } of ctx.spec.nodes) {
      for (const field in KNOWN) {
        const inConfig = field === "responseMode";
        const owner = inConfig ? webhookConfig(node) : node;
        const value = owner && own(owner, field);
        const known = KNOWN[field]!;
        if (typeof value !== "string" || value === known) continue;
        const near = field.endsWith("ode") ? value.toLowerCase() === known.toLowerCase() : didYouMean(value, [known]) !== undefined;
        if (near || ctx.strict) ctx.report(`${pointer}/${inConfig ? "config/" : ""}${field}`, { field, value, known }, near ? {} : { code: "strict/unknown-kind", severity: "warning" });
      }
    }
  },
};
