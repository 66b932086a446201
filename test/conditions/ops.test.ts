import { describe, expect, test } from "vitest";
import { compareInstants, parseInstant } from "../../src/conditions/instant.js";
import { codePointLength, compareCodePoints, deepEqual } from "../../src/conditions/values.js";
import { check, MISSING, reason } from "./helpers.js";

describe("eq / neq: deep equality, no coercion", () => {
  test.each([
    [1, 1, true],
    [-0, 0, true],
    [0, -0, true],
    [1.5, 1.5, true],
    ["7", 7, false],
    [7, "7", false],
    [true, 1, false],
    [null, null, true],
    [null, false, false],
    ["", "", true],
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [[1, 2], [2, 1], false],
    [[1, [2]], [1, [2]], true],
    [[], {}, false],
    [{}, [], false],
    [{ 0: "a" }, ["a"], false],
  ])("%j eq %j is %s", (actual, value, expected) => {
    expect(check("eq", value, actual)).toBe(expected);
    expect(check("neq", value, actual)).toBe(!expected);
  });

  test("missing: eq false, neq true", () => {
    expect(check("eq", null, MISSING)).toBe(false);
    expect(check("neq", null, MISSING)).toBe(true);
    expect(reason("eq", 1, MISSING)).toBe("MISSING_PATH");
  });

  test("own enumerable keys only; inherited keys do not count", () => {
    const withProto = Object.create({ b: 2 }) as Record<string, unknown>;
    withProto["a"] = 1;
    expect(deepEqual(withProto, { a: 1 })).toBe(true);
    expect(deepEqual(withProto, { a: 1, b: 2 })).toBe(false);
    const hidden = { a: 1 };
    Object.defineProperty(hidden, "b", { value: 2, enumerable: false });
    expect(deepEqual(hidden, { a: 1 })).toBe(true);
    expect(deepEqual(hidden, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(false);
  });

  test("100,000-deep data does not overflow the stack, and cyclic data terminates", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(check("eq", { a: { a: 1 } }, deep)).toBe(false);
    expect(check("in", [{ a: { a: { a: 2 } } }], deep)).toBe(false);
    let deepList: unknown = [];
    for (let i = 0; i < 100_000; i++) deepList = [deepList];
    expect(check("contains", [[[]]], deepList)).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic["a"] = cyclic;
    expect(check("eq", { a: { a: { a: {} } } }, cyclic)).toBe(false);
  });

  test("type mismatch is explained", () => {
    expect(reason("eq", 7, "7")).toBe("TYPE_MISMATCH");
    expect(reason("eq", 7, 8)).toBe("OK");
    expect(reason("neq", "a", null)).toBe("TYPE_MISMATCH");
  });
});

describe("gt / gte / lt / lte", () => {
  test("numbers numerically", () => {
    expect(check("gt", 5, 6)).toBe(true);
    expect(check("gt", 5, 5)).toBe(false);
    expect(check("gte", 5, 5)).toBe(true);
    expect(check("lt", 0, -0.5)).toBe(true);
    expect(check("lte", -0, 0)).toBe(true);
    expect(check("gt", 9, 10)).toBe(true);
  });

  test("strings by code point, not by UTF-16 unit", () => {
    expect(check("lt", "b", "a")).toBe(true);
    expect(check("lt", "a", "B")).toBe(true);
    expect(check("gt", "10", "9")).toBe(true);
    // U+FF61 (one unit, 0xFF61) is below U+1F600 (surrogates 0xD83D…) by code point.
    expect(check("lt", "😀", "｡")).toBe(true);
    expect(check("gt", "｡", "😀")).toBe(true);
    expect(compareCodePoints("｡", "😀")).toBe(-1);
    expect(compareCodePoints("ab", "a")).toBe(1);
    expect(compareCodePoints("", "")).toBe(0);
  });

  test("RFC 3339 date-times with an offset order by instant", () => {
    expect(check("lt", "2024-01-01T10:00:00Z", "2024-01-01T11:00:00+02:00")).toBe(true);
    expect(check("gt", "2024-01-01T09:59:59Z", "2024-01-01T11:00:00+02:00")).toBe(false);
    expect(check("gte", "2024-01-01T09:00:00Z", "2024-01-01T11:00:00+02:00")).toBe(true);
    expect(check("lte", "2024-01-01T09:00:00Z", "2024-01-01t09:00:00z")).toBe(true);
    expect(check("gt", "2024-01-01T00:00:00.000123Z", "2024-01-01T00:00:00.0001231Z")).toBe(true);
    expect(check("gt", "2024-01-01T00:00:00.0001230Z", "2024-01-01T00:00:00.000123Z")).toBe(false);
    expect(check("gte", "2024-01-01T00:00:00.0001230Z", "2024-01-01T00:00:00.000123Z")).toBe(true);
    // By instant 09:00Z is before 09:30Z, though "10:00+01:00" sorts after "09:30Z" as text.
    expect(check("gt", "2024-01-01T09:30:00Z", "2024-01-01T10:00:00+01:00")).toBe(false);
    // Not both date-times (a space, not T): code point order.
    expect(check("gt", "2024-01-01T09:30:00Z", "2024-01-01 10:00:00+01:00")).toBe(false);
    expect(check("gt", "2024-01-01 09:30:00Z", "2024-01-01T10:00:00+01:00")).toBe(true);
    // eq stays exact string equality.
    expect(check("eq", "2024-01-01T10:00:00Z", "2024-01-01T11:00:00+01:00")).toBe(false);
  });

  test("parseInstant is strict and exact", () => {
    for (const bad of ["2024-13-01T00:00:00Z", "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:00:00", "2024-01-01T00:00:00+24:00", "2024-01-01T00:00Z", "2024-01-01T00:00:00.Z", "１２３４-01-01T00:00:00Z"]) {
      expect(parseInstant(bad), bad).toBeUndefined();
    }
    expect(parseInstant("2024-02-29T00:00:00Z")).toBeDefined();
    expect(parseInstant("1970-01-01T00:00:00Z")).toEqual({ ms: 0, sub: "" });
    expect(parseInstant("1970-01-01T01:00:00+01:00")).toEqual({ ms: 0, sub: "" });
    expect(parseInstant("0001-01-01T00:00:00Z")?.ms).toBe(Date.UTC(2001, 0, 1) - 2000 * 365.2425 * 86_400_000);
    expect(parseInstant("2024-05-06T07:08:09.123456789Z")).toEqual({ ms: Date.UTC(2024, 4, 6, 7, 8, 9, 123), sub: "456789" });
    expect(compareInstants(parseInstant("2024-01-01T00:00:60Z")!, parseInstant("2024-01-01T00:01:00Z")!)).toBe(0);
  });

  test("anything else is false, with TYPE_MISMATCH", () => {
    for (const [value, actual] of [[1, "1"], ["1", 1], [true, false], [null, null], [[1], [2]], [{}, {}], [1, null], [1, [2]]] as const) {
      for (const op of ["gt", "gte", "lt", "lte"]) expect(check(op, value, actual)).toBe(false);
      expect(reason("gte", value, actual)).toBe("TYPE_MISMATCH");
    }
    expect(check("gte", 1, MISSING)).toBe(false);
  });
});

describe("in / notIn", () => {
  test("deep-equal to an element", () => {
    expect(check("in", [1, "a", { b: [1] }], { b: [1] })).toBe(true);
    expect(check("in", [1, 2, 3], -0)).toBe(false);
    expect(check("in", [0, 2, 3], -0)).toBe(true);
    expect(check("in", ["7"], 7)).toBe(false);
    expect(check("in", [], 1)).toBe(false);
    expect(check("in", [null], null)).toBe(true);
    expect(check("notIn", [1, 2], 3)).toBe(true);
    expect(check("notIn", [1, 2], 2)).toBe(false);
  });

  test("a long primitive list (a Set) gives the same answers", () => {
    const list = Array.from({ length: 50 }, (_, i) => (i % 2 ? i : `s${i}`));
    expect(check("in", [...list, null, true], 7)).toBe(true);
    expect(check("in", [...list, null, true], "s8")).toBe(true);
    expect(check("in", [...list, null, true], "7")).toBe(false);
    expect(check("in", [...list, null, true], null)).toBe(true);
    expect(check("in", [...list, 0], -0)).toBe(true);
    expect(check("in", list, MISSING)).toBe(false);
    expect(check("notIn", list, MISSING)).toBe(true);
  });

  test("reasons", () => {
    expect(reason("in", [7, 8], "7")).toBe("TYPE_MISMATCH");
    expect(reason("in", [7, "a"], "7")).toBe("OK");
    expect(reason("in", [], "7")).toBe("OK");
    expect(reason("notIn", [1], MISSING)).toBe("MISSING_PATH");
  });
});

describe("contains", () => {
  test("substring of a string, element of an array", () => {
    expect(check("contains", "world", "hello world")).toBe(true);
    expect(check("contains", "", "")).toBe(true);
    expect(check("contains", "", "abc")).toBe(true);
    expect(check("contains", "x", "abc")).toBe(false);
    expect(check("contains", 1, "a1")).toBe(false);
    expect(check("contains", { a: 1 }, [{ a: 1 }, 2])).toBe(true);
    expect(check("contains", "a", ["a", "b"])).toBe(true);
    expect(check("contains", "a", ["ab"])).toBe(false);
    expect(check("contains", [1], [[1], 2])).toBe(true);
    expect(check("contains", "a", { a: 1 })).toBe(false);
    expect(check("contains", 1, 1)).toBe(false);
    expect(check("contains", "a", MISSING)).toBe(false);
    expect(check("contains", null, [null])).toBe(true);
  });

  test("reasons", () => {
    expect(reason("contains", 1, "a1")).toBe("TYPE_MISMATCH");
    expect(reason("contains", "a", { a: 1 })).toBe("TYPE_MISMATCH");
    expect(reason("contains", 1, [2])).toBe("OK");
  });
});

describe("unary operators", () => {
  const values: [string, unknown][] = [
    ["missing", MISSING],
    ["null", null],
    ['""', ""],
    ["[]", []],
    ["{}", {}],
    ["0", 0],
    ["false", false],
    ['"a"', "a"],
    ["[0]", [0]],
    ['{"a":null}', { a: null }],
  ];
  test.each(values)("exists / isEmpty / isNull of %s", (name, v) => {
    const exists = v !== MISSING;
    const empty = ["missing", "null", '""', "[]", "{}"].includes(name);
    const isNull = v === MISSING || v === null;
    expect(check("exists", undefined, v)).toBe(exists);
    expect(check("notExists", undefined, v)).toBe(!exists);
    expect(check("isEmpty", undefined, v)).toBe(empty);
    expect(check("isNotEmpty", undefined, v)).toBe(!empty);
    expect(check("isNull", undefined, v)).toBe(isNull);
    expect(check("isNotNull", undefined, v)).toBe(!isNull);
  });

  test("a unary operator ignores a value", () => {
    expect(check("exists", 42, 1)).toBe(true);
  });
});

describe("length", () => {
  const len = (comparator: string, value: number, actual: unknown): boolean => check("length", { comparator, value }, actual);
  test("code points, elements, own keys", () => {
    expect(len("eq", 3, "abc")).toBe(true);
    expect(len("eq", 1, "😀")).toBe(true);
    expect(len("eq", 2, "é😀")).toBe(true);
    expect(len("eq", 1, "\ud800")).toBe(true);
    expect(len("eq", 0, "")).toBe(true);
    expect(len("eq", 2, [1, [2, 3]])).toBe(true);
    expect(len("eq", 2, { a: 1, b: { c: 1 } })).toBe(true);
    expect(len("gt", 1, [1, 2])).toBe(true);
    expect(len("gte", 2, [1, 2])).toBe(true);
    expect(len("lt", 2, [1, 2])).toBe(false);
    expect(len("lte", 2, [1, 2])).toBe(true);
    expect(len("eq", 2.5, [1, 2])).toBe(false);
    expect(codePointLength("a😀b\udc00")).toBe(4);
  });

  test("numbers, booleans, null and missing are false", () => {
    for (const v of [1, true, null, MISSING]) expect(len("gte", 0, v)).toBe(false);
    expect(reason("length", { comparator: "gte", value: 0 }, 5)).toBe("TYPE_MISMATCH");
    expect(reason("length", { comparator: "gte", value: 0 }, MISSING)).toBe("MISSING_PATH");
  });
});
