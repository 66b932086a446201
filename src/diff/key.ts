// A value's identity as text, blind to key order: two JSON values get the same key exactly when
// they are equal as JSON (objects compared member by member, arrays in order). Never throws and
// always ends: a cycle or nesting past MAX_DEPTH (no JSON text has either) is keyed by the object's
// identity within the call.

/** Deeper than any JSON text the toolkit reads (512 levels): past it, values are compared by identity. */
const MAX_DEPTH = 600;

interface Walk {
  open: Set<object>;
  /** Numbers given to the objects keyed by identity in this call (no state outlives a call). */
  ids: Map<object, number>;
  /** Keys already made, by object (a `Keys` keeps them across calls). */
  memo?: Map<object, string>;
  /** Leave out `valueType` of each comparison (an object with `op`): the editor hint the executor ignores. */
  noHints?: boolean;
  /** With `noHints`: the walk that keys a comparison's operand, where a `valueType` is data. */
  operands?: Walk;
}

const identity = (o: object, w: Walk): string => {
  let id = w.ids.get(o);
  if (id === undefined) w.ids.set(o, (id = w.ids.size + 1));
  return `\u0000#${id}`;
};

/** The key of a value: equal keys for equal JSON values, whatever their key order. */
export function valueKey(value: unknown): string {
  return keyOf(value, 0, { open: new Set(), ids: new Map() });
}

function keyOf(v: unknown, depth: number, w: Walk): string {
  if (v === null || typeof v !== "object") {
    if (typeof v === "string") return JSON.stringify(v);
    if (typeof v === "number") return Number.isFinite(v) ? String(v === 0 ? 0 : v) : `\u0000${String(v)}`;
    if (typeof v === "boolean") return v ? "true" : "false";
    if (v === null) return "null";
    return `\u0000${typeof v}:${typeof v === "bigint" ? String(v) : ""}`;
  }
  if (depth > MAX_DEPTH || w.open.has(v)) return identity(v, w);
  const known = w.memo?.get(v);
  if (known !== undefined) return known;
  w.open.add(v);
  let out: string;
  if (Array.isArray(v)) {
    out = "[";
    for (let i = 0; i < v.length; i++) out += (i > 0 ? "," : "") + keyOf(v[i], depth + 1, w);
    out += "]";
  } else {
    const keys = Object.keys(v).sort();
    out = "{";
    let first = true;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const member = (v as Record<string, unknown>)[k];
      // A member holding undefined is no member in JSON (JSON.stringify leaves it out).
      if (member === undefined) continue;
      const comparison = w.noHints === true && (v as Record<string, unknown>)["op"] !== undefined && Object.hasOwn(v, "op");
      if (comparison && k === "valueType") continue;
      out += (first ? "" : ",") + JSON.stringify(k) + ":" + keyOf(member, depth + 1, comparison && k === "value" ? (w.operands ?? w) : w);
      first = false;
    }
    out += "}";
  }
  w.open.delete(v);
  w.memo?.set(v, out);
  return out;
}

/**
 * Whether two values are equal as JSON (key order aside, a member holding undefined absent), as
 * their keys are, without making them: a walk of both that stops at the first difference.
 */
export function sameValue(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return valueKeyOfScalar(a) === valueKeyOfScalar(b);
  // Past the depth no JSON text reaches (or in a cycle), values are equal only when identical.
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const y = b as unknown[];
    if (a.length !== y.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], y[i], depth + 1)) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || x[k] === undefined) continue;
    count++;
    if (!Object.hasOwn(y, k) || !sameValue(x[k], y[k], depth + 1)) return false;
  }
  for (const k in y) if (Object.hasOwn(y, k) && y[k] !== undefined) count--;
  return count === 0;
}

const valueKeyOfScalar = (v: unknown): string => (v !== null && typeof v === "object" ? "\u0000object" : keyOf(v, 0, { open: new Set(), ids: new Map() }));

/**
 * Keys of the values of two specs, each object keyed once: a diff compares a node whole, then its
 * parts, and the parts' keys are already made. Kept for one diff only (the values must not change).
 */
export class Keys {
  private readonly plain: Walk = { open: new Set(), ids: new Map(), memo: new Map() };
  private readonly bare: Walk = { open: new Set(), ids: new Map(), memo: new Map(), noHints: true, operands: this.plain };
  /** The key of a value (see `valueKey`). */
  key(v: unknown): string {
    return keyOf(v, 0, this.plain);
  }
  /** The key of a value with each comparison's `valueType` left out. */
  withoutHints(v: unknown): string {
    return keyOf(v, 0, this.bare);
  }
  /** Whether two values are equal as JSON. */
  same(a: unknown, b: unknown): boolean {
    return sameValue(a, b);
  }
}
