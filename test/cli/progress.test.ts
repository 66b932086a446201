// The progress line of a long check: drawn on a real pseudo-terminal (util-linux `script`), never
// in CI, never beside a machine format, never into a pipe; and the line's own timing, by its seam.
// A run is made long without a slow machine: one of the files named is a FIFO that the test writes
// only 1.5 s after the check opened it, so the check waits on it (files after it tick the line).
// The last file has a warning, so that every run prints a report.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { CLI, SPECS, run, tree } from "./helpers.js";
import { progressLine, startProgress, wantProgress } from "../../src/cli/progress.js";

const AFTER = 40;

/** A folder of specs and a FIFO among them; the file names, the FIFO third. */
function slowRepo(): { root: string; names: string[]; fifo: string } {
  const names = Array.from({ length: AFTER + 2 }, (_, i) => `s${String(i).padStart(2, "0")}.json`);
  const root = tree(Object.fromEntries(names.map((n, i) => [n, i === names.length - 1 ? SPECS.warn : SPECS.good])));
  const fifo = join(root, "slow.json");
  execFileSync("mkfifo", [fifo]);
  names.splice(2, 0, "slow.json");
  return { root, names, fifo };
}

/** Write the FIFO's text once the check has waited 1.5 s on it (opening it for writing waits for the check to open it). */
function feedLater(fifo: string): void {
  void (async () => {
    const fh = await open(fifo, "w");
    await sleep(1500);
    await fh.writeFile(SPECS.good);
    await fh.close();
  })();
}

/** check on a pseudo-terminal (stdin, stdout and stderr all the terminal): what the terminal got, and the exit code. */
function onTerminal(args: readonly string[], cwd: string, env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  const command = [process.execPath, CLI, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  return new Promise((resolve, reject) => {
    // -e: script exits with the command's code; -q: no start and end lines; the typescript file is thrown away.
    const child = spawn("script", ["-qec", command, "/dev/null"], { cwd, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, CI: undefined, GITHUB_ACTIONS: undefined, TERM: "xterm", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const LINE = new RegExp(`\\ragentspec: (\\d+) of ${AFTER + 3} files, \\d+ files/s\\x1b\\[K`, "g");

describe("on a terminal", () => {
  test("a run of more than a second shows files done of all and files a second, then wipes the line before the report", async () => {
    const { root, names, fifo } = slowRepo();
    try {
      feedLater(fifo);
      const r = await onTerminal(["check", ...names], root, {});
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain("1 problem (0 errors, 1 warning)");
      const lines = [...r.out.matchAll(LINE)];
      expect(lines.length, JSON.stringify(r.out)).toBeGreaterThan(0);
      // counts that grow, up to all the files; the line is wiped at the end
      const counts = lines.map((m) => Number(m[1]));
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(counts.at(-1)).toBeLessThanOrEqual(AFTER + 3);
      expect(r.out.slice(r.out.lastIndexOf("files/s"))).toContain("\r\x1b[K");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);

  test.each([
    ["in CI (CI set)", [], { CI: "true" }],
    ["beside a machine format (json)", ["-f", "json"], {}],
    ["beside a machine format (sarif)", ["-f", "sarif"], {}],
    ["on a dumb terminal", [], { TERM: "dumb" }],
  ])("never %s", async (_, extra, env) => {
    const { root, names, fifo } = slowRepo();
    try {
      feedLater(fifo);
      const r = await onTerminal(["check", ...names, ...extra], root, env);
      expect(r.code, r.out).toBe(0);
      expect(r.out).toMatch(/warning/);
      expect(r.out).not.toContain("files/s");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});

test("never into a pipe", async () => {
  const { root, names, fifo } = slowRepo();
  try {
    feedLater(fifo);
    const r = await run(["check", ...names], { cwd: root, env: { CI: "" } });
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toContain("1 problem (0 errors, 1 warning)");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 30_000);

describe("the seam: when to draw, from the clock and the stream", () => {
  const terminal = (): { isTTY: boolean; written: string[]; write(t: string): void } => {
    const written: string[] = [];
    return { isTTY: true, written, write: (t: string) => written.push(t) };
  };

  test("nothing in the first second, then at most ten times a second (the clock read every 16 files), wiped when done", () => {
    const stream = terminal();
    let now = 0;
    const p = startProgress(1000, stream, {}, true, () => now);
    for (let i = 0; i < 100; i++) {
      now += 5;
      p.tick();
    }
    expect(stream.written).toEqual([]);
    now = 1000;
    for (let i = 0; i < 16; i++) p.tick();
    expect(stream.written).toEqual([`\r${progressLine(112, 1000, 1000)}\x1b[K`]);
    now = 1050;
    for (let i = 0; i < 16; i++) p.tick();
    expect(stream.written).toHaveLength(1);
    now = 1100;
    for (let i = 0; i < 16; i++) p.tick();
    expect(stream.written).toHaveLength(2);
    p.done();
    expect(stream.written.at(-1)).toBe("\r\x1b[K");
  });

  test("a run that ends within the second draws nothing, not even the wipe", () => {
    const stream = terminal();
    let now = 0;
    const p = startProgress(64, stream, {}, true, () => now);
    for (let i = 0; i < 64; i++) {
      now += 10;
      p.tick();
    }
    p.done();
    expect(stream.written).toEqual([]);
  });

  test("the line: counts grouped by thousands, the rate over the time so far", () => {
    expect(progressLine(41200, 100000, 3470)).toBe("agentspec: 41,200 of 100,000 files, 11,873 files/s");
    expect(progressLine(0, 3, 0)).toBe("agentspec: 0 of 3 files, 0 files/s");
  });

  test.each([
    [true, {}, true, true],
    [false, {}, true, false],
    [undefined, {}, true, false],
    [true, { CI: "true" }, true, false],
    [true, { CI: "1" }, true, false],
    [true, { CI: "" }, true, true],
    [true, { TERM: "dumb" }, true, false],
    [true, {}, false, false],
  ])("isTTY %s, env %j, human format %s: %s", (isTTY, env, human, wanted) => {
    expect(wantProgress({ isTTY, write: () => undefined } as never, env, human)).toBe(wanted);
  });
});
