// The few edits that turn one text into another, so that an editor changes only what changed (a
// formatted document, a fix-all) and keeps its cursor, folds and undo steps elsewhere. The texts
// are compared token by token (JSON strings, punctuation, other words; white space between them),
// anchored on tokens found once in each text, with a bounded Myers diff between anchors: a
// formatting that only moves white space costs one pass, one that reorders keys costs each node.
import { commonPrefix, commonSuffix } from "../core/compare.js";
import { fnvBytes, fnvText } from "../core/fnv.js";
import type { TextEdit } from "./fixes.js";

/** The items of a text (its tokens, or its lines): where each starts and ends, and a hash of its characters. */
interface Items {
  text: string;
  /** The text's bytes when it is all ASCII (then a byte per character). */
  bytes?: Uint8Array;
  from: Int32Array;
  to: Int32Array;
  /** FNV-1a of the item's characters, cut to 30 bits (a small integer, cheap as a map's key). */
  hash: Int32Array;
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isPunct = (c: number): boolean => c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x3a || c === 0x2c;

/** The hash items are counted and first compared by, cut to 30 bits (exported for the tests, which look for two texts of one hash). */
export const hashOf = (text: string, from: number, to: number): number => fnvText(text, from, to) & 0x3fffffff;

function tokens(text: string): Items {
  // No more tokens than characters: the arrays are cut to the count at the end.
  const n = text.length;
  const froms = new Int32Array(n);
  const tos = new Int32Array(n);
  const hashes = new Int32Array(n);
  let count = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    const from = i;
    if (c === 0x22) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        // An escape never takes a line end with it: a string ends at its line, as JSON's do.
        if (d === 0x5c && text.charCodeAt(i + 1) !== 0x0a) i += 2;
        else if (d === 0x22 || d === 0x0a) {
          i++;
          break;
        } else i++;
      }
      i = Math.min(i, n);
    } else if (isPunct(c)) i++;
    else while (i < n && !isSpace(text.charCodeAt(i)) && !isPunct(text.charCodeAt(i)) && text.charCodeAt(i) !== 0x22) i++;
    froms[count] = from;
    tos[count] = i;
    hashes[count++] = hashOf(text, from, i);
  }
  return { text, from: froms.subarray(0, count), to: tos.subarray(0, count), hash: hashes.subarray(0, count) };
}

// Every platform the toolkit runs on has TextEncoder; the pure build declares no platform's
// globals, so the one method used here is named.
interface Utf8 {
  TextEncoder: new () => { encodeInto(text: string, into: Uint8Array): { read: number; written: number } };
}
let encoder: InstanceType<Utf8["TextEncoder"]> | undefined;

/** The text as bytes when it is all ASCII (a byte per character, read faster than the string), else undefined. */
function asciiBytes(text: string): Uint8Array | undefined {
  const bytes = new Uint8Array(text.length);
  // A character past ASCII takes two bytes or more: the bytes are full before the text is read.
  return (encoder ??= new (globalThis as unknown as Utf8).TextEncoder()).encodeInto(text, bytes).read === text.length ? bytes : undefined;
}

/** The lines of a text (line breaks left out), hashed from its bytes when it is all ASCII (the same hash). */
function lines(text: string): Items {
  const bytes = asciiBytes(text);
  let count = 1;
  for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) count++;
  const out: Items = { text, from: new Int32Array(count), to: new Int32Array(count), hash: new Int32Array(count) };
  if (bytes !== undefined) out.bytes = bytes;
  let from = 0;
  for (let k = 0; k < count; k++) {
    const nl = text.indexOf("\n", from);
    const to = nl < 0 ? text.length : nl;
    out.from[k] = from;
    out.to[k] = to;
    out.hash[k] = (bytes === undefined ? fnvText(text, from, to) : fnvBytes(bytes, from, to)) & 0x3fffffff;
    from = to + 1;
  }
  return out;
}

