// The Helix and Sublime Text recipes start the server through a POSIX shell command (neither
// editor runs here: Debian has no package of either). That command, read from the recipe files
// as the editors read it, is run as they run it: in a project that has the toolkit it starts the
// project's own server (a JSON-RPC client initializes it); in one that has not, it runs nothing
// (stand-ins for npx, npm and agentspec first on PATH record any call), writes why to stderr (the
// editors' server log) and exits 1.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { describe, expect, test } from "vitest";
import { bareWorkspace, tripwire, workspace } from "./workspace.js";

const EDITORS = join(import.meta.dirname, "..", "..", "editors");

/** Helix: `command` and `args` of [language-server.agentspec]; run in the project root. */
function helix(): { argv: (project: string) => string[]; cwd: (project: string) => string } {
  const toml = readFileSync(join(EDITORS, "helix", "languages.toml"), "utf8");
  const section = toml.slice(toml.indexOf("[language-server.agentspec]"));
  const command = JSON.parse(/^command = (".*")$/m.exec(section)?.[1] ?? "null") as string;
  const args = JSON.parse(/^args = (\[.*\])$/m.exec(section)?.[1] ?? "null") as string[];
  return { argv: () => [command, ...args], cwd: (project) => project };
}

/** Sublime Text's LSP package: the client's `command`, with ${folder} put in as Sublime does; run anywhere. */
function sublime(): { argv: (project: string) => string[]; cwd: () => string } {
  const text = readFileSync(join(EDITORS, "sublime", "LSP.sublime-settings"), "utf8").replace(/^\s*\/\/.*$/gm, "");
  const settings = JSON.parse(text) as { clients: { agentspec: { command: string[]; selector: string } } };
  expect(settings.clients.agentspec.selector).toBe("source.json");
  // Sublime expands every $name and ${name} in the command: the only one there is its own ${folder}.
  expect(settings.clients.agentspec.command.join(" ").replaceAll("${folder}", "").includes("$")).toBe(false);
  return { argv: (project) => settings.clients.agentspec.command.map((a) => a.replaceAll("${folder}", project)), cwd: () => tmpdir() };
}

const NOT_INSTALLED = (where: string): string =>
  `agentspec: agentspec-toolkit is not installed in ${where} (no node_modules/.bin/agentspec); the language server was not started. Install it there: npm install -D agentspec-toolkit\n`;

describe.each([
  ["Helix", helix],
  ["Sublime Text", sublime],
])("%s's command", (_editor, recipe) => {
  test("in a project without the toolkit: nothing run, the reason on stderr, exit 1", () => {
    const project = bareWorkspace();
    const { argv, cwd } = recipe();
    const [command = "", ...args] = argv(project);
    const wire = tripwire();
    const run = spawnSync(command, args, { cwd: cwd(project), env: wire.env, encoding: "utf8", input: "", timeout: 20_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(NOT_INSTALLED(project));
    expect(run.stdout).toBe("");
    expect(existsSync(wire.log)).toBe(false);
  });

  test("in a project with it: the project's own server answers initialize", async () => {
    const project = workspace();
    const { argv, cwd } = recipe();
    const [command = "", ...args] = argv(project);
    const wire = tripwire();
    const proc = spawn(command, args, { cwd: cwd(project), env: wire.env, stdio: "pipe" });
    const rpc = createMessageConnection(new StreamMessageReader(proc.stdout), new StreamMessageWriter(proc.stdin));
    rpc.listen();
    try {
      const result = (await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} })) as { serverInfo?: { name: string } };
      expect(result.serverInfo?.name).toBe("agentspec");
      await rpc.sendRequest("shutdown");
      await rpc.sendNotification("exit");
    } finally {
      rpc.dispose();
      proc.kill();
    }
    expect(existsSync(wire.log)).toBe(false);
  });
});

test("a folder name the shell would read as code stays a name (Sublime puts the folder in the script)", () => {
  // A folder whose name holds a space and a dollar sign: still found, still named in the message.
  const parent = mkdtempSync(join(tmpdir(), "agentspec-shell-"));
  const project = join(parent, "my $HOME agents");
  spawnSync("mkdir", ["-p", project]);
  const [command = "", ...args] = sublime().argv(project);
  const run = spawnSync(command, args, { cwd: tmpdir(), encoding: "utf8", input: "", timeout: 20_000 });
  expect(run.status).toBe(1);
  expect(run.stderr).toBe(NOT_INSTALLED(project));
});
