// `regex` runs on re2js: RE2 syntax, linear-time matching, pure JavaScript. It is loaded lazily so
// a page or a process that never meets a regex does not pay its ~15 ms import.
import type { RE2JS } from "re2js";
import type { compilePattern as compileWith } from "./pattern.js";
import { loadRegexSync } from "./regex-loader.js";

/** The regex engine: re2js and the pattern compiler with its automaton check (both loaded on demand). */
export interface Re2Module {
  RE2JS: typeof RE2JS;
  compilePattern: typeof compileWith;
}

let engine: Re2Module | undefined;
let loading: Promise<void> | undefined;

/** Load the regex engine (re2js); needed before compiling a `regex` condition where it cannot load synchronously (browsers). */
export function loadRegexEngine(): Promise<void> {
  if (engine !== undefined) return Promise.resolve();
  loading ??= Promise.all([import("re2js"), import("./pattern.js")]).then(
    ([re2, pattern]) => {
      engine = { RE2JS: re2.RE2JS, compilePattern: pattern.compilePattern };
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

/** Compile a pattern (cached per pattern string); the engine must be loaded. */
export function compilePattern(pattern: string): PatternResult {
  const re2 = regexEngine();
  if (re2 === undefined) return { ok: false, code: "condition/regex-engine-not-loaded", params: {} };
  return re2.compilePattern(re2.RE2JS, pattern);
}

