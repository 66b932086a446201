// Coverage of a spec by runs: nodes visited, transitions taken, conditions seen false.
import { prepareSpec } from "./simulate.js";
import type { Simulation } from "./types.js";

/** How often runs reached one transition. */
export interface TransitionCoverage {
  node: string;
  index: number;
  to: string;
  /** JSON Pointer of the transition in the spec. */
  pointer: string;
  /** Whether it has a `when` (only then can it be evaluated false). */
  conditional: boolean;
  /** Steps that took it (its `when` held, or it has none, and no earlier one held). */
  taken: number;
  /** Steps that evaluated its `when` to false. */
  false: number;
}

/** One thing a run could have done that none did, located by its pointer in the spec. */
export interface Uncovered {
  kind: "node-not-visited" | "transition-not-taken" | "condition-never-false";
  node: string;
  /** The transition's index, for the transition kinds. */
  index?: number;
  /** Pointer of the node, the transition, or the transition's `when`. */
  pointer: string;
}

/**
 * The coverage of one spec. Each node is one outcome (visited), each transition one (taken), and
 * each transition with a `when` one more (evaluated false): a conditional transition is fully
 * covered when its `when` was seen both true (taken) and false. `percent` is covered outcomes over
 * all outcomes.
 */
export interface Coverage {
  nodes: { total: number; visited: number; visits: Record<string, number> };
  /**
   * `conditional`: transitions with a `when`; `bothWays`: those whose `when` was seen true and
   * false; `fullyCovered`: those, plus the transitions without `when` that were taken.
   */
  transitions: { total: number; taken: number; conditional: number; bothWays: number; fullyCovered: number; list: TransitionCoverage[] };
  outcomes: { total: number; covered: number };
  percent: number;
  uncovered: Uncovered[];
}

/**
 * Coverage of a spec by runs of it. Counts come from the steps alone: a transition is taken when
 * a step took it and evaluated false when a step's trace says so (`evaluated` entries only).
 */
export function coverageOf(spec: unknown, runs: readonly Simulation[]): Coverage {
  const prepared = prepareSpec(spec);
  const visits: Record<string, number> = {};
  const list: TransitionCoverage[] = [];
  const byPointer = new Map<string, TransitionCoverage>();
  for (const n of prepared.nodes) {
    Object.defineProperty(visits, n.id, { value: 0, writable: true, enumerable: true, configurable: true });
    n.transitions.forEach((t, index) => {
      const c: TransitionCoverage = { node: n.id, index, to: t.to, pointer: t.pointer, conditional: t.when !== undefined, taken: 0, false: 0 };
      list.push(c);
      byPointer.set(t.pointer, c);
    });
  }
  for (const run of runs) {
    for (const step of run.steps) {
      visits[step.node] = (visits[step.node] ?? 0) + 1;
      for (const t of step.transitions) {
        if (!t.evaluated) continue;
        const c = byPointer.get(t.pointer);
        if (c === undefined) continue;
        if (step.taken?.index === t.index) c.taken++;
        else if (!t.result) c.false++;
      }
    }
  }
  const uncovered: Uncovered[] = [];
  let visited = 0;
  for (const n of prepared.nodes) {
    if (visits[n.id]! > 0) visited++;
    else uncovered.push({ kind: "node-not-visited", node: n.id, pointer: n.pointer });
  }
  let taken = 0, conditional = 0, bothWays = 0, fullyCovered = 0, covered = visited;
  for (const c of list) {
    if (c.taken > 0) taken++;
    else uncovered.push({ kind: "transition-not-taken", node: c.node, index: c.index, pointer: c.pointer });
    if (c.conditional) {
      conditional++;
      if (c.false > 0) covered++;
      else uncovered.push({ kind: "condition-never-false", node: c.node, index: c.index, pointer: `${c.pointer}/when` });
      if (c.taken > 0 && c.false > 0) bothWays++;
    } else if (c.taken > 0) fullyCovered++;
  }
  fullyCovered += bothWays;
  covered += taken;
  const total = prepared.nodes.length + list.length + conditional;
  uncovered.sort((a, b) => pointerOrder(a.pointer, b.pointer));
  return {
    nodes: { total: prepared.nodes.length, visited, visits },
    transitions: { total: list.length, taken, conditional, bothWays, fullyCovered, list },
    outcomes: { total, covered },
    percent: percentOf(covered, total),
    uncovered,
  };
}

/** A share in percent, rounded down to one decimal, so 99.96 never shows as a passing 100. */
export function percentOf(covered: number, total: number): number {
  return total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
}

// Pointers into one spec in document order: numeric segments compare as numbers.
function pointerOrder(a: string, b: string): number {
  const x = a.split("/"), y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    const m = Number(x[i]), n = Number(y[i]);
    return Number.isInteger(m) && Number.isInteger(n) ? m - n : x[i]! < y[i]! ? -1 : 1;
  }
  return x.length - y.length;
}
