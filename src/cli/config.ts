// Finding and reading agentspec.config.json: from a folder up to the repository root (a folder
// holding .git), nearest last; a config with `"root": true` stops the search. A config that cannot
// be read or is not valid is a ConfigError (the command exits 2), never skipped.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { checkConfigText, compilePolicy, ConfigError, type ConfigLayer, type Policy } from "../config/index.js";
import { formatFinding } from "../core/format.js";
import { cliMessages } from "./messages.js";
import { globToRegExp, reason } from "./files.js";
import { decodeUtf8 } from "./utf8.js";
import { locateFindings } from "../validate/validate.js";
import { configCodes } from "../core/codes/config.js";

/** The config's file name. */
export const CONFIG_FILE = "agentspec.config.json";
/** The suppressions file's name (beside the nearest config). */
export const SUPPRESSIONS_FILE = "agentspec-suppressions.json";

const slashes = (p: string): string => (sep === "/" ? p : p.split(sep).join("/"));

/** Read and check one config file; a ConfigError when it cannot be read or is not valid. */
export function readConfig(path: string): ConfigLayer {
  const file = resolve(path);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    throw new ConfigError(file, [formatFinding({ code: "io/unreadable", severity: "error", pointer: "", params: { reason: reason(e) } }, cliMessages)]);
  }
  const { text, findings } = decodeUtf8(bytes);
  const checked = checkConfigText(text);
  const invalid = findings.length > 0 ? locateFindings(text, findings, configCodes) : [];
  if (!checked.config || invalid.length > 0) throw new ConfigError(file, [...invalid, ...checked.issues], text);
  return { path: file, dir: slashes(dirname(file)), config: checked.config };
}

/** The configs that apply in `dir`, farthest first: from `dir` up to the repository root, or to one with `root: true`. */
export function findConfigs(dir: string): ConfigLayer[] {
  const found: ConfigLayer[] = [];
  let at = resolve(dir);
  for (;;) {
    const candidate = join(at, CONFIG_FILE);
    if (existsSync(candidate)) {
      const layer = readConfig(candidate);
      found.unshift(layer);
      if (layer.config.root === true) break;
    }
    if (existsSync(join(at, ".git"))) break;
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  return found;
}

/** How a command chose its config: --config names one file, --no-config none, else the search from `cwd`. */
export interface ConfigChoice {
  config?: string | undefined;
  noConfig?: boolean | undefined;
  cwd?: string | undefined;
}

/**
 * The configs in force for a command, compiled: --config's file alone, none with --no-config, else
 * those found from the working directory up. Throws ConfigError for a config that cannot be used.
 */
export function loadPolicy(choice: ConfigChoice = {}): Policy {
  if (choice.noConfig === true) return compilePolicy([], globToRegExp);
  if (choice.config !== undefined) return compilePolicy([readConfig(resolve(choice.cwd ?? process.cwd(), choice.config))], globToRegExp);
  return compilePolicy(findConfigs(choice.cwd ?? process.cwd()), globToRegExp);
}

/**
 * The configs that apply to files in `dir` (agentspec.config.json from `dir` up to the repository
 * root, nearest winning; `"root": true` stops the search), compiled: `optionsFor(path)` gives a
 * file's `{ strict, rules, ignored }`. Throws ConfigError, with the file's positioned issues, for a
 * config that cannot be read or is not valid.
 */
export function loadConfig(dir: string = process.cwd()): Policy {
  return loadPolicy({ cwd: dir });
}

/** A path as the policy reads it: absolute, "/" separators. */
export const policyPath = (path: string): string => slashes(resolve(path));
