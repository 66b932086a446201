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
      out += (first ? "" : ",") + JSON.stringify(k) + ":" + keyOf(member, depth + 1, w);
      first = false;
    }
    out += "}";
  }
  w.open.delete(v);
  return out;
}

/** Whether two values are equal as JSON (key order aside). */
export const sameValue = (a: unknown, b: unknown): boolean => a === b || valueKey(a) === valueKey(b);
