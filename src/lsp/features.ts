// What `agentspec lsp` answers about one document, as functions of that document and the request's
// params: the same code runs on the server's thread (documents under the worker threshold) and in
// a document's worker (lsp-worker.ts), so a request gets the same answer wherever it runs.
import {
  CodeActionKind,
  DiagnosticSeverity,
  DocumentHighlightKind,
  FoldingRange,
  LSPErrorCodes,
  MarkupKind,
  ResponseError,
  type CodeAction,
  type Diagnostic,
  type Range,
  type SelectionRange,
  type TextEdit as LspTextEdit,
} from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { documentChecker, type CheckedDocument, type DocumentChecker } from "../check/index.js";
import type { Issue } from "../core/issue.js";
import { completionsAt, definitionAt, documentSymbols, fixesFor, fixText, hoverAt, referencesAt } from "../language/index.js";
import type { Fix, TextEdit } from "../language/index.js";
import { documentKind, documentKindOf, type DocumentKind } from "../language/document-kind.js";
import { minimalEdits } from "../language/edits.js";
import { highlightsAt, renameEdits, renameTargetAt } from "../language/rename.js";
import { foldingSpans, routeHints, selectionSpans } from "../language/structure.js";
import type { IndexedItem } from "../language/spec-index.js";
import { formatText } from "../format/index.js";
import { configIssues, isConfigUri, type DocumentSettings } from "./config.js";
import { countByCode, hiddenCodes } from "../workspace/suppressions.js";
import { testSpecFindings } from "../workspace/test-spec.js";
import { fileURLToPath } from "node:url";
import { applyRuleSettings } from "../core/severity.js";
import { sortIssues } from "../core/order.js";
import { locateTestFindings } from "../workflow/test-file.js";
import { configCompletionsAt, configHoverAt } from "../language/config.js";
import { completionAnswer, outlineAnswer, rangeOf, type OutlineEntry } from "./answers.js";
import { graphRequests } from "./graph.js";
import { EditedDocument } from "./text.js";
import type { MappedSpan } from "./edit-log.js";

export { rangeOf };


