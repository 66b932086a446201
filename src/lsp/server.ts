// agentspec lsp: a language server over stdio (vscode-languageserver), a thin translation of the
// language service and of `check`'s diagnostics into LSP. Loaded only when the command runs.
// What a request answers about one document is features.ts's; a document of more than the
// worker threshold is kept and answered in a worker thread of its own (workers.ts), so its
// checks and long requests never hold up the requests on other documents.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  LSPErrorCodes,
  ResponseError,
  AbstractMessageReader,
  ProposedFeatures,
  StreamMessageWriter,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  CodeActionKind,
  createConnection,
  type CancellationToken,
  type ConnectionStrategy,
  type Diagnostic,
  type SymbolInformation,
  type WorkspaceEdit,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageWriter,
  type TextEdit as LspTextEdit,
  type TextDocumentContentChangeEvent,
} from "vscode-languageserver/node";
import { randomUUID } from "node:crypto";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { readTree, stringOf } from "../language/tree.js";
import { testFileRenameEdits } from "../language/rename.js";
import { documentSettings, isConfigUri } from "./config.js";
import { documentFeatures, toLspEdits, type NodeSymbol } from "./features.js";
import { EditedDocument } from "./text.js";
import { DocumentWorker, KeptDocument, WORKER_THRESHOLD } from "./workers.js";
import { LSP_ROLES, type WorkerSetup } from "./role.js";
import { takesListEditRange } from "./answers.js";
import { needsCheck } from "./routes.js";
import { TEST_FILE_SUFFIX } from "../workflow/test-file.js";
import { documentNotice, FrameReader, joined, Lifecycle, type DocumentNotice } from "./protocol.js";
import { spliceWriterOptions, type JsonBytes } from "./json.js";
import { PullDiagnostics } from "./pull.js";
import { TOKEN_LEGEND } from "./graph.js";
import { LENS_COMMANDS, TestLenses, type TestCasesAnswer } from "./lenses.js";
// Named import only: the bundled command carries the version, not the whole manifest.
import { version as VERSION } from "../../package.json";

/** Diagnostics wait this long after the last change: typing does not validate on every key. */
const DEBOUNCE_MS = 120;

/**
 * Reads stdin through the protocol guard: bad frames and requests out of the lifecycle are answered
 * here (with the writer the connection uses), the rest go to the connection.
 */
class GuardedReader extends AbstractMessageReader {
  constructor(
    private readonly input: NodeJS.ReadableStream,
    private readonly writer: MessageWriter,
    /**
     * Bodies of more bytes than `bytes` are not decoded here when their ends say they open or
     * change a document: `stand` gets the bytes and gives the small message handed on in their place.
     */
    private readonly large?: { bytes: number; stand(notice: DocumentNotice, body: readonly Uint8Array[]): Record<string, unknown> },
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const frames = new FrameReader(this.large ? { largeBody: this.large.bytes } : {});
    const lifecycle = new Lifecycle();
    const onData = (chunk: Buffer | string): void => {
      for (let event of frames.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)) {
        if (event.kind === "large") {
          const notice = documentNotice(event.body);
          if (notice && this.large) {
            const verdict = lifecycle.admit({ jsonrpc: "2.0", method: notice.method });
            if (verdict === undefined) callback(this.large.stand(notice, event.body) as unknown as Message);
            continue;
          }
          event = frames.parse(event.body);
        }
        if (event.kind === "answer") {
          void this.writer.write(event.answer as unknown as Message);
          continue;
        }
        if (event.kind !== "message") continue;
        const verdict = lifecycle.admit(event.message);
        if (verdict === undefined) callback(event.message as unknown as Message);
        else if (verdict !== "drop") void this.writer.write(verdict as unknown as Message);
      }
    };
    const onEnd = (): void => this.fireClose();
    const onError = (e: Error): void => this.fireError(e);
    this.input.on("data", onData);
    this.input.on("end", onEnd);
    this.input.on("error", onError);
    return {
      dispose: () => {
        this.input.off("data", onData);
        this.input.off("end", onEnd);
        this.input.off("error", onError);
      },
    };
  }
}

