// The server's handle on its workspace thread (workspace-worker.ts): one run at a time over the
// configs' `files`, its reports handed on a batch at a time as they come. The thread is started
// on the first run and kept (it remembers what each file gave, so a run after one change checks
// that file again, not ten thousand).
import { Worker } from "node:worker_threads";
import { LSPErrorCodes, ResponseError, type CancellationToken } from "vscode-languageserver/node";
import { LSP_ROLES, type FromWorkspace, type ToWorkspace, type WorkerSetup, type WorkspaceItem } from "./role.js";

interface Run {
  id: number;
  onItems(items: WorkspaceItem[]): void;
  resolve(answer: { files: number } | ResponseError<void>): void;
}

const cancelledError = (): ResponseError<void> => new ResponseError(LSPErrorCodes.RequestCancelled, "the request was cancelled");

/** The workspace thread, seen from the server's thread. */
export class WorkspaceThread {
  private worker: Worker | undefined;
  private running: Run | undefined;
  private nextId = 1;

  constructor(private readonly setup: Omit<WorkerSetup, "role">) {}

  /**
   * Checks the files the configs of `roots` name; `onItems` gets their reports as they come. A run
   * started while another goes on ends that one (it answers as cancelled), as does `token`.
   */
  run(roots: readonly string[], token: CancellationToken, onItems: (items: WorkspaceItem[]) => void): Promise<{ files: number } | ResponseError<void>> {
    if (token.isCancellationRequested) return Promise.resolve(cancelledError());
    this.stop();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const run: Run = { id, onItems, resolve };
      this.running = run;
      const listener = token.onCancellationRequested(() => {
        if (this.running === run) this.stop();
      });
      const done = resolve;
      run.resolve = (answer) => {
        listener.dispose();
        done(answer);
      };
      this.ensure().postMessage({ kind: "run", id, roots: [...roots] } satisfies ToWorkspace);
    });
  }

  /** Starts the thread ahead of the first run (it loads the checker meanwhile). */
  start(): void {
    this.ensure();
  }

  /** Ends the thread; a run going on answers as cancelled. */
  close(): void {
    this.stop();
    void this.worker?.terminate();
    this.worker = undefined;
  }

  /** Ends the run going on, if any: the thread is told, and the run answers as cancelled at once. */
  private stop(): void {
    const run = this.running;
    if (!run) return;
    this.running = undefined;
    this.worker?.postMessage({ kind: "cancel", id: run.id } satisfies ToWorkspace);
    run.resolve(cancelledError());
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.setup.script, { workerData: { ...this.setup, role: LSP_ROLES.workspace } satisfies WorkerSetup });
    this.worker = worker;
    worker.on("message", (m: FromWorkspace) => {
      const run = this.running;
      if (!run || run.id !== m.id) return;
      if ("items" in m) {
        run.onItems(m.items);
        return;
      }
      this.running = undefined;
      if ("done" in m) run.resolve({ files: m.files });
      else run.resolve(m.error === "cancelled" ? cancelledError() : new ResponseError(LSPErrorCodes.RequestFailed, m.error));
    });
    const lost = (): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const run = this.running;
      this.running = undefined;
      run?.resolve(new ResponseError(LSPErrorCodes.RequestFailed, "the workspace's thread stopped before it answered"));
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    return worker;
  }
}
