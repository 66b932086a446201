import { defineConfig } from "tsup";
import type { Plugin } from "esbuild";

// The library's two entries are one build, so they share their chunks: `agentspec-toolkit` and
// `agentspec-toolkit/browser` hand out the same classes (one ConditionError, `instanceof` holds
// across entries). The only code that differs between Node and a page, the synchronous regex
// loader, is left out of that build as `#regex-loader`, which package.json's `imports` resolves
// per platform: Node (node:module's createRequire) or anything else (a stub; a page awaits
// `loadRegexEngine()`, re2js then arrives as a separate chunk).
// The condition code generator (Node only, it calls `new Function`) is left out the same way, as
// `#codegen-loader`: a page gets the stub and keeps the closures.
const regexLoaderByPlatform: Plugin = {
  name: "regex-loader-by-platform",
  setup(build) {
    build.onResolve({ filter: /\/regex-loader\.js$/ }, (args) =>
      args.kind === "entry-point" ? undefined : { path: "#regex-loader", external: true },
    );
    build.onResolve({ filter: /\/codegen-loader\.js$/ }, (args) =>
      args.kind === "entry-point" ? undefined : { path: "#codegen-loader", external: true },
    );
  },
};

export default defineConfig([
  {
    entry: { index: "src/index.ts", browser: "src/browser.ts" },
    format: "esm",
    platform: "neutral",
    target: "es2022",
    dts: { entry: { index: "src/index.ts", browser: "src/browser.ts" } },
    splitting: true,
    clean: true,
    sourcemap: false,
    shims: false,
    esbuildPlugins: [regexLoaderByPlatform],
  },
  {
    entry: {
      "regex-loader.node": "src/conditions/regex-loader.ts",
      "regex-loader.browser": "src/conditions/regex-loader.browser.ts",
      "codegen-loader.node": "src/conditions/codegen-loader.ts",
      "codegen-loader.browser": "src/conditions/codegen-loader.browser.ts",
    },
    format: "esm",
    platform: "node",
    target: "es2022",
    removeNodeProtocol: false,
    splitting: false,
    clean: false,
    sourcemap: false,
    shims: false,
  },
  // `agentspec-toolkit/server` (Node only) and its pool's worker: a build of their own, so that
  // sharing chunks with them never reshapes the chunks a page loads (the validate page's budget);
  // the two share their chunks with each other. Node's code generator and regex loader are bundled in.
  {
    entry: { server: "src/server/index.ts", "server-worker": "src/server/worker.ts" },
    format: "esm",
    platform: "node",
    target: "node20",
    dts: { entry: { server: "src/server/index.ts" }, compilerOptions: { types: ["node"] } },
    removeNodeProtocol: false,
    splitting: true,
    clean: false,
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
]);
