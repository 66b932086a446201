export { checkConfigText, configFindings } from "./check.js";
export { CONFIG_PROPERTIES, CHANGE_CLASSES, FAIL_ON } from "./constants.js";
export { configJsonSchema } from "./schema.js";
export { compilePolicy, type ConfigLayer, type GlobCompiler, type Policy } from "./resolve.js";
export { ConfigError } from "./error.js";
export type { AgentspecConfig, ChangeClass, CompiledPolicy, ConfigOverride, ConfigPolicy, FileOptions, RuleSetting, RuleSettings } from "./types.js";
