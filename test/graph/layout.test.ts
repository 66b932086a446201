// The layered layout's laws on random graphs: boxes of one rank never overlap, every edge runs
// from its source's border to its target's, labels sit inside the picture, and the same input
// gives the same layout.
import fc from "fast-check";
import { expect, test } from "vitest";
import { layeredLayout, type LayoutEdge, type LayoutNode } from "../../src/graph/layout.js";

const graph = fc.integer({ min: 1, max: 30 }).chain((n) =>
  fc.record({
    nodes: fc.array(fc.record({ width: fc.integer({ min: 20, max: 240 }), height: fc.integer({ min: 14, max: 90 }) }), { minLength: n, maxLength: n }),
    edges: fc.array(
      fc.record({ from: fc.nat(n - 1), to: fc.nat(n - 1), labelWidth: fc.integer({ min: 0, max: 200 }), labelHeight: fc.integer({ min: 0, max: 20 }) }),
      { maxLength: 3 * n },
    ),
  }),
);

const overlaps = (a: { x: number; y: number }, aw: LayoutNode, b: { x: number; y: number }, bw: LayoutNode): boolean =>
  Math.abs(a.x - b.x) < (aw.width + bw.width) / 2 - 0.5 && Math.abs(a.y - b.y) < (aw.height + bw.height) / 2 - 0.5;

test("boxes never overlap; edges join their ends; everything fits the picture; deterministic", () => {
  fc.assert(
    fc.property(graph, ({ nodes, edges }: { nodes: LayoutNode[]; edges: LayoutEdge[] }) => {
      const out = layeredLayout(nodes, edges);
      expect(out.nodes).toHaveLength(nodes.length);
      expect(out.edges).toHaveLength(edges.length);
      for (let i = 0; i < nodes.length; i++) {
        const p = out.nodes[i]!;
        expect(p.x - nodes[i]!.width / 2).toBeGreaterThanOrEqual(-0.01);
        expect(p.x + nodes[i]!.width / 2).toBeLessThanOrEqual(out.width + 0.01);
        expect(p.y + nodes[i]!.height / 2).toBeLessThanOrEqual(out.height + 0.01);
        for (let j = i + 1; j < nodes.length; j++) expect(overlaps(p, nodes[i]!, out.nodes[j]!, nodes[j]!), `${i} ${j}`).toBe(false);
      }
      edges.forEach((e, k) => {
        const { points, label } = out.edges[k]!;
        expect(points.length).toBeGreaterThanOrEqual(2);
        if (e.from === e.to) return;
        const [first, last] = [points[0]!, points[points.length - 1]!];
        const s = out.nodes[e.from]!;
        const t = out.nodes[e.to]!;
        // Each end lies on the top or bottom side of its box, within its width.
        expect(Math.abs(Math.abs(first.y - s.y) - nodes[e.from]!.height / 2)).toBeLessThan(0.01);
        expect(Math.abs(first.x - s.x)).toBeLessThanOrEqual(nodes[e.from]!.width / 2);
        expect(Math.abs(Math.abs(last.y - t.y) - nodes[e.to]!.height / 2)).toBeLessThan(0.01);
        expect(Math.abs(last.x - t.x)).toBeLessThanOrEqual(nodes[e.to]!.width / 2);
        expect(label.x).toBeGreaterThanOrEqual(0);
        expect(label.x).toBeLessThanOrEqual(out.width);
      });
      expect(layeredLayout(nodes, edges)).toEqual(out);
    }),
    { numRuns: 300 },
  );
});

test("a long chain and many edges stay cheap: waypoints are capped", () => {
  const n = 400;
  const nodes = Array.from({ length: n }, () => ({ width: 100, height: 40 }));
  // Every node leads back to the first: n edges spanning up to n ranks would need n² waypoints.
  const edges = [...Array.from({ length: n - 1 }, (_, i) => ({ from: i, to: i + 1, labelWidth: 40, labelHeight: 16 })), ...Array.from({ length: n }, (_, i) => ({ from: i, to: 0, labelWidth: 40, labelHeight: 16 }))];
  const out = layeredLayout(nodes, edges);
  const waypoints = out.edges.reduce((sum, e) => sum + e.points.length - 2, 0);
  expect(waypoints).toBeLessThanOrEqual(12 * (nodes.length + edges.length) + 64 + edges.length);
});
