// A progress line on a terminal for a long run: "agentspec: 41,200 of 100,000 files, 11,873 files/s".
// Only on standard error, only when it is a terminal, never in CI (its logs keep every redraw) and
// never beside a machine format; shown from the first second on, redrawn at most ten times a
// second, and wiped before the report is printed.

/** What the run's progress needs to know of where it would write. */
export interface ProgressTarget {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** Counts files done; draws the line when it is wanted (see wantProgress). */
export interface Progress {
  tick(): void;
  done(): void;
}

const DELAY_MS = 1000;
const REDRAW_MS = 100;

/** Whether a progress line may be drawn on `stream`: a terminal, not CI, not a dumb terminal, and a human format. */
export function wantProgress(stream: ProgressTarget, env: NodeJS.ProcessEnv, humanFormat: boolean): boolean {
  if (!humanFormat || stream.isTTY !== true) return false;
  if (env["CI"] !== undefined && env["CI"] !== "") return false;
  return env["TERM"] !== "dumb";
}

const NONE: Progress = { tick: () => undefined, done: () => undefined };
const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The line itself, for `done` files of `total` after `ms` milliseconds. */
export function progressLine(done: number, total: number, ms: number): string {
  const rate = ms > 0 ? (done * 1000) / ms : 0;
  return `agentspec: ${grouped(done)} of ${grouped(total)} files, ${grouped(rate)} files/s`;
}

/**
 * The progress of a run over `total` files on `stream` (when wantProgress says so; else nothing).
 * The run is synchronous, so no timer could fire: each tick looks at the clock.
 */
export function startProgress(total: number, stream: ProgressTarget, env: NodeJS.ProcessEnv, humanFormat: boolean, now: () => number = () => performance.now()): Progress {
  if (!wantProgress(stream, env, humanFormat)) return NONE;
  const start = now();
  let done = 0;
  let drawn = false;
  let last = start;
  return {
    tick() {
      done++;
      // The clock costs little, but not nothing: looked at every 16 files.
      if ((done & 15) !== 0 && done !== total) return;
      const t = now();
      if (t - start < DELAY_MS || t - last < REDRAW_MS) return;
      last = t;
      drawn = true;
      stream.write(`\r${progressLine(done, total, t - start)}\x1b[K`);
    },
    done() {
      if (drawn) stream.write("\r\x1b[K");
      drawn = false;
    },
  };
}
