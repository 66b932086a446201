// Comparing JSON values as the platform stores them: object key order does not matter.

/** Whether two JSON values are equal: same types, same array items in order, same keys and values in any order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a);
  const ob = b as Record<string, unknown>;
  if (ka.length !== Object.keys(ob).length) return false;
  const oa = a as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(ob, k) && sameJson(oa[k], ob[k]));
}
