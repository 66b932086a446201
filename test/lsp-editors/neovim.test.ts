// The documented Neovim recipe for 0.7–0.10, run in Debian's Neovim (0.7.2), headless: diagnostics,
// completion of a `to`, a quick fix applied from the code action menu, a rename (with the test
// file that names the node), and nothing on package.json.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SPEC, TEST_FILE, workspace } from "./workspace.js";

const RECIPE = join(import.meta.dirname, "..", "..", "editors", "neovim", "agentspec-0.7.lua");
const DRIVER = join(import.meta.dirname, "neovim-driver.lua");

describe("Neovim (Debian's 0.7.2) with the documented recipe", () => {
  test("is Debian's Neovim 0.7", () => {
    expect(execFileSync("nvim", ["--version"], { encoding: "utf8" })).toMatch(/^NVIM v0\.7\./);
  });

  test("diagnostics, completion of a `to`, a quick fix, a rename with its test file, nothing on package.json", () => {
    const dir = workspace();
    const run = spawnSync("nvim", ["--headless", "-u", RECIPE, "-c", `luafile ${DRIVER}`], { cwd: dir, encoding: "utf8", timeout: 90_000 });
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
    // Attached to package.json (the recipe attaches to every JSON buffer), and answered with nothing.
    expect(out["package_attached"]).toBe(true);
    expect(out["package_diagnostics"]).toBe(0);
    expect(out["package_actions"]).toBe(0);
  }, 120_000);
});
