// The fixes of the condition codes, beside their definitions (condition.ts) and typed by the same
// params: a module of its own, so that a page that validates loads the definitions without the
// fixes (as the other groups' fixes are kept apart).
import type { Fixes } from "../code.js";
import type { FixFor } from "../fix.js";
import { GUESS, SAFE } from "../fix.js";
import type { conditionCodes } from "./condition.js";

/** The name the did-you-mean gives: safe when only the case (or white space) differs, else a guess. */
const nearMiss =
  (key: "op" | "source"): FixFor<{ op?: unknown; source?: unknown; suggestion?: string | undefined }> =>
  (p, at) => {
    const value = p[key];
    const to = p.suggestion;
    if (to === undefined || typeof value !== "string" || !at.holds(value)) return [];
    return value.trim().toLowerCase() === to.toLowerCase() ? [at.replace(`Write "${to}"`, SAFE, to)] : [at.replace(`Change to "${to}"`, GUESS, to)];
  };

/**
 * The fixes of the condition codes, typed by the params of their definitions (condition.ts). The
 * calls are marked pure: in the built library this module shares a chunk with the validators, and a
 * page that bundles the chunk drops the table only when nothing in it may have side effects.
 */
export const conditionFixes: Fixes<typeof conditionCodes> = {
  "condition/unknown-op": /* @__PURE__ */ nearMiss("op"),
  "condition/bad-source": /* @__PURE__ */ nearMiss("source"),
};
