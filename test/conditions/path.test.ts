import fc from "fast-check";
import { JSONPath } from "jsonpath-plus";
import { describe, expect, test } from "vitest";
import { parsePath, planPath, readPath, type Segment } from "../../src/conditions/path.js";
import { parsePointer } from "../../src/core/pointer.js";
import { PLAIN_PATH } from "../../src/conditions/check.js";

const read = (doc: unknown, path: string): unknown => {
  const parsed = parsePath(path);
  if (!parsed.ok) throw new Error(`bad path ${path}`);
  return readPath({ vars: doc }, planPath("vars", [], parsed.segments));
};

describe("parsePath", () => {
  test.each([
    ["a", [{ kind: "key", key: "a" }]],
    ["a.b", [{ kind: "key", key: "a" }, { kind: "key", key: "b" }]],
    ["a[0]", [{ kind: "key", key: "a" }, { kind: "index", index: 0 }]],
    ["a[12].b", [{ kind: "key", key: "a" }, { kind: "index", index: 12 }, { kind: "key", key: "b" }]],
    ["a[*].b", [{ kind: "key", key: "a" }, { kind: "all" }, { kind: "key", key: "b" }]],
    ['a["k.with.dots"]', [{ kind: "key", key: "a" }, { kind: "key", key: "k.with.dots" }]],
    ['["k"]', [{ kind: "key", key: "k" }]],
    ["[*].b", [{ kind: "all" }, { kind: "key", key: "b" }]],
    ["[0][1]", [{ kind: "index", index: 0 }, { kind: "index", index: 1 }]],
    ['a["\\"q\\" \\\\ \\/ \\n \\u00e9 \\ud83d\\ude00"]', [{ kind: "key", key: "a" }, { kind: "key", key: '"q" \\ / \n é 😀' }]],
    ['a[""]', [{ kind: "key", key: "a" }, { kind: "key", key: "" }]],
    ["é.ü-x$_:@#", [{ kind: "key", key: "é" }, { kind: "key", key: "ü-x$_:@#" }]],
    ["a.0", [{ kind: "key", key: "a" }, { kind: "key", key: "0" }]],
  ] as [string, Segment[]][])("%s", (path, segments) => {
    expect(parsePath(path)).toEqual({ ok: true, segments });
  });

  test.each([
    ["", 0, "a name or '['"],
    ["a..b", 2, "a name"],
    ["a.", 2, "a name"],
    [".a", 0, "a name or '['"],
    ["a b", 1, "'.' or '['"],
    ["a[", 2, "an index, '*' or a quoted key"],
    ["a[0", 3, "']'"],
    ["a[01]", 2, "an index without leading zeros"],
    ["a[-1]", 2, "an index, '*' or a quoted key"],
    ["a['k']", 2, "an index, '*' or a quoted key"],
    ['a["k]', 5, "a closing '\"'"],
    ['a["\\x"]', 3, "a JSON escape"],
    ['a["\\u12"]', 3, "four hex digits after \\u"],
    ['a["\n"]', 3, "an escaped control character"],
    ["a[0]b", 4, "'.' or '['"],
    ["a]", 1, "'.' or '['"],
    ["a'b", 1, "'.' or '['"],
    ["a[*", 3, "']'"],
    ["a\u00a0b", 1, "'.' or '['"],
  ])("%j is refused at offset %i", (path, offset, expected) => {
    expect(parsePath(path)).toEqual({ ok: false, fault: { offset, expected } });
  });
});

