// The text of a document open in `agentspec lsp`, as the editor's changes leave it. It answers as
// vscode-languageserver-textdocument's TextDocument does (the same text, lines and positions for
// the same changes: a property test holds them together), and differs in two things. What a
// keystroke costs in a large document: a JavaScript string cannot be changed, a keystroke makes a
// new one, and V8 copied the whole text into fresh memory the first time the new string was read,
// paid by the request after every keystroke (a few milliseconds for the 3.6 MB of a 2,000-node
// spec). A large ASCII text (nearly every spec) is also kept as bytes here: a keystroke moves the
// bytes after it in place and the text is read back from them, one plain copy. And a change whose
// range lies past the last line: it is read as reaching the end of the text, where the library
// keeps line offsets that no longer fit its text and reads the next change with them.
import type { Position, Range, TextDocument, TextDocumentContentChangeEvent } from "vscode-languageserver-textdocument";
import { lineStarts } from "../core/line-index.js";
import { EditLog } from "./edit-log.js";

/** Texts of at least this many characters (1 MiB) are edited as bytes when they are ASCII. */
export const BYTES_FROM = 1024 * 1024;

const LF = 10;
const CR = 13;

const isEol = (c: number): boolean => c === CR || c === LF;

/** A range whose start is not after its end (an editor may send them either way). */
function ordered(range: Range): Range {
  const { start, end } = range;
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? { start: end, end: start } : range;
}

/** Whether a string is ASCII (its UTF-8 form has a byte per character). */
const isAscii = (text: string): boolean => Buffer.byteLength(text, "utf8") === text.length;

