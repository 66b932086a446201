// Parsing JSON text: the value JSON.parse gives, and what it hides or refuses as findings with
// spans (the first syntax error and why, repeated keys, nesting past the depth guard).
import type { Finding } from "./issue.js";
import { toPointer } from "./pointer.js";
import { MAX_JSON_DEPTH, firstTooDeep, valueShape } from "./depth.js";

/** A finding located in the text by a span of UTF-16 offsets. */
export type TextFinding = Finding & {
  span: [start: number, end: number];
};

export interface ParsedText {
  /** The parsed value; absent when the text is not JSON. */
  value?: unknown;
  parsed: boolean;
  findings: TextFinding[];
}

export const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d, QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c;

/** Offset of the bracket that first nests deeper than `limit` levels, or -1. Iterative, linear. */
function deepestOpening(text: string, limit: number): number {
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


export function hasBom(text: string): boolean {
  return text.charCodeAt(0) === 0xfeff;
}

/**
 * Parse JSON text strictly: a syntax error (the first one), keys repeated in one object, and
 * nesting beyond MAX_JSON_DEPTH are findings with spans. The value comes from JSON.parse (native,
 * iterative), so it is exactly what the platform sees (a repeated key: the last copy wins;
 * `__proto__` is an own key). A strict scanner runs only on text JSON.parse refused, to say where and why.
 */
export function parseJsonText(text: string): ParsedText {
  const bom = hasBom(text);
  // The BOM becomes a space so offsets stay those of the given text.
  const body = bom ? " " + text.slice(1) : text;
  if (!/\S/.test(body)) {
    return { parsed: false, findings: [{ code: "json/empty", severity: "error", pointer: "", span: [0, text.length] }] };
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return { parsed: false, findings: [syntaxFinding(body, e)] };
  }
  // Most texts repeat no key and nest shallowly, which two cheap counts prove: every key's colon of
  // the text became a distinct own key of the value. Only otherwise does the scan find and place the
  // faults (a string that opens with a colon also sends the text there: rare, and the answer is the same).
  const shape = valueShape(value, MAX_JSON_DEPTH);
  // Too deep: placed by the pointer validateSpec gives the parsed value, so both agree.
  if (shape.tooDeep !== undefined) return { parsed: false, findings: [{ ...tooDeep(deepestOpening(body, MAX_JSON_DEPTH)), pointer: firstTooDeep(value as object, MAX_JSON_DEPTH) }] };
  if (shape.keys === keyTokens(body)) return { parsed: true, value, findings: [] };
  const findings = scanValidJson(body, MAX_JSON_DEPTH);
  if (findings.some((f) => f.code === "json/too-deep")) return { parsed: false, findings };
  return { parsed: true, value, findings };
}

/**
 * In a text JSON.parse accepted, the colons after a quote (whitespace between): every key's colon,
 * and a colon that opens a string (`": x"`). So at least the number of object keys, and exactly it
 * unless a string starts with a colon: equal to the own keys of the value, it proves no key repeats
 * (test/validate/scan.test.ts). It jumps from colon to colon with indexOf: it costs per colon, not per character.
 */
export function keyTokens(text: string): number {
  let keys = 0;
  for (let i = text.indexOf(":"); i !== -1; i = text.indexOf(":", i + 1)) {
    let j = i;
    let c;
    do c = text.charCodeAt(--j);
    while (c === SPACE || c === LF || c === CR || c === TAB);
    // The quote before a key's colon closes the key: it is not escaped.
    if (c === QUOTE && !escaped(text, j)) keys++;
  }
  return keys;
}

function tooDeep(offset: number): TextFinding {
  return { code: "json/too-deep", severity: "error", pointer: "", params: { limit: MAX_JSON_DEPTH }, span: [offset, offset + 1] };
}

// Where and why JSON.parse refused the text: after a depth scan (the too-deep finding wins), the
// first error of a strict scan (`jsonSyntaxError`), else the position in JSON.parse's own message.
function syntaxFinding(body: string, error: unknown): TextFinding {
  const deep = deepestOpening(body, MAX_JSON_DEPTH);
  if (deep >= 0) return tooDeep(deep);
  const found = jsonSyntaxError(body);
  if (found) {
    const { offset, length, reason } = found;
    return { code: "json/syntax", severity: "error", pointer: "", params: { reason }, span: [offset, offset + Math.max(length, 1)] };
  }
  // Not reached while the scan agrees with JSON.parse (the tests hold it to that); a safety net
  // that keeps JSON.parse's own words (where it says the fault is differs between engines: not read).
  return { code: "json/syntax", severity: "error", pointer: "", params: { reason: error instanceof Error ? error.message : String(error) }, span: [0, 1] };
}

/** The first syntax error of a JSON text: where (UTF-16 offset and length, 0 at the end) and why. */
export interface JsonSyntaxError {
  offset: number;
  length: number;
  reason: string;
}

export const COLON = 0x3a, MINUS = 0x2d, PLUS = 0x2b, DOT = 0x2e, SLASH = 0x2f, STAR = 0x2a, ZERO = 0x30;
export const SPACE = 0x20, TAB = 0x09, LF = 0x0a, CR = 0x0d;
const EXPECT_VALUE = 0, AFTER_VALUE = 1, EXPECT_KEY = 2;

export const isSpace = (c: number): boolean => c === SPACE || c === LF || c === CR || c === TAB;
export const isDigit = (c: number): boolean => c >= ZERO && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

export function skipSpace(text: string, i: number): number {
  while (isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The end of a run of characters that are neither whitespace, punctuation, a quote nor a slash (a would-be literal). */
function wordEnd(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (Number.isNaN(c) || isSpace(c) || c === OPEN_BRACE || c === CLOSE_BRACE || c === OPEN_BRACKET || c === CLOSE_BRACKET) return i;
    if (c === QUOTE || c === COLON || c === COMMA || c === SLASH) return i;
    i++;
  }
}

/** Characters that are invisible or look like whitespace but are not JSON whitespace. */
function isOddCharacter(c: number): boolean {
  return c < 0x20 || (c >= 0x7f && c <= 0xa0) || c === 0x1680 || (c >= 0x2000 && c <= 0x200f) || (c >= 0x2028 && c <= 0x202f) || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

const failure = (offset: number, length: number, reason: string): JsonSyntaxError => ({ offset, length, reason });

/** A string token starting at the quote at `i`: the offset just past its closing quote, or its first error. */
function scanString(text: string, i: number): number | JsonSyntaxError {
  const n = text.length;
  for (let j = i + 1; ; j++) {
    if (j >= n) return failure(i, n - i, "unterminated string");
    const c = text.charCodeAt(j);
    if (c === QUOTE) return j + 1;
    if (c === BACKSLASH) {
      if (j + 1 >= n) return failure(i, n - i, "unterminated string");
      const e = text.charCodeAt(j + 1);
      if (e === 0x75 /* u */) {
        let k = j + 2;
        while (k < j + 6 && isHex(text.charCodeAt(k))) k++;
        if (k < j + 6) return failure(j, k - j, "invalid \\u escape");
        j = k - 1;
      } else if (e === QUOTE || e === BACKSLASH || e === SLASH || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
        j++;
      } else {
        return failure(j, 2, "invalid escape in a string");
      }
    } else if (c === LF || c === CR) {
      return failure(i, j - i, "unterminated string");
    } else if (c < 0x20) {
      return failure(j, 1, "control character in a string");
    }
  }
}

/** A number token starting at `i` (a minus or a digit): the offset just past it, or why it is malformed. */
function scanNumber(text: string, i: number): number | JsonSyntaxError {
  let j = i;
  if (text.charCodeAt(j) === MINUS) j++;
  const first = text.charCodeAt(j);
  if (first === ZERO) {
    j++;
    if (isDigit(text.charCodeAt(j))) {
      while (isDigit(text.charCodeAt(j))) j++;
      return failure(i, j - i, "malformed number (leading zero)");
    }
  } else if (isDigit(first)) {
    while (isDigit(text.charCodeAt(j))) j++;
  } else {
    return failure(i, j - i, "malformed number");
  }
  if (text.charCodeAt(j) === DOT) {
    j++;
    if (!isDigit(text.charCodeAt(j))) return failure(i, j - i, "malformed number");
    while (isDigit(text.charCodeAt(j))) j++;
  }
  const e = text.charCodeAt(j);
  if (e === 0x65 || e === 0x45) {
    j++;
    const sign = text.charCodeAt(j);
    if (sign === PLUS || sign === MINUS) j++;
    if (!isDigit(text.charCodeAt(j))) return failure(i, j - i, "malformed number");
    while (isDigit(text.charCodeAt(j))) j++;
  }
  return j;
}

/** The error for the token at `i` where something else was expected: a comment, an odd character, or `expected`. */
function unexpected(text: string, i: number, expected: string): JsonSyntaxError {
  const n = text.length;
  if (i >= n) return failure(n, 0, expected);
  const c = text.charCodeAt(i);
  if (c === SLASH) {
    const next = text.charCodeAt(i + 1);
    if (next === SLASH) {
      let j = i + 2;
      while (j < n && text.charCodeAt(j) !== LF && text.charCodeAt(j) !== CR) j++;
      return failure(i, j - i, "comments are not allowed in JSON");
    }
    if (next === STAR) {
      const close = text.indexOf("*/", i + 2);
      return failure(i, (close < 0 ? n : close + 2) - i, "comments are not allowed in JSON");
    }
  }
  if (isOddCharacter(c)) return failure(i, 1, `unexpected character U+${c.toString(16).toUpperCase().padStart(4, "0")}`);
  // A closing bracket where a key or a value was expected, after a comma: a trailing comma.
  let j = i;
  while (isSpace(text.charCodeAt(--j)));
  if (text[j] === "," && (c === CLOSE_BRACE || c === CLOSE_BRACKET)) return failure(i, 1, `trailing comma before '${text[i]}'`);
  let length = 1;
  if (c === QUOTE) {
    const end = scanString(text, i);
    if (typeof end === "number") length = end - i;
  } else if (c !== COLON && c !== COMMA && c !== SLASH && c !== OPEN_BRACE && c !== CLOSE_BRACE && c !== OPEN_BRACKET && c !== CLOSE_BRACKET) {
    length = Math.max(1, wordEnd(text, i) - i);
  }
  return failure(i, length, expected);
}

/**
 * The first syntax error in a text by RFC 8259 (whitespace is space, tab, LF and CR only), or
 * undefined when the text is JSON: exactly when JSON.parse would throw. Iterative: one array of
 * open containers, however deep the nesting.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const n = text.length;
  const open: boolean[] = []; // per open container: true for an object
  let state = EXPECT_VALUE;
  let i = skipSpace(text, 0);
  for (;;) {
    if (state === EXPECT_VALUE) {
      if (i >= n) return failure(n, 0, "expected a value");
      const c = text.charCodeAt(i);
      let end: number | JsonSyntaxError;
      if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        const object = c === OPEN_BRACE;
        i = skipSpace(text, i + 1);
        if (text.charCodeAt(i) === (object ? CLOSE_BRACE : CLOSE_BRACKET)) {
          i = skipSpace(text, i + 1);
          state = AFTER_VALUE;
        } else if (i >= n) {
          return failure(n, 0, object ? "expected '}'" : "expected ']'");
        } else {
          open.push(object);
          state = object ? EXPECT_KEY : EXPECT_VALUE;
        }
        continue;
      } else if (c === QUOTE) {
        end = scanString(text, i);
      } else if (c === MINUS || isDigit(c)) {
        end = scanNumber(text, i);
      } else {
        const w = wordEnd(text, i);
        const word = text.slice(i, w);
        if (word === "true" || word === "false" || word === "null") end = w;
        else if ((c === PLUS || c === DOT) && isDigit(text.charCodeAt(i + 1))) return failure(i, w - i, "malformed number");
        else return unexpected(text, i, "expected a value");
      }
      if (typeof end !== "number") return end;
      i = skipSpace(text, end);
      state = AFTER_VALUE;
    } else if (state === AFTER_VALUE) {
      const depth = open.length;
      if (depth === 0) return i >= n ? undefined : unexpected(text, i, "unexpected content after the JSON value");
      const object = open[depth - 1]!;
      if (i >= n) return failure(n, 0, object ? "expected '}'" : "expected ']'");
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i = skipSpace(text, i + 1);
        state = object ? EXPECT_KEY : EXPECT_VALUE;
      } else if (c === (object ? CLOSE_BRACE : CLOSE_BRACKET)) {
        open.pop();
        i = skipSpace(text, i + 1);
      } else {
        return unexpected(text, i, object ? "expected ',' or '}'" : "expected ',' or ']'");
      }
    } else {
      if (text.charCodeAt(i) !== QUOTE) return unexpected(text, i, "expected a property name in double quotes");
      const end = scanString(text, i);
      if (typeof end !== "number") return end;
      i = skipSpace(text, end);
      if (text.charCodeAt(i) !== COLON) return unexpected(text, i, "expected ':'");
      i = skipSpace(text, i + 1);
      state = EXPECT_VALUE;
    }
  }
}

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
  // The pointer of the value opening now at `depth` (or of `key` in the object at `depth`).
  const pointerHere = (key?: string): string => {
    const segs: (string | number)[] = [];
    for (let d = 1; d < depth; d++) segs.push(isObject[d] ? current[d]! : index[d]!);
    if (key !== undefined) segs.push(key);
    return toPointer(segs);
  };
  // The next backslash at or after a position, found again only once passed: linear in all.
  let nextBackslash = -2;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i);
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
        if (seen) findings.push({ code: "json/duplicate-key", severity: "error", pointer: pointerHere(key), params: { key }, span: [i, end + 1] });
      }
      i = end;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return [{ ...tooDeep(i), pointer: pointerHere() }];
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


/**
 * The offset of the quote that closes the string opening at `i`, in text JSON.parse accepted:
 * the next quote not escaped by an odd run of backslashes (-1 when there is none).
 */
export function closingQuote(text: string, i: number): number {
  let end = text.indexOf('"', i + 1);
  while (escaped(text, end)) end = text.indexOf('"', end + 1);
  return end;
}

/** Whether the character at `i` is escaped: an odd run of backslashes before it. */
function escaped(text: string, i: number): boolean {
  let k = i;
  while (text.charCodeAt(--k) === BACKSLASH);
  return (i - k) % 2 === 0;
}








