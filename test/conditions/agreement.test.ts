// Laws that tie the engine together: compile and validate give one verdict, an unreadable value is
// a missing one, only own data is read (no prototype getter runs), and strings order and contain by
// code point, lone surrogates included.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compileCondition, ConditionError, type ConditionContext } from "../../src/conditions/index.js";
import { checkCondition } from "../../src/conditions/index.js";
import { compareCodePoints } from "../../src/conditions/values.js";
import { validateSpec } from "../../src/validate/validate.js";
import { condition as arbitraryCondition } from "../arbitraries.js";

const asJson = (x: unknown): unknown => {
  const text = JSON.stringify(x);
  return text === undefined ? undefined : JSON.parse(text);
};

const WHEN = "/nodes/0/transition/0/when";
const specWith = (when: unknown): unknown => ({
  version: 2,
  nodes: [
    { id: "a", type: "agent", transition: [{ to: "b", when }] },
    { id: "b", type: "agent" },
  ],
});

/** validateSpec's verdict on the condition: errors at or under its `when` (a node reference is the spec's business). */
const validateRefuses = (cond: unknown): boolean =>
  validateSpec(specWith(cond)).issues.some(
    (i) => i.severity === "error" && i.code !== "condition/unknown-node" && (i.pointer === WHEN || i.pointer.startsWith(`${WHEN}/`)),
  );

const compileRefuses = (cond: unknown): boolean => {
  try {
    compileCondition(cond);
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(ConditionError);
    return true;
  }
};

describe("compile and validate give one verdict", () => {
  test("on random conditions, bracketed paths and extra members included", () => {
    fc.assert(
      fc.property(arbitraryCondition, (raw) => {
        const cond = asJson(raw);
        if (cond === undefined) return;
        expect(compileRefuses(cond), JSON.stringify(cond)).toBe(validateRefuses(cond));
      }),
      { numRuns: 2000 },
    );
  });

  test.each<[string, unknown, boolean]>([
    ["a bracketed evaluation prefix", { source: "node", of: "b", path: '["evaluation"].x', op: "exists" }, true],
    ["the prefix written plainly", { source: "node", of: "b", path: "evaluation.x", op: "exists" }, false],
    ["evaluation then a bracket", { source: "node", of: "b", path: 'evaluation["x y"]', op: "exists" }, false],
    ["of on another source, well formed (ignored)", { source: "vars", of: "b", path: "x", op: "exists" }, false],
    ["of on another source, malformed", { source: "vars", of: 5, path: "x", op: "exists" }, true],
    ["of as an empty object", { source: "vars", of: {}, path: "x", op: "exists" }, true],
    ["an unknown valueType", { source: "vars", path: "x", op: "exists", valueType: "nope" }, true],
    ["a valueType that is no string", { source: "vars", path: "x", op: "eq", value: 1, valueType: 1 }, true],
    ["a known valueType", { source: "vars", path: "x", op: "eq", value: 1, valueType: "number" }, false],
    ["an extra member", { source: "vars", path: "x", op: "exists", label: "why" }, false],
  ])("%s", (_, cond, refused) => {
    expect(compileRefuses(cond)).toBe(refused);
    expect(validateRefuses(cond)).toBe(refused);
  });

  test("an operand that holds one array twice is JSON for both; a cycle is refused by both", () => {
    const shared = ["x", 1];
    const twice = { source: "vars", path: "x", op: "in", value: [shared, shared] };
    expect(compileRefuses(twice)).toBe(false);
    expect(validateRefuses(twice)).toBe(false);
    const cyclic: unknown[] = [1];
    cyclic.push(cyclic);
    const loop = { source: "vars", path: "x", op: "eq", value: cyclic };
    expect(compileRefuses(loop)).toBe(true);
    expect(checkCondition(loop, "").map((i) => `${i.code} ${i.pointer} ${i.message}`)).toEqual([
      'condition/value-not-json /value/1 "value" must be JSON data, not a cyclic reference',
    ]);
  });

  test("a throwing getter in the condition object is a ConditionError (condition/unreadable at its part), as checkCondition says", () => {
    const bad = { source: "vars", path: "x", get op(): string { throw new Error("boom"); } };
    const cond = { all: [{ source: "vars", path: "y", op: "exists" }, bad] };
    let error: unknown;
    try {
      compileCondition(cond);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConditionError);
    expect((error as ConditionError).issues.map((i) => `${i.code} ${i.pointer}`)).toEqual(["condition/unreadable /all/1"]);
    expect((error as ConditionError).issues[0]?.message).toContain("boom");
    expect(checkCondition(cond, "/w").map((i) => `${i.code} ${i.pointer}`)).toEqual(["condition/unreadable /w/all/1"]);
    const operand = { source: "vars", path: "x", op: "eq", value: { get v(): number { throw new Error("no"); } } };
    expect(() => compileCondition(operand)).toThrow(ConditionError);
  });
});