/** Whether a[af..af+length) and b[bf..bf+length) are the same characters. */
function sameText(a: string, af: number, b: string, bf: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a.charCodeAt(af + k) !== b.charCodeAt(bf + k)) return false;
  return true;
}

/** Whether item i of a and item j of b are the same characters (the hashes first, the characters when they agree). */
function same(a: Items, i: number, b: Items, j: number): boolean {
  if (a.hash[i] !== b.hash[j]) return false;
  const af = a.from[i]!;
  const bf = b.from[j]!;
  const length = a.to[i]! - af;
  if (b.to[j]! - bf !== length) return false;
  const ab = a.bytes;
  const bb = b.bytes;
  if (ab === undefined || bb === undefined) return sameText(a.text, af, b.text, bf, length);
  for (let k = 0; k < length; k++) if (ab[af + k] !== bb[bf + k]) return false;
  return true;
}

/** Myers' search stops past this much work (steps × tokens): the gap is then replaced whole. */
const MAX_WORK = 4_000_000;

// Pairs of equal items (index in a, index in b, pushed in turn to `out`), in order: a longest common
// subsequence by Myers' O(ND) algorithm on a[a0..a1) and b[b0..b1); false (and nothing pushed) past MAX_WORK.
function myers(a: Items, b: Items, a0: number, a1: number, b0: number, b1: number, out: number[]): boolean {
  // The common head and tail are kept as they are (between two anchors, mostly all of it).
  while (a0 < a1 && b0 < b1 && same(a, a0, b, b0)) out.push(a0++, b0++);
  let tail = 0;
  while (a0 < a1 - tail && b0 < b1 - tail && same(a, a1 - 1 - tail, b, b1 - 1 - tail)) tail++;
  const kept = myersBetween(a, b, a0, a1 - tail, b0, b1 - tail, out);
  for (let t = tail; t > 0; t--) out.push(a1 - t, b1 - t);
  return kept;
}

function myersBetween(a: Items, b: Items, a0: number, a1: number, b0: number, b1: number, out: number[]): boolean {
  const n = a1 - a0;
  const m = b1 - b0;
  if (n === 0 || m === 0) return true;
  const max = Math.min(n + m, Math.max(1, Math.floor(MAX_WORK / Math.max(1, n + m))));
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && same(a, a0 + x, b, b0 + y)) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        // Walk back through the trace (trace[e] holds v[-e-1..e+1] as it was before step e), keeping the diagonal runs.
        const pairs: number[] = [];
        let cx = n;
        let cy = m;
        for (let e = d; e > 0; e--) {
          const pv = trace[e]!;
          const at = (kk: number): number => pv[kk + e + 1]!;
          const kk = cx - cy;
          const down = kk === -e || (kk !== e && at(kk - 1) < at(kk + 1));
          const pk = down ? kk + 1 : kk - 1;
          const px = at(pk);
          const py = px - pk;
          const sx = down ? px : px + 1;
          const sy = sx - kk;
          while (cx > sx && cy > sy) pairs.push(b0 + --cy, a0 + --cx);
          cx = px;
          cy = py;
        }
        while (cx > 0 && cy > 0) pairs.push(b0 + --cy, a0 + --cx);
        for (let p = pairs.length - 1; p > 0; p -= 2) out.push(pairs[p]!, pairs[p - 1]!);
        return true;
      }
    }
  }
  return false;
}

