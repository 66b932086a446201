// Types of serve-playground.mjs, for the TypeScript tests that import it.

/** The policy every response carries. */
export declare const CSP: string;
/** Where `buildPlayground` writes the page by default (dist/playground/). */
export declare const PLAYGROUND_DIR: string;

/** Build the playground with Vite into `outDir` (default dist/playground); `watch` keeps rebuilding. */
export declare function buildPlayground(options?: { outDir?: string; watch?: boolean; logLevel?: "info" | "warn" | "error" | "silent"; customLogger?: import("vite").Logger }): Promise<{ dir: string; watcher: unknown }>;

/** Serve `root` (default dist/playground) on `host:port` (port 0: any free one) with the CSP header. */
export declare function startServer(options?: { port?: number; host?: string; root?: string }): Promise<{ url: string; port: number; close(): Promise<void> }>;

/** Build the playground into a temporary folder of its own and serve it on a free port; `close` stops the server and removes the folder. */
export declare function servePrivateBuild(name?: string): Promise<{ url: string; dir: string; close(): Promise<void> }>;
