// Node: conditions compile to JavaScript (codegen.ts). The library build imports this file as
// `#codegen-loader`, which package.json resolves here in Node and to codegen-loader.browser.ts
// everywhere else, so no page ever loads code that calls `new Function`.
import { generate } from "./codegen.js";

let allowed: boolean | undefined;

/** The code generator, or undefined where code generation from strings is refused (`--disallow-code-generation-from-strings`). */
export function loadCodegen(): typeof generate | undefined {
  if (allowed === undefined) {
    try {
      allowed = (new Function("return true") as () => boolean)();
    } catch {
      allowed = false;
    }
  }
  return allowed ? generate : undefined;
}
