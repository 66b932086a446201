// The public webhookRoute and selectTransition: they answer only for a node that is valid.
import { selectTransition as firstTransition } from "../conditions/evaluate.js";
import type { ConditionContext, NodeLike, TransitionLike } from "../conditions/types.js";
import { webhookRoute as routeOf, type WebhookRoute } from "../core/routes.js";
import type { Issue } from "../core/issue.js";
import { pointerToPath } from "../core/pointer.js";
import { validateSpec } from "./validate.js";

/** Thrown by webhookRoute and selectTransition for a node that is not valid (a misuse): `issues` says where and why. */
export class InvalidNodeError extends TypeError {
  override readonly name = "InvalidNodeError";
  /** The node's errors, each with a JSON Pointer into the node. */
  readonly issues: Issue[];

  constructor(issues: Issue[]) {
    const first = issues[0]!;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(`the node is not valid: ${first.pointer === "" ? "" : `${pointerToPath(first.pointer)}: `}${first.message}${more}`);
    this.issues = issues;
  }
}

// Faults that need the other nodes of the spec: a node alone cannot be held to them.
const ACROSS_NODES = new Set(["transition/unknown-target", "condition/unknown-node"]);
let checked: WeakMap<object, Issue[]> | undefined;

/**
 * The errors of a node validated alone (as the only node of a version 2 spec), pointers into the
 * node; faults that need the other nodes (an unknown transition target) are left to validateSpec.
 * Cached by object identity, like compiled conditions: a node must not be mutated once used.
 */
function nodeErrors(node: object): Issue[] {
  checked ??= new WeakMap();
  let errors = checked.get(node);
  if (errors === undefined) {
    errors = [];
    for (const issue of validateSpec({ version: 2, nodes: [node] }).issues) {
      if (issue.severity !== "error" || ACROSS_NODES.has(issue.code)) continue;
      // Every issue of a one-node spec is at /nodes/0 or below (the node is an object).
      errors.push({ ...issue, pointer: issue.pointer.slice("/nodes/0".length) });
    }
    checked.set(node, errors);
  }
  return errors;
}

const objectOrThrow = (node: unknown, name: string): object => {
  if (typeof node !== "object" || node === null || Array.isArray(node)) throw new TypeError(`${name}: node must be an object`);
  return node;
};

/**
 * The route of a webhook node: its `config.proxy`, `"direct"` when omitted. Throws an
 * InvalidNodeError (a TypeError) for a node that is not valid on its own (no `config`, a `url`
 * that is not http(s), `method: "get"`, a `proxy` that is a template or a URL, `"actionType":
 * "webhook"`…), and a TypeError for a valid node that is not a WEBHOOK action: never a fallback.
 */
export function webhookRoute(node: { config?: unknown }): WebhookRoute {
  const errors = nodeErrors(objectOrThrow(node, "webhookRoute"));
  if (errors.length > 0) throw new InvalidNodeError(errors);
  if ((node as { actionType?: unknown }).actionType !== "WEBHOOK") throw new TypeError('webhookRoute: the node is not a webhook ("actionType": "WEBHOOK")');
  return routeOf(node);
}

const inCondition = (pointer: string): boolean => /^\/transition\/\d+\/when(?:\/|$)/.test(pointer);

/**
 * The first transition of `node` whose `when` holds or that has no `when`; undefined when none
 * does. Throws an InvalidNodeError (a TypeError) for a node that is not valid on its own (a bad
 * `proxy` included), and a ConditionError when only its conditions are not valid; never throws on
 * the context.
 */
export function selectTransition<T extends TransitionLike>(node: NodeLike & { transition?: readonly T[] }, ctx: ConditionContext): T | undefined {
  const errors = nodeErrors(objectOrThrow(node, "selectTransition")).filter((i) => !inCondition(i.pointer));
  if (errors.length > 0) throw new InvalidNodeError(errors);
  return firstTransition(node, ctx);
}
