// The shipped hooks as a user gets them: the pre-commit framework clones this repository at a
// commit, installs the hooks (`language: node`) and runs them on `git commit`. The repository is
// the working tree as it is (uncommitted changes included), committed into a scratch repository.
import { execFileSync, spawnSync, type SpawnSyncReturns } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { run } from "./helpers.js";
import { hookEnv, PRE_COMMIT } from "./precommit-setup.mjs";

const root = join(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "agentspec-pre-commit-"));
const hookRepo = join(scratch, "agentspec");
const userRepo = join(scratch, "user");

// Nothing of the test runner leaks in (no npm_* variables, no node_modules/.bin on PATH, no global
// git configuration, no colours), and Debian's pre-commit unless PRE_COMMIT_COMMAND names another:
// the same set-up as the repo: local hooks' test (precommit-setup.mjs).
const env: Record<string, string> = hookEnv(scratch);
const preCommit: string[] = PRE_COMMIT;

function sh(cmd: string, args: readonly string[], cwd: string, timeout = 120_000): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env, encoding: "utf8", timeout, maxBuffer: 64 * 1024 * 1024 });
}

function ok(cmd: string, args: readonly string[], cwd: string, timeout?: number): string {
  const r = sh(cmd, args, cwd, timeout);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}:\n${r.stdout}\n${r.stderr}\n${r.error ?? ""}`);
  return r.stdout;
}

// git passes a hook's output on stderr; `output` is what the person committing sees.
const commit = (message: string): SpawnSyncReturns<string> & { output: string } => {
  const r = sh("git", ["commit", "-m", message], userRepo, 600_000);
  return { ...r, output: r.stdout + r.stderr };
};
const head = (): string | undefined => {
  const r = sh("git", ["rev-parse", "--verify", "--quiet", "HEAD"], userRepo);
  return r.status === 0 ? r.stdout.trim() : undefined;
};

const node = (id: string, to?: string) => ({
  id,
  type: "action",
  actionType: "WEBHOOK",
  config: { url: `https://api.example.com/${id}`, method: "POST" },
  // A regex condition: the hook's install must bring the runtime dependency (re2js) along.
  ...(to === undefined ? {} : { transition: [{ to, when: { source: "input", path: "subject", op: "regex", value: "(?i)urgent" } }] }),
});
const canonical = (value: unknown): string => JSON.stringify(value, null, 2) + "\n";
const bad = canonical({ version: 2, nodes: [node("triage", "ned"), node("end")] });
const good = canonical({ version: 2, nodes: [node("triage", "end"), node("end")] });

