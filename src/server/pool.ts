// Validation off the event loop: a fixed pool of worker threads (node:worker_threads) with a
// bounded queue. Bodies above the threshold are answered there, by the same function the request's
// thread runs; a full queue is refused at once (the handler answers 503 with Retry-After), so
// memory stays bounded by (size + queueLimit) × the body ceiling.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Answer, AnswerOptions } from "./answers.js";
import { PoolFullError, type AnswerRunner } from "./runner.js";

/** Options of createValidationPool. */
export interface ValidationPoolOptions {
  /** Worker threads (default: the available parallelism less one, at least 1). */
  size?: number;
  /** Bodies of more bytes than this go to the pool (default 1 MiB); smaller ones are answered in the request's thread. */
  threshold?: number;
  /** Tasks waiting for a worker, at most (default 16); one more is refused with 503. */
  queueLimit?: number;
  /** The `Retry-After` of a refusal, in seconds (default 1). */
  retryAfterSeconds?: number;
  /** The worker's script (default: server-worker.js beside this module in the package). */
  workerUrl?: URL;
}

/** A pool of validation workers; `close()` ends them. */
export interface ValidationPool extends AnswerRunner {
  readonly size: number;
  readonly threshold: number;
  readonly queueLimit: number;
  /** Tasks running and waiting now. */
  stats(): { running: number; queued: number; workers: number };
  close(): Promise<void>;
}

interface Pending {
  id: number;
  kind: "validate" | "import";
  bytes: Uint8Array;
  opts: AnswerOptions;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  task: Pending | undefined;
}

const positive = (name: string, v: number, min: number): number => {
  if (!Number.isSafeInteger(v) || v < min) throw new TypeError(`createValidationPool: ${name} must be an integer of at least ${min}`);
  return v;
};

/**
 * A pool of worker threads that answer large bodies; workers start on the first task that needs
 * one (nothing runs at import or creation). A worker that dies fails its task (500) and is replaced.
 */
export function createValidationPool(options: ValidationPoolOptions = {}): ValidationPool {
  const size = positive("size", options.size ?? Math.max(1, availableParallelism() - 1), 1);
  const threshold = positive("threshold", options.threshold ?? 1024 * 1024, 0);
  const queueLimit = positive("queueLimit", options.queueLimit ?? 16, 0);
  const retryAfterSeconds = positive("retryAfterSeconds", options.retryAfterSeconds ?? 1, 0);
  const workerUrl = options.workerUrl ?? new URL("./server-worker.js", import.meta.url);
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const start = (slot: Slot, task: Pending): void => {
    slot.task = task;
    // The bytes are the request's own copy: moved, not copied, to the worker.
    const transfer = task.bytes.byteOffset === 0 && task.bytes.byteLength === task.bytes.buffer.byteLength ? [task.bytes.buffer as ArrayBuffer] : [];
    slot.worker.postMessage({ id: task.id, kind: task.kind, bytes: task.bytes, opts: task.opts }, transfer);
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(workerUrl), task: undefined };
    slot.worker.unref();
    slot.worker.on("message", (reply: { id: number; answer?: Answer; failed?: true }) => {
      const task = slot.task;
      slot.task = undefined;
      if (task !== undefined && task.id === reply.id) {
        if (reply.failed === true || reply.answer === undefined) task.reject(new Error("the worker could not answer"));
        else task.resolve(reply.answer);
      }
      const next = queue.shift();
      if (next !== undefined) start(slot, next);
    });
    const lost = (): void => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      slot.task?.reject(new Error("a validation worker stopped"));
      slot.task = undefined;
      const next = queue.shift();
      if (next !== undefined && !closed) dispatch(next);
    };
    slot.worker.on("error", lost);
    slot.worker.on("exit", lost);
    slots.push(slot);
    return slot;
  };

  const dispatch = (task: Pending): void => {
    const idle = slots.find((s) => s.task === undefined) ?? (slots.length < size ? spawn() : undefined);
    if (idle !== undefined) start(idle, task);
    else queue.push(task);
  };

  return {
    size,
    threshold,
    queueLimit,
    takes: (bytes) => bytes > threshold,
    run(kind, bytes, opts) {
      if (closed) return Promise.reject(new Error("the validation pool is closed"));
      const busy = slots.length >= size && slots.every((s) => s.task !== undefined);
      if (busy && queue.length >= queueLimit) return Promise.reject(new PoolFullError(retryAfterSeconds));
      return new Promise<Answer>((resolve, reject) => dispatch({ id: nextId++, kind, bytes, opts, resolve, reject }));
    },
    stats: () => ({ running: slots.filter((s) => s.task !== undefined).length, queued: queue.length, workers: slots.length }),
    async close() {
      closed = true;
      for (const t of queue.splice(0)) t.reject(new Error("the validation pool is closed"));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
