// graphOf: nodes and transitions in spec order with routes, reachability, always/dead transitions,
// conditions in words and each node's issues; the Mermaid and DOT texts; DOT read by Graphviz.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { graphOf } from "../../src/graph/model.js";
import { drawGraph } from "../../src/graph/render.js";
import { renderGraphMermaid, mermaidText } from "../../src/graph/mermaid.js";
import { renderGraphDot, dotString } from "../../src/graph/dot.js";
import { conditionWords } from "../../src/conditions/words.js";
import { constantVerdict } from "../../src/graph/words.js";
import { shorten, visible } from "../../src/graph/text.js";
import { ID_LIMIT } from "../../src/graph/look.js";
import { anyDocument, spec as anySpec } from "../arbitraries.js";
import { HOSTILE_IDS, hostileSpec } from "./hostile.js";

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../examples/${name}.json`, import.meta.url), "utf8"));
const EXAMPLES = ["support-triage", "order-sync"] as const;

const node = (id: string, transition: unknown[] = [], extra: Record<string, unknown> = {}) => ({ id, type: "end", transition, ...extra });
const cond = (path: string) => ({ source: "vars", path, op: "eq", value: 1 });

describe("graphOf", () => {
  test("nodes and edges of an example, in spec order, with routes and pointers", () => {
    const g = graphOf(example("support-triage"));
    expect(g.nodes.map((n) => [n.id, n.route, n.reachable, n.start])).toEqual([
      ["classify", "direct", true, true],
      ["lookup-br", "brazil", true, false],
      ["lookup-us", "us", true, false],
      ["answer", "direct", true, false],
      ["escalate", "direct", true, false],
      ["send", "direct", true, false],
    ]);
    expect(g.nodes[0]).toMatchObject({ type: "action", actionType: "WEBHOOK", outputVar: "classification", pointer: "/nodes/0", issues: [] });
    expect(g.edges.map((e) => [e.from, e.to, e.index, e.always, e.dead, e.pointer])).toEqual([
      [0, 4, 0, false, false, "/nodes/0/transition/0"],
      [0, 1, 1, false, false, "/nodes/0/transition/1"],
      [0, 2, 2, false, false, "/nodes/0/transition/2"],
      [0, 3, 3, true, false, "/nodes/0/transition/3"],
      [1, 3, 0, true, false, "/nodes/1/transition/0"],
      [2, 3, 0, true, false, "/nodes/2/transition/0"],
      [3, 4, 0, false, false, "/nodes/3/transition/0"],
      [3, 5, 1, true, false, "/nodes/3/transition/1"],
    ]);
    expect(g.edges[1]!.condition).toBe('vars.region = "BR" and not input.ticket.customer.id is empty');
    expect(g.edges[6]!.condition).toBe("length of node(answer).evaluation.results[*].score ≥ 2 and node(answer).evaluation.scores.mean < 6");
    expect(g.issues).toEqual([]);
  });

  test("a transition after one that always fires is dead, and what only it reaches is unreachable", () => {
    const g = graphOf({ version: 2, nodes: [node("a", [{ to: "b" }, { to: "c", when: cond("x") }]), node("b"), node("c", [{ to: "d" }]), node("d")] });
    expect(g.edges.map((e) => [e.toId, e.always, e.dead, e.deadBecause])).toEqual([
      ["b", true, false, undefined],
      ["c", false, true, "earlier-always"],
      ["d", true, true, "unreached"],
    ]);
    expect(g.nodes.map((n) => n.reachable)).toEqual([true, true, false, false]);
    // The validator warns on the shadowed transition; the warning sits on its node.
    expect(g.nodes[0]!.issues.map((i) => i.code)).toContain("transition/unreachable");
  });

  test("`all: []` always fires and shadows what follows; `any: []` never fires", () => {
    const g = graphOf({ version: 2, nodes: [node("a", [{ to: "b", when: { any: [] } }, { to: "c", when: { all: [] } }, { to: "b", when: { not: { any: [] } } }]), node("b"), node("c")] });
    expect(g.edges.map((e) => [e.condition, e.always, e.dead, e.deadBecause])).toEqual([
      ["never", false, true, "never-holds"],
      ["always", true, false, undefined],
      ["not never", true, true, "earlier-always"],
    ]);
    expect(g.nodes.map((n) => n.reachable)).toEqual([true, false, true]);
  });

  test("issues go to the node they point into; the rest stay on the graph", () => {
    const g = graphOf({ nodes: [node("a", [{ to: "nowhere" }]), { id: "w", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET", proxy: "eu" } }] });
    expect(g.issues.map((i) => i.code)).toEqual(["spec/missing-version"]);
    expect(g.nodes[0]!.issues.map((i) => i.pointer)).toEqual(["/nodes/0/transition/0/to"]);
    expect(g.nodes[1]!.issues.map((i) => i.code)).toContain("webhook/invalid-proxy");
    expect(g.nodes[1]!.route).toBeUndefined();
    expect(g.edges[0]!.toId).toBe("nowhere");
    expect("to" in g.edges[0]!).toBe(false);
  });

  test("issues given by the caller are used as they are", () => {
    const issue = { code: "x/y", severity: "warning" as const, pointer: "/nodes/1/id", message: "m" };
    expect(graphOf({ nodes: [node("a"), node("b")] }, { issues: [issue] }).nodes[1]!.issues).toEqual([issue]);
  });

  test("never throws, and every edge names a node of the graph as its source", () => {
    fc.assert(
      fc.property(fc.oneof(anySpec, anyDocument), (doc) => {
        const g = graphOf(doc);
        const indices = new Set(g.nodes.map((n) => n.index));
        for (const e of g.edges) {
          expect(indices.has(e.from)).toBe(true);
          if (e.to !== undefined) expect(indices.has(e.to)).toBe(true);
        }
        for (const format of ["svg", "mermaid", "dot"] as const) expect(typeof drawGraph(g, { format })).toBe("string");
      }),
      { numRuns: 300 },
    );
  });
});

describe("conditions in words", () => {
  test("operators, sources, nesting", () => {
    expect(conditionWords({ source: "input", path: "a", op: "regex", value: "^x$" })).toBe("input.a matches /^x$/");
    expect(conditionWords({ source: "node", of: { nodeId: "n" }, path: "evaluation.ok", op: "isNotNull" })).toBe("node(n).evaluation.ok is not null");
    expect(conditionWords({ source: "vars", path: '["k.dots"]', op: "notIn", value: [1, 2] })).toBe('vars["k.dots"] not in [1, 2]');
    expect(conditionWords({ any: [cond("a"), { all: [cond("b"), cond("c")] }] })).toBe("vars.a = 1 or (vars.b = 1 and vars.c = 1)");
    expect(conditionWords({ not: { any: [cond("a"), cond("b")] } })).toBe("not (vars.a = 1 or vars.b = 1)");
  });

  test("a huge condition is cut, with an ellipsis", () => {
    const words = conditionWords({ all: Array.from({ length: 1000 }, (_, i) => cond(`p${i}`)) }, { limit: 100 });
    expect(words.length).toBe(100);
    expect(words.endsWith("…")).toBe(true);
  });

  test("a deep condition costs no call stack", () => {
    let c: unknown = cond("x");
    for (let i = 0; i < 20000; i++) c = { not: c };
    expect(conditionWords(c).startsWith("not not")).toBe(true);
    expect(constantVerdict(c)).toBeUndefined();
  });
});

describe("escaping", () => {
  test("visible() shows line breaks and controls as their pictures, direction overrides as escapes", () => {
    expect(visible("a\nb\u202ec\u0000\t\ud800")).toBe("a␊b\\u202ec␀␉\\ud800");
  });

  test("Mermaid labels hold no character Mermaid reads as syntax", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite" }), (s) => {
        const out = mermaidText(visible(s)).replace(/#\d+;/g, "");
        expect(out).not.toMatch(/["%<>&|`;\[\]{}\n\\]/);
        expect(out).not.toMatch(/:fa-/i);
        expect(out).not.toContain("ﬂ°");
        expect(out).not.toContain("¶ß");
      }),
    );
  });

  test("DOT strings escape quotes, backslashes and entities", () => {
    expect(dotString('a"b\\N&lt;')).toBe('"a\\"b\\\\N&amp;lt;"');
  });

  test("hostile ids only ever appear inside quoted labels", () => {
    const g = graphOf(hostileSpec());
    const mermaid = renderGraphMermaid(g);
    for (const line of mermaid.split("\n").slice(1, -1)) {
      // Every line is one of our statements: a node, an edge, a class; user text only between quotes.
      expect(line.replace(/"[^"]*"/g, '""')).toMatch(/^ {2}(?:(?:start|[nm]\d+)(?:\(""\)|\[""\]|\(\[""\]\)|\{\{""\}\}|\(\(""\)\))|(?:start|n\d+) (?:-->|==>|-\.->)(?:\|""\|)? [nm]\d+|classDef \w+ [\w:#,. -]+|class [\w,]+ \w+)$/);
    }
    const dot = renderGraphDot(g);
    for (const line of dot.split("\n").slice(4, -2)) {
      expect(line.replace(/"(?:[^"\\]|\\.)*"/g, '""')).toMatch(/^ {2}(?:start|[nm]\d+)(?: -> [nm]\d+)? \[[\w=", .-]*\];$/);
    }
  });
});

