// The browser entry (`agentspec-toolkit/browser`): the same names as the main entry, plus the editor
// adapters. No `node:*`, no `eval`; outside Node the synchronous regex loader (`#regex-loader`) is
// a stub, so a page awaits `loadRegexEngine()` (a separate chunk) before it checks or evaluates a `regex`,
// and the code generator (`#codegen-loader`) is a stub too: conditions are closures here.
export * from "./index.js";
export { toCodeMirrorDiagnostics, toMonacoMarkers, type CodeMirrorDiagnostic, type MonacoMarker } from "./editor/index.js";
export { monacoCspStyles } from "./editor/index.js";
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
export {
  registerMonacoLanguage,
  type MonacoLanguage,
  type MonacoLanguageOptions,
  type MonacoLike,
  type MonacoModelLike,
  type MonacoMarkerLike,
  type MonacoPosition,
  type MonacoRange,
  type MonacoDisposable,
} from "./editor/monaco-language.js";
