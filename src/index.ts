export { validateSpec, validateSpecText, type ValidateOptions } from "./validate/validate.js";
export { toErrorEnvelope, type ErrorEnvelope } from "./validate/envelope.js";
export type { Issue, Position, Range, Severity, ValidationResult } from "./validate/issue.js";
export { agentSpecSchema } from "./schema/schema.js";
export type * from "./schema/types.js";
