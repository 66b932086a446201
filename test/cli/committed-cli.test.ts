// dist/cli.cjs is committed: pre-commit installs the hooks from a clone of the repository, where
// nothing has been built (docs/cli.md#pre-commit). It must be exactly what the build makes of the
// sources, so this builds the command afresh and compares it with the copy git holds.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Options } from "tsup";
import { expect, test } from "vitest";
import configs from "../../tsup.config.js";

const root = join(import.meta.dirname, "..", "..");

test("dist/cli.cjs as git holds it is the build of the sources (else: `npm run build`, then commit dist/cli.cjs)", async () => {
  const cli = (configs as Options[]).find((c) => typeof c.entry === "object" && !Array.isArray(c.entry) && "cli" in c.entry);
  expect(cli).toBeDefined();
  const out = mkdtempSync(join(tmpdir(), "agentspec-cli-build-"));
  try {
    await build({ ...cli, outDir: out, clean: false, silent: true, config: false });
    const fresh = readFileSync(join(out, "cli.cjs"), "utf8");
    // The index: what `git commit` will hold (on a clean clone, what was committed).
    const held = execFileSync("git", ["show", ":dist/cli.cjs"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(fresh === held, "dist/cli.cjs is out of date: run `npm run build` and commit dist/cli.cjs").toBe(true);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
