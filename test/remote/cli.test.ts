// agentspec remote and check --remote, run as the built command against the platform double on
// loopback: real requests over sockets, files in a temp folder, the link file, exit codes.
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { agentSpecSchema, stringifyCanonical } from "../../src/index.js";
import { run, tree, SPECS } from "../cli/helpers.js";
import { startDouble, type PlatformDouble } from "./double.js";

const KEY = "key-full";
let double: PlatformDouble;
beforeEach(async () => {
  double = await startDouble();
});
afterEach(async () => {
  await double.stop();
});

const env = (extra: Record<string, string> = {}) => ({ AGENTSPEC_BASE_URL: double.baseUrl, AGENTSPEC_API_KEY: KEY, ...extra });
const remote = (args: string[], cwd: string, extra: Record<string, string> = {}) => run(["remote", ...args, "--timeout", "0.5"], { cwd, env: env(extra) });
const good = JSON.parse(SPECS.good) as { nodes: { config: Record<string, unknown> }[] };
const changed = () => {
  const s = structuredClone(good);
  s.nodes[0]!.config["proxy"] = "brazil";
  return s;
};
const links = (cwd: string) => JSON.parse(readFileSync(join(cwd, "agentspec-remote.json"), "utf8")) as { agents: Record<string, string> };

