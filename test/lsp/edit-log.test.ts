// The edit log of an open document (src/lsp/edit-log.ts), held to the text itself: after any
// changes, a span that no change reached into maps to a span of the current text with the same
// characters, and one that a change reached into is said to be touched.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { EditedDocument } from "../../src/lsp/text.js";
import { EDIT_LOG_LIMIT } from "../../src/lsp/edit-log.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 200);

const change = fc.record({ at: fc.nat(), remove: fc.nat({ max: 5 }), insert: fc.string({ maxLength: 4, unit: fc.constantFrom(..."ab\n{}\" ") }) });

describe("EditLog", () => {
  test("property: a span is mapped to the same text when no change reached into it, and touched when one did", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60, unit: fc.constantFrom(..."ab\n{}\" ") }), fc.nat(), fc.nat({ max: 8 }), fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { maxLength: 6 }), (start, a, n, versions) => {
        const doc = new EditedDocument("file:///x.json", "json", 1, start);
        // A span of at least one character (an issue's range).
        const from = a % start.length;
        const to = Math.min(start.length, from + n + 1);
        // Where the span is, followed by hand: characters of the span are marked, and the span's
        // text is unchanged exactly when every marked character is still there, in one run.
        let marks = [...start].map((_, i) => i >= from && i < to);
        let reached = false;
        for (const changes of versions) {
          // One didChange: its changes all lead to the next version, each applied to the text the one before left.
          const next = doc.version + 1;
          for (const c of changes) {
            const length = doc.getText().length;
            const at = c.at % (length + 1);
            const end = Math.min(length, at + c.remove);
            const range = { start: doc.positionAt(at), end: doc.positionAt(end) };
            // A change reaching into the span: it removes a marked character, or inserts between two.
            if (marks.slice(at, end).some(Boolean) || (at === end && c.insert.length > 0 && marks[at - 1] === true && marks[at] === true)) reached = true;
            marks = [...marks.slice(0, at), ...[...c.insert].map(() => false), ...marks.slice(end)];
            doc.update([{ range, text: c.insert }], next);
          }
        }
        const mapped = doc.edits.map(1, from, to, doc.version);
        expect(mapped).toBeDefined();
        expect(mapped!.touched).toBe(reached);
        if (!reached) {
          expect(doc.getText().slice(mapped!.from, mapped!.to)).toBe(start.slice(from, to));
          const kept = marks.flatMap((m, i) => (m ? [i] : []));
          if (kept.length > 0) expect([mapped!.from, mapped!.to]).toEqual([kept[0], kept.at(-1)! + 1]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("a version before a whole-text change, or older than the log keeps, is not mapped; the current version maps to itself", () => {
    const doc = new EditedDocument("file:///x.json", "json", 1, "abcdef");
    doc.update([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "x" }], 2);
    expect(doc.edits.map(1, 2, 4, 2)).toEqual({ from: 3, to: 5, touched: false });
    expect(doc.edits.map(2, 2, 4, 2)).toEqual({ from: 2, to: 4, touched: false });
    expect(doc.edits.map(3, 2, 4, 2)).toBeUndefined();
    doc.update([{ text: "new text" }], 3);
    expect(doc.edits.map(2, 2, 4, 3)).toBeUndefined();
    for (let v = 4; v < 4 + EDIT_LOG_LIMIT + 1; v++) doc.update([{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: "y" }], v);
    expect(doc.edits.map(3, 0, 1, doc.version)).toBeUndefined();
    expect(doc.edits.map(5, 0, 1, doc.version)).toEqual({ from: EDIT_LOG_LIMIT - 1, to: EDIT_LOG_LIMIT, touched: false });
  });
});
