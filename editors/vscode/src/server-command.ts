// Which command starts the language server for a workspace folder. A pure function of what is on
// disk (asked through `isExecutable`), so the rule is tested without VS Code: the folder's own
// node_modules/.bin/agentspec first, then the `agentspec.server.path` setting, else nothing and a
// message with the install command. It never names npx or anything looked up on PATH: a command
// that is not installed in the project must never be fetched from the registry (the npm package
// `agentspec` is not this toolkit).
import { basename, isAbsolute, join, resolve } from "node:path";

export const INSTALL_COMMAND = "npm install -D agentspec-toolkit";

const PACKAGE_RUNNER = /^(npx|npm|pnpm|pnpx|yarn|bunx|bun|dlx)(\.(cmd|exe|ps1))?$/i;

export interface ServerCommandInput {
  /** The workspace folder's path on disk. */
  folder: string;
  /** The `agentspec.server.path` setting: empty or undefined when unset; relative to the folder. */
  configuredPath: string | undefined;
  /** The `agentspec.strict` setting. */
  strict: boolean;
  /** `process.platform`: on Windows npm installs `agentspec.cmd`. */
  platform: NodeJS.Platform;
  /** Whether a file exists at the path and may be run. */
  isExecutable: (path: string) => boolean;
}

export type ServerCommand =
  | { kind: "workspace" | "configured"; command: string; args: string[]; shell: boolean }
  | { kind: "missing"; message: string };

/** The workspace's own server, else the configured one, else why there is none (with the install command). */
export function serverCommand(input: ServerCommandInput): ServerCommand {
  const windows = input.platform === "win32";
  const args = input.strict ? ["lsp", "--strict"] : ["lsp"];
  const own = join(input.folder, "node_modules", ".bin", windows ? "agentspec.cmd" : "agentspec");
  // A .cmd file runs only through the shell (Node refuses to spawn one directly).
  if (input.isExecutable(own)) return { kind: "workspace", command: own, args, shell: windows && own.endsWith(".cmd") };
  const configured = input.configuredPath?.trim();
  if (configured) {
    const path = isAbsolute(configured) ? configured : resolve(input.folder, configured);
    // A package runner is not the server, and may fetch what it runs from the registry.
    if (PACKAGE_RUNNER.test(basename(path))) {
      return {
        kind: "missing",
        message: `AgentSpec: agentspec.server.path names a package runner (${path}), which may download what it runs; it must name the agentspec program itself, such as <project>/node_modules/.bin/agentspec. Install the toolkit with \`${INSTALL_COMMAND}\`.`,
      };
    }
    if (input.isExecutable(path)) return { kind: "configured", command: path, args, shell: windows && /\.(cmd|bat)$/i.test(path) };
    return {
      kind: "missing",
      message: `AgentSpec: the server set in agentspec.server.path (${path}) does not exist or cannot be run, and agentspec-toolkit is not installed in ${input.folder}. Install it there with \`${INSTALL_COMMAND}\`, or correct the setting.`,
    };
  }
  return {
    kind: "missing",
    message: `AgentSpec: agentspec-toolkit is not installed in ${input.folder} (no node_modules/.bin/agentspec), so the language server was not started. Install it there with \`${INSTALL_COMMAND}\`, or set agentspec.server.path.`,
  };
}
