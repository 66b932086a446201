export { toCodeMirrorDiagnostics, type CodeMirrorDiagnostic } from "./codemirror.js";
export { toMonacoMarkers, type MonacoMarker } from "./monaco.js";
export { monacoCspStyles } from "./monaco-csp.js";