describe("remote usage and schema", () => {
  test("usage prints budget.remaining first; --json prints the answer", async () => {
    const cwd = tree({});
    const r = await remote(["usage"], cwd);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("budget remaining this month: 60");
    const j = await remote(["usage", "--json"], cwd);
    expect(JSON.parse(j.stdout)).toEqual({ budget: { total: 100, used: 40, remaining: 60 }, quantities: { documentPages: 12 } });
  });

  test("schema --diff: the same schema is exit 0; a newer platform is named in words, exit 1", async () => {
    const cwd = tree({});
    const same = await remote(["schema", "--diff"], cwd);
    expect([same.code, same.stdout]).toEqual([0, "The platform's AgentSpec schema is the one this toolkit bundles.\n"]);
    await double.stop();
    const schema = structuredClone(agentSpecSchema) as { $defs: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    schema.$defs["webhookConfig"]!.properties["proxy"]!.enum!.push("eu");
    delete schema.$defs["webhookConfig"]!.properties["responseMode"];
    double = await startDouble({ schema });
    const r = await remote(["schema", "--diff"], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('newer  the platform accepts "eu" at webhookConfig.proxy, which this toolkit does not know: this toolkit is older than the platform');
    expect(r.stdout).toContain("dropped  the platform's schema no longer has the property webhookConfig.responseMode");
    expect(r.stdout).toMatch(/2 differences .* this toolkit is older than the platform: update agentspec-toolkit\.\n$/);
    const plain = await remote(["schema"], cwd);
    expect(JSON.parse(plain.stdout)).toEqual(schema);
  });
});

describe("credentials", () => {
  test("a key file works; a key on the command line is refused; the key never appears in any output", async () => {
    const cwd = tree({ "key.txt": "key-full\n" });
    chmodSync(join(cwd, "key.txt"), 0o600);
    const r = await run(["remote", "usage", "--api-key-file", "key.txt"], { cwd, env: { AGENTSPEC_BASE_URL: double.baseUrl } });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    chmodSync(join(cwd, "key.txt"), 0o644);
    const open = await run(["remote", "usage", "--api-key-file", "key.txt"], { cwd, env: { AGENTSPEC_BASE_URL: double.baseUrl } });
    expect([open.code, open.stderr]).toEqual([0, "agentspec: warning: --api-key-file key.txt can be read by other users (mode 644); chmod 600 it\n"]);
    expect(double.requests[0]!.headers["authorization"]).toBe("ApiKey key-full");
    const argv = await run(["remote", "usage", "--api-key", "key-full"], { cwd, env: env() });
    expect(argv.code).toBe(2);
    expect(argv.stderr).toMatch(/unknown option "--api-key"/);
    // The platform echoes the key back in its error: it is redacted.
    double.inject({ status: 401, code: "auth/unauthorized", error: "key-full expired" });
    const echoed = await remote(["usage"], cwd);
    expect(echoed.code).toBe(1);
    expect(echoed.stderr).toMatch(/\[redacted\] expired.*refresh the access token/s);
    for (const out of [r, argv, echoed]) expect(out.stdout + out.stderr).not.toContain("key-full");
  });

  test("no credential, two credentials, or plain http to a remote host: usage errors, nothing sent", async () => {
    const cwd = tree({});
    const none = await run(["remote", "usage"], { cwd, env: { AGENTSPEC_BASE_URL: double.baseUrl } });
    expect([none.code, none.stderr]).toEqual([2, expect.stringMatching(/no credential: set AGENTSPEC_API_KEY/)]);
    const both = await run(["remote", "usage"], { cwd, env: env({ AGENTSPEC_ACCESS_TOKEN: "tok" }) });
    expect([both.code, both.stderr]).toEqual([2, expect.stringMatching(/both AGENTSPEC_API_KEY and AGENTSPEC_ACCESS_TOKEN/)]);
    const clear = await run(["remote", "usage"], { cwd, env: env({ AGENTSPEC_BASE_URL: "http://platform.example.com" }) });
    expect([clear.code, clear.stderr]).toEqual([2, expect.stringMatching(/must use https:/)]);
    expect(double.requests).toHaveLength(0);
    for (const out of [none, both, clear]) expect(out.stdout + out.stderr).not.toContain("key-full");
  });

  test("402 exits 1 with what to do, and is sent once", async () => {
    double.inject({ status: 402, code: "budget-exceeded" });
    const r = await remote(["usage"], tree({}));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/402 \(budget-exceeded\).*month rolls over/s);
    expect(double.requests).toHaveLength(1);
  });
});

describe("pull", () => {
  test("writes the agent's own spec and names the subagents its export holds, which are pulled by their ids", async () => {
    const a = double.add({ name: "Router", applicationId: 3, spec: good, subagents: [{ id: 7001, name: "Lookup", spec: good }, { name: "Notify\u0007", spec: good }] });
    const cwd = tree({});
    const r = await remote(["pull", a.id, "--dir", "specs"], cwd);
    expect([r.code, r.stdout]).toEqual([0, `pulled agent ${a.id} into specs/Router.json\n  its export also holds 2 subagents, not written: "Lookup" (id 7001), "Notify\\u0007" (no id); pull each by its id to keep it here\n`]);
    expect(links(cwd)).toEqual({ agents: { "specs/Router.json": a.id } });
    expect(readFileSync(join(cwd, "specs/Router.json"), "utf8")).toBe(stringifyCanonical(good));
  });

  test("writes each spec in canonical form and records the link; refuses to overwrite a file it does not own", async () => {
    const a = double.add({ name: "Billing flow", applicationId: 3, spec: good });
    const cwd = tree({ "specs/other.json": "{}\n" });
    const r = await remote(["pull", a.id, "--dir", "specs"], cwd);
    expect([r.code, r.stdout]).toEqual([0, `pulled agent ${a.id} into specs/Billing-flow.json\n`]);
    expect(readFileSync(join(cwd, "specs/Billing-flow.json"), "utf8")).toBe(stringifyCanonical(good));
    expect(links(cwd)).toEqual({ agents: { "specs/Billing-flow.json": a.id } });
    // A second pull of the same agent writes to its linked file again.
    double.agents.get(a.id)!.spec = changed();
    expect((await remote(["pull", a.id], cwd)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, "specs/Billing-flow.json"), "utf8"))).toEqual(changed());
    // An unlinked file in the way is left alone.
    const b = double.add({ name: "other", applicationId: 3, spec: good });
    const refused = await remote(["pull", b.id, "--dir", "specs"], cwd);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/specs\/other\.json exists and is not linked to it: nothing written/);
    expect(readFileSync(join(cwd, "specs/other.json"), "utf8")).toBe("{}\n");
    const missing = await remote(["pull", "nope"], cwd);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/agent nope: .*404.*another application/s);
  });

  test("an agent named like the link file or the config gets its id in the file name", async () => {
    const a = double.add({ name: "agentspec-remote", spec: good });
    const b = double.add({ name: "Agentspec.config", spec: good });
    const cwd = tree({});
    const r = await remote(["pull", a.id, b.id], cwd);
    expect(r.code).toBe(0);
    expect(links(cwd)).toEqual({ agents: { [`agentspec-remote-${a.id}.json`]: a.id, [`Agentspec.config-${b.id}.json`]: b.id } });
  });

  test("a broken link file is a usage error, never silently replaced", async () => {
    const cwd = tree({ "agentspec-remote.json": '{ "agents": { "a.json": 5 } }' });
    const r = await remote(["pull", "1"], cwd);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/agentspec-remote.json: the agent id of "a.json" is not a non-empty string/);
    expect(readFileSync(join(cwd, "agentspec-remote.json"), "utf8")).toBe('{ "agents": { "a.json": 5 } }');
  });
});

