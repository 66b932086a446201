// What makes a document a bundle, decided here once for the reader, the canonical form, the writer
// and the command line.

/** The `format` of an agent bundle. */
export const BUNDLE_FORMAT = "agentspec-bundle";

/** The bundle `formatVersion` this toolkit reads and writes. */
export const BUNDLE_FORMAT_VERSION = 1;

/** True for an object whose own `format` is `"agentspec-bundle"`: a bundle, never a spec. */
export function isBundle(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, "format") && (value as Record<string, unknown>)["format"] === BUNDLE_FORMAT;
}

/**
 * True for a document to check as a bundle: a bundle, or an object with `format` and `agents` and
 * no `nodes` (a bundle whose `format` is wrong, which the bundle check then names).
 */
export function readsAsBundle(value: unknown): boolean {
  if (isBundle(value)) return true;
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  return Object.hasOwn(value, "format") && Object.hasOwn(value, "agents") && !Object.hasOwn(value, "nodes");
}
