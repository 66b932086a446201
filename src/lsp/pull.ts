// Pull diagnostics (LSP 3.17): `textDocument/diagnostic` for an open document and
// `workspace/diagnostic` for the files the configs' `files` name, closed ones included, checked as
// `agentspec check` checks them (workspace-worker.ts). A client that declares pull diagnostics is
// pulled from and never pushed to; any other is pushed to as before (server.ts), as
// vscode-json-languageservice's server does. A config or a file changing on disk re-runs the
// workspace's check and asks the client to pull again (`workspace/diagnostic/refresh`).
import {
  DidChangeWatchedFilesNotification,
  DocumentDiagnosticReportKind,
  LSPErrorCodes,
  ResponseError,
  type CancellationToken,
  type ClientCapabilities,
  type DiagnosticServerCancellationData,
  type DocumentDiagnosticReport,
  type WorkspaceDiagnosticReport,
  type Connection,
  type Diagnostic,
  type ServerCapabilities,
  type WorkspaceDocumentDiagnosticReport,
} from "vscode-languageserver/node";
import { JsonBytes } from "./json.js";
import type { WorkerSetup, WorkspaceItem } from "./role.js";
import { WorkspaceThread } from "./workspace-diagnostics.js";

/** An open document as the server holds it (its text may be in a thread). */
interface OpenDocument {
  readonly uri: string;
  readonly version: number;
}

/** What pull diagnostics need of the server. */
export interface PullHost<D extends OpenDocument> {
  connection: Connection;
  documents: { get(uri: string): D | undefined };
  /** The workspace's folders, as paths. */
  roots(): readonly string[];
  /** An open document's diagnostics, the same the server pushes, and the version they are of; undefined when it could not be checked. */
  diagnosticsOf(doc: D): Promise<{ version: number; diagnostics: Diagnostic[] | JsonBytes } | undefined>;
  setup: Omit<WorkerSetup, "role">;
}

/** The identifier of the server's diagnostics (the client keeps them apart from other servers'). */
export const DIAGNOSTIC_IDENTIFIER = "agentspec";

type Refused = ResponseError<DiagnosticServerCancellationData>;
/** Answered to a request cancelled by the client (the client asks again when it wants to). */
const cancelledError = (): Refused => new ResponseError(LSPErrorCodes.RequestCancelled, "the request was cancelled", { retriggerRequest: false });
const failed = (message: string): Refused => new ResponseError(LSPErrorCodes.RequestFailed, message, { retriggerRequest: false });

/** Pull diagnostics: whether the client pulls, the capability, the handlers, and what a change does. */
export class PullDiagnostics<D extends OpenDocument> {
  /** Whether the client pulls diagnostics (then none are pushed); known once the client initialized. */
  active = false;
  private refreshSupport = false;
  private watchRegistration = false;
  /** Bumped by every change on disk or to a config: every result id given before is stale. */
  private epoch = 0;
  /** The epoch of the last complete workspace run, and the files it reported. */
  private lastRun: number | undefined;
  private lastReported = new Set<string>();
  private readonly waiting = new Set<() => void>();
  private readonly thread: WorkspaceThread;

  constructor(private readonly host: PullHost<D>) {
    this.thread = new WorkspaceThread(host.setup);
  }

  /** What the client declared at initialize; the capability announced to it (only to a client that pulls). */
  initialize(capabilities: ClientCapabilities): Pick<ServerCapabilities, "diagnosticProvider"> {
    this.active = capabilities.textDocument?.diagnostic !== undefined;
    this.refreshSupport = capabilities.workspace?.diagnostics?.refreshSupport === true;
    this.watchRegistration = capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return this.active ? { diagnosticProvider: { identifier: DIAGNOSTIC_IDENTIFIER, interFileDependencies: true, workspaceDiagnostics: true } } : {};
  }

  /** Installs the handlers; once initialized, asks a pulling client to watch the JSON files (their changes re-run the workspace). */
  listen(): void {
    const { connection } = this.host;
    connection.languages.diagnostics.on((params, token) => this.document(params.textDocument.uri, params.previousResultId, token));
    // The partial results' reporter is there only when the client sent a partialResultToken (the library takes the token out of the params).
    connection.languages.diagnostics.onWorkspace((params, token, _done, progress) =>
      this.workspace(new Map(params.previousResultIds.map((p) => [p.uri, p.value])), token, progress ? (items) => progress.report({ items }) : undefined),
    );
    connection.onInitialized(() => {
      if (!this.active) return;
      if (this.watchRegistration) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.json" }] });
      // A client that pulls asks for the workspace's report soon: its thread loads the checker meanwhile.
      this.thread.start();
    });
  }

