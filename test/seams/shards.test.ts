// check --shard and merge-reports against one run of all the files: the parts cover every file
// exactly once, their merged JSON report is byte for byte the whole run's, each part's SARIF has
// its own category and together they hold the whole run's results; a file's part stays when files
// are added; the parts' sizes are within 10% of each other on a repository of realistic size.
import fc from "fast-check";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { spec as specArb, toText } from "../arbitraries.js";
import { SPECS, run, tree } from "../cli/helpers.js";
import { shardOf } from "../../src/cli/shard.js";
import { expectValid } from "../cli/sarif-schema.js";

interface Entry {
  file: string;
  position?: number;
}
const files = (stdout: string): string[] => (JSON.parse(stdout) as Entry[]).map((e) => e.file);

/** Each part's json report (written to a file, as a matrix job uploads it), and the merged one. */
async function parts(root: string, paths: readonly string[], n: number, extra: readonly string[] = []): Promise<{ reports: string[]; merged: string; mergeCode: number | null }> {
  const reports: string[] = [];
  for (let i = 1; i <= n; i++) {
    const r = await run(["check", ...paths, ...extra, "--shard", `${i}/${n}`, "-f", "json"], { cwd: root });
    expect(r.code, r.stderr).not.toBe(2);
    writeFileSync(join(root, `.part-${i}.json`), r.stdout);
    reports.push(r.stdout);
  }
  const m = await run(["merge-reports", ...reports.map((_, i) => `.part-${i + 1}.json`)], { cwd: root });
  expect(m.stderr).toBe("");
  return { reports, merged: m.stdout, mergeCode: m.code };
}

const text = fc.oneof(fc.constantFrom(SPECS.good, SPECS.warn, SPECS.bad, SPECS.broken, '{ "name": "a package.json" }'), specArb.map(toText));
const name = fc.tuple(fc.constantFrom("a/", "b/", "", "a/c/", "b/d/"), fc.constantFrom("x", "y", "z", "Spec"), fc.nat(30)).map(([d, n, i]) => `${d}${n}${i}.json`);

test("the parts cover every file once, and merged they are the whole run's report, whatever the paths named", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(fc.tuple(name, text), { minLength: 1, maxLength: 12, selector: ([n]) => n }),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom(["."], ["b", "a"], ["b/**/*.json", "a", "nothing-*.json"], ["a", "a/c"]),
      async (written, n, paths) => {
        const root = tree(Object.fromEntries(written));
        try {
          const whole = await run(["check", ...paths, "-f", "json"], { cwd: root });
          const { reports, merged, mergeCode } = await parts(root, paths, n);
          expect(mergeCode).toBe(0);
          // every file in exactly one part
          const listed = reports.flatMap(files);
          expect(listed.sort()).toEqual(files(whole.stdout).sort());
          expect(new Set(listed).size).toBe(listed.length);
          expect(merged).toBe(whole.stdout);
        } finally {
          rmSync(root, { recursive: true, force: true });
        }
      },
    ),
    { numRuns: 8 },
  );
}, 240_000);

test("with a suppressions file: its unused entries, which every part may find, are the whole run's once merged", async () => {
  const root = tree({ "agentspec.config.json": "{}", "a.json": SPECS.bad, "b.json": SPECS.good, "c.json": SPECS.bad, "d.json": SPECS.warn });
  expect((await run(["check", ".", "--suppress-all"], { cwd: root })).code).toBe(0);
  // fixed files (unused entries in their part) and a deleted one (unused in every part)
  writeFileSync(join(root, "a.json"), SPECS.good);
  rmSync(join(root, "c.json"));
  const whole = await run(["check", ".", "-f", "json"], { cwd: root });
  expect(whole.stdout).toContain("suppressions/unused");
  for (const n of [2, 3]) expect((await parts(root, ["."], n)).merged).toBe(whole.stdout);
  // and when the suppressions file is not among the files checked
  const some = await run(["check", "a.json", "b.json", "d.json", "-f", "json"], { cwd: root });
  expect((await parts(root, ["a.json", "b.json", "d.json"], 2)).merged).toBe(some.stdout);
}, 60_000);

test("each part's SARIF carries its own category, and the parts hold the whole run's results", async () => {
  const root = tree(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`s${i}.json`, [SPECS.good, SPECS.bad, SPECS.warn][i % 3]!])));
  type Log = { runs: { automationDetails?: { id: string }; results: { ruleId: string; locations: unknown }[] }[] };
  const whole = JSON.parse((await run(["check", ".", "-f", "sarif"], { cwd: root })).stdout) as Log;
  expect(whole.runs[0]!.automationDetails).toBeUndefined();
  const logs: Log[] = [];
  for (let i = 1; i <= 3; i++) logs.push(JSON.parse((await run(["check", ".", "--shard", `${i}/3`, "-f", "sarif"], { cwd: root })).stdout) as Log);
  expect(logs.map((l) => l.runs[0]!.automationDetails?.id)).toEqual(["agentspec/shard-1-of-3/", "agentspec/shard-2-of-3/", "agentspec/shard-3-of-3/"]);
  for (const log of logs) expectValid(log);
  const key = (r: { ruleId: string; locations: unknown }): string => JSON.stringify([r.ruleId, r.locations]);
  expect(logs.flatMap((l) => l.runs[0]!.results.map(key)).sort()).toEqual(whole.runs[0]!.results.map(key).sort());
}, 60_000);

