// The GitHub Action run as the runner runs it: `node action/dist/index.cjs` with the runner's
// environment contract (INPUT_*, GITHUB_WORKSPACE a real git repository with two commits,
// GITHUB_EVENT_PATH a pull_request event, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, GITHUB_API_URL) and a
// loopback double of the REST API's issue-comments endpoints that records every request.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MARKER } from "../../action/src/comment.js";

const ROOT = join(import.meta.dirname, "..", "..");
const ENTRY = join(ROOT, "action", "dist", "index.cjs");
const TOKEN = "ghs_test-token-never-printed";
const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** The REST API's issue-comments endpoints, in memory, every request recorded. */
function githubDouble(): { server: Server; requests: Recorded[]; comments: Map<number, { id: number; body: string }> } {
  const requests: Recorded[] = [];
  const comments = new Map<number, { id: number; body: string }>();
  let next = 1000;
  const bodyOf = (req: IncomingMessage): Promise<unknown> =>
    new Promise((done) => {
      let text = "";
      req.on("data", (c: Buffer) => (text += c.toString("utf8")));
      req.on("end", () => done(text === "" ? undefined : JSON.parse(text)));
    });
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const url = new URL(req.url!, "http://x");
    requests.push({ method: req.method!, path: url.pathname + url.search, authorization: req.headers.authorization, body });
    const send = (status: number, value?: unknown): void => {
      res.writeHead(status, value === undefined ? {} : { "content-type": "application/json" });
      res.end(value === undefined ? undefined : JSON.stringify(value));
    };
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: "Bad credentials" });
    const list = /^\/repos\/octo-org\/agents\/issues\/7\/comments$/.exec(url.pathname);
    const one = /^\/repos\/octo-org\/agents\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (list && req.method === "GET") {
      const page = Number(url.searchParams.get("page") ?? "1");
      const per = Number(url.searchParams.get("per_page") ?? "30");
      // someone else's comment first, as on a real pull request
      const all = [{ id: 1, body: "LGTM" }, ...comments.values()];
      return send(200, all.slice((page - 1) * per, page * per));
    }
    if (list && req.method === "POST") {
      const c = { id: next++, body: (body as { body: string }).body };
      comments.set(c.id, c);
      return send(201, c);
    }
    if (one && comments.has(Number(one[1]))) {
      const id = Number(one[1]);
      if (req.method === "PATCH") {
        comments.set(id, { id, body: (body as { body: string }).body });
        return send(200, comments.get(id));
      }
      if (req.method === "DELETE") {
        comments.delete(id);
        return send(204);
      }
    }
    send(404, { message: "Not Found" });
  });
  return { server, requests, comments };
}

const git = (cwd: string, ...args: string[]): string => execFileSync("git", ["-c", "user.name=octo", "-c", "user.email=octo@example.com", ...args], { cwd, encoding: "utf8" }).trim();

let dir = "";
let workspace = "";
let base = "";
let head = "";
let api = "";
const double = githubDouble();

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error("action/dist/index.cjs is missing: run node scripts/build-action.mjs");
  if (!existsSync(join(ROOT, "dist", "cli.cjs"))) throw new Error("dist/cli.cjs is missing: run npm run build");
  dir = mkdtempSync(join(tmpdir(), "agentspec-action-"));
  workspace = join(dir, "repo");
  mkdirSync(join(workspace, "agents"), { recursive: true });
  git(workspace, "init", "-q", "-b", "main");
  writeFileSync(join(workspace, "agents", "order.agentspec.json"), read("examples/order-sync.json"));
  writeFileSync(join(workspace, "agents", "notify.agentspec.json"), read("examples/broken/proxy-unknown.json"));
  git(workspace, "add", ".");
  git(workspace, "commit", "-q", "-m", "agents");
  base = git(workspace, "rev-parse", "HEAD");
  writeFileSync(join(workspace, "agents", "order.agentspec.json"), read("examples/order-sync.json").replace('"method": "POST"', '"method": "PUT"'));
  git(workspace, "commit", "-q", "-am", "PUT the order");
  head = git(workspace, "rev-parse", "HEAD");
  await new Promise<void>((done) => double.server.listen(0, "127.0.0.1", done));
  api = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => double.server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

