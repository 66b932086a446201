// The code as it was before the validation fast path (issue 36), kept only as the oracle of
// test/seams/rules-before.property.test.ts: the new code must give exactly its findings.
import { defineRule } from "../../../../src/rules/types.js";
import { isObject } from "../../../../src/core/json.js";

/** A spec without `version` is read as version 2, with a warning so that it says so. */
export const specMissingVersion = defineRule({
  code: "spec/missing-version",
  check(ctx) {
    if (isObject(ctx.doc) && !Object.prototype.hasOwnProperty.call(ctx.doc, "version")) ctx.report("/version");
  },
});
