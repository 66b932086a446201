// A watch session of the built command, driven line by line: start `agentspec … --watch` in a
// folder, wait for the lines it prints (never for a time), write files, stop it.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { CLI } from "./helpers.js";

export interface Session {
  /** Every line printed on stdout so far. */
  lines: string[];
  stderr(): string;
  /** The first line from the `from`-th on that passes `test`; rejects after `ms` (a watch that never answers fails, it does not hang). */
  next(test: (line: string) => boolean, from?: number, ms?: number): Promise<{ line: string; at: number }>;
  /** Stop the session (SIGTERM) and wait for its exit code. */
  stop(): Promise<number | null>;
}

export function session(args: readonly string[], cwd: string): Session {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined }, stdio: "pipe" });
  const lines: string[] = [];
  let partial = "";
  let err = "";
  const waiters = new Set<() => void>();
  child.stdout.setEncoding("utf8").on("data", (d: string) => {
    const parts = (partial + d).split("\n");
    partial = parts.pop()!;
    lines.push(...parts);
    for (const w of waiters) w();
  });
  child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return {
    lines,
    stderr: () => err,
    next(test, from = 0, ms = 60_000) {
      return new Promise((done, fail) => {
        const look = (): boolean => {
          for (let i = from; i < lines.length; i++) {
            if (test(lines[i]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              done({ line: lines[i]!, at: i });
              return true;
            }
          }
          return false;
        };
        const check = (): void => void look();
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no such line within ${ms} ms; stdout:\n${lines.join("\n")}\nstderr:\n${err}`));
        }, ms);
        if (!look()) waiters.add(check);
      });
    },
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
