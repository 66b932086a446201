// Text helpers shared by the renderers: what a hostile id or label is shown as, how wide it is drawn,
// and how it is shortened. Each renderer then escapes the result for its own target.

// Characters a reader cannot see or that reorder what is around them: line breaks, controls,
// the bidirectional overrides, a byte-order mark, and the two characters XML forbids.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A string with every invisible or line-breaking character made visible: a control character as
 * its Unicode picture (a line feed as ␊, a tab as ␉), anything else as `\u202e`. Pictures rather
 * than `\n`: Mermaid turns a written `\n` into a line break.
 */
export function visible(s: string): string {
  return s.replace(INVISIBLE, (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** True for a code point drawn about twice as wide as a Latin letter (CJK, Hangul, full-width forms, emoji). */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** The drawn width of a text in ems, estimated without a DOM: about 0.6 em a character, wide ones 1.1 em. */
export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += isWide(ch.codePointAt(0)!) ? 1.1 : 0.6;
  return w;
}

/** A text cut to at most `max` code points, ending in "…" when cut (surrogate pairs are never split). */
export function shorten(s: string, max: number): string {
  if (s.length <= max) return s;
  const points = Array.from(s);
  return points.length <= max ? s : `${points.slice(0, Math.max(1, max - 1)).join("")}…`;
}
