// The language server's document text (src/lsp/text.ts) against vscode-languageserver-textdocument,
// the reference it stands in for: after any sequence of changes, the text each change gives when
// its range is read by a reference document created from the text before it, and the line count,
// positions and offsets of a reference document created from the text after it, whether the text
// is kept as bytes (a large ASCII text) or as a string. (A reference document changed in place by
// a range past its last line keeps line offsets that no longer fit its text, and reads the next
// change's range with them: it is the oracle only as a fresh document.)
import fc from "fast-check";
import { TextDocument } from "vscode-languageserver-textdocument";
import { describe, expect, it } from "vitest";
import { EditedDocument } from "../../src/lsp/text.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

// Text made of what matters to lines and bytes: ASCII, line breaks of every kind, a character
// outside ASCII and outside Latin-1, and a lone surrogate.
const piece = fc.constantFrom("a", "b", "{", '"', " ", "\n", "\r", "\r\n", "é", "→", "\ud800", "😀");
const text = fc.array(piece, { maxLength: 40 }).map((xs) => xs.join(""));
const asciiText = fc.array(fc.constantFrom("a", "b", "{", '"', " ", "\n", "\r", "\r\n"), { maxLength: 40 }).map((xs) => xs.join(""));
// Positions inside, at the ends of and past the text's lines, and negative ones.
const position = fc.record({ line: fc.integer({ min: -1, max: 12 }), character: fc.integer({ min: -1, max: 14 }) });
const change = (inserted: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record({ range: fc.record({ start: position, end: position }), text: inserted }) },
    { weight: 1, arbitrary: fc.record({ text: inserted }) },
  );

const fresh = (t: string): TextDocument => TextDocument.create("file:///b.json", "json", 1, t);

/** The text a change makes of `t`, its range read by a fresh reference document (ends either way round). */
function changed(t: string, change: { range?: { start: { line: number; character: number }; end: { line: number; character: number } }; text: string }): string {
  if (!change.range) return change.text;
  const doc = fresh(t);
  const [from, to] = [doc.offsetAt(change.range.start), doc.offsetAt(change.range.end)].sort((a, b) => a - b);
  return t.slice(0, from) + change.text + t.slice(to);
}

function expectSame(ours: EditedDocument, t: string): void {
  expect(ours.getText()).toBe(t);
  const reference = fresh(t);
  expect(ours.lineCount).toBe(reference.lineCount);
  for (let offset = -1; offset <= t.length + 1; offset++) expect(ours.positionAt(offset)).toEqual(reference.positionAt(offset));
  for (let line = -1; line <= reference.lineCount; line++) {
    expect(ours.getLineRange(line)).toEqual(reference.getLineRange(line));
    expect(ours.getEOLCharacters(line)).toBe(reference.getEOLCharacters(line));
    for (let character = -1; character <= 16; character++) expect(ours.offsetAt({ line, character })).toBe(reference.offsetAt({ line, character }));
  }
  const range = { start: { line: 0, character: 1 }, end: { line: 1, character: 2 } };
  expect(ours.getText(range)).toBe(reference.getText(range));
}

describe("the server's document text", () => {
  for (const [name, bytesFrom, initial, inserted] of [
    ["kept as a string", Number.POSITIVE_INFINITY, text, text],
    ["kept as bytes while it is ASCII", 0, asciiText, asciiText],
    ["kept as bytes, then a character outside ASCII comes", 0, asciiText, text],
  ] as const) {
    it(`has the text of vscode-languageserver-textdocument after any changes, and its positions (${name})`, () => {
      fc.assert(
        fc.property(initial, fc.array(fc.array(change(inserted), { minLength: 1, maxLength: 3 }), { maxLength: 8 }), (start, batches) => {
          const ours = new EditedDocument("file:///a.json", "json", 1, start, { bytesFrom });
          let expected = start;
          expectSame(ours, expected);
          let version = 1;
          for (const changes of batches) {
            version++;
            expect(ours.update(changes, version)).toBe(ours);
            for (const c of changes) expected = changed(expected, c);
            expect(ours.version).toBe(version);
            expectSame(ours, expected);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("keeps a large ASCII text as bytes and reads it back whole after each keystroke", () => {
    const line = '    { "id": "node-1", "type": "action" },\n';
    const start = line.repeat(Math.ceil((1024 * 1024) / line.length) + 10);
    const ours = new EditedDocument("file:///big.json", "json", 1, start);
    const reference = TextDocument.create("file:///big.json", "json", 1, start);
    const at = { line: 1000, character: 18 };
    const edits = [
      { range: { start: at, end: at }, text: "x" },
      { range: { start: at, end: { line: 1000, character: 19 } }, text: "" },
      { range: { start: at, end: at }, text: "é" },
      { range: { start: { line: 5, character: 0 }, end: { line: 7, character: 0 } }, text: "\n\n\n" },
    ];
    let version = 1;
    for (const edit of edits) {
      version++;
      ours.update([edit], version);
      TextDocument.update(reference, [edit], version);
      expect(ours.getText()).toBe(reference.getText());
      expect(ours.positionAt(ours.getText().length - 3)).toEqual(reference.positionAt(reference.getText().length - 3));
      expect(ours.offsetAt({ line: 20_000, character: 5 })).toBe(reference.offsetAt({ line: 20_000, character: 5 }));
    }
  });
});
