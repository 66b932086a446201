// The config as each command reads it: --config / --no-config, the files to read when no path is
// given, the files the config ignores, and each file's options.
import { resolve } from "node:path";
import type { Policy } from "../config/index.js";
import { loadPolicy } from "./config.js";
import { configuredPaths as sharedConfiguredPaths, optionsOf } from "../workspace/check-files.js";
import type { Input, Missing } from "../workspace/files.js";
import { UsageError } from "./usage.js";

/** The options of every command that reads the config. */
export const CONFIG_OPTIONS = {
  config: { type: "string" },
  "no-config": { type: "boolean" },
} as const;

/** The policy a command runs under, from its --config / --no-config (a ConfigError for a broken config). */
export function commandPolicy(command: string, values: { config?: unknown; "no-config"?: unknown }): Policy {
  const config = values.config as string | undefined;
  const noConfig = values["no-config"] === true;
  if (config !== undefined && noConfig) throw new UsageError("--config and --no-config exclude each other", command);
  if (config === "") throw new UsageError("--config needs a file name", command);
  return loadPolicy({ config, noConfig });
}

/** The paths to read when the command line names none: the config's `files`, as paths from the working directory. */
export const configuredPaths = (policy: Policy): string[] | undefined => sharedConfiguredPaths(policy);

export { optionsOf };

/**
 * The inputs the config does not ignore. A file named on the command line that the config ignores
 * is left out too (pre-commit names every staged file), and said on stderr, so nothing is skipped
 * without a word.
 */
export function withoutIgnored<T extends Input | Missing>(inputs: readonly T[], policy: Policy, named: readonly string[]): T[] {
  if (policy.layers.length === 0) return inputs as T[];
  const explicit = new Set(named.map((n) => resolve(n)));
  const kept: T[] = [];
  const skipped: string[] = [];
  for (const input of inputs) {
    if ("missing" in input || input.stdin || !optionsOf(policy, input).ignored) kept.push(input);
    else if (explicit.has(resolve(input.name))) skipped.push(input.name);
  }
  if (skipped.length > 0) process.stderr.write(`agentspec: ${skipped.length === 1 ? `${skipped[0]} is` : `${skipped.length} files named are`} ignored by the config's "ignores"; not checked\n`);
  return kept;
}
