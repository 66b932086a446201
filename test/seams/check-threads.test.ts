// check --threads against one thread, on the same generated repositories: the same stdout (same
// order, same bytes), the same stderr and the same exit code, in every format. The repositories
// are the scale bench's specs (bench/scale-specs.mjs) with random damage (bytes replaced, files cut
// short), beside the files a repository also holds: a test file and the spec it names, a JSON file
// that is no agentspec document, a file that is not UTF-8, a path that names nothing, a config
// whose override switches a rule off.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
// @ts-expect-error: a plain .mjs module of the bench, without types
import { writeRepository } from "../../bench/scale-specs.mjs";
import { run } from "../cli/helpers.js";

const writeRepo = writeRepository as (dir: string, count: number, seed: number) => { paths: string[] };
const ROOT = join(import.meta.dirname, "..", "..");

interface Damage {
  file: number;
  at: number;
  text: string;
  cut: boolean;
}

function repository(seed: number, count: number, damage: readonly Damage[]): string {
  const dir = mkdtempSync(join(tmpdir(), "agentspec-threads-"));
  const { paths } = writeRepo(dir, count, seed);
  for (const d of damage) {
    const path = paths[d.file % paths.length]!;
    const text = readFileSync(path, "utf8");
    const at = d.at % (text.length + 1);
    writeFileSync(path, d.cut ? text.slice(0, at) : text.slice(0, at) + d.text + text.slice(at + d.text.length));
  }
  mkdirSync(join(dir, "agents", "tests"), { recursive: true });
  writeFileSync(join(dir, "agents", "order-sync.json"), readFileSync(join(ROOT, "examples", "order-sync.json")));
  writeFileSync(join(dir, "agents", "tests", "order-sync.agentspec-test.json"), readFileSync(join(ROOT, "examples", "tests", "order-sync.agentspec-test.json"), "utf8").replace('"../order-sync.json"', '"../order-sync.json"'));
  writeFileSync(join(dir, "agents", "package.json"), '{ "name": "agents", "private": true }\n');
  writeFileSync(join(dir, "agents", "latin1.json"), Buffer.from([0x7b, 0x22, 0x76, 0xe9, 0x22, 0x3a, 0x32, 0x7d]));
  writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ overrides: [{ files: ["agents/d0000/**"], rules: { "node/unreachable": "off" } }] }));
  return dir;
}

const damage = fc.array(
  fc.record({ file: fc.nat(), at: fc.nat(), text: fc.constantFrom("}", ",", '"', "\u00e9", "[", "null", '"id": "x"', "\\u00"), cut: fc.boolean() }),
  { maxLength: 6 },
);

describe("check --threads gives one thread's output", () => {
  test("on generated repositories, in every format, with any number of threads", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 70 }), damage, fc.integer({ min: 2, max: 4 }), fc.constantFrom("stylish", "json", "sarif", "github"), async (seed, count, hurt, threads, format) => {
        const dir = repository(seed, count, hurt);
        const args = ["check", "agents", "missing-dir", "-f", format];
        const one = await run([...args, "--threads", "1"], { cwd: dir });
        const many = await run([...args, "--threads", String(threads)], { cwd: dir });
        expect(one.stderr).not.toMatch(/internal error/);
        expect(one.code === 1 || one.code === 0).toBe(true);
        expect(many.stdout).toBe(one.stdout);
        expect(many.stderr).toBe(one.stderr);
        expect(many.code).toBe(one.code);
      }),
      { numRuns: 8 },
    );
  }, 600_000);

  test("the config's threads gives one thread's output too; a bad value in the config or on the command line is an error, and --fix refuses --threads", async () => {
    const dir = repository(7, 30, [{ file: 3, at: 40, text: "}", cut: false }]);
    const config = JSON.parse(readFileSync(join(dir, "agentspec.config.json"), "utf8")) as object;
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ ...config, threads: 3 }));
    const configured = await run(["check", "agents", "-f", "json"], { cwd: dir });
    const flag1 = await run(["check", "agents", "-f", "json", "--threads", "1"], { cwd: dir });
    expect(configured.code).toBe(1);
    expect(configured.stdout).toBe(flag1.stdout);
    expect(configured.stderr).toBe(flag1.stderr);
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ threads: 0 }));
    const bad = await run(["check", "agents"], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stdout + bad.stderr).toMatch(/threads/);
    expect(bad.stdout + bad.stderr).toMatch(/must be from 1 to 256, or "auto", not 0/);
    const flag = await run(["check", "agents", "--threads", "two", "--no-config"], { cwd: dir });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/--threads takes a whole number from 1 to 256 or "auto", not "two"/);
    const fix = await run(["check", "agents", "--fix", "--threads", "2", "--no-config"], { cwd: dir });
    expect(fix.code).toBe(2);
    expect(fix.stderr).toMatch(/--threads does not go with it/);
  }, 120_000);

  test("threads meet the other options: --audit and --shard give one thread's output; the cache runs on one thread, and a thread count beside it is refused", async () => {
    const dir = repository(11, 40, [{ file: 5, at: 30, text: "}", cut: false }]);
    // A credential and a policy finding, so the audit has something to report.
    // In many files, so that check threads read some of them, not only the command's thread.
    for (let k = 0; k < 40; k++) writeFileSync(join(dir, "agents", `keyed-${k}.json`), JSON.stringify({ version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", mode: "sync", config: { url: "https://x.example/", method: "GET", headers: { authorization: "Bearer ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8" } } }] }));
    // A security code switched off, which an audit (on every thread) turns back on.
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ rules: { "webhook/missing-timeout": "off" }, policies: [{ name: "no-get", message: "no GET webhooks", when: { source: "self", path: "config.method", op: "eq", value: "GET" } }] }));
    for (const extra of [["--audit"], ["--shard", "1/2"], ["--shard", "2/2", "--audit"]]) {
      const args = ["check", "agents", "-f", "json", ...extra];
      const one = await run([...args, "--threads", "1"], { cwd: dir });
      const many = await run([...args, "--threads", "3"], { cwd: dir });
      expect(one.stderr).not.toMatch(/internal error/);
      expect(one.code, extra.join(" ")).toBe(1);
      expect(many.stdout, extra.join(" ")).toBe(one.stdout);
      expect(many.stderr).toBe(one.stderr);
      expect(many.code).toBe(one.code);
    }
    const audited = await run(["check", "agents", "-f", "json", "--audit", "--threads", "2"], { cwd: dir });
    expect(audited.stdout).toContain("policy/no-get");
    expect(audited.stdout).toContain("webhook/missing-timeout");
    expect(audited.stdout).not.toContain("a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8");
    const refused = await run(["check", "agents", "--cache", "--threads", "2"], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--cache and --threads 2 do not go together/);
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ threads: "auto", cache: true }));
    const auto = await run(["check", "agents", "-f", "json"], { cwd: dir });
    const plain = await run(["check", "agents", "-f", "json", "--no-cache", "--threads", "1"], { cwd: dir });
    expect(auto.stdout).toBe(plain.stdout);
    expect(auto.code).toBe(plain.code);
    const watch = await run(["check", "agents", "--watch", "--audit"], { cwd: dir });
    expect(watch.code).toBe(2);
    expect(watch.stderr).toMatch(/--audit and --watch do not go together/);
  }, 180_000);
});
