// specTextValidator, the validator an editor keeps per document: over any sequence of versions of
// a text (edits inside a node that keep it JSON, edits that break it, duplicate keys, excess
// nesting, edits outside the nodes, whole new texts, strict toggled), each answer equals
// validateSpecText's. And the parts it is built from: the line index moved by an edit equals a
// new one, the nodes' spans are where locatePointers places the items, and placing issues with
// the spans known gives the same places as without.
import fc from "fast-check";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LineIndex } from "../../src/core/line-index.js";
import { locatePointers, nodeSpans } from "../../src/core/locate.js";
import { commonPrefix, commonSuffix, editedLineIndex } from "../../src/core/edit.js";
import { runRules, validateSpecText } from "../../src/validate/validate.js";
import { checkedBy } from "../../src/validate/schema-issues.js";
import { validateSpec as schemaValidateSpec, validateSpecNode } from "../../src/schema/validate-spec.js";
import { rules } from "../../src/rules/index.js";
import { specTextValidator } from "../../src/validate/text-validator.js";
import { spec as specDoc, toText } from "../arbitraries.js";
import { makeSpec } from "../corpus.mjs";

const RUNS = Number(process.env["FC_RUNS"] ?? 300);

/** A spec's text as people write it: pretty, compact, CRLF, tab-indented, with a byte-order mark. */
const specText = fc.tuple(specDoc, fc.constantFrom("pretty", "compact", "crlf", "tabs", "bom")).map(([doc, style]) => {
  if (style === "compact") return JSON.stringify(doc);
  if (style === "crlf") return toText(doc).replace(/\n/g, "\r\n");
  if (style === "tabs") return JSON.stringify(doc, null, "\t");
  if (style === "bom") return "\uFEFF" + toText(doc);
  return toText(doc);
});

/** The offsets in `text` right after a character in `chars`. */
const after = (text: string, chars: string): number[] => [...text].flatMap((_, i) => (chars.includes(text[i]!) ? [i + 1] : []));

type Edit = (text: string) => string;
const at = (pick: number, offsets: number[], text: string, change: (i: number) => string): string =>
  offsets.length === 0 ? text : change(offsets[pick % offsets.length]!);

/** Edits of the kinds typing makes, most of them inside a node. */
const edit: fc.Arbitrary<Edit> = fc.oneof(
  // A letter typed into a string (a key or a value), or the character before a quote deleted.
  {
    weight: 4,
    arbitrary: fc.tuple(fc.nat(), fc.constantFrom("x", "e", "-", "1", " ", "\\n", "é", "😀")).map(([pick, s]): Edit => (t) => at(pick, after(t, '"'), t, (i) => t.slice(0, i) + s + t.slice(i))),
  },
  fc.nat().map((pick): Edit => (t) => at(pick, after(t, '"'), t, (i) => t.slice(0, i - 2) + t.slice(i - 1))),
  // A member added at the start of an object: new, repeated, nested too deep, or not JSON.
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom('"extra": 1, ', '"id": "a", "id": "b", ', '"outputVar": "out", ', ...[507, 508, 509, 510, 520].map((n) => `"deep": ${"[".repeat(n)}${"]".repeat(n)}, `), '"to": "end", ', '"x": , ', '"__proto__": {}, ', '"type": "end"}, {'),
    )
    .map(([pick, s]): Edit => (t) => at(pick, after(t, "{"), t, (i) => t.slice(0, i) + s + t.slice(i))),
  // A node id, a target or an output variable renamed to one another node may have (duplicates,
  // unknown targets, reachability: what relates nodes to one another).
  {
    weight: 3,
    arbitrary: fc.tuple(fc.nat(), fc.constantFrom("id", "to", "outputVar", "nodeId"), fc.constantFrom(...["start", "fetch", "decide", "end", "out", "result", "node-1", "ghost"])).map(
      ([pick, key, value]): Edit =>
        (t) => {
          const places = [...t.matchAll(new RegExp(`"${key}"\\s*:\\s*"[^"\\\\]*"`, "g"))];
          if (places.length === 0) return t;
          const m = places[pick % places.length]!;
          return t.slice(0, m.index) + `"${key}": "${value}"` + t.slice(m.index + m[0].length);
        },
    ),
  },
  // A value replaced with another JSON value, typed over it.
  fc.tuple(fc.nat(), fc.constantFrom("2", "null", '"end"', "[]", "{}", '{"all": []}', "[[[[")).map(([pick, s]): Edit => (t) =>
    at(pick, after(t, ":"), t, (i) => {
      const end = t.slice(i).search(/[,}\]]/);
      return end < 0 ? t : t.slice(0, i) + " " + s + t.slice(i + end);
    }),
  ),
  // Any character inserted or deleted anywhere, or a run of them cut.
  fc.tuple(fc.nat(), fc.constantFrom("{", "}", "[", "]", ",", ":", '"', "\n", "\r", "a", " ")).map(([pick, s]): Edit => (t) => {
    const i = pick % (t.length + 1);
    return t.slice(0, i) + s + t.slice(i);
  }),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 8 })).map(([pick, n]): Edit => (t) => {
    const i = pick % (t.length + 1);
    return t.slice(0, i) + t.slice(i + n);
  }),
  // A new text altogether (another example opened, a paste over everything).
  specText.map((other): Edit => () => other),
  // The same text again (strict toggled, say).
  fc.constant<Edit>((t) => t),
);

