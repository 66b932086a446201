// A layered (Sugiyama-style) layout of a directed graph, every phase linear or n log n in the size
// of the graph, so a 1,000-node spec lays out as it is typed: cycles broken by a depth-first
// search, ranks by longest path, every edge given one waypoint per half rank (its label rides on
// the first, so labels take space and never overlap), order within ranks by barycentre sweeps,
// and x by a few relaxation passes that keep the order and the gaps.

/** A box to place. */
export interface LayoutNode {
  width: number;
  height: number;
}

/** An edge between two boxes (indices into the node list), with the size of its label. */
export interface LayoutEdge {
  from: number;
  to: number;
  labelWidth: number;
  labelHeight: number;
}

/** Where everything went: node centres, each edge's polyline (from its source to its target) and label centre. */
export interface Layout {
  width: number;
  height: number;
  nodes: { x: number; y: number }[];
  edges: { points: { x: number; y: number }[]; label: { x: number; y: number } }[];
}

/** Spacing of a layout. */
export interface LayoutSpacing {
  nodeGap: number;
  edgeGap: number;
  rankGap: number;
  margin: number;
}

const SPACING: LayoutSpacing = { nodeGap: 36, edgeGap: 14, rankGap: 18, margin: 16 };
/** Waypoints allowed per node and edge: past it, the longest edges are drawn straight (the cost stays linear). */
const WAYPOINT_BUDGET = 12;
const SWEEPS = 6;

interface Item {
  /** The node index, or -1 for a waypoint. */
  node: number;
  width: number;
  height: number;
  rank: number;
  x: number;
  order: number;
  up: number[];
  down: number[];
}

