// The Monaco test pages (test/editor/monaco-page/), bundled with esbuild beside Monaco's editor and
// JSON workers and served from memory under the Content-Security-Policy docs/editor.md gives.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { basename, extname, join } from "node:path";
import { build } from "esbuild";
import { built } from "../browser/dist.js";

export const MONACO_PAGE = join(import.meta.dirname, "monaco-page");
const MONACO = join(import.meta.dirname, "..", "..", "node_modules", "monaco-editor", "esm", "vs");

/** The policy docs/editor.md gives for Monaco. */
export const MONACO_CSP = readFileSync(join(import.meta.dirname, "..", "..", "docs", "editor.md"), "utf8").match(/<!-- monaco-csp -->\n```\nContent-Security-Policy: (.*)\n```/)?.[1];

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".ttf": "font/ttf" };

/** A served page: its origin, and how to stop serving it. */
export interface MonacoPageServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Bundle `entry` (a file of monaco-page/, with `agentspec-toolkit/browser` as built in dist/) and
 * serve it with `html` (also at `/`) and page.css, under the documented policy.
 */
export async function serveMonacoPage(entry: string, html: string): Promise<MonacoPageServer> {
  const common = { bundle: true, write: false, minify: true, logLevel: "error", outdir: "/out", loader: { ".ttf": "file" } } as const;
  const outputs = await Promise.all([
    build({ ...common, entryPoints: { [basename(entry, ".ts")]: join(MONACO_PAGE, entry) }, format: "iife", alias: { "agentspec-toolkit/browser": built("browser.js") }, assetNames: "[name]" }),
    build({ ...common, entryPoints: { "monaco/editor.worker": join(MONACO, "editor", "editor.worker.js") }, format: "iife" }),
    build({ ...common, entryPoints: { "monaco/json.worker": join(MONACO, "language", "json", "json.worker.js") }, format: "iife" }),
  ]);
  const files = new Map<string, Uint8Array>();
  for (const out of outputs.flatMap((r) => r.outputFiles)) files.set(out.path.slice("/out".length), out.contents);
  files.set(`/${html}`, readFileSync(join(MONACO_PAGE, html)));
  files.set("/page.css", readFileSync(join(MONACO_PAGE, "page.css")));
  const server = createServer((req, res) => {
    const asked = new URL(req.url ?? "/", "http://x").pathname;
    const path = asked === "/" ? `/${html}` : asked;
    const body = path === "/favicon.ico" ? new Uint8Array() : files.get(path);
    const headers = { "Content-Security-Policy": MONACO_CSP!, "Cache-Control": "no-store" };
    if (!body) return void res.writeHead(404, headers).end();
    res.writeHead(200, { ...headers, "Content-Type": TYPES[extname(path)] ?? "application/octet-stream" }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
