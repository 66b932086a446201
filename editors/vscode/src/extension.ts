// The AgentSpec extension: one `agentspec lsp` per workspace folder, started from the folder's own
// node_modules/.bin/agentspec (else the agentspec.server.path setting; else nothing and a message
// with the install command: never npx, never a download). The server answers only for specs,
// bundles, test files and agentspec.config.json, so every JSON document of the folder is given
// to it. A status-bar item shows the server's state and version; commands restart the servers and
// show their output.
import { accessSync, constants, statSync } from "node:fs";
import {
  commands,
  env,
  StatusBarAlignment,
  ThemeColor,
  window,
  workspace,
  type ExtensionContext,
  type LogOutputChannel,
  type StatusBarItem,
  type TextDocument,
  type WorkspaceFolder,
} from "vscode";
import { LanguageClient, State, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { INSTALL_COMMAND, serverCommand } from "./server-command.js";

/** What runs for a workspace folder: a client, or the reason there is none. */
type Served = { client: LanguageClient; command: string } | { missing: string };

const served = new Map<string, Served>();
let output: LogOutputChannel;
let status: StatusBarItem;

function isExecutable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const isJson = (doc: TextDocument): boolean => doc.uri.scheme === "file" && (doc.languageId === "json" || doc.languageId === "jsonc");

async function serve(folder: WorkspaceFolder): Promise<void> {
  const key = folder.uri.toString();
  if (served.has(key)) return;
  const config = workspace.getConfiguration("agentspec", folder);
  const chosen = serverCommand({
    folder: folder.uri.fsPath,
    configuredPath: config.get<string>("server.path"),
    strict: config.get<boolean>("strict", false),
    platform: process.platform,
    isExecutable,
  });
  if (chosen.kind === "missing") {
    served.set(key, { missing: chosen.message });
    output.warn(chosen.message);
    updateStatus();
    void window.showWarningMessage(chosen.message, "Copy Install Command", "Open Settings").then(async (choice) => {
      if (choice === "Copy Install Command") await env.clipboard.writeText(INSTALL_COMMAND);
      if (choice === "Open Settings") await commands.executeCommand("workbench.action.openSettings", "agentspec.server.path");
    });
    return;
  }
  const server: ServerOptions = {
    command: chosen.command,
    args: chosen.args,
    transport: TransportKind.stdio,
    options: { cwd: folder.uri.fsPath, shell: chosen.shell },
  };
  const pattern = `${folder.uri.fsPath.replace(/\\/g, "/")}/**/*`;
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "json", pattern },
      { scheme: "file", language: "jsonc", pattern },
    ],
    workspaceFolder: folder,
    outputChannel: output,
    traceOutputChannel: output,
  };
  // The id "agentspec" makes the client read the agentspec.trace.server setting.
  const client = new LanguageClient("agentspec", `AgentSpec (${folder.name})`, server, clientOptions);
  served.set(key, { client, command: chosen.command });
  client.onDidChangeState(() => updateStatus());
  output.info(`Starting ${chosen.command} ${chosen.args.join(" ")} in ${folder.uri.fsPath}`);
  updateStatus();
  try {
    await client.start();
  } catch (error) {
    output.error(`The server for ${folder.name} did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  updateStatus();
}

function openDocument(doc: TextDocument): void {
  if (!isJson(doc)) return;
  const folder = workspace.getWorkspaceFolder(doc.uri);
  if (folder) void serve(folder);
}

async function stopAll(): Promise<void> {
  const running = [...served.values()];
  served.clear();
  await Promise.all(running.map((s) => ("client" in s ? s.client.stop().catch(() => undefined) : undefined)));
}

async function restart(): Promise<void> {
  await stopAll();
  for (const doc of workspace.textDocuments) openDocument(doc);
  updateStatus();
}

function updateStatus(): void {
  const doc = window.activeTextEditor?.document;
  const folder = doc ? workspace.getWorkspaceFolder(doc.uri) : undefined;
  const s = folder ? served.get(folder.uri.toString()) : undefined;
  if (!doc || !isJson(doc) || !s) {
    status.hide();
    return;
  }
  status.backgroundColor = undefined;
  if ("missing" in s) {
    status.text = "$(warning) AgentSpec: not installed";
    status.tooltip = s.missing;
    status.backgroundColor = new ThemeColor("statusBarItem.warningBackground");
  } else if (s.client.state === State.Running) {
    const version = s.client.initializeResult?.serverInfo?.version;
    status.text = `$(check) AgentSpec${version ? ` ${version}` : ""}`;
    status.tooltip = `agentspec lsp${version ? ` ${version}` : ""}, running from ${s.command}. Click to show its output.`;
  } else if (s.client.state === State.Starting) {
    status.text = "$(sync~spin) AgentSpec";
    status.tooltip = `Starting ${s.command}`;
  } else {
    status.text = "$(error) AgentSpec: stopped";
    status.tooltip = `The server (${s.command}) is not running. Click to show its output; run "AgentSpec: Restart Server" to start it again.`;
    status.backgroundColor = new ThemeColor("statusBarItem.errorBackground");
  }
  status.show();
}

export function activate(context: ExtensionContext): void {
  output = window.createOutputChannel("AgentSpec", { log: true });
  status = window.createStatusBarItem("agentspec.status", StatusBarAlignment.Right, 100);
  status.name = "AgentSpec";
  status.command = "agentspec.showOutput";
  context.subscriptions.push(
    output,
    status,
    commands.registerCommand("agentspec.restartServer", restart),
    commands.registerCommand("agentspec.showOutput", () => output.show(true)),
    workspace.onDidOpenTextDocument(openDocument),
    window.onDidChangeActiveTextEditor(() => updateStatus()),
    workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration("agentspec.strict") || e.affectsConfiguration("agentspec.server.path")) void restart();
    }),
    workspace.onDidChangeWorkspaceFolders(async (e) => {
      for (const folder of e.removed) {
        const s = served.get(folder.uri.toString());
        served.delete(folder.uri.toString());
        if (s && "client" in s) await s.client.stop().catch(() => undefined);
      }
      updateStatus();
    }),
    { dispose: () => void stopAll() },
  );
  // The setting that ran `npx agentspec lsp` is no longer read: say so instead of ignoring it silently.
  const old = workspace.getConfiguration("agentspec").inspect("server.command");
  if (old?.globalValue !== undefined || old?.workspaceValue !== undefined || old?.workspaceFolderValue !== undefined) {
    void window.showWarningMessage("AgentSpec: the agentspec.server.command setting is no longer read. The extension runs the workspace's node_modules/.bin/agentspec, or the file named in agentspec.server.path.");
  }
  for (const doc of workspace.textDocuments) openDocument(doc);
  updateStatus();
}

export async function deactivate(): Promise<void> {
  await stopAll();
}