describe("reading a path", () => {
  const doc = JSON.parse(
    '{"a":{"b":1,"0":"zero"},"list":[{"x":1},{"y":2},{"x":null},{"x":[3,4]}],"nested":[{"l":[{"v":1},{"v":2}]},{"l":"no"},{"l":[{"w":0},{"v":3}]}],"__proto__":{"p":1},"k.d":7,"s":"str","n":5}',
  );

  test("names read own properties of objects only", () => {
    expect(read(doc, "a.b")).toBe(1);
    expect(read(doc, 'a["0"]')).toBe("zero");
    expect(read(doc, "a.0")).toBe("zero");
    expect(read(doc, '["k.d"]')).toBe(7);
    expect(read(doc, "__proto__.p")).toBe(1);
    for (const p of ["constructor", "toString", "a.constructor", "a.hasOwnProperty", "a.__proto__", "s.length", "list.length", "n.toFixed", "missing", "a.b.c"]) {
      expect(read(doc, p)).toBeUndefined();
    }
  });

  test("indexes read arrays only", () => {
    expect(read(doc, "list[1].y")).toBe(2);
    expect(read(doc, "list[2].x")).toBeNull();
    expect(read(doc, "list[4]")).toBeUndefined();
    expect(read(doc, "a[0]")).toBeUndefined();
    expect(read(doc, "s[0]")).toBeUndefined();
    expect(read(doc, "list.0")).toBeUndefined();
  });

  test("[*] projects over arrays, drops missing items, flattens nested projections", () => {
    expect(read(doc, "list[*].x")).toEqual([1, null, [3, 4]]);
    expect(read(doc, "list[*]")).toEqual(doc.list);
    expect(read(doc, "list[*].z")).toEqual([]);
    expect(read(doc, "nested[*].l[*].v")).toEqual([1, 2, 3]);
    expect(read(doc, "nested[*].l")).toEqual([[{ v: 1 }, { v: 2 }], "no", [{ w: 0 }, { v: 3 }]]);
    expect(read(doc, "a[*]")).toBeUndefined();
    expect(read(doc, "s[*]")).toBeUndefined();
    expect(read(doc, "missing[*].x")).toBeUndefined();
    expect(read([1, undefined, 2], "[*]")).toEqual([1, 2]);
    expect(read([[1, 2], [3]], "[*][*]")).toEqual([1, 2, 3]);
    expect(read([[1, 2], 3, [4]], "[*][0]")).toEqual([1, 4]);
  });

  test("a runtime undefined is missing; inherited and prototype-polluted keys are never read", () => {
    expect(read({ a: undefined }, "a")).toBeUndefined();
    const proto = { inherited: 1 };
    expect(read({ o: Object.create(proto) }, "o.inherited")).toBeUndefined();
    const bare = Object.assign(Object.create(null), { k: 2 });
    expect(read({ o: bare }, "o.k")).toBe(2);
    const polluted = Object.prototype as Record<string, unknown>;
    polluted["pollutedKey"] = "bad";
    polluted["vars"] = { pollutedKey: "bad" };
    try {
      expect(read({ o: {} }, "o.pollutedKey")).toBeUndefined();
      expect(readPath({}, planPath("vars", [], [{ kind: "key", key: "pollutedKey" }]))).toBeUndefined();
      expect(read({ o: { pollutedKey: "own" } }, "o.pollutedKey")).toBe("own");
    } finally {
      delete polluted["pollutedKey"];
      delete polluted["vars"];
    }
  });

  test("100,000 nested [*] over 100,000-deep arrays: no recursion, no overflow", () => {
    let deep: unknown = ["end"];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(read(deep, "[*]".repeat(100_001))).toEqual(["end"]);
    expect(read(deep, "[*]".repeat(100_002))).toEqual([]);
    expect(read(deep, "[0]".repeat(100_000) + "[0]")).toBe("end");
  });

  test("any context value: sources of a non-object, an array or null are missing", () => {
    for (const ctx of [null, undefined, 3, "vars", [], [{ vars: 1 }], true]) {
      expect(readPath(ctx, planPath("vars", [], []))).toBeUndefined();
    }
  });
});

// The oracle: jsonpath-plus (an independent JSONPath implementation) on random documents and
// paths. JSONPath is looser (a name reads array properties such as `length`, an index reads an
// object key, `[*]` reads object values), so its matches are kept only where each step of the
// route is what our grammar allows; what remains must equal what we read.
const KEYS = ["a", "b", "0", "1", "k.d", "a b", "é", "length", "constructor", "toString", "__proto__", "-"];
const key = fc.constantFrom(...KEYS);
const doc = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.integer(), fc.constant(null), fc.string({ maxLength: 3 }), fc.boolean()),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 5 }),
  ),
})).value;
const segment: fc.Arbitrary<Segment> = fc.oneof(
  key.map((k) => ({ kind: "key" as const, key: k })),
  fc.integer({ min: 0, max: 3 }).map((index) => ({ kind: "index" as const, index })),
  fc.constant({ kind: "all" as const }),
);

