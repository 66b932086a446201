import type { AnyRule } from "./types.js";
import { specMissingVersion } from "./spec-missing-version.js";
import { nodeDuplicateId } from "./node-duplicate-id.js";
import { transitionUnknownTarget } from "./transition-unknown-target.js";
import { conditionUnknownNode } from "./condition-unknown-node.js";
import { conditionCompile } from "./condition-compile.js";
import { nodeUnreachable } from "./node-unreachable.js";
import { transitionUnreachable } from "./transition-unreachable.js";
import { webhookRelayTimeout } from "./webhook-relay-timeout.js";
import { webhookUrlScheme } from "./webhook-url-scheme.js";
import { nodeDuplicateOutputVar } from "./node-duplicate-output-var.js";
import { conditionValueTypeMismatch } from "./condition-value-type-mismatch.js";
import { strictUnknownProperty } from "./strict-unknown-property.js";
import { nodeMisspelledKind } from "./node-misspelled-kind.js";
import { specMisspelledProperty } from "./spec-misspelled-property.js";

/** Every semantic rule, in the order they run. Adding a rule: its file, one line here, one in docs/rules.md. */
export const rules: readonly AnyRule[] = [
  specMissingVersion,
  nodeDuplicateId,
  transitionUnknownTarget,
  conditionUnknownNode,
  conditionCompile,
  nodeUnreachable,
  transitionUnreachable,
  webhookRelayTimeout,
  webhookUrlScheme,
  nodeDuplicateOutputVar,
  conditionValueTypeMismatch,
  strictUnknownProperty,
  specMisspelledProperty,
  nodeMisspelledKind,
];

export type { AnyRule, Rule, RuleContext } from "./types.js";

/**
 * The rules of risky webhooks: run by the document checker (`check`, the language server,
 * `checkText`) after `rules`, not by validateSpec, so that a page that only validates does not load
 * them (the platform accepts what they find).
 */
export { webhookRisks } from "./webhook-risks.js";
