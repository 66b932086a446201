import type { IssueCode } from "../validate/codes.js";

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

/** How bad a finding is: errors make a spec invalid, warnings do not. */
export type Severity = "error" | "warning";

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

/** What a rule or a checker reports before the message table words it. */
export interface Finding {
  code: IssueCode;
  severity: Severity;
  pointer: string;
  params?: Record<string, unknown>;
  /** What to underline when the pointer names a property: its key, or (default) its value. */
  target?: "key" | "value";
}
