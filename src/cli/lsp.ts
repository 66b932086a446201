// agentspec lsp: a language server over stdio (vscode-languageserver), a thin translation of the
// language service and of `check`'s diagnostics into LSP. Loaded only when the command runs.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CodeActionKind,
  DocumentHighlightKind,
  FoldingRange,
  LSPErrorCodes,
  ResponseError,
  DiagnosticSeverity,
  MarkupKind,
  AbstractMessageReader,
  ProposedFeatures,
  StreamMessageWriter,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CancellationToken,
  type CodeAction,
  type ConnectionStrategy,
  type SelectionRange,
  type SymbolInformation,
  type TextEdit as LspTextEdit,
  type WorkspaceEdit,
  type Diagnostic,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageWriter,
  type Range,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { completionsAt, definitionAt, documentSymbols, fixesFor, fixText, hoverAt, referencesAt } from "../language/index.js";
import type { Fix, TextEdit } from "../language/index.js";
import { documentKind, documentKindOf, type DocumentKind } from "../language/document-kind.js";
import { minimalEdits } from "../language/edits.js";
import { configCompletionsAt, configHoverAt } from "../language/config.js";
import { highlightsAt, renameEdits, renameTargetAt, testFileRenameEdits } from "../language/rename.js";
import { foldingSpans, routeHints, selectionSpans } from "../language/structure.js";
import { readTree, stringOf } from "../language/tree.js";
import { formatText } from "./fmt.js";
import type { Issue } from "../core/issue.js";
import { help, parse } from "./args.js";
import { documentChecker, type CheckedDocument, type DocumentChecker } from "../check/index.js";
import { configIssues, documentSettings, isConfigUri } from "./lsp-config.js";
import { TEST_FILE_SUFFIX } from "../workflow/test-file.js";
import { FrameReader, Lifecycle } from "./lsp-protocol.js";
import { completionAnswer, rangeOf, takesListEditRange, toSymbol } from "./lsp-answers.js";

/** Diagnostics wait this long after the last change: typing does not validate on every key. */
const DEBOUNCE_MS = 120;

// Positions from offsets: the document's own line index, where a byte-order mark takes a column as
// the editor counts it (the command line's columns leave it out).
function toDiagnostic(doc: TextDocument, issue: Issue): Diagnostic {
  const from = issue.range?.start.offset ?? 0;
  return {
    range: rangeOf(doc, from, issue.range?.end.offset ?? from),
    severity: issue.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: issue.code,
    source: "agentspec",
    message: issue.message,
    // The issue itself, so a code action gets its fixes without validating again.
    data: issue,
  };
}

function toAction(doc: TextDocument, fix: Fix, diagnostic: Diagnostic): CodeAction {
  return {
    title: fix.safe ? fix.title : `${fix.title} (unsafe)`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: fix.safe && fix.preferred,
    edit: { changes: { [doc.uri]: fix.edits.map((e) => ({ range: rangeOf(doc, e.from, e.to), newText: e.insert })) } },
  };
}

/**
 * Reads stdin through the protocol guard: bad frames and requests out of the lifecycle are answered
 * here (with the writer the connection uses), the rest go to the connection.
 */
