// The shape of agentspec.config.json (docs/configuration.md; its JSON Schema is
// schema/agentspec-config.schema.json, `agentspec-toolkit/config-schema.json`).
import type { RuleSetting, RuleSettings } from "../core/severity.js";
import type { CompiledPolicyCondition } from "../conditions/policy.js";

export type { RuleSetting, RuleSettings };

/** One override: settings for the files its globs match (relative to the config's folder). */
export interface ConfigOverride {
  files: string[];
  strict?: boolean;
  rules?: Record<string, RuleSetting>;
}

/** The classes of a change, mildest last (docs/diff.md defines them). */
export type ChangeClass = "breaking" | "behaviour" | "cosmetic";

/** A repository's policy for agentspec, as agentspec.config.json holds it (checked). */
export interface AgentspecConfig {
  /** The JSON Schema the file names, for editors; not read otherwise. */
  $schema?: string;
  /** Stop looking for configs in the folders above this one. */
  root?: boolean;
  strict?: boolean;
  rules?: Record<string, RuleSetting>;
  /** Later entries win. */
  overrides?: ConfigOverride[];
  /** Globs of files no command checks. */
  ignores?: string[];
  /** Globs of what check, fmt and test read when given no path. */
  files?: string[];
  /** Exit 1 when there are more warnings than this (`--max-warnings` wins). */
  maxWarnings?: number;
  /** `agentspec check`: reuse unchanged files' findings (as --cache; --no-cache wins). */
  cache?: boolean;
  /** The threads `check` reads and checks files in (`--threads` wins). */
  threads?: number | "auto";
  /** `agentspec diff`: the class of change that fails the run (and every worse one). */
  diff?: { failOn?: ChangeClass | "any" };
  /** The platform the client talks to. */
  remote?: { baseUrl?: string; applicationId?: number };
  /** The repository's own rules, each a condition on a node or on the spec (docs/configuration.md). */
  policies?: ConfigPolicy[];
}

/** One policy of agentspec.config.json: a finding `policy/<name>` wherever its condition `when` holds. */
export interface ConfigPolicy {
  /** Lower-case words joined by "-": the finding's code is `policy/<name>`. */
  name: string;
  /** What the finding says. */
  message: string;
  /** Why the policy exists, for hover and SARIF's rule help. */
  description?: string;
  /** `"error"` (the default) or `"warn"`. */
  severity?: "error" | "warn";
  /** The files it applies to (globs relative to the config's folder); every file when absent. */
  files?: string[];
  /** Files it does not apply to, though `files` matches them. */
  ignores?: string[];
  /** Evaluated on each node (the default) or once on the spec. */
  on?: "node" | "spec";
  /** The condition (sources `self` and `spec`): a finding where it holds. */
  when: unknown;
}

/** What the config says for one file: its validation options, and whether it is ignored. */
export interface FileOptions {
  strict: boolean;
  rules: RuleSettings;
  ignored: boolean;
  /** The policies that apply to the file, compiled (absent when none does). */
  policies?: readonly CompiledPolicy[];
}

/** A policy compiled: its code, wording, what it runs on, and its condition. */
export interface CompiledPolicy {
  readonly code: `policy/${string}`;
  readonly name: string;
  readonly message: string;
  readonly description: string | undefined;
  readonly severity: "error" | "warning";
  readonly on: "node" | "spec";
  readonly condition: CompiledPolicyCondition;
}