test("a file's part stays when files are added (it depends on its path alone)", async () => {
  const first = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`x/s${i}.json`, SPECS.good]));
  const root = tree(first);
  const before = await Promise.all([1, 2, 3].map(async (i) => files((await run(["check", ".", "--shard", `${i}/3`, "-f", "json"], { cwd: root })).stdout)));
  for (let i = 0; i < 40; i++) {
    mkdirSync(join(root, "y"), { recursive: true });
    writeFileSync(join(root, `y/t${i}.json`), SPECS.good);
  }
  const after = await Promise.all([1, 2, 3].map(async (i) => files((await run(["check", ".", "--shard", `${i}/3`, "-f", "json"], { cwd: root })).stdout)));
  after.forEach((part, i) => expect(part.filter((f) => f.startsWith("x/"))).toEqual(before[i]));
  expect(after.flat().filter((f) => f.startsWith("y/"))).toHaveLength(40);
}, 60_000);

describe("balance", () => {
  // A repository of realistic size (the size this is for): 100,000 specs in team folders, of 1 to 200 nodes
  // (more small ones than large: log-uniform), about 420 bytes a node. Paths alone decide the parts.
  let seed = 7;
  const random = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const repo = Array.from({ length: 100_000 }, (_, i) => ({ path: `agents/team-${i % 41}/${["flow", "triage", "sync"][i % 3]}-${i}.json`, bytes: 250 + 420 * Math.max(1, Math.round(Math.exp(random() * Math.log(200)))) }));

  test.each([2, 3, 4, 5, 6, 8, 10, 12, 16])("100,000 specs in %i parts: every part's bytes within 10% of the mean", (n) => {
    const sums = new Array<number>(n).fill(0);
    for (const f of repo) sums[shardOf(f.path, n) - 1]! += f.bytes;
    const mean = sums.reduce((a, b) => a + b, 0) / n;
    for (const s of sums) expect(Math.abs(s - mean) / mean).toBeLessThan(0.1);
  });

  test("the split follows the hash: a part is a path's SHA-256 (first 48 bits) modulo n, plus 1", () => {
    // written out, so that another tool (a CI script) can compute the same split
    expect(shardOf("agents/a.json", 4)).toBe((parseInt("4e422b323e28", 16) % 4) + 1);
  });
});

describe("usage", () => {
  const root = tree({ "a.json": SPECS.good });
  test.each([
    [["--shard", "0/3"], "agentspec: --shard 0/3: the part must be 1 to 3"],
    [["--shard", "4/3"], "agentspec: --shard 4/3: the part must be 1 to 3"],
    [["--shard", "1/0"], "agentspec: --shard 1/0: the number of parts must be 1 to 1024"],
    [["--shard", "two"], 'agentspec: --shard takes <i>/<n>, the part to run and how many there are (1/4 … 4/4), not "two"'],
    [["-", "--shard", "1/2"], "agentspec: --shard splits files: standard input (-) is one input and cannot be split"],
    [["--shard", "1/2", "--suppress-all"], "agentspec: --shard checks a part of the files: record or prune suppressions in a run of all of them"],
  ])("check a.json %j", async (args, first) => {
    const r = await run(["check", "a.json", ...args], { cwd: root });
    expect([r.code, r.stderr.split("\n")[0]]).toEqual([2, first]);
  });

  test("merge-reports refuses a part given twice, a SARIF log, and what is not check's json, saying which file", async () => {
    const dir = tree({ "a.json": SPECS.bad, "b.json": SPECS.good, "c.json": SPECS.warn });
    const part = await run(["check", ".", "--shard", "1/1", "-f", "json"], { cwd: dir });
    writeFileSync(join(dir, "p.json"), part.stdout);
    writeFileSync(join(dir, "s.sarif"), (await run(["check", ".", "-f", "sarif"], { cwd: dir })).stdout);
    writeFileSync(join(dir, "broken.json"), "[\n  { ");
    const cases: [string[], RegExp][] = [
      [["p.json", "p.json"], /^agentspec: p\.json: lists position 0 \(a\.json\), as p\.json does \(a\.json\): the same part given twice, or parts of different runs$/m],
      [["s.sarif"], /^agentspec: s\.sarif: a SARIF log needs no merge: upload each part's log, each has its own category \(docs\/ci\.md\)$/m],
      [["broken.json"], /^agentspec: broken\.json: 2:5: not JSON: /m],
      [["a.json"], /^agentspec: a\.json: not a report of "agentspec check --format json" \(an array of files\)$/m],
      [["nope.json"], /^agentspec: nope\.json: cannot be read: no such file or directory$/m],
      [["-f", "sarif", "p.json"], /^agentspec: merge-reports merges check's json reports/m],
    ];
    for (const [args, message] of cases) {
      const r = await run(["merge-reports", ...args], { cwd: dir });
      expect([r.code, r.stdout], args.join(" ")).toEqual([2, ""]);
      expect(r.stderr).toMatch(message);
    }
  });

  test("reports of runs that were not split are joined in the order given", async () => {
    const dir = tree({ "a/x.json": SPECS.bad, "b/y.json": SPECS.warn });
    for (const d of ["a", "b"]) writeFileSync(join(dir, `${d}.report`), (await run(["check", d, "-f", "json"], { cwd: dir })).stdout);
    const r = await run(["merge-reports", "b.report", "a.report"], { cwd: dir });
    expect(files(r.stdout)).toEqual(["b/y.json", "a/x.json"]);
  });
});

