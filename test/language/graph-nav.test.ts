// Laws of the spec-as-a-graph features (language/graph-nav.ts) on specs with faults of every kind:
// the one-scan semantic spans equal a reading of the whole tree, a range's spans are the full
// answer's that meet it, nothing throws on a half-typed text; an outgoing call of A to B is an
// incoming call of B from A with the same `to` and condition; linked spans are written alike.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { graphNode, graphNodeAt, incomingCalls, linkedSpansAt, outgoingCalls, semanticSpans, type SemanticSpan } from "../../src/language/graph-nav.js";
import { readTree, valueOf, type JsonValueNode } from "../../src/language/tree.js";
import { spec, toText } from "../arbitraries.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 150);

/** Spec texts, pretty or on one line. */
const texts = fc.tuple(spec, fc.boolean()).map(([doc, pretty]) => (pretty ? toText(doc) : JSON.stringify(doc)));

// The reference: the whole tree read, then each node's id, its references (`to`, `of`,
// `of.nodeId`) and its conditions' parts walked as values.
function valueScalars(v: JsonValueNode, out: SemanticSpan[], lengthOperand = false): void {
  if (v.kind === "object") {
    for (const p of v.properties) {
      if (!p.value) continue;
      if (lengthOperand && p.key === "comparator" && p.value.kind === "string") out.push({ from: p.value.start, to: p.value.end, kind: "conditionOperator" });
      else valueScalars(p.value, out);
    }
  } else if (v.kind === "array") for (const item of v.items) valueScalars(item, out);
  else if (v.kind === "string") out.push({ from: v.start, to: v.end, kind: "conditionValue", value: "string" });
  else if (v.kind === "number") out.push({ from: v.start, to: v.end, kind: "conditionValue", value: "number" });
  else if (v.kind === "boolean" || v.kind === "null") out.push({ from: v.start, to: v.end, kind: "conditionValue", value: "keyword" });
}
function conditionParts(c: JsonValueNode, out: SemanticSpan[]): void {
  if (c.kind !== "object") return;
  const op = valueOf(c, "op");
  const isLength = op?.kind === "string" && op.value === "length";
  for (const p of c.properties) {
    const v = p.value;
    if (!v) continue;
    if ((p.key === "source" || p.key === "path" || p.key === "op") && v.kind === "string") out.push({ from: v.start, to: v.end, kind: p.key === "source" ? "conditionSource" : p.key === "path" ? "conditionPath" : "conditionOperator" });
    else if (p.key === "value") valueScalars(v, out, isLength && v.kind === "object");
    else if ((p.key === "all" || p.key === "any") && v.kind === "array") for (const item of v.items) conditionParts(item, out);
    else if (p.key === "not") conditionParts(v, out);
  }
}
function reference(text: string): SemanticSpan[] {
  const out: SemanticSpan[] = [];
  const nodes = valueOf(readTree(text), "nodes");
  if (nodes?.kind !== "array") return out;
  for (const n of nodes.items) {
    if (n.kind !== "object") continue;
    const id = valueOf(n, "id");
    if (id?.kind === "string") out.push({ from: id.start, to: id.end, kind: "nodeId" });
    const list = valueOf(n, "transition");
    if (list?.kind !== "array") continue;
    for (const t of list.items) {
      const to = valueOf(t, "to");
      if (to?.kind === "string") out.push({ from: to.start, to: to.end, kind: "nodeReference" });
      const when = valueOf(t, "when");
      if (!when) continue;
      const parts: SemanticSpan[] = [];
      conditionParts(when, parts);
      out.push(...parts);
      // Each `of` (or `of.nodeId`) naming a node.
      const stack = [when];
      while (stack.length > 0) {
        const c = stack.pop()!;
        if (c.kind !== "object") continue;
        const of = valueOf(c, "of");
        const named = of?.kind === "object" ? valueOf(of, "nodeId") : of;
        if (named?.kind === "string") out.push({ from: named.start, to: named.end, kind: "nodeReference" });
        for (const key of ["all", "any"]) {
          const l = valueOf(c, key);
          if (l?.kind === "array") stack.push(...l.items);
        }
        const not = valueOf(c, "not");
        if (not) stack.push(not);
      }
    }
  }
  return out.sort((a, b) => a.from - b.from);
}

