// Finding and reading agentspec.config.json on Node: from a folder up to the repository root (a
// folder holding .git), nearest last; a config with `"root": true` stops the search. A config that
// cannot be read or is not valid is a ConfigError (a command exits 2), never skipped. Node's
// modules are taken with process.getBuiltinModule when a function runs, so importing this file
// (as the library's main entry does) loads nothing and needs no node:* import.
import { checkConfigText, compilePolicy, ConfigError, type ConfigLayer, type Policy } from "../config/index.js";
import { formatFinding } from "../core/finding-words.js";
import { cliCodes } from "../core/codes/cli.js";
import { CONFIG_FILE } from "../core/file-names.js";

export { CONFIG_FILE, SUPPRESSIONS_FILE } from "../core/file-names.js";

interface Fs {
  readFileSync(path: string, encoding: "utf8"): string;
  existsSync(path: string): boolean;
}
interface Path {
  dirname(p: string): string;
  join(...p: string[]): string;
  resolve(...p: string[]): string;
  sep: string;
}
interface NodeProcess {
  cwd(): string;
  getBuiltinModule(name: string): unknown;
}
interface Picomatch {
  makeRe(glob: string, options?: { dot?: boolean; posix?: boolean }): RegExp;
}

let nodeApi: { fs: Fs; path: Path; process: NodeProcess } | undefined;

function node(): { fs: Fs; path: Path; process: NodeProcess } {
  if (nodeApi !== undefined) return nodeApi;
  const process = (globalThis as { process?: NodeProcess }).process;
  if (typeof process?.getBuiltinModule !== "function") throw new Error("loadConfig reads files: it runs on Node (^20.19.0 || >=22.12.0)");
  return (nodeApi = { fs: process.getBuiltinModule("fs") as Fs, path: process.getBuiltinModule("path") as Path, process });
}

let picomatch: Picomatch | undefined;
/** A glob as a matcher of "/"-separated paths (picomatch, loaded on the first glob). */
export function compileGlob(glob: string): RegExp {
  if (picomatch === undefined) {
    const { createRequire } = node().process.getBuiltinModule("module") as { createRequire(from: string): (id: string) => unknown };
    picomatch = createRequire((import.meta as unknown as { url: string }).url)("picomatch") as Picomatch;
  }
  return picomatch.makeRe(glob, { dot: false, posix: true });
}

const slashes = (p: string, sep: string): string => (sep === "/" ? p : p.split(sep).join("/"));

function reason(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES") return "permission denied";
  if (code === "EISDIR") return "it is a directory";
  return e instanceof Error ? e.message : String(e);
}

/** Read and check one config file; a ConfigError when it cannot be read or is not valid. */
export function readConfig(file: string): ConfigLayer {
  const { fs, path } = node();
  const at = path.resolve(file);
  let text: string;
  try {
    text = fs.readFileSync(at, "utf8");
  } catch (e) {
    throw new ConfigError(at, [formatFinding({ code: "io/unreadable", severity: "error", pointer: "", params: { reason: reason(e) } }, cliCodes)]);
  }
  const checked = checkConfigText(text);
  if (!checked.config) throw new ConfigError(at, checked.issues, text);
  return { path: at, dir: slashes(path.dirname(at), path.sep), config: checked.config };
}

/** The configs that apply in `dir`, farthest first: from `dir` up to the repository root, or to one with `root: true`. */
export function findConfigs(dir: string): ConfigLayer[] {
  const { fs, path } = node();
  const found: ConfigLayer[] = [];
  let at = path.resolve(dir);
  for (;;) {
    const candidate = path.join(at, CONFIG_FILE);
    if (fs.existsSync(candidate)) {
      const layer = readConfig(candidate);
      found.unshift(layer);
      if (layer.config.root === true) break;
    }
    if (fs.existsSync(path.join(at, ".git"))) break;
    const up = path.dirname(at);
    if (up === at) break;
    at = up;
  }
  return found;
}

/** How a command chose its config: `config` names one file, `noConfig` none, else the search from `cwd`. */
export interface ConfigChoice {
  config?: string | undefined;
  noConfig?: boolean | undefined;
  cwd?: string | undefined;
}

/**
 * The configs in force, compiled: `config`'s file alone, none with `noConfig`, else those found
 * from `cwd` up. Throws ConfigError for a config that cannot be used.
 */
export function loadPolicy(choice: ConfigChoice = {}): Policy {
  if (choice.noConfig === true) return compilePolicy([], compileGlob);
  const { path, process } = node();
  const cwd = choice.cwd ?? process.cwd();
  if (choice.config !== undefined) return compilePolicy([readConfig(path.resolve(cwd, choice.config))], compileGlob);
  return compilePolicy(findConfigs(cwd), compileGlob);
}

/**
 * The configs that apply to files in `dir` (agentspec.config.json from `dir` up to the repository
 * root, nearest winning; `"root": true` stops the search), compiled: `optionsFor(path)` gives a
 * file's `{ strict, rules, ignored }` (for validateSpecText's options). Throws ConfigError, with the
 * file's positioned issues, for a config that cannot be read or is not valid.
 */
export function loadConfig(dir?: string): Policy {
  return loadPolicy(dir === undefined ? {} : { cwd: dir });
}

/** A path as a policy reads it: absolute, "/" separators. */
export function policyPath(p: string): string {
  const { path, process } = node();
  // A walk's names (relative, no empty, "." or ".." step) resolve by a join: path.resolve's
  // normalizing was a tenth of a warm cached run over 100,000 files.
  if (path.sep === "/" && p !== "" && p.charCodeAt(0) !== 0x2f && !UNCLEAN.test(p)) {
    const cwd = process.cwd();
    return cwd === "/" ? `/${p}` : `${cwd}/${p}`;
  }
  return slashes(path.resolve(p), path.sep);
}

/** A path with a step that path.resolve would change: empty, "." or "..", or a trailing "/". */
const UNCLEAN = /(?:^|\/)\.{1,2}(?:\/|$)|\/\/|\/$/;
