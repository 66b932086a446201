// The documented Emacs recipe (Eglot from Debian's elpa-eglot), run with `emacs --batch`:
// diagnostics through Flymake, completion at point in a `to`, the quick fix applied, a rename
// (with the test file that names the node), and nothing on package.json.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { SPEC, TEST_FILE, workspace } from "./workspace.js";

const RECIPE = join(import.meta.dirname, "..", "..", "editors", "emacs", "agentspec-eglot.el");
const DRIVER = join(import.meta.dirname, "eglot-driver.el");

describe("Emacs with Eglot (Debian's elpa-eglot) and the documented recipe", () => {
  test("is Emacs with Eglot from Debian", () => {
    expect(execFileSync("emacs", ["--version"], { encoding: "utf8" })).toMatch(/^GNU Emacs \d+/);
    expect(execFileSync("dpkg-query", ["-W", "-f", "${Status}", "elpa-eglot"], { encoding: "utf8" })).toBe("install ok installed");
  });

  test("diagnostics, completion of a `to`, a quick fix, a rename with its test file, nothing on package.json", () => {
    const dir = workspace();
    const run = spawnSync("emacs", ["--batch", "-l", "package", "--eval", "(package-initialize)", "-l", RECIPE, "-l", DRIVER], { cwd: dir, encoding: "utf8", timeout: 120_000 });
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
    expect(out["package_managed"]).toBe(true);
    expect(out["package_diagnostics"]).toBe(0);
    expect(out["package_actions"]).toBe(0);
  }, 150_000);
});
