// The command line reads agentspec.config.json through the library's Node loader.
export { CONFIG_FILE, SUPPRESSIONS_FILE, findConfigs, loadConfig, loadPolicy, policyPath, readConfig, type ConfigChoice } from "../node/config.js";
