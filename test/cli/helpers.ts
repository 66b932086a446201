// Running the built command as a child process, on fixture trees made in a temp directory.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

export const CLI = join(import.meta.dirname, "..", "..", "dist", "cli.cjs");
if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" first (npm test does)`);

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run `node dist/cli.cjs …args` in `cwd`, with `input` on stdin and colour settings cleared from the environment. */
export function run(args: readonly string[], opts: { cwd?: string; input?: string; env?: Record<string, string>; nodeArgs?: string[] } = {}): Promise<Run> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...opts.env };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), CLI, ...args], { cwd: opts.cwd, env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? "");
  });
}

/** Write a tree of files ({ "a/b.json": text }) into a new temp directory; returns its path. */
export function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "agentspec-cli-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

const webhook = (id: string, to?: string | string[], config: Record<string, unknown> = {}) => ({
  id,
  type: "action",
  actionType: "WEBHOOK",
  config: { url: `https://api.example.com/${id}`, method: "GET", ...config },
  ...(to === undefined ? {} : { transition: [to].flat().map((t, i, all) => (i < all.length - 1 ? { to: t, when: { source: "vars", path: "x", op: "exists" } } : { to: t })) }),
});

/** Spec texts: a clean one, one with a warning, one with an error. */
export const SPECS = {
  good: JSON.stringify({ version: 2, nodes: [webhook("start", "end"), webhook("end")] }, null, 2) + "\n",
  warn: JSON.stringify({ version: 2, nodes: [webhook("start", "end", { proxy: "us", timeout: 600 }), webhook("end")] }, null, 2) + "\n",
  bad: JSON.stringify({ version: 2, nodes: [webhook("start", ["ned", "end"]), webhook("end", undefined, { proxy: "{{vars.region}}" })] }, null, 2) + "\n",
  broken: '{\n  "version": 2,\n  "nodes": [\n    { "id": "a", }\n  ]\n}\n',
};

/**
 * `agentspec lsp` (with `args`) started and initialized by a real JSON-RPC client declaring
 * `capabilities`; the diagnostics it publishes are read and dropped.
 */
export async function startLanguageServer(capabilities: object, args: readonly string[] = []): Promise<{ proc: ChildProcessWithoutNullStreams; rpc: MessageConnection }> {
  const proc = spawn(process.execPath, [CLI, "lsp", ...args], { stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  rpc.onNotification("textDocument/publishDiagnostics", () => undefined);
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities });
  await rpc.sendNotification("initialized", {});
  return { proc, rpc };
}

