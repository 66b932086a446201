// The editor recipes × the language server: Neovim's and Emacs's recipes decide which JSON files
// to give the server by re-stating its rule for what a document is (src/language/document-kind.ts)
// in Lua and Emacs Lisp. Both are run on the same files, in a project with the toolkit installed:
// every document the server answers for is given to it (none missed), and for text that parses,
// nothing else is (a name ending in .agentspec.json is the recipes' own addition: they give such a
// file to the server, or say the toolkit is missing, whatever it holds).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { documentKind } from "../../src/language/document-kind.js";
import { tripwire, workspace } from "../lsp-editors/workspace.js";

const ROOT = join(import.meta.dirname, "..", "..");
const LSP_EDITORS = join(ROOT, "test", "lsp-editors");

const CRAFTED: Record<string, string> = {
  "empty.json": "",
  "blank.json": "  \n",
  "braces.json": "{}",
  "array.json": "[]",
  "number.json": "42",
  "package-like.json": '{ "name": "x", "version": "1.0.0" }',
  "tsconfig-like.json": '{ "compilerOptions": { "strict": true } }',
  "numeric-version.json": '{ "version": 2 }',
  "negative-version.json": '{ "version": -1 }',
  "nested-nodes.json": '{ "data": { "nodes": [] } }',
  "schema-spec.json": '{ "$schema": "https://cdn.example/agentspec-toolkit/schema/agentspec-v2.schema.json" }',
  "schema-test-only.json": '{ "$schema": "https://cdn.example/schema/agentspec-test.schema.json" }',
  "schema-test-on-agentspec-host.json": '{ "$schema": "https://agentspec.example/schema/agentspec-test.schema.json" }',
  "schema-upper.json": '{ "$schema": "https://x/AgentSpec-v2.json" }',
  "bundle.json": '{ "format": "agentspec-bundle", "agents": [] }',
  "bundle-version.json": '{ "formatVersion": 1, "agents": [] }',
  "format-alone.json": '{ "format": "zip" }',
  "test-by-keys.json": '{ "spec": "a.json", "cases": [] }',
  "spec-only-key.json": '{ "spec": "a.json" }',
  "half-typed-spec.json": '{ "version": 2, "nodes": [ { "id": "a", ',
  "half-typed-other.json": '{ "name": "x", "dependencies": { ',
  "half-typed-schema.json": '{ "$schema": "https://x/agentspec-v2.schema.json", "nod',
  "half-typed-bundle.json": '{ "formatVersion": 1, "agents": [ { ',
  "x.agentspec-test.json": '{ "anything": true }',
  "agentspec.config.json": '{ "rules": {} }',
  "y.agentspec.json": '{ "not": "a spec" }',
};

interface Case {
  file: string;
  kind: string;
  parses: boolean;
}

let project: string;
let cases: Case[];

beforeAll(() => {
  project = workspace();
  const dir = join(project, "cases");
  mkdirSync(dir);
  const files: Record<string, string> = { ...CRAFTED };
  for (const folder of ["examples", "examples/tests", "test/fixtures/ok", "test/fixtures/bundles", "test/fixtures/test-files"]) {
    const names = readdirSync(join(ROOT, folder)).filter((n) => n.endsWith(".json")).slice(0, 8);
    for (const name of names) files[`${folder.replaceAll("/", "-")}-${name}`] = readFileSync(join(ROOT, folder, name), "utf8");
  }
  cases = Object.entries(files).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    let parses = true;
    try {
      JSON.parse(text);
    } catch {
      parses = false;
    }
    return { file: `cases/${name}`, kind: documentKind(name, text), parses };
  });
  // The rule is exercised both ways: documents and other JSON.
  expect(cases.filter((c) => c.kind === "other").length).toBeGreaterThan(5);
  expect(cases.filter((c) => c.kind !== "other").length).toBeGreaterThan(10);
});

function check(given: Map<string, boolean>): void {
  for (const c of cases) {
    const label = `${c.file} (${c.kind})`;
    if (c.kind !== "other") expect(given.get(c.file), label).toBe(true);
    else if (c.parses && !c.file.endsWith(".agentspec.json")) expect(given.get(c.file), label).toBe(false);
  }
}

describe("which files the recipes give the server, against the server's own rule", () => {
  test("Neovim 0.7", () => {
    const wire = tripwire();
    const run = spawnSync("nvim", ["--headless", "-u", join(ROOT, "editors", "neovim", "agentspec-0.7.lua"), "-c", `luafile ${join(LSP_EDITORS, "neovim-open.lua")}`], { cwd: project, encoding: "utf8", timeout: 120_000, env: { ...wire.env, AGENTSPEC_OPEN: cases.map((c) => c.file).join(",") } });
    expect(run.error).toBeUndefined();
    const out = JSON.parse(readFileSync(join(project, "result.json"), "utf8")) as { error: string | null; files: { file: string; attached: boolean }[] };
    expect(out.error).toBeNull();
    check(new Map(out.files.map((f) => [f.file, f.attached])));
  }, 150_000);

  test("Emacs (the mode that Eglot serves)", () => {
    const wire = tripwire();
    const run = spawnSync("emacs", ["--batch", "-l", "package", "--eval", "(package-initialize)", "-l", join(ROOT, "editors", "emacs", "agentspec-eglot.el"), "-l", join(LSP_EDITORS, "eglot-open.el")], { cwd: project, encoding: "utf8", timeout: 240_000, env: { ...wire.env, AGENTSPEC_OPEN: cases.map((c) => c.file).join(",") } });
    expect(run.error).toBeUndefined();
    const out = JSON.parse(readFileSync(join(project, "result.json"), "utf8")) as { error: string | null; files: { file: string; mode: string }[] };
    expect(out.error, run.stderr.slice(-2000)).toBeNull();
    check(new Map(out.files.map((f) => [f.file, f.mode === "agentspec-json-mode"])));
  }, 250_000);
});