// Positions from offsets: the document's own line index, where a byte-order mark takes a column as
// the editor counts it (the command line's columns leave it out).
export function toDiagnostic(doc: TextDocument, issue: Issue): Diagnostic {
  const from = issue.range?.start.offset ?? 0;
  return {
    range: rangeOf(doc, from, issue.range?.end.offset ?? from),
    severity: issue.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: issue.code,
    source: "agentspec",
    message: issue.message,
    // The issue itself, so a code action gets its fixes without validating again, and the version
    // it is of, so that a code action after later edits finds its place in the text (followIssue).
    data: { ...issue, documentVersion: doc.version },
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

/** The version of the document an issue sent with a diagnostic was found in (none from an older server, or a client's own). */
const versionOf = (issue: Issue): number | undefined => {
  const v = (issue as { documentVersion?: unknown }).documentVersion;
  return typeof v === "number" ? v : undefined;
};

/** An issue's span in the current text, mapped through the edits since its version; undefined when they are not known. */
function mappedRange(doc: TextDocument, issue: Issue): MappedSpan | undefined {
  const version = versionOf(issue);
  const range = issue.range;
  if (version === undefined || range === undefined) return undefined;
  if (version === doc.version) return { from: range.start.offset, to: range.end.offset, touched: false };
  return doc instanceof EditedDocument ? doc.edits.map(version, range.start.offset, range.end.offset, doc.version) : undefined;
}

/**
 * An issue of an earlier version of the document at its place in the current text: the same issue
 * with its offsets moved through the edits since (its fixes are then the current text's). "lost"
 * when an edit reached into its span (the text it was about may be gone: the current check says)
 * or the edits since its version are not known; undefined when it is of the current version.
 */
function followIssue(doc: TextDocument, issue: Issue): Issue | "lost" | undefined {
  const version = versionOf(issue);
  if (version === undefined || version === doc.version || issue.range === undefined) return undefined;
  const mapped = mappedRange(doc, issue);
  if (!mapped || mapped.touched) return "lost";
  // Lines and columns as the checker counts them (1-based; a byte-order mark takes no column).
  const bom = doc.getText().charCodeAt(0) === 0xfeff ? 1 : 0;
  const at = (offset: number): { offset: number; line: number; column: number } => {
    const p = doc.positionAt(offset);
    return { offset, line: p.line + 1, column: p.character + 1 - (p.line === 0 ? bom : 0) };
  };
  return { ...issue, range: { start: at(mapped.from), end: at(mapped.to) } };
}

const isIssue = (v: unknown): v is Issue => v !== null && typeof v === "object" && typeof (v as Issue).code === "string" && typeof (v as Issue).message === "string";

export const toLspEdits = (doc: TextDocument, edits: readonly TextEdit[]): LspTextEdit[] => edits.map((e) => ({ range: rangeOf(doc, e.from, e.to), newText: e.insert }));

const before = (a: { line: number; character: number }, b: { line: number; character: number }): boolean => a.line < b.line || (a.line === b.line && a.character < b.character);
/** Whether two ranges meet (touching counts: a cursor at a diagnostic's end is on it). */
const meets = (a: Range, b: Range): boolean => !before(a.end, b.start) && !before(b.end, a.start);

/** A request's params as the handlers read them (the protocol's types, loosely: they come from a worker's message too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Params = any;

/** The answer to one request about one document: a result, or the error to answer with. */
export type Answer = unknown;

/** The requests answered from one document (by LSP method; `agentspec/*` are the server's own parts of a request). */
export type DocumentRequest = (doc: TextDocument | undefined, params: Params) => Answer;

/** A node of a spec as a workspace symbol (its container is the caller's). */
export interface NodeSymbol {
  name: string;
  range: Range;
}

/** The per-document state (kinds, checkers) and the answers computed from it. */
export interface DocumentFeatures {
  kindOf(doc: TextDocument): DocumentKind;
  /** The diagnostics of the document's current version. */
  diagnostics(doc: TextDocument): Diagnostic[];
  /** Drops what is kept for a closed document. */
  forget(uri: string): void;
  /** Marks every kept check stale (a config changed): the next request checks again. */
  stale(): void;
  readonly requests: Readonly<Record<string, DocumentRequest>>;
}

/**
 * A test file's checks against the spec it names (read from disk, as `check` reads it), added to
 * its own: the findings `agentspec test` reports before running cases. Only for a file on disk
 * (its spec is named relative to its folder).
 */
function withSpecChecks(doc: TextDocument, checked: CheckedDocument, settings: DocumentSettings): CheckedDocument {
  if (!doc.uri.startsWith("file:")) return checked;
  const against = testSpecFindings(fileURLToPath(doc.uri), false, checked.value, new Map());
  if (against.findings.length === 0) return checked;
  const placed = locateTestFindings(doc.getText(), against.findings);
  const issues = sortIssues([...checked.issues, ...(settings.rules === undefined ? placed : applyRuleSettings(placed, settings.rules))], undefined);
  return { ...checked, valid: !issues.some((i) => i.severity === "error"), issues };
}

/** Whether a text is a whole JSON value (a byte-order mark aside). */
function isJsonValue(text: string): boolean {
  try {
    JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

/** The per-document answers, with the settings each document's config gives it. */
export function documentFeatures(settingsOf: (uri: string) => DocumentSettings, client: { readonly listEditRange: boolean } = { listEditRange: false }): DocumentFeatures {
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
    const { kind: found, read } = documentKindOf(doc.uri, text);
    // A document the config's `files` name is a spec while nothing in it says so yet: empty, or
    // half-typed (not yet a JSON value). Whole JSON that is not ours (a package.json) stays other, as `check` skips it.
    const configured = (found === "undecided" || found === "other") && settingsOf(doc.uri).configured === true;
    const kind = configured && (found === "undecided" || !isJsonValue(text)) ? "spec" : found;
    kinds.set(doc.uri, read < text.length ? { version: doc.version, kind, start: text.slice(0, read) } : { version: doc.version, kind });
    return kind;
  };
  /** The document, when it is a spec (the language features are a spec's). */
  const specDoc = (doc: TextDocument | undefined): TextDocument | undefined => {
    if (!doc) return undefined;
    const kind = kindOf(doc);
    return kind === "spec" || kind === "undecided" ? doc : undefined;
  };
  /** The document, when it is agentspec.config.json (completion and hover read the config's schema there). */
  const configDoc = (doc: TextDocument | undefined): TextDocument | undefined => (doc && kindOf(doc) === "config" ? doc : undefined);

  // One checker per open document: a keystroke inside a node checks that node again. Each keeps
  // the answer for the version it last checked: code actions on that version answer from it.
  const checkers = new Map<string, { checker: DocumentChecker; version?: number; checked?: CheckedDocument }>();
  // The checker's options for a document: its file name, and the strict and rules its config gives it.
  const optionsOf = (uri: string, settings = settingsOf(uri)) => ({
    fileName: uri,
    strict: settings.strict,
    ...(settings.rules === undefined ? {} : { rules: settings.rules }),
    ...(settings.policies === undefined ? {} : { policies: settings.policies }),
  });
  const checkedOf = (doc: TextDocument): { checker: DocumentChecker; checked: CheckedDocument } => {
    let kept = checkers.get(doc.uri);
    if (!kept) checkers.set(doc.uri, (kept = { checker: documentChecker() }));
    if (kept.checked === undefined || kept.version !== doc.version) {
      // Told apart by name as `check` does: a test file gets the test-file checks, not a spec's.
      const settings = settingsOf(doc.uri);
      kept.checked = kept.checker.check(doc.getText(), optionsOf(doc.uri, settings));
      if (kept.checked.kind === "test") kept.checked = withSpecChecks(doc, kept.checked, settings);
      if (settings.broken) kept.checked = { ...kept.checked, valid: false, issues: [settings.broken, ...kept.checked.issues] };
      kept.version = doc.version;
    }
    return { checker: kept.checker, checked: kept.checked };
  };

  // The outline's entries, each kept with its node's index item (lsp-answers.ts, outlineAnswer).
  const outline = new WeakMap<IndexedItem, OutlineEntry>();

  const diagnostics = (doc: TextDocument): Diagnostic[] => {
    const kind = kindOf(doc);
    // Not ours (or not yet): no diagnostics, and those published before are cleared.
    // A config file open in the editor gets the config's own findings.
    if (isConfigUri(doc.uri)) return configIssues(doc.getText()).map((i) => toDiagnostic(doc, i));
    if (kind !== "spec" && kind !== "bundle" && kind !== "test") return [];
    // What `check` shows: nothing for a document the config ignores, and no finding the repository's suppressions accept.
    const settings = settingsOf(doc.uri);
    if (settings.ignored === true) return [];
    let issues = checkedOf(doc).checked.issues;
    if (settings.suppressed) {
      const hidden = hiddenCodes(settings.suppressed, countByCode(issues));
      if (hidden.size > 0) issues = issues.filter((i) => !hidden.has(i.code));
    }
    return issues.map((i) => toDiagnostic(doc, i));
  };

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
  const formattable = (doc: TextDocument | undefined): TextDocument | undefined => {
    if (!doc) return undefined;
    const kind = kindOf(doc);
    return kind === "other" || kind === "undecided" ? undefined : doc;
  };

  const requests: Record<string, DocumentRequest> = {
    // Call hierarchy, semantic tokens, linked editing, document links, a test file's cases (graph.ts).
    ...graphRequests(kindOf),

    "textDocument/completion": (d, params) => {
      const config = configDoc(d);
      const doc = config ?? specDoc(d);
      if (!doc) return [];
      const text = doc.getText();
      const cursor = doc.offsetAt(params.position);
      return completionAnswer(doc, text, (config ? configCompletionsAt : completionsAt)(text, cursor), cursor, client.listEditRange);
    },

    "textDocument/hover": (d, params) => {
      const config = configDoc(d);
      const doc = config ?? specDoc(d);
      if (!doc) return null;
      const h = (config ? configHoverAt : hoverAt)(doc.getText(), doc.offsetAt(params.position));
      return h ? { contents: { kind: MarkupKind.Markdown, value: h.markdown }, range: rangeOf(doc, h.from, h.to) } : null;
    },

    "textDocument/definition": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const found = definitionAt(doc.getText(), doc.offsetAt(params.position));
      return found ? { uri: doc.uri, range: rangeOf(doc, found.from, found.to) } : null;
    },

    "textDocument/references": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return [];
      return referencesAt(doc.getText(), doc.offsetAt(params.position), { includeDeclaration: params.context.includeDeclaration }).map((r) => ({
        uri: doc.uri,
        range: rangeOf(doc, r.from, r.to),
      }));
    },

    "textDocument/documentHighlight": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return [];
      return highlightsAt(doc.getText(), doc.offsetAt(params.position)).map((h) => ({
        range: rangeOf(doc, h.from, h.to),
        kind: h.kind === "write" ? DocumentHighlightKind.Write : DocumentHighlightKind.Read,
      }));
    },

    "textDocument/documentSymbol": (d) => {
      const doc = specDoc(d);
      return doc ? outlineAnswer(doc, doc.getText(), outline) : [];
    },

    "textDocument/foldingRange": (doc) => {
      if (!doc || kindOf(doc) === "other") return [];
      const out: FoldingRange[] = [];
      for (const s of foldingSpans(doc.getText())) {
        const start = doc.positionAt(s.from).line;
        // The closing bracket's line stays shown.
        const end = doc.positionAt(s.to).line - 1;
        if (end > start) out.push(FoldingRange.create(start, end));
      }
      return out;
    },

    "textDocument/selectionRange": (doc, params) => {
      if (!doc || kindOf(doc) === "other") return [];
      const text = doc.getText();
      return (params.positions as { line: number; character: number }[]).map((p) => {
        let range: SelectionRange | undefined;
        for (const s of selectionSpans(text, doc.offsetAt(p))) range = range ? { range: rangeOf(doc, s.from, s.to), parent: range } : { range: rangeOf(doc, s.from, s.to) };
        return range ?? { range: { start: p, end: p } };
      });
    },

    "textDocument/inlayHint": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return [];
      return routeHints(doc.getText(), doc.offsetAt(params.range.start), doc.offsetAt(params.range.end)).map((h) => ({
        position: doc.positionAt(h.at),
        label: h.label,
        tooltip: h.tooltip,
        paddingLeft: true,
        paddingRight: true,
      }));
    },

    "textDocument/codeAction": (doc, params) => {
      // Specs, bundles and test files are fixed as `check --fix` fixes them (each by its own
      // issues: a bundle is never given a spec's "version"); the config and JSON that is not ours get none.
      const docKind = doc ? kindOf(doc) : undefined;
      if (!doc || (docKind !== "spec" && docKind !== "bundle" && docKind !== "test")) return [];
      const text = doc.getText();
      const only = params.context.only as string[] | undefined;
      const wants = (kind: string): boolean => (only ? only.some((k) => kind === k || kind.startsWith(`${k}.`)) : kind === CodeActionKind.QuickFix);
      const actions: CodeAction[] = [];
      // The document is checked only when an answer needs it (a diagnostic that lost its issue, or
      // fix-all): a request on a cursor move with no diagnostic there costs nothing.
      let kept: { checker: DocumentChecker; checked: CheckedDocument } | undefined;
      const check = (): { checker: DocumentChecker; checked: CheckedDocument } => (kept ??= checkedOf(doc));
      if (wants(CodeActionKind.QuickFix)) {
        // Only the diagnostics in the range asked about; their issues come with them or from the kept check.
        for (const diagnostic of params.context.diagnostics as Diagnostic[]) {
          if (!meets(diagnostic.range, params.range)) continue;
          let issue = isIssue(diagnostic.data) ? diagnostic.data : undefined;
          // An issue of an earlier version: at its place in this text, or looked for in this text's check.
          const followed = issue ? followIssue(doc, issue) : undefined;
          if (followed === "lost") {
            const mapped = mappedRange(doc, issue!);
            issue = mapped ? check().checked.issues.find((i) => i.code === issue!.code && i.range !== undefined && i.range.start.offset <= mapped.to && mapped.from <= i.range.end.offset) : undefined;
          } else if (followed) issue = followed;
          if (!issue && diagnostic.source === "agentspec") {
            issue = check().checked.issues.find((i) => {
              if (i.code !== diagnostic.code || i.range === undefined) return false;
              const at = doc.positionAt(i.range.start.offset);
              return at.line === diagnostic.range.start.line && at.character === diagnostic.range.start.character;
            });
          }
          if (issue) for (const fix of fixesFor(text, issue)) actions.push(toAction(doc, fix, diagnostic));
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
    },

    "textDocument/formatting": (d) => {
      const doc = formattable(d);
      if (!doc) return [];
      const edits = formatEdits(doc);
      return edits instanceof ResponseError ? edits : toLspEdits(doc, edits);
    },

    "textDocument/rangeFormatting": (d, params) => {
      const doc = formattable(d);
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
    },

    "textDocument/prepareRename": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const target = renameTargetAt(doc.getText(), doc.offsetAt(params.position));
      if ("error" in target) return new ResponseError(LSPErrorCodes.RequestFailed, target.error);
      // The id without its quotes: what the user types over.
      return { range: rangeOf(doc, target.from + 1, target.to - 1), placeholder: target.id };
    },

    // A rename's edits in the document itself, and the id renamed (the server adds the test files' edits).
    "agentspec/renameInDocument": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const renamed = renameEdits(doc.getText(), doc.offsetAt(params.position), params.newName);
      if ("error" in renamed) return new ResponseError(LSPErrorCodes.RequestFailed, renamed.error);
      return { id: renamed.id, edits: toLspEdits(doc, renamed.edits) };
    },

    // The nodes of a spec as workspace symbols, filtered by the query (lower case).
    "agentspec/nodeSymbols": (doc, params) => {
      if (!doc || documentKind(doc.uri, doc.getText()) !== "spec") return [];
      const query = params.query as string;
      const out: NodeSymbol[] = [];
      for (const s of documentSymbols(doc.getText())) {
        if (query && !s.name.toLowerCase().includes(query)) continue;
        out.push({ name: s.name, range: rangeOf(doc, s.selectionFrom, s.selectionTo) });
      }
      return out;
    },
  };

  return {
    kindOf,
    diagnostics,
    forget(uri) {
      checkers.delete(uri);
      kinds.delete(uri);
    },
    stale() {
      for (const kept of checkers.values()) delete kept.version;
    },
    requests,
  };
}
