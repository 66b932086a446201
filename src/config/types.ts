// The shape of agentspec.config.json (docs/configuration.md; its JSON Schema is
// schema/agentspec-config.schema.json, `agentspec-toolkit/config-schema.json`).
import type { RuleSetting, RuleSettings } from "../core/severity.js";

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
  /** The threads `check` reads and checks files in (`--threads` wins). */
  threads?: number | "auto";
  /** `agentspec diff`: the class of change that fails the run (and every worse one). */
  diff?: { failOn?: ChangeClass | "any" };
  /** The platform the client talks to. */
  remote?: { baseUrl?: string; applicationId?: number };
}

/** What the config says for one file: its validation options, and whether it is ignored. */
export interface FileOptions {
  strict: boolean;
  rules: RuleSettings;
  ignored: boolean;
}