/** Answered instead of running a request that was cancelled while it waited in the queue. */
const cancelled = (token: CancellationToken): ResponseError<void> | undefined =>
  token.isCancellationRequested ? new ResponseError(LSPErrorCodes.RequestCancelled, "the request was cancelled") : undefined;

// Requests cancelled while they wait behind a long one are answered without running.
const strategy: ConnectionStrategy = {
  cancelUndispatched: (message) =>
    "id" in message && message.id !== null && message.id !== undefined
      ? { jsonrpc: "2.0", id: message.id as number | string, error: { code: LSPErrorCodes.RequestCancelled, message: "the request was cancelled before it ran" } }
      : undefined,
};

/** Folders not searched for test files and specs: dependencies, build output and hidden folders. */
const SKIP_DIR = (name: string): boolean => name === "node_modules" || name.startsWith(".");
/** At most this many files are read from disk for one workspace-wide request. */
const MAX_WORKSPACE_FILES = 5000;

async function* jsonFiles(root: string, token: CancellationToken): AsyncGenerator<string> {
  const stack = [root];
  let seen = 0;
  while (stack.length > 0) {
    if (token.isCancellationRequested) return;
    const dir = stack.pop()!;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIR(e.name)) stack.push(join(dir, e.name));
      } else if (e.isFile() && e.name.toLowerCase().endsWith(".json")) {
        if (++seen > MAX_WORKSPACE_FILES) return;
        yield join(dir, e.name);
      }
    }
  }
}

const pathOf = (uri: string): string | undefined => {
  try {
    return uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
  } catch {
    return undefined;
  }
};

