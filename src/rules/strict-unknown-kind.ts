import { nodeKinds } from "./node-misspelled-kind.js";
import type { Rule } from "./types.js";

/** Other kinds are allowed (forward compatible); `--strict` names them, since the toolkit checks nothing of them. */
export const strictUnknownKind: Rule = {
  code: "strict/unknown-kind",
  severity: "warning",
  check(ctx) {
    if (ctx.strict) nodeKinds(ctx, (pointer, params, near) => near || ctx.report(pointer, params));
  },
};
