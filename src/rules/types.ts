import type { Finding, Severity } from "../core/issue.js";
import type { SpecIndex } from "../core/walk.js";

/** What a rule sees: the document, the options, what the schema already found, and where to report. */
export interface RuleContext {
  readonly doc: unknown;
  /** The spec's nodes, transitions and comparisons, found once and shared by every rule. */
  readonly spec: SpecIndex;
  readonly strict: boolean;
  /** Findings of the schema pass, so a rule can stay quiet where the shape is already wrong. */
  readonly schemaFindings: readonly Finding[];
  report(pointer: string, params?: Record<string, unknown>, extra?: Partial<Pick<Finding, "code" | "severity" | "target">>): void;
}

/** A semantic rule: detection only; the message table words what it reports. It must never throw. */
export interface Rule {
  code: string;
  severity: Severity;
  /**
   * One line for SARIF rule metadata. The core's rules leave it to the command line's table
   * (src/cli/rule-meta.ts), so that a page that validates does not load the descriptions.
   */
  description?: string;
  check(ctx: RuleContext): void;
}
