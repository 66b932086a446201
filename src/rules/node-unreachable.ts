import { defineRule } from "./types.js";
import { own } from "../core/json.js";

/** Execution starts at the first node and follows transitions: a node none of them reaches never runs. */
export const nodeUnreachable = defineRule({
  code: "node/unreachable",
  check(ctx) {
    const nodes = ctx.spec.nodes;
    const start = nodes[0];
    if (!start || start.index !== 0) return;
    const startId = own(start.node, "id");
    if (typeof startId !== "string" || startId === "") return;
    // Where each id leads; with a repeated id (its own error) every copy counts.
    const next = new Map<string, string[]>();
    const transitions = ctx.spec.transitions;
    for (let i = 0; i < transitions.length; i++) {
      const id = own(transitions[i]!.node.node, "id");
      const to = own(transitions[i]!.transition, "to");
      if (typeof id !== "string" || typeof to !== "string") continue;
      const targets = next.get(id);
      if (targets === undefined) next.set(id, [to]);
      else targets.push(to);
    }
    const reached = new Set<string>([startId]);
    const queue = [startId];
    for (let head = 0; head < queue.length; head++) {
      const targets = next.get(queue[head]!);
      if (targets === undefined) continue;
      for (let i = 0; i < targets.length; i++) {
        const to = targets[i]!;
        if (reached.has(to)) continue;
        reached.add(to);
        queue.push(to);
      }
    }
    for (let n = 0; n < nodes.length; n++) {
      const { node, pointer } = nodes[n]!;
      const id = own(node, "id");
      if (typeof id === "string" && id !== "" && !reached.has(id)) ctx.report(`${pointer}/id`, { id, start: startId });
    }
  },
});