class GuardedReader extends AbstractMessageReader {
  constructor(
    private readonly input: NodeJS.ReadableStream,
    private readonly writer: MessageWriter,
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const frames = new FrameReader();
    const lifecycle = new Lifecycle();
    const onData = (chunk: Buffer | string): void => {
      for (const event of frames.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)) {
        if (event.kind === "answer") {
          void this.writer.write(event.answer as unknown as Message);
          continue;
        }
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


const isIssue = (v: unknown): v is Issue => v !== null && typeof v === "object" && typeof (v as Issue).code === "string" && typeof (v as Issue).message === "string";

const toLspEdits = (doc: TextDocument, edits: readonly TextEdit[]): LspTextEdit[] => edits.map((e) => ({ range: rangeOf(doc, e.from, e.to), newText: e.insert }));

const before = (a: { line: number; character: number }, b: { line: number; character: number }): boolean => a.line < b.line || (a.line === b.line && a.character < b.character);
/** Whether two ranges meet (touching counts: a cursor at a diagnostic's end is on it). */
const meets = (a: Range, b: Range): boolean => !before(a.end, b.start) && !before(b.end, a.start);

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

export async function run(args: readonly string[]): Promise<number> {
  // --stdio is what editors pass by habit; stdio is the only transport.
  const { values } = parse("lsp", args, { strict: { type: "boolean" }, stdio: { type: "boolean" }, config: { type: "string" }, "no-config": { type: "boolean" } });
  if (values.help) return help("lsp");
  const strict = values.strict === true;
  // Each document's settings from agentspec.config.json (from its folder up), read again when a config changed on disk.
  const settingsOf = documentSettings({ config: values.config, noConfig: values["no-config"] === true, strict });
  const writer = new StreamMessageWriter(process.stdout);
  const connection = createConnection(ProposedFeatures.all, new GuardedReader(process.stdin, writer), writer, { connectionStrategy: strategy });
  const documents = new TextDocuments(TextDocument);
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let roots: string[] = [];
  // Whether the client takes one edit range for a whole completion list (sent once, not per item).
  let listEditRange = false;

  // What each open document is (spec, bundle, test file, config, or not ours), per version. A kind
  // decided by the text's start (a root `nodes`) holds while that start is unchanged: a keystroke
  // further down does not read the text again.
  const kinds = new Map<string, { version: number; kind: DocumentKind; start?: string }>();
  const kindOf = (doc: TextDocument): DocumentKind => {
    const known = kinds.get(doc.uri);
    if (known?.version === doc.version) return known.kind;
    const text = doc.getText();
    if (known?.start !== undefined && text.startsWith(known.start)) {
      known.version = doc.version;
      return known.kind;
    }
    const { kind, read } = documentKindOf(doc.uri, text);
    kinds.set(doc.uri, read < text.length ? { version: doc.version, kind, start: text.slice(0, read) } : { version: doc.version, kind });
    return kind;
  };
  /** The open document, when it is a spec (the language features are a spec's). */
  const specDoc = (uri: string): TextDocument | undefined => {
    const doc = documents.get(uri);
    if (!doc) return undefined;
    const kind = kindOf(doc);
    return kind === "spec" || kind === "undecided" ? doc : undefined;
  };

  // One checker per open document: a keystroke inside a node checks that node again. Each keeps
  // the answer for the version it last checked: code actions on that version answer from it.
  const checkers = new Map<string, { checker: DocumentChecker; version?: number; checked?: CheckedDocument }>();
  // The checker's options for a document: its file name, and the strict and rules its config gives it.
  const optionsOf = (uri: string, settings = settingsOf(uri)) =>
    settings.rules === undefined ? { fileName: uri, strict: settings.strict } : { fileName: uri, strict: settings.strict, rules: settings.rules };
  const checkedOf = (doc: TextDocument): { checker: DocumentChecker; checked: CheckedDocument } => {
    let kept = checkers.get(doc.uri);
    if (!kept) checkers.set(doc.uri, (kept = { checker: documentChecker() }));
    if (kept.checked === undefined || kept.version !== doc.version) {
      // Told apart by name as `check` does: a test file gets the test-file checks, not a spec's.
      const settings = settingsOf(doc.uri);
      kept.checked = kept.checker.check(doc.getText(), optionsOf(doc.uri, settings));
      if (settings.broken) kept.checked = { ...kept.checked, valid: false, issues: [settings.broken, ...kept.checked.issues] };
      kept.version = doc.version;
    }
    return { checker: kept.checker, checked: kept.checked };
  };
  const validate = (doc: TextDocument): void => {
    clearTimeout(pending.get(doc.uri));
    pending.delete(doc.uri);
    const kind = kindOf(doc);
    // Not ours (or not yet): no diagnostics, and those published before are cleared.
    // A config file open in the editor gets the config's own findings.
    const issues = isConfigUri(doc.uri) ? configIssues(doc.getText()) : kind === "spec" || kind === "bundle" || kind === "test" ? checkedOf(doc).checked.issues : [];
    void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: issues.map((i) => toDiagnostic(doc, i)) });
  };
  const schedule = (doc: TextDocument, delay: number): void => {
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
    listEditRange = takesListEditRange(params.capabilities);
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
      },
      serverInfo: { name: "agentspec" },
    };
  });

  documents.onDidOpen((e) => schedule(e.document, 0));
  // A config saved, or changed on disk (the client watches files): every open document is checked again.
  const recheckAll = (): void => {
    for (const kept of checkers.values()) delete kept.version;
    for (const doc of documents.all()) schedule(doc, 0);
  };
  documents.onDidSave((e) => {
    if (isConfigUri(e.document.uri)) recheckAll();
  });
  connection.onDidChangeWatchedFiles(() => recheckAll());
  documents.onDidChangeContent((e) => schedule(e.document, DEBOUNCE_MS));
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    pending.delete(e.document.uri);
    checkers.delete(e.document.uri);
    kinds.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  /** The open document, when it is agentspec.config.json (completion and hover read the config's schema there). */
  const configDoc = (uri: string): TextDocument | undefined => {
    const doc = documents.get(uri);
    return doc && kindOf(doc) === "config" ? doc : undefined;
  };

  connection.onCompletion((params, token) => {
    const config = configDoc(params.textDocument.uri);
    const doc = config ?? specDoc(params.textDocument.uri);
    if (!doc || token.isCancellationRequested) return [];
    const text = doc.getText();
    return completionAnswer(doc, text, (config ? configCompletionsAt : completionsAt)(text, doc.offsetAt(params.position)), listEditRange);
  });

  connection.onHover((params, token) => {
    const config = configDoc(params.textDocument.uri);
    const doc = config ?? specDoc(params.textDocument.uri);
    if (!doc || token.isCancellationRequested) return null;
    const h = (config ? configHoverAt : hoverAt)(doc.getText(), doc.offsetAt(params.position));
    return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: rangeOf(doc, h.from, h.to) } : null;
  });

  connection.onDefinition((params, token) => {
    const doc = specDoc(params.textDocument.uri);
    if (!doc || token.isCancellationRequested) return null;
    const d = definitionAt(doc.getText(), doc.offsetAt(params.position));
    return d ? { uri: doc.uri, range: rangeOf(doc, d.from, d.to) } : null;
  });

  connection.onReferences((params, token) => {
    const doc = specDoc(params.textDocument.uri);
    if (!doc || token.isCancellationRequested) return [];
    return referencesAt(doc.getText(), doc.offsetAt(params.position), { includeDeclaration: params.context.includeDeclaration }).map((r) => ({
      uri: doc.uri,
      range: rangeOf(doc, r.from, r.to),
    }));
  });

  connection.onDocumentHighlight((params, token) => {
    const doc = specDoc(params.textDocument.uri);
    if (!doc || token.isCancellationRequested) return [];
    return highlightsAt(doc.getText(), doc.offsetAt(params.position)).map((h) => ({
      range: rangeOf(doc, h.from, h.to),
      kind: h.kind === "write" ? DocumentHighlightKind.Write : DocumentHighlightKind.Read,
    }));
  });

  connection.onDocumentSymbol((params, token) => {
    const doc = specDoc(params.textDocument.uri);
    return doc && !token.isCancellationRequested ? documentSymbols(doc.getText()).map((s) => toSymbol(doc, s)) : [];
  });

  connection.onFoldingRanges((params, token) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc || kindOf(doc) === "other" || token.isCancellationRequested) return [];
    const out: FoldingRange[] = [];
    for (const s of foldingSpans(doc.getText())) {
      const start = doc.positionAt(s.from).line;
      // The closing bracket's line stays shown.
      const end = doc.positionAt(s.to).line - 1;
      if (end > start) out.push(FoldingRange.create(start, end));
    }
    return out;
  });

  connection.onSelectionRanges((params, token) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc || kindOf(doc) === "other" || token.isCancellationRequested) return [];
    const text = doc.getText();
    return params.positions.map((p) => {
      let range: SelectionRange | undefined;
      for (const s of selectionSpans(text, doc.offsetAt(p))) range = range ? { range: rangeOf(doc, s.from, s.to), parent: range } : { range: rangeOf(doc, s.from, s.to) };
      return range ?? { range: { start: p, end: p } };
    });
  });

  connection.languages.inlayHint.on((params, token) => {
    const doc = specDoc(params.textDocument.uri);
    if (!doc || token.isCancellationRequested) return [];
    return routeHints(doc.getText(), doc.offsetAt(params.range.start), doc.offsetAt(params.range.end)).map((h) => ({
      position: doc.positionAt(h.at),
      label: h.label,
      tooltip: h.tooltip,
      paddingLeft: true,
      paddingRight: true,
    }));
  });

  connection.onCodeAction((params, token) => {
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = documents.get(params.textDocument.uri);
    // Specs, bundles and test files are fixed as `check --fix` fixes them (each by its own
    // issues: a bundle is never given a spec's "version"); the config and JSON that is not ours get none.
    const docKind = doc ? kindOf(doc) : undefined;
    if (!doc || (docKind !== "spec" && docKind !== "bundle" && docKind !== "test")) return [];
    const text = doc.getText();
    const only = params.context.only;
    const wants = (kind: string): boolean => (only ? only.some((k) => kind === k || kind.startsWith(`${k}.`)) : kind === CodeActionKind.QuickFix);
    const actions: CodeAction[] = [];
    // The document is checked only when an answer needs it (a diagnostic that lost its issue, or
    // fix-all): a request on a cursor move with no diagnostic there costs nothing.
    let kept: { checker: DocumentChecker; checked: CheckedDocument } | undefined;
    const check = (): { checker: DocumentChecker; checked: CheckedDocument } => (kept ??= checkedOf(doc));
    if (wants(CodeActionKind.QuickFix)) {
      // Only the diagnostics in the range asked about; their issues come with them or from the kept check.
      for (const d of params.context.diagnostics) {
        if (!meets(d.range, params.range)) continue;
        let issue = isIssue(d.data) ? d.data : undefined;
        if (!issue && d.source === "agentspec") {
          issue = check().checked.issues.find((i) => {
            if (i.code !== d.code || i.range === undefined) return false;
            const at = doc.positionAt(i.range.start.offset);
            return at.line === d.range.start.line && at.character === d.range.start.character;
          });
        }
        if (issue) for (const fix of fixesFor(text, issue)) actions.push(toAction(doc, fix, d));
      }
    }
    // Fix-all only when its kind is asked for (an editor asks on save, not on every cursor move),
    // and only when some issue has a safe fix.
    if (only && wants(CodeActionKind.SourceFixAll)) {
      const { checker, checked } = check();
      if (checked.kind !== "json" && checked.issues.some((i) => fixesFor(text, i).some((f) => f.safe && f.preferred))) {
        const fixed = fixText(text, optionsOf(doc.uri), checker, checked);
        if (fixed.applied.length > 0) {
          actions.push({
            title: `Fix all safe issues (${fixed.applied.length})`,
            kind: CodeActionKind.SourceFixAll,
            edit: { changes: { [doc.uri]: toLspEdits(doc, minimalEdits(text, fixed.text)) } },
          });
        }
      }
    }
    return actions;
  });

  /** The edits formatting a document (as `agentspec fmt`), or the error saying why it cannot be. */
  const formatEdits = (doc: TextDocument): TextEdit[] | ResponseError<void> => {
    const text = doc.getText();
    const formatted = formatText(text, [], doc.uri);
    if ("issues" in formatted) {
      const first = formatted.issues[0]!;
      const where = first.range ? `line ${first.range.start.line}, column ${first.range.start.column}: ` : "";
      return new ResponseError(LSPErrorCodes.RequestFailed, `the document cannot be formatted: ${where}${first.message}`);
    }
    return minimalEdits(text, formatted.output);
  };
  const formattable = (uri: string): TextDocument | undefined => {
    const doc = documents.get(uri);
    if (!doc) return undefined;
    const kind = kindOf(doc);
    return kind === "other" || kind === "undecided" ? undefined : doc;
  };

  connection.onDocumentFormatting((params, token) => {
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = formattable(params.textDocument.uri);
    if (!doc) return [];
    const edits = formatEdits(doc);
    return edits instanceof ResponseError ? edits : toLspEdits(doc, edits);
  });

  connection.onDocumentRangeFormatting((params, token) => {
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = formattable(params.textDocument.uri);
    if (!doc) return [];
    const edits = formatEdits(doc);
    if (edits instanceof ResponseError) return edits;
    // The edits of the whole document's formatting that lie inside the range.
    const from = doc.offsetAt(params.range.start);
    const to = doc.offsetAt(params.range.end);
    return toLspEdits(
      doc,
      edits.filter((e) => from <= e.from && e.to <= to),
    );
  });

  connection.onPrepareRename((params, token) => {
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = specDoc(params.textDocument.uri);
    if (!doc) return null;
    const target = renameTargetAt(doc.getText(), doc.offsetAt(params.position));
    if ("error" in target) return new ResponseError(LSPErrorCodes.RequestFailed, target.error);
    // The id without its quotes: what the user types over.
    return { range: rangeOf(doc, target.from + 1, target.to - 1), placeholder: target.id };
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
      if (!path || !doc.uri.toLowerCase().endsWith(TEST_FILE_SUFFIX)) continue;
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
    const stop = cancelled(token);
    if (stop) return stop;
    const doc = specDoc(params.textDocument.uri);
    if (!doc) return null;
    const renamed = renameEdits(doc.getText(), doc.offsetAt(params.position), params.newName);
    if ("error" in renamed) return new ResponseError(LSPErrorCodes.RequestFailed, renamed.error);
    const changes: WorkspaceEdit["changes"] = { [doc.uri]: toLspEdits(doc, renamed.edits) };
    const specPath = pathOf(doc.uri);
    if (specPath) {
      for (const t of await testFilesOf(specPath, token)) {
        const edits = testFileRenameEdits(t.text, renamed.id, params.newName);
        if (edits.length === 0) continue;
        const positions = t.doc ?? TextDocument.create(t.uri, "json", 0, t.text);
        changes[t.uri] = toLspEdits(positions, edits);
      }
    }
    return cancelled(token) ?? { changes };
  });

  connection.onWorkspaceSymbol(async (params, token) => {
    const query = params.query.toLowerCase();
    const out: SymbolInformation[] = [];
    const add = (uri: string, doc: TextDocument, path: string | undefined): void => {
      if (documentKind(uri, doc.getText()) !== "spec") return;
      const container = path && roots[0] ? relative(roots[0], path) : uri;
      for (const s of documentSymbols(doc.getText())) {
        if (query && !s.name.toLowerCase().includes(query)) continue;
        out.push({ name: s.name, kind: SymbolKind.Class, location: { uri, range: rangeOf(doc, s.selectionFrom, s.selectionTo) }, containerName: container });
      }
    };
    const seen = new Set<string>();
    for (const doc of documents.all()) {
      const path = pathOf(doc.uri);
      if (path) seen.add(path);
      add(doc.uri, doc, path);
    }
    for (const root of roots) {
      for await (const path of jsonFiles(root, token)) {
        if (seen.has(path)) continue;
        seen.add(path);
        try {
          const uri = pathToFileURL(path).href;
          add(uri, TextDocument.create(uri, "json", 0, await readFile(path, "utf8")), path);
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
