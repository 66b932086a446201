import { didYouMean } from "../core/suggest.js";
import { defineRule } from "./types.js";
import { webhookConfig } from "./webhook-configs.js";
import { own } from "../core/json.js";

/**
 * The values the toolkit knows for the fields that select what a node is (responseMode: of a
 * webhook config): the ones the seed shows, and the toolkit-named `end` type of a node that ends
 * the workflow (the examples and the graph use it). For `mode` and `responseMode` only a difference
 * of case is a misspelling: `async` is a plausible mode of its own, not a typo of `sync`.
 */
const KNOWN: Readonly<Record<string, readonly string[]>> = { type: ["action", "end"], actionType: ["WEBHOOK"], mode: ["sync"], responseMode: ["text"] };

/**
 * The platform compares node kinds exactly: `"actionType": "webhook"` is no webhook to it, and
 * every webhook check would be off. A known value but for case or a small typo is an error; any
 * other value is allowed (forward compatible), and with --strict a `strict/unknown-kind` warning.
 */
export const nodeMisspelledKind = defineRule({
  code: "node/misspelled-kind",
  scope: "node",
  check(ctx) {
    for (const { node, pointer } of ctx.spec.nodes) {
      for (const field in KNOWN) {
        const inConfig = field === "responseMode";
        const owner = inConfig ? webhookConfig(node) : node;
        const value = owner && own(owner, field);
        const values = KNOWN[field]!;
        if (typeof value !== "string" || values.includes(value)) continue;
        const known = field.endsWith("ode") ? values.find((k) => k.toLowerCase() === value.toLowerCase()) : didYouMean(value, values);
        const at = `${pointer}/${inConfig ? "config/" : ""}${field}`;
        if (known !== undefined) ctx.report(at, { field, value, known });
        else if (ctx.strict) ctx.reportAs("strict/unknown-kind", at, { field, value, known: values[0]! });
      }
    }
  },
});
