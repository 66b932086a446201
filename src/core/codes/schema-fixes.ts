// The fixes of the schema pass's codes, beside their definitions (schema.ts) and typed by the same
// params: a module of its own, so that a page that validates loads the definitions without the
// fixes, and a bundle that loads the fixes later (through import()) does not put them in the chunk
// its validating page loads up front.
import type { Fixes } from "../code.js";
import { CHOICE, GUESS, SAFE } from "../fix.js";
import { didYouMean } from "../suggest.js";
import { WEBHOOK_ROUTES } from "../routes.js";
import type { schemaCodes } from "./schema.js";

const ROUTES: readonly string[] = WEBHOOK_ROUTES;

/** The fixes of the schema pass's codes, typed by the params of their definitions (schema.ts). */
export const schemaFixes: Fixes<typeof schemaCodes> = {
  // One allowed value but for case is what was meant; a near miss is a guess.
  "schema/enum": (p, at) => {
    const value = p.value;
    if (typeof value !== "string" || !at.holds(value)) return [];
    const allowed = Array.isArray(p.allowed) ? p.allowed.filter((a): a is string => typeof a === "string") : [];
    const same = allowed.filter((a) => a.toLowerCase() === value.trim().toLowerCase());
    if (same.length === 1) return [at.replace(`Write "${same[0]}"`, SAFE, same[0])];
    const guess = didYouMean(value, allowed);
    return guess === undefined ? [] : [at.replace(`Change to "${guess}"`, GUESS, guess)];
  },
  // A route in the wrong case is what was meant; a near miss is a guess; a template or a URL
  // must be chosen: every route is offered, none preferred.
  "webhook/invalid-proxy": (p, at) => {
    const value = p.value;
    if (typeof value !== "string" || !at.holds(value)) return [];
    const lower = value.trim().toLowerCase();
    if (ROUTES.includes(lower)) return [at.replace(`Write the route as "${lower}"`, SAFE, lower)];
    const guess = didYouMean(lower, ROUTES);
    if (guess !== undefined) return [at.replace(`Use the route "${guess}"`, GUESS, guess)];
    return ROUTES.map((r) => at.replace(`Use the route "${r}"${r === "direct" ? " (the default)" : ""}`, CHOICE, r));
  },
};
