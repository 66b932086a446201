// Formatting: the canonical writer from tokens (what `fmt`, the language server's formatting and
// `bundle export` write) and the canonical order of a value.
export { formatBytes, formatText } from "./document.js";
export { formatJsonBytes } from "./layout.js";
export { canonicalize, canonicalOrder, childKind, cloneJson, keyOrder, rootKind, type ObjectKind } from "./canonical.js";
