// The spec as a graph in the editor, in LSP's shapes: call hierarchy over transitions, semantic
// tokens, linked editing of a node id, document links, and where a test file's cases are (for the
// lenses, lenses.ts). Each answer is a function of one document and the request's params, added to
// features.ts's requests, so it runs wherever the document is kept (the server's thread or the
// document's threads) and gives the same answer there.
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SymbolKind, type CallHierarchyIncomingCall, type CallHierarchyItem, type CallHierarchyOutgoingCall, type DocumentLink, type SemanticTokensLegend } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { DocumentKind } from "../language/document-kind.js";
import { graphNodeAt, incomingCalls, linkedSpansAt, outgoingCalls, semanticSpans, type GraphCall, type GraphNodeEntry, type SemanticSpan } from "../language/graph-nav.js";
import { namedPaths } from "../language/links.js";
import { testCaseSpans } from "../language/test-cases.js";
import { rangeOf } from "./answers.js";

/** A request's params as the handlers read them (they come from a worker's message too). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Params = any;
type Request = (doc: TextDocument | undefined, params: Params) => unknown;

/** The token types and modifiers, all LSP's standard ones, so that every theme colours them. */
export const TOKEN_LEGEND: SemanticTokensLegend = {
  tokenTypes: ["function", "namespace", "property", "operator", "string", "number", "keyword"],
  tokenModifiers: ["declaration"],
};

/** Each span's [token type index, modifier bits] in the legend. */
function tokenOf(s: SemanticSpan): [number, number] {
  switch (s.kind) {
    case "nodeId":
      return [0, 1];
    case "nodeReference":
      return [0, 0];
    case "conditionSource":
      return [1, 0];
    case "conditionPath":
      return [2, 0];
    case "conditionOperator":
      return [3, 0];
    case "conditionValue":
      return [s.value === "number" ? 5 : s.value === "keyword" ? 6 : 4, 0];
  }
}

/** Spans in LSP's relative encoding: [line delta, start delta, length, type, modifiers] per token. */
function encode(doc: TextDocument, spans: readonly SemanticSpan[]): { data: number[] } {
  const data: number[] = [];
  let line = 0;
  let character = 0;
  for (const s of spans) {
    const start = doc.positionAt(s.from);
    const end = doc.positionAt(s.to);
    // A token on one line only (JSON tokens are; a half-typed one may not be).
    if (end.line !== start.line || s.to <= s.from) continue;
    const [type, modifiers] = tokenOf(s);
    data.push(start.line - line, start.line === line ? start.character - character : start.character, end.character - start.character, type, modifiers);
    line = start.line;
    character = start.character;
  }
  return { data };
}

/**
 * The call hierarchy's item for a node: named by its id and, in a call, the transition's condition
 * ("start (when vars.skip = true)", "check (always)": the name is what every client shows, Neovim's
 * quickfix list only that), detailed by its type; `data` holds the id for the next request.
 */
function itemOf(doc: TextDocument, n: GraphNodeEntry, condition?: string): CallHierarchyItem {
  const name = condition === undefined ? n.id : `${n.id} (${condition})`;
  const item: CallHierarchyItem = { name, kind: SymbolKind.Function, uri: doc.uri, range: rangeOf(doc, n.from, n.to), selectionRange: rangeOf(doc, n.selectionFrom, n.selectionTo), data: { id: n.id } };
  if (n.type !== undefined) item.detail = n.type;
  return item;
}

/** The id a call hierarchy item stands for: its data's, else its name. */
const idOfItem = (item: { name?: unknown; data?: { id?: unknown } }): string | undefined =>
  typeof item.data?.id === "string" ? item.data.id : typeof item.name === "string" ? item.name : undefined;

/** A path that names a file (not a folder, not missing). */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The graph's requests, answered from a document of the kind `kindOf` tells. */
export function graphRequests(kindOf: (doc: TextDocument) => DocumentKind): Record<string, Request> {
  const specDoc = (doc: TextDocument | undefined): TextDocument | undefined => {
    if (!doc) return undefined;
    const kind = kindOf(doc);
    return kind === "spec" || kind === "undecided" ? doc : undefined;
  };
  const calls = (d: TextDocument | undefined, params: Params, list: (text: string, id: string) => GraphCall[]): unknown[] => {
    const doc = specDoc(d);
    const id = idOfItem(params.item ?? {});
    if (!doc || id === undefined) return [];
    return list(doc.getText(), id).map((c) => ({ node: itemOf(doc, c.node, c.condition), ranges: [rangeOf(doc, c.ref.from, c.ref.to)] }));
  };
  return {
    "textDocument/prepareCallHierarchy": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const node = graphNodeAt(doc.getText(), doc.offsetAt(params.position));
      return node ? [itemOf(doc, node)] : null;
    },

    // One entry per transition: a node with two transitions here comes twice, each with its condition.
    "callHierarchy/incomingCalls": (d, params): CallHierarchyIncomingCall[] =>
      (calls(d, params, incomingCalls) as { node: CallHierarchyItem; ranges: CallHierarchyIncomingCall["fromRanges"] }[]).map((c) => ({ from: c.node, fromRanges: c.ranges })),

    "callHierarchy/outgoingCalls": (d, params): CallHierarchyOutgoingCall[] =>
      (calls(d, params, outgoingCalls) as { node: CallHierarchyItem; ranges: CallHierarchyOutgoingCall["fromRanges"] }[]).map((c) => ({ to: c.node, fromRanges: c.ranges })),

    "textDocument/semanticTokens/full": (d) => {
      const doc = specDoc(d);
      return doc ? encode(doc, semanticSpans(doc.getText())) : { data: [] };
    },

    "textDocument/semanticTokens/range": (d, params) => {
      const doc = specDoc(d);
      return doc ? encode(doc, semanticSpans(doc.getText(), doc.offsetAt(params.range.start), doc.offsetAt(params.range.end))) : { data: [] };
    },

    "textDocument/linkedEditingRange": (d, params) => {
      const doc = specDoc(d);
      if (!doc) return null;
      const spans = linkedSpansAt(doc.getText(), doc.offsetAt(params.position));
      // What the user may type there: an id's characters, never a quote, a backslash or a control character.
      return spans.length === 0 ? null : { ranges: spans.map((s) => rangeOf(doc, s.from, s.to)), wordPattern: '[^"\\\\\\u0000-\\u001f]+' };
    },

    "textDocument/documentLink": (doc): DocumentLink[] => {
      if (!doc || !doc.uri.startsWith("file:")) return [];
      const base = dirname(fileURLToPath(doc.uri));
      const out: DocumentLink[] = [];
      for (const p of namedPaths(kindOf(doc), doc.getText())) {
        const target = resolve(base, p.path);
        // A path that names no file gets no link (its own diagnostic, where there is one, says why).
        if (isFile(target)) out.push({ range: rangeOf(doc, p.from, p.to), target: pathToFileURL(target).href, tooltip: `Open ${p.what}` });
      }
      return out;
    },

    // Where a test file's cases are (the server's lenses are made from it): none for another kind.
    "agentspec/testCases": (doc) => {
      if (!doc || kindOf(doc) !== "test") return null;
      const found = testCaseSpans(doc.getText());
      if (!found) return null;
      return { range: rangeOf(doc, found.from, found.to), cases: found.cases.map((c) => ({ index: c.index, name: c.name, range: rangeOf(doc, c.from, c.from) })) };
    },
  };
}
