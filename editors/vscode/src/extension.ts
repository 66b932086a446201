// The AgentSpec extension: starts `agentspec lsp` for JSON documents. The server answers only for
// specs, bundles, test files and agentspec.config.json, so every JSON document may be given to it.
import { workspace, type ExtensionContext } from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const config = workspace.getConfiguration("agentspec");
  const [command = "npx", ...args] = config.get<string[]>("server.command", ["npx", "agentspec", "lsp"]);
  if (config.get<boolean>("strict", false)) args.push("--strict");
  const cwd = workspace.workspaceFolders?.[0]?.uri.fsPath;
  const server: ServerOptions = { command, args, transport: TransportKind.stdio, options: cwd === undefined ? {} : { cwd } };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "json" },
      { scheme: "file", language: "jsonc" },
      { scheme: "untitled", language: "json" },
    ],
  };
  client = new LanguageClient("agentspec", "AgentSpec", server, clientOptions);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