describe("Graphviz reads the DOT text", () => {
  const dot = (text: string) => spawnSync("dot", ["-Tsvg"], { input: text, encoding: "utf8" });

  test.each([...EXAMPLES, "hostile"])("%s", (name) => {
    const g = name === "hostile" ? graphOf(hostileSpec()) : graphOf(example(name));
    const r = dot(renderGraphDot(g));
    expect(r.error).toBeUndefined();
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    // One <g class="node"> per node (and the start mark), one <g class="edge"> per transition (and the start arrow).
    expect(r.stdout.match(/<g id="node\d+" class="node">/g)).toHaveLength(g.nodes.length + 1);
    expect(r.stdout.match(/<g id="edge\d+" class="edge">/g)).toHaveLength(g.edges.length + 1);
    if (name === "hostile") {
      expect(r.stdout).not.toContain("<script");
      // Each id is drawn as written (line breaks and overrides as escapes); Graphviz writes XML entities.
      const text = [...r.stdout.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#45;/g, "-").replace(/&amp;/g, "&").replace(/&#160;/g, " "));
      for (const id of HOSTILE_IDS) expect(text, id).toContain(shorten(visible(id), ID_LIMIT));
    }
  });

  test("random specs", () => {
    fc.assert(
      fc.property(anySpec, (doc) => {
        const r = dot(renderGraphDot(graphOf(doc)));
        expect(r.stderr).toBe("");
        expect(r.status).toBe(0);
      }),
      { numRuns: 25 },
    );
  });
});
