import type { Issue } from "../core/issue.js";
import type { ValidateOptions } from "../validate/validate.js";

export type { AgentBundle, AgentEntry } from "../schema/types.js";

/** An agent that already exists on the platform, as `GET /agents/` lists it. */
export interface AgentSummary {
  id?: string;
  name: string;
  applicationId?: number;
  type?: string;
}

/** Options of `checkAgentImport`: the agents already there, and the validators' options for the specs. */
export interface ImportCheckOptions extends ValidateOptions {
  existing?: readonly AgentSummary[];
  /** The application the bundle is imported into: an entry without an applicationId is of it (its name clashes there). */
  applicationId?: number;
}

/** The webhook nodes of one agent's spec by outbound route, as JSON Pointers into the bundle. */
export interface RouteSummary {
  direct: string[];
  brazil: string[];
  us: string[];
}

/** What importing one entry of a bundle (at any nesting level) would do. */
export interface ImportAgentSummary {
  /** JSON Pointer to the entry in the bundle, e.g. `/agents/0/subagents/1`. */
  pointer: string;
  id?: string;
  name?: string;
  applicationId?: number;
  /** `conflict` when the platform would answer 409: the id or name is taken, or an earlier entry of the bundle has it. */
  action: "create" | "conflict";
  routes: RouteSummary;
}

/** The result of `checkAgentImport`: `ok` when no issue is an error. */
export interface ImportCheck {
  ok: boolean;
  issues: Issue[];
  agents: ImportAgentSummary[];
}
