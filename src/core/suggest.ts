/** Suggestions stop at this many edits: a typo is a few keystrokes, and the bound keeps each comparison linear. */
export const MAX_SUGGESTION_EDITS = 3;

/**
 * Edit distance (optimal string alignment: insert, delete, substitute, swap two neighbours),
 * computed only within `max` edits: any larger distance comes back as `max + 1`. Banded, so a
 * pair costs O(length × max) and allocates three rows.
 */
export function editDistance(a: string, b: string, max = Math.max(a.length, b.length)): number {
  if (a === b) return 0;
  const m = a.length, n = b.length;
  const big = max + 1;
  if (Math.abs(m - n) > max) return big;
  let prev2 = new Int32Array(n + 2).fill(big);
  let prev = new Int32Array(n + 2).fill(big);
  let cur = new Int32Array(n + 2).fill(big);
  for (let j = 0; j <= Math.min(n, max); j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    const lo = Math.max(1, i - max), hi = Math.min(n, i + max);
    cur[lo - 1] = lo === 1 ? (i <= max ? i : big) : big;
    cur[hi + 1] = big;
    let rowMin = cur[lo - 1]!;
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return big;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  return Math.min(prev[n]!, big);
}

/**
 * The candidate a mistyped word most likely meant, or undefined when none is close: a case-only
 * difference wins; otherwise the nearest by edit distance, within a third of the word's length
 * and at most MAX_SUGGESTION_EDITS edits.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  const limit = Math.min(MAX_SUGGESTION_EDITS, Math.max(1, Math.floor(word.length / 3)));
  for (const c of candidates) {
    if (c === word) continue;
    if (Math.abs(c.length - word.length) > limit) continue;
    const score = c.length === word.length && c.toLowerCase() === lower ? 0.5 : editDistance(word, c, Math.min(limit, bestScore - 1));
    if (score <= limit && score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The keys of `obj` that are near misses of a name in `names` the object lacks (`transitions` for
 * `transition`, `Name` for `name`), each with the name meant, in the object's key order. A key that
 * is one of `names`, or whose name meant is present too, is none.
 */
export function misspelledKeys(obj: object, names: readonly string[]): [key: string, meant: string][] {
  const out: [string, string][] = [];
  for (const key of Object.keys(obj)) {
    if (names.includes(key)) continue;
    const meant = didYouMean(key, names);
    if (meant !== undefined && !Object.hasOwn(obj, meant)) out.push([key, meant]);
  }
  return out;
}
