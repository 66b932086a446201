// Decoding a file as UTF-8 without losing track of the bytes that are not UTF-8.
import { isUtf8 } from "node:buffer";
import type { TextFinding } from "../core/text.js";

/** A file holding more invalid sequences than this is reported up to here (a binary file would flood). */
export const MAX_UTF8_FINDINGS = 100;

/** The encodings a file that is not UTF-8 text is recognised as. */
export type NotText = { encoding: "UTF-16LE" | "UTF-16BE" | "UTF-32LE" | "UTF-32BE"; bom: boolean } | { encoding: "binary"; byte: number };

/**
 * Whether bytes are not text that could be JSON at all: UTF-16 or UTF-32 (by their byte-order
 * mark, or, without one, by the zero bytes every other or every fourth byte of ASCII has), or
 * binary (a zero byte, which JSON text never holds, even UTF-8 in a string). Undefined for text.
 */
export function notText(bytes: Uint8Array): NotText | undefined {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return { encoding: "UTF-32LE", bom: true };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return { encoding: "UTF-32BE", bom: true };
  if (a === 0xff && b === 0xfe) return { encoding: "UTF-16LE", bom: true };
  if (a === 0xfe && b === 0xff) return { encoding: "UTF-16BE", bom: true };
  const zero = bytes.indexOf(0);
  if (zero === -1) return undefined;
  // Without a mark: JSON starts with ASCII (a bracket, a space), so its first character tells the
  // width and the order; the rest of the first 64 bytes must agree.
  const head = bytes.subarray(0, Math.min(bytes.length, 64));
  const zeroAt = (i: number): boolean => head[i] === 0;
  const pattern = (width: number, at: number): boolean => {
    if (head.length < width) return false;
    for (let i = 0; i + width <= head.length; i += width) for (let j = 0; j < width; j++) if (zeroAt(i + j) !== (j !== at)) return false;
    return true;
  };
  if (pattern(4, 0)) return { encoding: "UTF-32LE", bom: false };
  if (pattern(4, 3)) return { encoding: "UTF-32BE", bom: false };
  if (pattern(2, 0)) return { encoding: "UTF-16LE", bom: false };
  if (pattern(2, 1)) return { encoding: "UTF-16BE", bom: false };
  return { encoding: "binary", byte: zero };
}

const hex = (b: number): string => `0x${b.toString(16).toUpperCase().padStart(2, "0")}`;

/**
 * The text of UTF-8 bytes as a browser or JSON parser decodes them (each invalid sequence becomes
 * one U+FFFD, a byte-order mark is kept), and an `io/invalid-utf8` error at each invalid
 * sequence's place in that text. Follows the WHATWG decoder step by step, so offsets match.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string; findings: TextFinding[] } {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  if (isUtf8(bytes)) return { text, findings: [] };
  const findings: TextFinding[] = [];
  let units = 0; // UTF-16 offset in `text`
  let needed = 0, seen = 0, lower = 0x80, upper = 0xbf, start = 0;
  const fail = (from: number, to: number): void => {
    if (findings.length < MAX_UTF8_FINDINGS) {
      const seq = Array.from(bytes.subarray(from, to), hex);
      findings.push({ code: "io/invalid-utf8", severity: "error", pointer: "", params: { byte: from, bytes: seq }, span: [units, units + 1] });
    }
    units++;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (needed === 0) {
      start = i;
      if (b <= 0x7f) units++;
      else if (b >= 0xc2 && b <= 0xdf) needed = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        needed = 2;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        needed = 3;
      } else fail(i, i + 1);
      continue;
    }
    if (b < lower || b > upper) {
      needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
      fail(start, i);
      i--; // the byte starts over
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    if (++seen === needed) {
      units += needed === 3 ? 2 : 1;
      needed = seen = 0;
    }
  }
  if (needed !== 0) fail(start, bytes.length);
  return { text, findings };
}
