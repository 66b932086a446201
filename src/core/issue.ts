import type { Severity } from "./code.js";
import type { CodeParams, IssueCode } from "./codes/index.js";

export type { Severity };

/** A position in a source text: 1-based line and column; column and offset in UTF-16 code units. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** The span of source text an issue is about (end is exclusive). */
export interface Range {
  start: Position;
  end: Position;
}

/**
 * One finding about a document, located by a JSON Pointer (and by a range when text was given).
 * `code` is one of the toolkit's codes; `Issue<string>` is the shape of issues that other checks
 * (your own, or a newer toolkit's) add beside them.
 */
export interface Issue<Code extends string = IssueCode> {
  code: Code;
  severity: Severity;
  /** JSON Pointer (RFC 6901) into the document; "" is the root. */
  pointer: string;
  message: string;
  params?: Record<string, unknown>;
  range?: Range;
}

/** The result of validating a document. */
export interface ValidationResult {
  valid: boolean;
  issues: Issue[];
}

/** A finding of one code: its params are what that code's message reads (optional when it reads none). */
export type FindingOf<C extends IssueCode> = {
  code: C;
  severity: Severity;
  pointer: string;
  /** What to underline when the pointer names a property: its key, or (default) its value. */
  target?: "key" | "value";
} & ({} extends CodeParams<C> ? { params?: CodeParams<C> } : { params: CodeParams<C> });

/** What a rule or a checker reports before its code's definition words it: a finding of any of the codes `C`. */
export type Finding<C extends IssueCode = IssueCode> = C extends IssueCode ? FindingOf<C> : never;

/** A finding of `code`, its params checked against what the code's message reads. */
export function findingOf<C extends IssueCode>(code: C, severity: Severity, pointer: string, params: CodeParams<C>): Finding {
  return { code, severity, pointer, params } as unknown as Finding;
}
