import type { Issue } from "../core/issue.js";

/**
 * A CodeMirror 6 lint diagnostic (`Diagnostic` from `@codemirror/lint`), typed structurally so
 * this module needs no CodeMirror at run time.
 */
export interface CodeMirrorDiagnostic {
  /** UTF-16 offset where the underline starts. */
  from: number;
  /** UTF-16 offset where it ends (exclusive). */
  to: number;
  severity: "error" | "warning";
  message: string;
  /** The issue code; the lint tooltip shows it under the message. */
  source: string;
}

/**
 * Turn issues into CodeMirror 6 lint diagnostics, using the UTF-16 offsets of their ranges. An
 * issue without a range (from `validateSpec`, which has no text) sits at the document start.
 */
export function toCodeMirrorDiagnostics(issues: readonly Issue<string>[]): CodeMirrorDiagnostic[] {
  return issues.map((issue) => ({
    from: issue.range?.start.offset ?? 0,
    to: issue.range?.end.offset ?? 0,
    severity: issue.severity,
    message: issue.message,
    source: issue.code,
  }));
}
