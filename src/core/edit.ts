// Where two versions of a text differ: what an editor's keystroke changed, found by comparing the
// texts (natively, a block at a time), so callers need no change events; and a line index moved by
// such an edit. Its own file: the language service and the kept validator use it, a page that
// only validates does not load it.
import { LineIndex } from "./line-index.js";

/** The length of the common prefix of two strings, compared a block at a time. */
export function commonPrefix(a: string, b: string): number {
  return common(a, b, Math.min(a.length, b.length), (i) => i);
}

/** The length of the common suffix of two strings, not reaching into the first `floor` characters of either. */
export function commonSuffix(a: string, b: string, floor: number): number {
  return common(a, b, Math.min(a.length, b.length) - floor, (i, n, s) => s.length - i - n);
}

/** How many characters `a` and `b` share, up to `n`, from where `at` (the start of a block of `size` after `done` shared ones) says. */
function common(a: string, b: string, n: number, at: (done: number, size: number, s: string) => number): number {
  let i = 0;
  for (const size of [65536, 4096, 256, 16, 1]) while (i + size <= n && a.substr(at(i, size, a), size) === b.substr(at(i, size, b), size)) i += size;
  return i;
}

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

/** The position in `sorted` (ascending) of the first entry at or after `x` (its length when none is). */
export function firstAtOrAfter(sorted: readonly number[], x: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
