// The agentspec-diff hook as pre-commit runs it in its pre-push stage: the framework installs the
// hook repository (the built command, its package.json and .pre-commit-hooks.yaml) with npm, and
// `git push` to a real remote runs it on the commits pushed: a breaking change stops the push, a
// behaviour change goes through, and a first push (nothing on the remote) has nothing to compare.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", ...args], { cwd, encoding: "utf8" }).trim();

function hookRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-diff-hook-repo-"));
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

const spec = (nodes: unknown[]): string => JSON.stringify({ version: 2, nodes }, null, 2) + "\n";
const webhook = (id: string, proxy: string, to?: string) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: `https://api.example.com/${id}`, method: "POST", proxy }, ...(to ? { transition: [{ to }] } : {}) });

test("git push runs agentspec diff on the pushed commits: a breaking change stops the push, a route change passes", { timeout: 300_000 }, () => {
  const repo = hookRepo();
  const rev = git(repo, "rev-parse", "HEAD");
  const remote = mkdtempSync(join(tmpdir(), "agentspec-diff-remote-"));
  git(remote, "init", "-q", "--bare");
  const project = mkdtempSync(join(tmpdir(), "agentspec-diff-project-"));
  mkdirSync(join(project, "agents"));
  writeFileSync(join(project, "agents", "orders.json"), spec([webhook("start", "direct", "notify"), webhook("notify", "direct")]));
  writeFileSync(join(project, ".pre-commit-config.yaml"), `repos:\n  - repo: ${repo}\n    rev: ${rev}\n    hooks:\n      - id: agentspec-diff\n`);
  git(project, "init", "-q", "-b", "main");
  git(project, "remote", "add", "origin", remote);
  const env = { ...process.env, PRE_COMMIT_HOME: mkdtempSync(join(tmpdir(), "agentspec-pre-commit-home-")), NO_COLOR: "1" };
  const install = spawnSync("pre-commit", ["install", "--hook-type", "pre-push"], { cwd: project, env, encoding: "utf8" });
  expect(install.status, install.stderr).toBe(0);
  git(project, "add", ".");
  git(project, "commit", "-qm", "first");
  const push = (): ReturnType<typeof spawnSync> => spawnSync("git", ["push", "-q", "origin", "main"], { cwd: project, env, encoding: "utf8" });

  const first = push();
  expect(first.status, String(first.stdout) + String(first.stderr)).toBe(0);

  // A route change is behaviour: the push goes through.
  writeFileSync(join(project, "agents", "orders.json"), spec([webhook("start", "direct", "notify"), webhook("notify", "brazil")]));
  git(project, "commit", "-qam", "route");
  const route = push();
  expect(route.status, String(route.stdout) + String(route.stderr)).toBe(0);

  // Removing a node a transition still names is breaking: the push stops, saying why.
  writeFileSync(join(project, "agents", "orders.json"), spec([webhook("start", "direct", "notify")]));
  git(project, "commit", "-qam", "drop notify");
  const breaking = push();
  const said = String(breaking.stdout) + String(breaking.stderr);
  expect(breaking.status).not.toBe(0);
  expect(said).toMatch(/agentspec diff\.+Failed/);
  expect(said).toContain('node "notify" removed while transition 1 of "start" still names it');
  expect(git(remote, "log", "--format=%s", "main")).toBe("route\nfirst");
});
