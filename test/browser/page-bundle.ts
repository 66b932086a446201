// A page bundled as a site would bundle it (esbuild: minified ESM for the browser, with code
// splitting), and what it loads: the entry and the chunks it imports statically (up front), and
// the chunks reached only through import() (lazy), each measured gzipped at level 9. The size
// tests of the validation page, the language service and the Monaco providers share it.
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import { ROOT } from "./dist.js";

export interface BundledPage {
  /** The entry and every chunk it imports statically: what the page loads up front. */
  staticFiles: string[];
  staticGzip: number;
  /** The source files bundled into them. */
  staticInputs: string[];
  /** Chunks reached only through import(). */
  lazy: { file: string; gzip: number; inputs: string[]; text: string }[];
  /** Every output file's bytes, by absolute path. */
  code: Map<string, Uint8Array>;
}

export interface PageOptions {
  /** Where esbuild would write (nothing is written): a folder of test-results/. */
  outdir: string;
  /**
   * The page imports the sources (src/), not the built entries: the Node-only synchronous regex
   * loader and condition code generator then become the browser stubs, as in the browser build.
   */
  fromSources?: boolean;
  /** Modules the page imports as `virtual:<name>`, by name, with their code. */
  virtual?: Record<string, string>;
}

const SOURCEFILE = "page.js";

/** Bundle the page whose script is `source` and measure what it loads. */
export async function bundlePage(source: string, { outdir, fromSources = false, virtual = {} }: PageOptions): Promise<BundledPage> {
  const plugins: Plugin[] = [];
  if (fromSources) plugins.push({ name: "browser-regex-loader", setup: (b) => b.onResolve({ filter: /\/regex-loader\.js$/ }, () => ({ path: resolve(ROOT, "src/conditions/regex-loader.browser.ts") })) });
  // The same for the condition code generator: a page keeps the closures (no `new Function`).
  if (fromSources) plugins.push({ name: "browser-codegen-loader", setup: (b) => b.onResolve({ filter: /\/codegen-loader\.js$/ }, () => ({ path: resolve(ROOT, "src/conditions/codegen-loader.browser.ts") })) });
  if (Object.keys(virtual).length > 0) {
    plugins.push({
      name: "virtual",
      setup(b) {
        b.onResolve({ filter: /^virtual:/ }, (a) => ({ path: a.path, namespace: "virtual" }));
        b.onLoad({ filter: /.*/, namespace: "virtual" }, (a) => ({ contents: virtual[a.path]!, resolveDir: ROOT, loader: "js" }));
      },
    });
  }
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, sourcefile: SOURCEFILE, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    target: "es2022",
    outdir: resolve(ROOT, outdir),
    write: false,
    metafile: true,
    logLevel: "silent",
    plugins,
  });
  // Metafile paths are relative to the working directory; output files carry absolute paths.
  const abs = (p: string): string => resolve(ROOT, p);
  const outputs = new Map(Object.entries(result.metafile.outputs).map(([p, o]) => [abs(p), o]));
  const code = new Map(result.outputFiles.map((f) => [f.path, f.contents]));
  const gzip = (file: string): number => gzipSync(code.get(file)!, { level: 9 }).length;
  // Chunks reached through import() are entry points too; the page's own is the one from stdin.
  const entry = [...outputs].find(([, o]) => o.entryPoint === SOURCEFILE)?.[0];
  if (entry === undefined) throw new Error("esbuild made no entry for the page");
  const staticFiles: string[] = [];
  const walk = (file: string): void => {
    if (staticFiles.includes(file)) return;
    staticFiles.push(file);
    for (const i of outputs.get(file)?.imports ?? []) if (i.kind === "import-statement" && !i.external) walk(abs(i.path));
  };
  walk(entry);
  const lazy = [...outputs]
    .filter(([file]) => file.endsWith(".js") && !staticFiles.includes(file))
    .map(([file, o]) => ({ file, inputs: Object.keys(o.inputs), gzip: gzip(file), text: new TextDecoder().decode(code.get(file)) }));
  const staticInputs = staticFiles.flatMap((f) => Object.keys(outputs.get(f)?.inputs ?? {}));
  return { staticFiles, staticGzip: staticFiles.reduce((n, f) => n + gzip(f), 0), staticInputs, lazy, code };
}