// Data made of objects (keys a, b) and arrays, and paths over the same keys, so that paths resolve.
type Seg = { key: string } | { index: number } | "all";
const segArb: fc.Arbitrary<Seg> = fc.oneof(
  fc.constantFrom("a", "b").map((key) => ({ key })),
  fc.constantFrom(0, 1).map((index) => ({ index })),
  fc.constant("all" as const),
);
const pathText = (segs: Seg[]): string =>
  segs.map((s, i) => (s === "all" ? "[*]" : "key" in s ? (i === 0 ? s.key : `.${s.key}`) : `[${s.index}]`)).join("");
const leafArb = fc.oneof(fc.constantFrom(null, 0, 1, 2, "", "ab", "b", true), fc.constant([]), fc.constant({}));
const dataArb: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leafArb,
    fc.array(tie("v"), { maxLength: 3 }),
    fc.record({ a: tie("v"), b: tie("v") }, { requiredKeys: [] }),
  ),
})).v;

const CASES: [string, unknown?][] = [
  ["exists"], ["notExists"], ["isNull"], ["isNotNull"], ["isEmpty"], ["isNotEmpty"],
  ["eq", 1], ["neq", 1], ["eq", [1]], ["in", [1, "ab", null]], ["notIn", [1, "ab"]], ["contains", "b"], ["contains", 1],
  ["gt", 0], ["lte", "b"], ["regex", "b"], ["length", { comparator: "gte", value: 1 }], ["length", { comparator: "eq", value: 0 }],
];

/** The own properties met while walking `segs` from `vars` (an item picked per [*] by `pick`). */
function stepsOf(ctx: Record<string, unknown>, segs: Seg[], pick: number): [object, string | number][] {
  const out: [object, string | number][] = [[ctx, "vars"]];
  let o: unknown = ctx["vars"];
  for (const s of segs) {
    if (typeof o !== "object" || o === null) break;
    let k: string | number;
    if (s === "all") {
      if (!Array.isArray(o) || o.length === 0) break;
      k = pick % o.length;
    } else k = "key" in s ? s.key : s.index;
    if (!Object.prototype.hasOwnProperty.call(o, k)) break;
    out.push([o, k]);
    o = (o as Record<string | number, unknown>)[k];
  }
  return out;
}

