// The language service's completions and outline in LSP's shapes. These answers are the largest
// the server sends after a keystroke (2,000 node ids, or every node and transition of a spec), and
// the editor parses each one whole before it shows anything: a property whose value is the one the
// protocol assumes when it is absent is left out, never sent once per item.
import { CompletionItemKind, InsertTextFormat, MarkupKind, SymbolKind, type ClientCapabilities, type CompletionItem, type CompletionList, type DocumentSymbol, type Range } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { CompletionKind, Completions, DocumentSymbol as SpecSymbol } from "../language/index.js";
import { specView } from "../language/context.js";
import { nodeSymbol } from "../language/navigate.js";
import type { IndexedItem } from "../language/spec-index.js";
import { JsonBytes } from "./json.js";

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
 * How many completion items one answer holds at most. A longer list (the node ids of a `to`, `of` or
 * `nodeId` in a large spec) is narrowed on the server to the items that match what is typed, at
 * most this many, and marked incomplete so the editor asks again as the user types: the editor
 * receives and parses every item before it shows any, and 2,000 node ids (394 KB) took longer to
 * send and read than to compute. A hundred is more than a completion widget shows at once.
 */
export const COMPLETION_LIMIT = 100;

/**
 * The text typed in a completion's span: from the span's start, without an opening quote, to the
 * cursor (clamped to the span). It is what an editor filters the list by.
 */
export function typedText(text: string, from: number, to: number, cursor: number): string {
  const end = Math.min(Math.max(cursor, from), to);
  const start = from < end && text.charCodeAt(from) === 0x22 ? from + 1 : from;
  return text.slice(start, end);
}

/** Whether `typed` is a case-insensitive subsequence of `label` (both given lower-cased). */
function isSubsequence(typed: string, label: string): boolean {
  let j = 0;
  for (let i = 0; i < label.length && j < typed.length; i++) if (label.charCodeAt(i) === typed.charCodeAt(j)) j++;
  return j === typed.length;
}

/**
 * The items of a proposal list an answer sends. A list of at most `limit` items is sent whole and
 * unchanged. A longer one keeps the items whose label holds the typed text as a case-insensitive
 * subsequence (every item an editor's fuzzy or prefix match would show), those whose label starts
 * with it first, then the others, each group in the list's order, and at most `limit` of them;
 * `incomplete` says whether any item was left out.
 */
export function narrowCompletions<T extends { label: string }>(items: readonly T[], typed: string, limit: number = COMPLETION_LIMIT): { items: T[]; incomplete: boolean } {
  if (items.length <= limit) return { items: [...items], incomplete: false };
  const lower = typed.toLowerCase();
  const prefixed: T[] = [];
  const others: T[] = [];
  for (const item of items) {
    const label = item.label.toLowerCase();
    if (label.startsWith(lower)) {
      if (prefixed.length < limit) prefixed.push(item);
    } else if (prefixed.length + others.length < limit && isSubsequence(lower, label)) others.push(item);
  }
  const kept = [...prefixed, ...others].slice(0, limit);
  return { items: kept, incomplete: kept.length < items.length };
}

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
 * The completion answer for a client at a cursor: the proposals `narrowCompletions` keeps for the
 * text typed there (all of them when they are at most `COMPLETION_LIMIT`), as `completionItems`
 * gives them, or, for a client that takes a list's edit range, a list that sends the range once
 * (`itemDefaults.editRange`) and each item's text as `textEditText` (left out when it is the label,
 * which is what its absence means). Both put the same text over the same span. When items were
 * left out the answer is a list with `isIncomplete: true`, so the editor asks again as the user
 * types; otherwise a client without list edit ranges gets the plain items, as before.
 */
export function completionAnswer(doc: TextDocument, text: string, c: Completions, cursor: number, listEditRange: boolean): CompletionItem[] | CompletionList {
  const narrowed = narrowCompletions(c.items, typedText(text, c.from, c.to, cursor));
  const sent: Completions = { from: c.from, to: c.to, items: narrowed.items };
  if (!listEditRange) {
    const items = completionItems(doc, text, sent);
    return narrowed.incomplete ? { isIncomplete: true, items } : items;
  }
  const quoted = text.charCodeAt(c.from) === 0x22 && c.from < c.to;
  const items = sent.items.map((item, i): CompletionItem => {
    const out: CompletionItem = { label: item.label, kind: KINDS[item.kind], sortText: String(i).padStart(4, "0") };
    if (item.insertText !== item.label) out.textEditText = item.insertText;
    if (item.snippet) out.insertTextFormat = InsertTextFormat.Snippet;
    if (quoted) out.filterText = `"${item.label}`;
    if (item.detail !== undefined) out.detail = item.detail;
    if (item.documentation !== undefined) out.documentation = { kind: MarkupKind.Markdown, value: item.documentation };
    return out;
  });
  return { isIncomplete: narrowed.incomplete, itemDefaults: { editRange: rangeOf(doc, c.from, c.to) }, items };
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

/** A node's outline entry as the UTF-8 bytes of its JSON, and where the node started when it was made. */
export interface OutlineEntry {
  readonly line: number;
  readonly character: number;
  readonly index: number;
  readonly bytes: Uint8Array;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/**
 * The outline in LSP's shape, as the bytes of its JSON (the writer sends them as they are): the
 * bytes of `JSON.stringify` of the entries `toSymbol` makes. At 2,000 nodes it is 8,000 entries,
 * 1.85 MB of JSON, and encoding it cost more than all the rest of the answer. A node's entry is
 * encoded once and kept with the node's index item, which the index keeps while the node's text is
 * unchanged: a node with the same item, starting at the same line and column (and at the same
 * place in `nodes`, which names a node without an id), has the same entry, every position in it
 * included. After a keystroke only the edited node's entry is made again; after a line is added or
 * removed, the entries of the nodes below it.
 */
export function outlineAnswer(doc: TextDocument, text: string, kept: WeakMap<IndexedItem, OutlineEntry>): JsonBytes {
  const { starts, items, indexes } = specView(text).index;
  const parts: Uint8Array[] = [OPEN];
  for (let k = 0; k < items.length; k++) {
    const item = items[k]!;
    if (!item.object) continue;
    const start = starts[k]!;
    const index = indexes[k]!;
    const at = doc.positionAt(start);
    let entry = kept.get(item);
    if (entry === undefined || entry.line !== at.line || entry.character !== at.character || entry.index !== index) {
      entry = { line: at.line, character: at.character, index, bytes: Buffer.from(JSON.stringify(toSymbol(doc, nodeSymbol(item, start, index))), "utf8") };
      kept.set(item, entry);
    }
    if (parts.length > 1) parts.push(COMMA);
    parts.push(entry.bytes);
  }
  parts.push(CLOSE);
  return new JsonBytes(Buffer.concat(parts));
}
