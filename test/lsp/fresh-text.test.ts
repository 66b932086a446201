// agentspec lsp after keystrokes: a real JSON-RPC client (vscode-jsonrpc) over the child's stdio
// sends each edit as an incremental change (as an editor does), and the server answers from the
// text it patched and the language service's patched index. Law: after any history of edits,
// completion, hover and the outline equal a fresh read of the final text: the reference service
// (test/language/reference/, which reads the whole text on every call) put in LSP's shapes by the
// rules docs/editor.md states (no `insertTextFormat` for plain text, `filterText` only when the
// replaced span starts with a quote, no `children` under a transition). A client that takes a
// completion list's shared edit range gets the same edits with the range sent once.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { MessageConnection } from "vscode-jsonrpc/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { documentKind } from "../../src/language/document-kind.js";
import { spec, toText } from "../arbitraries.js";
import { completionsAt as refCompletionsAt, type Completions, type CompletionKind } from "../language/reference/completion.js";
import { hoverAt as refHoverAt } from "../language/reference/hover.js";
import { documentSymbols as refDocumentSymbols, type DocumentSymbol } from "../language/reference/navigate.js";
import { startLanguageServer } from "../cli/helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 30);

// LSP's numbers for the kinds (CompletionItemKind, SymbolKind).
const COMPLETION_KIND: Record<CompletionKind, number> = { property: 10, value: 20, node: 18, path: 5, snippet: 15 };
const SYMBOL_KIND = { node: 5, transition: 24 } as const;


// A client that declares no capabilities (as Neovim 0.7 and the bench), and one that takes a
// completion list's shared edit range (as VS Code does).
let plain: Awaited<ReturnType<typeof startLanguageServer>>;
let shared: Awaited<ReturnType<typeof startLanguageServer>>;
let rpc: MessageConnection;
beforeAll(async () => {
  plain = await startLanguageServer({});
  shared = await startLanguageServer({ textDocument: { completion: { completionList: { itemDefaults: ["editRange"] } } } });
  rpc = plain.rpc;
});
afterAll(() => {
  for (const s of [plain, shared]) {
    s.rpc.dispose();
    s.proc.kill();
  }
});

const rangeOf = (doc: TextDocument, from: number, to: number) => ({ start: doc.positionAt(from), end: doc.positionAt(to) });

/** The completion items a fresh read gives, in LSP's shape. */
function expectedCompletions(doc: TextDocument, c: Completions): unknown[] {
  const text = doc.getText();
  const range = rangeOf(doc, c.from, c.to);
  const quoted = c.from < c.to && text[c.from] === '"';
  return c.items.map((item, i) => {
    const out: Record<string, unknown> = { label: item.label, kind: COMPLETION_KIND[item.kind], textEdit: { range, newText: item.insertText }, sortText: String(i).padStart(4, "0") };
    if (item.snippet) out["insertTextFormat"] = 2;
    if (quoted) out["filterText"] = `"${item.label}`;
    if (item.detail !== undefined) out["detail"] = item.detail;
    if (item.documentation !== undefined) out["documentation"] = { kind: "markdown", value: item.documentation };
    return out;
  });
}

/** An outline entry of a fresh read, in LSP's shape. */
function expectedSymbol(doc: TextDocument, s: DocumentSymbol): unknown {
  const out: Record<string, unknown> = { name: s.name, kind: SYMBOL_KIND[s.kind], range: rangeOf(doc, s.from, s.to), selectionRange: rangeOf(doc, s.selectionFrom, s.selectionTo) };
  if (s.kind === "node") out["children"] = s.children.map((c) => expectedSymbol(doc, c));
  if (s.detail !== undefined) out["detail"] = s.detail;
  return out;
}

let opened = 0;

/** A document open in the server, mirrored here; each edit goes to the server as an incremental change. */
async function open(text: string): Promise<{ uri: string; mirror: () => TextDocument; edit: (at: number, remove: number, insert: string) => Promise<void> }> {
  const uri = `file:///fresh/spec-${++opened}.json`;
  let doc = TextDocument.create(uri, "json", 1, text);
  await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
  return {
    uri,
    mirror: () => doc,
    edit: async (at, remove, insert) => {
      const from = Math.min(at, doc.getText().length);
      const to = Math.min(from + remove, doc.getText().length);
      const change = { range: rangeOf(doc, from, to), text: insert };
      doc = TextDocument.update(doc, [change], doc.version + 1);
      await rpc.sendNotification("textDocument/didChange", { textDocument: { uri, version: doc.version }, contentChanges: [change] });
    },
  };
}

