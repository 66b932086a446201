// `regex` runs on re2js: RE2 syntax, linear-time matching, pure JavaScript. It is loaded lazily so
// a page or a process that never meets a regex does not pay its ~15 ms import.
import type * as Re2 from "re2js";
import { MAX_REGEX_TRANSITIONS } from "./limits.js";
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
}

export type PatternResult =
  | { ok: true; pattern: CompiledPattern }
  | {
      ok: false;
      code: "condition/regex-engine-not-loaded" | "condition/bad-regex" | "condition/regex-too-complex";
      params: Record<string, unknown>;
    };

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

// The parts of re2js's lazy DFA (RE2's design) that the automaton check drives. They are not in
// its typings; test/conditions/regex-automaton.test.ts fails if a release changes them.
interface DfaState {
  readonly nfaStates: readonly number[];
}
interface Dfa {
  failed: boolean;
  memBudget: number;
  stateBudget: number;
  classBounds: Int32Array;
  numClasses: number;
  start(input: { context(pos: number): number }, pos: number): DfaState | null;
  step(state: DfaState, cls: number, rune: number, anchor: number): DfaState | null;
}
export interface Re2Program {
  prefixComplete: boolean;
  onepass: unknown;
  dfa: Dfa;
}

const UNANCHORED = 0;
const END_TEXT = -1;
/** The empty-width context at the start of any input (RE2's EMPTY_BEGIN_TEXT). */
const AT_START = { context: (): number => 4 };
const MAX_RUNE = 0x10ffff;

/**
 * Build the whole automaton a search with this pattern can meet, within MAX_REGEX_TRANSITIONS.
 * re2js matches with a lazy DFA that caches its states; when they outgrow its memory it flushes
 * them, and when it flushes too often it falls back to a simulation costing the program size per
 * character (seconds on 1 MiB). A pattern whose automaton is built here in full never meets that
 * fallback: each later character is one cached step. Returns how far it got when it does not fit.
 */
export function buildAutomaton(re2: Re2Program): { states: number; classes: number } | number {
  // Literal prefixes run as a string search, one-pass programs in one pass: both linear already.
  if (re2.prefixComplete || re2.onepass !== null) return 0;
  const dfa = re2.dfa;
  const classes: number[] = [];
  // One character stands for each class: the DFA treats every character of a class alike.
  for (let c = 0; c < dfa.numClasses; c++) {
    const rune = c === 0 ? 0 : (dfa.classBounds[c - 1] as number);
    if (rune <= MAX_RUNE) classes.push(c, rune);
  }
  const perState = classes.length / 2 + 1;
  const first = dfa.failed ? null : dfa.start(AT_START, 0);
  if (first === null) return { states: 0, classes: perState - 1 };
  const seen = new Set<DfaState>([first]);
  const queue: DfaState[] = [first];
  for (let q = 0; q < queue.length; q++) {
    if ((q + 1) * perState > MAX_REGEX_TRANSITIONS) return { states: seen.size, classes: perState - 1 };
    const state = queue[q] as DfaState;
    for (let i = 0; i < classes.length; i += 2) {
      const next = dfa.step(state, classes[i] as number, classes[i + 1] as number, UNANCHORED);
      if (next === null) return { states: seen.size, classes: perState - 1 };
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
    if (dfa.step(state, dfa.numClasses, END_TEXT, UNANCHORED) === null) return { states: seen.size, classes: perState - 1 };
  }
  return dfa.stateBudget - dfa.memBudget;
}

/** Compile a pattern (cached per pattern string). */
export function compilePattern(pattern: string): PatternResult {
  const hit = cache?.get(pattern);
  if (hit !== undefined) return { ok: true, pattern: hit.pattern };
  const re2 = regexEngine();
  if (re2 === undefined) return { ok: false, code: "condition/regex-engine-not-loaded", params: {} };
  let compiled: Re2.RE2JS;
  try {
    compiled = re2.RE2JS.compile(pattern);
  } catch (error) {
    return { ok: false, code: "condition/bad-regex", params: { pattern, reason: reasonOf(pattern, error) } };
  }
  const literal = literalTest(pattern);
  let bytes = 0;
  if (literal === undefined) {
    const built = buildAutomaton((compiled as unknown as { re2Input: Re2Program }).re2Input);
    if (typeof built !== "number") {
      return { ok: false, code: "condition/regex-too-complex", params: { pattern, ...built, limit: MAX_REGEX_TRANSITIONS } };
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
