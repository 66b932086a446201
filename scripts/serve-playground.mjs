// Builds the playground with Vite and serves static files on 127.0.0.1 under a strict
// Content-Security-Policy. Used by `npm run playground`, the browser tests and scripts/screenshot.mjs.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The policy every response carries: no inline script or style, no eval. */
export const CSP = "default-src 'self'; script-src 'self'";

/** Where `buildPlayground` writes the page. */
export const PLAYGROUND_DIR = fileURLToPath(new URL("../dist/playground/", import.meta.url));
const CONFIG = fileURLToPath(new URL("../playground/vite.config.ts", import.meta.url));

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
};

/**
 * Build the playground with Vite's JS API into `outDir` (default dist/playground). With `watch`,
 * rebuild on changes (resolves after the first build). Resolves to `{ dir, watcher }`.
 */
export async function buildPlayground({ outDir = PLAYGROUND_DIR, watch = false, logLevel = "warn", customLogger } = {}) {
  const { build } = await import("vite");
  const watcher = await build({
    configFile: CONFIG,
    configLoader: "runner",
    logLevel,
    ...(customLogger === undefined ? {} : { customLogger }),
    build: { outDir: resolve(outDir), emptyOutDir: true, ...(watch ? { watch: {} } : {}) },
  });
  if (watch) {
    // Vite logs errors and closes each bundle itself; wait for the first round only.
    await new Promise((done) => watcher.on("event", (e) => (e.code === "END" || e.code === "ERROR") && done(undefined)));
  }
  return { dir: resolve(outDir), watcher: watch ? watcher : undefined };
}

/**
 * Serve `root` over HTTP on `host:port` (port 0 picks a free one), every response with the CSP
 * header. Resolves to `{ url, port, close }`.
 */
export function startServer({ port = 5173, host = "127.0.0.1", root = PLAYGROUND_DIR } = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const headers = { "Content-Security-Policy": CSP, "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };
    const fail = (code, text) => {
      res.writeHead(code, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      res.end(text);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return fail(405, "method not allowed");
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      return fail(400, "bad request");
    }
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return fail(403, "forbidden");
    try {
      if (!(await stat(file)).isFile()) return fail(404, "not found");
      const body = await readFile(file);
      res.writeHead(200, { ...headers, "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      fail(404, "not found");
    }
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      done({
        url: `http://${host}:${actual}/`,
        port: actual,
        close: () => new Promise((closed) => (server.closeAllConnections(), server.close(() => closed(undefined)))),
      });
    });
  });
}

/**
 * Build the playground into a folder of its own under the system's temporary folder and serve it
 * on a free port: a test or a bench gets a private copy (`npm run build`, which cleans dist/, or a
 * playground running elsewhere in the checkout cannot pull files from under it). Resolves to
 * `{ url, dir, close }`; `close` stops the server and removes the folder.
 */
export async function servePrivateBuild(name = "agentspec-playground") {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await buildPlayground({ outDir: dir });
    const server = await startServer({ port: 0, root: dir });
    return { url: server.url, dir, close: async () => (await server.close(), remove()) };
  } catch (error) {
    remove();
    throw error;
  }
}
