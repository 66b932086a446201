export { compileCondition, checkCondition, conditionBackend } from "./compile.js";
export { evaluateCondition, selectTransition } from "./evaluate.js";
export { ConditionError } from "./error.js";
export { loadRegexEngine } from "./regex.js";
export {
  MAX_CONDITION_DEPTH,
  MAX_CONDITION_PARTS,
  MAX_REGEX_INPUT_LENGTH,
  MAX_REGEX_PATTERN_LENGTH,
  MAX_REGEX_TRANSITIONS,
  MAX_VALUE_DEPTH,
} from "./limits.js";
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
} from "./types.js";
