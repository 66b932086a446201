// `regex` runs on re2js: RE2 syntax, linear-time matching, pure JavaScript. It is loaded lazily so
// a page or a process that never meets a regex does not pay its ~15 ms import.
import { MAX_REGEX_TRANSITIONS } from "./limits.js";
import type { PatternResult, Re2Module } from "./pattern-types.js";
import { loadRegexSync } from "./regex-loader.js";


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

/** Whether the engine is loaded now (without loading it): what `condition/regex-engine-not-loaded` depends on. */
export function regexEngineLoaded(): boolean {
  return engine !== undefined;
}

export type { CompiledPattern, PatternFault, PatternResult, Re2Module } from "./pattern-types.js";

/** Compile a pattern (cached per pattern string); the engine must be loaded. */
export function compilePattern(pattern: string): PatternResult {
  const re2 = regexEngine();
  if (re2 === undefined) return { ok: false, code: "condition/regex-engine-not-loaded", params: {} };
  return re2.compilePattern(re2.RE2JS, pattern, MAX_REGEX_TRANSITIONS);
}

