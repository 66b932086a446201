// The fixes of the JSON codes, beside their definitions (json.ts): a file of their own, so that the
// code tables do not import the text scanners (nor a page that only validates load the fixes).
import type { Fixes } from "../code.js";
import { SAFE } from "../fix.js";
import { TRAILING_COMMA, trailingCommas } from "../trailing-commas.js";
import type { jsonCodes } from "./json.js";
/** The fixes of the JSON codes, beside their definitions (a page that only validates does not load them). */
export const jsonFixes: Fixes<typeof jsonCodes> = {
  // Every trailing comma of the text, removed at once: a comma before a closing bracket holds no
  // value, so removing it changes none (and a text with many needs no round per comma).
  "json/syntax": (p, at) => {
    if (!String(p.reason).startsWith(TRAILING_COMMA) || !/^[}\]]$/.test(at.text.slice(at.span[0], at.span[1]))) return [];
    const commas = trailingCommas(at.text);
    if (commas.length === 0) return [];
    const title = commas.length === 1 ? "Remove the trailing comma" : `Remove the ${commas.length} trailing commas`;
    return [{ title, ...SAFE, edits: commas.map((from) => ({ from, to: from + 1, insert: "" })) }];
  },
};
