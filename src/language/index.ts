export { completionsAt, type CompletionItem, type CompletionKind, type Completions } from "./completion.js";
export { hoverAt, type Hover } from "./hover.js";
export { definitionAt, referencesAt, documentSymbols, type DocumentSymbol, type TextSpan } from "./navigate.js";
export { fixesFor, applyFixes, fixText, applyEdits, type Fix, type TextEdit, type AppliedFixes, type ApplyFixesOptions } from "./fixes.js";
export { conditionInWords } from "../conditions/words.js";
