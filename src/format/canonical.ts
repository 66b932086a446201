import { schemaProperties } from "../schema/properties.js";
import { isBundle } from "../core/bundle-format.js";

/** The schema's own objects: their known keys come first, in the schema's order, the rest sorted. */
export type Kind = "bundle" | "entry" | "spec" | "node" | "config" | "transition" | "condition";

/** A kind, or the length operand (`{ comparator, value }`, the `value` of a condition whose `op` is `"length"`). */
export type ObjectKind = Kind | "lengthOperand";

/**
 * Per kind: where the schema lists its known keys (pointers to schema objects with `properties`),
 * and the kind of the value of some of those keys (when that value is an array: of each item).
 * A node's `config` always gets the webhook order; a condition's order is the comparison's keys,
 * then the combinator's (a comparison and a combinator never share a key). Every other object (a
 * webhook's `headers`, `query` and `body`, a comparison's `value` other than a length operand, the
 * value of an unknown key) holds its author's data: its keys keep the order they were written in.
 */
const SHAPES: Readonly<Record<ObjectKind, { schema: readonly string[]; children: Readonly<Record<string, Kind>> }>> = {
  bundle: { schema: ["/$defs/bundle"], children: { agents: "entry" } },
  entry: { schema: ["/$defs/agentEntry"], children: { spec: "spec", subagents: "entry" } },
  spec: { schema: [""], children: { nodes: "node" } },
  node: { schema: ["/$defs/node"], children: { config: "config", transition: "transition" } },
  config: { schema: ["/$defs/webhookConfig"], children: {} },
  transition: { schema: ["/$defs/transition"], children: { when: "condition" } },
  condition: { schema: ["/$defs/comparison", "/$defs/combinator"], children: { all: "condition", any: "condition", not: "condition" } },
  lengthOperand: { schema: ["/$defs/lengthOperand"], children: {} },
};

let keyOrderTable: Readonly<Record<ObjectKind, readonly string[]>> | undefined;

function knownKeysTable(): Readonly<Record<ObjectKind, readonly string[]>> {
  if (keyOrderTable === undefined) {
    const table = {} as Record<ObjectKind, readonly string[]>;
    for (const kind of Object.keys(SHAPES) as ObjectKind[]) {
      table[kind] = SHAPES[kind].schema.flatMap((at) => schemaProperties[at] ?? []);
    }
    keyOrderTable = table;
  }
  return keyOrderTable;
}

/** The known keys of each kind of the spec and the bundle in canonical order, read from the schema's `properties` on first use. */
export function keyOrder(): Readonly<Record<Kind, readonly string[]>> {
  const { lengthOperand: _, ...kinds } = knownKeysTable();
  return kinds;
}

/**
 * The kind of the value of `key` in an object of kind `kind` (undefined: author's data, order kept).
 * `lengthOp`: the object is a condition whose `op` is `"length"`, so its `value` is a length operand.
 */
export function childKind(kind: ObjectKind | undefined, key: string, lengthOp: boolean): ObjectKind | undefined {
  if (kind === undefined) return undefined;
  if (kind === "condition" && key === "value") return lengthOp ? "lengthOperand" : undefined;
  return Object.hasOwn(SHAPES[kind].children, key) ? SHAPES[kind].children[key] : undefined;
}

const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;
const isArrayIndex = (k: string): boolean => ARRAY_INDEX.test(k) && Number(k) < 4294967295;

/**
 * The order the members of an object of kind `kind` are written in, as indices into `keys` (its
 * keys as written): array-index keys first in numeric order (as JavaScript enumerates them), then
 * the kind's known keys in the schema's order, then the rest by UTF-16 code units. Undefined when
 * that is the order they already have.
 */
export function canonicalOrder(keys: readonly string[], kind: ObjectKind): number[] | undefined {
  const { rank: known, size } = rankTable()[kind];
  const n = keys.length;
  const ranks: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    const c = k.charCodeAt(0);
    ranks[i] = c >= 0x30 && c <= 0x39 && isArrayIndex(k) ? -1 : (known.get(k) ?? size);
  }
  const compare = (a: number, b: number): number => {
    const ra = ranks[a]!, rb = ranks[b]!;
    if (ra !== rb) return ra - rb;
    const ka = keys[a]!, kb = keys[b]!;
    if (ra === -1) return Number(ka) - Number(kb);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) || a - b;
  };
  let sorted = true;
  for (let i = 1; i < n && sorted; i++) sorted = compare(i - 1, i) < 0;
  if (sorted) return undefined;
  return keys.map((_, i) => i).sort(compare);
}

