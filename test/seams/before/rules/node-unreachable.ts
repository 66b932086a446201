// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { defineRule } from "../../../../src/rules/types.js";
import { isObject, own } from "../../../../src/core/json.js";

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
    for (let n = 0; n < nodes.length; n++) {
      const node = nodes[n]!.node;
      const id = own(node, "id");
      const list = own(node, "transition");
      if (typeof id !== "string" || !Array.isArray(list)) continue;
      let targets = next.get(id);
      if (targets === undefined) next.set(id, (targets = []));
      for (let i = 0; i < list.length; i++) {
        const t: unknown = list[i];
        const to = isObject(t) ? own(t, "to") : undefined;
        if (typeof to === "string") targets.push(to);
      }
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
