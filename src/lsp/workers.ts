// The threads of a large document (role.ts), seen from the thread that starts them.
// KeptDocument is the server's handle on a large document: the text lives in its keeper thread,
// the server's thread holds its name and version, so neither the text's changes nor its checks
// and long requests ever hold up the requests on other documents.
// DocumentWorker is the keeper's handle on its compute thread: the document's requests and checks
// go there one at a time. A request cancelled while it waits is answered at once; one cancelled
// while it runs ends the compute thread (its work stops there) and another starts from the
// keeper's text when the next job comes.
import * as threads from "node:worker_threads";
import { Worker } from "node:worker_threads";
import { LSPErrorCodes, ResponseError, type CancellationToken } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { JsonBytes } from "./json.js";
import { LSP_ROLES, type Change, type FromWorker, type ToWorker, type WorkerSetup } from "./role.js";

/**
 * Documents of more characters than this (4 MiB) are kept and answered in threads of their own
 * (default): above the 2,000-node specs (3.6 MB) whose requests answer faster on the server's thread.
 */
export const WORKER_THRESHOLD = 4 * 1024 * 1024;

/** A check's answer: the diagnostics (the bytes of their JSON, as they go to the client) and the version of the document they are of. */
export interface CheckAnswer {
  version: number;
  diagnostics: JsonBytes;
}

interface Job {
  id: number;
  message: ToWorker;
  resolve(value: unknown): void;
  /** Whether the job was answered (by the worker, or as cancelled). */
  done: boolean;
  /** Called when the job is posted to the worker. */
  started?: () => void;
}

// Node 21 and later tell which buffers may not move (its pools), and refuse to post a message that lists one.
const untransferable = (threads as { isMarkedAsUntransferable?: (o: object) => boolean }).isMarkedAsUntransferable ?? (() => false);

/**
 * The buffers of the pieces that are the whole of theirs, moved rather than copied to a thread
 * (the other pieces, such as the end of a chunk that began with a header, are copied).
 */
export function transferable(pieces: readonly Uint8Array[]): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  for (const bytes of pieces) {
    const buffer = bytes.buffer;
    if (bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength && buffer instanceof ArrayBuffer && !untransferable(buffer)) out.add(buffer);
  }
  return [...out];
}

/** A job's answer as a thread posts it (what `answerOf` reads back): its error, its JSON bytes, or its value. */
export function replyOf(id: number, answer: unknown): FromWorker {
  if (answer instanceof ResponseError) return { id, error: { code: answer.code, message: answer.message } };
  if (answer instanceof JsonBytes) return { id, json: answer.bytes };
  return { id, result: answer ?? null };
}

/** A thread's answer to a job, as what the job resolves with. */
export function answerOf(reply: FromWorker): unknown {
  if ("error" in reply) return new ResponseError(reply.error.code, reply.error.message);
  if ("json" in reply) return new JsonBytes(reply.json);
  if ("result" in reply) return reply.result;
  return { version: reply.version, diagnostics: new JsonBytes(reply.diagnostics) } satisfies CheckAnswer;
}

const cancelledError = (): ResponseError<void> => new ResponseError(LSPErrorCodes.RequestCancelled, "the request was cancelled");

/** A large document's compute thread, started when its first job comes and again after a cancelled job ended it. */
export class DocumentWorker {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private nextId = 1;
  private closed = false;
  /** The check waiting in the queue, if any: a second one asked before it runs shares its answer. */
  private queuedCheck: Promise<CheckAnswer | undefined> | undefined;

  constructor(
    /** The keeper's copy of the document (its text starts a new compute thread). */
    private readonly doc: () => TextDocument | undefined,
    private readonly setup: WorkerSetup,
  ) {}

  /** Hands the editor's changes on to the worker (a worker not started yet reads the text when it starts). */
  change(changes: Change[], version: number): void {
    this.worker?.postMessage({ kind: "change", version, changes } satisfies ToWorker);
  }

  /** Every kept check is stale (a config changed). */
  stale(): void {
    this.worker?.postMessage({ kind: "stale" } satisfies ToWorker);
  }

