// The pre-commit setups that install no clone of this repository, as a user gets them from the docs:
// README's `repo: local` hooks with `language: node` and the package as `additional_dependencies`
// (pre-commit installs the package and its runtime dependencies, nothing else), and docs/cli.md's
// `language: system` hooks for a project that has the package installed. The snippets are read from
// the docs and used as they are, the pinned `agentspec-toolkit@<version>` replaced by the packed
// tarball of this checkout (the package is not published from here). One scratch project serves
// every commit below; the time of the first install is measured in bench/precommit.bench.mjs.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { run } from "./helpers.js";
import { PKG, PRE_COMMIT, ROOT, configSnippets, hookEnv, localNodeConfig, ok as okIn, packTarball } from "./precommit-setup.mjs";

const scratch = mkdtempSync(join(tmpdir(), "agentspec-pre-commit-local-"));
const userRepo = join(scratch, "user");
const env = hookEnv(scratch);
let tarball = "";

const ok = (cmd: string, args: readonly string[], cwd = userRepo): string => okIn(cmd, args, cwd, env);
// git passes a hook's output on stderr; `output` is what the person committing sees.
const commit = (message: string): SpawnSyncReturns<string> & { output: string } => {
  const r = spawnSync("git", ["commit", "-m", message], { cwd: userRepo, env, encoding: "utf8", timeout: 600_000 });
  return { ...r, output: r.stdout + r.stderr };
};
const head = (): string | undefined => {
  const r = spawnSync("git", ["rev-parse", "--verify", "--quiet", "HEAD"], { cwd: userRepo, env, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
};
const stage = (files: Record<string, string>): void => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(userRepo, name), text);
  ok("git", ["add", "-A"]);
};

const node = (id: string, to?: string) => ({
  id,
  type: "action",
  actionType: "WEBHOOK",
  config: { url: `https://api.example.com/${id}`, method: "POST" },
  // A regex condition: the install must bring the runtime dependency (re2js) along.
  ...(to === undefined ? {} : { transition: [{ to, when: { source: "input", path: "subject", op: "regex", value: "(?i)urgent" } }] }),
});
const canonical = (value: unknown): string => JSON.stringify(value, null, 2) + "\n";
const bad = canonical({ version: 2, nodes: [node("triage", "ned"), node("end")] });
const good = canonical({ version: 2, nodes: [node("triage", "end"), node("end")] });
const lines = bad.split("\n");
const badLine = lines.findIndex((l) => l.includes('"ned"')) + 1;
const badColumn = lines[badLine - 1]!.indexOf('"ned"') + 1;
const positioned = (file: string): string => `${file}:${badLine}:${badColumn}  error  no node has the id "ned"; did you mean "end"? [transition/unknown-target]`;

beforeAll(() => {
  tarball = packTarball(join(scratch, "pack"), env);
  ok("git", ["init", "-q", userRepo], scratch);
  mkdirSync(join(userRepo, "agents"));
  // Not a spec: outside `files`, so the hooks leave it alone.
  writeFileSync(join(userRepo, "package.json"), '{"name":"user-project","private":true}\n');
  writeFileSync(join(userRepo, ".gitignore"), "node_modules/\n");
  writeFileSync(join(userRepo, ".pre-commit-config.yaml"), localNodeConfig("README.md", tarball));
  ok(PRE_COMMIT[0]!, [...PRE_COMMIT.slice(1), "install", "--install-hooks"]);
}, 660_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The names of the packages installed below `dir` (a node_modules folder), nested ones included. */
function installed(dir: string): string[] {
  const names: string[] = [];
  const walk = (modules: string): void => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith(".")) continue;
      const dirs = entry.startsWith("@") ? readdirSync(join(modules, entry)).map((e) => join(entry, e)) : [entry];
      for (const d of dirs) {
        names.push((JSON.parse(readFileSync(join(modules, d, "package.json"), "utf8")) as { name: string }).name);
        walk(join(modules, d, "node_modules"));
      }
    }
  };
  walk(dir);
  return names;
}

