// Builds the playground (a static page) into dist/playground. The page imports the library from
// src/browser.ts; like package.json's `#regex-loader` in a browser, it swaps the Node-only regex loader for the stub, so
// re2js arrives as a separate chunk through loadRegexEngine().
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

const browserBuild: Plugin = {
  name: "agentspec-browser-build",
  enforce: "pre",
  resolveId(source, importer) {
    if (/(^|\/)regex-loader\.js$/.test(source)) return here("../src/conditions/regex-loader.browser.ts");
    // A `node:*` import in page code is a bug (Vite would only stub it): stop the build.
    if (source.startsWith("node:")) this.error(`${source} imported by ${importer ?? "?"}: the browser entry must not use node:*`);
    return null;
  },
};

export default defineConfig({
  root: here("."),
  base: "/",
  publicDir: here("public"),
  logLevel: "warn",
  plugins: [browserBuild],
  build: {
    outDir: here("../dist/playground"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    // The page's main chunk (CodeMirror 6, the library and the page) is about 500 KB minified, and
    // is meant to be one chunk: the warning would fire on every build. Past 600 KB it is worth a look.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Name the lazily loaded regex engine's chunk after it (it would be "build-<hash>.js").
      output: { manualChunks: (id) => (/[\\/]node_modules[\\/]re2js[\\/]/.test(id) ? "re2js" : undefined) },
    },
  },
});
