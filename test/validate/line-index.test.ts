// LineIndex, the offsets-to-positions table every text issue goes through: each position agrees
// with counting lines by hand, for texts with LF, CRLF and lone CR line ends (the LF-only texts
// take a faster path), with and without a byte-order mark.
import fc from "fast-check";
import { expect, test } from "vitest";
import { LineIndex } from "../../src/core/line-index.js";
import { positionAt } from "../hardening/helpers.js";

/** Line, column and offset of an offset clamped to the text, counted one character at a time. */
function byHand(text: string, offset: number): { line: number; column: number; offset: number } {
  const o = Math.max(0, Math.min(offset, text.length));
  return { ...positionAt(text, o), offset: o };
}

const piece = fc.constantFrom("a", "é", "😀", " ", "\n", "\r\n", "\r", '"x": 1,', "\uFEFF");
const texts = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(""));

test("every offset's position agrees with counting by hand", () => {
  fc.assert(
    fc.property(texts, (text) => {
      const index = new LineIndex(text);
      for (let o = -1; o <= text.length + 1; o++) expect(index.position(o)).toEqual(byHand(text, o));
    }),
    { numRuns: 500 },
  );
});

test("LF-only and CRLF texts place the same line starts", () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom("a", "bc", "", " "), { minLength: 1, maxLength: 20 }), (lines) => {
      const lf = new LineIndex(lines.join("\n"));
      const crlf = new LineIndex(lines.join("\r\n"));
      const lastLf = lines.join("\n").length;
      const lastCrlf = lines.join("\r\n").length;
      expect(lf.position(lastLf).line).toBe(lines.length);
      expect(crlf.position(lastCrlf).line).toBe(lines.length);
      expect(lf.position(lastLf).column).toBe(crlf.position(lastCrlf).column);
    }),
  );
});
