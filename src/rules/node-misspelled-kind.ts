import { didYouMean } from "./suggest.js";
import type { Rule, RuleContext } from "./types.js";
import { own, webhookConfig } from "./walk.js";

/**
 * The values the seed shows for the fields that select what a node is (responseMode: of a webhook
 * config). For `mode` and `responseMode` only a difference of case is a misspelling: `async` is a
 * plausible mode of its own, not a typo of `sync`.
 */
const KNOWN: Readonly<Record<string, string>> = { type: "action", actionType: "WEBHOOK", mode: "sync", responseMode: "text" };

/**
 * Each kind field holding a string other than the known value, and whether it is that value but
 * for case or a small typo (the platform compares exactly) rather than an unknown one.
 */
export function nodeKinds(ctx: RuleContext, report: (pointer: string, params: Record<string, string>, near: boolean) => void): void {
  for (const { node, pointer } of ctx.spec.nodes) {
    for (const field in KNOWN) {
      const inConfig = field === "responseMode";
      const owner = inConfig ? webhookConfig(node) : node;
      const value = owner && own(owner, field);
      const known = KNOWN[field]!;
      if (typeof value !== "string" || value === known) continue;
      const near = field.endsWith("ode") ? value.toLowerCase() === known.toLowerCase() : didYouMean(value, [known]) !== undefined;
      report(`${pointer}/${inConfig ? "config/" : ""}${field}`, { field, value, known }, near);
    }
  }
}

/** `"actionType": "webhook"` is not a webhook to the platform: every webhook check would be off. */
export const nodeMisspelledKind: Rule = {
  code: "node/misspelled-kind",
  severity: "error",
  check(ctx) {
    nodeKinds(ctx, (pointer, params, near) => near && ctx.report(pointer, params));
  },
};
