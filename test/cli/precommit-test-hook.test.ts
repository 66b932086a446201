// The agentspec-test hook as pre-commit runs it: the framework installs the hook repository (the
// built command, its package.json and .pre-commit-hooks.yaml) with npm and runs it in a project.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const FIXTURES = join(ROOT, "test", "fixtures", "workflow");

const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", ...args], { cwd, encoding: "utf8" }).trim();

/** A git repository holding what the package ships for the hook: the command, package.json, the hooks file. */
function hookRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-hook-repo-"));
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string; dependencies: Record<string, string> };
  mkdirSync(join(dir, "dist"));
  copyFileSync(join(ROOT, "dist", "cli.cjs"), join(dir, "dist", "cli.cjs"));
  copyFileSync(join(ROOT, ".pre-commit-hooks.yaml"), join(dir, ".pre-commit-hooks.yaml"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "agentspec-toolkit", version: pkg.version, bin: { agentspec: "./dist/cli.cjs" }, dependencies: pkg.dependencies }, null, 2));
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(dir, "commit", "-qm", "hook");
  return dir;
}

test("pre-commit installs the agentspec-test hook and runs every test file when a spec changes; a failing case fails the commit", { timeout: 300_000 }, () => {
  const repo = hookRepo();
  const rev = git(repo, "rev-parse", "HEAD");
  const project = mkdtempSync(join(tmpdir(), "agentspec-hook-project-"));
  mkdirSync(join(project, "tests"));
  copyFileSync(join(FIXTURES, "review.json"), join(project, "review.json"));
  copyFileSync(join(FIXTURES, "tests", "pass.agentspec-test.json"), join(project, "tests", "pass.agentspec-test.json"));
  writeFileSync(join(project, ".pre-commit-config.yaml"), `repos:\n  - repo: ${repo}\n    rev: ${rev}\n    hooks:\n      - id: agentspec-test\n`);
  git(project, "init", "-q");
  git(project, "add", ".");
  const env = { ...process.env, PRE_COMMIT_HOME: mkdtempSync(join(tmpdir(), "agentspec-pre-commit-home-")), NO_COLOR: "1" };
  const ok = spawnSync("pre-commit", ["run", "--all-files"], { cwd: project, env, encoding: "utf8" });
  expect(ok.stdout + ok.stderr).toMatch(/agentspec test\.+Passed/);
  expect(ok.status).toBe(0);

  // Raise the publishing threshold: the test file did not change, the spec did, and the hook runs.
  writeFileSync(join(project, "review.json"), readFileSync(join(project, "review.json"), "utf8").replace('"op": "gte", "value": 7', '"op": "gte", "value": 9'));
  git(project, "add", "review.json");
  const failed = spawnSync("pre-commit", ["run"], { cwd: project, env, encoding: "utf8" });
  expect(failed.status).toBe(1);
  expect(failed.stdout).toMatch(/agentspec test\.+Failed/);
  expect(failed.stdout).toContain("✗ tests/pass.agentspec-test.json › a good draft is published through the Brazil relay");
  expect(failed.stdout).toContain("evaluation scores.mean (8) gte 9 → false");
});
