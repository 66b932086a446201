// agentspec lsp: a language server over stdio (vscode-languageserver), a thin translation of the
// language service and of `check`'s diagnostics into LSP. Loaded only when the command runs.
import {
  CodeActionKind,
  CompletionItemKind,
  DiagnosticSeverity,
  InsertTextFormat,
  MarkupKind,
  AbstractMessageReader,
  ProposedFeatures,
  StreamMessageWriter,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type DataCallback,
  type Disposable,
  type DocumentSymbol,
  type Message,
  type MessageWriter,
  type Range,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { applyFixes, completionsAt, definitionAt, documentSymbols, fixesFor, hoverAt, referencesAt } from "../language/index.js";
import type { CompletionKind, DocumentSymbol as SpecSymbol, Fix } from "../language/index.js";
import type { Issue } from "../core/issue.js";
import { help, parse } from "./args.js";
import { checkFile, documentChecker } from "./document.js";
import { TEST_FILE_SUFFIX } from "../workflow/test-file.js";
import { FrameReader, Lifecycle } from "./lsp-protocol.js";

/** Diagnostics wait this long after the last change: typing does not validate on every key. */
const DEBOUNCE_MS = 120;

const KINDS: Record<CompletionKind, CompletionItemKind> = {
  property: CompletionItemKind.Property,
  value: CompletionItemKind.EnumMember,
  node: CompletionItemKind.Reference,
  path: CompletionItemKind.Field,
  snippet: CompletionItemKind.Snippet,
};

const rangeOf = (doc: TextDocument, from: number, to: number): Range => ({ start: doc.positionAt(from), end: doc.positionAt(to) });

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


function toSymbol(doc: TextDocument, s: SpecSymbol): DocumentSymbol {
  const symbol: DocumentSymbol = {
    name: s.name,
    kind: s.kind === "node" ? SymbolKind.Class : SymbolKind.Event,
    range: rangeOf(doc, s.from, s.to),
    selectionRange: rangeOf(doc, s.selectionFrom, s.selectionTo),
    children: s.children.map((c) => toSymbol(doc, c)),
  };
  if (s.detail !== undefined) symbol.detail = s.detail;
  return symbol;
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

export async function run(args: readonly string[]): Promise<number> {
  // --stdio is what editors pass by habit; stdio is the only transport.
  const { values } = parse("lsp", args, { strict: { type: "boolean" }, stdio: { type: "boolean" } });
  if (values.help) return help("lsp");
  const strict = values.strict === true;
  const writer = new StreamMessageWriter(process.stdout);
  const connection = createConnection(ProposedFeatures.all, new GuardedReader(process.stdin, writer), writer);
  const documents = new TextDocuments(TextDocument);
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  // One checker per open document: a keystroke inside a node checks that node again.
  const checkers = new Map<string, ReturnType<typeof documentChecker>>();
  const validate = (doc: TextDocument): void => {
    let check = checkers.get(doc.uri);
    if (!check) checkers.set(doc.uri, (check = documentChecker()));
    // Told apart by name as `check` does: a test file gets the test-file checks, not a spec's.
    const issues = check(doc.uri, doc.getText(), { strict }).issues;
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

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      completionProvider: { triggerCharacters: ['"', ":", " "] },
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      documentSymbolProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
    },
    serverInfo: { name: "agentspec" },
  }));

  documents.onDidOpen((e) => schedule(e.document, 0));
  documents.onDidChangeContent((e) => schedule(e.document, DEBOUNCE_MS));
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    pending.delete(e.document.uri);
    checkers.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onCompletion((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const text = doc.getText();
    const c = completionsAt(text, doc.offsetAt(params.position));
    const range = rangeOf(doc, c.from, c.to);
    return c.items.map((item, i): CompletionItem => {
      const out: CompletionItem = {
        label: item.label,
        kind: KINDS[item.kind],
        textEdit: { range, newText: item.insertText },
        insertTextFormat: item.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
        // The text typed so far starts with a quote when the item replaces a quoted token.
        filterText: text.slice(c.from, c.to).startsWith('"') ? `"${item.label}` : item.label,
        sortText: String(i).padStart(4, "0"),
      };
      if (item.detail !== undefined) out.detail = item.detail;
      if (item.documentation !== undefined) out.documentation = { kind: MarkupKind.Markdown, value: item.documentation };
      return out;
    });
  });

  connection.onHover((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return null;
    const h = hoverAt(doc.getText(), doc.offsetAt(params.position));
    return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: rangeOf(doc, h.from, h.to) } : null;
  });

  connection.onDefinition((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return null;
    const d = definitionAt(doc.getText(), doc.offsetAt(params.position));
    return d ? { uri: doc.uri, range: rangeOf(doc, d.from, d.to) } : null;
  });

  connection.onReferences((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    return referencesAt(doc.getText(), doc.offsetAt(params.position), { includeDeclaration: params.context.includeDeclaration }).map((r) => ({
      uri: doc.uri,
      range: rangeOf(doc, r.from, r.to),
    }));
  });

  connection.onDocumentSymbol((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? documentSymbols(doc.getText()).map((s) => toSymbol(doc, s)) : [];
  });

  connection.onCodeAction((params) => {
    const doc = documents.get(params.textDocument.uri);
    // The fixes are a spec's: a test file gets none (fix-all would add "version" to it).
    if (!doc || doc.uri.toLowerCase().endsWith(TEST_FILE_SUFFIX)) return [];
    const text = doc.getText();
    const only = params.context.only;
    const wants = (kind: string): boolean => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
    const actions: CodeAction[] = [];
    if (wants(CodeActionKind.QuickFix)) {
      // The diagnostics carry their issues; from a client that drops `data`, the issues are found again.
      let fresh: Issue[] | undefined;
      for (const d of params.context.diagnostics) {
        let issue = isIssue(d.data) ? d.data : undefined;
        if (!issue && d.source === "agentspec") {
          fresh ??= checkFile(doc.uri, text, { strict }).issues;
          issue = fresh.find((i) => i.code === d.code && i.range?.start.line === d.range.start.line + 1 && i.range.start.column === d.range.start.character + 1);
        }
        if (issue) for (const fix of fixesFor(text, issue)) actions.push(toAction(doc, fix, d));
      }
    }
    if (wants(CodeActionKind.SourceFixAll)) {
      const fixed = applyFixes(text, { strict });
      if (fixed.applied.length > 0) {
        actions.push({
          title: `Fix all safe issues (${fixed.applied.length})`,
          kind: CodeActionKind.SourceFixAll,
          edit: { changes: { [doc.uri]: [{ range: rangeOf(doc, 0, text.length), newText: fixed.text }] } },
        });
      }
    }
    return actions;
  });

  documents.listen(connection);
  connection.listen();
  // The server runs until the client sends exit; the connection ends the process then.
  return new Promise<number>(() => undefined);
}
