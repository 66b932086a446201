// Line and column of offsets in a text, as editors count them.
import type { Position, Range } from "./issue.js";

/**
 * The offset where each line of `text` starts, ascending, the first 0: a line ends at LF, CR or
 * CR LF (the language server protocol's line breaks, and the command line's).
 */
export function lineStarts(text: string): number[] {
  const starts = [0];
  // Without a CR, lines end at each LF: the native search finds them several times faster
  // than a loop over every character (a large spec in an editor is revalidated per keystroke).
  if (text.indexOf("\r") < 0) {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) starts.push(i + 1);
    else if (c === 0x0d) {
      if (text.charCodeAt(i + 1) === 0x0a) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

/** Line and column of offsets in a text (1-based; lines end at \n, \r\n or \r; a BOM takes no column). */
export class LineIndex {
  /** The offset where each line starts, ascending (the first is 0). */
  readonly starts: number[];
  private readonly bom: boolean;
  /** The index of `text`; `starts`, when given, are its line starts, already found. */
  constructor(
    private readonly text: string,
    starts?: number[],
  ) {
    // A BOM (text.ts's hasBom), tested here: the language service reads lines without the scanners.
    this.bom = text.charCodeAt(0) === 0xfeff;
    this.starts = starts ?? lineStarts(text);
  }
  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0, hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    let column = o - this.starts[lo]! + 1;
    if (this.bom && lo === 0 && o > 0) column--;
    return { line: lo + 1, column, offset: o };
  }
  range([start, end]: [number, number]): Range {
    return { start: this.position(start), end: this.position(end) };
  }
}
