// The main entry (`agentspec`): re-exports only. The browser entry exports the same names.

// schema and validation
export { agentSpecSchema } from "./schema/schema.js";
export { validateSpec, validateSpecText, type ValidateOptions } from "./validate/validate.js";
export { toErrorEnvelope, type ErrorEnvelope } from "./validate/envelope.js";
export { MAX_JSON_DEPTH } from "./validate/text.js";
export type { Issue, Position, Range, Severity, ValidationResult } from "./validate/issue.js";
export type {
  AgentSpec,
  Node,
  WebhookConfig,
  Transition,
  Condition,
  Comparison,
  LengthComparison,
  LengthOperand,
  Combinator,
} from "./schema/types.js";

// conditions
export {
  compileCondition,
  checkCondition,
  evaluateCondition,
  selectTransition,
  ConditionError,
  loadRegexEngine,
  MAX_CONDITION_DEPTH,
  MAX_CONDITION_PARTS,
  MAX_REGEX_INPUT_LENGTH,
  MAX_REGEX_PATTERN_LENGTH,
  MAX_REGEX_WORK,
  MAX_VALUE_DEPTH,
} from "./conditions/index.js";
export type {
  Comparator,
  CompiledCondition,
  ConditionContext,
  ExplainCombinator,
  ExplainComparison,
  ExplainNode,
  Explanation,
  JsonValue,
  NodeLike,
  Op,
  PathRef,
  ReasonCode,
  Source,
  TransitionLike,
} from "./conditions/index.js";

// webhook routes
export { webhookRoute, webhookLimits, WEBHOOK_ROUTES, type WebhookRoute, type WebhookLimits } from "./routes/index.js";

// bundles
export { exportBundle, importBundle, checkAgentImport, canonicalize, stringifyCanonical } from "./bundle/index.js";
export type { AgentBundle, AgentEntry, AgentSummary, ImportAgentSummary, ImportCheck, ImportCheckOptions, RouteSummary } from "./bundle/index.js";

// editing: completion, hover, navigation and fixes (pure functions of the text)
export { completionsAt, hoverAt, definitionAt, referencesAt, documentSymbols, fixesFor, applyFixes, applyEdits, conditionInWords } from "./language/index.js";
export type { CompletionItem, CompletionKind, Completions, Hover, DocumentSymbol, TextSpan, Fix, TextEdit, AppliedFixes, ApplyFixesOptions } from "./language/index.js";
