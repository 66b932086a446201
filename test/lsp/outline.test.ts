// The language server's outline answer (src/lsp/answers.ts, outlineAnswer), which keeps each
// node's encoded entry with the node's index item across versions of the text. Law: after any
// history of edits, the bytes it sends are those of JSON.stringify of the outline read afresh from
// the final text (the language service's documentSymbols in LSP's shapes, toSymbol), whatever was
// kept from the texts before.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { outlineAnswer, toSymbol, type OutlineEntry } from "../../src/lsp/answers.js";
import { documentSymbols } from "../../src/language/index.js";
import type { IndexedItem } from "../../src/language/spec-index.js";
import { spec, toText } from "../arbitraries.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

const fresh = (text: string): string => JSON.stringify(documentSymbols(text).map((s) => toSymbol(TextDocument.create("file:///o.json", "json", 1, text), s)));

// Edits that move nodes to other lines and columns, rename them, add and remove nodes without an
// id, and break the text: characters of JSON, line breaks of every kind, an id's letters.
const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 8 }),
  insert: fc.oneof(
    fc.string({ maxLength: 4, unit: fc.constantFrom(..."{}[]:,\" \nab-1") }),
    fc.constantFrom("\r\n", "\n\n", "  ", '{"type":"action"},', '{"id":"new","transition":[{"to":"new"}]},'),
  ),
});

describe("the outline's kept entries", () => {
  test("the bytes sent equal the outline read afresh, after any history of edits", () => {
    fc.assert(
      fc.property(spec, fc.boolean(), fc.array(edit, { minLength: 1, maxLength: 12 }), (value, pretty, edits) => {
        let text = pretty ? toText(value) : JSON.stringify(value);
        const kept = new WeakMap<IndexedItem, OutlineEntry>();
        const answer = (): string => Buffer.from(outlineAnswer(TextDocument.create("file:///o.json", "json", 1, text), text, kept).bytes).toString("utf8");
        expect(answer()).toBe(fresh(text));
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.insert + text.slice(Math.min(text.length, at + e.remove));
          expect(answer(), JSON.stringify(text)).toBe(fresh(text));
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("a keystroke in one node of a larger spec makes only that node's entry again; a line added, those of the nodes below", () => {
    const nodes = Array.from({ length: 30 }, (_, i) => ({ id: `n${i}`, type: "action", transition: [{ to: `n${(i + 1) % 30}` }] }));
    const text = toText({ version: 2, nodes });
    // The entries made for an answer: those set in the kept map.
    class Counted extends WeakMap<IndexedItem, OutlineEntry> {
      made: string[] = [];
      override set(item: IndexedItem, entry: OutlineEntry): this {
        this.made.push(item.id ?? "?");
        return super.set(item, entry);
      }
    }
    const kept = new Counted();
    const answer = (t: string): string => Buffer.from(outlineAnswer(TextDocument.create("file:///o.json", "json", 1, t), t, kept).bytes).toString("utf8");
    expect(answer(text)).toBe(fresh(text));
    expect(kept.made).toHaveLength(30);
    // A letter typed in n10's `to`: n10's entry only.
    kept.made = [];
    const at = text.indexOf('"to": "n11"') + 9;
    const typed = text.slice(0, at) + "x" + text.slice(at);
    expect(answer(typed)).toBe(fresh(typed));
    expect(kept.made).toEqual(["n10"]);
    // Asked again with nothing changed: nothing made.
    kept.made = [];
    expect(answer(typed)).toBe(fresh(typed));
    expect(kept.made).toEqual([]);
    // A line break in n10: n10 and every node below it (their lines moved), none above.
    kept.made = [];
    const broken = typed.slice(0, at) + "\n" + typed.slice(at);
    expect(answer(broken)).toBe(fresh(broken));
    expect(kept.made).toEqual(Array.from({ length: 20 }, (_, i) => `n${i + 10}`));
  });

  test("a node without an id is named by its place in nodes: a node removed before it renames it, even where its line and column stay", () => {
    const text = '{"version":2,"nodes":[\n{"type":"action"},{"type":"action"},\n{"type":"action"}\n]}';
    const kept = new WeakMap<IndexedItem, OutlineEntry>();
    const answer = (t: string): string => Buffer.from(outlineAnswer(TextDocument.create("file:///o.json", "json", 1, t), t, kept).bytes).toString("utf8");
    expect(answer(text)).toBe(fresh(text));
    // The second node blanked out: the third keeps its line and column and moves up in `nodes`.
    const removed = text.replace('{"type":"action"},\n', '                  \n');
    expect(removed.length).toBe(text.length);
    const names = (t: string): string[] => (JSON.parse(answer(t)) as { name: string }[]).map((s) => s.name);
    expect(names(removed)).toEqual(["nodes[0]", "nodes[1]"]);
    expect(answer(removed)).toBe(fresh(removed));
  });
});
