// Our own JSON scanners in src/core/text.ts against oracles: JSON.parse decides whether a text
// is JSON; jsonc-parser (a dev dependency only) says where the first error is and, in a copy of
// the former implementation, where pointers sit.
import fc from "fast-check";
import { printParseErrorCode, visit, type ParseErrorCode } from "jsonc-parser";
import { describe, expect, test } from "vitest";
import { jsonSyntaxError, locatePointers, parseJsonText } from "../../src/core/text.js";
import { escapeToken, parsePointer, toPointer } from "../../src/core/pointer.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 2000);

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** jsonc-parser's first error, strict: no comments, no trailing commas, no empty content. */
function jsoncFirstError(text: string): { code: string; offset: number; length: number } | undefined {
  let first: { code: string; offset: number; length: number } | undefined;
  visit(
    text,
    {
      onError(code: ParseErrorCode, offset: number, length: number) {
        first ??= { code: printParseErrorCode(code), offset, length };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return first;
}

// jsonc-parser reports the errors it finds inside a string token (a bad escape, a control
// character, an unterminated string) at the token's opening quote, and only the last of them; we
// report the first one where it is (the escape, the character), so ours lies inside its token.
const IN_STRING = new Set(["InvalidUnicode", "InvalidEscapeCharacter", "InvalidCharacter", "UnexpectedEndOfString"]);

/**
 * Where our scanner and jsonc-parser must agree, when both see an error. Systematic differences:
 * - errors inside a string: ours points inside jsonc-parser's string token (see IN_STRING);
 * - a leading zero ("01", "-00.5"): jsonc-parser is lenient, reads "0" and "1" as two numbers
 *   and complains at the second ("expected ','" or "end of file expected"); we report a
 *   malformed number at its start.
 * Everything else: the same offset.
 */
function expectAgreement(text: string): void {
  const ours = jsonSyntaxError(text);
  expect(ours !== undefined, "an error iff JSON.parse throws").toBe(!parses(text));
  const theirs = jsoncFirstError(text);
  if (!ours || !theirs) return;
  if (ours.reason === "malformed number (leading zero)") {
    const zero = /^-?0/.exec(text.slice(ours.offset))!;
    expect(theirs.offset).toBe(ours.offset + zero[0].length);
  } else if (IN_STRING.has(theirs.code)) {
    expect(ours.offset).toBeGreaterThanOrEqual(theirs.offset);
    expect(ours.offset).toBeLessThan(theirs.offset + theirs.length);
  } else {
    expect({ offset: ours.offset, reason: ours.reason }).toEqual({ offset: theirs.offset, reason: expect.any(String) });
  }
}

const indent = fc.constantFrom<string | number>(0, 1, 2, 4, "\t", " \r\n ".slice(0, 1));
const jsonText = fc.tuple(fc.jsonValue(), indent).map(([v, i]) => JSON.stringify(v, null, i));
const MUTANTS = [..."{}[]:,\"\\ 0123456789-+eE.tfnulrsax\n\r\t/*'", "\u000b", "\u00a0", "\u0001", "\ufeff", "\u2028", "//", "/*", "*/", "\\u", "1e"];
type Mutation = { kind: "delete" | "insert" | "replace" | "truncate"; at: number; ch: string };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("delete", "insert", "replace", "truncate"),
  at: fc.nat(),
  ch: fc.constantFrom(...MUTANTS),
});
const mutate = (text: string, ms: Mutation[]): string => {
  for (const m of ms) {
    const at = text.length === 0 ? 0 : m.at % (text.length + 1);
    if (m.kind === "delete") text = text.slice(0, at) + text.slice(at + 1);
    else if (m.kind === "insert") text = text.slice(0, at) + m.ch + text.slice(at);
    else if (m.kind === "replace") text = text.slice(0, at) + m.ch + text.slice(at + 1);
    else text = text.slice(0, at);
  }
  return text;
};
// Small texts with many tokens per character, so mutations hit numbers, literals and escapes.
const dense = fc
  .array(fc.constantFrom("{", "}", "[", "]", ",", ":", '"a"', '"\\u00e9"', '"\\n"', "0", "-1.5e+3", "10", "true", "false", "null", " ", "\n"), { maxLength: 24 })
  .map((parts) => parts.join(""));

describe("jsonSyntaxError", () => {
  test("valid texts have no error", () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        expect(jsonSyntaxError(text)).toBeUndefined();
      }),
      { numRuns: RUNS / 4 },
    );
  });

  test("mutated texts: an error exactly when JSON.parse throws, where jsonc-parser sees it", () => {
    fc.assert(
      fc.property(fc.oneof(jsonText, dense), fc.array(mutation, { minLength: 1, maxLength: 3 }), (text, ms) => expectAgreement(mutate(text, ms))),
      { numRuns: RUNS },
    );
  });

  test("random token soup: the same law", () => {
    fc.assert(
      fc.property(dense, (text) => expectAgreement(text)),
      { numRuns: RUNS },
    );
  });

  const cases: [text: string, offset: number, length: number, reason: string][] = [
    ["", 0, 0, "expected a value"],
    ["  ", 2, 0, "expected a value"],
    ["[1,]", 3, 1, "trailing comma before ']'"],
    ["[,1]", 1, 1, "expected a value"],
    ['{"a": }', 6, 1, "expected a value"],
    ['{"a": tru}', 6, 3, "expected a value"],
    ["[True]", 1, 4, "expected a value"],
    ["[truex]", 1, 5, "expected a value"],
    ['{"a":', 5, 0, "expected a value"],
    ["[1 2]", 3, 1, "expected ',' or ']'"],
    ['[1 "x"]', 3, 3, "expected ',' or ']'"],
    ['{"a": 1 "b": 2}', 8, 3, "expected ',' or '}'"],
    ['{"a": 1]', 7, 1, "expected ',' or '}'"],
    ['{"a" 1}', 5, 1, "expected ':'"],
    ['{"a"', 4, 0, "expected ':'"],
    ["{", 1, 0, "expected '}'"],
    ['{"a": 1', 7, 0, "expected '}'"],
    ["[", 1, 0, "expected ']'"],
    ["[1, [2]", 7, 0, "expected ']'"],
    ['{"a": 1,}', 8, 1, "trailing comma before '}'"],
    ['{"a": [1 ,\n ] }', 12, 1, "trailing comma before ']'"],
    ["{a: 1}", 1, 1, "expected a property name in double quotes"],
    ["{'a': 1}", 1, 3, "expected a property name in double quotes"],
    ['{"a": 1,', 8, 0, "expected a property name in double quotes"],
    ['"abc', 0, 4, "unterminated string"],
    ['["ab\ncd"]', 1, 3, "unterminated string"],
    ['"ab\\', 0, 4, "unterminated string"],
    ['"a\\xb"', 2, 2, "invalid escape in a string"],
    ["\"a\\'\"", 2, 2, "invalid escape in a string"],
    ['"\\u12g4"', 1, 4, "invalid \\u escape"],
    ['"\\u12', 1, 4, "invalid \\u escape"],
    ['"a\tb"', 2, 1, "control character in a string"],
    ['"a\u0000"', 2, 1, "control character in a string"],
    ["-", 0, 1, "malformed number"],
    ["[-x]", 1, 1, "malformed number"],
    ["1.", 0, 2, "malformed number"],
    ["[1.e5]", 1, 2, "malformed number"],
    ["1e", 0, 2, "malformed number"],
    ["1E+", 0, 3, "malformed number"],
    ["+1", 0, 2, "malformed number"],
    [".5", 0, 2, "malformed number"],
    ["[01]", 1, 2, "malformed number (leading zero)"],
    ["-00.5", 0, 3, "malformed number (leading zero)"],
    ["1 2", 2, 1, "unexpected content after the JSON value"],
    ["{}}", 2, 1, "unexpected content after the JSON value"],
    ['{} {"a": 1}', 3, 1, "unexpected content after the JSON value"],
    ["[1] // note", 4, 7, "comments are not allowed in JSON"],
    ["[1, /* two */ 2]", 4, 9, "comments are not allowed in JSON"],
    ['{"a": 1 /* x', 8, 4, "comments are not allowed in JSON"],
    ["// x\n[]", 0, 4, "comments are not allowed in JSON"],
    ["[1,\u000b2]", 3, 1, "unexpected character U+000B"],
    ["[1,\u00a02]", 3, 1, "unexpected character U+00A0"],
    ["\ufeff[]", 0, 1, "unexpected character U+FEFF"],
    ["[1]\u0000", 3, 1, "unexpected character U+0000"],
    ["[1 / 2]", 3, 1, "expected ',' or ']'"],
  ];
  test.each(cases)("%j: at %i (length %i), %s", (text, offset, length, reason) => {
    expect(parses(text)).toBe(false);
    expect(jsonSyntaxError(text)).toEqual({ offset, length, reason });
  });

  test("the escapes JSON allows, and only those", () => {
    expect(jsonSyntaxError('"\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00E9 \\uD83D\\ude00"')).toBeUndefined();
    for (const e of "acdeghijklmopqsvwxyz0'U") expect(jsonSyntaxError(`"\\${e}"`)?.reason, e).toBe("invalid escape in a string");
  });

  test("100,000 levels of nesting with an error at the very end: no stack overflow", () => {
    const depth = 100_000;
    const arrays = "[".repeat(depth) + "]".repeat(depth - 1) + "}";
    expect(jsonSyntaxError(arrays)).toEqual({ offset: 2 * depth - 1, length: 1, reason: "expected ',' or ']'" });
    const objects = '{"a":'.repeat(depth) + "1" + "}".repeat(depth) + ",";
    expect(jsonSyntaxError(objects)).toEqual({ offset: 6 * depth + 1, length: 1, reason: "unexpected content after the JSON value" });
    expect(jsonSyntaxError('{"a":'.repeat(depth) + "1" + "}".repeat(depth))).toBeUndefined();
    expect(jsonSyntaxError("[".repeat(depth))).toEqual({ offset: depth, length: 0, reason: "expected ']'" });
  });

  test("parseJsonText words and places a syntax error; too deep wins; a BOM is a space", () => {
    expect(parseJsonText('{"a": [1, 2,]}').findings).toEqual([
      { code: "json/syntax", severity: "error", pointer: "", params: { reason: "trailing comma before ']'" }, span: [12, 13] },
    ]);
    expect(parseJsonText('\ufeff{"a": 1').findings).toEqual([
      { code: "json/syntax", severity: "error", pointer: "", params: { reason: "expected '}'" }, span: [8, 9] },
    ]);
    expect(parseJsonText("[".repeat(600) + "x").findings.map((f) => f.code)).toEqual(["json/too-deep"]);
  });
});

