import { visit, printParseErrorCode, type ParseErrorCode } from "jsonc-parser";
import type { Finding, Position, Range } from "./issue.js";
import { escapeToken, parsePointer, toPointer } from "./pointer.js";

/** JSON text nested deeper than this is refused before any parser recurses into it. */
export const MAX_JSON_DEPTH = 512;

/** A finding located in the text by a span of UTF-16 offsets. */
export interface TextFinding extends Finding {
  span: [start: number, end: number];
}

export interface ParsedText {
  /** The parsed value; absent when the text is not JSON. */
  value?: unknown;
  parsed: boolean;
  findings: TextFinding[];
}

const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d, QUOTE = 0x22, BACKSLASH = 0x5c;

/** Offset of the bracket that first nests deeper than `limit` levels, or -1. Iterative, linear. */
export function deepestOpening(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return -1;
}

const SYNTAX_REASONS: Partial<Record<string, string>> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "malformed number",
  PropertyNameExpected: "expected a property name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected ':'",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: "unexpected content after the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "malformed number",
  InvalidUnicode: "invalid \\u escape",
  InvalidEscapeCharacter: "invalid escape in a string",
  InvalidCharacter: "control character in a string",
};

function hasBom(text: string): boolean {
  return text.charCodeAt(0) === 0xfeff;
}

/**
 * Parse JSON text strictly: a syntax error (the first one), keys repeated in one object, and
 * nesting beyond MAX_JSON_DEPTH are findings with spans. The value comes from JSON.parse (native,
 * iterative), so it is exactly what the platform sees (a repeated key: the last copy wins;
 * `__proto__` is an own key). jsonc-parser runs only on text JSON.parse refused, to say where and why.
 */