beforeAll(() => {
  writeFileSync(join(scratch, "gitconfig"), "");
  // The hook repository: every file git would commit from the working tree (dist/cli.cjs included).
  // (Read with the caller's own git configuration: it may hold the safe.directory this checkout needs.)
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = join(root, file);
    if (!statSync(from, { throwIfNoEntry: false })?.isFile()) continue; // deleted in the working tree
    mkdirSync(dirname(join(hookRepo, file)), { recursive: true });
    copyFileSync(from, join(hookRepo, file));
  }
  ok("git", ["init", "-q", hookRepo], scratch);
  ok("git", ["add", "-A"], hookRepo);
  ok("git", ["commit", "-q", "-m", "snapshot"], hookRepo);
  const rev = ok("git", ["rev-parse", "HEAD"], hookRepo).trim();

  ok("git", ["init", "-q", userRepo], scratch);
  writeFileSync(
    join(userRepo, ".pre-commit-config.yaml"),
    `repos:\n  - repo: ${hookRepo}\n    rev: ${rev}\n    hooks:\n      - id: agentspec-check\n        files: ^agents/\n      - id: agentspec-fmt\n        files: ^agents/\n`,
  );
  // Not a spec: outside `files`, so the hooks leave it alone.
  writeFileSync(join(userRepo, "package.json"), '{"name":"user-project","private":true}\n');
  ok(preCommit[0]!, [...preCommit.slice(1), "install", "--install-hooks"], userRepo, 600_000);
}, 660_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("pre-commit installs the shipped hooks from a clone at a commit and runs them on git commit", () => {
  test("a spec with an error blocks the commit with the positioned message", () => {
    mkdirSync(join(userRepo, "agents"), { recursive: true });
    writeFileSync(join(userRepo, "agents", "triage.json"), bad);
    ok("git", ["add", "-A"], userRepo);
    const r = commit("add triage");
    expect(r.status, r.output).toBe(1);
    expect(head()).toBeUndefined();
    const lines = bad.split("\n");
    const line = lines.findIndex((l) => l.includes('"ned"')) + 1;
    const column = lines[line - 1]!.indexOf('"ned"') + 1;
    expect(r.output).toContain(`agents/triage.json:${line}:${column}  error  no node has the id "ned"; did you mean "end"? [transition/unknown-target]`);
    expect(r.output).toMatch(/^agentspec check\.+Failed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Passed$/m);
  });

  test("a valid spec passes both hooks and the commit is made", () => {
    writeFileSync(join(userRepo, "agents", "triage.json"), good);
    ok("git", ["add", "-A"], userRepo);
    const r = commit("add triage");
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/^agentspec check\.+Passed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Passed$/m);
    expect(head()).toMatch(/^[0-9a-f]{40}$/);
  });

  test("agentspec-fmt rewrites an unformatted spec and pre-commit reports the change", async () => {
    const before = head();
    // The valid spec on one line, every object's keys in reverse order.
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v !== null && typeof v === "object" ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const messy = JSON.stringify(reversed(JSON.parse(good)));
    writeFileSync(join(userRepo, "agents", "messy.json"), messy);
    ok("git", ["add", "-A"], userRepo);
    const r = commit("add messy");
    expect(r.status, r.output).toBe(1);
    expect(r.output).toMatch(/^agentspec check\.+Passed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Failed$/m);
    expect(r.output).toContain("files were modified by this hook");
    expect(head()).toBe(before);
    const formatted = readFileSync(join(userRepo, "agents", "messy.json"), "utf8");
    expect(formatted).toBe((await run(["fmt", "-"], { input: messy })).stdout);
    expect(formatted).toBe(good);
    // Staging the rewrite lets the commit through.
    ok("git", ["add", "-A"], userRepo);
    const again = commit("add messy");
    expect(again.status, again.output).toBe(0);
    expect(head()).not.toBe(before);
  });

  test("a copy of the examples commits as it is: the good specs, the bundle and the test files pass both hooks, untouched", () => {
    const before = head();
    const copied = ["order-sync.json", "support-triage.json", "bundle.json", "tests/order-sync.agentspec-test.json", "tests/support-triage.agentspec-test.json"];
    mkdirSync(join(userRepo, "agents", "tests"), { recursive: true });
    for (const f of copied) copyFileSync(join(root, "examples", f), join(userRepo, "agents", f));
    ok("git", ["add", "-A"], userRepo);
    const r = commit("add the examples");
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/^agentspec check\.+Passed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Passed$/m);
    expect(head()).not.toBe(before);
    for (const f of copied) expect(readFileSync(join(userRepo, "agents", f), "utf8")).toBe(readFileSync(join(root, "examples", f), "utf8"));
  });

  test("the agentspec-fmt hook leaves every broken example that is JSON as it is, and names the two that are not", () => {
    mkdirSync(join(userRepo, "agents", "broken"), { recursive: true });
    const broken = readdirSync(join(root, "examples", "broken")).filter((f) => f.endsWith(".json"));
    for (const f of broken) copyFileSync(join(root, "examples", "broken", f), join(userRepo, "agents", "broken", f));
    const names = broken.map((f) => `agents/broken/${f}`);
    const notJson = ["agents/broken/duplicate-key.json", "agents/broken/malformed.json"];
    // Only the fmt hook, on the files that are JSON: it passes and changes nothing.
    const readable = sh(preCommit[0]!, [...preCommit.slice(1), "run", "agentspec-fmt", "--files", ...names.filter((n) => !notJson.includes(n))], userRepo);
    expect(readable.status, readable.stdout + readable.stderr).toBe(0);
    expect(readable.stdout).toMatch(/^agentspec fmt\.+Passed$/m);
    for (const f of broken) expect(readFileSync(join(userRepo, "agents", "broken", f), "utf8")).toBe(readFileSync(join(root, "examples", "broken", f), "utf8"));
    // The two that are not JSON: reported with their positions, never rewritten.
    const bad = sh(preCommit[0]!, [...preCommit.slice(1), "run", "agentspec-fmt", "--files", ...notJson], userRepo);
    expect(bad.status, bad.stdout + bad.stderr).toBe(1);
    expect(bad.stdout).toMatch(/agents\/broken\/duplicate-key\.json:\d+:\d+ +error .*\[json\/duplicate-key\]/);
    expect(bad.stdout).toMatch(/agents\/broken\/malformed\.json:\d+:\d+ +error .*\[json\/syntax\]/);
    expect(bad.stdout).not.toContain("files were modified by this hook");
  });
});

// pre-commit 4.6.1 and later install a node hook repository with one npm command, which never runs
// `prepack`: only what is committed reaches the hook. This runs that command as pre-commit does
// (its node.py: `npm install --allow-git=root --install-links -g git+file://<clone>`, with npm's
// prefix in the hook environment), so CI proves the committed files suffice with any pre-commit.
test("the install command of pre-commit 4.6.1+ (no build step) gives a working agentspec", () => {
  const prefix = join(scratch, "node_env-git");
  const npmEnv = { ...env, NPM_CONFIG_PREFIX: prefix, npm_config_prefix: prefix };
  const r = spawnSync("npm", ["install", "--allow-git=root", "--install-links", "-g", `git+file://${hookRepo}`], { cwd: hookRepo, env: npmEnv, encoding: "utf8", timeout: 600_000 });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  const agentspec = join(prefix, "bin", "agentspec");
  const specs = join(scratch, "git-install");
  mkdirSync(specs, { recursive: true });
  writeFileSync(join(specs, "bad.json"), bad);
  writeFileSync(join(specs, "good.json"), good);
  const check = spawnSync(agentspec, ["check", "bad.json", "good.json"], { cwd: specs, env: npmEnv, encoding: "utf8" });
  expect(check.status, check.stdout + check.stderr).toBe(1);
  expect(check.stdout).toMatch(/^bad\.json:\d+:\d+ {2}error {2}no node has the id "ned"; did you mean "end"\? \[transition\/unknown-target\]$/m);
  expect(check.stdout).not.toContain("good.json");
}, 660_000);
