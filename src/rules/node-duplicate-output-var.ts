import type { Rule } from "./types.js";
import { own } from "../core/json.js";

/** Two nodes writing one variable: downstream nodes read whichever ran last. */
export const nodeDuplicateOutputVar: Rule = {
  code: "node/duplicate-output-var",
  severity: "warning",
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
      const params: Record<string, unknown> = { outputVar: name, first: earlier.pointer };
      if (typeof earlier.id === "string") params["firstId"] = earlier.id;
      ctx.report(`${pointer}/outputVar`, params);
    }
  },
};