/** The server's completion, hover and outline at an offset equal a fresh read's. */
async function same(uri: string, doc: TextDocument, offset: number, { completion: asked = true } = {}): Promise<void> {
  const text = doc.getText();
  const position = doc.positionAt(offset);
  // The server answers for a spec, or a document it cannot tell yet; any other JSON gets nothing.
  const ours = ["spec", "undecided"].includes(documentKind(uri, text));
  const where = text.length > 10_000 ? `at ${offset}` : `at ${offset} of ${JSON.stringify(text)}`;
  if (asked) {
    const completion = await rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position });
    expect(completion, `completion ${where}`).toStrictEqual(ours ? expectedCompletions(doc, refCompletionsAt(text, offset)) : []);
  }
  const hover = await rpc.sendRequest("textDocument/hover", { textDocument: { uri }, position });
  const h = ours ? refHoverAt(text, offset) : undefined;
  expect(hover, `hover ${where}`).toStrictEqual(h ? { contents: { kind: "markdown", value: h.markdown }, range: rangeOf(doc, h.from, h.to) } : null);
  const symbols = await rpc.sendRequest("textDocument/documentSymbol", { textDocument: { uri } });
  expect(symbols, `symbols ${where}`).toStrictEqual(ours ? refDocumentSymbols(text).map((s) => expectedSymbol(doc, s)) : []);
}

/** An edit an author makes: insert, delete or replace a few characters anywhere. */
const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 6 }), insert: fc.string({ maxLength: 4, unit: fc.constantFrom(..."{}[]:,\" \nab-1/*\\") }) });