// ---- locatePointers, against the former jsonc-parser implementation -------------------------

interface Place {
  start: number;
  end: number;
  key?: [number, number];
  container: boolean;
}

interface Frame {
  pointer: string;
  array: boolean;
  start: number;
  ownKey: [number, number] | undefined;
  index: number;
  key: string;
  keySpan: [number, number] | undefined;
}

/** The implementation src/core/text.ts had on jsonc-parser, verbatim but for names. */
function oracleLocatePointers(text: string, pointers: Iterable<string>): Map<string, Place> {
  const wanted = new Set<string>();
  for (const p of pointers) {
    let segs: string[];
    try {
      segs = parsePointer(p);
    } catch {
      continue;
    }
    for (let i = 0; i <= segs.length; i++) wanted.add(toPointer(segs.slice(0, i)));
  }
  const places = new Map<string, Place>();
  const stack: Frame[] = [];
  const current = (): { pointer: string; key: [number, number] | undefined } => {
    const top = stack[stack.length - 1];
    if (!top) return { pointer: "", key: undefined };
    return top.array
      ? { pointer: `${top.pointer}/${top.index}`, key: undefined }
      : { pointer: `${top.pointer}/${escapeToken(top.key)}`, key: top.keySpan };
  };
  const begin = (array: boolean) => (offset: number) => {
    const { pointer, key } = current();
    stack.push({ pointer, array, start: offset, ownKey: key, index: 0, key: "", keySpan: undefined });
  };
  const end = (offset: number, length: number) => {
    const frame = stack.pop();
    if (!frame || !wanted.has(frame.pointer)) return;
    const place: Place = { start: frame.start, end: offset + length, container: true };
    if (frame.ownKey) place.key = frame.ownKey;
    places.set(frame.pointer, place);
  };
  const body = text.charCodeAt(0) === 0xfeff ? " " + text.slice(1) : text;
  visit(
    body,
    {
      onObjectBegin: begin(false),
      onArrayBegin: begin(true),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty(name, offset, length) {
        const top = stack[stack.length - 1];
        if (top) {
          top.key = name;
          top.keySpan = [offset, offset + length];
        }
      },
      onSeparator(ch) {
        const top = stack[stack.length - 1];
        if (ch === "," && top?.array) top.index++;
      },
      onLiteralValue(_v, offset, length) {
        const { pointer, key } = current();
        if (!wanted.has(pointer)) return;
        const place: Place = { start: offset, end: offset + length, container: false };
        if (key) place.key = key;
        places.set(pointer, place);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return places;
}

// JSON text from a tree whose objects are lists of [key, value] pairs (keys can repeat), written
// with or without escapes and in random layouts; it also lists the pointer of every value.
type Tree = { obj: [string, Tree][] } | { arr: Tree[] } | { str: string } | { num: string } | { lit: string };
const key = fc.constantFrom("a", "b", "", "a/b", "m~n", "~1", 'q"x', "\\", "{", "]", "0", "1", "é", "\ud83d\ude00", "__proto__", "a\nb");
const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: "small" },
    key.map((s) => ({ str: s })),
    fc.constantFrom("0", "-1", "12.5e-3", "1E+2", "-0.0").map((n) => ({ num: n })),
    fc.constantFrom("true", "false", "null").map((l) => ({ lit: l })),
    fc.array(fc.tuple(key, tie("t")), { maxLength: 6 }).map((obj) => ({ obj })),
    fc.array(tie("t"), { maxLength: 5 }).map((arr) => ({ arr })),
  ),
})).t;
const space = fc.constantFrom("", " ", "\n  ", "\t", "\r\n");
function write(t: Tree, escapeAll: boolean, gap: string, at: string, out: string[]): string {
  out.push(at);
  const s = (x: string) => (escapeAll ? '"' + [...x].map((ch) => "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0")).join("") + '"' : JSON.stringify(x));
  if ("str" in t) return s(t.str);
  if ("num" in t) return t.num;
  if ("lit" in t) return t.lit;
  if ("arr" in t) return "[" + gap + t.arr.map((x, i) => write(x, escapeAll, gap, `${at}/${i}`, out)).join("," + gap) + gap + "]";
  return "{" + gap + t.obj.map(([k, v]) => `${s(k)}${gap}:${gap}${write(v, escapeAll, gap, `${at}/${escapeToken(k)}`, out)}`).join(gap + "," + gap) + gap + "}";
}

