// What the hook tests and bench/precommit.bench.mjs share to install agentspec's pre-commit hooks
// as a user does: an environment with nothing of the test runner in it, the working tree as a hook
// repository at a commit (the `repo:` setup), the packed tarball (the package as npm would fetch
// it, for the `repo: local` setup), and the docs' own `.pre-commit-config.yaml` snippets.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");

/** The package's name and version. */
export const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

/**
 * The environment the hooks are installed and run in, everything of it under `scratch`: no npm_*
 * variables (`npm run` sets npm_config_local_prefix, which would point npm inside the hook's
 * install at this checkout), no node_modules/.bin on PATH, no global git configuration, no colours,
 * pre-commit's own home in `scratch`. npm uses its cache first (the registry is asked only for what
 * the cache lacks).
 * @param {string} scratch
 * @returns {Record<string, string>}
 */
export function hookEnv(scratch) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined || /^npm_/i.test(k) || k === "INIT_CWD" || k === "NO_COLOR" || k === "FORCE_COLOR") continue;
    env[k] = v;
  }
  env["PATH"] = (process.env["PATH"] ?? "").split(delimiter).filter((p) => !p.includes("node_modules")).join(delimiter);
  mkdirSync(scratch, { recursive: true });
  writeFileSync(join(scratch, "gitconfig"), "");
  Object.assign(env, {
    PRE_COMMIT_HOME: join(scratch, "pre-commit-home"),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: join(scratch, "gitconfig"),
    GIT_AUTHOR_NAME: "Spec Author",
    GIT_AUTHOR_EMAIL: "author@example.com",
    GIT_COMMITTER_NAME: "Spec Author",
    GIT_COMMITTER_EMAIL: "author@example.com",
    npm_config_prefer_offline: "true",
  });
  return env;
}

/** Debian's pre-commit by default; PRE_COMMIT_COMMAND names another ("python3 -m pre_commit" with PYTHONPATH at a pre-commit 4 source tree). */
export const PRE_COMMIT = (process.env["PRE_COMMIT_COMMAND"] ?? "pre-commit").split(" ");

/**
 * Run a command; throws with its output unless it exits 0. Returns stdout.
 * @param {string} cmd @param {readonly string[]} args @param {string} cwd @param {Record<string, string>} env @param {number} [timeout]
 */
export function ok(cmd, args, cwd, env, timeout = 600_000) {
  const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8", timeout, maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited ${r.status}:\n${r.stdout}\n${r.stderr}\n${r.error ?? ""}`);
  return r.stdout;
}

/**
 * The hook repository of the `repo:` setup: every file git would commit from the working tree
 * (tracked, and untracked but not ignored; dist/cli.cjs included), committed into a new repository
 * at `dest`. Returns the commit, the `rev:` of a `.pre-commit-config.yaml`.
 * @param {string} dest @param {Record<string, string>} env
 */
export function snapshotRepository(dest, env) {
  // Listed with the caller's own git configuration: it may hold the safe.directory this checkout needs.
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = join(ROOT, file);
    if (!statSync(from, { throwIfNoEntry: false })?.isFile()) continue; // deleted in the working tree
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(from, join(dest, file));
  }
  ok("git", ["init", "-q", dest], dirname(dest), env);
  ok("git", ["add", "-A"], dest, env);
  ok("git", ["commit", "-q", "-m", "snapshot"], dest, env);
  return ok("git", ["rev-parse", "HEAD"], dest, env).trim();
}

/**
 * The package as npm would fetch it from the registry: `npm pack` of this checkout (its dist/ as
 * built; `npm test` builds it first, so the prepack build is not run again) into `dest`. Returns
 * the tarball's path.
 * @param {string} dest @param {Record<string, string>} env
 */
export function packTarball(dest, env) {
  mkdirSync(dest, { recursive: true });
  const out = JSON.parse(ok("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dest], ROOT, env));
  return join(dest, out[0].filename);
}

/**
 * The `.pre-commit-config.yaml` snippets of a doc (```yaml blocks whose first line is
 * `# .pre-commit-config.yaml`), in order.
 * @param {string} doc a path from the repository's root
 * @returns {string[]}
 */
export function configSnippets(doc) {
  return [...readFileSync(join(ROOT, doc), "utf8").matchAll(/^```yaml\n(# \.pre-commit-config\.yaml\n[\s\S]*?)^```$/gm)].map((m) => m[1]);
}

/**
 * A doc's snippet of the `repo: local` setup with `language: node`, its pinned
 * `agentspec-toolkit@<version>` replaced by `dependency` (the packed tarball: the package is not
 * published from here). Throws when the doc has no such snippet or it pins another version.
 * @param {string} doc @param {string} dependency
 */
export function localNodeConfig(doc, dependency) {
  const snippet = configSnippets(doc).find((s) => /- repo: local\n/.test(s) && /language: node\n/.test(s));
  if (snippet === undefined) throw new Error(`${doc} has no .pre-commit-config.yaml snippet of a repo: local hook with language: node`);
  const pin = `${PKG.name}@${PKG.version}`;
  const pins = [...snippet.matchAll(/additional_dependencies: \[(.*)\]/g)].map((m) => m[1]);
  if (pins.length === 0 || pins.some((p) => p !== pin)) throw new Error(`${doc}'s snippet must pin additional_dependencies: [${pin}], not ${JSON.stringify(pins)}`);
  return snippet.replaceAll(`additional_dependencies: [${pin}]`, `additional_dependencies: [${JSON.stringify(dependency)}]`);
}
