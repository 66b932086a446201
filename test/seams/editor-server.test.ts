// The editor × the language server: the command the VS Code extension picks for a project with the
// toolkit installed (its node_modules/.bin/agentspec) is started for real and initialized by a
// JSON-RPC client, and the server's answer names the version the extension's status bar shows:
// the installed package's. In a project without it, the same choice starts nothing.
import { spawn } from "node:child_process";
import { accessSync, constants, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { expect, test } from "vitest";
import { serverCommand } from "../../editors/vscode/src/server-command.js";
import { bareWorkspace, workspace } from "../lsp-editors/workspace.js";

const VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

test("the extension's choice for an installed project starts a server that names the installed version", async () => {
  const dir = workspace();
  const chosen = serverCommand({ folder: dir, configuredPath: undefined, strict: true, platform: process.platform, isExecutable });
  expect(chosen).toMatchObject({ kind: "workspace", command: join(dir, "node_modules", ".bin", "agentspec"), args: ["lsp", "--strict"] });
  if (chosen.kind === "missing") return;
  const proc = spawn(chosen.command, chosen.args, { cwd: dir, stdio: "pipe" });
  const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
  rpc.listen();
  try {
    const result = (await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} })) as { serverInfo?: { name: string; version?: string } };
    expect(result.serverInfo).toEqual({ name: "agentspec", version: VERSION });
    await rpc.sendRequest("shutdown");
    await rpc.sendNotification("exit");
  } finally {
    rpc.dispose();
    proc.kill();
  }
});

test("the extension's choice for a project that has not installed it starts nothing", () => {
  const dir = bareWorkspace();
  expect(serverCommand({ folder: dir, configuredPath: undefined, strict: false, platform: process.platform, isExecutable }).kind).toBe("missing");
});
