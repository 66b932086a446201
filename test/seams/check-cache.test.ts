// check --cache against check without it: the same bytes on stdout and the same exit code, on
// generated repositories in temp folders, through random edits, touches, config changes, added and
// deleted files and caches written by another version of the toolkit. And which files a change
// re-checks: the kept reports are marked in the cache file, so a file served from it shows the mark.
import fc from "fast-check";
import { mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import { spec as specArb, toText } from "../arbitraries.js";
import { SPECS, run, tree } from "../cli/helpers.js";

const CACHE = join(".agentspec-cache", "check.cache");
// Files are dated in the past, as a repository's are: a file changed within the last seconds is hashed, never trusted by its stat.
const OLD = new Date("2024-01-01T00:00:00Z").getTime() / 1000;
let clock = 0;
/** Write a file dated in the past, each write a second later than the last (a new mtime, as an editor's save gives). */
function write(root: string, name: string, text: string): void {
  const path = join(root, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  clock++;
  utimesSync(path, OLD + clock, OLD + clock);
}

// The file in columns: entry i is the i-th name of names (apart by NUL) and reports[i] (0 skipped, 1 clean, else { issues }), and so on.
type Kept = 0 | 1 | { issues: { message: string }[] };
interface CacheFile {
  version: string;
  root: string;
  names: string;
  reports: Kept[];
}
const readCache = (root: string): CacheFile => JSON.parse(readFileSync(join(root, CACHE), "utf8")) as CacheFile;
const namesIn = (root: string): string[] => {
  const { names } = readCache(root);
  return names === "" ? [] : names.split("\0");
};

/** Mark every kept report in the cache: a file served from it then shows "(from the cache)" in its report. */
function mark(root: string): void {
  const cache = readCache(root);
  const marker = { code: "node/unreachable", severity: "warning", pointer: "", message: "(from the cache)" } as never;
  cache.reports = cache.reports.map((r) => (r === 1 ? { issues: [marker] } : r === 0 ? r : { ...r, issues: [...r.issues, marker] }));
  writeFileSync(join(root, CACHE), JSON.stringify(cache));
}
const marked = (stdout: string): string[] =>
  (JSON.parse(stdout) as { file: string; issues: { message: string }[] }[]).filter((f) => f.issues.some((i) => i.message === "(from the cache)")).map((f) => f.file).sort();

describe("the files a change re-checks", () => {
  const files = { "a/one.json": SPECS.good, "a/two.json": SPECS.bad, "b/three.json": SPECS.warn, "b/four.json": SPECS.good, "package.json": '{ "name": "x" }' };
  const setUp = async (config?: object): Promise<string> => {
    const root = tree({});
    for (const [n, t] of Object.entries(files)) write(root, n, t);
    if (config) write(root, "agentspec.config.json", JSON.stringify(config));
    const first = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(first.code).toBe(1);
    mark(root);
    return root;
  };

  test("nothing changed: every document comes from the cache (package.json, skipped, too: no report either way)", async () => {
    const root = await setUp();
    const r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual(["a/one.json", "a/two.json", "b/four.json", "b/three.json"]);
    expect(r.stdout).not.toContain("package.json");
  });

  test("an edit re-checks that file only; a touch (new time, same bytes) re-checks none", async () => {
    const root = await setUp();
    write(root, "a/one.json", SPECS.warn);
    write(root, "b/three.json", SPECS.warn);
    const r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual(["a/two.json", "b/four.json", "b/three.json"]);
  });

  test("an override's rules re-check the files it covers only; a top-level rule re-checks all; maxWarnings none", async () => {
    const root = await setUp({ rules: {} });
    write(root, "agentspec.config.json", JSON.stringify({ rules: {}, overrides: [{ files: ["b/**"], rules: { "webhook/relay-timeout": "off" } }] }));
    let r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual(["a/one.json", "a/two.json"]);
    mark(root);
    write(root, "agentspec.config.json", JSON.stringify({ rules: {}, maxWarnings: 10, overrides: [{ files: ["b/**"], rules: { "webhook/relay-timeout": "off" } }] }));
    r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual(["a/one.json", "a/two.json", "b/four.json", "b/three.json"]);
    write(root, "agentspec.config.json", JSON.stringify({ rules: { "node/unreachable": "off" }, overrides: [{ files: ["b/**"], rules: { "webhook/relay-timeout": "off" } }] }));
    r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual([]);
  });

  test("a policy's definition re-checks the files it applies to only; --audit is an option of its own", async () => {
    const policy = (value: string): object => ({ policies: [{ name: "no-kind", message: "not this kind", files: ["b/**"], when: { source: "self", path: "type", op: "eq", value } }] });
    const root = await setUp(policy("end"));
    write(root, "agentspec.config.json", JSON.stringify(policy("action")));
    let r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(r.stdout).toContain("policy/no-kind");
    expect(marked(r.stdout)).toEqual(["a/one.json", "a/two.json"]);
    // An audit's entries (its own rule settings) are not a plain run's.
    await run(["check", ".", "--cache", "--audit", "-f", "json"], { cwd: root });
    mark(root);
    r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual([]);
  });

  test("--strict, and being named rather than found, are options of their own", async () => {
    const root = await setUp();
    let r = await run(["check", ".", "--cache", "--strict", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual([]);
    r = await run(["check", "a/one.json", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual([]);
  });

  test("a cache of another version of the toolkit is not read (nor said to be corrupt)", async () => {
    const root = await setUp();
    const cache = readCache(root);
    cache.version = "0.0.1";
    writeFileSync(join(root, CACHE), JSON.stringify(cache));
    const r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual([]);
    expect(r.stderr).toBe("agentspec: 1 file is not an agentspec document; not checked (package.json)\n");
    expect(readCache(root).version).not.toBe("0.0.1");
  });

  test("a cache written from another working directory is not read (its names are that folder's)", async () => {
    const root = await setUp();
    const cache = readCache(root);
    cache.root = "/elsewhere";
    writeFileSync(join(root, CACHE), JSON.stringify(cache));
    const r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect(marked(r.stdout)).toEqual([]);
    expect(readCache(root).root).toBe(root);
  });

  test("test files (their findings read their spec) and the toolkit's own files are never kept", async () => {
    const root = tree({});
    write(root, "s.json", SPECS.good);
    write(root, "s.agentspec-test.json", JSON.stringify({ spec: "s.json", cases: [{ name: "x", results: { start: {}, end: {} }, expect: { end: "nowhere" } }] }));
    write(root, "agentspec.config.json", "{}");
    await run(["check", ".", "--cache"], { cwd: root });
    expect(namesIn(root)).toEqual(["s.json"]);
  });
});

describe("a cache that cannot be used", () => {
  test.each([
    ["not JSON", "{ nope", "it is not JSON"],
    ["another file", '{ "a": 1 }', "it is not an agentspec cache"],
    [
      "a malformed entry",
      `{ "format": 3, "version": "VERSION", "root": "ROOT", "names": "x.json", "sizes": [1], "mtimes": ["2"], "hashes": "${"0".repeat(32)}", "options": ["--"], "option": [0], "reports": [1], "racy": [] }`,
      "its entry for x.json is malformed",
    ],
    [
      "columns of two lengths",
      `{ "format": 3, "version": "VERSION", "root": "ROOT", "names": "x.json\\u0000y.json", "sizes": [1], "mtimes": [2], "hashes": "", "options": [], "option": [], "reports": [], "racy": [] }`,
      "its columns are not of one length",
    ],
    ["a missing column", '{ "format": 3, "version": "VERSION", "root": "ROOT", "names": "" }', "a column is missing"],
    [
      "a racy place out of range",
      `{ "format": 3, "version": "VERSION", "root": "ROOT", "names": "x.json", "sizes": [1], "mtimes": [2], "hashes": "${"0".repeat(32)}", "options": ["--"], "option": [0], "reports": [1], "racy": [4] }`,
      "a racy entry is not one of its entries",
    ],
  ])("%s: a note on stderr, every file checked, the file written anew", async (_, text, why) => {
    const root = tree({ "a.json": SPECS.bad, "b.json": SPECS.good });
    const version = (JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;
    const plain = await run(["check", ".", "-f", "json"], { cwd: root });
    mkdirSync(join(root, ".agentspec-cache"));
    writeFileSync(join(root, CACHE), text.replace("VERSION", version).replace("ROOT", root));
    const r = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect([r.code, r.stdout]).toEqual([plain.code, plain.stdout]);
    expect(r.stderr).toBe(`agentspec: the cache ${join(root, CACHE)} cannot be read (${why}); checking every file and writing it anew\n`);
    expect(namesIn(root)).toHaveLength(2);
    // and the next run reads it without a word
    expect((await run(["check", ".", "--cache", "-f", "json"], { cwd: root })).stderr).toBe("");
  });

  test("a cache folder that cannot be written: said on stderr, the findings as without it", async () => {
    const root = tree({ "a.json": SPECS.bad, "blocked": "a file where the folder would be" });
    const plain = await run(["check", "a.json"], { cwd: root });
    const r = await run(["check", "a.json", "--cache-location", "blocked/cache"], { cwd: root });
    expect([r.code, r.stdout]).toEqual([plain.code, plain.stdout]);
    expect(r.stderr).toMatch(/^agentspec: the cache .*blocked\/cache\/check\.cache could not be written \(.*\); the findings are not affected\n$/);
  });
});

describe("two runs sharing one cache", () => {
  const files = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`s${i}.json`, [SPECS.good, SPECS.bad, SPECS.warn][i % 3]!]));

  test("parts run one after the other keep each other's entries", async () => {
    const root = tree(files);
    await run(["check", ".", "--cache", "--shard", "1/2"], { cwd: root });
    const first = namesIn(root);
    await run(["check", ".", "--cache", "--shard", "2/2"], { cwd: root });
    expect(namesIn(root).sort()).toEqual(Object.keys(files).sort());
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(24);
  });

  test("runs at the same time never leave a torn or stray file, and what they leave gives the same output", async () => {
    const root = tree(files);
    const plain = await run(["check", ".", "-f", "json"], { cwd: root });
    const runs = await Promise.all([1, 2, 1, 2, 1, 2].map((i) => run(["check", ".", "--cache", "--shard", `${i}/2`, "-f", "json"], { cwd: root })));
    expect(runs.map((r) => r.stderr)).toEqual(runs.map(() => ""));
    const left = readdirSync(join(root, ".agentspec-cache")).sort();
    expect(left).toEqual([".gitignore", "CACHEDIR.TAG", "check.cache"]);
    for (const name of namesIn(root)) expect(Object.keys(files)).toContain(name);
    const warm = await run(["check", ".", "--cache", "-f", "json"], { cwd: root });
    expect([warm.code, warm.stdout, warm.stderr]).toEqual([plain.code, plain.stdout, plain.stderr]);
  }, 60_000);
});

describe("where the cache lives", () => {
  test("by default .agentspec-cache/ in the working directory, ignoring itself in git; --cache-location names another folder (and turns the cache on)", async () => {
    const root = tree({ "a.json": SPECS.good });
    await run(["check", "a.json", "--cache"], { cwd: root });
    expect(readFileSync(join(root, ".agentspec-cache", ".gitignore"), "utf8")).toContain("\n*\n");
    expect(readFileSync(join(root, ".agentspec-cache", "CACHEDIR.TAG"), "utf8")).toMatch(/^Signature: 8a477f597d28d172789f06886806bc55\n/);
    await run(["check", "a.json", "--cache-location", "elsewhere"], { cwd: root });
    expect(existsSync(join(root, "elsewhere", "check.cache"))).toBe(true);
  });

  test("a --cache-location among the folders checked: the cache file is never taken for a document", async () => {
    const root = tree({ "a.json": SPECS.good });
    for (let i = 0; i < 2; i++) {
      const r = await run(["check", ".", "--cache-location", "cache"], { cwd: root });
      expect([r.code, r.stdout, r.stderr]).toEqual([0, "", ""]);
    }
    expect(existsSync(join(root, "cache", "check.cache"))).toBe(true);
  });

  test('the config\'s "cache": true turns it on, --no-cache off; a walk never checks the cache folder', async () => {
    const root = tree({ "a.json": SPECS.good, "agentspec.config.json": '{ "cache": true }' });
    rmSync(join(root, ".agentspec-cache"), { recursive: true, force: true });
    await run(["check", "a.json", "--no-cache"], { cwd: root });
    expect(existsSync(join(root, CACHE))).toBe(false);
    const r = await run(["check", "."], { cwd: root });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(existsSync(join(root, CACHE))).toBe(true);
  });

  test.each([
    [["--cache", "--no-cache"], "agentspec: --no-cache and --cache exclude each other"],
    [["--cache-location", "x", "--no-cache"], "agentspec: --no-cache and --cache-location exclude each other"],
    [["--cache", "--fix"], "agentspec: --cache goes with a plain check, not --fix (it writes files or asks the platform each time)"],
    [["--cache-location="], "agentspec: --cache-location needs a folder name"],
  ])("%j is a usage error", async (args, first) => {
    const root = tree({ "a.json": SPECS.good });
    const r = await run(["check", "a.json", ...args], { cwd: root });
    expect([r.code, r.stderr.split("\n")[0]]).toEqual([2, first]);
  });
});

// One step of a repository's life between two runs.
type Step =
  | { kind: "edit"; file: number; text: string }
  | { kind: "touch"; file: number }
  | { kind: "add"; name: string; text: string }
  | { kind: "delete"; file: number }
  | { kind: "config"; config: object }
  | { kind: "version" };

const text = fc.oneof(fc.constantFrom(SPECS.good, SPECS.warn, SPECS.bad, SPECS.broken, '{ "name": "not ours" }'), specArb.map(toText));
const config = fc.record(
  {
    strict: fc.boolean(),
    rules: fc.dictionary(fc.constantFrom("node/unreachable", "webhook/relay-timeout", "strict/unknown-property", "transition/unknown-target"), fc.constantFrom("off", "warn", "error"), { maxKeys: 2 }),
    overrides: fc.array(fc.record({ files: fc.constantFrom(["a/**"], ["b/*.json"], ["**/x*.json"]), rules: fc.dictionary(fc.constantFrom("node/unreachable", "webhook/relay-timeout", "webhook/missing-timeout"), fc.constantFrom("off", "warn", "error"), { maxKeys: 2 }), strict: fc.boolean() }, { requiredKeys: ["files"] }), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const name = fc.tuple(fc.constantFrom("a/", "b/", "", "a/c/"), fc.constantFrom("x", "y", "z", "spec"), fc.nat(20)).map(([d, n, i]) => `${d}${n}${i}.json`);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("edit" as const), file: fc.nat(), text }),
  fc.record({ kind: fc.constant("touch" as const), file: fc.nat() }),
  fc.record({ kind: fc.constant("add" as const), name, text }),
  fc.record({ kind: fc.constant("delete" as const), file: fc.nat() }),
  fc.record({ kind: fc.constant("config" as const), config }),
  fc.record({ kind: fc.constant("version" as const) }),
);

test("output with the cache is the output without it, through random edits, config changes and version bumps", async () => {
  await fc.assert(
    fc.asyncProperty(fc.uniqueArray(fc.tuple(name, text), { minLength: 1, maxLength: 6, selector: ([n]) => n }), config, fc.array(step, { minLength: 1, maxLength: 4 }), async (start, firstConfig, steps) => {
      const root = tree({});
      try {
        const names = start.map(([n]) => n);
        for (const [n, t] of start) write(root, n, t);
        write(root, "agentspec.config.json", JSON.stringify(firstConfig));
        const same = async (format: string): Promise<void> => {
          const plain = await run(["check", ".", "-f", format], { cwd: root });
          const cached = await run(["check", ".", "--cache", "-f", format], { cwd: root });
          expect([cached.code, cached.stdout, cached.stderr]).toEqual([plain.code, plain.stdout, plain.stderr]);
        };
        await same("json");
        for (const s of steps) {
          if (s.kind === "edit" && names.length > 0) write(root, names[s.file % names.length]!, s.text);
          else if (s.kind === "touch" && names.length > 0) {
            const n = names[s.file % names.length]!;
            write(root, n, readFileSync(join(root, n), "utf8"));
          } else if (s.kind === "add" && !names.includes(s.name)) {
            names.push(s.name);
            write(root, s.name, s.text);
          } else if (s.kind === "delete" && names.length > 1) rmSync(join(root, names.splice(s.file % names.length, 1)[0]!));
          else if (s.kind === "config") write(root, "agentspec.config.json", JSON.stringify(s.config));
          else if (s.kind === "version" && existsSync(join(root, CACHE))) {
            // A cache written by another version: its findings must not be read.
            const cache = readCache(root);
            cache.version = "0.0.0-other";
            cache.reports = cache.reports.map((r) => (r === 0 ? 0 : 1));
            writeFileSync(join(root, CACHE), JSON.stringify(cache));
          }
          await same(s.kind === "edit" ? "stylish" : "json");
        }
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }),
    { numRuns: 8 },
  );
}, 240_000);
