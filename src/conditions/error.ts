import type { Finding, Issue } from "../core/issue.js";
import type { ConditionCode } from "../core/codes/index.js";
import { conditionCodes } from "../core/codes/condition.js";

/** Word a condition finding with its code's definition. */
export function toIssue(f: Finding<ConditionCode>): Issue {
  const params = f.params ?? {};
  const message = (conditionCodes[f.code].message as (p: unknown) => string)(params);
  return { code: f.code, severity: f.severity, pointer: f.pointer, message, params: params as Record<string, unknown> };
}

/** Thrown when a condition cannot compile (a misuse): `issues` says where and why. */
export class ConditionError extends Error {
  override readonly name = "ConditionError";
  /** The faults, each with a JSON Pointer into the condition. */
  readonly issues: Issue[];

  constructor(issues: Issue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(first === undefined ? "invalid condition" : `${first.pointer || "(root)"}: ${first.message}${more}`);
    this.issues = issues;
  }
}
