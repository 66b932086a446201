// The VS Code extension's choice of server (editors/vscode/src/server-command.ts), on real folders:
// the workspace's own node_modules/.bin/agentspec first, then agentspec.server.path, else no
// server and a message with the install command. Never npx, never anything looked up on PATH.
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { INSTALL_COMMAND, serverCommand, type ServerCommandInput } from "../../editors/vscode/src/server-command.js";

function isExecutable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function program(path: string): string {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "#!/bin/sh\n");
  chmodSync(path, 0o755);
  return path;
}

const folder = (): string => mkdtempSync(join(tmpdir(), "agentspec-vscode-folder-"));
const input = (over: Partial<ServerCommandInput> & { folder: string }): ServerCommandInput => ({ configuredPath: undefined, strict: false, platform: "linux", isExecutable, ...over });

describe("which server the extension starts for a workspace folder", () => {
  test("the folder's own node_modules/.bin/agentspec, with --strict when the setting is on", () => {
    const dir = folder();
    const own = program(join(dir, "node_modules", ".bin", "agentspec"));
    expect(serverCommand(input({ folder: dir }))).toEqual({ kind: "workspace", command: own, args: ["lsp"], shell: false });
    expect(serverCommand(input({ folder: dir, strict: true }))).toEqual({ kind: "workspace", command: own, args: ["lsp", "--strict"], shell: false });
  });

  test("the folder's own install comes before the configured path", () => {
    const dir = folder();
    const own = program(join(dir, "node_modules", ".bin", "agentspec"));
    const elsewhere = program(join(folder(), "bin", "agentspec"));
    expect(serverCommand(input({ folder: dir, configuredPath: elsewhere }))).toMatchObject({ kind: "workspace", command: own });
  });

  test("without it, agentspec.server.path: absolute, or relative to the folder", () => {
    const dir = folder();
    const elsewhere = program(join(folder(), "bin", "agentspec"));
    expect(serverCommand(input({ folder: dir, configuredPath: elsewhere }))).toEqual({ kind: "configured", command: elsewhere, args: ["lsp"], shell: false });
    const inside = program(join(dir, "tools", "agentspec"));
    expect(serverCommand(input({ folder: dir, configuredPath: "tools/agentspec" }))).toEqual({ kind: "configured", command: inside, args: ["lsp"], shell: false });
  });

  test("neither: no server, and a message naming the folder and the install command", () => {
    const dir = folder();
    const chosen = serverCommand(input({ folder: dir }));
    expect(chosen).toEqual({
      kind: "missing",
      message: `AgentSpec: agentspec-toolkit is not installed in ${dir} (no node_modules/.bin/agentspec), so the language server was not started. Install it there with \`${INSTALL_COMMAND}\`, or set agentspec.server.path.`,
    });
    expect(INSTALL_COMMAND).toBe("npm install -D agentspec-toolkit");
  });

  test("a configured path that is not there, or not a program, is said so (not skipped silently)", () => {
    const dir = folder();
    const missing = join(dir, "nowhere", "agentspec");
    const chosen = serverCommand(input({ folder: dir, configuredPath: missing }));
    expect(chosen.kind).toBe("missing");
    expect(chosen.kind === "missing" && chosen.message).toContain(`agentspec.server.path (${missing}) does not exist or cannot be run`);
    // A file that cannot be run, and a folder, are not servers either.
    writeFileSync(join(dir, "plain"), "");
    expect(serverCommand(input({ folder: dir, configuredPath: "plain" })).kind).toBe("missing");
    mkdirSync(join(dir, "node_modules", ".bin", "agentspec"), { recursive: true });
    expect(serverCommand(input({ folder: dir })).kind).toBe("missing");
  });

  test("a package runner as agentspec.server.path is refused, with why", () => {
    const dir = folder();
    for (const runner of ["npx", "npx.cmd", "pnpm", "bunx"]) {
      const path = program(join(dir, "bin", runner));
      const chosen = serverCommand(input({ folder: dir, configuredPath: path }));
      expect(chosen).toEqual({
        kind: "missing",
        message: `AgentSpec: agentspec.server.path names a package runner (${path}), which may download what it runs; it must name the agentspec program itself, such as <project>/node_modules/.bin/agentspec. Install the toolkit with \`${INSTALL_COMMAND}\`.`,
      });
    }
  });

  test("on Windows, npm's agentspec.cmd, run through the shell", () => {
    const dir = folder();
    const cmd = program(join(dir, "node_modules", ".bin", "agentspec.cmd"));
    expect(serverCommand(input({ folder: dir, platform: "win32" }))).toEqual({ kind: "workspace", command: cmd, args: ["lsp"], shell: true });
  });

  test("whatever is on disk and whatever is configured, never npx and never a bare command looked up on PATH", () => {
    const names = ["npx", "agentspec", "npm", "npx.cmd", "node_modules/.bin/agentspec", "/usr/bin/npx", "/opt/agentspec", " ", ""];
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.constantFrom(...names), { nil: undefined }), fc.boolean(), fc.constantFrom<NodeJS.Platform>("linux", "darwin", "win32"), (installed, configured, configuredExists, platform) => {
        const dir = "/work/project";
        const own = join(dir, "node_modules", ".bin", platform === "win32" ? "agentspec.cmd" : "agentspec");
        const exists = (path: string): boolean => (path === own && installed) || (configuredExists && path !== own);
        const chosen = serverCommand({ folder: dir, configuredPath: configured, strict: false, platform, isExecutable: exists });
        if (chosen.kind === "missing") {
          expect(chosen.message).toContain(INSTALL_COMMAND);
          return;
        }
        expect(basename(chosen.command)).not.toMatch(/^(npx|npm)/);
        // Always a path (the folder's own, or the setting resolved against the folder), never a name for PATH.
        expect(chosen.command.startsWith("/")).toBe(true);
        if (installed) expect(chosen).toMatchObject({ kind: "workspace", command: own });
        expect(chosen.args[0]).toBe("lsp");
      }),
    );
  });
});
