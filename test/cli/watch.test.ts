// check --watch, driven by real file writes in a temp repository: the first pass checks every
// file; a save, a new file, a removed file and a config change each give the lines of the files
// they touch; -f jsonl gives the json format's entries, a line each. Each pass is held to what a
// fresh `check` of the repository says at that moment.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { run, tree } from "./helpers.js";
import { session, type Session } from "./watch-session.js";

const spec = (id: string, to = id): string => JSON.stringify({ version: 2, nodes: [{ id, type: "action", actionType: "WEBHOOK", config: { url: "https://a.example.com", method: "GET" }, transition: [{ to }] }] }, null, 2) + "\n";

let open: Session | undefined;
afterEach(async () => {
  await open?.stop();
  open = undefined;
});

interface Entry {
  event: string;
  file?: string;
  issues?: { code: string; severity: string }[];
  errors?: number;
  warnings?: number;
  checked?: number;
}
const parse = (line: string): Entry => JSON.parse(line) as Entry;

describe("check --watch", () => {
  test("lines: one check at start, then the saved, added and removed files, and the whole repository again when the config changes", async () => {
    const dir = tree({ "agents/a.json": spec("a"), "agents/b.json": spec("b", "nowhere"), "agents/sub/c.json": spec("c"), "agents/notes.txt": "not json" });
    open = session(["check", "agents", "--watch"], dir);
    const first = await open.next((l) => l.includes("watching"));
    const start = open.lines.slice(0, first.at);
    expect(start.filter((l) => l.includes("[transition/unknown-target]"))).toEqual([expect.stringMatching(/^agents\/b\.json:\d+:\d+  error  no node has the id "nowhere"/)]);
    expect(start.at(-1)).toMatch(/checked 3 files in \d+ ms; 3 files: 1 error, 0 warnings in 1 file$/);

    // A save that breaks a file: its finding, then the pass's line.
    let from = open.lines.length;
    writeFileSync(join(dir, "agents/a.json"), '{ "version": 2, "nodes": [ }');
    let done = await open.next((l) => l.includes("rechecked"), from);
    expect(open.lines.slice(from, done.at)).toEqual([expect.stringMatching(/^agents\/a\.json:1:\d+  error  invalid JSON/)]);
    expect(done.line).toMatch(/rechecked 1 file in \d+ ms; 3 files: 2 errors, 0 warnings in 2 files$/);

    // Fixed: the file is clean again.
    from = open.lines.length;
    writeFileSync(join(dir, "agents/a.json"), spec("a"));
    done = await open.next((l) => l.includes("rechecked"), from);
    expect(open.lines.slice(from, done.at)).toEqual(["agents/a.json  clean"]);

    // A new file in a new folder, then removed.
    from = open.lines.length;
    const { mkdirSync } = await import("node:fs");
    mkdirSync(join(dir, "agents/new"));
    writeFileSync(join(dir, "agents/new/d.json"), spec("d", "x"));
    done = await open.next((l) => l.includes("rechecked"), from);
    expect(open.lines.slice(from, done.at)).toEqual([expect.stringMatching(/^agents\/new\/d\.json:\d+:\d+  error  no node has the id "x"/)]);
    expect(done.line).toMatch(/4 files: 2 errors/);
    from = open.lines.length;
    rmSync(join(dir, "agents/new/d.json"));
    done = await open.next((l) => l.includes("rechecked"), from);
    expect(open.lines.slice(from, done.at)).toEqual(["agents/new/d.json  removed"]);
    expect(done.line).toMatch(/3 files: 1 error, 0 warnings in 1 file$/);

    // A config made now: every file is checked again under it.
    from = open.lines.length;
    writeFileSync(join(dir, "agentspec.config.json"), JSON.stringify({ rules: { "transition/unknown-target": "off" } }));
    done = await open.next((l) => / checked 3 files/.test(l), from);
    expect(done.line).toMatch(/3 files: 0 errors, 0 warnings$/);
    const fresh = await run(["check", "agents"], { cwd: dir });
    expect(fresh.code).toBe(0);
    expect(await open.stop()).toBe(0);
    open = undefined;
  }, 120_000);

  test("-f jsonl: the json format's entry for each file checked, then the pass; as a fresh check says", async () => {
    const dir = tree({ "specs/a.json": spec("a"), "specs/b.json": spec("b") });
    open = session(["check", "specs", "--watch", "-f", "jsonl"], dir);
    await open.next((l) => parse(l).event === "watching");
    const start = open.lines.map(parse);
    expect(start.filter((e) => e.event === "file").map((e) => e.file)).toEqual(["specs/a.json", "specs/b.json"]);
    expect(start.find((e) => e.event === "pass")).toMatchObject({ checked: 2, files: 2, errors: 0, warnings: 0 });

    const from = open.lines.length;
    writeFileSync(join(dir, "specs/b.json"), readFileSync(join(dir, "specs/b.json"), "utf8").replace('"method": "GET"', '"method": "GET", "method": "POST"'));
    const done = await open.next((l) => parse(l).event === "pass", from);
    const entries = open.lines.slice(from, done.at).map(parse);
    const fresh = await run(["check", "specs/b.json", "-f", "json"], { cwd: dir });
    const [expected] = JSON.parse(fresh.stdout) as object[];
    expect(entries).toEqual([{ event: "file", ...expected }]);
    expect(parse(done.line)).toMatchObject({ event: "pass", checked: 1, files: 2, errors: 1 });
  }, 120_000);

  test("usage: --watch with stdin, with a report format, with --fix; -f jsonl without --watch", async () => {
    const dir = tree({ "a.json": spec("a") });
    for (const args of [["check", "-", "--watch"], ["check", "a.json", "--watch", "-f", "sarif"], ["check", "a.json", "--watch", "--fix"], ["check", "a.json", "-f", "jsonl"]]) {
      const r = await run(args, { cwd: dir });
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/watch|jsonl/);
    }
  }, 60_000);
});

