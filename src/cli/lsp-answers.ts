// The language service's completions and outline in LSP's shapes. These answers are the largest
// the server sends after a keystroke (2,000 node ids, or every node and transition of a spec), and
// the editor parses each one whole before it shows anything: a property whose value is the one the
// protocol assumes when it is absent is left out, never sent once per item.
import { CompletionItemKind, InsertTextFormat, MarkupKind, SymbolKind, type ClientCapabilities, type CompletionItem, type CompletionList, type DocumentSymbol, type Range } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { CompletionKind, Completions, DocumentSymbol as SpecSymbol } from "../language/index.js";

const KINDS: Record<CompletionKind, CompletionItemKind> = {
  property: CompletionItemKind.Property,
  value: CompletionItemKind.EnumMember,
  node: CompletionItemKind.Reference,
  path: CompletionItemKind.Field,
  snippet: CompletionItemKind.Snippet,
};

/** The range of a span of a document (UTF-16 offsets) in LSP positions. */
export const rangeOf = (doc: TextDocument, from: number, to: number): Range => ({ start: doc.positionAt(from), end: doc.positionAt(to) });

/**
 * The completion items of a proposal list, in its order (`sortText`), each replacing the list's
 * span. `insertTextFormat` is sent only for a snippet (plain text is what its absence means), and
 * `filterText` only when it differs from the label (the label is what the editor filters by
 * without it): the text typed so far starts with a quote when the span takes in an opening quote.
 */
export function completionItems(doc: TextDocument, text: string, c: Completions): CompletionItem[] {
  const range = rangeOf(doc, c.from, c.to);
  const quoted = text.charCodeAt(c.from) === 0x22 && c.from < c.to;
  return c.items.map((item, i): CompletionItem => {
    const out: CompletionItem = { label: item.label, kind: KINDS[item.kind], textEdit: { range, newText: item.insertText }, sortText: String(i).padStart(4, "0") };
    if (item.snippet) out.insertTextFormat = InsertTextFormat.Snippet;
    if (quoted) out.filterText = `"${item.label}`;
    if (item.detail !== undefined) out.detail = item.detail;
    if (item.documentation !== undefined) out.documentation = { kind: MarkupKind.Markdown, value: item.documentation };
    return out;
  });
}

/** Whether a client takes one edit range for a whole completion list (LSP 3.17's `itemDefaults.editRange`). */
export const takesListEditRange = (capabilities: ClientCapabilities): boolean => capabilities.textDocument?.completion?.completionList?.itemDefaults?.includes("editRange") === true;

/**
 * The completion answer for a client: the items as `completionItems` gives them, or, for a client
 * that takes a list's edit range, a list that sends the range once (`itemDefaults.editRange`) and
 * each item's text as `textEditText` (left out when it is the label, which is what its absence
 * means). Both put the same text over the same span.
 */
export function completionAnswer(doc: TextDocument, text: string, c: Completions, listEditRange: boolean): CompletionItem[] | CompletionList {
  if (!listEditRange) return completionItems(doc, text, c);
  const quoted = text.charCodeAt(c.from) === 0x22 && c.from < c.to;
  const items = c.items.map((item, i): CompletionItem => {
    const out: CompletionItem = { label: item.label, kind: KINDS[item.kind], sortText: String(i).padStart(4, "0") };
    if (item.insertText !== item.label) out.textEditText = item.insertText;
    if (item.snippet) out.insertTextFormat = InsertTextFormat.Snippet;
    if (quoted) out.filterText = `"${item.label}`;
    if (item.detail !== undefined) out.detail = item.detail;
    if (item.documentation !== undefined) out.documentation = { kind: MarkupKind.Markdown, value: item.documentation };
    return out;
  });
  return { isIncomplete: false, itemDefaults: { editRange: rangeOf(doc, c.from, c.to) }, items };
}

/**
 * An outline entry in LSP's shape. A transition has no entries under it, so it has no `children`
 * (the property is optional; an empty list per transition was a sixth of the objects the editor
 * read); a node keeps its list, empty or not.
 */
export function toSymbol(doc: TextDocument, s: SpecSymbol): DocumentSymbol {
  // Positions are asked for in the text's order (the document answers those fastest): the
  // entry's start, its name, its children, then its end.
  const start = doc.positionAt(s.from);
  const selectionRange = rangeOf(doc, s.selectionFrom, s.selectionTo);
  const children = s.kind === "node" || s.children.length > 0 ? s.children.map((c) => toSymbol(doc, c)) : undefined;
  const symbol: DocumentSymbol = {
    name: s.name,
    kind: s.kind === "node" ? SymbolKind.Class : SymbolKind.Event,
    range: { start, end: doc.positionAt(s.to) },
    selectionRange,
  };
  if (children) symbol.children = children;
  if (s.detail !== undefined) symbol.detail = s.detail;
  return symbol;
}
