// agentspec diff against real git repositories built here (commits, a rename, a deleted file, an
// untracked file), two files, the formats and their escaping, --fail-on and usage errors.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { run, tree } from "../cli/helpers.js";
import { HOSTILE_IDS } from "../graph/hostile.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "diff");
const fixture = (kind: string, side: "before" | "after"): string => join(FIXTURES, kind, `${side}.json`);

const webhook = (id: string, to?: string, config: Record<string, unknown> = {}) => ({
  id,
  type: "action",
  actionType: "WEBHOOK",
  config: { url: `https://api.example.com/${id}`, method: "POST", ...config },
  ...(to === undefined ? {} : { transition: [{ to }] }),
});
const text = (v: unknown): string => JSON.stringify(v, null, 2) + "\n";
const spec = (...nodes: unknown[]) => ({ version: 2, nodes });

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.com", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.com" } });
}

/** A repository with two commits, then changes in the working tree: a route changed, a file renamed, one deleted, one untracked, one only reformatted, and a package.json. */
function repository(): string {
  const dir = tree({
    "agents/orders.json": text(spec(webhook("start", "notify"), webhook("notify"))),
    "agents/legacy.json": text(spec(webhook("only"))),
    "agents/old-name.json": text(spec(webhook("a", "b"), webhook("b"), webhook("c"), webhook("d"))),
    "agents/same.json": text(spec(webhook("x"))),
    "package.json": text({ name: "demo", version: "1.0.0" }),
  });
  git(dir, "init", "-q", "-b", "main");
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "first");
  writeFileSync(join(dir, "agents/orders.json"), text(spec(webhook("start", "notify"), webhook("notify", undefined, { proxy: "brazil" }))));
  git(dir, "commit", "-q", "-am", "second");
  // The working tree: changes against HEAD.
  writeFileSync(join(dir, "agents/orders.json"), text(spec(webhook("start"), webhook("notify", undefined, { proxy: "us" }))));
  rmSync(join(dir, "agents/legacy.json"));
  renameSync(join(dir, "agents/old-name.json"), join(dir, "agents/new-name.json"));
  const moved = JSON.parse(readFileSync(join(dir, "agents/new-name.json"), "utf8")) as { nodes: { config: { method: string } }[] };
  moved.nodes[3]!.config.method = "GET";
  writeFileSync(join(dir, "agents/new-name.json"), text(moved));
  git(dir, "add", "-A", "agents/old-name.json", "agents/new-name.json");
  writeFileSync(join(dir, "agents/added.json"), text(spec(webhook("fresh"))));
  writeFileSync(join(dir, "agents/same.json"), JSON.stringify(spec(webhook("x"))));
  writeFileSync(join(dir, "package.json"), text({ name: "demo", version: "1.1.0" }));
  return dir;
}

interface JsonRun {
  files: { file: string; previous?: string; status: string; skipped?: string; changes: { kind: string; class: string; range?: { start: { line: number } } }[] }[];
  counts: Record<string, number>;
}

