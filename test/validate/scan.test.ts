// The fast scan for repeated keys against an independent reference built on jsonc-parser's visitor.
import fc from "fast-check";
import { visit } from "jsonc-parser";
import { describe, expect, test } from "vitest";
import { keyTokens, parseJsonText, scanValidJson } from "../../src/core/text.js";
import { valueShape } from "../../src/core/depth.js";
import { toPointer } from "../../src/core/pointer.js";

function reference(text: string): { pointer: string; key: string; span: [number, number] }[] {
  const out: { pointer: string; key: string; span: [number, number] }[] = [];
  const stack: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void stack.push(new Set()),
    onObjectEnd: () => void stack.pop(),
    onObjectProperty(name, offset, length, _l, _c, path) {
      const set = stack[stack.length - 1]!;
      if (set.has(name)) out.push({ pointer: toPointer([...path(), name]), key: name, span: [offset, offset + length] });
      set.add(name);
    },
  });
  return out;
}

// JSON text from a tree whose objects are lists of [key, value] pairs, so keys can repeat; keys
// and strings use escapes, quotes and brackets.
type Tree = { obj: [string, Tree][] } | { arr: Tree[] } | { str: string } | { num: number };
const str = fc.constantFrom("a", "b", 'q"x', "\\", "{", "]", "a\u0000", "é", "\ud83d\ude00", "__proto__", "", ":", " :x", 'a\\":', "x:y", '\\');
const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: "small" },
    str.map((s) => ({ str: s })),
    fc.integer().map((n) => ({ num: n })),
    fc.array(fc.tuple(str, tie("t")), { maxLength: 20 }).map((obj) => ({ obj })),
    fc.array(tie("t"), { maxLength: 4 }).map((arr) => ({ arr })),
  ),
})).t;
const write = (t: Tree, escapeAll: boolean): string => {
  const s = (x: string) => (escapeAll ? '"' + [...x].map((ch) => "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0")).join("") + '"' : JSON.stringify(x));
  if ("str" in t) return s(t.str);
  if ("num" in t) return String(t.num);
  if ("arr" in t) return "[" + t.arr.map((x) => write(x, escapeAll)).join(", ") + "]";
  return "{" + t.obj.map(([k, v]) => `${s(k)}: ${write(v, escapeAll)}`).join(",\n ") + "}";
};

describe("scanValidJson", () => {
  test("finds exactly the repeated keys the reference finds, with the same pointers and spans", () => {
    fc.assert(
      fc.property(tree, fc.boolean(), (t, escapeAll) => {
        const text = write(t, escapeAll);
        JSON.parse(text); // the scan is only ever given valid JSON
        const got = scanValidJson(text, 512).map((f) => ({ pointer: f.pointer, key: f.params!["key"], span: f.span }));
        expect(got).toEqual(reference(text));
      }),
      { numRuns: 400 },
    );
  });

  test("refuses the first bracket past the limit", () => {
    const text = "[".repeat(10) + "]".repeat(10);
    expect(scanValidJson(text, 10)).toEqual([]);
    expect(scanValidJson("[" + text + "]", 10).map((f) => [f.code, f.span])).toEqual([["json/too-deep", [10, 11]]]);
  });

  test("an escaped key equal to a plain one is a repeat", () => {
    const text = '{"ab": 1, "a\\u0062": 2}';
    expect(scanValidJson(text, 512).map((f) => f.span)).toEqual([[10, 19]]);
  });
});

describe("the key-count fast path of parseJsonText", () => {
  // keyTokens counts the colons after a quote: every key's, and a string's that opens with a colon.
  // Equal counts prove the text clean; a clean text whose strings open with no colon has equal counts.
  const opensWithColon = (t: Tree): boolean =>
    "str" in t ? /^\s*:/.test(t.str) : "arr" in t ? t.arr.some(opensWithColon) : "obj" in t ? t.obj.some(([k, v]) => /^\s*:/.test(k) || opensWithColon(v)) : false;
  test("keyTokens and valueShape agree only when the scan finds nothing, and always then unless a string opens with a colon", () => {
    fc.assert(
      fc.property(tree, fc.boolean(), fc.integer({ min: 1, max: 6 }), (t, escapeAll, limit) => {
        const text = write(t, escapeAll);
        const clean = scanValidJson(text, limit).length === 0;
        const shape = valueShape(JSON.parse(text), limit);
        const agree = shape.tooDeep === undefined && shape.keys === keyTokens(text);
        if (agree) expect(clean).toBe(true);
        if (clean && (escapeAll || !opensWithColon(t))) expect(agree).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  test("a string that opens with a colon is counted, a colon escaped or inside a string is not", () => {
    expect(keyTokens('{"a": ":b", "c": " :d"}')).toBe(4);
    expect(keyTokens(String.raw`{"a": "b:c", "d\\": "\":"}`)).toBe(2);
    expect(keyTokens(String.raw`{"a": "\u003a"}`)).toBe(1);
  });

  test("counts keys, not strings, and says -1 past the depth limit", () => {
    expect(keyTokens('{"a" : "b:", "c":["d", {"e\\"":1}]}')).toBe(3);
    expect(valueShape({ a: "b:", c: ["d", { 'e"': 1 }] }, 3)).toEqual({ keys: 3 });
    const inner = [1];
    expect(valueShape({ a: [inner] }, 2)).toEqual({ keys: 1, tooDeep: inner });
    expect(valueShape({ a: [[1]] }, 3)).toEqual({ keys: 1 });
  });

  test("parseJsonText reports the same findings as the scan alone", () => {
    fc.assert(
      fc.property(tree, fc.boolean(), (t, escapeAll) => {
        const text = write(t, escapeAll);
        const parsed = parseJsonText(text);
        expect(parsed.findings).toEqual(scanValidJson(text, 512));
      }),
      { numRuns: 300 },
    );
  });
});
