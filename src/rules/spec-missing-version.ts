import { defineRule } from "./types.js";
import { SAFE } from "../core/fix.js";
import { isObject } from "../core/json.js";

/** A spec without `version` is read as version 2, with a warning so that it says so. */
export const specMissingVersion = defineRule({
  code: "spec/missing-version",
  check(ctx) {
    if (isObject(ctx.doc) && !Object.prototype.hasOwnProperty.call(ctx.doc, "version")) ctx.report("/version");
  },
  // `"version": 2` as the root object's first property, laid out like the property after it.
  fix(_, at) {
    const edit = at.firstProperty("version", 2);
    return edit ? [{ title: 'Add "version": 2', ...SAFE, edits: [edit] }] : [];
  },
});
