// The client and the commands against a platform whose list lags behind its writes and which
// drops answers after a write took effect (test/remote/double.ts, over real sockets): `push
// --create` and `remote import` never make an agent twice, on one run or over several; a write
// whose outcome is unknown stops the run (exit 1, saying what to check) and is remembered in the
// link file, and the next run resolves it before sending anything again.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { createPlatformClient } from "../../src/index.js";
import { pushFailed, pushSpecs } from "../../src/cli/commands/remote/push.js";
import { readLinks, writeLinks } from "../../src/cli/commands/remote/settings.js";
import { run, tree, SPECS } from "../cli/helpers.js";
import { startDouble, type Fault, type PlatformDouble } from "../remote/double.js";

const KEY = "key-full";
/** Longer than any test: the list does not catch up by itself, only when a test says so. */
const LAG = 600_000;
let double: PlatformDouble;
beforeEach(async () => {
  // Names are not unique on this platform: a second creation would be made, not refused.
  double = await startDouble({ uniqueNames: false, listLagMs: LAG });
});
afterEach(async () => {
  await double.stop();
});

const env = () => ({ AGENTSPEC_BASE_URL: double.baseUrl, AGENTSPEC_API_KEY: KEY });
const remote = (args: string[], cwd: string) => run(["remote", ...args, "--application", "3", "--timeout", "0.5"], { cwd, env: env() });
const good = JSON.parse(SPECS.good) as unknown;
const linkFile = (cwd: string) => JSON.parse(readFileSync(join(cwd, "agentspec-remote.json"), "utf8")) as { agents: Record<string, string>; pending?: Record<string, { operation: string; applicationId: number; names: string[]; since: string; answered?: true }> };
const named = (name: string) => [...double.agents.values()].filter((a) => a.name === name);
const posts = (path: string) => double.requests.filter((r) => r.method === "POST" && r.path === path).length;
/** Time passes: every pending write of the link file was sent long ago. */
const age = (cwd: string) => {
  const file = linkFile(cwd);
  for (const p of Object.values(file.pending ?? {})) p.since = new Date(Date.now() - 3_600_000).toISOString();
  writeFileSync(join(cwd, "agentspec-remote.json"), JSON.stringify(file, null, 2) + "\n");
};

describe("push --create", () => {
  test("an answer dropped after the agent was made, the list lagging: stop, remember, resolve by the list; one agent", async () => {
    const cwd = tree({ "fresh.json": SPECS.good });
    double.inject({ dropAfter: true }, "POST", "/api/v1/agents/");
    const first = await remote(["push", "--create", "fresh.json"], cwd);
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/pending +fresh\.json: .*client\/write-unverified.*Check whether application 3 has an agent named "fresh" \(GET \/agents\/\?applicationId=3\)/s);
    expect(named("fresh")).toHaveLength(1);
    expect(linkFile(cwd)).toEqual({ agents: {}, pending: { "fresh.json": { operation: "create", applicationId: 3, names: ["fresh"], since: expect.any(String) } } });
    // plan names it as what push resolves first, and sends nothing.
    const plan = await remote(["plan"], cwd);
    expect([plan.code, plan.stdout]).toEqual([1, expect.stringMatching(/^error +fresh\.json: an earlier push --create of it .* got no certain answer: push resolves it first/m)]);
    // Run again before the list shows it: nothing is sent, the run stops and says what to check.
    const second = await remote(["push", "--create", "fresh.json"], cwd);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/pending +fresh\.json: an earlier push --create .* got no certain answer and its agents are not listed in application 3 yet; .*run again in \d+ s/);
    expect(posts("/api/v1/agents/")).toBe(1);
    // Plain push (every linked or pending file) resolves it too, once the list shows the agent.
    double.catchUp();
    const third = await remote(["push"], cwd);
    const made = named("fresh")[0]!;
    expect([third.code, third.stderr]).toEqual([0, ""]);
    expect(third.stdout).toContain(`unchanged fresh.json: the earlier push --create made agent ${made.id}, now linked; agent ${made.id} already holds this spec`);
    expect(linkFile(cwd)).toEqual({ agents: { "fresh.json": made.id } });
    expect(named("fresh")).toHaveLength(1);
    expect(posts("/api/v1/agents/")).toBe(1);
  });

  test("a creation that never took effect: made once, only after the list has had time to show it", async () => {
    const cwd = tree({ "fresh.json": SPECS.good });
    double.inject({ reset: true }, "POST", "/api/v1/agents/");
    expect((await remote(["push", "--create", "fresh.json"], cwd)).code).toBe(1);
    expect((await remote(["push", "--create", "fresh.json"], cwd)).code).toBe(1);
    expect(named("fresh")).toHaveLength(0);
    expect(posts("/api/v1/agents/")).toBe(1);
    age(cwd);
    const later = await remote(["push", "--create", "fresh.json"], cwd);
    expect(later.code).toBe(0);
    expect(named("fresh")).toHaveLength(1);
    expect(linkFile(cwd)).toEqual({ agents: { "fresh.json": named("fresh")[0]!.id } });
    // And again: linked, nothing made.
    expect((await remote(["push", "--create", "fresh.json"], cwd)).code).toBe(0);
    expect(named("fresh")).toHaveLength(1);
    expect(posts("/api/v1/agents/")).toBe(2);
  });

  test("a 5xx after the write took effect is the same: never a second creation", async () => {
    const cwd = tree({ "fresh.json": SPECS.good });
    double.inject({ statusAfter: 503 }, "POST", "/api/v1/agents/");
    expect((await remote(["push", "--create", "fresh.json"], cwd)).code).toBe(1);
    expect((await remote(["push", "--create", "fresh.json"], cwd)).code).toBe(1);
    double.catchUp();
    expect((await remote(["push", "--create", "fresh.json"], cwd)).code).toBe(0);
    expect(named("fresh")).toHaveLength(1);
  });
});

