// agentspec lsp: a language server over stdio (vscode-languageserver), a thin translation of the
// language service and of `check`'s diagnostics into LSP. Loaded only when the command runs.
import {
  CodeActionKind,
  CompletionItemKind,
  DiagnosticSeverity,
  InsertTextFormat,
  MarkupKind,
  ProposedFeatures,
  StreamMessageReader,
  StreamMessageWriter,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type DocumentSymbol,
  type Range,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { completionsAt, definitionAt, documentSymbols, fixesFor, fixText, hoverAt, referencesAt } from "../language/index.js";
import type { CompletionKind, DocumentSymbol as SpecSymbol, Fix } from "../language/index.js";
import type { Issue } from "../core/issue.js";
import { help, parse } from "./args.js";
import { documentChecker, type CheckedDocument, type DocumentChecker } from "../check/index.js";

/** Diagnostics wait this long after the last change: typing does not validate on every key. */
const DEBOUNCE_MS = 120;

const KINDS: Record<CompletionKind, CompletionItemKind> = {
  property: CompletionItemKind.Property,
  value: CompletionItemKind.EnumMember,
  node: CompletionItemKind.Reference,
  path: CompletionItemKind.Field,
  snippet: CompletionItemKind.Snippet,
};

function toDiagnostic(issue: Issue): Diagnostic {
  const start = issue.range?.start ?? { line: 1, column: 1 };
  const end = issue.range?.end ?? start;
  return {
    range: { start: { line: start.line - 1, character: start.column - 1 }, end: { line: end.line - 1, character: end.column - 1 } },
    severity: issue.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: issue.code,
    source: "agentspec",
    message: issue.message,
    // The issue itself, so a code action gets its fixes without validating again.
    data: issue,
  };
}

const rangeOf = (doc: TextDocument, from: number, to: number): Range => ({ start: doc.positionAt(from), end: doc.positionAt(to) });

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

const isIssue = (v: unknown): v is Issue => v !== null && typeof v === "object" && typeof (v as Issue).code === "string" && typeof (v as Issue).message === "string";

export async function run(args: readonly string[]): Promise<number> {
  // --stdio is what editors pass by habit; stdio is the only transport.
  const { values } = parse("lsp", args, { strict: { type: "boolean" }, stdio: { type: "boolean" } });
  if (values.help) return help("lsp");
  const strict = values.strict === true;
  const connection = createConnection(ProposedFeatures.all, new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout));
  const documents = new TextDocuments(TextDocument);
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  // One checker per open document: a keystroke inside a node checks that node again.
  // Each keeps the answer for the version it last checked: a code action on that version reuses it.
  const checkers = new Map<string, { checker: DocumentChecker; version?: number; checked?: CheckedDocument }>();
  const checkedOf = (doc: TextDocument): { checker: DocumentChecker; checked: CheckedDocument } => {
    let kept = checkers.get(doc.uri);
    if (!kept) checkers.set(doc.uri, (kept = { checker: documentChecker() }));
    if (kept.checked === undefined || kept.version !== doc.version) {
      // Told apart by name as `check` does: a test file gets the test-file checks, not a spec's.
      kept.checked = kept.checker.check(doc.getText(), { fileName: doc.uri, strict });
      kept.version = doc.version;
    }
    return { checker: kept.checker, checked: kept.checked };
  };
  const validate = (doc: TextDocument): void => {
    const { issues } = checkedOf(doc).checked;
    void connection.sendDiagnostics({ uri: doc.uri, version: doc.version, diagnostics: issues.map(toDiagnostic) });
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
    if (!doc) return [];
    // The fixes are a spec's: a test file or a bundle gets none (fix-all would add "version" to it).
    const { checker, checked } = checkedOf(doc);
    if (checked.kind !== "spec") return [];
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
          fresh ??= checked.issues;
          issue = fresh.find((i) => i.code === d.code && i.range?.start.line === d.range.start.line + 1 && i.range.start.column === d.range.start.character + 1);
        }
        if (issue) for (const fix of fixesFor(text, issue)) actions.push(toAction(doc, fix, d));
      }
    }
    // Fix-all runs only when some issue has a safe fix: a request on each move of the cursor costs nothing more.
    if (wants(CodeActionKind.SourceFixAll) && checked.issues.some((i) => fixesFor(text, i).some((f) => f.safe && f.preferred))) {
      const fixed = fixText(text, { strict, fileName: doc.uri }, checker, checked);
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
