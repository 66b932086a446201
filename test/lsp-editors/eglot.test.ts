// The documented Emacs recipe (Eglot from Debian's elpa-eglot), run with `emacs --batch`:
// diagnostics through Flymake, completion at point in a `to`, the quick fix applied, a rename
// (with the test file that names the node), package.json left alone; and where the toolkit is not
// installed, nothing run (stand-ins for npx, npm and agentspec first on PATH record any call) and
// a message.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { bareWorkspace, SPEC, TEST_FILE, tripwire, workspace } from "./workspace.js";

const RECIPE = join(import.meta.dirname, "..", "..", "editors", "emacs", "agentspec-eglot.el");
const DRIVER = join(import.meta.dirname, "eglot-driver.el");
const OPEN = join(import.meta.dirname, "eglot-open.el");
const EMACS = (driver: string): string[] => ["--batch", "-l", "package", "--eval", "(package-initialize)", "-l", RECIPE, "-l", driver];

interface Opened {
  error: string | null;
  files: { file: string; mode: string; managed: boolean }[];
  servers: string[][];
  messages: string[];
}

/** Runs the recipe in `cwd` with the tripwire on PATH, opening `files` one after the other. */
function open(cwd: string, files: string[]): { out: Opened; calls: string | undefined; stderr: string } {
  const wire = tripwire();
  const run = spawnSync("emacs", EMACS(OPEN), { cwd, encoding: "utf8", timeout: 120_000, env: { ...wire.env, AGENTSPEC_OPEN: files.join(",") } });
  expect(run.error).toBeUndefined();
  const out = JSON.parse(readFileSync(join(cwd, "result.json"), "utf8")) as Opened;
  return { out, calls: existsSync(wire.log) ? readFileSync(wire.log, "utf8") : undefined, stderr: run.stderr };
}

const NOT_INSTALLED = (where: string): string =>
  `agentspec: agentspec-toolkit is not installed in ${where} (no node_modules/.bin/agentspec); the language server was not started. Install it there: npm install -D agentspec-toolkit`;

describe("Emacs with Eglot (Debian's elpa-eglot) and the documented recipe", () => {
  test("is Emacs with Eglot from Debian", () => {
    expect(execFileSync("emacs", ["--version"], { encoding: "utf8" })).toMatch(/^GNU Emacs \d+/);
    expect(execFileSync("dpkg-query", ["-W", "-f", "${Status}", "elpa-eglot"], { encoding: "utf8" })).toBe("install ok installed");
  });

  test("diagnostics, completion of a `to`, a quick fix, a rename with its test file, nothing on package.json", () => {
    const dir = workspace();
    const wire = tripwire();
    const run = spawnSync("emacs", EMACS(DRIVER), { cwd: dir, encoding: "utf8", timeout: 120_000, env: wire.env });
    expect(run.error).toBeUndefined();
    const out = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as Record<string, unknown>;
    expect(out["error"], run.stderr.slice(-2000)).toBeNull();
    expect(out["mode"]).toBe("agentspec-json-mode");
    expect(out["managed"]).toBe(true);
    // Eglot 1.9 shows a diagnostic as "source [code]: message".
    expect(out["diagnostics"]).toEqual(['agentspec [webhook/invalid-proxy]: proxy "US" must be written exactly "us"; route names are lowercase']);
    expect(out["completion"]).toEqual(["start", "check", "done"]);
    expect(out["actions"]).toEqual(['Write the route as "us"']);
    expect(out["fixed"]).toBe(true);
    const fixedAndRenamed = SPEC.replace('"proxy": "US"', '"proxy": "us"').replaceAll('"check"', '"review"');
    expect(out["spec_after"]).toBe(fixedAndRenamed);
    expect(out["test_after"]).toBe(TEST_FILE.replaceAll('"check"', '"review"'));
    // package.json is not one of the server's documents: not managed, so nothing on it.
    expect(out["package_managed"]).toBe(false);
    expect(out["package_diagnostics"]).toBe(0);
    expect(out["package_actions"]).toBe(0);
    // The project's own node_modules/.bin/agentspec ran; nothing from PATH did.
    expect(out["server_command"]).toEqual([join(dir, "node_modules", ".bin", "agentspec"), "lsp", "--strict"]);
    expect(existsSync(wire.log)).toBe(false);
  }, 150_000);

  test("a project that names the toolkit but has not installed it: nothing started, nothing run from PATH, one message", () => {
    const dir = bareWorkspace();
    const { out, calls, stderr } = open(dir, ["flow.json", "tests/flow.agentspec-test.json", "package.json"]);
    expect(out.error, stderr.slice(-2000)).toBeNull();
    expect(out.files).toEqual([
      { file: "flow.json", mode: "agentspec-json-mode", managed: false },
      { file: "tests/flow.agentspec-test.json", mode: "agentspec-json-mode", managed: false },
      { file: "package.json", mode: "js-mode", managed: false },
    ]);
    expect(out.servers).toEqual([]);
    expect(calls).toBeUndefined();
    expect(out.messages).toEqual([NOT_INSTALLED(dir)]);
  }, 150_000);

  test("JSON outside an agentspec project is not managed, even beside a project that has the toolkit", () => {
    const parent = mkdtempSync(join(tmpdir(), "agentspec-editors-"));
    const project = workspace();
    const other = join(parent, "other");
    mkdirSync(other);
    writeFileSync(join(other, "flow.json"), SPEC);
    writeFileSync(join(other, "data.json"), '{ "version": "1.0.0", "items": [] }\n');
    writeFileSync(join(other, "order.agentspec.json"), SPEC);
    const { out, calls, stderr } = open(parent, [join(project, "flow.json"), "other/flow.json", "other/data.json", "other/order.agentspec.json"]);
    expect(out.error, stderr.slice(-2000)).toBeNull();
    expect(out.files.map((f) => [f.file.replace(project, "<project>"), f.managed])).toEqual([
      ["<project>/flow.json", true],
      ["other/flow.json", false],
      ["other/data.json", false],
      ["other/order.agentspec.json", false],
    ]);
    expect(out.servers).toEqual([[join(project, "node_modules", ".bin", "agentspec"), "lsp", "--strict"]]);
    expect(calls).toBeUndefined();
    expect(out.messages).toEqual([NOT_INSTALLED(other)]);
  }, 150_000);
});
