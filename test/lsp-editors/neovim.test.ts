// The documented Neovim recipe for 0.7–0.10, run in Debian's Neovim (0.7.2), headless: diagnostics,
// completion of a `to`, a quick fix applied from the code action menu, a rename (with the test
// file that names the node), package.json left alone; and where the toolkit is not installed,
// nothing run (stand-ins for npx, npm and agentspec first on PATH record any call) and a message.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { bareWorkspace, SPEC, TEST_FILE, tripwire, workspace } from "./workspace.js";

const RECIPE = join(import.meta.dirname, "..", "..", "editors", "neovim", "agentspec-0.7.lua");
const DRIVER = join(import.meta.dirname, "neovim-driver.lua");
const OPEN = join(import.meta.dirname, "neovim-open.lua");

interface Opened {
  error: string | null;
  files: { file: string; filetype: string; attached: boolean }[];
  clients: { name: string; cmd: string[]; root: string }[];
  messages: string[];
}

/** Runs the recipe in `cwd` with the tripwire on PATH, opening `files` one after the other. */
function open(cwd: string, files: string[]): { out: Opened; calls: string | undefined } {
  const wire = tripwire();
  const run = spawnSync("nvim", ["--headless", "-u", RECIPE, "-c", `luafile ${OPEN}`], { cwd, encoding: "utf8", timeout: 90_000, env: { ...wire.env, AGENTSPEC_OPEN: files.join(",") } });
  expect(run.error).toBeUndefined();
  const out = JSON.parse(readFileSync(join(cwd, "result.json"), "utf8")) as Opened;
  return { out, calls: existsSync(wire.log) ? readFileSync(wire.log, "utf8") : undefined };
}

const NOT_INSTALLED = (where: string): string =>
  `agentspec: agentspec-toolkit is not installed in ${where} (no node_modules/.bin/agentspec); the language server was not started. Install it there: npm install -D agentspec-toolkit`;

describe("Neovim (Debian's 0.7.2) with the documented recipe", () => {
  test("the 0.11 recipe (not runnable here: no Neovim 0.11) is at least Lua that compiles", () => {
    const recipe = join(import.meta.dirname, "..", "..", "editors", "neovim", "agentspec.lua");
    const run = spawnSync("nvim", ["--headless", "-c", `lua local f, e = loadfile(${JSON.stringify(recipe)}); io.stderr:write(f and "compiled" or e)`, "-c", "qa!"], { encoding: "utf8", timeout: 30_000 });
    expect(run.stderr).toBe("compiled");
  });

  test("is Debian's Neovim 0.7", () => {
    expect(execFileSync("nvim", ["--version"], { encoding: "utf8" })).toMatch(/^NVIM v0\.7\./);
  });

  test("diagnostics, completion of a `to`, a quick fix, a rename with its test file, nothing on package.json", () => {
    const dir = workspace();
    const wire = tripwire();
    const run = spawnSync("nvim", ["--headless", "-u", RECIPE, "-c", `luafile ${DRIVER}`], { cwd: dir, encoding: "utf8", timeout: 90_000, env: wire.env });
    expect(run.error).toBeUndefined();
    const out = JSON.parse(readFileSync(join(dir, "result.json"), "utf8")) as Record<string, unknown>;
    expect(out["error"]).toBeNull();
    expect(out["steps"]).toEqual(["diagnostics", "completion", "quick fix", "rename", "package.json"]);
    expect(out["filetype"]).toBe("json");
    expect(out["diagnostics"]).toEqual(['proxy "US" must be written exactly "us"; route names are lowercase']);
    expect(out["completion"]).toEqual(["start", "check", "done"]);
    expect(out["fixed"]).toBe(true);
    expect(out["renamed"]).toBe(true);
    const fixedAndRenamed = SPEC.replace('"proxy": "US"', '"proxy": "us"').replaceAll('"check"', '"review"');
    expect(out["spec_after"]).toBe(fixedAndRenamed.trimEnd());
    expect(out["test_after"]).toBe(TEST_FILE.replaceAll('"check"', '"review"').trimEnd());
    // package.json is not one of the server's documents: not attached, so nothing on it.
    expect(out["package_attached"]).toBe(false);
    expect(out["package_diagnostics"]).toBe(0);
    expect(out["package_actions"]).toBe(0);
    // The project's own node_modules/.bin/agentspec ran; nothing from PATH did.
    expect(out["client_cmd"]).toEqual([join(dir, "node_modules", ".bin", "agentspec"), "lsp", "--strict"]);
    expect(existsSync(wire.log)).toBe(false);
  }, 120_000);

  test("a project that names the toolkit but has not installed it: nothing started, nothing run from PATH, one message", () => {
    const dir = bareWorkspace();
    const { out, calls } = open(dir, ["flow.json", "tests/flow.agentspec-test.json", "package.json"]);
    expect(out.error).toBeNull();
    expect(out.files).toEqual([
      { file: "flow.json", filetype: "json", attached: false },
      { file: "tests/flow.agentspec-test.json", filetype: "json", attached: false },
      { file: "package.json", filetype: "json", attached: false },
    ]);
    expect(out.clients).toEqual([]);
    expect(calls).toBeUndefined();
    // Said once for the project, however many of its documents are opened.
    expect(out.messages).toEqual([NOT_INSTALLED(dir)]);
  }, 120_000);

  test("a project with only agentspec.config.json as its marker, not installed: the same message", () => {
    const dir = bareWorkspace();
    renameSync(join(dir, "package.json"), join(dir, "other.json"));
    writeFileSync(join(dir, "agentspec.config.json"), "{}\n");
    const { out, calls } = open(dir, ["flow.json", "agentspec.config.json"]);
    expect(out.error).toBeNull();
    expect(out.files.map((f) => f.attached)).toEqual([false, false]);
    expect(out.clients).toEqual([]);
    expect(calls).toBeUndefined();
    expect(out.messages).toEqual([NOT_INSTALLED(dir)]);
  }, 120_000);

  test("JSON outside an agentspec project is not attached, even beside a project that has the toolkit", () => {
    const parent = mkdtempSync(join(tmpdir(), "agentspec-editors-"));
    const project = workspace();
    const other = join(parent, "other");
    mkdirSync(other);
    // A spec's keys, and a plain JSON file, in a folder with no marker; then a file named as a spec there.
    writeFileSync(join(other, "flow.json"), SPEC);
    writeFileSync(join(other, "data.json"), '{ "version": "1.0.0", "items": [] }\n');
    writeFileSync(join(other, "order.agentspec.json"), SPEC);
    const { out, calls } = open(parent, [join(project, "flow.json"), "other/flow.json", "other/data.json", "other/order.agentspec.json"]);
    expect(out.error).toBeNull();
    expect(out.files.map((f) => [f.file.replace(project, "<project>"), f.attached])).toEqual([
      ["<project>/flow.json", true],
      ["other/flow.json", false],
      ["other/data.json", false],
      ["other/order.agentspec.json", false],
    ]);
    // One server, the project's own, rooted at the project.
    expect(out.clients).toEqual([{ name: "agentspec", cmd: [join(project, "node_modules", ".bin", "agentspec"), "lsp", "--strict"], root: project }]);
    expect(calls).toBeUndefined();
    // Only the file named as the toolkit's document is worth a word; the others get none.
    expect(out.messages).toEqual([NOT_INSTALLED(other)]);
  }, 120_000);
});