// Pairs of equal items of a[a0..a1) and b[b0..b1), in order, pushed to `out` (index in a, index in
// b). Items found once in each (a node's id, most strings, most lines) anchor the comparison, kept
// in the order both texts agree on (a longest increasing run, patience-style); Myers compares what
// lies between anchors, so reordered keys in one node cost that node, not the document.
function matchItems(a: Items, b: Items, a0: number, a1: number, b0: number, b1: number, out: number[]): void {
  if (a0 === a1 || b0 === b1) return;
  // Punctuation is never unique: only longer items are counted. Items are counted by their hash;
  // two different items of one hash are counted as one (so neither anchors), and an anchor is
  // kept only when its two items are the same characters.
  const slots = new Map<number, number>();
  const inA: number[] = [];
  const inB: number[] = [];
  const firstA: number[] = [];
  for (let i = a0; i < a1; i++) {
    if (a.to[i]! - a.from[i]! === 1) continue;
    const slot = slots.get(a.hash[i]!);
    if (slot === undefined) {
      slots.set(a.hash[i]!, inA.length);
      inA.push(1);
      inB.push(0);
      firstA.push(i);
    } else inA[slot] = inA[slot]! + 1;
  }
  for (let j = b0; j < b1; j++) {
    if (b.to[j]! - b.from[j]! === 1) continue;
    const slot = slots.get(b.hash[j]!);
    if (slot !== undefined) inB[slot] = inB[slot]! + 1;
  }
  // The anchors in a's order: the b-index of each a-index that anchors (-1 where none does).
  const partner = new Int32Array(a1 - a0).fill(-1);
  let anchored = 0;
  for (let j = b0; j < b1; j++) {
    if (b.to[j]! - b.from[j]! === 1) continue;
    const slot = slots.get(b.hash[j]!);
    if (slot !== undefined && inA[slot] === 1 && inB[slot] === 1 && same(a, firstA[slot]!, b, j)) {
      partner[firstA[slot]! - a0] = j;
      anchored++;
    }
  }
  if (anchored === 0) {
    myers(a, b, a0, a1, b0, b1, out);
    return;
  }
  const anchorA = new Int32Array(anchored);
  const anchorB = new Int32Array(anchored);
  for (let i = a0, k = 0; i < a1; i++) {
    if (partner[i - a0] === -1) continue;
    anchorA[k] = i;
    anchorB[k++] = partner[i - a0]!;
  }
  // Longest increasing run of b-indexes (O(k log k)).
  const tails: number[] = [];
  const prev = new Int32Array(anchored).fill(-1);
  for (let i = 0; i < anchored; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (anchorB[tails[mid]!]! < anchorB[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const chain: number[] = [];
  for (let i = tails[tails.length - 1]!; i >= 0; i = prev[i]!) chain.push(i);
  let pa = a0;
  let pb = b0;
  for (let c = chain.length - 1; c >= 0; c--) {
    const i = anchorA[chain[c]!]!;
    const j = anchorB[chain[c]!]!;
    myers(a, b, pa, i, pb, j, out);
    out.push(i, j);
    pa = i + 1;
    pb = j + 1;
  }
  myers(a, b, pa, a1, pb, b1, out);
}

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

// One replacement of before[from..to] by `insert`, trimmed to what differs (never inside a surrogate pair).
function trimmed(before: string, from: number, to: number, insert: string): TextEdit | undefined {
  const old = before.slice(from, to);
  if (old === insert) return undefined;
  let p = 0;
  const maxP = Math.min(old.length, insert.length);
  while (p < maxP && old.charCodeAt(p) === insert.charCodeAt(p)) p++;
  if (p > 0 && isHigh(old.charCodeAt(p - 1))) p--;
  let s = 0;
  const maxS = Math.min(old.length, insert.length) - p;
  while (s < maxS && old.charCodeAt(old.length - 1 - s) === insert.charCodeAt(insert.length - 1 - s)) s++;
  if (s > 0 && isLow(old.charCodeAt(old.length - s))) s--;
  return { from: from + p, to: to - s, insert: insert.slice(p, insert.length - s) };
}

/**
 * Edits that turn `before` into `after`: in text order, not overlapping, each as small as the
 * token comparison finds (white space between equal tokens is edited alone), so that
 * `applyEdits(before, minimalEdits(before, after)) === after`; no edit touches a line outside
 * those where the texts differ. Empty when the texts are equal.
 */
export function minimalEdits(before: string, after: string): TextEdit[] {
  if (before === after) return [];
  // Only the lines where the texts differ are compared: a JSON string never spans lines, so
  // tokens read from a line's start are the tokens of the whole text.
  const p = commonPrefix(before, after);
  const s = commonSuffix(before, after, p);
  const from = p === 0 ? 0 : before.lastIndexOf("\n", p - 1) + 1;
  const nl = before.indexOf("\n", before.length - s);
  const tail = nl < 0 ? 0 : before.length - nl;
  const a = before.slice(from, before.length - tail);
  const b = after.slice(from, after.length - tail);
  return (a.length + b.length > LINES_FROM ? diffLines(a, b) : diffTokens(a, b)).map((e) => ({ from: e.from + from, to: e.to + from, insert: e.insert }));
}

/**
 * Texts longer than this (both together) are compared line by line first, then token by token
 * within each run of lines that differ: a document that formatting changes in a thousand places
 * (a key moved in every node) was 400,000 tokens compared at once, most of the time and garbage
 * of formatting it; its 60,000 lines are mostly equal.
 */
const LINES_FROM = 64 * 1024;

/** The items (lines or tokens) two texts keep, as pairs of indexes in turn (index in a, index in b): the common head, matchItems's pairs between, the common tail. */
function equalPairs(a: Items, b: Items): number[] {
  const n = a.from.length;
  const m = b.from.length;
  let pre = 0;
  while (pre < n && pre < m && same(a, pre, b, pre)) pre++;
  let suf = 0;
  while (suf < n - pre && suf < m - pre && same(a, n - 1 - suf, b, m - 1 - suf)) suf++;
  const pairs: number[] = [];
  for (let i = 0; i < pre; i++) pairs.push(i, i);
  matchItems(a, b, pre, n - suf, pre, m - suf, pairs);
  for (let i = suf; i > 0; i--) pairs.push(n - i, m - i);
  return pairs;
}

/**
 * Call `gap` with each stretch of the two texts between the items they keep (equalPairs), in order:
 * `[atA, toA)` of the text before and `[atB, toB)` of the text after; the last ends at the texts' ends.
 */
function eachGap(a: Items, b: Items, gap: (atA: number, toA: number, atB: number, toB: number) => void): void {
  let atA = 0;
  let atB = 0;
  const pairs = equalPairs(a, b);
  for (let p = 0; p < pairs.length; p += 2) {
    const i = pairs[p]!;
    const j = pairs[p + 1]!;
    gap(atA, a.from[i]!, atB, b.from[j]!);
    atA = a.to[i]!;
    atB = b.to[j]!;
  }
  gap(atA, a.text.length, atB, b.text.length);
}

// The same edits' kind as diffTokens's: equal lines (anchored on lines found once in each text, as
// tokens are) are left alone, and what lies between two equal lines is compared token by token. A
// JSON string never spans lines, so the tokens read from a line's end are those of the whole text.
function diffLines(before: string, after: string): TextEdit[] {
  const a = lines(before);
  const b = lines(after);
  const edits: TextEdit[] = [];
  eachGap(a, b, (atA, toA, atB, toB) => {
    // Most gaps are the line break between two kept lines, the same on both sides.
    if (toA - atA === toB - atB && sameText(before, atA, after, atB, toA - atA)) return;
    for (const e of diffTokens(before.slice(atA, toA), after.slice(atB, toB))) edits.push({ from: e.from + atA, to: e.to + atA, insert: e.insert });
  });
  return edits;
}

function diffTokens(before: string, after: string): TextEdit[] {
  const a = tokens(before);
  const b = tokens(after);
  const edits: TextEdit[] = [];
  eachGap(a, b, (atA, toA, atB, toB) => {
    const e = trimmed(before, atA, toA, after.slice(atB, toB));
    if (e) edits.push(e);
  });
  return edits;
}