describe("semantic spans", () => {
  test("one scan of each transition gives what a reading of the whole tree gives", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(semanticSpans(text)).toEqual(reference(text));
      }),
      { numRuns: RUNS },
    );
  });

  test("a range's spans are the full answer's that meet the range", () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, a, b) => {
        const from = a % (text.length + 1);
        const to = Math.min(text.length, from + (b % 400));
        const full = semanticSpans(text);
        expect(semanticSpans(text, from, to)).toEqual(full.filter((s) => s.to >= from && s.from <= to));
      }),
      { numRuns: RUNS },
    );
  });

  test("a half-typed text (any prefix) never throws, and its spans lie in it, in order, without overlap", () => {
    fc.assert(
      fc.property(texts, fc.nat(), (text, cut) => {
        const half = text.slice(0, cut % (text.length + 1));
        const spans = semanticSpans(half);
        for (let i = 0; i < spans.length; i++) {
          expect(spans[i]!.from).toBeLessThan(spans[i]!.to);
          expect(spans[i]!.to).toBeLessThanOrEqual(half.length);
          if (i > 0) expect(spans[i]!.from).toBeGreaterThanOrEqual(spans[i - 1]!.to);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("a length's comparator is an operator whatever the key order; in another operator's value, data", () => {
    const length = '{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "value": { "comparator": "gte", "value": 2 }, "source": "vars", "path": "xs", "op": "length" } } ] } ] }';
    const kinds = (text: string): string[] => semanticSpans(text).map((s) => `${text.slice(s.from, s.to)}:${s.kind}`);
    expect(kinds(length)).toEqual(['"a":nodeId', '"a":nodeReference', '"gte":conditionOperator', "2:conditionValue", '"vars":conditionSource', '"xs":conditionPath', '"length":conditionOperator']);
    expect(kinds(length.replace('"length"', '"eq"'))).toContain('"gte":conditionValue');
  });
});

describe("call hierarchy", () => {
  test("each outgoing call of A to B is an incoming call of B from A, with the same `to` and condition", () => {
    fc.assert(
      fc.property(texts, (text) => {
        const ids = new Set<string>();
        const nodes = valueOf(readTree(text), "nodes");
        if (nodes?.kind === "array") for (const n of nodes.items) if (valueOf(n, "id")?.kind === "string") ids.add(valueOf(n, "id")!.kind === "string" ? (valueOf(n, "id") as { value: string }).value : "");
        for (const a of ids) {
          const from = graphNode(text, a)!;
          for (const call of outgoingCalls(text, a)) {
            const back = incomingCalls(text, call.node.id).filter((c) => c.ref.from === call.ref.from);
            expect(back).toEqual([{ node: from, condition: call.condition, index: call.index, ref: call.ref }]);
          }
          // And the other way: each incoming call's node has that outgoing call (to the first node declaring the id).
          for (const call of incomingCalls(text, a)) {
            if (graphNode(text, call.node.id)!.from !== call.node.from) continue;
            expect(outgoingCalls(text, call.node.id).some((o) => o.ref.from === call.ref.from && o.condition === call.condition)).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("prepare on any `to` naming a declared node gives that node", () => {
    const text = '{ "nodes": [ { "id": "a", "transition": [ { "to": "b" }, { "to": "zz" } ] }, { "id": "b" } ] }';
    expect(graphNodeAt(text, text.indexOf('"b"') + 1)?.id).toBe("b");
    expect(graphNodeAt(text, text.indexOf('"zz"') + 1)).toBeUndefined();
    expect(outgoingCalls(text, "a").map((c) => [c.node.id, c.condition])).toEqual([["b", "always"]]);
  });
});

describe("linked editing", () => {
  test("every span is written as the one under the cursor, one of them holds the cursor, and there are none or at least two", () => {
    fc.assert(
      fc.property(texts, fc.nat(), (text, at) => {
        const offset = at % (text.length + 1);
        const spans = linkedSpansAt(text, offset);
        if (spans.length === 0) return;
        expect(spans.length).toBeGreaterThan(1);
        const written = text.slice(spans[0]!.from, spans[0]!.to);
        for (const s of spans) expect(text.slice(s.from, s.to)).toBe(written);
        expect(spans.some((s) => s.from - 1 <= offset && offset <= s.to + 1)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
