// Which files a command line names: files, directories (walked for *.json), globs, - for stdin.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { Issue } from "../core/issue.js";
import type { CodeParams } from "../core/codes/index.js";
import { formatFinding } from "../core/finding-words.js";
import { cliCodeDefinitions } from "./code-definitions.js";
import { decodeUtf8, notText } from "./utf8.js";
import type { TextFinding } from "../core/text.js";

/** One input of a command: a file path as the user wrote it (or found under a directory), or stdin. */
export interface Input {
  /** The name to print: the path, or "<stdin>". */
  name: string;
  stdin: boolean;
  /** Found by walking a directory or expanding a glob (not named on the command line): a file that is no agentspec document is skipped. */
  found?: true;
}

type PathCode = "io/unreadable" | "io/no-match" | "io/not-text";

/** A path argument that names nothing (or a file that is not text, as readInput finds). */
export interface Missing {
  name: string;
  missing: { [C in PathCode]: { code: C; params: CodeParams<C> } }[PathCode];
}

export const STDIN_NAME = "<stdin>";
// What makes an argument a glob: wildcards, a bracket class, a brace list, an extglob.
const GLOB_CHARS = /[*?[{]|[@!+]\(/;

/** The part of picomatch used here (its own package ships no types). */
interface Picomatch {
  makeRe(glob: string, options?: { dot?: boolean; posix?: boolean }): RegExp;
  scan(glob: string): { base: string };
}

let picomatchModule: Picomatch | undefined;
// Loaded on the first glob only: requiring it costs more than the rest of a one-file check.
const picomatch = (): Picomatch => (picomatchModule ??= createRequire(import.meta.url)("picomatch") as Picomatch);

/** Directories never searched: dependencies and dot-directories (.git, .cache…). */
const skipDir = (name: string): boolean => name === "node_modules" || name.startsWith(".");

const join = (dir: string, name: string): string => (dir === "." ? name : dir.endsWith("/") ? dir + name : `${dir}/${name}`);

/** Every file under `dir` (sorted, depth first), skipping node_modules and dot-entries; symlinked directories are not followed. */
function walk(dir: string, keep: (path: string) => boolean, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    if (e.name.startsWith(".")) continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (!skipDir(e.name)) walk(path, keep, out);
    } else if ((e.isFile() || e.isSymbolicLink()) && keep(path)) {
      out.push(path);
    }
  }
}

/**
 * A glob as a regular expression over "/"-separated paths, in picomatch's syntax: `*` and `?` stay
 * within a segment, `**` spans any, `[abc]` is one of (`[!abc]` none of, `[[:digit:]]` POSIX
 * classes), `{a,b}` either, `+(a|b)` and kin extglobs. (The walk never enters dot-entries.)
 */
export function globToRegExp(pattern: string): RegExp {
  return picomatch().makeRe(pattern, { dot: false, posix: true });
}

function expandGlob(pattern: string): string[] {
  const normal = pattern.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
  const base = picomatch().scan(normal).base || ".";
  const re = globToRegExp(normal);
  const out: string[] = [];
  walk(base, (path) => re.test(path), out);
  return out;
}

const isJson = (path: string): boolean => path.toLowerCase().endsWith(".json");

/** Turn path arguments into inputs, in order, each file once; an argument that names nothing gives a `Missing`. */
export function expandPaths(args: readonly string[]): (Input | Missing)[] {
  const inputs: (Input | Missing)[] = [];
  const seen = new Set<string>();
  // With one path argument every file is found once (a walk lists each entry once), so only
  // several arguments need each file's resolved path to drop repeats.
  const once = args.length === 1;
  const at = new Map<string, number>();
  const add = (name: string, found: boolean): void => {
    if (!once) {
      const key = resolve(name);
      const earlier = at.get(key);
      if (earlier !== undefined) {
        // A file also named on the command line is named: it is always checked.
        if (!found) delete (inputs[earlier] as Input).found;
        return;
      }
      at.set(key, inputs.length);
    }
    inputs.push(found ? { name, stdin: false, found: true } : { name, stdin: false });
  };
  for (const arg of args) {
    if (arg === "-") {
      // stdin can be read once; "-" is never a path, so it cannot clash with a resolved one.
      if (!seen.has("-")) inputs.push({ name: STDIN_NAME, stdin: true });
      seen.add("-");
      continue;
    }
    let stat;
    try {
      stat = statSync(arg);
    } catch (e) {
      if (GLOB_CHARS.test(arg)) {
        const found = expandGlob(arg);
        if (found.length === 0) inputs.push({ name: arg, missing: { code: "io/no-match", params: { pattern: arg } } });
        for (const f of found) add(f, true);
      } else {
        inputs.push({ name: arg, missing: { code: "io/unreadable", params: { reason: reason(e) } } });
      }
      continue;
    }
    if (stat.isDirectory()) {
      const found: string[] = [];
      walk(arg.replace(/\/+$/, "") || "/", isJson, found);
      // A directory that holds nothing to check is a wrong path as surely as a glob that matches nothing.
      if (found.length === 0) inputs.push({ name: arg, missing: { code: "io/no-match", params: { pattern: arg, wanted: "*.json" } } });
      for (const f of found) add(f, true);
    } else add(arg, false);
  }
  return inputs;
}

/** Why a file operation failed, in a few words ("no such file or directory"). */
export function reason(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown };
  const known: Record<string, string> = {
    ENOENT: "no such file or directory",
    EACCES: "permission denied",
    EISDIR: "it is a directory",
    EPERM: "operation not permitted",
  };
  if (typeof err.code === "string" && known[err.code]) return known[err.code]!;
  return typeof err.message === "string" ? err.message : String(e);
}

/** An input read: its text, bytes and what is wrong with its encoding, or why it could not be read. */
export type Read = { text: string; bytes: Uint8Array; invalid: TextFinding[] } | { error: Missing["missing"] };

/**
 * The text of an input and its bytes that are not UTF-8 (`io/invalid-utf8`, placed in the text
 * where each became U+FFFD), or why it could not be read (an argument that named nothing
 * included, and a file that is UTF-16, UTF-32 or binary: `io/not-text`).
 */
export function readInput(input: Input | Missing): Read {
  if ("missing" in input) return { error: input.missing };
  try {
    const bytes = readFileSync(input.stdin ? 0 : input.name);
    // One error for a file that is not UTF-8 text at all, not one per byte and a syntax error.
    const not = notText(bytes);
    if (not !== undefined) return { error: { code: "io/not-text", params: not } };
    const { text, findings } = decodeUtf8(bytes);
    return { text, bytes, invalid: findings };
  } catch (e) {
    return { error: { code: "io/unreadable", params: { reason: reason(e) } } };
  }
}

/** An issue about a path itself (unreadable, a glob that matches nothing, not text): no range, pointer "". */
export function pathIssue(missing: Missing["missing"]): Issue {
  return formatFinding({ severity: "error", pointer: "", ...missing }, cliCodeDefinitions);
}

/** Say on stderr how many files a walk found that are no agentspec document (stdout stays the report). */
export function notDocuments(skipped: readonly string[], done = "checked"): void {
  if (skipped.length === 0) return;
  const shown = skipped.slice(0, 3).join(", ") + (skipped.length > 3 ? ", …" : "");
  process.stderr.write(`agentspec: ${skipped.length === 1 ? "1 file is not an agentspec document" : `${skipped.length} files are not agentspec documents`}; not ${done} (${shown})\n`);
}