describe("push", () => {
  test("saves a changed spec as the draft, verified by reading it back; an unchanged one is left alone", async () => {
    const a = double.add({ name: "flow", applicationId: 3, spec: good });
    const cwd = tree({ "flow.json": JSON.stringify(changed(), null, 2), "agentspec-remote.json": JSON.stringify({ agents: { "flow.json": a.id } }) });
    const r = await remote(["push"], cwd);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`saved     flow.json: saved as the draft of agent ${a.id} (not published)`);
    expect(r.stdout).toMatch(/does not show how to publish/);
    expect(double.agents.get(a.id)!.spec).toEqual(changed());
    const again = await remote(["push", "flow.json"], cwd);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`unchanged flow.json: agent ${a.id} already holds this spec`);
    expect(double.requests.filter((q) => q.method === "PUT")).toHaveLength(1);
  });

  test("an unlinked file, a locally invalid spec, or a failure exits 1 and changes nothing", async () => {
    const a = double.add({ name: "flow", applicationId: 3, spec: good });
    const cwd = tree({ "new.json": SPECS.good, "flow.json": SPECS.bad, "agentspec-remote.json": JSON.stringify({ agents: { "flow.json": a.id } }) });
    const r = await remote(["push", "new.json", "flow.json"], cwd);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unlinked +new.json: no agent is linked to this file/);
    expect(r.stderr).toMatch(/invalid +flow.json: not pushed: \d+ errors? found locally/);
    expect(r.stderr).toMatch(/flow.json:\d+:\d+ +error/);
    expect(double.requests.filter((q) => q.method !== "GET")).toHaveLength(0);
    writeFileSync(join(cwd, "flow.json"), JSON.stringify(changed()));
    double.inject({ status: 409, code: "agents/conflict", error: "the draft is locked" }, "PUT");
    const conflict = await remote(["push", "flow.json"], cwd);
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toMatch(/409 \(agents\/conflict\).*resolve the conflict/s);
    expect(double.agents.get(a.id)!.spec).toEqual(good);
  });

  test("--create makes an agent per unlinked file in the application and links it; never a duplicate", async () => {
    double.add({ name: "taken", applicationId: 3, spec: good });
    const cwd = tree({ "specs/fresh.json": SPECS.good, "specs/taken.json": SPECS.good });
    const noApp = await remote(["push", "--create", "specs"], cwd);
    expect([noApp.code, noApp.stderr]).toEqual([2, expect.stringMatching(/needs the application/)]);
    const r = await remote(["push", "--create", "--application", "3", "specs"], cwd);
    expect(r.code).toBe(1);
    const made = [...double.agents.values()].find((x) => x.name === "fresh")!;
    expect(made.applicationId).toBe(3);
    expect(made.spec).toEqual(good);
    expect(r.stdout).toContain(`created   specs/fresh.json: created agent ${made.id} "fresh" and linked it`);
    expect(r.stderr).toMatch(/conflict +specs\/taken.json: an agent named "taken" exists already/);
    expect(links(cwd)).toEqual({ agents: { "specs/fresh.json": made.id } });
    expect([...double.agents.values()].filter((x) => x.name === "taken")).toHaveLength(1);
    expect(double.requests.find((q) => q.method === "GET" && q.path.startsWith("/api/v1/agents/?"))!.path).toBe("/api/v1/agents/?applicationId=3");
  });
});

