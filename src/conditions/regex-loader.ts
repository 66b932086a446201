// Node: load re2js synchronously, so a condition with `regex` compiles without awaiting
// loadRegexEngine(). The library build imports it as `#regex-loader`, which package.json resolves
// to this file in Node and to regex-loader.browser.ts everywhere else.
// @ts-ignore: node:module is typed by tsconfig.node.json; the core config has no node types
import { createRequire } from "node:module";
import type * as Re2 from "re2js";
import { compilePattern } from "./pattern.js";
import type { Re2Module } from "./pattern-types.js";

/** The regex engine loaded synchronously, or undefined when re2js cannot be loaded here. */
export function loadRegexSync(): Re2Module | undefined {
  try {
    const re2 = createRequire((import.meta as unknown as { url: string }).url)("re2js") as typeof Re2;
    return { RE2JS: re2.RE2JS, compilePattern };
  } catch {
    return undefined;
  }
}
