// The VS Code extension is a project of its own: in a copy of editors/vscode (beside a copy of the
// repository's schema/ folder, as in the repository), `npm ci && npm run package` makes the .vsix,
// as a release or CI does. The package is then checked as the Marketplace (vsce) and Open VSX take
// it: `vsce ls` lists what it holds, the zip's entries are exactly those, the manifest carries
// the fields both registries require, every jsonValidation schema is in it and is the
// repository's, and the bundle starts the workspace's own server, never npx. No VS Code binary
// runs here (none can be installed on the machine that runs the tests).
//
// `npm ci` runs for real (the lockfile is what a release builds from, so it is what is tested),
// with --prefer-offline: the extension pins the same versions of vscode-languageclient,
// @vscode/vsce and esbuild as the root's lockfile, so npm's cache, filled by the root's `npm ci`,
// serves most of it.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const EXTENSION = join(ROOT, "editors", "vscode");
const SCHEMAS = ["agentspec-v2.schema.json", "agentspec-test.schema.json", "agentspec-config.schema.json"];

interface Manifest {
  name: string;
  displayName: string;
  description: string;
  version: string;
  publisher: string;
  license: string;
  repository: { url: string };
  engines: { vscode: string };
  main: string;
  activationEvents: string[];
  capabilities: { untrustedWorkspaces: { supported: boolean } };
  contributes: {
    commands: { command: string; title: string }[];
    configuration: { properties: Record<string, { default?: unknown; type: string }> };
    jsonValidation: { fileMatch: string; url: string }[];
  };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}