describe("import", () => {
  const bundle = (name: string) => JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ name, applicationId: 3, spec: good }] });

  test("imports a clean bundle; refuses one the import check finds a conflict in, unless --force", async () => {
    double.add({ name: "taken", applicationId: 3, spec: good });
    const cwd = tree({ "ok.json": bundle("fresh"), "clash.json": bundle("taken") });
    const ok = await remote(["import", "ok.json", "--application", "3"], cwd);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^imported ok.json into application 3/);
    expect([...double.agents.values()].map((a) => a.name).sort()).toEqual(["fresh", "taken"]);
    const clash = await remote(["import", "clash.json", "--application", "3"], cwd);
    expect(clash.code).toBe(1);
    expect(clash.stderr).toMatch(/bundle\/conflict-name/);
    expect(clash.stderr).toMatch(/nothing imported/);
    expect(double.requests.filter((q) => q.path === "/api/v1/agents/import/")).toHaveLength(1);
    const forced = await remote(["import", "clash.json", "--application", "3", "--force"], cwd);
    // The platform itself refuses the duplicate name: exit 1 with its 409.
    expect(forced.code).toBe(1);
    expect(forced.stderr).toMatch(/409/);
  });
});

describe("check --remote", () => {
  test("the platform's findings merged with the local ones, positioned, marked as the platform's, each fault once", async () => {
    await double.stop();
    double = await startDouble({ serverRules: (spec) => ((spec as { nodes?: unknown[] }).nodes?.length ?? 0) > 1 ? [{ path: "nodes[1].config.url", message: "this host is blocked in this workspace" }] : [] });
    const cwd = tree({ "a.json": SPECS.good, "b.json": SPECS.bad, "bundle.json": JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [] }) });
    const r = await run(["check", "--remote", "--format", "json", "a.json", "b.json", "bundle.json"], { cwd, env: env() });
    expect(r.code).toBe(1);
    const files = JSON.parse(r.stdout) as { file: string; issues: { code: string; pointer: string; message: string; range?: { start: { line: number } } }[] }[];
    const a = files.find((f) => f.file === "a.json")!;
    expect(a.issues).toEqual([expect.objectContaining({ code: "remote/server-finding", pointer: "/nodes/1/config/url", message: "the platform: this host is blocked in this workspace" })]);
    // nodes[1].config.url: the second "url" of the file.
    const line = SPECS.good.split("\n").flatMap((l, i) => (l.includes('"url"') ? [i + 1] : []))[1];
    expect(a.issues[0]!.range!.start.line).toBe(line);
    const b = files.find((f) => f.file === "b.json")!;
    const local = b.issues.filter((i) => i.code !== "remote/server-finding");
    expect(local.length).toBeGreaterThan(0);
    // The platform's copies of the local errors are not repeated; only its own finding is added.
    expect(b.issues.filter((i) => i.code === "remote/server-finding").map((i) => i.pointer)).toEqual(["/nodes/1/config/url"]);
    // Only the specs were sent (a bundle is not a spec).
    expect(double.requests.filter((q) => q.path === "/api/v1/agents/schema/validate/")).toHaveLength(2);
    const same = await remote(["check", "--format", "json", "a.json", "b.json", "bundle.json"], cwd);
    expect(JSON.parse(same.stdout)).toEqual(files);
  });

  test("the config's setting for remote/server-finding applies like any code's: warn, off", async () => {
    await double.stop();
    double = await startDouble({ serverRules: () => [{ path: "nodes[1].config.url", message: "this host is blocked in this workspace" }] });
    const config = (setting: string) => JSON.stringify({ rules: { "remote/server-finding": setting } });
    const cwd = tree({ "a.json": SPECS.good, "agentspec.config.json": config("warn") });
    const warned = await run(["check", "--remote", "--format", "json", "a.json"], { cwd, env: env() });
    expect(warned.code).toBe(0);
    const [file] = JSON.parse(warned.stdout) as { issues: { code: string; severity: string; pointer: string }[] }[];
    expect(file!.issues).toEqual([expect.objectContaining({ code: "remote/server-finding", severity: "warning", pointer: "/nodes/1/config/url" })]);
    writeFileSync(join(cwd, "agentspec.config.json"), config("off"));
    const off = await run(["check", "--remote", "--format", "json", "a.json"], { cwd, env: env() });
    expect(off.code).toBe(0);
    expect((JSON.parse(off.stdout) as { issues: unknown[] }[])[0]!.issues).toEqual([]);
    writeFileSync(join(cwd, "agentspec.config.json"), config("error"));
    const on = await run(["check", "--remote", "--format", "json", "a.json"], { cwd, env: env() });
    expect(on.code).toBe(1);
  });

  test("the remote options need --remote", async () => {
    const r = await run(["check", "--application", "3", "x.json"], { cwd: tree({}), env: env() });
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/--application goes with --remote/)]);
    expect(existsSync(join(tree({}), "agentspec-remote.json"))).toBe(false);
  });
});

