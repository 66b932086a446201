// Browsers: nothing loads synchronously; call loadRegexEngine() before compiling a `regex`.
import type { Re2Module } from "./pattern-types.js";

/** Always undefined in a browser: the engine loads only through loadRegexEngine(). */
export function loadRegexSync(): Re2Module | undefined {
  return undefined;
}
