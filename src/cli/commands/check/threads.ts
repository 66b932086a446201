// `agentspec check --threads`: the files of a run checked by several threads. The command's thread
// checks batches itself and hands the others to check threads (the command's own file started as
// workers, as the language server starts its threads); each thread reads its own files (paths go,
// reports come back, never the texts of clean files), and the reports are put back in the order of
// the inputs, so the output is the same, byte for byte, as on one thread.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Input, Missing } from "../../../workspace/files.js";
import type { FileReport } from "../../../workspace/file-report.js";
import { UsageError } from "../../usage.js";
import { CHECK_ROLE, type CheckJob, type CheckReply, type CheckSetup } from "./role.js";

/**
 * `auto` starts a second thread only for runs of this many files or more, and one more thread for
 * each as many again: below it, starting a thread (loading the checker in it) costs more than the
 * files it would take. Measured on this project's bench (docs/decisions.md).
 */
export const AUTO_FILES_PER_THREAD = 400;

/** The thread count a run asks for: a whole number of 1 or more, or "auto" (from the flag or the config). */
export type ThreadsSetting = number | "auto";

/** --threads as given on the command line (a usage error for anything but a whole number ≥ 1 or "auto"). */
export function threadsOption(raw: string | undefined): ThreadsSetting | undefined {
  if (raw === undefined) return undefined;
  if (raw === "auto") return "auto";
  if (!/^[1-9]\d*$/.test(raw) || Number(raw) > 256) throw new UsageError(`--threads takes a whole number from 1 to 256 or "auto", not "${raw}"`, "check");
  return Number(raw);
}

/** The threads a run of `files` files gets: `auto` gives one per AUTO_FILES_PER_THREAD files, up to the machine's cores; never more threads than files. */
export function threadCount(setting: ThreadsSetting | undefined, files: number): number {
  if (setting === undefined) return 1;
  const wanted = setting === "auto" ? Math.min(availableParallelism(), Math.floor(files / AUTO_FILES_PER_THREAD)) : setting;
  return Math.max(1, Math.min(wanted, files));
}

/**
 * Every input's report (undefined: a file a walk found that is no document), in the inputs' order,
 * from `threads` threads: this one and threads - 1 workers. Standard input and paths that name
 * nothing are checked here by `checkHere`; files are read where they are checked.
 */
export async function checkInThreads(
  inputs: readonly (Input | Missing)[],
  threads: number,
  setup: Omit<CheckSetup, "role">,
  checkHere: (input: Input | Missing) => FileReport | undefined,
  checkedOne: () => void = () => undefined,
): Promise<(FileReport | undefined)[]> {
  const out: (FileReport | undefined)[] = new Array(inputs.length);
  // Batches of consecutive files: small enough that the threads end together, large enough that posting costs little.
  const size = Math.max(8, Math.min(256, Math.ceil(inputs.length / (threads * 16))));
  const batches: [from: number, to: number][] = [];
  for (let from = 0; from < inputs.length; from += size) batches.push([from, Math.min(inputs.length, from + size)]);
  let next = 0;
  const script = fileURLToPath(import.meta.url);
  const workers: Worker[] = [];
  let failed: Error | undefined;
  let pending = 0;
  let wake: (() => void) | undefined;
  const settle = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const sent = new Map<number, [number, number]>();
  const outstanding = new Map<Worker, number>();
  let jobId = 0;
  // Two batches a thread, so none waits for this one to hand it the next. A batch that holds stdin
  // or a path that names nothing is this thread's (the check threads read files only).
  const feed = (): void => {
    for (const worker of workers) {
      while (failed === undefined && (outstanding.get(worker) ?? 0) < 2 && next < batches.length) {
        const [from, to] = batches[next]!;
        const files = inputs.slice(from, to);
        if (files.some((i) => "missing" in i || i.stdin)) return;
        next++;
        const id = ++jobId;
        sent.set(id, [from, to]);
        outstanding.set(worker, (outstanding.get(worker) ?? 0) + 1);
        pending++;
        worker.postMessage({ id, inputs: files as Input[] } satisfies CheckJob);
      }
    }
  };
  try {
    for (let t = 1; t < threads; t++) {
      const worker = new Worker(script, { workerData: { ...setup, role: CHECK_ROLE } satisfies CheckSetup });
      workers.push(worker);
      worker.on("message", (reply: CheckReply) => {
        const range = sent.get(reply.id)!;
        sent.delete(reply.id);
        outstanding.set(worker, outstanding.get(worker)! - 1);
        pending--;
        if ("error" in reply) failed ??= new Error(`a check thread failed: ${reply.error}`);
        else
          for (let i = range[0]; i < range[1]; i++) {
            out[i] = reply.reports[i - range[0]] ?? undefined;
            checkedOne();
          }
        feed();
        settle();
      });
      worker.on("error", (e) => {
        failed ??= e instanceof Error ? e : new Error(String(e));
        settle();
      });
      worker.on("exit", (code) => {
        if (sent.size > 0 && failed === undefined) failed = new Error(`a check thread stopped (exit code ${code}) before it answered`);
        settle();
      });
    }
    feed();
    // This thread checks batches too, and between them answers the threads (their replies, their next batches).
    while (failed === undefined && next < batches.length) {
      const [from, to] = batches[next++]!;
      for (let i = from; i < to; i++) {
        out[i] = checkHere(inputs[i]!);
        checkedOne();
      }
      feed();
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    while (failed === undefined && pending > 0) await new Promise<void>((resolve) => (wake = resolve));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  if (failed !== undefined) throw failed;
  return out;
}
