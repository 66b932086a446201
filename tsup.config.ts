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
    entry: { index: "src/index.ts", cli: "src/cli/main.ts" },
    format: "esm",
    platform: "node",
    target: "node20",
    dts: { entry: { index: "src/index.ts" } },
    splitting: true,
    clean: true,
    sourcemap: false,
    shims: false,
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