describe("agentspec lsp after keystrokes", () => {
  test("completion, hover and the outline equal a fresh read of the final text, after any history of edits", async () => {
    await fc.assert(
      fc.asyncProperty(spec, fc.boolean(), fc.array(edit, { minLength: 1, maxLength: 10 }), fc.array(fc.nat(), { minLength: 1, maxLength: 2 }), async (value, pretty, edits, picks) => {
        const start = pretty ? toText(value) : JSON.stringify(value);
        const d = await open(start);
        try {
          for (const e of edits) {
            const length = d.mirror().getText().length;
            await d.edit(e.at % (length + 1), e.remove, e.insert);
            const text = d.mirror().getText();
            for (const o of [e.at, ...picks]) await same(d.uri, d.mirror(), o % (text.length + 1));
          }
        } finally {
          await rpc.sendNotification("textDocument/didClose", { textDocument: { uri: d.uri } });
        }
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  test("keystrokes in a node's `to` of a larger spec: each answer is the final text's", async () => {
    const nodes = Array.from({ length: 40 }, (_, i) => ({ id: `n${i}`, type: "action", actionType: "WEBHOOK", config: { url: `https://example.com/${i}`, method: "POST" }, transition: [{ to: `n${(i + 1) % 40}` }, { to: "n0", when: { source: "vars", path: "x", op: "eq", value: i } }] }));
    const text = toText({ version: 2, nodes });
    const d = await open(text);
    const at = text.indexOf('"to": "n21"') + 10;
    for (let k = 0; k < 6; k++) {
      await (k % 2 === 0 ? d.edit(at, 0, "x") : d.edit(at, 1, ""));
      for (const o of [at, at - 1, text.indexOf('"id": "n30"') + 8]) await same(d.uri, d.mirror(), o);
    }
    await rpc.sendNotification("textDocument/didClose", { textDocument: { uri: d.uri } });
  }, 60_000);

  test("a spec of more than 1 MiB, whose text the server keeps as bytes: after keystrokes, line breaks and a character outside ASCII, each answer is the final text's", async () => {
    const nodes = Array.from({ length: 4200 }, (_, i) => ({ id: `n${i}`, type: "action", actionType: "WEBHOOK", config: { url: `https://example.com/${i}`, method: "POST" }, transition: [{ to: `n${(i + 1) % 4200}` }] }));
    const text = toText({ version: 2, nodes });
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const d = await open(text);
    const at = text.indexOf('"to": "n2101"') + 12;
    const late = text.indexOf('"id": "n4100"') + 8;
    // A letter typed and taken back, a line break (LF, then CR LF) pasted before the node and
    // removed, then a character outside ASCII (the text is a string from then on).
    const edits: [number, number, string][] = [[at, 0, "x"], [at, 1, ""], [at - 12, 0, "\n"], [at - 12, 1, ""], [at - 12, 0, "\r\n  "], [at - 12, 4, ""], [at, 0, "é"], [at, 1, "y"]];
    for (const [from, remove, insert] of edits) {
      await d.edit(from, remove, insert);
      // Completion in a `to` of so many nodes is a list of its own (tested apart); hover and the outline here.
      for (const o of [at, late]) await same(d.uri, d.mirror(), o, { completion: false });
    }
    await rpc.sendNotification("textDocument/didClose", { textDocument: { uri: d.uri } });
  }, 120_000);

  test("a proposal list replacing an opening quote filters by the quote; a transition has no children, a node without transitions an empty list", async () => {
    const text = '{\n  "version": 2,\n  "nodes": [\n    { "id": "a", "type": "action", "transition": [{ "to": "b" }] },\n    { "id": "b", "type": "end", "transition": [] },\n    { "id": "c", "type": "action", "transition": [{ "to": "\n';
    const d = await open(text);
    const uri = d.uri;
    // The cursor before the opening quote of the unterminated `to`: the span starts at the quote.
    const position = d.mirror().positionAt(text.lastIndexOf('"'));
    const items = (await rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position })) as { label: string; filterText?: string; insertTextFormat?: number }[];
    expect(items.map((i) => [i.label, i.filterText])).toEqual([
      ["a", '"a'],
      ["b", '"b'],
      ["c", '"c'],
    ]);
    expect(items.every((i) => i.insertTextFormat === undefined)).toBe(true);
    // Inside the quotes: the label is what the editor filters by, so no filterText is sent.
    const inside = (await rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position: d.mirror().positionAt(text.indexOf('"to": "b"') + 8) })) as { label: string; filterText?: string }[];
    expect(inside.map((i) => i.label)).toEqual(["a", "b", "c"]);
    expect(inside.some((i) => "filterText" in i)).toBe(false);
    const symbols = (await rpc.sendRequest("textDocument/documentSymbol", { textDocument: { uri } })) as { name: string; children?: { name: string; children?: unknown }[] }[];
    expect(symbols.map((s) => [s.name, s.children?.map((c) => [c.name, "children" in c])])).toEqual([
      ["a", [["→ b", false]]],
      ["b", []],
      ["c", [["→ ", false]]],
    ]);
    await same(uri, d.mirror(), text.lastIndexOf('"'));
    await rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
  });

  test("a client that takes a list's edit range gets the same edits, the range sent once", async () => {
    await fc.assert(
      fc.asyncProperty(spec, fc.boolean(), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), async (value, pretty, picks) => {
        const text = pretty ? toText(value) : JSON.stringify(value);
        const uri = `file:///fresh/list-${++opened}.json`;
        const doc = TextDocument.create(uri, "json", 1, text);
        for (const s of [plain, shared]) await s.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
        // Every string's inside, where ids and values are completed, and a few places anywhere.
        const offsets = picks.map((n) => n % (text.length + 1));
        for (let i = text.indexOf('"'); i >= 0 && offsets.length < 16; i = text.indexOf('"', i + 1)) offsets.push(i + 1);
        for (const offset of offsets) {
          const params = { textDocument: { uri }, position: doc.positionAt(offset) };
          const items = (await plain.rpc.sendRequest("textDocument/completion", params)) as Record<string, unknown>[];
          const answer = (await shared.rpc.sendRequest("textDocument/completion", params)) as { isIncomplete: boolean; itemDefaults: { editRange: unknown }; items: Record<string, unknown>[] } | [];
          if (items.length === 0 && Array.isArray(answer)) continue;
          expect(Array.isArray(answer), `a list at ${offset} of ${JSON.stringify(text)}`).toBe(false);
          const list = answer as Exclude<typeof answer, []>;
          expect(list.isIncomplete).toBe(false);
          // Each item as the client reads it: the list's range, and textEditText or else the label.
          const read = list.items.map(({ textEditText, ...rest }) => {
            expect(rest).not.toHaveProperty("textEdit");
            expect(textEditText).not.toBe(rest["label"]);
            const { label, kind, ...after } = rest;
            return { label, kind, textEdit: { range: list.itemDefaults.editRange, newText: textEditText ?? label }, ...after };
          });
          expect(read, `completion at ${offset} of ${JSON.stringify(text)}`).toStrictEqual(items);
        }
        for (const s of [plain, shared]) await s.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  test("the node ids of a larger spec: the shared range makes the answer much smaller", async () => {
    const nodes = Array.from({ length: 200 }, (_, i) => ({ id: `node-${i}`, type: "action", actionType: "WEBHOOK", transition: [{ to: `node-${(i + 1) % 200}` }] }));
    const text = toText({ version: 2, nodes });
    const uri = `file:///fresh/list-${++opened}.json`;
    const position = TextDocument.create(uri, "json", 1, text).positionAt(text.indexOf('"to": "node-100"') + 12);
    const sizes: number[] = [];
    for (const s of [plain, shared]) {
      await s.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
      // "node-" is typed: all 200 ids match it, and the server sends the first COMPLETION_LIMIT (100) of them, marked incomplete.
      const answer = (await s.rpc.sendRequest("textDocument/completion", { textDocument: { uri }, position })) as unknown[] | { isIncomplete: boolean; items: unknown[] };
      expect(Array.isArray(answer) ? answer.length : answer.items.length).toBe(100);
      expect(!Array.isArray(answer) && answer.isIncomplete).toBe(true);
      sizes.push(JSON.stringify(answer).length);
      await s.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
    }
    expect(sizes[1]! / sizes[0]!).toBeLessThan(0.65);
  });
});
