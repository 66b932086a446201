import type { Finding, Issue } from "../core/issue.js";
import { conditionMessages } from "./messages.js";

/** Word a finding with the condition message table. */
export function toIssue(f: Finding): Issue {
  const params = f.params ?? {};
  const table: Readonly<Record<string, (p: Record<string, unknown>) => string>> = conditionMessages;
  const word = table[f.code];
  const message = word === undefined ? f.code : word(params);
  return { code: f.code, severity: f.severity, pointer: f.pointer, message, params };
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