/** A pull_request event as GitHub delivers it (the fields the action and most actions read). */
const event = (): unknown => ({
  action: "synchronize",
  number: 7,
  before: base,
  after: head,
  pull_request: {
    url: `${api}/repos/octo-org/agents/pulls/7`,
    id: 1987654321,
    number: 7,
    state: "open",
    title: "PUT the order",
    user: { login: "octo", id: 1, type: "User" },
    head: { label: "octo-org:put", ref: "put", sha: head, repo: { full_name: "octo-org/agents" } },
    base: { label: "octo-org:main", ref: "main", sha: base, repo: { full_name: "octo-org/agents" } },
    draft: false,
    merged: false,
  },
  repository: { id: 123456, name: "agents", full_name: "octo-org/agents", private: false, owner: { login: "octo-org", type: "Organization" }, default_branch: "main" },
  sender: { login: "octo", id: 1, type: "User" },
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
}

let runs = 0;
async function runAction(inputs: Record<string, string>): Promise<Run> {
  const n = ++runs;
  const files = { summary: join(dir, `summary-${n}.md`), output: join(dir, `output-${n}.txt`), event: join(dir, `event-${n}.json`) };
  writeFileSync(files.summary, "");
  writeFileSync(files.output, "");
  writeFileSync(files.event, JSON.stringify(event()));
  const env: Record<string, string> = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: files.event,
    GITHUB_API_URL: api,
    GITHUB_REPOSITORY: "octo-org/agents",
    RUNNER_TEMP: join(dir, "runner-temp"),
    // the defaults action.yml gives, as the runner passes them
    "INPUT_FAIL-ON": "error",
    INPUT_SUMMARY: "true",
    INPUT_COMMENT: "false",
    "INPUT_GITHUB-TOKEN": TOKEN,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const child = spawn(process.execPath, [ENTRY], { cwd: workspace, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const code = await new Promise<number | null>((done) => child.on("close", done));
  const outputs = Object.fromEntries(readFileSync(files.output, "utf8").split("\n").filter(Boolean).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]));
  expect(stdout + stderr).not.toContain(TOKEN);
  return { code, stdout, stderr, summary: readFileSync(files.summary, "utf8"), outputs };
}

describe("a pull request's runs: the comment created, updated in place, deleted", () => {
  test("first run: annotations, summary, SARIF, outputs, exit 1 on the error, one comment created", async () => {
    const r = await runAction({ paths: "agents", diff: base, comment: "true", sarif: "agentspec.sarif" });
    expect(r.code, r.stderr + r.stdout).toBe(1);
    expect(r.stdout).toMatch(/^::error file=agents\/notify\.agentspec\.json,line=11,col=18,[^:]*title=webhook\/invalid-proxy::unknown proxy route "eu"/m);
    expect(r.outputs).toEqual({ errors: "1", warnings: "0", "sarif-file": join(workspace, "agentspec.sarif"), changes: "1" });
    // the annotations are the command's own, line for line
    const direct = spawnSync(process.execPath, [join(ROOT, "dist", "cli.cjs"), "check", "agents", "--format", "github"], { cwd: workspace, encoding: "utf8" }).stdout;
    expect(direct).not.toBe("");
    expect(r.stdout.split("\n").filter((l) => l.startsWith("::error file=") || l.startsWith("::warning file="))).toEqual(direct.trimEnd().split("\n"));
    const sarif = JSON.parse(readFileSync(join(workspace, "agentspec.sarif"), "utf8")) as { version: string; runs: { results: { ruleId: string }[] }[] };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0]!.results.map((x) => x.ruleId)).toEqual(["webhook/invalid-proxy"]);
    expect(r.summary).toContain("2 file(s) checked");
    expect(r.summary).toContain("| error | `webhook/invalid-proxy` | 1 |");
    expect(r.summary).toContain("| `agents/notify.agentspec.json` | 1 | 0 |");
    expect(r.summary).toContain("## What this change does to the agent specs");
    expect(r.summary).toContain("```mermaid");
    const calls = double.requests.map((q) => q.method);
    expect(calls).toEqual(["GET", "POST"]);
    expect(double.requests.every((q) => q.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(double.requests[0]!.path).toBe("/repos/octo-org/agents/issues/7/comments?per_page=100&page=1");
    expect([...double.comments.values()]).toHaveLength(1);
    const body = [...double.comments.values()][0]!.body;
    expect(body.startsWith(`${MARKER}\n## What this change does`)).toBe(true);
    expect(body).toContain('method "POST" → "PUT"');
  }, 60_000);

  test("second run, after another change: the same comment updated, never a second one", async () => {
    const id = [...double.comments.keys()][0]!;
    const spec = join(workspace, "agents", "order.agentspec.json");
    writeFileSync(spec, readFileSync(spec, "utf8").replace('"timeout": 30', '"timeout": 45'));
    double.requests.length = 0;
    const r = await runAction({ paths: "agents", diff: base, comment: "true", "fail-on": "never" });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(double.requests.map((q) => `${q.method} ${q.path}`)).toEqual(["GET /repos/octo-org/agents/issues/7/comments?per_page=100&page=1", `PATCH /repos/octo-org/agents/issues/comments/${id}`]);
    expect([...double.comments.keys()]).toEqual([id]);
    expect(double.comments.get(id)!.body).toContain("timeout");
    expect(r.outputs.changes).toBe("2");
  }, 60_000);

  test("a run with no change any more: the comment deleted", async () => {
    const id = [...double.comments.keys()][0]!;
    git(workspace, "checkout", base, "--", "agents");
    double.requests.length = 0;
    const r = await runAction({ paths: "agents", diff: base, comment: "true", "fail-on": "never" });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.outputs.changes).toBe("0");
    expect(double.requests.map((q) => `${q.method} ${q.path}`)).toEqual(["GET /repos/octo-org/agents/issues/7/comments?per_page=100&page=1", `DELETE /repos/octo-org/agents/issues/comments/${id}`]);
    expect(double.comments.size).toBe(0);
    expect(r.summary).not.toContain("What this change does");
    // …and a further run with nothing to say makes no call but the lookup.
    double.requests.length = 0;
    await runAction({ paths: "agents", diff: base, comment: "true", "fail-on": "never" });
    expect(double.requests.map((q) => q.method)).toEqual(["GET"]);
  }, 60_000);
});