  /** Starts the thread now (it reads the text), so that the first job does not wait for it. */
  warm(): void {
    if (!this.closed) this.ensure();
  }

  /**
   * The answer to a request about the document, or the error to answer with (-32800 when
   * cancelled); with `bytes`, the answer is `JsonBytes` (it goes to the client as it is).
   */
  request(method: string, params: unknown, token: CancellationToken, bytes: boolean): Promise<unknown> {
    if (token.isCancellationRequested) return Promise.resolve(cancelledError());
    const job = this.enqueue((id) => ({ kind: "request", id, method, params, bytes }));
    const listener = token.onCancellationRequested(() => this.cancel(job));
    return job.promise.finally(() => listener.dispose());
  }

  /** The document's diagnostics, checked in the worker; undefined when the worker could not check it. */
  check(): Promise<CheckAnswer | undefined> {
    if (this.queuedCheck) return this.queuedCheck;
    let answer: Promise<CheckAnswer | undefined> | undefined;
    // Once the check runs, a later one waits for a check of its own (the text may have changed).
    const job = this.enqueue(
      (id) => ({ kind: "check", id }),
      () => {
        if (this.queuedCheck === answer) this.queuedCheck = undefined;
      },
    );
    answer = job.promise.then((r) => (r !== null && typeof r === "object" && "diagnostics" in r ? (r as CheckAnswer) : undefined));
    if (this.queued(job)) this.queuedCheck = answer;
    return answer;
  }

  /** Ends the worker; what waits is answered as cancelled. */
  close(): void {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.finish(job, cancelledError());
    if (this.running) this.finish(this.running, cancelledError());
    this.running = undefined;
    void this.worker?.terminate();
    this.worker = undefined;
  }

  private queued(job: Job): boolean {
    return this.queue.includes(job);
  }

  private enqueue(make: (id: number) => ToWorker, started?: () => void): Job & { promise: Promise<unknown> } {
    const id = this.nextId++;
    let resolve!: (value: unknown) => void;
    const promise = new Promise<unknown>((r) => (resolve = r));
    const job: Job & { promise: Promise<unknown> } = { id, message: make(id), resolve, done: false, promise };
    if (started) job.started = started;
    if (this.closed) this.finish(job, cancelledError());
    else {
      this.queue.push(job);
      this.pump();
    }
    return job;
  }

  private finish(job: Job, value: unknown): void {
    if (job.done) return;
    job.done = true;
    job.resolve(value);
  }