describe("plan", () => {
  test("per agent, what push would change in diffSpecs's words; exit 0 nothing or pending, 1 an error, 2 only for usage", async () => {
    const a = double.add({ name: "flow", applicationId: 3, spec: good });
    const cwd = tree({ "flow.json": SPECS.good, "new.json": SPECS.good, "agentspec-remote.json": JSON.stringify({ agents: { "flow.json": a.id } }) });
    const none = await remote(["plan"], cwd);
    expect([none.code, none.stdout]).toEqual([0, `none   flow.json: agent ${a.id} holds this spec: nothing to do\n`]);
    writeFileSync(join(cwd, "flow.json"), JSON.stringify(changed(), null, 2) + "\n");
    // Changes pending are a plan, not a usage error: exit 0 (2 is kept for a command line that cannot run).
    const pending = await remote(["plan"], cwd);
    expect(pending.code).toBe(0);
    expect(pending.stdout).toMatch(/flow\.json:\d+:\d+ +behaviour +.*brazil.*\[webhook\/route-changed\]/);
    expect(pending.stdout).toContain(`update flow.json: push would save it as the draft of agent ${a.id}: 1 change`);
    const json = await remote(["plan", "--format", "json"], cwd);
    const body = JSON.parse(json.stdout) as { plan: { file: string; action: string }[]; files: { changes: { kind: string; class: string }[] }[] };
    expect(body.plan).toEqual([expect.objectContaining({ file: "flow.json", action: "update", agentId: a.id })]);
    expect(body.files[0]!.changes.map((c) => [c.kind, c.class])).toEqual([["webhook/route-changed", "behaviour"]]);
    // An unlinked file: an error without --create, a pending creation with it.
    const unlinked = await remote(["plan", "new.json"], cwd);
    expect(unlinked.code).toBe(1);
    expect(unlinked.stdout).toMatch(/error +new\.json: no agent is linked/);
    const create = await remote(["plan", "new.json", "--create"], cwd);
    expect(create.code).toBe(0);
    expect(create.stdout).toMatch(/create new\.json: push --create would make the agent "new"/);
    expect(create.stdout).toMatch(/new\.json:\d+:\d+ +behaviour .*\[spec\/start-changed\]/);
    // Plan changes nothing on the platform.
    expect(double.requests.filter((q) => q.method !== "GET")).toHaveLength(0);
    expect(double.agents.get(a.id)!.spec).toEqual(good);
    // A missing setting is a usage error (2), as in every remote command; so is a mistyped flag.
    const noUrl = await run(["remote", "plan"], { cwd, env: { AGENTSPEC_API_KEY: KEY } });
    expect([noUrl.code, noUrl.stderr]).toEqual([2, expect.stringMatching(/no platform address/)]);
    const typo = await remote(["plan", "--craete"], cwd);
    expect([typo.code, typo.stderr]).toEqual([2, expect.stringMatching(/--craete/)]);
    const failing = await remote(["plan", "flow.json"], cwd, { AGENTSPEC_API_KEY: "key-revoked" });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/error +flow\.json: .*401/);
  });
});

