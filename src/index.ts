// The main entry (`agentspec-toolkit`): re-exports only. The browser entry exports the same names.

// schema and validation
export { agentSpecSchema } from "./schema/schema.js";
export { validateSpec, validateSpecText, type ValidateOptions } from "./validate/validate.js";
export { specTextValidator, type SpecTextValidator } from "./validate/text-validator.js";
export { toErrorEnvelope, type ErrorEnvelope } from "./validate/envelope.js";
// AgentSpec as a Standard Schema (tRPC, Hono, TanStack Form…) and its JSON Schema in each dialect
export { agentspecStandardSchema } from "./validate/standard-schema.js";
export type { AgentSpecStandardSchema, StandardIssue, StandardResult, StandardValidateOptions, StandardJsonSchemaOptions } from "./validate/standard-schema.js";
export { schemaEdition, SCHEMA_TARGETS, type SchemaTarget } from "./schema/editions.js";
// checking a document as every entry point does: spec, bundle or test file, misread numbers, severities
export { checkText, documentChecker } from "./check/index.js";
export type { CheckTextOptions, CheckedDocument, DocumentChecker, DocumentKind, RuleSetting, RuleSettings } from "./check/index.js";
export { applyRuleSettings, RULE_SETTINGS } from "./core/severity.js";

// a repository's policy: agentspec.config.json (Node only: it reads files)
export { loadConfig, findConfigs, readConfig, CONFIG_FILE, SUPPRESSIONS_FILE } from "./node/config.js";
export { checkConfigText, configFindings, compilePolicy, configJsonSchema, ConfigError } from "./config/index.js";
export type { AgentspecConfig, ChangeClass, CompiledPolicy, ConfigLayer, ConfigOverride, ConfigPolicy, FileOptions, Policy } from "./config/index.js";
export { MAX_JSON_DEPTH } from "./core/depth.js";
export type { Issue, Position, Range, Severity, ValidationResult } from "./core/issue.js";
export type { IssueCode } from "./core/codes/index.js";
// The types a spec is written with in code (closed: exactly the schema's properties)…
export type {
  AgentSpec,
  Node,
  WebhookNode,
  OtherNode,
  WebhookConfig,
  Transition,
  Condition,
  Comparison,
  LengthComparison,
  LengthOperand,
  Combinator,
} from "./schema/types.js";
// …and the types of a spec document read from disk or the network (open: other properties allowed).
export type {
  AgentSpecDocument,
  NodeDocument,
  WebhookConfigDocument,
  TransitionDocument,
  ConditionDocument,
  ComparisonDocument,
  LengthComparisonDocument,
  LengthOperandDocument,
  CombinatorDocument,
} from "./schema/types.js";

// conditions: compile, evaluate, explain, their limits; their types are listed once, in src/conditions/index.ts
export {
  compileCondition,
  checkCondition,
  conditionBackend,
  evaluateCondition,
  ConditionError,
  loadRegexEngine,
  MAX_CONDITION_DEPTH,
  MAX_CONDITION_PARTS,
  MAX_REGEX_INPUT_LENGTH,
  MAX_REGEX_PATTERN_LENGTH,
  MAX_REGEX_TRANSITIONS,
  MAX_VALUE_DEPTH,
} from "./conditions/index.js";
export type * from "./conditions/index.js";

// a node's transition and webhook route: only for a node that is valid
export { selectTransition, webhookRoute, InvalidNodeError } from "./validate/node.js";

// webhook routes
export { webhookLimits, WEBHOOK_ROUTES, type WebhookRoute, type WebhookLimits } from "./core/routes.js";

// bundles
export { exportBundle, importBundle, checkAgentImport, canonicalize, stringifyCanonical } from "./bundle/index.js";
export type { AgentBundle, AgentEntry, AgentSummary, ImportAgentSummary, ImportCheck, ImportCheckOptions, RouteSummary } from "./bundle/index.js";

// workflow tests: run a spec on mocked node results, check expectations, measure coverage
export {
  simulate,
  createExecutor,
  checkExpectations,
  coverageOf,
  runTestFile,
  validateTestFileText,
  agentSpecTestSchema,
  SpecError,
  DEFAULT_MAX_STEPS,
  TEST_FILE_SUFFIX,
} from "./workflow/index.js";
export type {
  CaseOutcome,
  Coverage,
  Executor,
  ExecutorStep,
  Expectation,
  Mismatch,
  NodeError,
  NodeResult,
  Scenario,
  SimulateOptions,
  Simulation,
  SimulationStatus,
  Step,
  TestCase,
  TestFile,
  TransitionCoverage,
  TransitionTrace,
  Uncovered,
  WebhookCall,
} from "./workflow/index.js";
// the graph of a spec, and its picture (SVG, Mermaid, DOT; the renderer is a chunk of its own)
export { graphOf, renderGraph } from "./graph/index.js";
export type { GraphEdge, GraphFormat, GraphNode, GraphOptions, RenderOptions, SpecGraph } from "./graph/index.js";
// what a change between two specs does: each change with its kind, class (breaking, behaviour, cosmetic) and sentence
export { diffSpecs, diffBundles, changeKinds, CHANGE_CLASSES } from "./diff/index.js";
export type { ChangeKind, ChangeParams, NameChanges, SpecChange } from "./diff/index.js";
// editing: completion, hover, navigation and fixes (pure functions of the text)
export { completionsAt, hoverAt, definitionAt, referencesAt, documentSymbols, fixesFor, applyFixes, applyEdits, conditionInWords } from "./language/index.js";
export type { CompletionItem, CompletionKind, Completions, Hover, DocumentSymbol, TextSpan, Fix, TextEdit, AppliedFixes, ApplyFixesOptions } from "./language/index.js";
// the platform: a fetch-based client of its agent operations, following the API text's client rules
export { createPlatformClient, PlatformError, PlatformConfigError, DEFAULT_USER_AGENT, validationIssues } from "./platform/index.js";
export type { PlatformClient, PlatformClientOptions, PlatformAgent, PlatformNotice, RetryOptions, ServerValidation, ValidationErrors, FetchLike, FetchInit, FetchResponse } from "./platform/index.js";
