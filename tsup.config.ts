import { defineConfig } from "tsup";
import type { Plugin } from "esbuild";

// The browser build swaps the Node-only synchronous regex loader (node:module) for a stub:
// in a page the regex engine arrives through `loadRegexEngine()` as a separate chunk.
const browserRegexLoader: Plugin = {
  name: "browser-regex-loader",
  setup(build) {
    build.onResolve({ filter: /\/regex-loader\.js$/ }, (args) => ({
      path: new URL("./src/conditions/regex-loader.browser.ts", import.meta.url).pathname,
    }));
  },
};

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: "esm",
    platform: "node",
    target: "node20",
    dts: { entry: { index: "src/index.ts" } },
    splitting: true,
    clean: true,
    sourcemap: false,
    shims: false,
  },
  // The command is one CommonJS file: Node starts it without the ESM loader and without loading
  // shared chunks, 5 to 10 ms less per run (docs/benchmarks.md); commands still load on demand.
  {
    entry: { cli: "src/cli/main.ts" },
    format: "cjs",
    platform: "node",
    target: "node20",
    outExtension: () => ({ js: ".cjs" }),
    splitting: false,
    clean: false,
    sourcemap: false,
    shims: true,
  },
  {
    entry: { browser: "src/browser.ts" },
    format: "esm",
    platform: "browser",
    target: "es2022",
    dts: true,
    splitting: true,
    clean: false,
    sourcemap: false,
    esbuildPlugins: [browserRegexLoader],
  },
]);