describe("inputs", () => {
  test("fail-on: warning fails on a warning, never never fails, error not on warnings alone", async () => {
    const only = join(workspace, "warn");
    mkdirSync(only, { recursive: true });
    writeFileSync(join(only, "w.agentspec.json"), JSON.stringify({ nodes: [{ id: "a", type: "end" }] }));
    const warnOnly = await runAction({ paths: "warn", "fail-on": "warning" });
    expect(warnOnly.outputs.warnings).not.toBe("0");
    expect(warnOnly.outputs.errors).toBe("0");
    expect(warnOnly.code).toBe(1);
    expect((await runAction({ paths: "warn", "fail-on": "error" })).code).toBe(0);
    expect((await runAction({ paths: "agents", "fail-on": "never" })).code).toBe(0);
    rmSync(only, { recursive: true });
  }, 60_000);

  test("shard: each part annotates its own files, together the whole run's; each part's SARIF has its category; a bad value is the command's usage error", async () => {
    const whole = await runAction({ paths: "agents", "fail-on": "never" });
    const parts = [];
    for (const i of [1, 2, 3]) parts.push(await runAction({ paths: "agents", shard: `${i}/3`, "fail-on": "never", sarif: `part-${i}.sarif` }));
    const annotations = (r: Run): string[] => r.stdout.split("\n").filter((l) => /^::(error|warning) file=/.test(l));
    expect(parts.flatMap(annotations).sort()).toEqual(annotations(whole).sort());
    expect(parts.map((p) => Number(p.outputs.errors)).reduce((a, b) => a + b)).toBe(Number(whole.outputs.errors));
    for (const i of [1, 2, 3]) {
      const log = JSON.parse(readFileSync(join(workspace, `part-${i}.sarif`), "utf8")) as { runs: { automationDetails: { id: string } }[] };
      expect(log.runs[0]!.automationDetails.id).toBe(`agentspec/shard-${i}-of-3/`);
    }
    const bad = await runAction({ paths: "agents", shard: "4/3" });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toContain("--shard 4/3: the part must be 1 to 3");
  }, 120_000);

  test("a bad input is one error line and exit 2; summary false writes no summary", async () => {
    const bad = await runAction({ paths: "agents", "fail-on": "sometimes" });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toMatch(/^::error title=agentspec action::input "fail-on" must be one of error, warning, never, got "sometimes"$/m);
    const noComment = await runAction({ paths: "agents", comment: "true" });
    expect(noComment.code).toBe(2);
    expect(noComment.stdout).toContain('input "comment" posts the diff');
    const quiet = await runAction({ paths: "agents", summary: "false", "fail-on": "never" });
    expect(quiet.code).toBe(0);
    expect(quiet.summary).toBe("");
  }, 60_000);

  test("a failing API call fails the step with its status, never the token", async () => {
    const r = await runAction({ paths: "agents", diff: base, comment: "true", "fail-on": "never", "github-token": "wrong-token" });
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("GitHub API GET /repos/octo-org/agents/issues/7/comments?per_page=100&page=1: 401");
    expect(r.stdout).not.toContain("wrong-token");
  }, 60_000);
});
