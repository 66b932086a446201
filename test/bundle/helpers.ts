/** Freeze a value and everything in it, so any write (in strict-mode code) throws. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== "object" || Object.isFrozen(v)) continue;
    Object.freeze(v);
    for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  return value;
}

/** A deep copy whose objects list their keys in another order (picked by `seed`); arrays keep theirs. */
export function reorderKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((v) => reorderKeys(v, seed));
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value);
  let s = seed >>> 0;
  for (let i = keys.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  const out = {};
  for (const k of keys) Object.defineProperty(out, k, { value: reorderKeys((value as Record<string, unknown>)[k], seed + 1), enumerable: true, writable: true, configurable: true });
  return out;
}

type Shape = "entry" | "spec" | "node" | "config" | "transition" | "condition";
// Where the schema's own objects sit inside an agent entry, written out here independently of src/.
const NESTED: Record<Shape, Record<string, Shape>> = {
  entry: { spec: "spec", subagents: "entry" },
  spec: { nodes: "node" },
  node: { config: "config", transition: "transition" },
  config: {},
  transition: { when: "condition" },
  condition: { all: "condition", any: "condition", not: "condition" },
};

/**
 * A deep copy of agent entries whose schema objects (entries, specs, nodes, configs, transitions,
 * conditions) list their keys in another order (picked by `seed`); every other object (headers,
 * bodies, a comparison's value, unknown fields: the author's data) and every array keep theirs.
 */
export function reorderSchemaKeys(agents: unknown, seed: number): unknown {
  const copy = (value: unknown, shape: Shape | undefined, s: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => copy(v, shape, s));
    if (value === null || typeof value !== "object") return value;
    if (shape === undefined) return value;
    const source = value as Record<string, unknown>;
    const order = Object.keys(reorderKeys(Object.fromEntries(Object.keys(source).map((k) => [k, 0])), s) as object);
    const out = {};
    for (const k of order) Object.defineProperty(out, k, { value: copy(source[k], Object.hasOwn(NESTED[shape], k) ? NESTED[shape][k] : undefined, s + 1), enumerable: true, writable: true, configurable: true });
    return out;
  };
  return copy(agents, "entry", seed);
}

/** Nesting `depth` arrays around `inner`, built without recursion. */
export function nested(depth: number, inner: unknown = 1): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
