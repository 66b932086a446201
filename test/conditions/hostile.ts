// Arbitraries for the laws that hold on any data: valid conditions of every operator, and run data
// that fights back (getters that throw, prototypes with getters, Proxies that throw, revoked
// Proxies, cycles, holes, lone surrogates, 1 MiB strings).
import fc from "fast-check";
import { SOURCES as ALL_SOURCES } from "../../src/conditions/grammar.js";
import { operandOf } from "../../src/conditions/operands.generated.js";
import { comparators, ops } from "../../src/conditions/ops.js";
import { MAX_REGEX_INPUT_LENGTH } from "../../src/conditions/limits.js";
import type { Op } from "../../src/conditions/types.js";

const KEYS = ["a", "b", "0", "toString", "__proto__", "k.dots"];
const key = fc.constantFrom(...KEYS);
const SOURCES = ALL_SOURCES.filter((s) => s !== "node");
const OPS = Object.keys(ops);

/** One string of a regex's whole input limit, and one just over it (built once). */
export const LONG = "a".repeat(MAX_REGEX_INPUT_LENGTH);
export const TOO_LONG = `${LONG}b`;

const scalar = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(null, true, false, "", "a", "ab", -0, 1.5, "2024-01-01T00:00:00Z", "2024-01-01T01:00:00+02:00", "\ud800", "a\udc00b", "😀", LONG, TOO_LONG),
);

/** JSON-ish data over a small key set, so that paths often resolve. */
export const data: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3 }),
  ),
})).value;

const boom = (): never => {
  throw new Error("boom");
};

/** Array.isArray that a revoked Proxy cannot make throw (the recipe's own check, not the engine's). */
const isList = (v: unknown): boolean => {
  try {
    return Array.isArray(v);
  } catch {
    return false;
  }
};

/** Ways to make a value hostile; each builds a fresh object (a revoked Proxy cannot be shared safely). */
const hostileKinds: ((v: unknown) => unknown)[] = [
  // a getter that throws, beside the value
  (v) => Object.defineProperties({ a: v }, { b: { get: boom, enumerable: true } }),
  // a prototype whose getters would throw (never read: only own data is)
  (v) => Object.create(Object.defineProperties({}, { a: { get: boom }, b: { get: boom } }), { a: { value: v, enumerable: true } }),
  // a transparent Proxy
  (v) => (typeof v === "object" && v !== null ? new Proxy(v, {}) : v),
  // a Proxy whose every trap throws
  (v) => new Proxy(isList(v) ? [] : {}, { get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom }),
  // a revoked Proxy (throws even on Array.isArray)
  (v) => {
    const { proxy, revoke } = Proxy.revocable(isList(v) ? [] : {}, {});
    revoke();
    return proxy;
  },
  // a cycle
  (v) => {
    const o: Record<string, unknown> = { a: v };
    o["b"] = o;
    return o;
  },
  // holes
  (v) => {
    const a: unknown[] = [];
    a[2] = v;
    return a;
  },
  // an array with a throwing element getter and a named property
  (v) => Object.defineProperty(Object.assign([v], { a: v }), "1", { get: boom, enumerable: true }),
];

/** A part of the data to be made hostile once built (fast-check must not touch a revoked Proxy). */
class Hostile {
  constructor(
    readonly kind: number,
    readonly value: unknown,
  ) {}
}

/** Build the data a recipe describes: each Hostile part made hostile (afresh on every call). */
export function materialize(x: unknown): unknown {
  if (x instanceof Hostile) return (hostileKinds[x.kind] as (v: unknown) => unknown)(materialize(x.value));
  if (Array.isArray(x)) return x.map(materialize);
  if (typeof x !== "object" || x === null) return x;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(x)) Object.defineProperty(out, k, { value: materialize((x as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true });
  return out;
}

const hostilePart = (v: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(fc.integer({ min: 0, max: hostileKinds.length - 1 }), v).map(([k, x]) => new Hostile(k, x));

/** Recipes of data where any part may be hostile (materialize builds them). */
export const hostileData: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3 }),
    hostilePart(tie("value")),
  ),
})).value;

const pathArb = fc
  .array(fc.oneof({ weight: 4, arbitrary: key.map((k) => (/^[a-z]+$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)) }, { weight: 1, arbitrary: fc.constantFrom("[0]", "[1]", "[2]", "[*]") }), {
    minLength: 1,
    maxLength: 4,
  })
  .map((xs) => xs.join("").replace(/^\./, ""));

/** An operand for each operand kind (the table says which an operator takes). */
const operandFor = (op: string): fc.Arbitrary<unknown> | undefined => {
  const kind = operandOf[op as Op];
  if (kind === null) return undefined;
  if (kind === "array") return fc.array(data.filter((d) => d !== LONG && d !== TOO_LONG), { maxLength: 10 });
  if (kind === "pattern") return fc.constantFrom("^a", "b$", "a|b", "^$", "\\d", "[ab]{2}", "", "\\x{1F600}", "(?i)A");
  if (kind === "length") return fc.record({ comparator: fc.constantFrom(...Object.keys(comparators)), value: fc.integer({ min: 0, max: 3 }) });
  return data.filter((d) => d !== LONG && d !== TOO_LONG);
};

const leaf = fc
  .tuple(fc.constantFrom(...SOURCES, "node" as const), pathArb, fc.constantFrom(...OPS), fc.constantFrom("n1", "n2", "__proto__"))
  .chain(([source, path, op, of]) => {
    const operand = operandFor(op);
    const base = source === "node" ? { source, of, path: `evaluation${path.startsWith("[") ? "" : "."}${path}`, op } : { source, path, op };
    return operand === undefined ? fc.constant(base) : operand.map((value) => ({ ...base, value }));
  });

/** Valid conditions of every operator and shape. */
export const validCondition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  cond: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({ all: fc.array(tie("cond"), { maxLength: 5 }) }),
    fc.record({ any: fc.array(tie("cond"), { maxLength: 5 }) }),
    fc.record({ not: tie("cond") }),
  ),
})).cond;

const members = (value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.record(
    {
      evaluation: value,
      vars: value,
      context: value,
      input: value,
      state: value,
      nodes: fc.dictionary(fc.constantFrom("n1", "n2", "__proto__"), fc.oneof(fc.record({ evaluation: value }), value), { maxKeys: 2 }),
    },
    { requiredKeys: [] },
  );

/** Recipes of contexts: plain data, hostile data, and hostile contexts themselves (materialize builds them). */
export const hostileContext: fc.Arbitrary<unknown> = fc.oneof(
  members(data),
  members(hostileData),
  hostileData,
  hostilePart(members(hostileData)),
  fc.constantFrom(null, undefined, 0, "", [], [[{}]]),
);