describe("settings from agentspec.config.json", () => {
  test("remote.baseUrl and remote.applicationId are read from the nearest config; the link file sits beside it", async () => {
    double.add({ name: "taken", applicationId: 9, spec: good });
    const cwd = tree({ "specs/fresh.json": SPECS.good });
    writeFileSync(join(cwd, "agentspec.config.json"), JSON.stringify({ root: true, remote: { baseUrl: double.baseUrl, applicationId: 9 } }));
    const r = await run(["remote", "push", "--create", "fresh.json"], { cwd: join(cwd, "specs"), env: { AGENTSPEC_API_KEY: KEY } });
    expect(r.code).toBe(0);
    const made = [...double.agents.values()].find((a) => a.name === "fresh")!;
    expect(made.applicationId).toBe(9);
    expect(links(cwd)).toEqual({ agents: { "specs/fresh.json": made.id } });
    // AGENTSPEC_BASE_URL wins over the config's address, and says so.
    const other = await startDouble();
    try {
      const o = await run(["remote", "usage"], { cwd, env: { AGENTSPEC_API_KEY: KEY, AGENTSPEC_BASE_URL: other.baseUrl } });
      expect(o.code).toBe(0);
      expect(o.stderr).toContain(`AGENTSPEC_BASE_URL (${other.baseUrl}) overrides the config's remote.baseUrl (${double.baseUrl})`);
      expect(other.requests).toHaveLength(1);
    } finally {
      await other.stop();
    }
    // From the config's folder the same file has the same link: nothing to do.
    const planned = await run(["remote", "plan", "specs/fresh.json"], { cwd, env: { AGENTSPEC_API_KEY: KEY } });
    expect([planned.code, planned.stdout]).toEqual([0, `none   specs/fresh.json: agent ${made.id} holds this spec: nothing to do\n`]);
  });

  test("a broken config stops a remote command (exit 2, plan too), never skipped", async () => {
    const cwd = tree({ "agentspec.config.json": JSON.stringify({ root: true, remote: { baseUrl: 5 } }) });
    const r = await run(["remote", "usage"], { cwd, env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot use agentspec.config.json/);
    const p = await run(["remote", "plan"], { cwd, env: env() });
    expect(p.code).toBe(2);
    expect(double.requests).toHaveLength(0);
  });
});

describe("push refused by the platform's validation", () => {
  test("the platform's validation errors are shown at their places in the file, and nothing is saved", async () => {
    await double.stop();
    double = await startDouble({ serverRules: (spec) => ((spec as { nodes?: { config?: { proxy?: string } }[] }).nodes?.[0]?.config?.proxy === "brazil" ? [{ path: "nodes[0].config.proxy", message: "the Brazil relay is not enabled for this workspace" }] : []) });
    const a = double.add({ name: "flow", applicationId: 3, spec: good });
    const text = JSON.stringify(changed(), null, 2) + "\n";
    const cwd = tree({ "flow.json": text, "agentspec-remote.json": JSON.stringify({ agents: { "flow.json": a.id } }) });
    const r = await remote(["push"], cwd);
    expect(r.code).toBe(1);
    const line = text.split("\n").findIndex((l) => l.includes('"proxy"')) + 1;
    expect(r.stderr).toContain(`flow.json:${line}:18  error  the platform: the Brazil relay is not enabled for this workspace [remote/server-finding]`);
    expect(r.stderr).toMatch(/failed +flow\.json: PUT \/agents\/\d+\/spec\/ failed with 400 \(validation\/invalid-spec\): The spec is not valid\. The platform refused/);
    expect(double.agents.get(a.id)!.spec).toEqual(good);
  });
});

describe("what the command says besides its answer", () => {
  test("a redirect the client had to replay is a warning on stderr; the command still succeeds", async () => {
    double.inject({ redirect: "/api/v1/usage/" }, "GET");
    const r = await remote(["usage"], tree({}));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^agentspec: warning: the platform redirected GET \/usage\/ to \/api\/v1\/usage\/ \(308\); .* please report it\n$/);
  });

  test("plan --format markdown: the heading of what push would do is a heading, after the changes' <details> block", async () => {
    const a = double.add({ name: "flow", applicationId: 3, spec: good });
    const cwd = tree({ "flow.json": JSON.stringify(changed(), null, 2), "agentspec-remote.json": JSON.stringify({ agents: { "flow.json": a.id } }) });
    const r = await remote(["plan", "--format", "markdown"], cwd);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    const heading = lines.indexOf("### What push would do");
    expect(lines.slice(0, heading)).toContain("</details>");
    // CommonMark: an HTML block (<details>) runs until a blank line; each heading must follow one.
    lines.forEach((line, i) => {
      if (line.startsWith("#") && i > 0) expect(lines[i - 1], `before ${line}`).toBe("");
    });
  });

  test("plan --format github: the changes as annotations, and each file push would refuse as an error", async () => {
    const a = double.add({ name: "flow", applicationId: 3, spec: good });
    const cwd = tree({ "flow.json": JSON.stringify(changed(), null, 2), "new.json": SPECS.good, "agentspec-remote.json": JSON.stringify({ agents: { "flow.json": a.id } }) });
    const r = await remote(["plan", "--format", "github", "flow.json", "new.json"], cwd);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::warning file=flow\.json,line=\d+,col=\d+,title=behaviour%3A webhook\/route-changed::/m);
    expect(r.stdout).toMatch(/^::error file=new\.json::no agent is linked to this file/m);
  });
});
