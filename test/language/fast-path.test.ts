// The language service answers from an index it patches between texts (one node read again after
// an edit inside it) and a tree that reads only the node under the cursor. Law: on any text, after
// any history of earlier texts, every answer equals the reference's (test/language/reference/),
// which reads the whole text into a tree on every call. And nothing throws.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { completionsAt, definitionAt, documentSymbols, hoverAt, referencesAt } from "../../src/index.js";
import { specIndex } from "../../src/language/spec-index.js";
import { spec, toText } from "../arbitraries.js";
import { completionsAt as refCompletionsAt } from "./reference/completion.js";
import { hoverAt as refHoverAt } from "./reference/hover.js";
import { definitionAt as refDefinitionAt, documentSymbols as refDocumentSymbols, referencesAt as refReferencesAt } from "./reference/navigate.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 100);

/** Every feature at one offset, from the service and from the reference: they must be equal. */
function same(text: string, offset: number): void {
  const where = `at ${offset} of ${JSON.stringify(text.length < 400 ? text : text.slice(Math.max(0, offset - 150), offset + 150))}`;
  expect(completionsAt(text, offset), `completion ${where}`).toEqual(refCompletionsAt(text, offset));
  expect(hoverAt(text, offset), `hover ${where}`).toEqual(refHoverAt(text, offset));
  expect(definitionAt(text, offset), `definition ${where}`).toEqual(refDefinitionAt(text, offset));
  expect(referencesAt(text, offset), `references ${where}`).toEqual(refReferencesAt(text, offset));
  expect(referencesAt(text, offset, { includeDeclaration: false })).toEqual(refReferencesAt(text, offset, { includeDeclaration: false }));
}

/** The offsets worth asking at: a few random ones and every string's inside and ends (where ids and keys are). */
function offsets(text: string, picks: number[]): number[] {
  const out = picks.map((n) => n % (text.length + 1));
  for (let i = text.indexOf('"'); i >= 0 && out.length < 40; i = text.indexOf('"', i + 1)) out.push(i, i + 1);
  return out;
}

/** Spec texts: the shared spec arbitrary, pretty or compact, some keys duplicated or misspelt. */
const specText = fc.tuple(spec, fc.boolean(), fc.constantFrom("", "nodes", "id", "to", "transition", "of")).map(([doc, pretty, dup]) => {
  let text = pretty ? toText(doc) : JSON.stringify(doc);
  // A repeated key: JSON.parse keeps the last copy, and so must the service.
  if (dup) text = text.replace(`"${dup}":`, `"${dup}": "dup", "${dup}":`);
  return text;
});

/** An edit an author makes: insert, delete or replace a few characters anywhere. */
const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 6 }), insert: fc.string({ maxLength: 4, unit: fc.constantFrom(..."{}[]:,\" \nab-1/*\\") }) });
type Edit = { at: number; remove: number; insert: string };
const apply = (text: string, e: Edit): string => {
  const at = e.at % (text.length + 1);
  return text.slice(0, at) + e.insert + text.slice(at + e.remove);
};

describe("the index", () => {
  test("an unterminated string looks to the end of its line: text typed after the root on that line is read again", () => {
    // The string opened before `:true` runs to the line's end; the closers that end a line are
    // taken as structure, so a `{` typed after them makes them part of the string.
    const before = '{"version":2,"nodes":[{{{{"\n{id":"decide","type":"end","transition":[],"extra":true}]}\n}\n}';
    const after = before.replace("}]}\n", "}]}{\n");
    expect(documentSymbols(before)).toEqual(refDocumentSymbols(before));
    expect(documentSymbols(after)).toEqual(refDocumentSymbols(after));
    expect(documentSymbols(after)).not.toEqual(documentSymbols(before));
  });

  const text = toText({ version: 2, nodes: [0, 1, 2, 3].map((i) => ({ id: `n${i}`, type: "action", transition: [{ to: `n${(i + 1) % 4}` }] })) });

  test("an edit inside one node reads that node again and moves the ones after it", () => {
    const before = specIndex(text);
    const at = text.indexOf('"id": "n1"') + 9;
    const after = specIndex(text.slice(0, at) + "xy" + text.slice(at));
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[1]).not.toBe(before.items[1]);
    expect(after.items[1]!.id).toBe("n1xy");
    expect(after.items[2]).toBe(before.items[2]);
    expect(after.starts).toEqual(before.starts.map((s, k) => (k > 1 ? s + 2 : s)));
  });

  test("an edit from inside one node into the next, its length unchanged, reads both again", () => {
    specIndex(text);
    const from = text.indexOf('"id": "n1"') + 8;
    const to = text.indexOf('"id": "n2"') + 8;
    const edited = text.slice(0, from) + "X" + text.slice(from + 1, to) + "Y" + text.slice(to + 1);
    expect(specIndex(edited).items.map((i) => i.id)).toEqual(["n0", "nX", "nY", "n3"]);
    for (const o of [from, to, to + 1]) same(edited, o);
  });

  test("text after the spec's end changes nothing; an edit between nodes reads no node again", () => {
    const before = specIndex(text);
    const trailing = specIndex(text + "\n");
    expect(trailing.items).toBe(before.items);
    specIndex(text);
    const between = text.indexOf("},", text.indexOf('"id": "n1"')) + 2;
    const spaced = specIndex(text.slice(0, between) + " " + text.slice(between));
    spaced.items.forEach((item, k) => expect(item).toBe(before.items[k]));
    expect(spaced.starts).toEqual(before.starts.map((s, k) => (k > 1 ? s + 1 : s)));
  });

  test("a node added or removed between nodes: only it is read, the positions after it move", () => {
    const before = specIndex(text);
    const between = text.indexOf("},", text.indexOf('"id": "n1"')) + 2;
    const added = specIndex(text.slice(0, between) + ' 7, { "id": "new" },' + text.slice(between));
    expect(added.items.map((i) => i.id)).toEqual(["n0", "n1", "new", "n2", "n3"]);
    expect(added.indexes).toEqual([0, 1, 3, 4, 5]);
    expect(added.items[3]).toBe(before.items[2]);
    // n2 cut out, from its opening brace to n3's.
    const n2 = text.indexOf('"id": "n2"');
    const removed = text.slice(0, text.lastIndexOf("{", n2)) + text.slice(text.lastIndexOf("{", text.indexOf('"id": "n3"')));
    specIndex(text);
    const after = specIndex(removed);
    expect(after.items.map((i) => i.id)).toEqual(["n0", "n1", "n3"]);
    // The first character that differs is inside n2's place (n3's text now stands there): read again.
    expect(after.items[1]).toBe(before.items[1]);
    expect(after.indexes).toEqual([0, 1, 2]);
  });

  test("an edit at the root, outside the nodes, reads the text again", () => {
    const before = specIndex(text);
    const again = specIndex(text.replace('"version": 2', '"version": 3'));
    expect(again.items[0]).not.toBe(before.items[0]);
    expect(again.items.map((i) => i.id)).toEqual(["n0", "n1", "n2", "n3"]);
  });
});

