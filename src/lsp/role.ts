// The threads of `agentspec lsp` and what they post to each other. Kept apart from the server's
// modules so the command's entry can tell, without loading them, that it was started as a thread
// of the server (worker.ts). A document of more than the worker threshold lives in a keeper
// thread (it holds the text and applies the editor's changes), which runs the document's checks
// and requests in a compute thread of its own; the server's thread holds only its name and version.

/** The `workerData.role` of the command's file started as a large document's keeper or its compute thread. */
export const LSP_ROLES = { keeper: "agentspec-lsp-keeper", compute: "agentspec-lsp-compute", workspace: "agentspec-lsp-workspace" } as const;

/** The `workerData.role` of the command's file started as the thread that runs test files for the lenses (lenses.ts). */
export const TEST_RUN_ROLE = "agentspec-lsp-test-run";

/** The settings a thread is started with: the command line's, and the script threads run. */
export interface WorkerSetup {
  role: (typeof LSP_ROLES)[keyof typeof LSP_ROLES];
  strict: boolean;
  config: string | undefined;
  noConfig: boolean;
  script: string;
  /** Whether the client takes one edit range for a whole completion list (LSP 3.17's `itemDefaults.editRange`). */
  listEditRange?: boolean;
  /**
   * Whether the thread runs at the process's priority rather than THREAD_NICE: the checks of a
   * document kept on the server's thread (their diagnostics are what the editor waits for, and no
   * other document's requests wait for them).
   */
  normalPriority?: boolean;
}

/** An editor's change, as the protocol sends it (a range and its new text, or the whole text). */
export type Change = { range: { start: { line: number; character: number }; end: { line: number; character: number } }; rangeLength?: number; text: string } | { text: string };

/** What a thread is posted: the document, its changes, and jobs (the keeper also gets `cancel`). */
export type ToWorker =
  | { kind: "open"; uri: string; languageId: string; version: number; text: string }
  | { kind: "change"; version: number; changes: Change[] }
  // A large didOpen or didChange as the pieces of bytes that came (the keeper reads its text or changes).
  | { kind: "openBody"; uri: string; languageId: string; version: number; body: readonly Uint8Array[] }
  | { kind: "changeBody"; version: number; body: readonly Uint8Array[] }
  | { kind: "stale" }
  // `bytes`: the result is for the client, answered as its JSON's bytes (`json`); else as a value (`result`).
  | { kind: "request"; id: number; method: string; params: unknown; bytes: boolean }
  | { kind: "check"; id: number }
  | { kind: "cancel"; id: number };

/**
 * What a thread posts back: a request's result (as a value, or as the UTF-8 bytes of its JSON) or
 * error, or a check's diagnostics (the bytes of their JSON: they go to the client as they are) and
 * the version they are of.
 */
export type FromWorker =
  | { id: number; result: unknown }
  | { id: number; json: Uint8Array }
  | { id: number; error: { code: number; message: string } }
  | { id: number; version: number; diagnostics: Uint8Array };

/** One file's diagnostics in a workspace run (LSP's full report of a closed file), with its result id (a hash of the diagnostics). */
export interface WorkspaceItem {
  uri: string;
  resultId: string;
  diagnostics: unknown[];
}

/** What the workspace thread is posted: a run over the configs' `files` of the workspace's folders, or the end of one. */
export type ToWorkspace = { kind: "run"; id: number; roots: string[] } | { kind: "cancel"; id: number };

/** What the workspace thread posts back: the reports of some files of a run, then the run's end (or why it failed). */
export type FromWorkspace = { id: number; items: WorkspaceItem[] } | { id: number; done: true; files: number } | { id: number; error: string };
