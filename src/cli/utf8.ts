// Decoding a file as UTF-8 without losing track of the bytes that are not UTF-8.
import { isUtf8 } from "node:buffer";
import type { TextFinding } from "../core/text.js";

/** A file holding more invalid sequences than this is reported up to here (a binary file would flood). */
export const MAX_UTF8_FINDINGS = 100;

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