let rankTables: Readonly<Record<ObjectKind, { rank: ReadonlyMap<string, number>; size: number }>> | undefined;

// Each kind's known keys as a map from key to its place (made on first use).
function rankTable(): Readonly<Record<ObjectKind, { rank: ReadonlyMap<string, number>; size: number }>> {
  if (rankTables === undefined) {
    const table = {} as Record<ObjectKind, { rank: ReadonlyMap<string, number>; size: number }>;
    for (const [kind, keys] of Object.entries(knownKeysTable()) as [ObjectKind, readonly string[]][]) table[kind] = { rank: new Map(keys.map((k, i) => [k, i])), size: keys.length };
    rankTables = table;
  }
  return rankTables;
}

/**
 * The kind of a document's root: a bundle when its own `format` is `"agentspec-bundle"`, a spec when
 * it has `nodes`; a test file (`spec` and `cases`, no `nodes`) or a value that is not an object is
 * not the schema's (undefined: only its layout is canonical); any other object is read as a spec.
 */
export function rootKind(value: unknown): Kind | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  if (isBundle(value)) return "bundle";
  if (Object.hasOwn(value, "nodes")) return "spec";
  if (Object.hasOwn(value, "spec") && Object.hasOwn(value, "cases")) return undefined;
  return "spec";
}

type KeysOf = (obj: Record<string, unknown>, kind: ObjectKind | undefined) => string[];

/** The schema's objects in canonical order (`canonicalOrder`); every other object as it is. */
const canonicalKeys: KeysOf = (obj, kind) => {
  const keys = Object.keys(obj);
  if (kind === undefined) return keys;
  const order = canonicalOrder(keys, kind);
  return order === undefined ? keys : order.map((i) => keys[i]!);
};

const sameKeys: KeysOf = (obj) => Object.keys(obj);

interface Frame {
  src: object;
  dst: unknown[] | Record<string, unknown>;
  /** For an object its kind; for an array the kind of its items. */
  kind: ObjectKind | undefined;
}

/**
 * Deep copy of a JSON value with keys in the order `keysOf` gives. Iterative (an explicit stack, so
 * any depth), `__proto__` is copied as an own property, shared subtrees are copied each time, and a
 * cycle is a TypeError as in JSON.stringify.
 */
function copyJson(root: unknown, rootKind: ObjectKind | undefined, keysOf: KeysOf): unknown {
  const stack: (Frame | { done: object })[] = [];
  const open = new Set<object>(); // the ancestors of what is being copied
  const start = (src: unknown, kind: ObjectKind | undefined): unknown => {
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
      const lengthOp = kind === "condition" && Object.hasOwn(obj, "op") && obj["op"] === "length";
      for (const key of keysOf(obj, kind)) {
        Object.defineProperty(dst, key, { value: start(obj[key], childKind(kind, key, lengthOp)), enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return out;
}


/**
 * A deep copy of a JSON value in canonical key order: the schema's own objects (a bundle, its
 * entries, a spec, its nodes, their `config`, transitions, conditions and length operands) get
 * their known keys first in the schema's order, then the rest by UTF-16 code units. Every other
 * object (a webhook's `headers`, `query` and `body`, a comparison's `value`, the value of an
 * unknown key) is the author's data and keeps its key order. Values and array order never change.
 * The root is read as `rootKind` says. JavaScript always enumerates array-index keys (`"0"`,
 * `"42"`) first, in numeric order, so they lead in every object.
 */
export function canonicalize(value: unknown): unknown {
  return copyJson(value, rootKind(value), canonicalKeys);
}

/** A deep copy of a JSON value, keys in their original order (`__proto__` kept as an own key). */
export function cloneJson<T>(value: T): T {
  return copyJson(value, undefined, sameKeys) as T;
}
