// The picture of a change (changeGraph): the spec after with what was removed drawn back in, each
// added, removed or changed node and transition marked; a large spec drawn as where it changed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { diffSpecs } from "../../src/diff/diff.js";
import { changeGraph } from "../../src/diff/graph.js";
import { renderGraphMermaid } from "../../src/graph/mermaid.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "diff");
const pair = (kind: string): [unknown, unknown] => ["before", "after"].map((s) => JSON.parse(readFileSync(join(FIXTURES, kind, `${s}.json`), "utf8"))) as [unknown, unknown];

function picture(kind: string) {
  const [before, after] = pair(kind);
  const { graph, marks } = changeGraph(before, after, diffSpecs(before, after));
  const ids = (m: "added" | "removed" | "changed") => [...(marks.nodes ?? [])].filter(([, v]) => v === m).map(([i]) => graph.nodes.find((n) => n.index === i)!.id);
  const edges = (m: "added" | "removed" | "changed") => [...(marks.edges ?? [])].filter(([, v]) => v === m).map(([i]) => `${graph.nodes.find((n) => n.index === graph.edges[i]!.from)!.id}→${graph.edges[i]!.toId}`);
  return { graph, marks, ids, edges };
}

test("an added node and the transition now leading to it are marked", () => {
  const p = picture("node-added");
  expect(p.ids("added")).toEqual(["audit"]);
  expect(p.edges("changed")).toEqual(["big→audit"]);
});

test("a removed node is drawn back in, marked removed, with its transitions and the one to it", () => {
  const p = picture("node-removed");
  expect(p.ids("removed")).toEqual(["big"]);
  expect(p.edges("removed").sort()).toEqual(["big→done", "start→big"]);
  // The removed transition leads to the removed node, drawn back in (not to a missing target).
  const toBig = p.graph.edges.find((e) => e.toId === "big")!;
  expect(p.graph.nodes.find((n) => n.index === toBig.to)!.id).toBe("big");
  const text = renderGraphMermaid(p.graph, { marks: p.marks });
  expect(text).toContain("#8722; removed");
  expect(text).toMatch(/linkStyle \d+ stroke:#C2410C/);
});

test("a changed node and a changed condition are marked changed; an unchanged spec has no mark", () => {
  expect(picture("webhook-route-changed").ids("changed")).toEqual(["big"]);
  expect(picture("transition-condition-changed").edges("changed")).toEqual(["start→big"]);
  const [before] = pair("node-added");
  const same = changeGraph(before, before, []);
  expect([...(same.marks.nodes ?? [])]).toEqual([]);
  expect(renderGraphMermaid(same.graph, { marks: same.marks })).toBe(renderGraphMermaid(same.graph));
});

test("past the limit, only the marked nodes and the ends of marked transitions are drawn", () => {
  const nodes = Array.from({ length: 100 }, (_, i) => ({ id: `n${i}`, type: "action", actionType: "LLM", transition: i < 99 ? [{ to: `n${i + 1}` }] : [] }));
  const after = structuredClone(nodes);
  after[50]!.transition = [{ to: "n52" }];
  const before = { version: 2, nodes };
  const changed = { version: 2, nodes: after };
  const changes = diffSpecs(before, changed);
  const whole = changeGraph(before, changed, changes);
  const focused = changeGraph(before, changed, changes, 60);
  expect(whole.graph.nodes).toHaveLength(100);
  expect(focused.graph.nodes.map((n) => n.id).sort()).toEqual(["n50", "n51", "n52"]);
  expect(focused.marks.edges?.size).toBe(1);
  expect(focused.graph.edges.map((e) => e.toId)).toContain("n52");
});