describe("specTextValidator", () => {
  afterEach(() => vi.restoreAllMocks());

  test("each answer over a sequence of edits equals validateSpecText's", () => {
    const parse = vi.spyOn(JSON, "parse");
    let calls = 0;
    let patchedCalls = 0;
    fc.assert(
      fc.property(specText, fc.array(fc.tuple(edit, fc.boolean()), { minLength: 1, maxLength: 12 }), (first, edits) => {
        const validator = specTextValidator();
        let text = first;
        expect(validator.validate(text)).toEqual(validateSpecText(text));
        for (const [change, strict] of edits) {
          text = change(text);
          parse.mockClear();
          const answer = validator.validate(text, { strict });
          // Counted: the versions whose first parse read less than the whole text (one node).
          calls++;
          const read = parse.mock.calls[0]?.[0];
          if (read !== undefined && read !== text && read !== " " + text.slice(1)) patchedCalls++;
          expect(answer).toEqual(validateSpecText(text, { strict }));
        }
      }),
      { numRuns: RUNS },
    );
    // The law is tested on the path it is about: many versions were read one node at a time.
    expect(patchedCalls / calls).toBeGreaterThan(0.15);
  });

  test("typing in one node of a large spec parses only that node", () => {
    const text = JSON.stringify(makeSpec(50), null, 2);
    const validator = specTextValidator();
    validator.validate(text);
    const edited = text.replace('"to": "node-26"', '"to": "node-26x"');
    const parse = vi.spyOn(JSON, "parse");
    const result = validator.validate(edited, { strict: true });
    expect(result).toEqual(validateSpecText(edited, { strict: true }));
    expect(result.issues.map((i) => i.code)).toContain("transition/unknown-target");
    // The first call is the validator's; the rest are validateSpecText's own.
    const first = parse.mock.calls[0]![0];
    expect(first.length).toBeLessThan(edited.length / 20);
    expect(first.trimStart().startsWith('{\n      "id": "node-25"')).toBe(true);
  });

  test("an edit outside the nodes, or one that breaks a node's JSON, reads the whole text", () => {
    const text = JSON.stringify(makeSpec(5), null, 2);
    const validator = specTextValidator();
    validator.validate(text);
    const parse = vi.spyOn(JSON, "parse");
    for (const edited of [text.replace('"version": 2', '"version": 3'), text.replace('"id": "node-2"', '"id": "node-2",')]) {
      parse.mockClear();
      expect(validator.validate(edited)).toEqual(validateSpecText(edited));
      expect(parse.mock.calls.some(([t]) => t.length >= edited.length - 1)).toBe(true);
    }
  });

  test("a text that is not a string is a misuse, as for validateSpecText", () => {
    const validator = specTextValidator();
    expect(() => validator.validate(42 as unknown as string)).toThrow(new TypeError("validateSpecText expects a string, got number"));
    expect(() => validator.validate(null as unknown as string)).toThrow(/got null/);
  });
});

