// `regex` runs on re2js: RE2 syntax, linear-time matching, pure JavaScript. It is loaded lazily so
// a page or a process that never meets a regex does not pay its ~15 ms import.
import type * as Re2 from "re2js";
import { MAX_REGEX_INPUT_LENGTH, MAX_REGEX_WORK } from "./limits.js";
import { loadRegexSync } from "./regex-loader.js";

/** The re2js module. */
export type Re2Module = typeof Re2;

let engine: Re2Module | undefined;
let loading: Promise<void> | undefined;

/** Load the regex engine (re2js); needed before compiling a `regex` condition where it cannot load synchronously (browsers). */
export function loadRegexEngine(): Promise<void> {
  if (engine !== undefined) return Promise.resolve();
  loading ??= import("re2js").then(
    (mod) => {
      engine = mod;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The loaded engine, else whatever loads synchronously here (Node), else undefined. */
export function regexEngine(): Re2Module | undefined {
  engine ??= loadRegexSync();
  return engine;
}

/** A pattern ready to run: `test` searches anywhere in the input (unanchored). */
export interface CompiledPattern {
  test(input: string): boolean;
  /** Longest input this pattern reads: MAX_REGEX_INPUT_LENGTH, less for a large program. */
  maxInput: number;
}

export type PatternResult =
  | { ok: true; pattern: CompiledPattern }
  | { ok: false; code: "condition/regex-engine-not-loaded" | "condition/bad-regex"; params: Record<string, unknown> };

const CACHE_SIZE = 1000;
let cache: Map<string, CompiledPattern> | undefined;

// `\` followed by one of these is a literal character in RE2.
const ESCAPABLE = "\\.+*?()|[]{}^$/-";

/**
 * A pattern that is only a literal, maybe anchored (`^ok`, `world`, `\.json$`), runs as a string
 * test: the same verdict as the engine, at native speed. Surrogates and U+FFFD stay with the
 * engine, which reads ill-formed UTF-16 its own way.
 */
function literalTest(p: string): ((s: string) => boolean) | undefined {
  let i = 0;
  let end = p.length;
  const start = p[0] === "^";
  if (start) i = 1;
  const stop = end > i && p[end - 1] === "$" && !(end - 2 >= i && p[end - 2] === "\\" && escapedAt(p, end - 2, i));
  if (stop) end--;
  let lit = "";
  for (; i < end; i++) {
    const c = p[i] as string;
    const code = c.charCodeAt(0);
    if ((code >= 0xd800 && code <= 0xdfff) || code === 0xfffd) return undefined;
    if (c === "\\") {
      const x = p[i + 1];
      if (x === undefined || !ESCAPABLE.includes(x) || i + 1 >= end) return undefined;
      lit += x;
      i++;
    } else if (ESCAPABLE.includes(c) && c !== "/" && c !== "-") {
      return undefined;
    } else {
      lit += c;
    }
  }
  if (start && stop) return (s) => s === lit;
  if (start) return (s) => s.startsWith(lit);
  if (stop) return (s) => s.endsWith(lit);
  return (s) => s.includes(lit);
}

// True when the backslash at `at` is itself unescaped (an odd run of backslashes ending there).
function escapedAt(p: string, at: number, from: number): boolean {
  let n = 0;
  for (let j = at; j >= from && p[j] === "\\"; j--) n++;
  return n % 2 === 1;
}

function reasonOf(pattern: string, error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error);
  reason = reason.replace(/^error parsing regexp: /, "");
  if (/\(\?<?[=!]/.test(pattern)) reason += " (RE2 has no lookahead or lookbehind)";
  else if (/\\[1-9]/.test(pattern)) reason += " (RE2 has no backreferences)";
  return reason;
}

/** Compile a pattern (cached per pattern string). */
export function compilePattern(pattern: string): PatternResult {
  const hit = cache?.get(pattern);
  if (hit !== undefined) return { ok: true, pattern: hit };
  const re2 = regexEngine();
  if (re2 === undefined) return { ok: false, code: "condition/regex-engine-not-loaded", params: {} };
  let compiled: Re2.RE2JS;
  try {
    compiled = re2.RE2JS.compile(pattern);
  } catch (error) {
    return { ok: false, code: "condition/bad-regex", params: { pattern, reason: reasonOf(pattern, error) } };
  }
  const size = Math.max(1, compiled.programSize());
  const maxInput = Math.min(MAX_REGEX_INPUT_LENGTH, Math.floor(MAX_REGEX_WORK / size));
  const literal = literalTest(pattern);
  const result: CompiledPattern = { test: literal ?? ((s) => compiled.test(s)), maxInput };
  cache ??= new Map();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(pattern, result);
  return { ok: true, pattern: result };
}
