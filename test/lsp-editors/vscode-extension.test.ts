// The VS Code extension (editors/vscode) is bundled with esbuild and packaged to a .vsix with
// @vscode/vsce, as a release would; the package's contents are checked. No VS Code binary is run
// here (none can be installed on the machine that runs the tests): the server it starts is the one
// the JSON-RPC, Neovim and Eglot tests drive.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const EXTENSION = join(ROOT, "editors", "vscode");
const VSCE = join(ROOT, "node_modules", "@vscode", "vsce", "vsce");

test("the extension bundles and packages to a .vsix holding only the bundle, its manifest, README and licence", async () => {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-vsix-"));
  cpSync(EXTENSION, dir, { recursive: true, filter: (src) => !src.includes(`${EXTENSION}/out`) && !src.endsWith(".vsix") });
  await build({ entryPoints: [join(EXTENSION, "src", "extension.ts")], bundle: true, platform: "node", format: "cjs", target: "node20", external: ["vscode"], outfile: join(dir, "out", "extension.js"), logLevel: "silent" });
  const vsix = join(dir, "agentspec.vsix");
  execFileSync(process.execPath, [VSCE, "package", "--no-dependencies", "--out", vsix], { cwd: dir, encoding: "utf8", stdio: "pipe" });
  expect(existsSync(vsix)).toBe(true);
  const entries = execFileSync("unzip", ["-Z1", vsix], { encoding: "utf8" }).trim().split("\n").sort();
  expect(entries).toEqual(["[Content_Types].xml", "extension.vsixmanifest", "extension/LICENSE.txt", "extension/out/extension.js", "extension/package.json", "extension/readme.md"]);
  const manifest = JSON.parse(execFileSync("unzip", ["-p", vsix, "extension/package.json"], { encoding: "utf8" })) as { main: string; activationEvents: string[]; engines: { vscode: string } };
  expect(manifest.main).toBe("./out/extension.js");
  expect(manifest.activationEvents).toEqual(["onLanguage:json", "onLanguage:jsonc"]);
  const code = execFileSync("unzip", ["-p", vsix, "extension/out/extension.js"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  // vscode-languageclient is bundled in; only the editor's own module is left to require.
  expect(code).toContain('require("vscode")');
  expect(code).not.toMatch(/require\("vscode-languageclient/);
  expect(code).toContain('"agentspec", "lsp"');
  const xml = execFileSync("unzip", ["-p", vsix, "extension.vsixmanifest"], { encoding: "utf8" });
  expect(xml).toContain('Id="agentspec"');
  expect(xml).toContain('Publisher="agentspec-toolkit"');
}, 120_000);