/** An open document. */
export class EditedDocument implements TextDocument {
  private text: string;
  private lines: number[] | undefined;
  /** A large ASCII text's bytes, with room to grow; `text` is read from its first `text.length` bytes. */
  private bytes: Buffer | undefined;
  /** The line of the last position asked for. */
  private lastLine = 0;
  /** The edits since the recent versions (a diagnostic of one of them is mapped to this text through them). */
  readonly edits: EditLog;

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    text: string,
    /** From how many characters an ASCII text is kept as bytes too (BYTES_FROM). */
    private readonly options: { readonly bytesFrom?: number } = {},
  ) {
    this.text = text;
    this.edits = new EditLog(version);
    this.keepBytes();
  }

  getText(range?: Range): string {
    if (!range) return this.text;
    return this.text.substring(this.offsetAt(range.start), this.offsetAt(range.end));
  }

  get lineCount(): number {
    return this.lineOffsets().length;
  }

  positionAt(offset: number): Position {
    const at = Math.max(Math.min(offset, this.text.length), 0);
    const lines = this.lineOffsets();
    const line = this.lineOf(at, lines);
    this.lastLine = line;
    return { line, character: this.beforeEol(at, lines[line]!) - lines[line]! };
  }

  /**
   * The line an offset is on. Callers mostly ask in the text's order (an outline, a list of
   * diagnostics): the line of the last answer and the few after it are tried before a binary search.
   */
  private lineOf(at: number, lines: readonly number[]): number {
    const last = Math.min(this.lastLine, lines.length - 1);
    if (lines[last]! <= at) {
      for (let line = last, tries = 0; tries < 8; line++, tries++) {
        if (line + 1 >= lines.length || lines[line + 1]! > at) return line;
      }
    }
    let low = 0;
    let high = lines.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (lines[mid]! > at) high = mid;
      else low = mid + 1;
    }
    return low - 1;
  }

  offsetAt(position: Position): number {
    const lines = this.lineOffsets();
    if (position.line >= lines.length) return this.text.length;
    if (position.line < 0) return 0;
    const start = lines[position.line]!;
    if (position.character <= 0) return start;
    const next = position.line + 1 < lines.length ? lines[position.line + 1]! : this.text.length;
    return this.beforeEol(Math.min(start + position.character, next), start);
  }

  /** The range of a line's text, its line break left out (a line past the last is the last). */
  getLineRange(line: number): Range {
    const lines = this.lineOffsets();
    if (line >= lines.length) {
      const last = lines.length - 1;
      return { start: { line: last, character: 0 }, end: { line: last, character: this.text.length - lines[last]! } };
    }
    if (line < 0) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const start = lines[line]!;
    const next = line + 1 < lines.length ? lines[line + 1]! : this.text.length;
    return { start: { line, character: 0 }, end: { line, character: this.beforeEol(next, start) - start } };
  }

  /** A line's line break (`""` for the last line, and for a line that does not exist). */
  getEOLCharacters(line: number): string {
    const lines = this.lineOffsets();
    if (line < 0 || line >= lines.length) return "";
    const next = line + 1 < lines.length ? lines[line + 1]! : this.text.length;
    return this.text.substring(this.beforeEol(next, lines[line]!), next);
  }

  /** Applies the editor's changes in their order; the document is then at `version`. */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): this {
    for (const change of changes) {
      if ("range" in change && change.range !== undefined) this.splice(ordered(change.range), change.text, version);
      else {
        this.text = change.text;
        this.lines = undefined;
        this.keepBytes();
        this.edits.reset(version);
      }
    }
    this.version = version;
    return this;
  }

  /** One incremental change: the text, then its line offsets (as the reference implementation keeps them). */
  private splice(range: Range, insert: string, version: number): void {
    // The offsets first: they read the line offsets, which the edit then updates.
    const from = this.offsetAt(range.start);
    const to = this.offsetAt(range.end);
    this.edits.record(version, from, to, insert.length);
    this.text = this.bytes && isAscii(insert) ? this.spliceBytes(this.bytes, from, to, insert) : this.spliceString(from, to, insert);
    const end = from + insert.length;
    const t = this.text;
    // A CR LF pair made across the edit's ends is one line break: the lines are read again.
    if ((t.charCodeAt(from - 1) === CR && t.charCodeAt(from) === LF) || (t.charCodeAt(end - 1) === CR && t.charCodeAt(end) === LF)) {
      this.lines = undefined;
      return;
    }
    const lines = this.lines;
    if (!lines) return;
    // The lines the edit's ends are on (a position past the last line is the end of the text).
    const startLine = Math.min(Math.max(range.start.line, 0), lines.length - 1);
    const endLine = Math.min(Math.max(range.end.line, 0), lines.length - 1);
    // The line starts the inserted text brings (after its first line), at their offsets in the text.
    const added = lineStarts(insert).slice(1).map((start) => from + start);
    if (endLine - startLine === added.length) {
      for (let i = 0; i < added.length; i++) lines[startLine + 1 + i] = added[i]!;
    } else {
      this.lines = added.length < 10000 ? (lines.splice(startLine + 1, endLine - startLine, ...added), lines) : [...lines.slice(0, startLine + 1), ...added, ...lines.slice(endLine + 1)];
    }
    const shift = insert.length - (to - from);
    if (shift !== 0) {
      const all = this.lines!;
      for (let i = startLine + 1 + added.length; i < all.length; i++) all[i] = all[i]! + shift;
    }
  }

  private spliceString(from: number, to: number, insert: string): string {
    // A non-ASCII character in a large text: it is kept as a string from now on.
    this.bytes = undefined;
    return this.text.substring(0, from) + insert + this.text.substring(to);
  }

  private spliceBytes(bytes: Buffer, from: number, to: number, insert: string): string {
    const length = this.text.length - (to - from) + insert.length;
    let target = bytes;
    if (length > bytes.length) {
      // Room for what comes next: a quarter more.
      target = Buffer.allocUnsafeSlow(length + (length >> 2));
      bytes.copy(target, 0, 0, from);
    }
    bytes.copy(target, from + insert.length, to, this.text.length);
    target.write(insert, from, "ascii");
    this.bytes = target;
    return target.toString("ascii", 0, length);
  }

  /** Keeps a large ASCII text's bytes (or none). */
  private keepBytes(): void {
    this.bytes = undefined;
    if (this.text.length < (this.options.bytesFrom ?? BYTES_FROM) || !isAscii(this.text)) return;
    const bytes = Buffer.allocUnsafeSlow(this.text.length + (this.text.length >> 2));
    bytes.write(this.text, 0, "ascii");
    this.bytes = bytes;
  }

  private lineOffsets(): number[] {
    return (this.lines ??= lineStarts(this.text));
  }

  private beforeEol(offset: number, lineStart: number): number {
    while (offset > lineStart && isEol(this.text.charCodeAt(offset - 1))) offset--;
    return offset;
  }
}