/** The changes of a didChange's body (one that was not decoded as it came, being large). */
function changesIn(body: readonly Uint8Array[]): TextDocumentContentChangeEvent[] | undefined {
  try {
    const message = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(joined(body))) as { params?: { contentChanges?: unknown } };
    const changes = message.params?.contentChanges;
    return Array.isArray(changes) ? (changes as TextDocumentContentChangeEvent[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The requests that can take long (and code actions that ask for a kind, such as fix-all): on a
 * document kept here of more than JOB_SIZE characters, they run in a thread, to be cancellable.
 * Document symbols and folding ranges are not among them: editors ask for them after every
 * change, and a thread's copy of the text made them slower (symbols at 2,000 nodes: 111 ms
 * against 69 ms here, same run); on a document over the threshold they run in its threads anyway.
 */
const LONG_REQUESTS = new Set(["textDocument/formatting", "textDocument/rangeFormatting", "agentspec/renameInDocument", "agentspec/nodeSymbols"]);
/** 256 KiB: formatting that much takes about 150 ms. */
const JOB_SIZE = 256 * 1024;
/** The requests whose answers the server reads itself (to build a rename's or the workspace's answer), not sent as they are. */
const READ_HERE = new Set(["agentspec/renameInDocument", "agentspec/nodeSymbols", "agentspec/testCases"]);

/** The kinds of document whose checks find anything (the others get no diagnostics, and no check thread). */
const CHECKED_KINDS: ReadonlySet<string> = new Set(["spec", "bundle", "test"]);

/** An open document: its text here, or kept in a thread of its own. */
type Held = EditedDocument | KeptDocument;

/** How the command line starts the server. */
export interface ServerOptions {
  /** Strict mode for every document (the config may set it too). */
  strict: boolean;
  /** A config file named on the command line. */
  config: string | undefined;
  /** Whether every config is ignored. */
  noConfig: boolean;
  /** A document of more characters than this is kept in a thread of its own (0: every document). */
  workerThreshold?: number;
}

/** The language server on stdio: runs until the client sends exit. */
export async function serve(options: ServerOptions): Promise<number> {
  const { strict } = options;
  const threshold = options.workerThreshold ?? WORKER_THRESHOLD;
  const choice = { config: options.config, noConfig: options.noConfig, strict };
  // Each document's settings from agentspec.config.json (from its folder up), read again when a config changed on disk.
  const settingsOf = documentSettings(choice);
  // What the client takes (set at initialize, before any document is opened).
  const client = { listEditRange: false, codeLensRefresh: false };
  const features = documentFeatures(settingsOf, client);
  // Answers from a document's threads come as the bytes of their JSON: the writer puts them into
  // the message as they are (json.ts).
  const writer = new StreamMessageWriter(process.stdout, spliceWriterOptions());
  // A large didOpen or didChange is not decoded on this thread, nor joined: its bytes, in the pieces
  // they came in, move to the document's keeper, which reads them, and the connection gets a
  // stand-in whose text names them.
  const bodies = new Map<string, { uri: string; body: readonly Uint8Array[] }>();
  const mark = `\u0000agentspec-body:${randomUUID()}:`;
  let nextBody = 0;
  const stand = (notice: DocumentNotice, body: readonly Uint8Array[]): Record<string, unknown> => {
    const key = `${mark}${nextBody++}`;
    bodies.set(key, { uri: notice.uri, body });
    const textDocument = { uri: notice.uri, version: notice.version };
    return notice.method === "textDocument/didOpen"
      ? { jsonrpc: "2.0", method: notice.method, params: { textDocument: { ...textDocument, languageId: notice.languageId, text: key } } }
      : { jsonrpc: "2.0", method: notice.method, params: { textDocument, contentChanges: [{ text: key }] } };
  };
  /** The bytes a stand-in's text names (taken: each is read once). */
  const bodyOf = (text: string): readonly Uint8Array[] | undefined => {
    if (!text.startsWith(mark)) return undefined;
    const held = bodies.get(text);
    bodies.delete(text);
    return held?.body;
  };
  const reader = new GuardedReader(process.stdin, writer, { bytes: Math.max(threshold, 64 * 1024), stand });
  const connection = createConnection(ProposedFeatures.all, reader, writer, { connectionStrategy: strategy });
  /** A large body the keeper could not read: answered as the reader answers a body that is not JSON. */
  const refused = (message: string): void => void writer.write({ jsonrpc: "2.0", id: null, error: { code: -32700, message } } as unknown as Message);

  // A document of more than the threshold is kept in a thread of its own (workers.ts): here
  // only its name and version. One that grows over the threshold moves there; one that shrinks
  // stays there until it is closed. The threads run this very file (the command), told by their
  // workerData what to serve.
  const setup: Omit<WorkerSetup, "role"> = { ...choice, script: fileURLToPath(import.meta.url) };
  const documents = new TextDocuments<Held>({
    create(uri, languageId, version, text) {
      // Opened again without being closed (against the protocol): the threads of the old one end.
      const before = documents.get(uri);
      if (before instanceof KeptDocument) before.close();
      endJobs(uri);
      endChecks(uri);
      const body = bodyOf(text);
      if (body) return new KeptDocument(uri, languageId, version, { body }, setup, refused);
      return text.length > threshold ? new KeptDocument(uri, languageId, version, { text }, setup, refused) : new EditedDocument(uri, languageId, version, text);
    },
    update(doc, changes, version) {
      const only = changes.length === 1 ? changes[0]! : undefined;
      const body = only && !("range" in only) ? bodyOf(only.text) : undefined;
      if (doc instanceof KeptDocument) {
        if (body) doc.changeBody(body, version);
        else doc.change(changes, version);
        return doc;
      }
      // A large change to a document kept here (a paste): read here, then the document moves.
      const read = body ? changesIn(body) : changes;
      if (!read) {
        refused("the message body is not JSON, or not UTF-8");
        return doc;
      }
      const updated = doc.update(read, version);
      if (updated.getText().length <= threshold) {
        jobs.get(updated.uri)?.change(read, version);
        checks.get(updated.uri)?.change(read, version);
        return updated;
      }
      features.forget(updated.uri);
      endJobs(updated.uri);
      endChecks(updated.uri);
      return new KeptDocument(updated.uri, updated.languageId, updated.version, { text: updated.getText() }, setup, refused);
    },
  });
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let roots: string[] = [];

  // A thread of a document kept here (its compute or its check thread), started on first use with a
  // copy of the text as this thread holds it; closed when the document closes or is handed to a keeper.
  const threadOf = (threads: Map<string, DocumentWorker>, uri: string, role: Pick<WorkerSetup, "role" | "normalPriority">): DocumentWorker => {
    let worker = threads.get(uri);
    if (!worker) {
      const here = (): TextDocument | undefined => {
        const doc = documents.get(uri);
        return doc instanceof KeptDocument ? undefined : doc;
      };
      threads.set(uri, (worker = new DocumentWorker(here, { ...setup, ...role })));
    }
    return worker;
  };
  const endThread = (threads: Map<string, DocumentWorker>, uri: string): void => {
    threads.get(uri)?.close();
    threads.delete(uri);
  };

  // The long requests on a document kept here but of more than JOB_SIZE characters run in a
  // compute thread of the document's own (a copy of the text, kept up to date), so that a
  // cancellation stops them while they run; the document's checks and short requests stay here.
  const jobs = new Map<string, DocumentWorker>();
  const jobsOf = (uri: string): DocumentWorker => threadOf(jobs, uri, { role: LSP_ROLES.compute });
  const endJobs = (uri: string): void => endThread(jobs, uri);

  // The checks of a document kept here but of more than JOB_SIZE characters run in a thread of the
  // document's own (a copy of the text, kept up to date, and a checker that checks again only what
  // an edit changed), started after its first check here: a request that comes after a change is
  // answered here from the changed text without waiting for the check. It runs at the process's
  // priority: its diagnostics are what the editor waits for.
  const checks = new Map<string, DocumentWorker>();
  const startChecks = (uri: string): DocumentWorker => threadOf(checks, uri, { role: LSP_ROLES.compute, normalPriority: true });
  const endChecks = (uri: string): void => endThread(checks, uri);
  const isLong = (method: string, params: unknown): boolean =>
    LONG_REQUESTS.has(method) || (method === "textDocument/codeAction" && (params as { context?: { only?: unknown } }).context?.only !== undefined);

  /**
   * A request's answer about its document: from the document's threads, or computed here. What a
   * thread answers for the client comes as the bytes of its JSON (written out as they are); what
   * the server reads itself (READ_HERE) as a value.
   */
  const answer = (method: string, uri: string, params: unknown, token: CancellationToken): unknown => {
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = documents.get(uri);
    const bytes = !READ_HERE.has(method);
    if (doc instanceof KeptDocument) return doc.request(method, params, token, bytes);
    // What needs the document's check goes where the check is kept up to date.
    const checked = checks.get(uri);
    if (checked && needsCheck(method, params)) return checked.request(method, params, token, bytes);
    if (doc && doc.getText().length > JOB_SIZE && isLong(method, params)) return jobsOf(uri).request(method, params, token, bytes);
    return features.requests[method]!(doc, params);
  };

  const validate = (doc: Held): void => {
    clearTimeout(pending.get(doc.uri));
    pending.delete(doc.uri);
    if (!(doc instanceof KeptDocument)) {
      const thread = checks.get(doc.uri);
      if (!thread) {
        void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: features.diagnostics(doc) });
        // A large document's next checks run in its thread, which checks it once now (untimed: its
        // checker then checks again only what the next edits change). JSON that is not ours gets none.
        if (doc.getText().length > JOB_SIZE && CHECKED_KINDS.has(features.kindOf(doc))) void startChecks(doc.uri).check();
        return;
      }
      void thread.check().then((checked) => {
        // As for a large document: a check of a version the editor has since changed is never published.
        if (!checked || documents.get(doc.uri) !== doc || doc.version !== checked.version) return;
        void connection.sendDiagnostics({ uri: doc.uri, version: checked.version, diagnostics: checked.diagnostics as unknown as Diagnostic[] });
      });
      return;
    }
    void doc.check().then((checked) => {
      // A check of a version the editor has since changed is never published: the check of the
      // new version follows (its change scheduled it).
      if (!checked || documents.get(doc.uri) !== doc || doc.version !== checked.version) return;
      // The diagnostics are the bytes of their JSON, written into the notification as they are.
      void connection.sendDiagnostics({ uri: doc.uri, version: checked.version, diagnostics: checked.diagnostics as unknown as Diagnostic[] });
    });
  };
  // Pull diagnostics (pull.ts): a client that pulls is never pushed to.
  const pull = new PullDiagnostics<Held>({
    connection,
    documents,
    roots: () => roots,
    setup,
    diagnosticsOf: async (doc): Promise<{ version: number; diagnostics: Diagnostic[] | JsonBytes } | undefined> =>
      doc instanceof KeptDocument ? doc.check() : { version: doc.version, diagnostics: features.diagnostics(doc) },
  });
  pull.listen();
  const schedule = (doc: Held, delay: number): void => {
    if (pull.active) return;
    clearTimeout(pending.get(doc.uri));
    pending.set(
      doc.uri,
      setTimeout(() => {
        pending.delete(doc.uri);
        const current = documents.get(doc.uri);
        if (current) validate(current);
      }, delay),
    );
  };

  connection.onInitialize((params) => {
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    roots = folders.map(pathOf).filter((p): p is string => p !== undefined);
    client.listEditRange = setup.listEditRange = takesListEditRange(params.capabilities);
    client.codeLensRefresh = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: ['"', ":", " "] },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        documentSymbolProvider: true,
        documentHighlightProvider: true,
        workspaceSymbolProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        renameProvider: { prepareProvider: true },
        foldingRangeProvider: true,
        selectionRangeProvider: true,
        inlayHintProvider: true,
        // The spec as a graph (graph.ts) and the test files' lenses (lenses.ts).
        callHierarchyProvider: true,
        semanticTokensProvider: { legend: TOKEN_LEGEND, full: true, range: true },
        linkedEditingRangeProvider: true,
        documentLinkProvider: { resolveProvider: false },
        codeLensProvider: { resolveProvider: false },
        executeCommandProvider: { commands: Object.values(LENS_COMMANDS) },
        ...pull.initialize(params.capabilities),
      },
      serverInfo: { name: "agentspec", version: VERSION },
    };
  });

  documents.onDidOpen((e) => schedule(e.document, 0));
  // A config saved, or changed on disk (the client watches files): every open document is checked again.
  const recheckAll = (): void => {
    features.stale();
    pull.changed();
    for (const worker of jobs.values()) worker.stale();
    for (const worker of checks.values()) worker.stale();
    for (const doc of documents.all()) {
      if (doc instanceof KeptDocument) doc.stale();
      schedule(doc, 0);
    }
  };
  documents.onDidSave((e) => {
    if (isConfigUri(e.document.uri)) recheckAll();
  });
  connection.onDidChangeWatchedFiles(() => recheckAll());
  documents.onDidChangeContent((e) => schedule(e.document, DEBOUNCE_MS));
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    pending.delete(e.document.uri);
    features.forget(e.document.uri);
    lenses.forget(e.document.uri);
    endJobs(e.document.uri);
    endChecks(e.document.uri);
    if (e.document instanceof KeptDocument) e.document.close();
    for (const [key, held] of bodies) if (held.uri === e.document.uri) bodies.delete(key);
    if (!pull.active) void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  // The requests about one document: each is answered where the document is kept.
  connection.onCompletion((params, token) => answer("textDocument/completion", params.textDocument.uri, params, token) as never);
  connection.onHover((params, token) => answer("textDocument/hover", params.textDocument.uri, params, token) as never);
  connection.onDefinition((params, token) => answer("textDocument/definition", params.textDocument.uri, params, token) as never);
  connection.onReferences((params, token) => answer("textDocument/references", params.textDocument.uri, params, token) as never);
  connection.onDocumentHighlight((params, token) => answer("textDocument/documentHighlight", params.textDocument.uri, params, token) as never);
  connection.onDocumentSymbol((params, token) => answer("textDocument/documentSymbol", params.textDocument.uri, params, token) as never);
  connection.onFoldingRanges((params, token) => answer("textDocument/foldingRange", params.textDocument.uri, params, token) as never);
  connection.onSelectionRanges((params, token) => answer("textDocument/selectionRange", params.textDocument.uri, params, token) as never);
  connection.languages.inlayHint.on((params, token) => answer("textDocument/inlayHint", params.textDocument.uri, params, token) as never);
  connection.onCodeAction((params, token) => answer("textDocument/codeAction", params.textDocument.uri, params, token) as never);
  connection.onDocumentFormatting((params, token) => answer("textDocument/formatting", params.textDocument.uri, params, token) as never);
  connection.onDocumentRangeFormatting((params, token) => answer("textDocument/rangeFormatting", params.textDocument.uri, params, token) as never);
  connection.onPrepareRename((params, token) => answer("textDocument/prepareRename", params.textDocument.uri, params, token) as never);
  connection.languages.callHierarchy.onPrepare((params, token) => answer("textDocument/prepareCallHierarchy", params.textDocument.uri, params, token) as never);
  connection.languages.callHierarchy.onIncomingCalls((params, token) => answer("callHierarchy/incomingCalls", params.item.uri, params, token) as never);
  connection.languages.callHierarchy.onOutgoingCalls((params, token) => answer("callHierarchy/outgoingCalls", params.item.uri, params, token) as never);
  connection.languages.semanticTokens.on((params, token) => answer("textDocument/semanticTokens/full", params.textDocument.uri, params, token) as never);
  connection.languages.semanticTokens.onRange((params, token) => answer("textDocument/semanticTokens/range", params.textDocument.uri, params, token) as never);
  connection.languages.onLinkedEditingRange((params, token) => answer("textDocument/linkedEditingRange", params.textDocument.uri, params, token) as never);
  connection.onDocumentLinks((params, token) => answer("textDocument/documentLink", params.textDocument.uri, params, token) as never);

  // A test file's lenses run it (or one case) as `agentspec test` does, on the open text.
  const lenses = new TestLenses(setup.script, settingsOf, (uri) => {
    const doc = documents.get(uri);
    return doc && !(doc instanceof KeptDocument) ? { text: doc.getText(), version: doc.version } : undefined;
  });
  connection.onCodeLens(async (params, token) => {
    const doc = documents.get(params.textDocument.uri);
    const found = (await answer("agentspec/testCases", params.textDocument.uri, params, token)) as TestCasesAnswer | null | ResponseError<void>;
    if (found instanceof ResponseError) return found;
    return doc ? lenses.lenses(doc.uri, doc.version, found) : [];
  });
  connection.onExecuteCommand(async (params) => {
    if (!(Object.values(LENS_COMMANDS) as string[]).includes(params.command)) return new ResponseError(LSPErrorCodes.RequestFailed, `unknown command "${params.command}"`);
    let verdict;
    try {
      verdict = await lenses.run(params.command, params.arguments?.[0] as { uri?: unknown; index?: unknown } | undefined);
    } catch (error) {
      return new ResponseError(LSPErrorCodes.RequestFailed, error instanceof Error ? error.message : String(error));
    }
    void connection.sendNotification("window/showMessage", { type: verdict.passed ? 3 : 2, message: `agentspec test: ${verdict.message}` });
    if (client.codeLensRefresh) void connection.sendRequest("workspace/codeLens/refresh").catch(() => undefined);
    return verdict;
  });

  /** The test files in the workspace (open or on disk) whose `spec` is the file at `specPath`. */
  async function testFilesOf(specPath: string, token: CancellationToken): Promise<{ uri: string; text: string; doc?: TextDocument }[]> {
    const out: { uri: string; text: string; doc?: TextDocument }[] = [];
    const seen = new Set<string>();
    const consider = (path: string, text: string, doc?: TextDocument): void => {
      const spec = stringOf(readTree(text), "spec");
      if (spec === undefined || resolve(dirname(path), spec) !== specPath) return;
      out.push(doc ? { uri: doc.uri, text, doc } : { uri: pathToFileURL(path).href, text });
    };
    for (const doc of documents.all()) {
      const path = pathOf(doc.uri);
      // A test file of more than the worker threshold is read from disk below (its open text is in its thread).
      if (!path || !doc.uri.toLowerCase().endsWith(TEST_FILE_SUFFIX) || doc instanceof KeptDocument) continue;
      seen.add(path);
      consider(path, doc.getText(), doc);
    }
    for (const root of roots) {
      for await (const path of jsonFiles(root, token)) {
        if (seen.has(path) || !path.toLowerCase().endsWith(TEST_FILE_SUFFIX)) continue;
        seen.add(path);
        try {
          consider(path, await readFile(path, "utf8"));
        } catch {
          // A file that cannot be read is not renamed in.
        }
      }
    }
    return out;
  }

  connection.onRenameRequest(async (params, token) => {
    // The spec's own edits where the spec is kept, then the test files that name it.
    const renamed = (await answer("agentspec/renameInDocument", params.textDocument.uri, params, token)) as ResponseError<void> | { id: string; edits: LspTextEdit[] } | null;
    if (renamed === null || renamed instanceof ResponseError) return renamed;
    const changes: WorkspaceEdit["changes"] = { [params.textDocument.uri]: renamed.edits };
    const specPath = pathOf(params.textDocument.uri);
    if (specPath) {
      for (const t of await testFilesOf(specPath, token)) {
        const edits = testFileRenameEdits(t.text, renamed.id, params.newName);
        if (edits.length === 0) continue;
        const positions = t.doc ?? new EditedDocument(t.uri, "json", 0, t.text);
        changes[t.uri] = toLspEdits(positions, edits);
      }
    }
    return cancelled(token) ?? { changes };
  });

  connection.onWorkspaceSymbol(async (params, token) => {
    const query = params.query.toLowerCase();
    const out: SymbolInformation[] = [];
    const add = (uri: string, symbols: NodeSymbol[], path: string | undefined): void => {
      const container = path && roots[0] ? relative(roots[0], path) : uri;
      for (const s of symbols) out.push({ name: s.name, kind: SymbolKind.Class, location: { uri, range: s.range }, containerName: container });
    };
    const seen = new Set<string>();
    for (const doc of documents.all()) {
      const path = pathOf(doc.uri);
      if (path) seen.add(path);
      // A document kept in a worker gives its nodes from there.
      const symbols = await answer("agentspec/nodeSymbols", doc.uri, { query }, token);
      if (symbols instanceof ResponseError) return symbols;
      add(doc.uri, symbols as NodeSymbol[], path);
    }
    const nodeSymbols = features.requests["agentspec/nodeSymbols"]!;
    for (const root of roots) {
      for await (const path of jsonFiles(root, token)) {
        if (seen.has(path)) continue;
        seen.add(path);
        try {
          const uri = pathToFileURL(path).href;
          add(uri, nodeSymbols(new EditedDocument(uri, "json", 0, await readFile(path, "utf8")), { query }) as NodeSymbol[], path);
        } catch {
          // A file that cannot be read has no symbols.
        }
      }
    }
    return cancelled(token) ?? out;
  });

  documents.listen(connection);
  connection.listen();
  // The server runs until the client sends exit; the connection ends the process then.
  return new Promise<number>(() => undefined);
}
