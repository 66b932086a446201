// The browser entry (`agentspec/browser`): the same names as the main entry, plus the editor
// adapters. No `node:*`, no `eval`; the build swaps the synchronous regex loader for a stub, so a
// page awaits `loadRegexEngine()` (a separate chunk) before it checks or evaluates a `regex`.
export * from "./index.js";
export { toCodeMirrorDiagnostics, toMonacoMarkers, type CodeMirrorDiagnostic, type MonacoMarker } from "./editor/index.js";
export {
  codeMirrorCompletionSource,
  codeMirrorHover,
  toCodeMirrorDiagnosticsWithFixes,
  codeMirrorGoToDefinition,
  type CodeMirrorCompletion,
  type CodeMirrorCompletionResult,
  type CodeMirrorDiagnosticWithActions,
  type CodeMirrorViewLike,
} from "./editor/codemirror-language.js";
