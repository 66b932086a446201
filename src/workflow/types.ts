import type { Explanation } from "../conditions/types.js";
import type { Issue } from "../core/issue.js";
import type { WebhookRoute } from "../core/routes.js";

/** A failure a node produced instead of a result, such as `{ "code": "relay-unavailable" }`. */
export interface NodeError {
  code: string;
  message?: string;
  [key: string]: unknown;
}

/**
 * What one visit of a node produced: its `output` (written to `vars[outputVar]`) and its
 * `evaluation` (read by its own transitions and by `node` conditions), or an `error`.
 */
export interface NodeResult {
  output?: unknown;
  evaluation?: unknown;
  error?: NodeError;
}

/** The inputs of one run: the condition sources, and each node's result (an array: one per visit). */
export interface Scenario {
  input?: unknown;
  vars?: unknown;
  context?: unknown;
  state?: unknown;
  results?: Readonly<Record<string, NodeResult | readonly NodeResult[]>>;
}

/** Options of `simulate`. */
export interface SimulateOptions {
  /** The most nodes a run may execute before it ends as `step-limit` (default 100). */
  maxSteps?: number;
  /** Also explain the transitions after the one taken (marked `evaluated: false`); the run is the same. */
  explainAll?: boolean;
}

/** How a run ended. */
export type SimulationStatus =
  /** the last node's transitions held none (or it had none) */
  | "ended"
  /** the step limit was reached with a transition still to follow: a loop, shown by `loop` */
  | "step-limit"
  /** a node was reached that the scenario gives no result for (see `missing`) */
  | "missing-result"
  /** a result that is not an object, or whose `error` has no string `code` (see `invalid`) */
  | "invalid-result";

/** One transition of a node as the run saw it. */
export interface TransitionTrace {
  index: number;
  to: string;
  /** JSON Pointer of the transition in the spec. */
  pointer: string;
  /** Whether the transition has a `when` (one without always holds). */
  conditional: boolean;
  /** Whether production evaluates it on this step: every transition up to the one taken. */
  evaluated: boolean;
  result: boolean;
  /** One line: the condition's explanation, or `no "when" → true`. */
  text: string;
  /** The full explanation, for a transition with a `when`. */
  explanation?: Explanation;
}

/** One node run. */
export interface Step {
  node: string;
  /** JSON Pointer of the node in the spec. */
  pointer: string;
  /** 1 for the node's first visit, 2 for its second… */
  visit: number;
  /** The route of a WEBHOOK node (from its `proxy`; omitted means direct). */
  route?: WebhookRoute;
  /** The failure the node produced, when its result was an error. */
  error?: NodeError;
  /** The transition taken; absent when none held (the run ends here). */
  taken?: { index: number; to: string };
  /** Its transitions, explained: those evaluated, and with `explainAll` the rest. */
  transitions: TransitionTrace[];
}

/** The outcome of `simulate`. */
export interface Simulation {
  status: SimulationStatus;
  /** The node ids reached, in order (a node without a result is the last one, with no step). */
  path: string[];
  /** The last node reached. */
  end: string;
  steps: Step[];
  /** The variables at the end of the run. */
  vars: Record<string, unknown>;
  /** With `missing-result` or `invalid-result`: the node and visit. */
  missing?: { node: string; visit: number };
  invalid?: { node: string; visit: number; reason: string };
  /** With `step-limit`: the cycle the run was in, from its first node back to it. */
  loop?: string[];
}

/** Thrown by `simulate` on a spec that is not valid, with the spec's error issues. */
export class SpecError extends Error {
  override readonly name = "SpecError";
  constructor(readonly issues: readonly Issue[]) {
    super(`the spec is not valid: ${issues.slice(0, 3).map((i) => `${i.pointer || "/"}: ${i.message}`).join("; ")}${issues.length > 3 ? "; …" : ""}`);
  }
}
