// Paths inside a source: `a.b`, `a[0]`, `a[*].b`, `a["key.with.dots"]` (contract §3, fine print).
import { roots, type Root } from "./readers.js";

/** One step of a parsed path. */
export type Segment =
  | { readonly kind: "key"; readonly key: string }
  | { readonly kind: "index"; readonly index: number }
  | { readonly kind: "all" };

/** Where and why a path does not parse; `offset` counts UTF-16 code units into the path. */
export interface PathFault {
  offset: number;
  expected: string;
}

export type ParsedPath = { ok: true; segments: Segment[] } | { ok: false; fault: PathFault };

// White space is ECMAScript's \s: the names of paths never hold it.
const WHITE = /\s/;
const isNameChar = (c: string): boolean => {
  const code = c.charCodeAt(0);
  // printable ASCII (the common case) without the regular expression; the rest by \s
  if (code > 0x20 && code < 0x7f) return c !== "." && c !== "[" && c !== "]" && c !== '"' && c !== "'";
  return !WHITE.test(c);
};

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const HEX4 = /^[0-9A-Fa-f]{4}$/;

/** Parse a path once; a fault gives the offset and what was expected there. */
export function parsePath(path: string): ParsedPath {
  const segments: Segment[] = [];
  const fail = (offset: number, expected: string): ParsedPath => ({ ok: false, fault: { offset, expected } });
  let i = 0;
  const n = path.length;
  if (n === 0) return fail(0, "a name or '['");
  while (i < n) {
    const c = path[i] as string;
    if (c === "[") {
      i++;
      const d = path[i];
      if (d === "*") {
        segments.push({ kind: "all" });
        i++;
      } else if (d !== undefined && d >= "0" && d <= "9") {
        const start = i;
        while (i < n && (path[i] as string) >= "0" && (path[i] as string) <= "9") i++;
        if (d === "0" && i - start > 1) return fail(start, "an index without leading zeros");
        segments.push({ kind: "index", index: Number(path.slice(start, i)) });
      } else if (d === '"') {
        i++;
        let key = "";
        for (;;) {
          if (i >= n) return fail(i, "a closing '\"'");
          const e = path[i] as string;
          if (e === '"') break;
          if (e < " ") return fail(i, "an escaped control character");
          if (e === "\\") {
            const x = path[i + 1];
            if (x === "u") {
              const hex = path.slice(i + 2, i + 6);
              if (!HEX4.test(hex)) return fail(i, "four hex digits after \\u");
              key += String.fromCharCode(parseInt(hex, 16));
              i += 6;
            } else if (x !== undefined && ESCAPES[x] !== undefined) {
              key += ESCAPES[x];
              i += 2;
            } else {
              return fail(i, "a JSON escape");
            }
            continue;
          }
          key += e;
          i++;
        }
        i++;
        segments.push({ kind: "key", key });
      } else {
        return fail(i, "an index, '*' or a quoted key");
      }
      if (path[i] !== "]") return fail(i, "']'");
      i++;
    } else if (c === "." && segments.length > 0) {
      i++;
      const start = i;
      while (i < n && isNameChar(path[i] as string)) i++;
      if (i === start) return fail(start, "a name");
      segments.push({ kind: "key", key: path.slice(start, i) });
    } else if (segments.length === 0 && isNameChar(c)) {
      const start = i;
      while (i < n && isNameChar(path[i] as string)) i++;
      segments.push({ kind: "key", key: path.slice(start, i) });
    } else {
      return fail(i, segments.length === 0 ? "a name or '['" : "'.' or '['");
    }
  }
  return { ok: true, segments };
}

const hasOwn = Object.prototype.hasOwnProperty;
const isArray = Array.isArray;
const getProto = Object.getPrototypeOf;

/** The own property `key` of a non-array object, else missing; no getter of a prototype runs (as in kit.generated.ts). */
function getKey(o: unknown, key: string): unknown {
  if (typeof o !== "object" || o === null || !(key in o) || isArray(o)) return undefined;
  return (getProto(o) === Object.prototype && !(key in Object.prototype)) || hasOwn.call(o, key) ? (o as Record<string, unknown>)[key] : undefined;
}

/** The own element `index` of an array (a hole is missing, Array.prototype is never read). */
function getIndex(o: unknown, index: number): unknown {
  return isArray(o) && index < o.length && ((getProto(o) === Array.prototype && !(index in Array.prototype)) || hasOwn.call(o, index)) ? (o[index] as unknown) : undefined;
}

/** Where a path starts: a member of the context (the source, or `nodes`). */
export type { Root };

/** A compiled path: its root, the steps up to the first `[*]`, and what to project after it. */
export interface Plan {
  readonly root: Root | undefined;
  /** Keys (strings) and indexes (numbers) read in turn. */
  readonly steps: readonly (string | number)[];
  /** The rest of the path after a `[*]`, read on every item. */
  readonly each: Plan | undefined;
}

/** Compile the path `segments` read from `root` (and first `steps`, such as the node id). */
export function planPath(root: Root | undefined, steps: readonly (string | number)[], segments: readonly Segment[]): Plan {
  // Built from the last `[*]` backwards, without recursion: a path may hold any number of them.
  const groups: (string | number)[][] = [[...steps]];
  for (const s of segments) {
    if (s.kind === "all") groups.push([]);
    else (groups[groups.length - 1] as (string | number)[]).push(s.kind === "key" ? s.key : s.index);
  }
  let plan: Plan | undefined;
  for (let i = groups.length - 1; i >= 0; i--) plan = { root: i === 0 ? root : undefined, steps: groups[i] as (string | number)[], each: plan };
  return plan as Plan;
}

function walk(o: unknown, steps: readonly (string | number)[]): unknown {
  for (let i = 0; i < steps.length && o !== undefined; i++) {
    const step = steps[i] as string | number;
    o = typeof step === "string" ? getKey(o, step) : getIndex(o, step);
  }
  return o;
}

/**
 * Read a compiled path; undefined means missing. `[*]` over an array gives an array of the items
 * where the rest resolved (nested `[*]` flatten); over anything else it is missing.
 */
export function readPath(ctx: unknown, plan: Plan): unknown {
  const o = walk(plan.root === undefined ? ctx : roots[plan.root](ctx), plan.steps);
  let each = plan.each;
  if (each === undefined || o === undefined) return o;
  if (!isArray(o)) return undefined;
  // Level by level, without recursion: the items of a nested `[*]` join the next level in order,
  // which is the order a depth-first reading gives.
  let level: readonly unknown[] = o;
  for (;;) {
    const next: Plan | undefined = each.each;
    const out: unknown[] = [];
    for (let i = 0; i < level.length; i++) {
      // An item that cannot be read (a hole, a throwing getter) is missing: it is dropped.
      let v: unknown;
      try {
        v = walk(getIndex(level, i), each.steps);
      } catch {
        continue;
      }
      if (v === undefined) continue;
      if (next === undefined) out.push(v);
      else if (isArray(v)) {
        for (let j = 0; j < v.length; j++) {
          try {
            const item = getIndex(v, j);
            if (item !== undefined) out.push(item);
          } catch {
            // unreadable: dropped
          }
        }
      }
    }
    if (next === undefined) return out;
    level = out;
    each = next;
  }
}