describe("test --watch", () => {
  test("a test file runs again when it changes, and when the spec it names changes; -f jsonl gives the json format's entries", async () => {
    const ROOT = join(import.meta.dirname, "..", "..");
    const specText = readFileSync(join(ROOT, "examples", "order-sync.json"), "utf8");
    const testText = readFileSync(join(ROOT, "examples", "tests", "order-sync.agentspec-test.json"), "utf8");
    const dir = tree({ "order-sync.json": specText, "tests/order-sync.agentspec-test.json": testText });
    open = session(["test", "tests", "--watch"], dir);
    const first = await open.next((l) => l.includes("watching"));
    expect(open.lines.slice(0, first.at).join("\n")).toMatch(/ran 1 test file in \d+ ms: [1-9]\d* passed, 0 failed$/m);

    // The spec breaks: the test file runs again and says so.
    let from = open.lines.length;
    writeFileSync(join(dir, "order-sync.json"), specText.replace('"version": 2', '"version": 3'));
    let done = await open.next((l) => l.includes("ran 1 test file"), from);
    expect(done.line).toMatch(/\d+ errors?$/);
    const fresh = await run(["test", "tests"], { cwd: dir });
    expect(fresh.code).toBe(1);

    // Mended: it passes again.
    from = open.lines.length;
    writeFileSync(join(dir, "order-sync.json"), specText);
    done = await open.next((l) => l.includes("ran 1 test file"), from);
    expect(done.line).toMatch(/[1-9]\d* passed, 0 failed$/);
    expect(await open.stop()).toBe(0);
    open = undefined;

    open = session(["test", "tests", "--watch", "-f", "jsonl"], dir);
    await open.next((l) => parse(l).event === "watching");
    from = open.lines.length;
    writeFileSync(join(dir, "tests/order-sync.agentspec-test.json"), testText.replace('"cases"', '"description2": 1, "cases"'));
    done = await open.next((l) => parse(l).event === "pass", from);
    const entries = open.lines.slice(from, done.at).map(parse);
    const json = JSON.parse((await run(["test", "tests", "-f", "json"], { cwd: dir })).stdout) as { files: object[] };
    expect(entries).toEqual(json.files.map((f) => ({ event: "test-file", ...f })));
  }, 120_000);
});
