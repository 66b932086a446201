/**
 * The cursor a language feature reads: an integer offset clamped to the text (a position past the
 * end is the end). An offset that is not an integer (NaN, 1.5) is a misuse and throws a RangeError
 * that names it: a feature never answers with spans of NaN or of half a code unit.
 */
export function cursorAt(text: string, offset: number): number {
  if (typeof offset !== "number" || Number.isNaN(offset) || (Number.isFinite(offset) && !Number.isInteger(offset))) {
    throw new RangeError(`a cursor offset must be an integer (a UTF-16 offset into the text), not ${String(offset)}`);
  }
  return Math.max(0, Math.min(offset, text.length));
}
