// The few edits that turn one text into another, so that an editor changes only what changed (a
// formatted document, a fix-all) and keeps its cursor, folds and undo steps elsewhere. The texts
// are compared token by token (JSON strings, punctuation, other words; white space between them),
// anchored on tokens found once in each text, with a bounded Myers diff between anchors: a
// formatting that only moves white space costs one pass, one that reorders keys costs each node.
import { commonPrefix, commonSuffix } from "../core/compare.js";
import type { TextEdit } from "./fixes.js";

interface Token {
  from: number;
  to: number;
  text: string;
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isPunct = (c: number): boolean => c === 0x7b || c === 0x7d || c === 0x5b || c === 0x5d || c === 0x3a || c === 0x2c;

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;
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
    out.push({ from, to: i, text: text.slice(from, i) });
  }
  return out;
}

/** Myers' search stops past this much work (steps × tokens): the gap is then replaced whole. */
const MAX_WORK = 4_000_000;

// Pairs of equal tokens (index in a, index in b), in order: a longest common subsequence by Myers'
// O(ND) algorithm on a[a0..a1) and b[b0..b1); undefined past MAX_WORK.
function myers(a: readonly Token[], b: readonly Token[], a0: number, a1: number, b0: number, b1: number): [number, number][] | undefined {
  const n = a1 - a0;
  const m = b1 - b0;
  const max = Math.min(n + m, Math.max(1, Math.floor(MAX_WORK / Math.max(1, n + m))));
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  const eq = (x: number, y: number): boolean => a[a0 + x]!.text === b[b0 + y]!.text;
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && eq(x, y)) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        // Walk back through the trace (trace[e] holds v[-e-1..e+1] as it was before step e), keeping the diagonal runs.
        const pairs: [number, number][] = [];
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
          while (cx > sx && cy > sy) pairs.push([a0 + --cx, b0 + --cy]);
          cx = px;
          cy = py;
        }
        while (cx > 0 && cy > 0) pairs.push([a0 + --cx, b0 + --cy]);
        return pairs.reverse();
      }
    }
  }
  return undefined;
}

// Pairs of equal tokens of a[a0..a1) and b[b0..b1), in order. Tokens found once in each (a node's
// id, most strings) anchor the comparison, kept in the order both texts agree on (a longest
// increasing run, patience-style); Myers compares what lies between anchors, so reordered keys in
// one node cost that node, not the document.
function matchTokens(a: readonly Token[], b: readonly Token[], a0: number, a1: number, b0: number, b1: number): [number, number][] {
  if (a0 === a1 || b0 === b1) return [];
  // Punctuation is never unique: only longer tokens are counted.
  const counts = new Map<string, [number, number, number]>();
  for (let i = a0; i < a1; i++) {
    if (a[i]!.to - a[i]!.from === 1) continue;
    const c = counts.get(a[i]!.text);
    if (c) c[0]++;
    else counts.set(a[i]!.text, [1, 0, i]);
  }
  const anchors: [number, number][] = [];
  for (let j = b0; j < b1; j++) {
    if (b[j]!.to - b[j]!.from === 1) continue;
    const c = counts.get(b[j]!.text);
    if (c) c[1]++;
  }
  for (let j = b0; j < b1; j++) {
    if (b[j]!.to - b[j]!.from === 1) continue;
    const c = counts.get(b[j]!.text);
    if (c && c[0] === 1 && c[1] === 1) anchors.push([c[2], j]);
  }
  if (anchors.length === 0) return myers(a, b, a0, a1, b0, b1) ?? [];
  anchors.sort((x, y) => x[0] - y[0]);
  // Longest increasing run of b-indexes (O(k log k)).
  const tails: number[] = [];
  const prev = new Int32Array(anchors.length).fill(-1);
  for (let i = 0; i < anchors.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (anchors[tails[mid]!]![1] < anchors[i]![1]) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const chain: [number, number][] = [];
  for (let i = tails[tails.length - 1]!; i >= 0; i = prev[i]!) chain.push(anchors[i]!);
  chain.reverse();
  const out: [number, number][] = [];
  let pa = a0;
  let pb = b0;
  const add = (pairs: [number, number][] | undefined): void => {
    if (pairs) for (const p of pairs) out.push(p);
  };
  for (const [i, j] of chain) {
    add(myers(a, b, pa, i, pb, j));
    out.push([i, j]);
    pa = i + 1;
    pb = j + 1;
  }
  add(myers(a, b, pa, a1, pb, b1));
  return out;
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

/** The lines of a text (line breaks left out), as tokens. */
function lines(text: string): Token[] {
  const out: Token[] = [];
  let from = 0;
  for (;;) {
    const nl = text.indexOf("\n", from);
    const to = nl < 0 ? text.length : nl;
    out.push({ from, to, text: text.slice(from, to) });
    if (nl < 0) return out;
    from = nl + 1;
  }
}

/** The items (lines or tokens) two texts keep, as pairs of indexes: the common head, matchTokens's pairs between, the common tail. */
function equalPairs(a: readonly Token[], b: readonly Token[]): [number, number][] {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre]!.text === b[pre]!.text) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf]!.text === b[b.length - 1 - suf]!.text) suf++;
  const pairs: [number, number][] = [];
  for (let i = 0; i < pre; i++) pairs.push([i, i]);
  for (const p of matchTokens(a, b, pre, a.length - suf, pre, b.length - suf)) pairs.push(p);
  for (let i = suf; i > 0; i--) pairs.push([a.length - i, b.length - i]);
  return pairs;
}

/**
 * Call `gap` with each stretch of the two texts between the items they keep (equalPairs), in order:
 * `[atA, toA)` of the text before and `[atB, toB)` of the text after; the last ends at the texts' ends.
 */
function eachGap(a: readonly Token[], b: readonly Token[], endA: number, endB: number, gap: (atA: number, toA: number, atB: number, toB: number) => void): void {
  let atA = 0;
  let atB = 0;
  for (const [i, j] of equalPairs(a, b)) {
    gap(atA, a[i]!.from, atB, b[j]!.from);
    atA = a[i]!.to;
    atB = b[j]!.to;
  }
  gap(atA, endA, atB, endB);
}

// The same edits' kind as diffTokens's: equal lines (anchored on lines found once in each text, as
// tokens are) are left alone, and what lies between two equal lines is compared token by token. A
// JSON string never spans lines, so the tokens read from a line's end are those of the whole text.
function diffLines(before: string, after: string): TextEdit[] {
  const a = lines(before);
  const b = lines(after);
  const edits: TextEdit[] = [];
  eachGap(a, b, before.length, after.length, (atA, toA, atB, toB) => {
    if (toA === atA && toB === atB) return;
    for (const e of diffTokens(before.slice(atA, toA), after.slice(atB, toB))) edits.push({ from: e.from + atA, to: e.to + atA, insert: e.insert });
  });
  return edits;
}

function diffTokens(before: string, after: string): TextEdit[] {
  const a = tokens(before);
  const b = tokens(after);
  const edits: TextEdit[] = [];
  eachGap(a, b, before.length, after.length, (atA, toA, atB, toB) => {
    const e = trimmed(before, atA, toA, after.slice(atB, toB));
    if (e) edits.push(e);
  });
  return edits;
}
