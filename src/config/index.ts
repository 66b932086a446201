export { checkConfigText, configFindings, CONFIG_PROPERTIES, CHANGE_CLASSES } from "./check.js";
export { compilePolicy, type ConfigLayer, type GlobCompiler, type Policy } from "./resolve.js";
export { ConfigError } from "./error.js";
export type { AgentspecConfig, ChangeClass, ConfigOverride, FileOptions, RuleSetting, RuleSettings } from "./types.js";
