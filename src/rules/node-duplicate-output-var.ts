import { defineRule } from "./types.js";
import { own } from "../core/json.js";

/** Two nodes writing one variable: downstream nodes read whichever ran last. */
export const nodeDuplicateOutputVar = defineRule({
  code: "node/duplicate-output-var",
  check(ctx) {
    const first = new Map<string, { pointer: string; id: unknown }>();
    const nodes = ctx.spec.nodes;
    for (let n = 0; n < nodes.length; n++) {
      const { node, pointer } = nodes[n]!;
      const name = own(node, "outputVar");
      if (typeof name !== "string" || name === "") continue;
      const earlier = first.get(name);
      if (earlier === undefined) {
        first.set(name, { pointer, id: own(node, "id") });
        continue;
      }
      const params = typeof earlier.id === "string" ? { outputVar: name, first: earlier.pointer, firstId: earlier.id } : { outputVar: name, first: earlier.pointer };
      ctx.report(`${pointer}/outputVar`, params);
    }
  },
});