describe("the service answers as a full read does", () => {
  test("on spec texts, at strings and random offsets", () => {
    fc.assert(
      fc.property(specText, fc.array(fc.nat(), { maxLength: 6 }), (text, picks) => {
        for (const o of offsets(text, picks)) same(text, o);
        expect(documentSymbols(text)).toEqual(refDocumentSymbols(text));
      }),
      { numRuns: RUNS },
    );
  });

  test("on spec texts cut anywhere", () => {
    fc.assert(
      fc.property(specText, fc.nat(), fc.array(fc.nat(), { maxLength: 6 }), (full, cut, picks) => {
        const text = full.slice(0, cut % (full.length + 1));
        for (const o of offsets(text, picks)) same(text, o);
        expect(documentSymbols(text)).toEqual(refDocumentSymbols(text));
      }),
      { numRuns: RUNS },
    );
  });

  test("after a history of edits (each text one edit from the last, as an editor asks)", () => {
    fc.assert(
      // A step is one edit or two at once (a replace-all, an undo of several keystrokes).
      fc.property(specText, fc.array(fc.array(edit, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 3 }), (start, steps, picks) => {
        let text = start;
        same(text, picks[0] ?? 0);
        for (const [e, also] of steps) {
          text = apply(text, e!);
          if (also) text = apply(text, also);
          for (const o of picks.length ? picks : [e!.at]) same(text, o % (text.length + 1));
          same(text, e!.at % (text.length + 1));
          expect(documentSymbols(text)).toEqual(refDocumentSymbols(text));
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("after edits inside one node of a larger spec, and after text past its end", () => {
    fc.assert(
      fc.property(fc.array(spec, { minLength: 2, maxLength: 3 }), fc.array(edit, { minLength: 1, maxLength: 8 }), fc.boolean(), (docs, edits, pretty) => {
        // Several specs' nodes in one spec, so there are many nodes to patch between.
        const nodes = docs.flatMap((d) => {
          const list = (d as { nodes?: unknown }).nodes;
          return Array.isArray(list) ? list.slice(0, 6) : [];
        });
        let text = pretty ? toText({ version: 2, nodes }) : JSON.stringify({ version: 2, nodes });
        for (const e of edits) {
          same(text, e.at % (text.length + 1));
          // An edit inside a node, or between two nodes: the cases the index patches.
          const inner = text.indexOf('"id"', e.at % (text.length + 1));
          const gap = text.indexOf("},", e.at % (text.length + 1));
          const at = e.remove % 2 === 0 ? (gap < 0 ? e.at : gap + 2) : inner < 0 ? e.at : inner + 2;
          text = apply(text, { ...e, at });
          for (const o of [e.at, e.at * 7 + 3, inner + 9]) same(text, o % (text.length + 1));
          expect(documentSymbols(text)).toEqual(refDocumentSymbols(text));
          text = text + (e.remove % 2 ? " " : "\n}");
          same(text, e.at % (text.length + 1));
          expect(documentSymbols(text)).toEqual(refDocumentSymbols(text));
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("on random texts, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: fc.constantFrom(..."{}[]:,\"\\ \nab1-tn/*") }), fc.array(edit, { maxLength: 4 }), fc.nat(), (start, edits, n) => {
        let text = start.startsWith("{") ? start : `{"nodes": [${start}`;
        for (const e of [{ at: 0, remove: 0, insert: "" }, ...edits]) {
          text = apply(text, e);
          same(text, n % (text.length + 1));
          expect(documentSymbols(text)).toEqual(refDocumentSymbols(text));
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
