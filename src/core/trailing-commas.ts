// The trailing commas of a text: what the fix of a `json/syntax` "trailing comma" error removes.
// A module of its own, apart from the text scanners (text.ts): only the fixes read it, so a bundle
// that loads the fixes later (an editor's language service, through import()) does not share the
// scanners with the validating page that loads them up front.

/** How the reason for a comma before a closing bracket begins (text.ts); `trailingCommas` finds them all. */
export const TRAILING_COMMA = "trailing comma";

/**
 * A JSON string at the sticky position: the quotes, and between them characters other than a
 * quote, a backslash or a control character, or the escapes RFC 8259 allows. It fails exactly where
 * text.ts's string scanner reports an error (unterminated, a line break or control character, a
 * bad escape).
 */
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/**
 * The offset of every comma outside strings whose next token is a closing bracket: the commas a
 * JSON5 or JavaScript habit leaves, each removable without changing any value. Linear.
 */
export function trailingCommas(text: string): number[] {
  const out: number[] = [];
  let comma = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Past the string; a malformed one ends the search.
      STRING.lastIndex = i;
      if (!STRING.test(text)) break;
      i = STRING.lastIndex - 1;
      comma = -1;
    } else if (c === 0x2c) comma = i;
    else if ((c === 0x7d || c === 0x5d) && comma >= 0) {
      out.push(comma);
      comma = -1;
    } else if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) comma = -1;
  }
  return out;
}