/** Lay out a directed graph top to bottom. Deterministic: the same input gives the same layout. */
export function layeredLayout(nodes: readonly LayoutNode[], edges: readonly LayoutEdge[], spacing: Partial<LayoutSpacing> = {}): Layout {
  const sp = { ...SPACING, ...spacing };
  const n = nodes.length;
  const out: number[][] = Array.from({ length: n }, () => []);
  edges.forEach((e, i) => {
    if (e.from !== e.to) out[e.from]!.push(i);
  });

  // 1. Break cycles: an edge to a node on the depth-first stack is a back edge (reversed for ranking).
  const reversed = new Uint8Array(edges.length);
  const state = new Uint8Array(n); // 0 new, 1 on the stack, 2 done
  const stack: number[] = [];
  const next: number[] = [];
  for (let root = 0; root < n; root++) {
    if (state[root] !== 0) continue;
    stack.push(root);
    next.push(0);
    state[root] = 1;
    while (stack.length > 0) {
      const v = stack[stack.length - 1]!;
      const k = next[next.length - 1]!;
      if (k < out[v]!.length) {
        next[next.length - 1] = k + 1;
        const ei = out[v]![k]!;
        const w = edges[ei]!.to;
        if (state[w] === 1) reversed[ei] = 1;
        else if (state[w] === 0) {
          state[w] = 1;
          stack.push(w);
          next.push(0);
        }
      } else {
        state[v] = 2;
        stack.pop();
        next.pop();
      }
    }
  }
  const head = (i: number): number => (reversed[i] ? edges[i]!.from : edges[i]!.to);
  const tail = (i: number): number => (reversed[i] ? edges[i]!.to : edges[i]!.from);

  // 2. Ranks by longest path (Kahn's order over the acyclic orientation).
  const indegree = new Int32Array(n);
  const down: number[][] = Array.from({ length: n }, () => []);
  edges.forEach((e, i) => {
    if (e.from === e.to) return;
    indegree[head(i)]!++;
    down[tail(i)]!.push(i);
  });
  const rank = new Int32Array(n);
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (indegree[v] === 0) queue.push(v);
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q]!;
    for (const ei of down[v]!) {
      const w = head(ei);
      rank[w] = Math.max(rank[w]!, rank[v]! + 1);
      if (--indegree[w]! === 0) queue.push(w);
    }
  }

  // 3. Items: nodes on even ranks, waypoints on every rank between an edge's ends.
  const items: Item[] = [];
  const selfLoop = new Float64Array(n);
  edges.forEach((e) => {
    if (e.from === e.to) selfLoop[e.from] = Math.max(selfLoop[e.from]!, e.labelWidth + 28);
  });
  for (let v = 0; v < n; v++) {
    items.push({ node: v, width: nodes[v]!.width + 2 * selfLoop[v]!, height: nodes[v]!.height, rank: 2 * rank[v]!, x: 0, order: 0, up: [], down: [] });
  }
  // Edges by span, so the budget goes to the short ones first.
  const byLength = edges.map((_, i) => i).filter((i) => edges[i]!.from !== edges[i]!.to);
  byLength.sort((a, b) => rank[head(a)]! - rank[tail(a)]! - (rank[head(b)]! - rank[tail(b)]!) || a - b);
  let budget = WAYPOINT_BUDGET * (n + edges.length) + 64;
  const chain: number[][] = edges.map(() => []);
  for (const ei of byLength) {
    const top = tail(ei);
    const bottom = head(ei);
    const from = 2 * rank[top]!;
    const to = 2 * rank[bottom]!;
    const e = edges[ei]!;
    let prev = top;
    // Past the budget only the label's waypoint is made; the rest of the edge is drawn straight.
    const last = budget >= to - from - 1 ? to - 1 : from + 1;
    for (let r = from + 1; r <= last; r++) {
      const labelled = r === from + 1;
      const id = items.length;
      items.push({ node: -1, width: labelled ? e.labelWidth : 0, height: labelled ? e.labelHeight : 0, rank: r, x: 0, order: 0, up: [prev], down: [] });
      items[prev]!.down.push(id);
      chain[ei]!.push(id);
      prev = id;
    }
    budget -= last - from;
    items[prev]!.down.push(bottom);
    items[bottom]!.up.push(prev);
  }

  // 4. Order within ranks: first as met depth-first from the first node, then barycentre sweeps.
  let ranks = 0;
  for (const it of items) ranks = Math.max(ranks, it.rank + 1);
  const layers: number[][] = Array.from({ length: ranks }, () => []);
  const seen = new Uint8Array(items.length);
  const visit: number[] = [];
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue;
    visit.push(root);
    seen[root] = 1;
    while (visit.length > 0) {
      const v = visit.pop()!;
      layers[items[v]!.rank]!.push(v);
      const kids = items[v]!.down;
      for (let k = kids.length - 1; k >= 0; k--) {
        const w = kids[k]!;
        if (!seen[w]) {
          seen[w] = 1;
          visit.push(w);
        }
      }
    }
  }
  for (let i = 0; i < items.length; i++) if (!seen[i]) layers[items[i]!.rank]!.push(i);
  const number = (layer: number[]): void => layer.forEach((id, k) => (items[id]!.order = k));
  layers.forEach(number);
  const weights = new Float64Array(items.length);
  for (let s = 0; s < SWEEPS; s++) {
    const downward = s % 2 === 0;
    for (let k = 1; k < ranks; k++) {
      const layer = layers[downward ? k : ranks - 1 - k]!;
      for (const id of layer) {
        const nb = downward ? items[id]!.up : items[id]!.down;
        let sum = 0;
        for (const w of nb) sum += items[w]!.order;
        weights[id] = nb.length === 0 ? items[id]!.order : sum / nb.length;
      }
      layer.sort((a, b) => weights[a]! - weights[b]! || items[a]!.order - items[b]!.order);
      number(layer);
    }
  }

  // 5. x: packed, then pulled towards the mean of the neighbours, order and gaps kept.
  const gap = (a: Item, b: Item): number => (a.width + b.width) / 2 + (a.node >= 0 && b.node >= 0 ? sp.nodeGap : sp.edgeGap);
  const desired = new Float64Array(items.length);
  const left = new Float64Array(items.length);
  const place = (layer: number[]): void => {
    for (let k = 0; k < layer.length; k++) {
      const it = items[layer[k]!]!;
      left[k] = k === 0 ? desired[layer[k]!]! : Math.max(desired[layer[k]!]!, left[k - 1]! + gap(items[layer[k - 1]!]!, it));
    }
    let right = Infinity;
    for (let k = layer.length - 1; k >= 0; k--) {
      const id = layer[k]!;
      right = k === layer.length - 1 ? desired[id]! : Math.min(desired[id]!, right - gap(items[id]!, items[layer[k + 1]!]!));
      items[id]!.x = (left[k]! + right) / 2;
    }
    for (let k = 1; k < layer.length; k++) {
      const a = items[layer[k - 1]!]!;
      const b = items[layer[k]!]!;
      b.x = Math.max(b.x, a.x + gap(a, b));
    }
  };
  for (const layer of layers) {
    let x = 0;
    for (const id of layer) {
      desired[id] = x + items[id]!.width / 2;
      x += items[id]!.width + sp.nodeGap;
    }
    for (const id of layer) desired[id] = desired[id]! - x / 2;
    place(layer);
  }
  for (let s = 0; s < 2 * SWEEPS; s++) {
    const downward = s % 2 === 0;
    for (let k = 1; k < ranks; k++) {
      const layer = layers[downward ? k : ranks - 1 - k]!;
      for (const id of layer) {
        const it = items[id]!;
        const nb = downward ? it.up : it.down;
        const other = downward ? it.down : it.up;
        let sum = 0;
        for (const w of nb) sum += items[w]!.x;
        // A waypoint also leans on its other end, so chains run straight.
        for (const w of other) if (it.node < 0) sum += items[w]!.x;
        const count = nb.length + (it.node < 0 ? other.length : 0);
        desired[id] = count === 0 ? it.x : sum / count;
      }
      place(layer);
    }
  }

  // 6. y by rank, then shift everything into the margin.
  const rankHeight = new Float64Array(ranks);
  for (const it of items) rankHeight[it.rank] = Math.max(rankHeight[it.rank]!, it.height);
  const rankY = new Float64Array(ranks);
  let y = sp.margin;
  for (let r = 0; r < ranks; r++) {
    rankY[r] = y + rankHeight[r]! / 2;
    y += rankHeight[r]! + sp.rankGap;
  }
  let minX = Infinity;
  let maxX = -Infinity;
  for (const it of items) {
    minX = Math.min(minX, it.x - it.width / 2);
    maxX = Math.max(maxX, it.x + it.width / 2);
  }
  if (items.length === 0) minX = maxX = 0;
  const dx = sp.margin - minX;
  const at = (id: number): { x: number; y: number } => ({ x: items[id]!.x + dx, y: rankY[items[id]!.rank]! });

  // Ports: the edges leaving a node's bottom (entering its top) spread along it, in the order of
  // where they go next, so they do not all meet in one point.
  const ports = new Map<string, number>();
  for (let v = 0; v < n; v++) {
    for (const side of ["down", "up"] as const) {
      const list = side === "down" ? items[v]!.down : items[v]!.up;
      if (list.length < 2) continue;
      const sorted = list.map((id, k) => [id, k] as const).sort((a, b) => items[a[0]]!.x - items[b[0]]!.x || a[1] - b[1]);
      const span = Math.min(nodes[v]!.width * 0.6, 18 * (list.length - 1));
      sorted.forEach(([id], k) => ports.set(`${v} ${side} ${id}`, -span / 2 + (span * k) / (list.length - 1)));
    }
  }
  const port = (v: number, ei: number, side: "down" | "up"): number => {
    const c = chain[ei]!;
    const neighbour = c.length === 0 ? (side === "down" ? head(ei) : tail(ei)) : side === "down" ? c[0]! : c[c.length - 1]!;
    return ports.get(`${v} ${side} ${neighbour}`) ?? 0;
  };

  const layout: Layout = { width: maxX - minX + 2 * sp.margin, height: Math.max(y - sp.rankGap + sp.margin, 2 * sp.margin), nodes: [], edges: [] };
  for (let v = 0; v < n; v++) layout.nodes.push(at(v));
  edges.forEach((e, ei) => {
    const a = layout.nodes[e.from]!;
    if (e.from === e.to) {
      // A loop on the right side of the node, its label beside it.
      const w = nodes[e.from]!.width / 2;
      const h = nodes[e.from]!.height / 4;
      layout.edges.push({
        points: [{ x: a.x + w, y: a.y - h }, { x: a.x + w + 22, y: a.y - h }, { x: a.x + w + 22, y: a.y + h }, { x: a.x + w, y: a.y + h }],
        label: { x: a.x + w + 26 + e.labelWidth / 2, y: a.y },
      });
      return;
    }
    const top = tail(ei);
    const bottom = head(ei);
    const t = at(top);
    const b = at(bottom);
    const points = [
      { x: t.x + port(top, ei, "down"), y: t.y + nodes[top]!.height / 2 },
      ...chain[ei]!.map(at),
      { x: b.x + port(bottom, ei, "up"), y: b.y - nodes[bottom]!.height / 2 },
    ];
    const label = chain[ei]!.length > 0 ? at(chain[ei]![0]!) : { x: (t.x + b.x) / 2, y: (t.y + b.y) / 2 };
    if (reversed[ei]) points.reverse();
    layout.edges.push({ points, label });
  });
  return layout;
}
