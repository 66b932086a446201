// A condition's near misses as `eval` reports them: a misspelt key that stands for a missing member.
// Apart from the checker, so a page that only validates specs (which finds near misses with its
// near-miss rule) does not load it.
import type { ConditionCode } from "../core/codes/index.js";
import { findingOf, type Finding, type Issue } from "../core/issue.js";
import { isObject } from "../core/json.js";
import { childPointer, resolvePointer } from "../core/pointer.js";
import { misspelledKeys } from "../core/suggest.js";
import { schemaProperties } from "../schema/properties.js";

/** The code of a near miss: a key that stands for a member the object lacks. */
export const NEAR_MISS = "spec/misspelled-property";

/**
 * The findings with each missing member that a misspelt key of the same object stands for
 * (`"paht"` without `path`, `"comparater"` without `comparator`) reported as that near miss: one finding, at the
 * key, an error since the member meant is still missing. A spec's validation reports the same
 * finding (its near-miss rule, then withoutExplained), so `eval` and `check` agree.
 */
export function withNearMisses(cond: unknown, findings: Finding<ConditionCode>[]): Finding[] {
  if (!findings.some((f) => f.code === "condition/missing-member")) return findings;
  return findings.map((f) => {
    if (f.code !== "condition/missing-member") return f;
    const { member, within } = f.params as { member: string; within?: string };
    const objectAt = f.pointer.slice(0, f.pointer.lastIndexOf("/"));
    const found = resolvePointer(cond, objectAt);
    if (!found.found || !isObject(found.value)) return f;
    const length = within === "length";
    // The names the near-miss rule reads for the same objects (the schema's), so both find the same key.
    const names = schemaProperties[length ? "/$defs/lengthOperand" : "/$defs/comparison"] ?? [];
    const hit = misspelledKeys(found.value, names).find(([, meant]) => meant === member);
    if (hit === undefined) return f;
    // Placed at the key, as the near-miss rule places it.
    return { ...findingOf(NEAR_MISS, "error", childPointer(objectAt, hit[0]), { property: hit[0], kind: length ? "length operand" : "comparison", suggestion: member }), target: "key" };
  });
}

/**
 * A ConditionError's issues as findings to place in the condition's own text (`agentspec eval`):
 * a near miss underlines its key, as the spec's check underlines it.
 */
export function placeableIssues(issues: readonly Issue[]): Finding[] {
  return issues.map((i) => (i.code === NEAR_MISS ? { ...i, target: "key" } : i) as unknown as Finding);
}
