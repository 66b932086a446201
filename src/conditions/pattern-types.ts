// The types the regex engine's modules share (the loader, the on-demand engine and the pattern
// compiler), apart from all three so that none imports another for its types.
import type { RE2JS } from "re2js";
import type { CodeParams } from "../core/codes/index.js";

/** A pattern ready to run: `test` searches anywhere in the input (unanchored). */
export interface CompiledPattern {
  test(input: string): boolean;
}

type PatternCode = "condition/regex-engine-not-loaded" | "condition/bad-regex" | "condition/regex-too-complex";

/** Why a pattern does not compile: one of the pattern codes, with its params. */
export type PatternFault = { [C in PatternCode]: { code: C; params: CodeParams<C> } }[PatternCode];

/** A compiled pattern, or why it does not compile. */
export type PatternResult = { ok: true; pattern: CompiledPattern } | ({ ok: false } & PatternFault);

/** The regex engine: re2js and the pattern compiler with its automaton check (both loaded on demand). */
export interface Re2Module {
  RE2JS: typeof RE2JS;
  /** `limit`: MAX_REGEX_TRANSITIONS, passed by the caller (see limits.ts). */
  compilePattern(re2: typeof RE2JS, pattern: string, limit: number): PatternResult;
}
