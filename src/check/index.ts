// The document checker: the one place a document's text is checked (see check.ts).
export {
  checkText,
  checkRead,
  documentChecker,
  fixedSeverity,
  namedAsTestFile,
  readsAsTestFile,
  type CheckTextOptions,
  type CheckedDocument,
  type DocumentChecker,
  type DocumentKind,
  type ReadOptions,
  type RuleSetting,
  type RuleSettings,
} from "./check.js";
export { documentCodes, readJson } from "../validate/read.js";
export { maskDocumentSecrets, maskSecrets, type SecretSpan } from "./secrets.js";
