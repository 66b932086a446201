export { exportBundle, importBundle } from "./bundle.js";
export { checkAgentImport } from "./check.js";
export { canonicalize } from "../format/canonical.js";
export { stringifyCanonical } from "./write.js";
export type { AgentBundle, AgentEntry, AgentSummary, ImportAgentSummary, ImportCheck, ImportCheckOptions, RouteSummary } from "./types.js";
