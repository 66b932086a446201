import type { CodeParams, IssueCode, RuleCode } from "../core/codes/index.js";
import type { Finding } from "../core/issue.js";
import type { SpecIndex } from "../core/spec-index.js";

/** What to underline when a pointer names a property: its key, or (default) its value. */
type Target = "key" | "value";

/** The arguments of a report of code `C`: its params (optional when its message reads none), then what to underline. */
export type ReportArgs<C extends IssueCode> = {} extends CodeParams<C> ? [params?: CodeParams<C>, target?: Target] : [params: CodeParams<C>, target?: Target];

/** What a rule sees: the document, the options, what the schema already found, and where to report. */
export interface RuleContext<C extends RuleCode = RuleCode> {
  readonly doc: unknown;
  /** The spec's nodes, transitions and comparisons, found once and shared by every rule. */
  readonly spec: SpecIndex;
  readonly strict: boolean;
  /** Findings of the schema pass, so a rule can stay quiet where the shape is already wrong. */
  readonly schemaFindings: readonly Finding[];
  /** Report the rule's own code at `pointer`, with the params its message reads. */
  report(pointer: string, ...args: ReportArgs<C>): void;
  /** Report another code (a rule that finds more than one kind of fault), with that code's params. */
  reportAs<D extends RuleCode>(code: D, pointer: string, ...args: ReportArgs<D>): void;
  /** Report a finding another checker made (the condition compiler's), as it is. */
  forward(finding: Finding): void;
}

/**
 * A semantic rule: detection only; its code's definition (src/core/codes/rules.ts) holds the
 * severity and the message. It must never throw.
 */
export interface Rule<C extends RuleCode = RuleCode> {
  /** The code the rule reports under; the condition compile rule reports only the compiler's codes. */
  readonly code: C | "condition/compile";
  /**
   * `"node"`: what the rule finds in a node depends on that node alone (and on the options and the
   * schema's findings there), so that given a spec of one member, `nodes`, holding only that node
   * at its place, it finds there what it finds in the whole spec, and nothing elsewhere. A kept
   * validator then checks again only the node an edit changed. Without it, the rule relates nodes
   * to one another.
   */
  readonly scope?: "node";
  check(ctx: RuleContext<C>): void;
}

/** Any rule, whatever its code: what the rules array holds. */
export type AnyRule = { [C in RuleCode]: Rule<C> }[RuleCode] | Rule<never>;

/** A rule, its context typed by its code (so a params typo is a compile error). */
export const defineRule = <C extends RuleCode>(rule: Rule<C> & { readonly code: C }): Rule<C> => rule;
