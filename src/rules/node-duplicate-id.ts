import { defineRule } from "./types.js";
import { own } from "../core/json.js";

/** Node ids are unique within a spec: transitions name nodes by id. */
export const nodeDuplicateId = defineRule({
  code: "node/duplicate-id",
  check(ctx) {
    const first = new Map<string, string>();
    const nodes = ctx.spec.nodes;
    for (let n = 0; n < nodes.length; n++) {
      const { node, pointer } = nodes[n]!;
      const id = own(node, "id");
      if (typeof id !== "string" || id === "") continue;
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, pointer);
      else ctx.report(`${pointer}/id`, { id, first: earlier });
    }
  },
});
