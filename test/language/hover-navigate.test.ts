import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { conditionInWords, definitionAt, documentSymbols, hoverAt, referencesAt } from "../../src/index.js";
import { cursor } from "./helpers.js";

const triage = readFileSync("examples/support-triage.json", "utf8");
const nth = (text: string, needle: string, n = 0): number => {
  let i = -1;
  for (let k = 0; k <= n; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`no ${needle}`);
  return i;
};

describe("hoverAt", () => {
  test("a key: the schema's description, over the key", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "actionType": "WEBHOOK", "config": { "timeo|ut": 5 } } ] }');
    const h = hoverAt(text, offset)!;
    expect(text.slice(h.from, h.to)).toBe('"timeout"');
    expect(h.markdown).toMatch(/^\*\*timeout\*\* · webhook config/);
    expect(h.markdown).toMatch(/300 s/);
  });

  test("an enum value: the value's description, then the property's", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "actionType": "WEBHOOK", "config": { "proxy": "u|s" } } ] }');
    const h = hoverAt(text, offset)!;
    expect(text.slice(h.from, h.to)).toBe('"us"');
    expect(h.markdown.indexOf("US relay")).toBeLessThan(h.markdown.indexOf("Outbound route"));
  });

  test("an unknown key says so", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "outp|tVar": "x" } ] }');
    expect(hoverAt(text, offset)!.markdown).toMatch(/Not a property the schema names for a node/);
  });

  test("a node id in a transition: that node's summary", () => {
    const h = hoverAt(triage, nth(triage, '"escalate"') + 2)!;
    expect(triage.slice(h.from, h.to)).toBe('"escalate"');
    expect(h.markdown).toContain("**node `escalate`** · action · WEBHOOK");
    expect(h.markdown).toContain("POST `https://pager.example.com/v1/incidents` · route direct (no proxy)");
    expect(h.markdown).toContain("named from `classify`, `answer`");
  });

  test("an unknown node id", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "transition": [ { "to": "zz|z" } ] } ] }');
    expect(hoverAt(text, offset)!.markdown).toBe("No node has the id `zzz`.");
  });

  test("when: the condition in words", () => {
    const h = hoverAt(triage, nth(triage, '"when"') + 2)!;
    expect(h.markdown).toContain("Reads: any of (evaluation.scores.mean is less than 4; evaluation.structuredData.priority is one of");
  });

  test("nothing to say: undefined", () => {
    expect(hoverAt('{ "nodes": [] }', 0)).toBeUndefined();
    expect(hoverAt("", 0)).toBeUndefined();
    expect(hoverAt("{", 1)).toBeUndefined();
  });
});

describe("conditionInWords", () => {
  test.each([
    [{ source: "vars", path: "status", op: "eq", value: "ok" }, 'vars.status is "ok"'],
    [{ source: "input", path: "x", op: "exists" }, "input.x exists"],
    [{ source: "node", of: { nodeId: "fetch" }, path: "evaluation.ok", op: "isNull" }, 'node "fetch"\'s evaluation.ok is null'],
    [{ source: "vars", path: "items", op: "length", value: { comparator: "gte", value: 2 } }, "the length of vars.items is at least 2"],
    [{ all: [] }, "always (all of nothing)"],
    [{ any: [] }, "never (any of nothing)"],
    [{ not: { all: [{ source: "state", path: "a", op: "gt", value: 1 }, { source: "state", path: "b", op: "lt", value: 2 }] } }, "not (all of (state.a is greater than 1; state.b is less than 2))"],
    [42, "not a condition"],
  ])("%j", (cond, words) => {
    expect(conditionInWords(cond)).toBe(words);
  });
});

describe("definition and references", () => {
  test("from a to, the id of the node it names", () => {
    const at = nth(triage, '"to": "escalate"') + 8;
    const d = definitionAt(triage, at)!;
    expect(triage.slice(d.from, d.to)).toBe('"escalate"');
    expect(triage.slice(d.from - 6, d.from)).toBe('"id": ');
  });

  test("from an of, and from of.nodeId", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "transition": [ { "to": "b", "when": { "source": "node", "of": "b|", "path": "evaluation" } } ] }, { "id": "b", "type": "x" } ] }');
    expect(text.slice(definitionAt(text, offset)!.from - 6, definitionAt(text, offset)!.to)).toBe('"id": "b"');
    const [t2, o2] = cursor('{ "nodes": [ { "id": "a", "transition": [ { "to": "b", "when": { "source": "node", "of": { "nodeId": "|b" } } } ] }, { "id": "b" } ] }');
    expect(t2.slice(definitionAt(t2, o2)!.from - 6, definitionAt(t2, o2)!.to)).toBe('"id": "b"');
  });

  test("a name of no node has no definition", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "transition": [ { "to": "|q" } ] } ] }');
    expect(definitionAt(text, offset)).toBeUndefined();
  });

  test("references: the id, then every to and of naming it", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "transition": [ { "to": "b", "when": { "source": "node", "of": { "nodeId": "b" }, "path": "evaluation" } }, { "to": "a" } ] }, { "id": "|b", "transition": [ { "to": "b" } ] } ] }');
    const refs = referencesAt(text, offset).map((r) => [r.from, text.slice(r.from, r.to)]);
    expect(refs.map((r) => r[1])).toEqual(['"b"', '"b"', '"b"', '"b"']);
    expect(refs[0]![0]).toBe(text.indexOf('"id": "b"') + 6);
    expect(referencesAt(text, offset, { includeDeclaration: false })).toHaveLength(3);
  });
});

describe("documentSymbols", () => {
  test("nodes with their transitions", () => {
    const symbols = documentSymbols(triage);
    expect(symbols.map((s) => s.name)).toEqual(["classify", "lookup-br", "lookup-us", "answer", "escalate", "send"]);
    expect(symbols[0]!.children.map((c) => `${c.name} (${c.detail})`)).toEqual(["→ escalate (when …)", "→ lookup-br (when …)", "→ lookup-us (when …)", "→ answer (always)"]);
    for (const s of symbols) expect(triage.slice(s.selectionFrom, s.selectionTo)).toBe(JSON.stringify(s.name));
  });

  test("a broken spec still has an outline", () => {
    expect(documentSymbols('{ "nodes": [ { "id": "a" }, { "type": "x" }, { "id": "c", "transition": [ { "to": ').map((s) => s.name)).toEqual(["a", "nodes[1]", "c"]);
  });
});