describe("remote import", () => {
  const bundle = (entries: Record<string, unknown>[]) => JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: entries.map((e) => ({ spec: good, ...e })) }, null, 2);

  test("the application goes in the body; conflicts and the read-back use it; run twice, nothing twice", async () => {
    const cwd = tree({ "b.json": bundle([{ name: "i1" }, { name: "i2" }]) });
    const first = await remote(["import", "b.json"], cwd);
    expect(first.code).toBe(0);
    const sent = double.requests.find((r) => r.path === "/api/v1/agents/import/")!;
    expect(JSON.parse(sent.body)).toMatchObject({ applicationId: 3 });
    expect(double.requests.filter((r) => r.method === "GET" && r.path.startsWith("/api/v1/agents/?")).every((r) => r.path === "/api/v1/agents/?applicationId=3")).toBe(true);
    expect(named("i1").map((a) => a.applicationId)).toEqual([3]);
    // Answered, but not listed yet: the link file keeps it until the list shows it.
    expect(linkFile(cwd).pending).toEqual({ "b.json": { operation: "import", applicationId: 3, names: ["i1", "i2"], since: expect.any(String), answered: true } });
    const second = await remote(["import", "b.json"], cwd);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^nothing imported: an earlier import .* was answered by the platform, but its agents are not listed in application 3 yet/);
    double.catchUp();
    const third = await remote(["import", "b.json"], cwd);
    expect([third.code, third.stdout]).toEqual([0, expect.stringMatching(/^nothing imported: an earlier import of b\.json took effect; application 3 lists its agents/)]);
    expect(linkFile(cwd).pending).toBeUndefined();
    // Now the list is current: the import check sees the names taken.
    const fourth = await remote(["import", "b.json"], cwd);
    expect([fourth.code, fourth.stdout, fourth.stderr]).toEqual([1, "", expect.any(String)]);
    expect(fourth.stderr).toMatch(/bundle\/conflict-name/);
    expect(posts("/api/v1/agents/import/")).toBe(1);
    expect([named("i1").length, named("i2").length]).toEqual([1, 1]);
  });

  test("an answer dropped after the import took effect: stop, remember, resolve; each agent once", async () => {
    const cwd = tree({ "b.json": bundle([{ name: "i1" }]) });
    double.inject({ dropAfter: true }, "POST", "/api/v1/agents/import/");
    const first = await remote(["import", "b.json"], cwd);
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/client\/write-unverified.*Check whether application 3 has an agent named "i1".*the next import of b\.json resolves it/s);
    const second = await remote(["import", "b.json"], cwd);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/nothing imported: an earlier import .* got no certain answer/);
    double.catchUp();
    expect((await remote(["import", "b.json"], cwd)).code).toBe(0);
    expect(posts("/api/v1/agents/import/")).toBe(1);
    expect(named("i1")).toHaveLength(1);
  });

  test("a bundle outside the link file's folder is remembered too; a broken pending record stops the command (exit 2)", async () => {
    const root = tree({ "b.json": bundle([{ name: "far" }]), "work/.keep": "" });
    const cwd = join(root, "work");
    double.inject({ dropAfter: true }, "POST", "/api/v1/agents/import/");
    expect((await remote(["import", "../b.json"], cwd)).code).toBe(1);
    expect(Object.keys(linkFile(cwd).pending!)).toEqual(["../b.json"]);
    const again = await remote(["import", "../b.json"], cwd);
    expect([again.code, again.stderr]).toEqual([1, expect.stringMatching(/nothing imported: an earlier import/)]);
    expect(named("far")).toHaveLength(1);
    writeFileSync(join(cwd, "agentspec-remote.json"), JSON.stringify({ agents: {}, pending: { "../b.json": { operation: "import", applicationId: 3, names: [], since: "yesterday" } } }));
    const broken = await remote(["import", "../b.json"], cwd);
    expect([broken.code, broken.stderr]).toEqual([2, expect.stringMatching(/agentspec-remote\.json: "pending": "\.\.\/b\.json" has no names/)]);
    expect(posts("/api/v1/agents/import/")).toBe(1);
  });

  test("entries naming another application are refused, at their place, unless --reassign-application", async () => {
    const text = bundle([{ name: "mine", applicationId: 3 }, { name: "theirs", applicationId: 5, subagents: [{ name: "sub", applicationId: 5, spec: good }] }]);
    const cwd = tree({ "b.json": text });
    const refused = await remote(["import", "b.json"], cwd);
    expect(refused.code).toBe(1);
    const line = text.split("\n").findIndex((l) => l.includes('"applicationId": 5')) + 1;
    expect(refused.stderr).toContain(`b.json:${line}:`);
    expect(refused.stderr).toMatch(/the entry "theirs" names application 5, not 3/);
    expect(refused.stderr).toMatch(/the entry "sub" names application 5, not 3/);
    expect(refused.stderr).toMatch(/nothing imported: 2 entries name another application than 3; --reassign-application imports them into application 3/);
    expect(posts("/api/v1/agents/import/")).toBe(0);
    const moved = await remote(["import", "b.json", "--reassign-application"], cwd);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/2 entries of another application reassigned to application 3/);
    const body = JSON.parse(double.requests.find((r) => r.path === "/api/v1/agents/import/")!.body) as { applicationId: number; agents: { applicationId: number; subagents?: { applicationId: number }[] }[] };
    expect([body.applicationId, ...body.agents.map((a) => a.applicationId), body.agents[1]!.subagents![0]!.applicationId]).toEqual([3, 3, 3, 3]);
    expect(named("theirs").map((a) => a.applicationId)).toEqual([3]);
  });
});

