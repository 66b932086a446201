// Where two versions of a text differ: what an editor's keystroke changed, found by comparing the
// texts (natively, a block at a time), so callers need no change events. Its own file, importing
// nothing: the language service and the kept validator use it (edit.ts re-exports it), a page that
// only validates does not load it.

/** The length of the common prefix of two strings, compared a block at a time. */
export function commonPrefix(a: string, b: string): number {
  return common(a, b, Math.min(a.length, b.length), (i) => i);
}

/** The length of the common suffix of two strings, not reaching into the first `floor` characters of either. */
export function commonSuffix(a: string, b: string, floor: number): number {
  return common(a, b, Math.min(a.length, b.length) - floor, (i, n, s) => s.length - i - n);
}

/** How many characters `a` and `b` share, up to `n`, from where `at` (the start of a block of `size` after `done` shared ones) says. */
function common(a: string, b: string, n: number, at: (done: number, size: number, s: string) => number): number {
  let i = 0;
  for (const size of [65536, 4096, 256, 16, 1]) while (i + size <= n && a.substr(at(i, size, a), size) === b.substr(at(i, size, b), size)) i += size;
  return i;
}

/** The position in `sorted` (ascending) of the first entry at or after `x` (its length when none is). */
export function firstAtOrAfter(sorted: readonly number[], x: number): number {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
