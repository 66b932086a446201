// check's cache options: --cache, --no-cache, --cache-location, and the config's "cache".
import { createHash } from "node:crypto";
import type { Policy } from "../../../config/index.js";
import { optionsOf } from "../../policy.js";
import { UsageError } from "../../usage.js";
import { VERSION } from "../../version.js";
import type { Input, Missing } from "../../../workspace/files.js";
import { CheckCache, cacheDir, optionsKey } from "./cache.js";

export const CACHE_OPTIONS = {
  cache: { type: "boolean" },
  "no-cache": { type: "boolean" },
  "cache-location": { type: "string" },
} as const;

/** The config's "cache": the nearest config that sets it. */
function configCache(policy: Pick<Policy, "layers">): boolean | undefined {
  for (let i = policy.layers.length - 1; i >= 0; i--) {
    const value = policy.layers[i]!.config.cache;
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The run's cache, or none: --cache (or --cache-location) on the command line, else the config's
 * "cache"; --no-cache wins over the config. `other`: the option of a run that takes no cache
 * (--fix, --remote), where naming a cache option is a usage error and the config's is not read.
 */
export function cacheChoice(values: { cache?: boolean | undefined; "no-cache"?: boolean | undefined; "cache-location"?: string | undefined }, policy: Pick<Policy, "layers">, other?: string): CheckCache | undefined {
  const location = values["cache-location"];
  if (location === "") throw new UsageError("--cache-location needs a folder name", "check");
  const asked = values.cache === true || location !== undefined;
  if (values["no-cache"] === true && asked) throw new UsageError(`--no-cache and --${values.cache === true ? "cache" : "cache-location"} exclude each other`, "check");
  if (other !== undefined) {
    if (asked) throw new UsageError(`--${values.cache === true ? "cache" : "cache-location"} goes with a plain check, not ${other} (it writes files or asks the platform each time)`, "check");
    return undefined;
  }
  if (values["no-cache"] === true || !(asked || configCache(policy) === true)) return undefined;
  return new CheckCache(cacheDir(location), VERSION, (line) => process.stderr.write(line));
}

/**
 * The options an input is checked under, as the cache keys them: what checkInput passes the
 * checker (the strictness, the rule settings, --audit, and the definitions of the policies that
 * apply to the file).
 */
export function cacheKey(input: Input | Missing, strict: boolean, policy: Policy, audit = false): string {
  const options = optionsOf(policy, input);
  const found = "found" in input && input.found === true;
  // Files under the same overrides share one options object: its keys are made once per run, not per file.
  const slot = (audit ? 4 : 0) + (strict ? 2 : 0) + (found ? 1 : 0);
  let keys = keysOf.get(options);
  if (keys === undefined) keysOf.set(options, (keys = []));
  let key = keys[slot];
  if (key === undefined) {
    const policies = options.policies === undefined || options.policies.length === 0 ? "" : policiesKey(policy, options.policies.map((p) => p.name));
    keys[slot] = key = `${audit ? "a" : "-"}${optionsKey(strict || options.strict, options.rules, found)}${policies}`;
  }
  return key;
}

/** The keys of one options object, by what else the key holds (--audit, --strict, found by a walk). */
const keysOf = new WeakMap<object, (string | undefined)[]>();

const policyKeys = new WeakMap<Policy, Map<string, string>>();

/**
 * The policies named, as the cache keys them: a hash of their definitions in the config (the
 * nearest config's policy of a name is the one in force), one hash a set of names in a run.
 */
function policiesKey(policy: Policy, names: readonly string[]): string {
  let byNames = policyKeys.get(policy);
  if (byNames === undefined) policyKeys.set(policy, (byNames = new Map()));
  const joined = names.join("\0");
  let key = byNames.get(joined);
  if (key === undefined) {
    const definitions = names.map((name) => {
      for (let i = policy.layers.length - 1; i >= 0; i--) {
        const found = policy.layers[i]!.config.policies?.find((p) => p.name === name);
        if (found !== undefined) return found;
      }
      return name;
    });
    key = `p${createHash("sha256").update(JSON.stringify(definitions)).digest("hex").slice(0, 16)}`;
    byNames.set(joined, key);
  }
  return key;
}
