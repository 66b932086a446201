// The types the regex modules share: regex.ts (loading), pattern.ts (compiling) and the loaders.
// Kept apart so that none of them imports another only for a type.
import type { RE2JS } from "re2js";

/** The regex engine: re2js and the pattern compiler with its automaton check (both loaded on demand). */
export interface Re2Module {
  RE2JS: typeof RE2JS;
  compilePattern: (re2: typeof RE2JS, pattern: string) => PatternResult;
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

