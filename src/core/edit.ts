// A line index moved by an edit, and where two versions of a text differ (compare.ts, re-exported
// here). Its own file: the kept validator uses it, a page that only validates does not load it; the
// language service imports compare.ts alone, so that the line index (which a validating page loads
// up front) is not shared with the chunk it is loaded in.
import { LineIndex } from "./line-index.js";
import { firstAtOrAfter } from "./compare.js";

export { commonPrefix, commonSuffix, firstAtOrAfter } from "./compare.js";

/**
 * The line index of `text`, made from the index of the text it was edited from: the characters
 * `from` to `lastTo` of that text became `from` to `to` of this one. Only the edit is read; the
 * lines after it move by its length.
 */
export function editedLineIndex(last: LineIndex, text: string, from: number, lastTo: number, to: number): LineIndex {
  const delta = to - lastTo;
  const old = last.starts;
  // Starts before `from` stand on unchanged characters (the line break before them and the one
  // they begin with); so do those after `lastTo`. Those between are read from the new text.
  const head = Math.max(1, firstAtOrAfter(old, from));
  const tail = firstAtOrAfter(old, lastTo + 1);
  const between: number[] = [];
  for (let x = Math.max(from, 1); x <= to; x++) {
    const c = text.charCodeAt(x - 1);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(x) !== 0x0a)) between.push(x);
  }
  // Most edits keep the number of lines: the copy is then changed in place.
  let starts: number[];
  if (head + between.length === tail) {
    starts = old.slice();
    for (let k = 0; k < between.length; k++) starts[head + k] = between[k]!;
  } else starts = old.slice(0, head).concat(between, old.slice(tail));
  if (delta !== 0) for (let k = head + between.length; k < starts.length; k++) starts[k]! += delta;
  return new LineIndex(text, starts);
}