let dir: string;
let vsix: string;
let entries: string[];
const unzip = (entry: string): string => execFileSync("unzip", ["-p", vsix, entry], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

beforeAll(() => {
  const copy = mkdtempSync(join(tmpdir(), "agentspec-vsix-"));
  dir = join(copy, "editors", "vscode");
  mkdirSync(dir, { recursive: true });
  // What git holds: not the local node_modules, build output or packages.
  const skip = ["node_modules", "out", "schemas"].map((name) => join(EXTENSION, name));
  cpSync(EXTENSION, dir, { recursive: true, filter: (src) => !skip.some((s) => src === s || src.startsWith(s + sep)) && !src.endsWith(".vsix") });
  cpSync(join(ROOT, "schema"), join(copy, "schema"), { recursive: true });
  const run = (args: string[]): string => execFileSync("npm", args, { cwd: dir, encoding: "utf8", stdio: "pipe", env: { ...process.env, npm_config_update_notifier: "false" } });
  run(["ci", "--prefer-offline", "--no-audit", "--no-fund"]);
  run(["run", "package"]);
  vsix = join(dir, "agentspec.vsix");
  entries = execFileSync("unzip", ["-Z1", vsix], { encoding: "utf8" }).trim().split("\n").sort();
}, 300_000);

describe("editors/vscode: npm ci && npm run package in a copy", () => {
  test("makes agentspec.vsix holding the bundle, the three schemas, its manifest, README and licence: what vsce ls lists", () => {
    expect(existsSync(vsix)).toBe(true);
    expect(entries).toEqual([
      "[Content_Types].xml",
      "extension.vsixmanifest",
      "extension/LICENSE.txt",
      "extension/out/extension.js",
      "extension/package.json",
      "extension/readme.md",
      "extension/schemas/agentspec-config.schema.json",
      "extension/schemas/agentspec-test.schema.json",
      "extension/schemas/agentspec-v2.schema.json",
    ]);
    const listed = execFileSync(join(dir, "node_modules", ".bin", "vsce"), ["ls", "--no-dependencies"], { cwd: dir, encoding: "utf8" }).trim().split("\n").sort();
    // vsce names the licence and README as they are on disk; the package renames them.
    const renamed: Record<string, string> = { LICENSE: "LICENSE.txt", "README.md": "readme.md" };
    expect(listed.map((f) => `extension/${renamed[f] ?? f}`).sort()).toEqual(entries.filter((e) => e.startsWith("extension/")));
    // Small enough to be worth saying: the bundle carries vscode-languageclient.
    expect(statSync(vsix).size).toBeLessThan(300 * 1024);
  });

  test("the manifest has what the Marketplace and Open VSX require, and the scripts and dependency of a project of its own", () => {
    const manifest = JSON.parse(unzip("extension/package.json")) as Manifest;
    expect(manifest.name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    expect(manifest.publisher).toMatch(/^[a-z0-9][a-z0-9-]*$/); // Open VSX's namespace
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.version).toBe((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version);
    expect(manifest.engines.vscode).toMatch(/^\^1\.\d+\.\d+$/);
    expect(manifest.license).toBe("MIT");
    expect(manifest.repository.url).toMatch(/^https:\/\/github\.com\//);
    expect(manifest.displayName.length).toBeGreaterThan(0);
    expect(manifest.description.length).toBeGreaterThan(0);
    expect(manifest.main).toBe("./out/extension.js");
    expect(manifest.scripts).toMatchObject({ build: expect.any(String), package: expect.stringContaining("vsce package"), "vscode:prepublish": "npm run build" });
    expect(Object.keys(manifest.dependencies)).toEqual(["vscode-languageclient"]);
    // It runs a program from the workspace: not in Restricted Mode.
    expect(manifest.capabilities.untrustedWorkspaces.supported).toBe(false);
    expect(manifest.contributes.commands.map((c) => c.command).sort()).toEqual(["agentspec.restartServer", "agentspec.showOutput"]);
    const settings = manifest.contributes.configuration.properties;
    expect(settings["agentspec.strict"]).toMatchObject({ type: "boolean", default: false });
    expect(settings["agentspec.server.path"]).toMatchObject({ type: "string", default: "" });
    expect(settings["agentspec.trace.server"]).toMatchObject({ default: "off" });
    const xml = unzip("extension.vsixmanifest");
    expect(xml).toContain(`Id="${manifest.name}"`);
    expect(xml).toContain(`Version="${manifest.version}"`);
    expect(xml).toContain(`Publisher="${manifest.publisher}"`);
    expect(xml).toContain("<License>extension/LICENSE.txt</License>");
  });

  test("the README's screenshots are addresses the Marketplace shows (https), of pictures the repository holds", () => {
    const readme = unzip("extension/readme.md");
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const url of images) {
      const path = /^https:\/\/github\.com\/agentspec-toolkit\/agentspec-toolkit\/raw\/HEAD\/(.+\.png)$/.exec(url)?.[1];
      expect(path, url).toBeDefined();
      expect(existsSync(join(ROOT, path ?? ""))).toBe(true);
    }
  });

  test("jsonValidation associates each schema with its file names, and each is the repository's schema as it is", () => {
    const manifest = JSON.parse(unzip("extension/package.json")) as Manifest;
    expect(manifest.contributes.jsonValidation).toEqual([
      { fileMatch: "*.agentspec.json", url: "./schemas/agentspec-v2.schema.json" },
      { fileMatch: "*.agentspec-test.json", url: "./schemas/agentspec-test.schema.json" },
      { fileMatch: "agentspec.config.json", url: "./schemas/agentspec-config.schema.json" },
    ]);
    for (const { url } of manifest.contributes.jsonValidation) {
      const entry = `extension/${url.replace(/^\.\//, "")}`;
      expect(entries).toContain(entry);
      expect(unzip(entry)).toBe(readFileSync(join(ROOT, "schema", url.replace("./schemas/", "")), "utf8"));
    }
    expect(manifest.contributes.jsonValidation.map((v) => v.url.replace("./schemas/", "")).sort()).toEqual([...SCHEMAS].sort());
  });

  test("the bundle carries the client, requires only vscode and Node's own modules, and starts node_modules/.bin/agentspec, never npx", () => {
    const code = unzip("extension/out/extension.js");
    const required = new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]));
    expect([...required].filter((name) => name !== "vscode" && !name.startsWith("node:") && !builtinModules.includes(name))).toEqual([]);
    expect(required.has("vscode")).toBe(true);
    expect(code).toContain('".bin"');
    expect(code).toContain("npm install -D agentspec-toolkit");
    expect(code).not.toMatch(/["'`]npx["'`]/);
  });

  test("a second package after a change to a schema carries the change (the schemas are copied at build)", () => {
    const copied = join(dir, "..", "..", "schema", "agentspec-test.schema.json");
    const changed = readFileSync(copied, "utf8").replace(/\n$/, "\n\n");
    writeFileSync(copied, changed);
    execFileSync("npm", ["run", "package"], { cwd: dir, encoding: "utf8", stdio: "pipe" });
    expect(unzip("extension/schemas/agentspec-test.schema.json")).toBe(changed);
  }, 120_000);
});
