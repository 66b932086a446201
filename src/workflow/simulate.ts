// simulate: one run of a spec on mocked node results, with the reasons behind every route taken.
// The next node is chosen by selectTransition itself, the function the executor embeds, so a test
// and production cannot disagree; the explanations come from the same compiled conditions.
import { compileCondition } from "../conditions/compile.js";
import { selectTransition } from "../conditions/evaluate.js";
import type { CompiledCondition, ConditionContext } from "../conditions/types.js";
import { webhookRoute, type WebhookRoute } from "../core/routes.js";
import { isObject, own } from "../core/json.js";
import { validateSpec } from "../validate/validate.js";
import type { NodeError, Scenario, SimulateOptions, Simulation, Step, TransitionTrace } from "./types.js";
import { SpecError } from "./types.js";

/** The step limit of a run when the options give none. */
export const DEFAULT_MAX_STEPS = 100;

type JsonObject = Record<string, unknown>;

export interface PreparedTransition {
  to: string;
  pointer: string;
  when?: CompiledCondition;
}

export interface PreparedNode {
  id: string;
  index: number;
  pointer: string;
  node: JsonObject;
  outputVar?: string;
  route?: WebhookRoute;
  transitions: PreparedTransition[];
}

/** A valid spec, indexed once: its nodes by id, in order, with their conditions compiled. */
export interface PreparedSpec {
  first: PreparedNode;
  byId: Map<string, PreparedNode>;
  nodes: PreparedNode[];
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
/** Write an own data property, even for the key `__proto__` (defineProperty only there: it slows the object down). */
const put = (o: object, k: string, v: unknown): void => {
  if (k === "__proto__") Object.defineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
  else (o as JsonObject)[k] = v;
};

let prepared: WeakMap<object, PreparedSpec> | undefined;

/**
 * Validate and index a spec, once per spec object (a spec must not be mutated after it was
 * simulated). Throws a SpecError with the error issues when the spec is not valid. `validated`:
 * the caller has just validated this very value and found no error (the command line, which
 * checks the spec file with its positions first), so it is not validated twice.
 */
export function prepareSpec(spec: unknown, validated = false): PreparedSpec {
  if (spec === null || typeof spec !== "object") throw new SpecError(validateSpec(spec).issues.filter((i) => i.severity === "error"));
  prepared ??= new WeakMap();
  const cached = prepared.get(spec);
  if (cached !== undefined) return cached;
  if (!validated) {
    const checked = validateSpec(spec);
    if (!checked.valid) throw new SpecError(checked.issues.filter((i) => i.severity === "error"));
  }
  const nodes: PreparedNode[] = [];
  const byId = new Map<string, PreparedNode>();
  const list = own(spec, "nodes") as JsonObject[];
  for (let index = 0; index < list.length; index++) {
    const node = list[index]!;
    const pointer = `/nodes/${index}`;
    const transitions: PreparedTransition[] = [];
    const ts = own(node, "transition");
    if (Array.isArray(ts)) {
      for (let j = 0; j < ts.length; j++) {
        const t = ts[j] as JsonObject;
        const p: PreparedTransition = { to: own(t, "to") as string, pointer: `${pointer}/transition/${j}` };
        const when = own(t, "when");
        if (when !== undefined) p.when = compileCondition(when);
        transitions.push(p);
      }
    }
    const id = own(node, "id") as string;
    const entry: PreparedNode = { id, index, pointer, node, transitions };
    const outputVar = own(node, "outputVar");
    if (typeof outputVar === "string") entry.outputVar = outputVar;
    if (own(node, "actionType") === "WEBHOOK") entry.route = webhookRoute(node);
    nodes.push(entry);
    byId.set(id, entry);
  }
  const result: PreparedSpec = { first: nodes[0]!, byId, nodes };
  prepared.set(spec, result);
  return result;
}

// Run data is read as the evaluator reads it: a read that throws (a getter, a proxy's trap, a
// revoked proxy) finds nothing there. simulate never throws on the scenario.

/** `o[k]` when `o` is an object (not an array) with the own property `k`; undefined when not, or when reading threw. */
function read(o: unknown, k: string): unknown {
  try {
    return isObject(o) && hasOwn(o, k) ? o[k] : undefined;
  } catch {
    return undefined;
  }
}

/** A node's result, read once: what it produced, or why it cannot be used. */
type ReadResult = { fault: string } | { error?: NodeError; output?: { value: unknown }; evaluation?: { value: unknown } };

/** The result of visit `visit` (1-based) of node `id`, read once; `found: false` when the scenario gives none. */
function resultOf(results: unknown, id: string, visit: number): { found: false } | { found: true; result: ReadResult } {
  try {
    if (!isObject(results) || !hasOwn(results, id)) return { found: false };
    const r = results[id];
    if (!Array.isArray(r)) return { found: true, result: readResult(r) };
    return visit <= r.length ? { found: true, result: readResult(r[visit - 1]) } : { found: false };
  } catch {
    return { found: true, result: { fault: UNREADABLE } };
  }
}

const UNREADABLE = "reading it threw (a getter or a proxy): a result must be plain data";

/** What a result produced, or why it cannot be used. */
function readResult(r: unknown): ReadResult {
  try {
    if (!isObject(r)) return { fault: `a result must be an object, not ${r === null ? "null" : Array.isArray(r) ? "an array" : typeof r}` };
    const error = own(r, "error");
    const output = hasOwn(r, "output");
    const evaluation = hasOwn(r, "evaluation");
    if (error === undefined) {
      const out: ReadResult = {};
      if (output) out.output = { value: r["output"] };
      if (evaluation) out.evaluation = { value: r["evaluation"] };
      return out;
    }
    if (!isObject(error) || typeof own(error, "code") !== "string") return { fault: `"error" must be an object with a string "code"` };
    if (output || evaluation) return { fault: `a result with an "error" has no "output" or "evaluation": the node failed` };
    return { error: error as NodeError };
  } catch {
    return { fault: UNREADABLE };
  }
}

/** A copy of the own enumerable properties of `v`; a property whose reading throws is left out, as the evaluator would find it missing. */
function copyObject(v: unknown): JsonObject {
  const out: JsonObject = {};
  let keys: string[];
  try {
    keys = isObject(v) ? Object.keys(v) : [];
  } catch {
    return out;
  }
  for (const k of keys) {
    let value: unknown;
    try {
      value = (v as JsonObject)[k];
    } catch {
      continue;
    }
    put(out, k, value);
  }
  return out;
}

const NO_WHEN = `no "when" → true`;

/** A transition explained against a context: its verdict, or "always" for one without `when`. */
export function trace(t: PreparedTransition, index: number, ctx: ConditionContext, evaluated: boolean): TransitionTrace {
  if (t.when === undefined) return { index, to: t.to, pointer: t.pointer, conditional: false, evaluated, result: true, text: NO_WHEN };
  const explanation = t.when.explain(ctx);
  return { index, to: t.to, pointer: t.pointer, conditional: true, evaluated, result: explanation.result, text: explanation.text, explanation };
}

/** The cycle a run was in when it stopped before `next`: from the last earlier visit of `next` back to it. */
function loopOf(path: readonly string[], next: string): string[] | undefined {
  const at = path.lastIndexOf(next);
  return at === -1 ? undefined : [...path.slice(at), next];
}

/**
 * Run a spec on a scenario: start at the first node, take each node's result from
 * `scenario.results`, and follow the first transition that holds until none does. Returns the
 * path, the steps with every evaluated transition explained, and how the run ended. Never throws
 * on the scenario; throws a SpecError on a spec that is not valid.
 */
export function simulate(spec: unknown, scenario: Scenario | unknown, options: SimulateOptions = {}): Simulation {
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  if (!Number.isSafeInteger(maxSteps) || maxSteps < 1) throw new RangeError(`simulate: maxSteps must be a whole number ≥ 1, not ${String(maxSteps)}`);
  const explainAll = options.explainAll === true;
  const { first, byId } = prepareSpec(spec);
  const results = read(scenario, "results");
  const vars = copyObject(read(scenario, "vars"));
  const nodes: JsonObject = Object.create(null) as JsonObject;
  const base = { vars, context: read(scenario, "context"), input: read(scenario, "input"), state: read(scenario, "state"), nodes };
  const visits = new Map<string, number>();
  const path: string[] = [];
  const steps: Step[] = [];
  let current = first;
  for (;;) {
    path.push(current.id);
    const visit = (visits.get(current.id) ?? 0) + 1;
    visits.set(current.id, visit);
    const got = resultOf(results, current.id, visit);
    if (!got.found) return { status: "missing-result", path, end: current.id, steps, vars, missing: { node: current.id, visit } };
    const result = got.result;
    if ("fault" in result) return { status: "invalid-result", path, end: current.id, steps, vars, invalid: { node: current.id, visit, reason: result.fault } };
    const step: Step = { node: current.id, pointer: current.pointer, visit, transitions: [] };
    if (current.route !== undefined) step.route = current.route;
    // What the node produced, visible to later conditions (docs/testing.md, "Run semantics"): a
    // failure is its evaluation's `error`, and writes no variable.
    const produced: JsonObject = {};
    if (result.error !== undefined) {
      step.error = result.error;
      put(produced, "error", result.error);
      put(produced, "evaluation", { error: result.error });
    } else {
      if (result.output !== undefined) {
        put(produced, "output", result.output.value);
        if (current.outputVar !== undefined) put(vars, current.outputVar, result.output.value);
      }
      if (result.evaluation !== undefined) put(produced, "evaluation", result.evaluation.value);
    }
    put(nodes, current.id, produced);
    const ctx: ConditionContext = { ...base, evaluation: own(produced, "evaluation") };
    const taken = selectTransition(current.node as { transition?: readonly { to: string; when?: unknown }[] }, ctx);
    const list = current.transitions;
    const takenIndex = taken === undefined ? -1 : (current.node["transition"] as unknown[]).indexOf(taken);
    const evaluatedUpTo = takenIndex === -1 ? list.length - 1 : takenIndex;
    const last = explainAll ? list.length - 1 : evaluatedUpTo;
    for (let i = 0; i <= last; i++) step.transitions.push(trace(list[i]!, i, ctx, i <= evaluatedUpTo));
    steps.push(step);
    if (takenIndex === -1) return { status: "ended", path, end: current.id, steps, vars };
    const next = list[takenIndex]!.to;
    step.taken = { index: takenIndex, to: next };
    if (steps.length >= maxSteps) {
      const sim: Simulation = { status: "step-limit", path, end: current.id, steps, vars };
      const loop = loopOf(path, next);
      if (loop !== undefined) sim.loop = loop;
      return sim;
    }
    current = byId.get(next)!;
  }
}