  private cancel(job: Job): void {
    if (job.done) return;
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      this.finish(job, cancelledError());
      return;
    }
    if (this.running === job) {
      // Its work stops with the thread; the next job starts another one.
      this.running = undefined;
      this.finish(job, cancelledError());
      const worker = this.worker;
      this.worker = undefined;
      void worker?.terminate();
      this.pump();
    }
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    job.started?.();
    this.running = job;
    if (this.worker) {
      this.worker.postMessage(job.message);
      return;
    }
    // Starting a compute thread copies the whole text to it: first let the messages already here
    // be read (the cancellations that come together would otherwise each start one for nothing).
    setImmediate(() => {
      if (this.running === job && !job.done && !this.closed) this.ensure().postMessage(job.message);
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.setup.script, { workerData: this.setup });
    this.worker = worker;
    const doc = this.doc();
    if (doc) worker.postMessage({ kind: "open", uri: doc.uri, languageId: doc.languageId, version: doc.version, text: doc.getText() } satisfies ToWorker);
    worker.on("message", (reply: FromWorker) => {
      if (this.worker !== worker) return;
      const job = this.running;
      if (!job || job.id !== reply.id) return;
      this.running = undefined;
      this.finish(job, answerOf(reply));
      this.pump();
    });
    const lost = (): void => {
      if (this.worker !== worker) return;
      // A worker that stopped by itself (out of memory, a crash): its job fails, the next starts another.
      this.worker = undefined;
      const job = this.running;
      this.running = undefined;
      if (job) this.finish(job, new ResponseError(LSPErrorCodes.RequestFailed, "the document's worker stopped before it answered"));
      this.pump();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    return worker;
  }
}

/** The server's handle on a large document: its keeper thread holds the text and answers for it. */
export class KeptDocument {
  private readonly keeper: Worker;
  private readonly waiting = new Map<number, (answer: unknown) => void>();
  private nextId = 1;
  private lost: string | undefined;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    /** The text, or the bytes of the didOpen message that holds it, as the pieces they came in (the keeper reads them). */
    source: { text: string } | { body: readonly Uint8Array[] },
    setup: Omit<WorkerSetup, "role">,
    /** Told when the keeper could not read a message's bytes (the reader answers such a body with -32700). */
    private readonly refused: (message: string) => void = () => undefined,
  ) {
    this.keeper = new Worker(setup.script, { workerData: { ...setup, role: LSP_ROLES.keeper } satisfies WorkerSetup });
    this.keeper.postMessage(
      "text" in source ? ({ kind: "open", uri, languageId, version, text: source.text } satisfies ToWorker) : ({ kind: "openBody", uri, languageId, version, body: source.body } satisfies ToWorker),
      "body" in source ? transferable(source.body) : [],
    );
    this.keeper.on("message", (reply: FromWorker | { refused: string }) => {
      if ("refused" in reply) {
        this.refused(reply.refused);
        return;
      }
      const answer = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      answer?.(answerOf(reply));
    });
    const gone = (): void => {
      // The keeper held the only copy of the text: the document must be opened again.
      this.lost ??= "the thread holding this document stopped: close the document and open it again";
      for (const answer of this.waiting.values()) answer(new ResponseError(LSPErrorCodes.RequestFailed, this.lost));
      this.waiting.clear();
    };
    this.keeper.on("error", gone);
    this.keeper.on("exit", gone);
  }

  /** A large change, as the bytes of its didChange message in the pieces they came in (the keeper reads them). */
  changeBody(body: readonly Uint8Array[], version: number): void {
    this.version = version;
    this.keeper.postMessage({ kind: "changeBody", version, body } satisfies ToWorker, transferable(body));
  }

  /** The editor's changes, applied by the keeper (and its compute thread) in the order they came. */
  change(changes: Change[], version: number): void {
    this.version = version;
    this.keeper.postMessage({ kind: "change", version, changes } satisfies ToWorker);
  }

  /** Every kept check is stale (a config changed). */
  stale(): void {
    this.keeper.postMessage({ kind: "stale" } satisfies ToWorker);
  }

  /**
   * The answer to a request about the document, or the error to answer with (-32800 when
   * cancelled); with `bytes`, the answer is `JsonBytes` (it goes to the client as it is).
   */
  request(method: string, params: unknown, token: CancellationToken, bytes: boolean): Promise<unknown> {
    if (token.isCancellationRequested) return Promise.resolve(cancelledError());
    const id = this.nextId++;
    const answer = this.post({ kind: "request", id, method, params, bytes });
    const listener = token.onCancellationRequested(() => this.keeper.postMessage({ kind: "cancel", id } satisfies ToWorker));
    return answer.finally(() => listener.dispose());
  }

  /** The document's diagnostics and the version they are of; undefined when it could not be checked. */
  async check(): Promise<CheckAnswer | undefined> {
    const r = await this.post({ kind: "check", id: this.nextId++ });
    return r !== null && typeof r === "object" && "diagnostics" in r ? (r as CheckAnswer) : undefined;
  }

  /** Ends the keeper and its compute thread; what waits is answered as cancelled. */
  close(): void {
    this.lost = "the document was closed";
    for (const answer of this.waiting.values()) answer(cancelledError());
    this.waiting.clear();
    void this.keeper.terminate();
  }

  private post(message: ToWorker & { id: number }): Promise<unknown> {
    if (this.lost !== undefined) return Promise.resolve(new ResponseError(LSPErrorCodes.RequestFailed, this.lost));
    return new Promise((resolve) => {
      this.waiting.set(message.id, resolve);
      this.keeper.postMessage(message);
    });
  }
}