describe("locatePointers", () => {
  test("places exactly what the jsonc-parser implementation placed", () => {
    const missing = fc.constantFrom("/zz", "/0/zz", "/a/b/c", "/9", "/a~1b/x", "nope", "/m~2n", "/01", "/-");
    fc.assert(
      fc.property(tree, fc.boolean(), space, space, fc.boolean(), fc.array(fc.nat(), { maxLength: 8 }), fc.array(missing, { maxLength: 3 }), (t, escapeAll, gap, pad, bom, picks, extra) => {
        const all: string[] = [];
        const json = pad + write(t, escapeAll, gap, "", all) + pad;
        JSON.parse(json); // locatePointers is only ever given JSON
        const text = bom ? "\ufeff" + json : json;
        const pointers = picks.map((k) => all[k % all.length]!).concat(extra, picks.length > 0 ? [all[picks[0]! % all.length]! + "/zz"] : []);
        expect(locatePointers(text, pointers)).toEqual(oracleLocatePointers(text, pointers));
      }),
      { numRuns: RUNS },
    );
  });

  test("every value of a text at once; a repeated key: the last copy", () => {
    fc.assert(
      fc.property(tree, fc.boolean(), space, (t, escapeAll, gap) => {
        const all: string[] = [];
        const text = write(t, escapeAll, gap, "", all);
        expect(locatePointers(text, all)).toEqual(oracleLocatePointers(text, all));
      }),
      { numRuns: RUNS / 4 },
    );
    const text = '{"a": {"b": 1}, "a": [true]}';
    expect(locatePointers(text, ["/a/0", "/a/b"])).toEqual(
      new Map<string, Place>([
        ["/a/b", { start: 12, end: 13, key: [7, 10], container: false }],
        ["/a/0", { start: 22, end: 26, container: false }],
        ["/a", { start: 21, end: 27, key: [16, 19], container: true }],
        ["", { start: 0, end: 28, container: true }],
      ]),
    );
  });

  test("no wanted pointer, no place; deep nesting does not recurse", () => {
    expect(locatePointers('{"a": 1}', ["not a pointer"]).size).toBe(0);
    // (The places of every prefix of a pointer make its depth count twice: keep it to 1,000.)
    const depth = 100_000, wanted = 1_000;
    const text = '{"a":'.repeat(depth) + "[7]" + "}".repeat(depth);
    const pointer = "/a".repeat(wanted);
    const places = locatePointers(text, [pointer + "/zz"]);
    expect(places.size).toBe(wanted + 1);
    expect(places.get(pointer)).toEqual({ start: 5 * wanted, end: 5 * depth + 3 + depth - wanted, key: [5 * wanted - 4, 5 * wanted - 1], container: true });
    expect(locatePointers(text, ["/a".repeat(10) + "/0"]).get("/a".repeat(10))!.end).toBe(5 * depth + 3 + depth - 10);
  });
});