const toJsonPath = (segs: Segment[]): string =>
  "$" + segs.map((s) => (s.kind === "key" ? `['${s.key}']` : s.kind === "index" ? `[${s.index}]` : "[*]")).join("");

const toOurPath = (segs: Segment[]): string =>
  segs.map((s) => (s.kind === "key" ? `[${JSON.stringify(s.key)}]` : s.kind === "index" ? `[${s.index}]` : "[*]")).join("");

function oracle(document: unknown, segs: Segment[]): unknown[] {
  // Wrapped, since jsonpath-plus reads only objects at the root.
  const path = "$['r']" + toJsonPath(segs).slice(1);
  const matches = JSONPath({ path, json: { r: document }, resultType: "all", wrap: true }) as { pointer: string; value: unknown }[];
  return matches
    .filter((m) => {
      let cur: unknown = document;
      const tokens = parsePointer(m.pointer).slice(1);
      if (tokens.length !== segs.length) return false;
      for (const [i, s] of segs.entries()) {
        const isArr = Array.isArray(cur);
        if (s.kind === "key" ? isArr || typeof cur !== "object" || cur === null : !isArr) return false;
        cur = (cur as Record<string, unknown>)[tokens[i] as string];
      }
      return true;
    })
    .map((m) => m.value);
}

test("path resolution agrees with jsonpath-plus on random documents and paths", () => {
  fc.assert(
    fc.property(doc, fc.array(segment, { minLength: 1, maxLength: 4 }), (document, segs) => {
      const parsed = parsePath(toOurPath(segs));
      expect(parsed).toEqual({ ok: true, segments: segs });
      const ours = readPath({ vars: document }, planPath("vars", [], segs));
      const theirs = oracle(document, segs);
      const projects = segs.some((s) => s.kind === "all");
      if (!projects) expect(ours === undefined ? [] : [ours]).toEqual(theirs);
      else expect(ours === undefined ? [] : ours).toEqual(theirs);
    }),
    { numRuns: 400 },
  );
});

test("every path we print parses back to the same segments", () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(segment, fc.string().map((k) => ({ kind: "key" as const, key: k }))), { minLength: 1, maxLength: 5 }), (segs) => {
      expect(parsePath(toOurPath(segs))).toEqual({ ok: true, segments: segs });
    }),
    { numRuns: 300 },
  );
});

test("a plain path (PLAIN_PATH, what validation checks without parsing) parses, starting with its first name as a key", () => {
  const name = fc.stringMatching(/^[A-Za-z0-9_$-]{1,6}$/);
  const step = fc.oneof(
    name.map((key) => ({ text: "." + key, seg: { kind: "key", key } as Segment })),
    fc.constant({ text: "[*]", seg: { kind: "all" } as Segment }),
    fc.nat(1000).map((index) => ({ text: `[${index}]`, seg: { kind: "index", index } as Segment })),
  );
  fc.assert(
    fc.property(name, fc.array(step, { maxLength: 5 }), (first, steps) => {
      const path = first + steps.map((s) => s.text).join("");
      expect(PLAIN_PATH.test(path)).toBe(true);
      expect(parsePath(path)).toEqual({ ok: true, segments: [{ kind: "key", key: first }, ...steps.map((s) => s.seg)] });
    }),
  );
  // and nothing PLAIN_PATH accepts fails to parse, or starts otherwise than with a name
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom("a", "0", "1", "_", "$", "-", ".", "[", "]", "*", '"', " ", "é"), maxLength: 12 }), (path) => {
      if (!PLAIN_PATH.test(path)) return;
      const parsed = parsePath(path);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.segments[0]).toEqual({ kind: "key", key: /^[^.[]*/.exec(path)![0] });
    }),
    { numRuns: 3000 },
  );
});
