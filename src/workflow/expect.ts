// A case's expectations against a run: which ones failed, with the step that decided each.
import { deepEqual } from "../conditions/values.js";
import { preview } from "../conditions/explain.js";
import type { WebhookRoute } from "../core/routes.js";
import type { Simulation, SimulationStatus, Step } from "./types.js";

/** What a case expects of its run (every field optional; the run must also end as `status` says, default `ended`). */
export interface Expectation {
  /** The node ids visited, in order. */
  path?: readonly string[];
  /** The node the run ends at. */
  end?: string;
  /** How the run ends: `ended` (default) or `step-limit`. */
  status?: "ended" | "step-limit";
  /** The route of webhook nodes that must run, by node id. */
  routes?: Readonly<Record<string, WebhookRoute>>;
  /** Variables that must hold these values at the end (deep equality); others are not compared. */
  vars?: Readonly<Record<string, unknown>>;
}

/** One expectation a run did not meet. `step` is the step that decided it, when one did. */
export type Mismatch =
  | { kind: "status"; expected: SimulationStatus; actual: SimulationStatus; message: string; step?: Step }
  | { kind: "path"; at: number; expected: string[]; actual: string[]; message: string; step?: Step }
  | { kind: "end"; expected: string; actual: string; message: string; step?: Step }
  | { kind: "route"; node: string; expected: WebhookRoute; actual?: WebhookRoute; message: string }
  | { kind: "var"; name: string; expected: unknown; actual?: unknown; message: string };

const q = (s: string): string => JSON.stringify(s);
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Why a node's transitions led where they did, in a few words. */
function decision(step: Step | undefined): string {
  if (step === undefined) return "";
  if (step.taken === undefined) return `; at ${q(step.node)} no transition held, so the run ended there`;
  // Transitions are numbered from 1 in every text (the index and the pointer stay 0-based).
  return `; at ${q(step.node)} transition ${step.taken.index + 1} (to ${q(step.taken.to)}) was the first that held`;
}

function statusMessage(sim: Simulation, expected: SimulationStatus): string {
  switch (sim.status) {
    case "missing-result":
      return `node ${q(sim.missing!.node)} has no result${sim.missing!.visit > 1 ? ` for its visit ${sim.missing!.visit}` : ""}: give one in "results"`;
    case "invalid-result":
      return `the result of node ${q(sim.invalid!.node)}${sim.invalid!.visit > 1 ? ` (visit ${sim.invalid!.visit})` : ""} cannot be used: ${sim.invalid!.reason}`;
    case "step-limit":
      return `the run did not end within ${sim.steps.length} steps${sim.loop ? `: it loops ${sim.loop.map(q).join(" → ")}` : ""}`;
    default:
      return `the run ended at ${q(sim.end)} after ${sim.steps.length} steps, but ${q(expected)} was expected`;
  }
}

/** The step whose choice first took the run away from the expected path (or its last step, for `end`). */
function divergence(sim: Simulation, expected: readonly string[]): number {
  const n = Math.min(sim.path.length, expected.length);
  let i = 0;
  while (i < n && sim.path[i] === expected[i]) i++;
  return i;
}

/**
 * The expectations a run did not meet: status, path, end, routes, vars (a path that left the
 * expectation before a missing result comes first, as its cause). A path
 * mismatch names the first position where the run left the expected path and the step whose
 * transition choice did it.
 */
export function checkExpectations(sim: Simulation, expect: Expectation): Mismatch[] {
  const out: Mismatch[] = [];
  const expectedStatus = expect.status ?? "ended";
  const last = sim.steps[sim.steps.length - 1];
  if (sim.status !== expectedStatus) {
    const m: Mismatch = { kind: "status", expected: expectedStatus, actual: sim.status, message: statusMessage(sim, expectedStatus) };
    // The step that ended the run, the one that would have gone on past the limit, or the one
    // whose transition chose the node without a (usable) result: its transitions explain the route.
    if (last !== undefined) m.step = last;
    out.push(m);
  }
  // A run cut short by a missing or unusable result says nothing about where it would have gone
  // (only a path that left the expectation before it is reported); one stopped by the step limit
  // did not end where it stopped, whatever status was expected.
  const cut = sim.status === "missing-result" || sim.status === "invalid-result";
  const stopped = sim.status === "step-limit";
  if (expect.path !== undefined) {
    const at = divergence(sim, expect.path);
    const real = at < sim.path.length || (!cut && at < expect.path.length);
    if (real) {
      const step = at > 0 ? sim.steps[at - 1] : undefined;
      const got = at < sim.path.length ? `went to ${q(sim.path[at]!)}` : "ended";
      const want = at < expect.path.length ? `${q(expect.path[at]!)} was expected` : "the path was expected to end";
      const where = at === 0 ? "the run starts at the first node" : `after ${q(sim.path[at - 1]!)} (position ${at + 1})`;
      const m: Mismatch = { kind: "path", at, expected: [...expect.path], actual: [...sim.path], message: `the path left the expectation ${where}: it ${got}, ${want}${at === 0 ? "" : decision(step)}` };
      if (step !== undefined) m.step = step;
      // Where the path went wrong comes first: a missing result further on follows from it.
      if (cut) out.unshift(m);
      else out.push(m);
    }
  }
  if (expect.end !== undefined && !cut && !stopped && sim.end !== expect.end) {
    const m: Mismatch = { kind: "end", expected: expect.end, actual: sim.end, message: `the run ended at ${q(sim.end)}, not ${q(expect.end)}${decision(last)}` };
    if (last !== undefined) m.step = last;
    out.push(m);
  }
  for (const node of Object.keys(expect.routes ?? {})) {
    const expected = expect.routes![node]!;
    const step = sim.steps.find((s) => s.node === node);
    if (step === undefined) out.push({ kind: "route", node, expected, message: `node ${q(node)} never ran, so its route ${q(expected)} was not taken` });
    else if (step.route !== expected) {
      const m: Mismatch = { kind: "route", node, expected, message: step.route === undefined ? `node ${q(node)} is not a webhook node: it has no route` : `node ${q(node)} runs on route ${q(step.route)}, not ${q(expected)}` };
      if (step.route !== undefined) m.actual = step.route;
      out.push(m);
    }
  }
  for (const name of Object.keys(expect.vars ?? {})) {
    const expected = expect.vars![name];
    const present = own(sim.vars, name);
    const actual = present ? sim.vars[name] : undefined;
    if (present && deepEqual(actual, expected)) continue;
    const m: Mismatch = { kind: "var", name, expected, message: present ? `vars.${name} is ${preview(actual)}, not ${preview(expected)}` : `vars.${name} was never set; ${preview(expected)} was expected` };
    if (present) m.actual = actual;
    out.push(m);
  }
  return out;
}
