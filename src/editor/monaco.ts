import type { Issue } from "../core/issue.js";

/** `monaco.MarkerSeverity.Error`. */
const MONACO_SEVERITY_ERROR = 8;
/** `monaco.MarkerSeverity.Warning`. */
const MONACO_SEVERITY_WARNING = 4;

/**
 * A Monaco editor marker (`monaco.editor.IMarkerData`), typed structurally so this module needs
 * no Monaco at run time. Lines and columns are 1-based, columns in UTF-16 code units.
 */
export interface MonacoMarker {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
  /** 8 for an error, 4 for a warning (`monaco.MarkerSeverity`). */
  severity: 8 | 4;
  message: string;
  /** The issue code. */
  code: string;
}

/**
 * Turn issues into Monaco markers for `monaco.editor.setModelMarkers(model, owner, markers)`. An
 * issue without a range (from `validateSpec`, which has no text) sits at line 1, column 1.
 */
export function toMonacoMarkers(issues: readonly Issue<string>[]): MonacoMarker[] {
  return issues.map((issue) => ({
    startLineNumber: issue.range?.start.line ?? 1,
    startColumn: issue.range?.start.column ?? 1,
    endLineNumber: issue.range?.end.line ?? 1,
    endColumn: issue.range?.end.column ?? 1,
    severity: issue.severity === "error" ? MONACO_SEVERITY_ERROR : MONACO_SEVERITY_WARNING,
    message: issue.message,
    code: issue.code,
  }));
}
