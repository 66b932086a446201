// Values as conditions see them: deep equality, code point order and length.

const hasOwn = Object.prototype.hasOwnProperty;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * Deep equality of a run value with an operand: numbers by value (-0 equals 0), objects by own
 * enumerable keys in any order, arrays in order (own elements only). The operand is a finite JSON tree no deeper
 * than MAX_VALUE_DEPTH (checked at compile time), so the recursion is bounded by the operand
 * whatever the run value holds (deep or cyclic data cannot overflow the stack).
 */
export function deepEqual(actual: unknown, operand: unknown): boolean {
  if (actual === operand) return true;
  if (typeof operand !== "object" || operand === null || typeof actual !== "object" || actual === null) return false;
  if (Array.isArray(operand)) {
    if (!Array.isArray(actual) || actual.length !== operand.length) return false;
    // A hole is missing (never equal to JSON); Array.prototype is never read.
    for (let i = 0; i < operand.length; i++) if (!hasOwn.call(actual, i) || !deepEqual(actual[i], operand[i])) return false;
    return true;
  }
  if (Array.isArray(actual)) return false;
  const keys = Object.keys(operand);
  if (Object.keys(actual).length !== keys.length) return false;
  for (const k of keys) {
    if (!isEnumerable.call(actual, k)) return false;
    if (!deepEqual((actual as Record<string, unknown>)[k], (operand as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Compare two strings by Unicode code point (not by UTF-16 code unit as `<` does): a surrogate
 * pair is its astral code point (after U+FFFF), a lone surrogate is its own value (U+D800..U+DFFF,
 * before U+E000).
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 || y >= 0xd800) {
      // The strings agree before `i`: when a pair spans i - 1 in either one, their code points
      // differ from i - 1 on (a pair there against a lone high surrogate).
      const at = i > 0 && ((a.codePointAt(i - 1) as number) > 0xffff || (b.codePointAt(i - 1) as number) > 0xffff) ? i - 1 : i;
      x = a.codePointAt(at) as number;
      y = b.codePointAt(at) as number;
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

const PAIR = /[\ud800-\udbff][\udc00-\udfff]/;
/** True when position `i` of `s` falls inside a surrogate pair. */
const inPair = (s: string, i: number): boolean => i > 0 && PAIR.test(s.slice(i - 1, i + 1));

/**
 * A substring test by code point: `part` found in `s` other than by splitting a surrogate pair
 * (`"a😀b"` does not contain `"\ud83d"`). Only a part that starts with a low surrogate or ends
 * with a high one can split a pair; for any other part this is undefined: `includes` is exact.
 */
export function containsByCodePoint(part: string): ((s: string) => boolean) | undefined {
  if (!/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(part)) return undefined;
  return (s) => {
    for (let at = s.indexOf(part); at >= 0; at = s.indexOf(part, at + 1)) if (!inPair(s, at) && !inPair(s, at + part.length)) return true;
    return false;
  };
}

/** Length in code points: a surrogate pair counts once. */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The length `length` compares: code points, elements or own enumerable keys; undefined otherwise. */
export function lengthOf(v: unknown): number | undefined {
  if (typeof v === "string") return codePointLength(v);
  if (typeof v !== "object" || v === null) return undefined;
  if (Array.isArray(v)) return v.length;
  return Object.keys(v).length;
}

/** `isEmpty`: missing, null, "", [] or {}. */
export function isEmptyValue(v: unknown): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (typeof v !== "object") return false;
  if (Array.isArray(v)) return v.length === 0;
  for (const k in v) if (hasOwn.call(v, k)) return false;
  return true;
}
