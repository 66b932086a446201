// Browsers: nothing loads synchronously; call loadRegexEngine() before compiling a `regex`.
import type * as Re2Module from "re2js";

/** Always undefined in a browser: the engine loads only through loadRegexEngine(). */
export function loadRegexSync(): typeof Re2Module | undefined {
  return undefined;
}
