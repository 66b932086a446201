// Which agentspec the action runs: the version the workspace pins (the `version` input, else its
// lockfile's, else an exact version in its package.json), else the action's own. Run from the
// workspace's node_modules when that version is installed there, else from the action's own copy
// when it is that version, else installed with `npm ci` from a lockfile cut from the workspace's
// (agentspec-toolkit and its dependencies, each with its `resolved` and `integrity`), so every
// tarball is checked against the lockfile's hash. Nothing is ever fetched unpinned.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const NAME = "agentspec-toolkit";
const KEY = `node_modules/${NAME}`;

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [k: string]: unknown;
}

export interface Cli {
  /** The CLI's file (dist/cli.cjs). */
  path: string;
  version: string;
  /** Where it came from, for the log. */
  source: string;
}

const readJson = (file: string): any => JSON.parse(readFileSync(file, "utf8"));
const EXACT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The lockfile entry that `name` resolves to from the package at `from` (Node's lookup, upwards). */
function lookup(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let at = from; ; ) {
    const key = `${at}/node_modules/${name}`.replace(/^\//, "");
    if (packages[key]) return key;
    if (at === "") return undefined;
    const i = at.lastIndexOf("/node_modules/");
    at = i < 0 ? "" : at.slice(0, i);
  }
}

/** The lockfile of a project that depends on agentspec-toolkit alone, cut from the workspace's. */
export function lockfileFor(packages: Record<string, LockEntry>, version: string): { packages: Record<string, LockEntry> } {
  const out: Record<string, LockEntry> = { "": { dependencies: { [NAME]: version } } };
  const todo = [KEY];
  while (todo.length > 0) {
    const key = todo.pop()!;
    if (out[key]) continue;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = packages[key]!;
    if (entry.resolved === undefined || entry.integrity === undefined) throw new Error(`the lockfile's "${key}" has no resolved URL and integrity: it cannot be installed pinned`);
    out[key] = entry;
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = lookup(packages, key, dep);
      if (found === undefined) {
        if (entry.optionalDependencies?.[dep] !== undefined) continue;
        throw new Error(`the lockfile has no entry for "${dep}", a dependency of "${key}"`);
      }
      todo.push(found);
    }
  }
  return { packages: out };
}

function npmCi(dir: string): Promise<void> {
  return new Promise((done, fail) => {
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("INPUT_"))), npm_config_update_notifier: "false" };
    // One retry, soon: a network hiccup gets a second try, a tarball that fails its integrity check
    // stops the step in seconds (npm's default backoff retried it for minutes).
    const args = ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--cache", join(dir, ".npm-cache"), "--fetch-retries=1", "--fetch-retry-mintimeout=1000", "--fetch-retry-maxtimeout=5000"];
    execFile("npm", args, { cwd: dir, env, maxBuffer: 1 << 26 }, (error, _out, stderr) =>
      error ? fail(new Error(`npm ci of ${NAME} failed: ${stderr.trim().split("\n").slice(-6).join("\n")}`)) : done(),
    );
  });
}

export async function resolveCli(o: { workspace: string; version: string; actionRoot: string }): Promise<Cli> {
  const own = readJson(join(o.actionRoot, "package.json")).version as string;
  const lockFile = join(o.workspace, "package-lock.json");
  const packages = existsSync(lockFile) ? ((readJson(lockFile).packages ?? {}) as Record<string, LockEntry>) : {};
  const locked = packages[KEY];
  const manifest = join(o.workspace, "package.json");
  const declared = existsSync(manifest) ? (readJson(manifest) as Record<string, Record<string, string> | undefined>) : {};
  const range = declared["devDependencies"]?.[NAME] ?? declared["dependencies"]?.[NAME];
  const installedFile = join(o.workspace, KEY, "package.json");
  const installed = existsSync(installedFile) ? (readJson(installedFile).version as string) : undefined;

  let version: string;
  if (o.version !== "") {
    if (!EXACT.test(o.version)) throw new Error(`input "version" must be an exact version such as 1.2.3, got ${JSON.stringify(o.version)}`);
    version = o.version;
  } else if (locked?.version !== undefined) version = locked.version;
  else if (range !== undefined && EXACT.test(range)) version = range;
  else if (range !== undefined && installed !== undefined) version = installed;
  else if (range !== undefined) throw new Error(`package.json asks for ${NAME} "${range}", a range, with no lockfile entry and nothing installed: commit package-lock.json or set the "version" input`);
  else version = own;

  if (installed === version && existsSync(join(o.workspace, KEY, "dist", "cli.cjs"))) return { path: join(o.workspace, KEY, "dist", "cli.cjs"), version, source: "the workspace's node_modules" };
  if (version === own && existsSync(join(o.actionRoot, "dist", "cli.cjs"))) return { path: join(o.actionRoot, "dist", "cli.cjs"), version, source: "the action's own" };
  if (locked?.version !== version) throw new Error(`${NAME} ${version} is not installed and package-lock.json does not pin it (with its integrity): install it (npm ci) before this step, or add it to the lockfile`);
  const dir = join(process.env["RUNNER_TEMP"] || tmpdir(), `${NAME}-${version}`);
  const cli = join(dir, KEY, "dist", "cli.cjs");
  if (!existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, dependencies: { [NAME]: version } }));
    writeFileSync(join(dir, "package-lock.json"), JSON.stringify({ name: "", lockfileVersion: 3, requires: true, ...lockfileFor(packages, version) }, null, 2));
    await npmCi(dir);
  }
  if (!existsSync(cli)) throw new Error(`${NAME} ${version} was installed but has no dist/cli.cjs`);
  return { path: cli, version, source: `installed from the lockfile (integrity ${locked.integrity!.slice(0, 15)}…)` };
}