  /** A config or a file changed: every result is stale, a held workspace request runs again, and the client is asked to pull. */
  changed(): void {
    this.epoch++;
    for (const wake of this.waiting) wake();
    this.waiting.clear();
    if (this.active && this.refreshSupport) void this.host.connection.languages.diagnostics.refresh();
  }

  /** Ends the workspace's thread. */
  close(): void {
    this.thread.close();
  }

  private resultId(version: number): string {
    return `${this.epoch}:${version}`;
  }

  private async document(uri: string, previous: string | undefined, token: CancellationToken): Promise<DocumentDiagnosticReport | Refused> {
    const doc = this.host.documents.get(uri);
    // A document that is not open: the workspace's report has it when the config names it.
    if (!doc) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
    const id = this.resultId(doc.version);
    if (previous === id) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId: id };
    const epoch = this.epoch;
    const got = await this.host.diagnosticsOf(doc);
    if (token.isCancellationRequested) return cancelledError();
    if (!got) return failed("the document could not be checked");
    // Of an epoch a change has since ended: no result id (the next pull checks again).
    const report: DocumentDiagnosticReport = { kind: DocumentDiagnosticReportKind.Full, items: got.diagnostics as Diagnostic[] };
    return epoch === this.epoch ? { ...report, resultId: `${epoch}:${got.version}` } : report;
  }

  /** Resolves when something changed (or the request was cancelled). */
  private changeOrCancel(token: CancellationToken): Promise<void> {
    if (token.isCancellationRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = (): void => {
        this.waiting.delete(wake);
        listener.dispose();
        resolve();
      };
      const listener = token.onCancellationRequested(wake);
      this.waiting.add(wake);
    });
  }

  private async workspace(previous: ReadonlyMap<string, string>, token: CancellationToken, stream: ((items: WorkspaceDocumentDiagnosticReport[]) => void) | undefined): Promise<WorkspaceDiagnosticReport | Refused> {
    // Nothing changed since the last whole run the client already holds: the request is held
    // until something does (the client asks again as soon as it is answered).
    if (previous.size > 0 && this.lastRun === this.epoch) await this.changeOrCancel(token);
    if (token.isCancellationRequested) return cancelledError();
    const epoch = this.epoch;
    const all: WorkspaceDocumentDiagnosticReport[] = [];
    const send = (items: WorkspaceDocumentDiagnosticReport[]): void => {
      if (items.length === 0) return;
      if (stream) stream(items);
      else all.push(...items);
    };
    const reportOf = (uri: string, resultId: string, diagnostics: unknown, version: number | null): WorkspaceDocumentDiagnosticReport =>
      previous.get(uri) === resultId
        ? { kind: DocumentDiagnosticReportKind.Unchanged, uri, resultId, version }
        : { kind: DocumentDiagnosticReportKind.Full, uri, resultId, version, items: (diagnostics instanceof JsonBytes ? diagnostics.toJSON() : diagnostics) as Diagnostic[] };
    const reported = new Set<string>();
    const open: D[] = [];
    const answer = await this.thread.run(this.host.roots(), token, (items: WorkspaceItem[]) => {
      const out: WorkspaceDocumentDiagnosticReport[] = [];
      for (const item of items) {
        reported.add(item.uri);
        // An open document is reported from its open text, with its version.
        const doc = this.host.documents.get(item.uri);
        if (doc) open.push(doc);
        else out.push(reportOf(item.uri, item.resultId, item.diagnostics, null));
      }
      send(out);
    });
    if (answer instanceof ResponseError) return answer.code === LSPErrorCodes.RequestCancelled ? cancelledError() : failed(answer.message);
    for (const doc of open) {
      const got = await this.host.diagnosticsOf(doc);
      if (token.isCancellationRequested) return cancelledError();
      if (got) send([reportOf(doc.uri, this.resultId(got.version), got.diagnostics, got.version)]);
    }
    // A file the last run reported that this one did not (deleted, or no longer named): cleared.
    send([...this.lastReported].filter((uri) => !reported.has(uri)).map((uri) => ({ kind: DocumentDiagnosticReportKind.Full, uri, version: null, items: [] })));
    this.lastReported = reported;
    // A change during the run: the next request runs again at once.
    this.lastRun = epoch;
    return { items: stream ? [] : all };
  }
}
