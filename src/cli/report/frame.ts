// The code frame under a stylish issue: the line, one line of context each side, a caret line.
import type { Range } from "../../core/issue.js";
import type { Paint } from "./color.js";

/** Longest piece of a line shown; minified JSON is one very long line. */
const WIDTH = 160;
/** How much of the line before the issue stays in view when a long line is cut. */
const LEAD = 40;

// Characters a terminal or a CI log would obey rather than show: C0 controls but tab, DEL, C1
// controls (U+009B starts an escape sequence too), line and paragraph separators, and the bidi
// marks and overrides that reorder what is shown. A raw ESC can reach a frame: JSON refuses it in
// a string, and that syntax error is shown on the very line that holds it.
const UNPRINTABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `s` with each character a terminal would act on written as a `\uXXXX` escape; tabs are kept. */
export function printable(s: string): string {
  return s.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The lines of a text, as LineIndex counts them (\n, \r\n, \r), the byte-order mark left out. */
export function splitLines(text: string): string[] {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\r|\n/);
}

/**
 * A frame of `lines` around `range` (1-based line and UTF-16 column); tabs are kept so the caret
 * aligns, control characters are shown escaped (`printable`) and the caret follows them.
 */
export function codeFrame(lines: readonly string[], range: Range, p: Paint, mark: (s: string) => string = p.red): string {
  const { line, column } = range.start;
  const target = lines[line - 1];
  if (target === undefined) return "";
  const first = Math.max(1, line - 1);
  let last = Math.min(lines.length, line + 1);
  // The "line" after a final newline is no line to show as context.
  if (last > line && last === lines.length && lines[last - 1] === "") last--;
  const gutter = String(last).length;
  // One window for all shown lines, so columns line up when a long line is cut.
  const start = target.length > WIDTH ? Math.max(0, Math.min(column - 1 - LEAD, target.length - WIDTH)) : 0;
  const cut = (s: string): string => {
    if (start === 0 && s.length <= WIDTH) return printable(s);
    return (start > 0 ? "…" : "") + printable(s.slice(start, start + WIDTH)) + (s.length > start + WIDTH ? "…" : "");
  };
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = cut(lines[n - 1]!);
    const num = String(n).padStart(gutter);
    out.push(n === line ? `${p.bold(">")} ${p.dim(`${num} |`)} ${text}` : `  ${p.dim(`${num} |`)} ${text}`);
    if (n === line) {
      const endCol = range.end.line === line ? range.end.column : target.length + 1;
      const from = column - 1;
      const to = Math.min(Math.max(endCol - 1, from + 1), start + WIDTH);
      const lead = (start > 0 ? " " : "") + printable(target.slice(start, Math.max(start, from))).replace(/[^\t]/g, " ");
      const carets = "^".repeat(Math.max(1, printable(target.slice(Math.max(from, start), to)).length));
      out.push(`  ${p.dim(`${" ".repeat(gutter)} |`)} ${lead}${mark(carets)}`);
    }
  }
  return out.join("\n");
}
