// Browsers: conditions are closures (build.ts); a strict Content-Security-Policy forbids `new Function`.
import type { generate } from "./codegen.js";

/** Always undefined in a browser: conditions are evaluated by closures. */
export function loadCodegen(): typeof generate | undefined {
  return undefined;
}
