import { defineRule } from "./types.js";
import { isObject } from "../core/json.js";

/** A spec without `version` is read as version 2, with a warning so that it says so. */
export const specMissingVersion = defineRule({
  code: "spec/missing-version",
  check(ctx) {
    if (isObject(ctx.doc) && !Object.hasOwn(ctx.doc, "version")) ctx.report("/version");
  },
});
