import { schemaProperties } from "../schema/properties.js";
import { isBundle } from "../core/bundle-format.js";

/** The objects whose known keys come first, in the schema's order; everything else is plain JSON. */
type Kind = "bundle" | "entry" | "spec" | "node" | "config" | "transition" | "condition";

/**
 * Per kind: where the schema lists its known keys (pointers to schema objects with `properties`),
 * and the kind of the value of some of those keys (when that value is an array: of each item).
 * A node's `config` always gets the webhook order; a condition's order is the comparison's keys,
 * then the combinator's (a comparison and a combinator never share a key).
 */
const SHAPES: Readonly<Record<Kind, { schema: readonly string[]; children: Readonly<Record<string, Kind>> }>> = {
  bundle: { schema: ["/$defs/bundle"], children: { agents: "entry" } },
  entry: { schema: ["/$defs/agentEntry"], children: { spec: "spec", subagents: "entry" } },
  spec: { schema: [""], children: { nodes: "node" } },
  node: { schema: ["/$defs/node"], children: { config: "config", transition: "transition" } },
  config: { schema: ["/$defs/webhookConfig"], children: {} },
  transition: { schema: ["/$defs/transition"], children: { when: "condition" } },
  condition: { schema: ["/$defs/comparison", "/$defs/combinator"], children: { all: "condition", any: "condition", not: "condition" } },
};

let keyOrderTable: Readonly<Record<Kind, readonly string[]>> | undefined;

/** The known keys of each kind in canonical order, read from the schema's `properties` on first use. */
export function keyOrder(): Readonly<Record<Kind, readonly string[]>> {
  if (keyOrderTable === undefined) {
    const table = {} as Record<Kind, readonly string[]>;
    for (const kind of Object.keys(SHAPES) as Kind[]) {
      table[kind] = SHAPES[kind].schema.flatMap((at) => schemaProperties[at] ?? []);
    }
    keyOrderTable = table;
  }
  return keyOrderTable;
}

const childKind = (kind: Kind | undefined, key: string): Kind | undefined =>
  kind !== undefined && Object.hasOwn(SHAPES[kind].children, key) ? SHAPES[kind].children[key] : undefined;

type KeysOf = (obj: Record<string, unknown>, kind: Kind | undefined) => string[];

/** Known keys first in the schema's order, then the others by UTF-16 code units. */
const canonicalKeys: KeysOf = (obj, kind) => {
  const keys = Object.keys(obj);
  if (kind === undefined) return keys.sort();
  const known = keyOrder()[kind];
  const present = new Set(keys);
  return known.filter((k) => present.has(k)).concat(keys.filter((k) => !known.includes(k)).sort());
};

const sameKeys: KeysOf = (obj) => Object.keys(obj);

interface Frame {
  src: object;
  dst: unknown[] | Record<string, unknown>;
  /** For an object its kind; for an array the kind of its items. */
  kind: Kind | undefined;
}

/**
 * Deep copy of a JSON value with keys in the order `keysOf` gives. Iterative (an explicit stack, so
 * any depth), `__proto__` is copied as an own property, shared subtrees are copied each time, and a
 * cycle is a TypeError as in JSON.stringify.
 */
function copyJson(root: unknown, rootKind: Kind | undefined, keysOf: KeysOf): unknown {
  const stack: (Frame | { done: object })[] = [];
  const open = new Set<object>(); // the ancestors of what is being copied
  const start = (src: unknown, kind: Kind | undefined): unknown => {
    if (typeof src === "number" && !Number.isFinite(src)) throw new TypeError(`${src} is not a JSON number (JSON would write null)`);
    if (src === null || typeof src !== "object") return src;
    if (open.has(src)) throw new TypeError("cannot copy a cyclic value");
    const dst = Array.isArray(src) ? [] : {};
    stack.push({ src, dst, kind });
    return dst;
  };
  const out = start(root, rootKind);
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ("done" in frame) {
      open.delete(frame.done);
      continue;
    }
    const { src, dst, kind } = frame;
    open.add(src);
    stack.push({ done: src });
    if (Array.isArray(src)) {
      for (const item of src as unknown[]) (dst as unknown[]).push(start(item, kind));
    } else {
      const obj = src as Record<string, unknown>;
      for (const key of keysOf(obj, kind)) {
        Object.defineProperty(dst, key, { value: start(obj[key], childKind(kind, key)), enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return out;
}


/**
 * A deep copy of a JSON value in canonical key order: a bundle (`format: "agentspec-bundle"`) and its
 * entries, or any other object read as a spec, get their known keys first in the schema's order,
 * then the rest by UTF-16 code units; other objects are sorted. Values and array order never change.
 * JavaScript always enumerates array-index keys (`"0"`, `"42"`) first, in numeric order, so they lead.
 */
export function canonicalize(value: unknown): unknown {
  const kind = Array.isArray(value) ? undefined : isBundle(value) ? "bundle" : "spec";
  return copyJson(value, kind, canonicalKeys);
}

/** A deep copy of a JSON value, keys in their original order (`__proto__` kept as an own key). */
export function cloneJson<T>(value: T): T {
  return copyJson(value, undefined, sameKeys) as T;
}