describe("agentspec diff --against", () => {
  const dir = repository();

  test("lists each changed spec file with its status, following the rename, and skips what is no spec", async () => {
    const r = await run(["diff", "--against", "HEAD", "-f", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    const out = JSON.parse(r.stdout) as JsonRun;
    const files = Object.fromEntries(out.files.map((f) => [f.file, f]));
    expect(Object.keys(files).sort()).toEqual(["agents/added.json", "agents/legacy.json", "agents/new-name.json", "agents/orders.json", "agents/same.json", "package.json"]);
    expect(files["agents/new-name.json"]!.status).toBe("renamed");
    expect(files["agents/new-name.json"]!.previous).toBe("agents/old-name.json");
    expect(files["agents/new-name.json"]!.changes.map((c) => c.kind)).toEqual(["webhook/method-changed"]);
    expect(files["agents/orders.json"]!.changes.map((c) => c.kind).sort()).toEqual(["node/became-unreachable", "transition/removed", "webhook/route-changed"]);
    // A file deleted or added counts as all its nodes.
    expect(files["agents/legacy.json"]!.status).toBe("deleted");
    expect(files["agents/legacy.json"]!.changes.map((c) => c.kind)).toEqual(["spec/start-changed", "node/removed"]);
    expect(files["agents/added.json"]!.status).toBe("added");
    expect(files["agents/added.json"]!.changes.map((c) => c.kind)).toEqual(["spec/start-changed", "node/added"]);
    expect(files["agents/same.json"]!.changes).toEqual([]);
    expect(files["package.json"]!.skipped).toBe('not a spec: no "nodes" on either side');
    // Changes in the working tree carry their line there.
    const route = files["agents/orders.json"]!.changes.find((c) => c.kind === "webhook/route-changed")!;
    const lines = readFileSync(join(dir, "agents/orders.json"), "utf8").split("\n");
    expect(lines[route.range!.start.line - 1]).toContain('"proxy": "us"');
    expect(r.code).toBe(0);
  });

  test("compares with an older revision, limited to the paths named", async () => {
    const r = await run(["diff", "--against", "HEAD~1", "agents/orders.json", "-f", "json"], { cwd: dir });
    const out = JSON.parse(r.stdout) as JsonRun;
    expect(out.files.map((f) => f.file)).toEqual(["agents/orders.json"]);
    const route = out.files[0]!.changes.find((c) => c.kind === "webhook/route-changed") as unknown as { params: { from: string; to: string } };
    expect(route.params).toMatchObject({ from: "direct", to: "us" });
  });

  test("from a subdirectory, paths are the subdirectory's", async () => {
    const r = await run(["diff", "--against", "HEAD", "-f", "json", "."], { cwd: join(dir, "agents") });
    const out = JSON.parse(r.stdout) as JsonRun;
    expect(out.files.map((f) => f.file).sort()).toEqual(["added.json", "legacy.json", "new-name.json", "orders.json", "same.json"]);
  });

  test("stylish groups by file with a code frame at the line in the new file, and --fail-on sets the exit code", async () => {
    const r = await run(["diff", "--against", "HEAD", "--fail-on", "behaviour"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("agents/new-name.json (renamed from agents/old-name.json)");
    expect(r.stdout).toMatch(/agents\/orders\.json:\d+:\d+ {2}behaviour {2}node "notify": webhook route brazil → us/);
    expect(r.stdout).toMatch(/> +\d+ \| +"proxy": "us"/);
    expect(r.stdout).toContain("package.json: not compared");
    expect((await run(["diff", "--against", "HEAD"], { cwd: dir })).code).toBe(0);
  });

  test("a file the config ignores is named as not compared", async () => {
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ root: true, ignores: ["agents/orders.json"] }));
    try {
      const r = await run(["diff", "--against", "HEAD", "-f", "json", "agents"], { cwd: dir });
      const orders = (JSON.parse(r.stdout) as JsonRun).files.find((f) => f.file === "agents/orders.json")!;
      expect(orders.skipped).toBe('ignored by the config\'s "ignores"');
      expect(orders.changes).toEqual([]);
    } finally {
      rmSync(join(dir, "agentspec.config.json"));
    }
  });

  test("--to compares two revisions, and --pre-push takes them from pre-commit's environment", async () => {
    const r = await run(["diff", "--against", "HEAD~1", "--to", "HEAD", "-f", "json"], { cwd: dir });
    const out = JSON.parse(r.stdout) as JsonRun;
    // Between the two commits only the route changed; the working tree is not read.
    expect(out.files.map((f) => [f.file, f.changes.map((c) => c.kind)])).toEqual([["agents/orders.json", ["webhook/route-changed"]]]);
    const head = git(dir, "rev-parse", "HEAD").trim();
    const first = git(dir, "rev-parse", "HEAD~1").trim();
    const pushed = await run(["diff", "--pre-push", "-f", "json"], { cwd: dir, env: { PRE_COMMIT_FROM_REF: first, PRE_COMMIT_TO_REF: head } });
    expect(pushed.stdout).toBe(r.stdout);
    const missing = await run(["diff", "--pre-push"], { cwd: dir, env: { PRE_COMMIT_FROM_REF: "", PRE_COMMIT_TO_REF: "" } });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("PRE_COMMIT_FROM_REF");
  });

  test("a revision git does not know, a revision that looks like an option, and a folder outside git are usage errors", async () => {
    for (const [args, cwd] of [[["diff", "--against", "no-such-branch"], dir], [["diff", "--against=--output=x"], dir], [["diff", "--against", "HEAD"], tree({ "a.json": "{}" })]] as const) {
      const r = await run(args, { cwd });
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage: agentspec diff");
    }
    expect((await run(["diff", "--against", "no-such-branch"], { cwd: dir })).stderr).toContain('--against: git knows no commit "no-such-branch" here');
  });
});

describe("agentspec diff a.json b.json", () => {
  test("the exit code follows --fail-on: breaking (default), behaviour, any", async () => {
    const breaking = [fixture("node-removed-referenced", "before"), fixture("node-removed-referenced", "after")];
    const behaviour = [fixture("webhook-route-changed", "before"), fixture("webhook-route-changed", "after")];
    const cosmetic = [fixture("condition-hint-changed", "before"), fixture("condition-hint-changed", "after")];
    expect((await run(["diff", ...breaking])).code).toBe(1);
    expect((await run(["diff", ...behaviour])).code).toBe(0);
    expect((await run(["diff", ...behaviour, "--fail-on", "behaviour"])).code).toBe(1);
    expect((await run(["diff", ...cosmetic, "--fail-on", "behaviour"])).code).toBe(0);
    expect((await run(["diff", ...cosmetic, "--fail-on", "any"])).code).toBe(1);
    const same = [fixture("webhook-route-changed", "before"), fixture("webhook-route-changed", "before")];
    const none = await run(["diff", ...same, "--fail-on", "any"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain("no change a run can tell");
  });

  test("the config's diff.failOn sets the default --fail-on, the command line wins, and a broken config exits 2", async () => {
    const behaviour = [fixture("webhook-route-changed", "before"), fixture("webhook-route-changed", "after")];
    const cosmetic = [fixture("condition-hint-changed", "before"), fixture("condition-hint-changed", "after")];
    const dir = tree({ "agentspec.config.json": JSON.stringify({ root: true, diff: { failOn: "behaviour" } }) });
    expect((await run(["diff", ...behaviour], { cwd: dir })).code).toBe(1);
    expect((await run(["diff", ...behaviour, "--fail-on", "breaking"], { cwd: dir })).code).toBe(0);
    expect((await run(["diff", ...behaviour, "--no-config"], { cwd: dir })).code).toBe(0);
    const every = tree({ "agentspec.config.json": JSON.stringify({ root: true, diff: { failOn: "cosmetic" } }) });
    expect((await run(["diff", ...cosmetic], { cwd: every })).code).toBe(1);
    const broken = tree({ "agentspec.config.json": JSON.stringify({ root: true, diff: { failOn: "all" } }) });
    const r = await run(["diff", ...behaviour], { cwd: broken });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("failOn");
  });

  test("reads one side from stdin; text that is not JSON is reported at its place (exit 1)", async () => {
    const after = readFileSync(fixture("webhook-route-changed", "after"), "utf8");
    const r = await run(["diff", fixture("webhook-route-changed", "before"), "-", "-f", "json"], { input: after });
    expect((JSON.parse(r.stdout) as JsonRun).files[0]!.changes.map((c) => c.kind)).toEqual(["webhook/route-changed"]);
    const broken = await run(["diff", fixture("webhook-route-changed", "before"), "-"], { input: '{ "nodes": [' });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/<stdin>:1:\d+ {2}error/);
    expect(broken.stdout).toContain("✖ 1 file could not be compared");
    const missing = await run(["diff", "no-such-file.json", fixture("webhook-route-changed", "after")]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain("the version before (no-such-file.json): cannot read this file");
  });

  test("usage errors exit 2", async () => {
    const a = fixture("webhook-route-changed", "before");
    const bundle = join(tree({ "b.json": JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [] }) }), "b.json");
    for (const args of [["diff"], ["diff", a], ["diff", a, a, a], ["diff", a, a, "-f", "sarif"], ["diff", a, a, "--fail-on", "all"], ["diff", "-", "-"], ["diff", a, bundle], ["diff", "--to", "HEAD", a]]) {
      const r = await run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toContain("Usage: agentspec diff");
    }
  });

  test("stylish frames no line of a url, headers or query: they may hold credentials", async () => {
    const dir = tree({});
    writeFileSync(join(dir, "a.json"), text(spec(webhook("n", undefined, { headers: { Authorization: "ApiKey old-secret" } }))));
    writeFileSync(join(dir, "b.json"), text(spec(webhook("n", undefined, { url: "https://other.example.com/n", headers: { Authorization: "ApiKey new-secret" } }))));
    const r = await run(["diff", "a.json", "b.json"], { cwd: dir });
    expect(r.stdout).toMatch(/b\.json:\d+:\d+ {2}behaviour {2}node "n": headers changed \(changed "Authorization"; values not shown\)/);
    expect(r.stdout).not.toContain("secret");
    expect(r.stdout).not.toContain(" | ");
  });

  test("github: one annotation per change on one line each, hostile ids escaped", async () => {
    const dir = tree({});
    const ids = HOSTILE_IDS.slice(0, 8);
    writeFileSync(join(dir, "a.json"), text(spec(...ids.map((id) => webhook(id)))));
    writeFileSync(join(dir, "b.json"), text(spec(...ids.map((id) => webhook(id, undefined, { proxy: "brazil" })))));
    const r = await run(["diff", "a.json", "b.json", "-f", "github"], { cwd: dir });
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(ids.length);
    for (const line of lines) {
      // The workflow-command grammar: ::level key=value,…::data, with no raw ":" or "," in a value
      // and no line break or other control character in the data.
      expect(line).toMatch(/^::warning file=b\.json,line=\d+,col=\d+,title=behaviour%3A webhook\/route-changed::[^\r\n\u0000-\u001f]*$/);
    }
    expect(lines.join("\n")).toContain('node "line one\\nclick n1 href');
    expect(r.stdout).not.toContain("\nclick");
  });

  test("markdown: a summary table by class, the changes, and a Mermaid graph with the marks; hostile text escaped", async () => {
    const dir = tree({});
    mkdirSync(join(dir, "x"));
    const id = "@org/team <img src=x onerror=alert(1)> | **bold** [link](javascript:alert(1))";
    writeFileSync(join(dir, "x/a.json"), text(spec(webhook("start", "gone"), webhook("gone"))));
    writeFileSync(join(dir, "x/b.json"), text(spec(webhook("start", id), webhook(id))));
    const r = await run(["diff", "x/a.json", "x/b.json", "-f", "markdown"], { cwd: dir });
    expect(r.stdout).toMatch(/^## What this change does to the agent specs\n\n\| class \| changes \| fails the check \|\n\|---\|---:\|---\|\n\| breaking \| 0 \| yes \|\n\| behaviour \| 3 \| no \|\n\| cosmetic \| 0 \| no \|\n/);
    expect(r.stdout).toContain("```mermaid\nflowchart TD\n");
    expect(r.stdout).toContain("+ added");
    expect(r.stdout).toContain("#8722; removed");
    // Outside the Mermaid block (text mermaid draws), nothing reads as markup, a link or a mention.
    const prose = r.stdout.replace(/```mermaid[\s\S]*?```/g, "");
    expect(prose).toContain("&#64;org/team &lt;img src=x onerror=alert\\(1\\)&gt; \\| \\*\\*bold\\*\\* \\[link\\]\\(javascript\\:alert\\(1\\)\\)");
    expect(prose).not.toContain("<img");
    expect(prose).not.toMatch(/[^\\]\[link\]/);
    expect(prose).not.toMatch(/(^|[^;])@org/);
  });
});
