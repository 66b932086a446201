// Small helpers the messages of every code definition share.

/**
 * A value as JSON text; what JSON cannot write (a BigInt, NaN, a cycle, a throwing getter) as
 * JavaScript prints it. Never throws: it words issues about values that are not JSON.
 */
export function q(v: unknown): string {
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "number" && !Number.isFinite(v)) return String(v);
  try {
    const s = JSON.stringify(v);
    if (s !== undefined) return s;
  } catch {
    // a BigInt inside, a cycle, a throwing toJSON or getter: fall through
  }
  try {
    return String(v);
  } catch {
    return typeof v;
  }
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`. */
export const list = (vs: readonly unknown[]): string =>
  vs.length <= 1 ? vs.map(q).join("") : `${vs.slice(0, -1).map(q).join(", ")} or ${q(vs[vs.length - 1])}`;


/** `; did you mean "eq"?` when a finding names what was most likely meant, else nothing. */
export const meant = (p: { suggestion?: string | undefined }): string => (p.suggestion === undefined ? "" : `; did you mean ${q(p.suggestion)}?`);

/** `a string`, `an object`; `null` stays bare. */
export const article = (t: string): string => (t === "null" ? t : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/** Short rendering of a value for a message: long strings and containers are cut. */
export function brief(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v !== null && typeof v === "object") return Array.isArray(v) ? "an array" : "an object";
  const s = q(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}