describe("the parts it is built from", () => {
  const lineText = fc.array(fc.constantFrom("a", "é", " ", "\n", "\r\n", "\r", '"x": 1,', "\uFEFF"), { maxLength: 40 }).map((p) => p.join(""));

  test("the common prefix and suffix of two texts are those a character-by-character count finds", () => {
    const text = fc.array(fc.constantFrom("a", "b", "\n", "é", "😀"), { maxLength: 300 }).map((p) => p.join(""));
    fc.assert(
      fc.property(text, text, fc.nat(), (a, b, f) => {
        let prefix = 0;
        while (prefix < Math.min(a.length, b.length) && a[prefix] === b[prefix]) prefix++;
        expect(commonPrefix(a, b)).toBe(prefix);
        const floor = f % (Math.min(a.length, b.length) + 1);
        let suffix = 0;
        while (suffix < Math.min(a.length, b.length) - floor && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
        expect(commonSuffix(a, b, floor)).toBe(suffix);
        // Long shared runs go through the block comparisons.
        const long = "x".repeat(70000);
        expect(commonPrefix(long + a, long + b)).toBe(70000 + prefix);
      }),
      { numRuns: 300 },
    );
  });

  test("a line index moved by an edit equals one made from the edited text", () => {
    fc.assert(
      fc.property(lineText, lineText, fc.nat(), fc.nat(), (text, insert, a, b) => {
        const from = a % (text.length + 1);
        const lastTo = from + (b % (text.length - from + 1));
        const next = text.slice(0, from) + insert + text.slice(lastTo);
        const moved = editedLineIndex(new LineIndex(text), next, from, lastTo, from + insert.length);
        const fresh = new LineIndex(next);
        for (let o = -1; o <= next.length + 1; o++) expect(moved.position(o)).toEqual(fresh.position(o));
      }),
      { numRuns: 1000 },
    );
  });

  test("the nodes' spans are where locatePointers places the items", () => {
    fc.assert(
      fc.property(specText, (text) => {
        const doc = JSON.parse(text.replace(/^\uFEFF/, "")) as { nodes: unknown };
        const spans = nodeSpans(text);
        if (!Array.isArray(doc.nodes) || doc.nodes.some((n) => n === null || typeof n !== "object")) {
          expect(spans).toBeUndefined();
          return;
        }
        const pointers = doc.nodes.map((_, k) => `/nodes/${k}`);
        const places = locatePointers(text, pointers);
        expect(spans).toEqual({ starts: pointers.map((p) => places.get(p)!.start), ends: pointers.map((p) => places.get(p)!.end) });
      }),
      { numRuns: RUNS },
    );
    expect(nodeSpans("[1]")).toBeUndefined();
    expect(nodeSpans('{"n\\u006fdes": [{}, [1, "]"], {"a": {}}], "x": []}')).toEqual({ starts: [16, 20, 30], ends: [18, 28, 39] });
    expect(nodeSpans('{"nodes": [{}, 1]}')).toBeUndefined();
    expect(nodeSpans('{"nodes": {}}')).toBeUndefined();
  });

  test("placing pointers with the nodes' spans known gives the places found without them", () => {
    fc.assert(
      fc.property(specText, fc.array(fc.tuple(fc.nat(), fc.constantFrom("", "/id", "/transition/0/to", "/config/url", "/zz", "/transition/9")), { maxLength: 5 }), fc.constantFrom("", "/version", "/name", "/nodes", "/zz"), (text, picks, top) => {
        const spans = nodeSpans(text);
        const count = spans?.starts.length ?? 1;
        const pointers = [top, ...picks.map(([k, rest]) => `/nodes/${k % count}${rest}`)];
        let k = 0;
        const knownEnd = (at: number): number => {
          while (spans && k < spans.starts.length && spans.starts[k]! < at) k++;
          return spans?.starts[k] === at ? spans.ends[k]! : -1;
        };
        expect(locatePointers(text, pointers, knownEnd)).toEqual(locatePointers(text, pointers));
      }),
      { numRuns: RUNS },
    );
  });
});

describe("what checking one node again rests on", () => {
  const withNodes = specDoc.filter((d): d is { nodes: unknown[] } => Array.isArray((d as { nodes?: unknown }).nodes));

  test("the schema's node validator gives a node the errors the spec's validator gives it", () => {
    fc.assert(
      fc.property(withNodes, (doc) => {
        schemaValidateSpec(doc);
        const all = schemaValidateSpec.errors ?? [];
        doc.nodes.forEach((node, k) => {
          const prefix = `/nodes/${k}`;
          const inNode = all.filter((e) => e.instancePath === prefix || e.instancePath.startsWith(prefix + "/"));
          validateSpecNode(node);
          expect((validateSpecNode.errors ?? []).map((e) => ({ ...e, instancePath: prefix + e.instancePath }))).toEqual(inNode);
        });
      }),
      { numRuns: RUNS },
    );
  });

  test('a rule of scope "node" finds in a node, alone in a spec at its place, what it finds there in the whole spec, and nothing else', () => {
    const local = rules.filter((r) => r.scope === "node");
    expect(local.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(withNodes, fc.boolean(), (doc, strict) => {
        const schema = checkedBy(schemaValidateSpec, doc);
        const whole = runRules(doc, local, strict, schema);
        doc.nodes.forEach((_, k) => {
          const only: unknown[] = new Array(doc.nodes.length);
          only[k] = doc.nodes[k];
          const alone = runRules({ nodes: only }, local, strict, schema);
          const prefix = `/nodes/${k}`;
          const inNode = (f: { pointer: string }): boolean => f.pointer === prefix || f.pointer.startsWith(prefix + "/");
          expect(alone).toEqual(whole.map((found) => found.filter(inNode)));
        });
      }),
      { numRuns: RUNS },
    );
  });
});
