// JSON values as every layer reads them: plain objects, own properties, type names.

/** A JSON object as read: its members are not known yet. */
export type JsonObject = Record<string, unknown>;

const hasOwn = Object.prototype.hasOwnProperty;

/** True for a plain JSON object (not null, not an array). */
export function isObject(v: unknown): v is JsonObject {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** Own property read that never reaches the prototype chain. */
export function own(obj: object, key: string): unknown {
  return hasOwn.call(obj, key) ? (obj as JsonObject)[key] : undefined;
}

/**
 * The JSON type name of a value, as messages say it; what is not JSON is named as JavaScript names
 * it, and an infinite number is a "non-finite number". `integers` says whether a whole number is an
 * "integer" (the schema's view, where integer is a type of its own) or a "number" (the conditions'
 * view, where every number compares with every other).
 */
export function jsonType(v: unknown, integers: boolean): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return !Number.isFinite(v) ? "non-finite number" : integers && Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}
