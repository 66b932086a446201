// The first install of agentspec's pre-commit hooks, the wait a person has before their first
// commit goes through: `pre-commit install --install-hooks` in a project with a fresh pre-commit
// home, for each setup of docs/cli.md#pre-commit, interleaved rounds, medians of wall time.
//
// - `repo:` setup: the hooks of the repository's `.pre-commit-hooks.yaml`, the repository being this
//   working tree committed at a revision (pre-commit clones it; before 4.6.1 it runs
//   `npm install --dev --prod` in the clone, every devDependency, then `npm pack`, which builds);
// - `repo: local` setup: README's snippet, `language: node` with the package as
//   `additional_dependencies` (the packed tarball stands for `agentspec-toolkit@<version>`: npm
//   installs it and its runtime dependencies only);
// - the same with an empty npm cache, each round: every runtime dependency comes from the registry.
//
// npm's cache is the machine's, used first (as a user's is after any earlier install); the empty
// cache case shows what a machine that never installed them waits. PRE_COMMIT_COMMAND picks the
// pre-commit (Debian's 3.0.4 by default); PRECOMMIT_BENCH_ROUNDS the rounds (3).
// BENCH_QUICK=1 (the test suite's run): one round of the local setup, to prove the bench runs; the
// `repo:` setup's install (a minute or more) is left to test/cli/precommit.test.ts there.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { QUICK, median, table } from "./lib.mjs";
import { PRE_COMMIT, hookEnv, localNodeConfig, ok, packTarball, snapshotRepository } from "../test/cli/precommit-setup.mjs";

const rounds = QUICK ? 1 : Number(process.env.PRECOMMIT_BENCH_ROUNDS ?? 3);
const scratch = mkdtempSync(join(tmpdir(), "agentspec-precommit-bench-"));
const good = JSON.stringify({ version: 2, nodes: [{ id: "notify", type: "action", actionType: "WEBHOOK", config: { url: "https://hooks.example.com/x", method: "POST" } }] }, null, 2) + "\n";

try {
  const env = hookEnv(scratch);
  const version = ok(PRE_COMMIT[0], [...PRE_COMMIT.slice(1), "--version"], scratch, env).trim();
  const tarball = packTarball(join(scratch, "pack"), env);
  const local = localNodeConfig("README.md", tarball);

  /** @type {Record<string, string>} each setup's `.pre-commit-config.yaml` */
  const setups = {};
  /** @type {Record<string, boolean>} the setups that install with an empty npm cache */
  const npmCache = {};
  if (!QUICK) {
    const rev = snapshotRepository(join(scratch, "hook-repo"), env);
    setups["repo: (the repository's hooks)"] = `repos:\n  - repo: ${join(scratch, "hook-repo")}\n    rev: ${rev}\n    hooks:\n      - id: agentspec-check\n        files: ^agents/.*\\.json$\n      - id: agentspec-fmt\n        files: ^agents/.*\\.json$\n`;
  }
  setups["repo: local, language: node"] = local;
  if (!QUICK) {
    setups["repo: local, language: node, empty npm cache"] = local;
    npmCache["repo: local, language: node, empty npm cache"] = true;
  }

  const samples = Object.fromEntries(Object.keys(setups).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, config] of Object.entries(setups)) {
      const dir = join(scratch, `r${round}-${Object.keys(setups).indexOf(name)}`);
      const project = join(dir, "project");
      mkdirSync(join(project, "agents"), { recursive: true });
      const runEnv = { ...env, PRE_COMMIT_HOME: join(dir, "pre-commit-home") };
      if (npmCache[name]) {
        runEnv["npm_config_cache"] = join(dir, "npm-cache");
        delete runEnv["npm_config_prefer_offline"];
      }
      ok("git", ["init", "-q", project], dir, runEnv);
      writeFileSync(join(project, ".pre-commit-config.yaml"), config);
      writeFileSync(join(project, "agents", "notify.json"), good);
      ok("git", ["add", "-A"], project, runEnv);
      const t0 = process.hrtime.bigint();
      ok(PRE_COMMIT[0], [...PRE_COMMIT.slice(1), "install", "--install-hooks"], project, runEnv, 900_000);
      samples[name].push(Number(process.hrtime.bigint() - t0) / 1e9);
      // What was timed is a working install: both hooks pass on a valid spec (not timed).
      const r = spawnSync(PRE_COMMIT[0], [...PRE_COMMIT.slice(1), "run", "--all-files"], { cwd: project, env: runEnv, encoding: "utf8" });
      if (r.status !== 0 || !/^agentspec check\.+Passed$/m.test(r.stdout) || !/^agentspec fmt\.+Passed$/m.test(r.stdout)) throw new Error(`${name}: the installed hooks did not pass a valid spec:\n${r.stdout}${r.stderr}`);
      rmSync(dir, { recursive: true, force: true });
    }
  }

  console.log(`${version}, node ${process.version}, ${rounds} interleaved round${rounds === 1 ? "" : "s"}, first install (pre-commit install --install-hooks), wall time${QUICK ? " (quick mode: not a measure)" : ""}\n`);
  table(
    ["setup", "median s", "min s", "max s"],
    Object.entries(samples).map(([k, v]) => [k, median(v).toFixed(1), Math.min(...v).toFixed(1), Math.max(...v).toFixed(1)]),
  );
  const repo = samples["repo: (the repository's hooks)"];
  if (repo !== undefined) {
    const ratio = median(repo) / median(samples["repo: local, language: node"]);
    console.log(`\nrepo: setup / repo: local setup: ${ratio.toFixed(1)}x`);
  }
  for (const [k, v] of Object.entries(samples)) if (!QUICK && k.startsWith("repo: local")) console.log(`${median(v) < 20 ? "met" : "MISSED"}: ${k} under 20 s`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
