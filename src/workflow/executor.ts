// createExecutor: what a server executor needs to run a spec, compiled once. The spec is indexed
// and its conditions compiled by prepareSpec, the same preparation simulate runs on, and a step
// takes the first transition that holds, as selectTransition does: an executor, simulate and
// `agentspec test` cannot disagree on where a run goes.
import type { ConditionContext } from "../conditions/types.js";
import { webhookLimits, type WebhookRoute } from "../core/routes.js";
import { own } from "../core/json.js";
import { prepareSpec, trace, type PreparedNode } from "./simulate.js";
import type { TransitionTrace } from "./types.js";

/** Where a step goes: the transition taken (its index in the node's `transition`, from 0) and its target; none when no transition holds and the run ends at the node. */
export interface ExecutorStep {
  node: string;
  taken?: { index: number; to: string };
}

/** How a webhook node's call is made: its route and the ceilings that route puts on it. */
export interface WebhookCall {
  route: WebhookRoute;
  /** Seconds the call may take: the node's `timeout`, at most the relay's 300 on a relay route; absent for a direct call without one. */
  timeoutSeconds?: number;
  /** On a relay route, the largest request body and JSON response it forwards (50 MiB each). */
  relay?: { requestBodyMaxBytes: number; jsonResponseMaxBytes: number };
}

/** A spec compiled once for running it (see `createExecutor`). */
export interface Executor {
  /** The id of the first node, where a run starts. */
  readonly start: string;
  /** Whether the spec has a node with this id. */
  has(nodeId: string): boolean;
  /** The node a run goes to after `nodeId` in this context; undefined when the run ends there (or the spec has no such node). Never throws on the context. */
  next(nodeId: string, ctx: ConditionContext): string | undefined;
  /** `next` with the transition it took; undefined for an id the spec does not have. */
  step(nodeId: string, ctx: ConditionContext): ExecutorStep | undefined;
  /** A webhook node's route and limits; undefined for any other node. */
  webhook(nodeId: string): WebhookCall | undefined;
  /** Why the run goes where it goes: each transition of the node up to the one taken (all of them with `all`), explained. */
  explain(nodeId: string, ctx: ConditionContext, options?: { all?: boolean }): TransitionTrace[];
}

/** The index of the first transition of `node` that holds in `ctx`, or -1. */
function takenIndex(node: PreparedNode, ctx: ConditionContext): number {
  const list = node.transitions;
  for (let i = 0; i < list.length; i++) {
    const when = list[i]!.when;
    if (when === undefined || when.evaluate(ctx)) return i;
  }
  return -1;
}

function webhookCall(node: PreparedNode): WebhookCall | undefined {
  if (node.route === undefined) return undefined;
  const config = own(node.node, "config");
  const timeout = config !== null && typeof config === "object" ? own(config as Record<string, unknown>, "timeout") : undefined;
  const own_ = typeof timeout === "number" && Number.isFinite(timeout) && timeout > 0 ? timeout : undefined;
  if (node.route === "direct") return own_ === undefined ? { route: "direct" } : { route: "direct", timeoutSeconds: own_ };
  return {
    route: node.route,
    timeoutSeconds: Math.min(own_ ?? webhookLimits.relayTimeoutMaxSeconds, webhookLimits.relayTimeoutMaxSeconds),
    relay: { requestBodyMaxBytes: webhookLimits.relayRequestBodyMaxBytes, jsonResponseMaxBytes: webhookLimits.relayJsonResponseMaxBytes },
  };
}

/**
 * Compile a spec for running it: its nodes indexed, its conditions compiled, its webhook routes
 * read, once. Throws a SpecError (with the error issues) for a spec that is not valid; after
 * that, no call throws on run data. `validated`: the caller has just validated this very value.
 */
export function createExecutor(spec: unknown, options: { validated?: boolean } = {}): Executor {
  const prepared = prepareSpec(spec, options.validated === true);
  const byId = prepared.byId;
  const calls = new Map<string, WebhookCall>();
  for (const node of prepared.nodes) {
    const call = webhookCall(node);
    if (call !== undefined) calls.set(node.id, Object.freeze(call));
  }
  return {
    start: prepared.first.id,
    has: (nodeId) => byId.has(nodeId),
    next(nodeId, ctx) {
      const node = byId.get(nodeId);
      if (node === undefined) return undefined;
      const i = takenIndex(node, ctx);
      return i === -1 ? undefined : node.transitions[i]!.to;
    },
    step(nodeId, ctx) {
      const node = byId.get(nodeId);
      if (node === undefined) return undefined;
      const i = takenIndex(node, ctx);
      return i === -1 ? { node: nodeId } : { node: nodeId, taken: { index: i, to: node.transitions[i]!.to } };
    },
    webhook: (nodeId) => calls.get(nodeId),
    explain(nodeId, ctx, opts = {}) {
      const node = byId.get(nodeId);
      if (node === undefined) return [];
      const i = takenIndex(node, ctx);
      const evaluatedUpTo = i === -1 ? node.transitions.length - 1 : i;
      const last = opts.all === true ? node.transitions.length - 1 : evaluatedUpTo;
      const out: TransitionTrace[] = [];
      for (let k = 0; k <= last; k++) out.push(trace(node.transitions[k]!, k, ctx, k <= evaluatedUpTo));
      return out;
    },
  };
}