describe("README's setup: a repo: local hook with language: node and the package as additional_dependencies", () => {
  test("README pins this version and pre-commit installs the package with its runtime dependencies only, in one environment", () => {
    const readme = configSnippets("README.md").find((s) => s.includes("- repo: local"))!;
    expect(readme.match(/additional_dependencies: \[(.*)\]/g)).toEqual([`additional_dependencies: [${PKG.name}@${PKG.version}]`, `additional_dependencies: [${PKG.name}@${PKG.version}]`]);
    // Both hooks share one environment: pre-commit keys it by language and dependencies.
    const home = env["PRE_COMMIT_HOME"]!;
    const envs = readdirSync(home).flatMap((r) => (r.startsWith("repo") ? readdirSync(join(home, r)).filter((e) => e.startsWith("node_env")).map((e) => join(home, r, e)) : []));
    expect(envs).toHaveLength(1);
    const modules = join(envs[0]!, "lib", "node_modules");
    const ours = JSON.parse(readFileSync(join(modules, PKG.name, "package.json"), "utf8")) as { name: string; version: string };
    expect(ours.version).toBe(PKG.version);
    const names = installed(modules);
    for (const dep of Object.keys(PKG.dependencies as Record<string, string>)) expect(names).toContain(dep);
    // Every other package is one the lockfile marks as a runtime dependency: no devDependency, no build.
    const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
    const runtime = new Set(Object.entries(lock.packages).filter(([path, p]) => path !== "" && p.dev !== true).map(([path]) => path.replace(/^.*node_modules\//, "")));
    const others = names.filter((n) => n !== PKG.name && n !== "pre_commit_placeholder_package");
    expect(others.filter((n) => !runtime.has(n))).toEqual([]);
    for (const dev of ["typescript", "tsup", "vitest", "esbuild"]) expect(names).not.toContain(dev);
    expect(existsSync(join(envs[0]!, "bin", "agentspec"))).toBe(true);
  });

  test("a spec with an error blocks the commit with the positioned message", () => {
    stage({ "agents/triage.json": bad });
    const r = commit("add triage");
    expect(r.status, r.output).toBe(1);
    expect(head()).toBeUndefined();
    expect(r.output).toContain(positioned("agents/triage.json"));
    expect(r.output).toMatch(/^agentspec check\.+Failed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Passed$/m);
  });

  test("a valid spec passes both hooks and the commit is made", () => {
    stage({ "agents/triage.json": good });
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
    stage({ "agents/messy.json": messy });
    const r = commit("add messy");
    expect(r.status, r.output).toBe(1);
    expect(r.output).toMatch(/^agentspec check\.+Passed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Failed$/m);
    expect(r.output).toContain("files were modified by this hook");
    expect(head()).toBe(before);
    const formatted = readFileSync(join(userRepo, "agents", "messy.json"), "utf8");
    expect(formatted).toBe((await run(["fmt", "-"], { input: messy })).stdout);
    expect(formatted).toBe(good);
    ok("git", ["add", "-A"]);
    const again = commit("add messy");
    expect(again.status, again.output).toBe(0);
    expect(head()).not.toBe(before);
  });
});

describe("docs/cli.md's other hooks in the same setup", () => {
  test("agentspec-test, added to README's config, shares its environment and fails a commit whose test case fails", () => {
    const fragment = [...readFileSync(join(ROOT, "docs/cli.md"), "utf8").matchAll(/^```yaml\n( {6}- id: agentspec-test\n[\s\S]*?)^```$/gm)].map((m) => m[1]!);
    expect(fragment, "docs/cli.md's hooks fragment").toHaveLength(1);
    const config = readFileSync(join(userRepo, ".pre-commit-config.yaml"), "utf8") + fragment[0]!.replaceAll(`additional_dependencies: [${PKG.name}@${PKG.version}]`, `additional_dependencies: [${JSON.stringify(tarball)}]`);
    expect(config).not.toContain(`${PKG.name}@`);
    const cases = (calm: string[]): string =>
      canonical({
        spec: "../agents/triage.json",
        cases: [
          { name: "an urgent subject ends the run at end", input: { subject: "URGENT: checkout down" }, results: { triage: {}, end: {} }, expect: { path: ["triage", "end"] } },
          { name: "a calm subject ends the run at triage", input: { subject: "hello" }, results: { triage: {} }, expect: { path: calm } },
        ],
      });
    mkdirSync(join(userRepo, "tests"), { recursive: true });
    const before = head();
    stage({ ".pre-commit-config.yaml": config, "tests/triage.agentspec-test.json": cases(["triage", "end"]) });
    const r = commit("test the triage");
    expect(r.status, r.output).toBe(1);
    expect(r.output).toMatch(/^agentspec test\.+Failed$/m);
    expect(r.output).toContain("✓ tests/triage.agentspec-test.json › an urgent subject ends the run at end");
    expect(r.output).toContain("✗ tests/triage.agentspec-test.json › a calm subject ends the run at triage");
    expect(r.output).not.toContain("[INFO] Installing environment");
    expect(head()).toBe(before);
    stage({ "tests/triage.agentspec-test.json": cases(["triage"]) });
    const again = commit("test the triage");
    expect(again.status, again.output).toBe(0);
    expect(again.output).toMatch(/^agentspec test\.+Passed$/m);
    expect(head()).not.toBe(before);
  });
});

describe("docs/cli.md's setup for a project that installs the package: language: system with npx --no", () => {
  const system = (): string => {
    const snippet = configSnippets("docs/cli.md").find((s) => s.includes("- repo: local") && s.includes("language: system"));
    expect(snippet, "docs/cli.md's language: system snippet").toBeDefined();
    return snippet!;
  };

  test("without the package installed the hook fails and runs no other package's command", () => {
    const before = head();
    stage({ ".pre-commit-config.yaml": system(), "agents/escalate.json": bad });
    const r = commit("switch to the project's own agentspec");
    expect(r.status, r.output).toBe(1);
    expect(r.output).toMatch(/^agentspec check\.+Failed$/m);
    // npx --no refuses to fetch: the registry's unrelated `agentspec` never runs.
    expect(r.output).toContain("npx canceled due to missing packages");
    expect(head()).toBe(before);
    expect(existsSync(join(userRepo, "node_modules"))).toBe(false);
  });

  test("with the package as a devDependency, a bad spec blocks the commit and a fixed one passes", () => {
    ok("npm", ["install", "--save-dev", "--no-audit", "--no-fund", tarball]);
    expect((JSON.parse(readFileSync(join(userRepo, "package.json"), "utf8")) as { devDependencies: Record<string, string> }).devDependencies).toHaveProperty(PKG.name);
    stage({});
    const blocked = commit("switch to the project's own agentspec");
    expect(blocked.status, blocked.output).toBe(1);
    expect(blocked.output).toContain(positioned("agents/escalate.json"));
    expect(blocked.output).toMatch(/^agentspec check\.+Failed$/m);
    const before = head();
    stage({ "agents/escalate.json": good });
    const r = commit("switch to the project's own agentspec");
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/^agentspec check\.+Passed$/m);
    expect(r.output).toMatch(/^agentspec fmt\.+Passed$/m);
    expect(head()).not.toBe(before);
  }, 300_000);
});
