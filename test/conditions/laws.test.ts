// Property tests: the laws of the condition language, on arbitrary conditions and data.
import fc from "fast-check";
import { expect, test } from "vitest";
import { compileCondition } from "../../src/conditions/index.js";
import { SOURCES as ALL_SOURCES } from "../../src/conditions/grammar.js";
import { operandOf } from "../../src/conditions/operands.generated.js";
import { comparators, ops } from "../../src/conditions/ops.js";
import type { Op } from "../../src/conditions/types.js";

const KEYS = ["a", "b", "c", "0", "toString", "__proto__"];
const key = fc.constantFrom(...KEYS);
// The sources and operators come from the grammar's tables: a new one is covered by every law.
const SOURCES = ALL_SOURCES.filter((s) => s !== "node");

// JSON-ish data over a small key set, so paths often resolve.
const data: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(null, true, false, "", "a", "ab", -0, 1.5, "2024-01-01T00:00:00Z", "2024-01-01T01:00:00+02:00")),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(key, tie("value"), { maxKeys: 3 }),
  ),
})).value;

const pathArb = fc
  .array(fc.oneof({ weight: 4, arbitrary: key.map((k) => `[${JSON.stringify(k)}]`) }, { weight: 1, arbitrary: fc.constantFrom("[0]", "[1]", "[*]") }), { minLength: 1, maxLength: 3 })
  .map((xs) => xs.join(""));

const POSITIVE: Record<string, string> = Object.fromEntries(
  Object.entries(ops).flatMap(([name, entry]) => ("complementOf" in entry ? [[name, entry.complementOf]] : [])),
);

// An operand for each operand kind (the table says which an operator takes).
const operandFor = (op: string): fc.Arbitrary<unknown> | undefined => {
  const kind = operandOf[op as Op];
  if (kind === null) return undefined;
  if (kind === "array") return fc.array(data, { maxLength: 3 });
  if (kind === "pattern") return fc.constantFrom("^a", "b$", "a|b", "^$", "(a+)+$", "\\d", "[ab]{2}", "");
  if (kind === "length") return fc.record({ comparator: fc.constantFrom(...Object.keys(comparators)), value: fc.integer({ min: 0, max: 3 }) });
  return data;
};

const OPS = Object.keys(ops);

const leaf = fc
  .tuple(fc.constantFrom(...SOURCES, "node" as const), pathArb, fc.constantFrom(...OPS), fc.constantFrom("n1", "n2"))
  .chain(([source, path, op, of]) => {
    const operand = operandFor(op);
    const base = source === "node" ? { source, of, path: `evaluation${path}`, op } : { source, path, op };
    return operand === undefined ? fc.constant(base) : operand.map((value) => ({ ...base, value }));
  });

const condition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  cond: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({ all: fc.array(tie("cond"), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie("cond"), { maxLength: 3 }) }),
    fc.record({ not: tie("cond") }),
  ),
})).cond;

const context = fc.record(
  {
    evaluation: data,
    vars: data,
    context: data,
    input: data,
    state: data,
    nodes: fc.dictionary(fc.constantFrom("n1", "n2"), fc.oneof(fc.record({ evaluation: data }), data), { maxKeys: 2 }),
  },
  { requiredKeys: [] },
);

// Anything at all: what evaluate must survive.
const anyContext = fc.oneof(context, fc.anything({ maxDepth: 3 }), fc.constantFrom(null, undefined, 0, "", [], [[{}]]));

test("each negative operator is the exact complement of its positive one", () => {
  const pair = fc.constantFrom(...Object.keys(POSITIVE)).chain((neg) => {
    const operand = operandFor(neg);
    return fc.tuple(fc.constant(neg), operand === undefined ? fc.constant(undefined) : operand, pathArb, context);
  });
  fc.assert(
    fc.property(pair, ([neg, value, path, ctx]) => {
      const mk = (op: string) => (value === undefined ? { source: "vars", path, op } : { source: "vars", path, op, value });
      const positive = compileCondition(mk(POSITIVE[neg] as string));
      const negative = compileCondition(mk(neg));
      expect(negative.evaluate(ctx)).toBe(!positive.evaluate(ctx));
      expect(negative.explain(ctx).tree).toMatchObject({ reason: (positive.explain(ctx).tree as { reason: string }).reason });
    }),
    { numRuns: 400 },
  );
});

test("not(all(xs)) equals any(map(not, xs)), and not(any(xs)) equals all(map(not, xs))", () => {
  fc.assert(
    fc.property(fc.array(condition, { maxLength: 4 }), context, (xs, ctx) => {
      const nots = xs.map((x) => ({ not: x }));
      expect(compileCondition({ not: { all: xs } }).evaluate(ctx)).toBe(compileCondition({ any: nots }).evaluate(ctx));
      expect(compileCondition({ not: { any: xs } }).evaluate(ctx)).toBe(compileCondition({ all: nots }).evaluate(ctx));
    }),
    { numRuns: 200 },
  );
});

test("explain(ctx) gives the verdict of evaluate(ctx), at every node of the tree", () => {
  fc.assert(
    fc.property(condition, anyContext, (cond, ctx) => {
      const compiled = compileCondition(cond);
      const e = compiled.explain(ctx as never);
      expect(e.result).toBe(compiled.evaluate(ctx as never));
      expect(e.tree.result).toBe(e.result);
      expect(typeof e.text).toBe("string");
      expect(e.text).not.toContain("\n");
    }),
    { numRuns: 300 },
  );
});

test("evaluate never throws, whatever the context holds, and always returns a boolean", () => {
  fc.assert(
    fc.property(condition, anyContext, (cond, ctx) => {
      expect(typeof compileCondition(cond).evaluate(ctx as never)).toBe("boolean");
    }),
    { numRuns: 300 },
  );
});

test("length of a projection counts the items having the field", () => {
  const items = fc.array(fc.oneof(fc.dictionary(key, data, { maxKeys: 3 }), data), { maxLength: 6 });
  fc.assert(
    fc.property(items, key, fc.integer({ min: 0, max: 6 }), (list, field, n) => {
      const having = list.filter((x) => typeof x === "object" && x !== null && !Array.isArray(x) && Object.prototype.hasOwnProperty.call(x, field)).length;
      const cond = { source: "vars", path: `list[*][${JSON.stringify(field)}]`, op: "length", value: { comparator: "eq", value: n } };
      expect(compileCondition(cond).evaluate({ vars: { list } })).toBe(having === n);
    }),
    { numRuns: 300 },
  );
});

test("all: [] holds, any: [] does not", () => {
  fc.assert(
    fc.property(anyContext, (ctx) => {
      expect(compileCondition({ all: [] }).evaluate(ctx as never)).toBe(true);
      expect(compileCondition({ any: [] }).evaluate(ctx as never)).toBe(false);
    }),
    { numRuns: 50 },
  );
});