const FAULTS: Fault[] = [{ dropAfter: true }, { statusAfter: 503 }, { statusAfter: 500 }, { hangAfter: 200 }, { reset: true }, { hangBefore: 200 }, { status: 503 }, { status: 429, code: "rate-limit/exceeded", headers: { "retry-after": "0" } }];

test("push --create under any faults, over any number of runs, with the list caught up or not: one agent per file, and in the end each file holds its agent", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.record({ fault: fc.constantFrom(...FAULTS), method: fc.constantFrom("GET", "POST", undefined) }), { maxLength: 5 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }), async (faults, catchUps) => {
      double.agents.clear();
      double.clearFaults();
      double.catchUp();
      const dir = mkdtempSync(join(tmpdir(), "agentspec-faults-"));
      writeFileSync(join(dir, "one.json"), SPECS.good);
      writeFileSync(join(dir, "two.json"), SPECS.warn);
      writeLinks(readLinks(dir));
      for (const f of faults) double.inject(f.fault, f.method);
      const client = createPlatformClient({ baseUrl: double.baseUrl, apiKey: KEY, applicationId: 3, retry: { baseDelayMs: 1, maxDelayMs: 4, timeoutMs: 100, budgetMs: 5_000 } });
      const targets = ["one.json", "two.json"].map((key) => ({ key, path: join(dir, key) }));
      const unique = () => {
        const names = [...double.agents.values()].map((a) => a.name);
        expect(new Set(names).size).toBe(names.length);
      };
      for (const caught of catchUps) {
        await pushSpecs(client, readLinks(dir), targets, { create: true, applicationId: 3 });
        unique();
        if (caught) double.catchUp();
      }
      // Later: no more faults, the list has caught up, and time has passed.
      double.clearFaults();
      double.catchUp();
      const links = readLinks(dir);
      for (const [k, p] of links.pending) links.pending.set(k, { ...p, since: new Date(Date.now() - 3_600_000).toISOString() });
      writeLinks(links);
      const results = await pushSpecs(client, readLinks(dir), targets, { create: true, applicationId: 3 });
      expect(results.filter(pushFailed)).toEqual([]);
      unique();
      const final = readLinks(dir);
      expect(final.pending.size).toBe(0);
      expect(final.agents.size).toBe(2);
      for (const [key, id] of final.agents) expect(double.agents.get(id)!.spec).toEqual(JSON.parse(readFileSync(join(dir, key), "utf8")));
    }),
    { numRuns: Number(process.env["FUZZ_RUNS"] ?? 20) },
  );
});
