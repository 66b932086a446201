// FNV-1a, 32 bits: a quick hash of a run of bytes or characters, for maps that then compare the
// run itself (the formatter's decoded keys, the minimal edits' lines and tokens). Its own file,
// importing nothing.

const START = 0x811c9dc5 | 0;
const PRIME = 0x01000193;

/** The hash of bytes[from..to). */
export function fnvBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = START;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, PRIME);
  return h;
}

/** The hash of the UTF-16 code units text[from..to): an ASCII text's is its bytes'. */
export function fnvText(text: string, from: number, to: number): number {
  let h = START;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), PRIME);
  return h;
}