describe("an unreadable value is a missing one, for every operator", () => {
  test("a getter that throws on the path gives what deleting that property gives (evaluate and explain)", () => {
    fc.assert(
      fc.property(dataArb, fc.array(segArb, { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(), (data, segs, pick, at) => {
        if (segs[0] === "all" || !(typeof segs[0] === "object" && "key" in segs[0])) segs = [{ key: "a" }, ...segs];
        const path = pathText(segs);
        const poisoned = { vars: structuredClone(data) } as Record<string, unknown>;
        const deleted = { vars: structuredClone(data) } as Record<string, unknown>;
        const steps = stepsOf(poisoned, segs, pick);
        const [target, key] = steps[at % steps.length]!;
        const twin = stepsOf(deleted, segs, pick)[at % steps.length]!;
        Object.defineProperty(target, key, { get() { throw new Error("unreadable"); }, enumerable: true, configurable: true });
        delete (twin[0] as Record<string | number, unknown>)[twin[1]];
        for (const [op, value] of CASES) {
          const cond = value === undefined ? { source: "vars", path, op } : { source: "vars", path, op, value };
          const c = compileCondition(cond);
          const expected = c.evaluate(deleted as ConditionContext);
          expect(c.evaluate(poisoned as ConditionContext), `${path} ${op}`).toBe(expected);
          expect(c.explain(poisoned as ConditionContext).result, `${path} ${op} (explain)`).toBe(expected);
        }
      }),
      { numRuns: 400 },
    );
  });

  test("the example: a throwing vars.x is missing for exists, isNull and isEmpty alike", () => {
    const vars = { get x(): unknown { throw new Error("t"); } };
    const run = (op: string) => compileCondition({ source: "vars", path: "x", op }).evaluate({ vars });
    expect([run("exists"), run("isNull"), run("isEmpty"), run("notExists"), run("isNotNull"), run("isNotEmpty")]).toEqual([false, true, true, true, false, false]);
    const explained = compileCondition({ source: "vars", path: "x", op: "isNull" }).explain({ vars });
    expect(explained.result).toBe(true);
    expect(explained.tree.kind === "comparison" && explained.tree.reason).toBe("MISSING_PATH");
  });

  test("a value whose inside throws while a test reads it is missing as a whole; explain says so", () => {
    const x = { a: 1, get b(): number { throw new Error("inside"); } };
    const eq = compileCondition({ source: "vars", path: "x", op: "eq", value: { a: 1, b: 2 } });
    const neq = compileCondition({ source: "vars", path: "x", op: "neq", value: { a: 1, b: 2 } });
    expect(eq.evaluate({ vars: { x } })).toBe(false);
    expect(neq.evaluate({ vars: { x } })).toBe(true);
    const e = neq.explain({ vars: { x } });
    expect(e.result).toBe(true);
    expect(e.tree.kind === "comparison" && e.tree.reason).toBe("MISSING_PATH");
    expect(e.text).toContain("could not be read");
  });
});

describe("only own data is read", () => {
  test("inherited array elements are missing: a[0] of [, 1] does not exist, contains does not see Array.prototype", () => {
    const proto = Array.prototype as unknown as Record<number, unknown>;
    proto[0] = "AP";
    try {
      // eslint-disable-next-line no-sparse-arrays
      const ctx = { vars: { a: [, 1], b: [[, 1]] } };
      const run = (path: string, op: string, value?: unknown) =>
        compileCondition(value === undefined ? { source: "vars", path, op } : { source: "vars", path, op, value }).evaluate(ctx);
      expect(run("a[0]", "exists")).toBe(false);
      expect(run("a", "contains", "AP")).toBe(false);
      expect(run("a", "eq", ["AP", 1])).toBe(false);
      expect(run("a[*]", "eq", [1])).toBe(true);
      expect(run("b[*][0]", "eq", [])).toBe(true);
      expect(run("b[*][*]", "eq", [1])).toBe(true);
      expect(run("a[*]", "length", { comparator: "eq", value: 1 })).toBe(true);
      const e = compileCondition({ source: "vars", path: "a", op: "exists" }).explain(ctx);
      expect(e.text).not.toContain("AP");
    } finally {
      delete proto[0];
    }
  });

  test("no getter of Object.prototype or Array.prototype runs while compiling, evaluating or explaining", () => {
    const names = ["evaluation", "vars", "context", "input", "state", "nodes", "a", "b", "x", "scores", "mean", "results", "score", "0", "1", "op", "source", "path", "value", "of", "nodeId", "all", "any", "not"];
    let calls = 0;
    // Every object of the condition and of the context, where an inherited read would be a fault.
    const watched = new Set<object>();
    const reach = (v: unknown): void => {
      if (typeof v !== "object" || v === null || watched.has(v)) return;
      watched.add(v);
      for (const k of Object.keys(v)) reach((v as Record<string, unknown>)[k]);
    };
    // A getter that counts, and a setter that writes an own property (so assignments still work).
    // Descriptors without a prototype: Object.prototype's spies must not show through them.
    const bare = (d: PropertyDescriptor): PropertyDescriptor => Object.assign(Object.create(null) as PropertyDescriptor, d);
    const spy = (key: PropertyKey): PropertyDescriptor =>
      bare({
        get(this: object): unknown {
          // Counted when the object read is the condition's or the context's: the regex library
          // reads holes of its own arrays, and Node's module loader reads its own objects.
          if (watched.has(this)) calls++;
          return "spy";
        },
        set(this: object, v: unknown): void {
          Object.defineProperty(this, key, bare({ value: v, writable: true, enumerable: true, configurable: true }));
        },
        configurable: true,
        enumerable: false,
      });
    const install = (): void => {
      for (const n of names) Object.defineProperty(Object.prototype, n, spy(n));
      for (const i of [0, 1, 2]) Object.defineProperty(Array.prototype, i, spy(i));
    };
    const remove = (): void => {
      for (const n of names) delete (Object.prototype as Record<string, unknown>)[n];
      for (const i of [0, 1, 2]) delete (Array.prototype as unknown as Record<number, unknown>)[i];
    };
    fc.assert(
      fc.property(arbitraryCondition, dataArb, (raw, data) => {
        const cond = asJson(raw);
        // Holes where Array.prototype's getters would show through.
        const ctx = { vars: { a: data, b: [, data], x: [] as unknown[] }, evaluation: { scores: {} } };
        calls = 0;
        watched.clear();
        reach(cond);
        reach(ctx);
        let results: boolean[] = [];
        try {
          install();
          let c;
          try {
            c = compileCondition(cond);
          } catch {
            c = undefined;
          }
          // Asserted once the spies are gone (the assertion library defines properties itself).
          if (c !== undefined) results = [c.evaluate(ctx as ConditionContext), c.explain(ctx as ConditionContext).result];
        } finally {
          remove();
        }
        expect(results[0]).toBe(results[1]);
        expect(calls).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});

const units = fc.array(fc.constantFrom("a", "z", "\u00e9", "\ud7ff", "\ud800", "\udbff", "\udc00", "\udfff", "\ue000", "\uffff", "\ud83d\ude00", "\ud800\udc00"), { maxLength: 6 }).map((xs) => xs.join(""));
const codePoints = (s: string): number[] => Array.from(s, (c) => c.codePointAt(0) as number);
const lexicographic = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number) ? -1 : 1;
  return Math.sign(a.length - b.length);
};

describe("strings by code point, lone surrogates included", () => {
  test("compareCodePoints orders as the code point sequences do (a lone surrogate is its own value)", () => {
    fc.assert(
      fc.property(units, units, (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(lexicographic(codePoints(a), codePoints(b)));
      }),
      { numRuns: 3000 },
    );
    const lt = compileCondition({ source: "vars", path: "x", op: "lt", value: "\ue000" });
    expect(lt.evaluate({ vars: { x: "\ud800" } })).toBe(true);
    expect(lt.evaluate({ vars: { x: "\ud83d\ude00" } })).toBe(false);
  });

  test("contains finds a part only as whole code points: never half of a surrogate pair", () => {
    const contains = (s: string, part: string): boolean =>
      compileCondition({ source: "vars", path: "x", op: "contains", value: part }).evaluate({ vars: { x: s } });
    fc.assert(
      fc.property(units, units, (s, part) => {
        const whole = codePoints(s);
        const p = codePoints(part);
        let found = p.length === 0;
        for (let i = 0; !found && i + p.length <= whole.length; i++) found = p.every((c, j) => whole[i + j] === c);
        expect(contains(s, part), `${JSON.stringify(s)} ⊇ ${JSON.stringify(part)}`).toBe(found);
      }),
      { numRuns: 3000 },
    );
    expect(contains("a\ud83d\ude00b", "\ud83d")).toBe(false);
    expect(contains("a\ud83d\ude00b", "\ude00b")).toBe(false);
    expect(contains("a\ud83db", "\ud83d")).toBe(true);
  });
});

describe("explain's text is one line", () => {
  test("line and paragraph separators, controls and lone surrogates are written as \\uXXXX", () => {
    const cond = { all: [{ source: "vars", path: 'a["\u2028"]', op: "eq", value: "x\u2029y" }, { source: "vars", path: "s", op: "exists" }] };
    const text = compileCondition(cond).explain({ vars: { "a": { "\u2028": "p\u0085q\u202er" }, s: "\ud800" } }).text;
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
    expect(text).toContain("\\u2028");
    expect(text).toContain("\\u0085");
    expect(text).toContain("\\u202e");
    expect(text).toContain("\\ud800");
    const unreadable = { get s(): string { throw new Error("line one\nline two"); } };
    const noted = compileCondition({ source: "vars", path: "s.t", op: "exists" }).explain({ vars: unreadable }).text;
    expect(noted).not.toContain("\n");
  });

  test("the text is one line whatever the data (property)", () => {
    const wild = fc.string({ unit: "binary", maxLength: 12 });
    fc.assert(
      fc.property(wild, wild, (key, value) => {
        const cond = { source: "vars", path: `x[${JSON.stringify(key)}]`, op: "contains", value };
        const text = compileCondition(cond).explain({ vars: { x: { [key]: value + key } } }).text;
        expect(text).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      }),
      { numRuns: 500 },
    );
  });
});