export function parseJsonText(text: string): ParsedText {
  const bom = hasBom(text);
  // The BOM becomes a space so offsets stay those of the given text.
  const body = bom ? " " + text.slice(1) : text;
  if (body.trim() === "") {
    return { parsed: false, findings: [{ code: "json/empty", severity: "error", pointer: "", span: [0, text.length] }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { parsed: false, findings: [syntaxFinding(body, e)] };
  }
  const findings = scanValidJson(body, MAX_JSON_DEPTH);
  if (findings.some((f) => f.code === "json/too-deep")) return { parsed: false, findings };
  return { parsed: true, value, findings };
}

function tooDeep(offset: number): TextFinding {
  return { code: "json/too-deep", severity: "error", pointer: "", params: { limit: MAX_JSON_DEPTH }, span: [offset, offset + 1] };
}

// Where and why JSON.parse refused the text: the first error jsonc-parser reports (after a depth
// scan, since jsonc-parser recurses), else the position in JSON.parse's own message.
function syntaxFinding(body: string, error: unknown): TextFinding {
  const deep = deepestOpening(body, MAX_JSON_DEPTH);
  if (deep >= 0) return tooDeep(deep);
  let first: TextFinding | undefined;
  visit(
    body,
    {
      onError(code: ParseErrorCode, offset: number, length: number) {
        if (first) return;
        const name = printParseErrorCode(code);
        first = { code: "json/syntax", severity: "error", pointer: "", params: { reason: SYNTAX_REASONS[name] ?? name }, span: [offset, offset + Math.max(length, 1)] };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (first) return first;
  // jsonc-parser is more lenient than JSON in a few corners (leading zeros, for one).
  const msg = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(msg);
  const offset = at ? Math.min(Number(at[1]), body.length) : 0;
  const reason = msg.replace(/ in JSON at position \d+.*$/s, "").replace(/^Unexpected/, "unexpected");
  return { code: "json/syntax", severity: "error", pointer: "", params: { reason }, span: [offset, offset + 1] };
}

const COMMA = 0x2c;
const SMALL_OBJECT = 16;

/**
 * One pass over text that JSON.parse accepted: keys repeated in one object, and the first
 * opening bracket deeper than `limit`. Per-level state lives in arrays reused across objects,
 * so the scan allocates next to nothing; a Set is made only for objects with many keys.
 */
export function scanValidJson(text: string, limit: number): TextFinding[] {
  const findings: TextFinding[] = [];
  const isObject: boolean[] = [false];
  const expectKey: boolean[] = [false];
  const index: number[] = [0];
  const current: string[] = [""];
  const keys: string[][] = [[]];
  const bigKeys: (Set<string> | undefined)[] = [undefined];
  let depth = 0;
  // The next backslash at or after a position, found again only once passed: linear in all.
  let nextBackslash = -2;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1);
      for (;;) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf("\\", i);
      const escaped = nextBackslash !== -1 && nextBackslash < end;
      if (expectKey[depth]) {
        expectKey[depth] = false;
        const key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        const list = keys[depth]!;
        let seen: boolean;
        const big = bigKeys[depth];
        if (big) {
          seen = big.has(key);
          big.add(key);
        } else {
          seen = list.includes(key);
          list.push(key);
          if (list.length > SMALL_OBJECT) bigKeys[depth] = new Set(list);
        }
        current[depth] = key;
        if (seen) {
          const segs: (string | number)[] = [];
          for (let d = 1; d < depth; d++) segs.push(isObject[d] ? current[d]! : index[d]!);
          segs.push(key);
          findings.push({ code: "json/duplicate-key", severity: "error", pointer: toPointer(segs), params: { key }, span: [i, end + 1] });
        }
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return [tooDeep(i)];
      const obj = c === OPEN_BRACE;
      isObject[depth] = obj;
      expectKey[depth] = obj;
      index[depth] = 0;
      if (obj) {
        const list = keys[depth];
        if (list) list.length = 0;
        else keys[depth] = [];
        bigKeys[depth] = undefined;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    } else if (c === COMMA) {
      if (isObject[depth]) expectKey[depth] = true;
      else index[depth]!++;
    }
  }
  return findings;
}

interface Place {
  start: number;
  end: number;
  key?: [number, number];
  container: boolean;
}

interface Frame {
  pointer: string;
  array: boolean;
  start: number;
  /** The span of the key this container is the value of. */
  ownKey: [number, number] | undefined;
  /** Inside: the index of the current item (arrays) or the current key and its span (objects). */
  index: number;
  key: string;
  keySpan: [number, number] | undefined;
}

/**
 * Find where JSON pointers sit in a text, in one pass over it, keeping only the wanted places.
 * A pointer that does not resolve (a missing property) is placed on its nearest existing parent.
 */
export function locatePointers(text: string, pointers: Iterable<string>): Map<string, Place> {
  const wanted = new Set<string>();
  for (const p of pointers) {
    let segs: string[];
    try {
      segs = parsePointer(p);
    } catch {
      continue;
    }
    for (let i = 0; i <= segs.length; i++) wanted.add(toPointer(segs.slice(0, i)));
  }
  const places = new Map<string, Place>();
  const stack: Frame[] = [];
  const current = (): { pointer: string; key: [number, number] | undefined } => {
    const top = stack[stack.length - 1];
    if (!top) return { pointer: "", key: undefined };
    return top.array
      ? { pointer: `${top.pointer}/${top.index}`, key: undefined }
      : { pointer: `${top.pointer}/${escapeToken(top.key)}`, key: top.keySpan };
  };
  const begin = (array: boolean) => (offset: number) => {
    const { pointer, key } = current();
    stack.push({ pointer, array, start: offset, ownKey: key, index: 0, key: "", keySpan: undefined });
  };
  const end = (offset: number, length: number) => {
    const frame = stack.pop();
    if (!frame || !wanted.has(frame.pointer)) return;
    const place: Place = { start: frame.start, end: offset + length, container: true };
    if (frame.ownKey) place.key = frame.ownKey;
    places.set(frame.pointer, place);
  };
  const body = hasBom(text) ? " " + text.slice(1) : text;
  visit(
    body,
    {
      onObjectBegin: begin(false),
      onArrayBegin: begin(true),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty(name, offset, length) {
        const top = stack[stack.length - 1];
        if (top) {
          top.key = name;
          top.keySpan = [offset, offset + length];
        }
      },
      onSeparator(ch) {
        const top = stack[stack.length - 1];
        if (ch === "," && top?.array) top.index++;
      },
      onLiteralValue(_v, offset, length) {
        const { pointer, key } = current();
        if (!wanted.has(pointer)) return;
        const place: Place = { start: offset, end: offset + length, container: false };
        if (key) place.key = key;
        places.set(pointer, place);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return places;
}

/** The span an issue at `pointer` underlines: a scalar itself; a container by its key, else its opening bracket. */
export function spanOf(places: Map<string, Place>, pointer: string, target: "key" | "value" = "value"): [number, number] {
  let segs: string[];
  try {
    segs = parsePointer(pointer);
  } catch {
    return [0, 1];
  }
  for (let n = segs.length; n >= 0; n--) {
    const place = places.get(toPointer(segs.slice(0, n)));
    if (!place) continue;
    const exact = n === segs.length;
    if (place.key && (!exact || target === "key" || place.container)) return place.key;
    if (!exact || place.container) return [place.start, place.start + 1];
    return [place.start, place.end];
  }
  return [0, 1];
}

/** Line and column of offsets in a text (1-based; lines end at \n, \r\n or \r; a BOM takes no column). */
export class LineIndex {
  private readonly starts: number[] = [0];
  private readonly bom: boolean;
  constructor(private readonly text: string) {
    this.bom = hasBom(text);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a) this.starts.push(i + 1);
      else if (c === 0x0d) {
        if (text.charCodeAt(i + 1) === 0x0a) i++;
        this.starts.push(i + 1);
      }
    }
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
