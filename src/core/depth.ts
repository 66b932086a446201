// The depth guard: JSON nested deeper than MAX_JSON_DEPTH is refused, in the text before any parser
// recurses into it, and in a value built in code before a validator walks it.
import { toPointer } from "./pointer.js";

const OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d, QUOTE = 0x22, BACKSLASH = 0x5c;

/** JSON text nested deeper than this is refused before any parser recurses into it. */
export const MAX_JSON_DEPTH = 512;

/** Offset of the bracket that first nests deeper than `limit` levels, or -1. Iterative, linear. */
export function deepestOpening(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return -1;
}

/** What one walk of a parsed JSON value finds. */
export interface ValueShape {
  /** The number of own keys of all its objects (complete only when nothing is too deep). */
  keys: number;
  /** The first container (depth first) nested deeper than the limit, the root at depth 1. */
  tooDeep?: object;
}

/**
 * Walk a parsed JSON value's containers once, iteratively: only containers are stacked, with
 * their depths in a parallel array. Own keys only (a polluted prototype adds none).
 */
export function valueShape(value: unknown, limit: number): ValueShape {
  let keys = 0;
  if (value === null || typeof value !== "object") return { keys };
  const values: object[] = [value];
  const depths: number[] = [1];
  while (values.length > 0) {
    const v = values.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return { keys, tooDeep: v };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        const item: unknown = v[i];
        if (item !== null && typeof item === "object") {
          values.push(item);
          depths.push(depth + 1);
        }
      }
    } else {
      for (const k in v) {
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        keys++;
        const item: unknown = (v as Record<string, unknown>)[k];
        if (item !== null && typeof item === "object") {
          values.push(item);
          depths.push(depth + 1);
        }
      }
    }
  }
  return { keys };
}

/**
 * Pointer to the first container (depth first, in document order) nested deeper than `limit`
 * levels, or undefined. validateSpec and validateSpecText both place json/too-deep here.
 */
export function deepestValue(doc: unknown, limit: number): string | undefined {
  return valueShape(doc, limit).tooDeep === undefined ? undefined : firstTooDeep(doc as object, limit);
}

// The walk again, in document order and keeping the path (rare: only once something is too deep).
export function firstTooDeep(doc: object, limit: number): string {
  const frames: { value: object; keys: string[]; i: number }[] = [{ value: doc, keys: Object.keys(doc), i: 0 }];
  while (frames.length > 0) {
    if (frames.length > limit) return toPointer(frames.slice(0, -1).map((f) => f.keys[f.i - 1]!));
    const top = frames[frames.length - 1]!;
    if (top.i >= top.keys.length) {
      frames.pop();
      continue;
    }
    const child: unknown = (top.value as Record<string, unknown>)[top.keys[top.i++]!];
    if (child !== null && typeof child === "object") frames.push({ value: child, keys: Object.keys(child), i: 0 });
  }
  return "";
}
