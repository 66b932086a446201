// Compiling `regex` patterns with re2js. Browsers load this module on demand with re2js
// (loadRegexEngine), so a page that never meets a regex does not load it.
import type { RE2JS } from "re2js";
import { buildAutomaton, type Re2Program } from "./automaton.js";
import type { CompiledPattern, PatternResult } from "./pattern-types.js";

// Compiled patterns are kept per pattern string, at most CACHE_SIZE of them and CACHE_BYTES of
// automata (each built in full, up to the DFA's own 8 MiB): the oldest go first.
const CACHE_SIZE = 1000;
const CACHE_BYTES = 64 * 1024 * 1024;
let cache: Map<string, { pattern: CompiledPattern; bytes: number }> | undefined;
let cachedBytes = 0;

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

/** Compile a pattern with re2js's RE2JS (cached per pattern string): refused when its automaton has more than `limit` transitions. */
export function compilePattern(re2: typeof RE2JS, pattern: string, limit: number): PatternResult {
  const hit = cache?.get(pattern);
  if (hit !== undefined) return { ok: true, pattern: hit.pattern };
  let compiled: RE2JS;
  try {
    compiled = re2.compile(pattern);
  } catch (error) {
    return { ok: false, code: "condition/bad-regex", params: { pattern, reason: reasonOf(pattern, error) } };
  }
  const literal = literalTest(pattern);
  let bytes = 0;
  if (literal === undefined) {
    const built = buildAutomaton((compiled as unknown as { re2Input: Re2Program }).re2Input, limit);
    if (typeof built !== "number") {
      return { ok: false, code: "condition/regex-too-complex", params: { pattern, ...built, limit } };
    }
    bytes = built;
  }
  const result: CompiledPattern = { test: literal ?? ((s) => compiled.test(s)) };
  cache ??= new Map();
  for (const [key, old] of cache) {
    if (cache.size < CACHE_SIZE && cachedBytes + bytes <= CACHE_BYTES) break;
    cache.delete(key);
    cachedBytes -= old.bytes;
  }
  cache.set(pattern, { pattern: result, bytes });
  cachedBytes += bytes;
  return { ok: true, pattern: result };
}
