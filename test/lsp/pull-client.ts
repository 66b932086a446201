// A JSON-RPC client (vscode-jsonrpc) of `agentspec lsp` over the child's stdio that declares pull
// diagnostics (LSP 3.17), as VS Code does, and a repository to run it in: a config naming its
// specs, a suppressions file, a test file, a file the config ignores and JSON that is not ours.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { CLI, tree } from "../cli/helpers.js";

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code: string;
  message: string;
  source?: string;
  data?: unknown;
}

export interface WorkspaceReport {
  kind: "full" | "unchanged";
  uri: string;
  version: number | null;
  resultId?: string;
  items?: Diagnostic[];
}

export const ROOT = join(import.meta.dirname, "..", "..");
export const GOOD = readFileSync(join(ROOT, "examples", "order-sync.json"), "utf8");

/** A spec with an unknown target, an unreachable node, a bad proxy and a misspelled property. */
export const BAD = `{
  "version": 2,
  "nodes": [
    { "id": "start", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://api.example.com/a", "method": "GET", "proxy": "Brazil" },
      "transition": [ { "to": "finsh" } ] },
    { "id": "finish", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://api.example.com/b", "method": "GET", "timout": 5 } }
  ]
}
`;

/**
 * A repository: agentspec.config.json names `specs/` (ignoring `specs/ignored/`, turning
 * spec/misspelled-property into a warning); agentspec-suppressions.json accepts
 * `specs/suppressed.json`'s unknown target and records one that is no longer found.
 */
const made: string[] = [];

/** Removes the repositories made so far (thousands of files each, in the temp folder). */
export function removeRepositories(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function repository(extra: Record<string, string> = {}): string {
  const dir = tree({
    "agentspec.config.json": JSON.stringify({ files: ["specs/**/*.json"], ignores: ["specs/ignored/**"], rules: { "spec/misspelled-property": "warn" } }, null, 2),
    "agentspec-suppressions.json": JSON.stringify({ "specs/suppressed.json": { "transition/unknown-target": { count: 1 } }, "specs/good.json": { "node/unreachable": { count: 2 } } }, null, 2) + "\n",
    "specs/good.json": GOOD,
    "specs/bad.json": BAD,
    "specs/suppressed.json": BAD.replace('"proxy": "Brazil"', '"proxy": "BR"'),
    "specs/team/order.agentspec-test.json": JSON.stringify({ spec: "../good.json", cases: [{ name: "a", input: {}, expect: { path: ["nowhere"] } }] }, null, 2),
    "specs/ignored/broken.json": "{ nope",
    "specs/package.json": JSON.stringify({ name: "x", version: "1.0.0" }),
    "specs/empty.json": "",
    // A link file with a key the remote commands refuse: its own check (the command's) reports it.
    "specs/agentspec-remote.json": JSON.stringify({ agents: {}, bogus: 1 }),
    "outside/bad.json": BAD,
    ...extra,
  });
  mkdirSync(join(dir, ".git"));
  made.push(dir);
  return dir;
}

export const uriOf = (dir: string, path: string): string => pathToFileURL(join(dir, path)).href;

/** The client capabilities of a client that pulls (VS Code's, in the parts that matter here). */
export const PULL_CAPABILITIES = {
  textDocument: { diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false } },
  workspace: { diagnostics: { refreshSupport: true }, didChangeWatchedFiles: { dynamicRegistration: true } },
};

export interface Client {
  rpc: MessageConnection;
  proc: ChildProcessWithoutNullStreams;
  capabilities: Record<string, unknown>;
  /** The publishDiagnostics notifications received so far. */
  published: { uri: string; version?: number; diagnostics: Diagnostic[] }[];
  /** How many workspace/diagnostic/refresh requests the server sent. */
  refreshes(): number;
  /** The partial results received, by token. */
  progress: Map<string | number, WorkspaceReport[][]>;
  close(): Promise<void>;
}

/** Start `agentspec lsp` in `dir` with the workspace folder `dir`, and initialize it with `capabilities`. */
export async function startClient(dir: string, capabilities: object = PULL_CAPABILITIES, args: string[] = []): Promise<Client> {
  const proc = spawn(process.execPath, [CLI, "lsp", ...args], { cwd: dir, stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  const published: Client["published"] = [];
  const progress: Client["progress"] = new Map();
  let refreshes = 0;
  rpc.onNotification("textDocument/publishDiagnostics", (p: Client["published"][number]) => void published.push(p));
  rpc.onNotification("$/progress", (p: { token: string | number; value: { items?: WorkspaceReport[] } }) => {
    if (!p.value.items) return;
    const list = progress.get(p.token) ?? [];
    list.push(p.value.items);
    progress.set(p.token, list);
  });
  rpc.onRequest("workspace/diagnostic/refresh", () => {
    refreshes++;
    return null;
  });
  rpc.onRequest("client/registerCapability", () => null);
  rpc.listen();
  const init = (await rpc.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "repo" }], capabilities })) as {
    capabilities: Record<string, unknown>;
  };
  await rpc.sendNotification("initialized", {});
  return {
    rpc,
    proc,
    capabilities: init.capabilities,
    published,
    progress,
    refreshes: () => refreshes,
    async close() {
      try {
        await Promise.race([rpc.sendRequest("shutdown"), new Promise((r) => setTimeout(r, 2000))]);
        await rpc.sendNotification("exit");
      } catch {
        // already gone
      }
      rpc.dispose();
      proc.kill();
    },
  };
}
