// Node: load re2js synchronously, so a condition with `regex` compiles without awaiting
// loadRegexEngine(). The library build imports it as `#regex-loader`, which package.json resolves
// to this file in Node and to regex-loader.browser.ts everywhere else.
// @ts-ignore: node:module is typed by tsconfig.node.json; the core config has no node types
import { createRequire } from "node:module";
import type * as Re2Module from "re2js";

/** The re2js module loaded synchronously, or undefined when it cannot be loaded here. */
export function loadRegexSync(): typeof Re2Module | undefined {
  try {
    return createRequire((import.meta as unknown as { url: string }).url)("re2js") as typeof Re2Module;
  } catch {
    return undefined;
  }
}
