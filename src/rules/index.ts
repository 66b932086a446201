import type { Rule } from "./types.js";
import { specMissingVersion } from "./spec-missing-version.js";
import { nodeDuplicateId } from "./node-duplicate-id.js";

/** Every semantic rule, in the order they run. Adding a rule: its file, one line here, one in docs/rules.md. */
export const rules: readonly Rule[] = [specMissingVersion, nodeDuplicateId];

export type { Rule, RuleContext } from "./types.js";
