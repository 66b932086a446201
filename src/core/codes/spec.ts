// The table of the codes a spec can have: what validateSpec and validateSpecText word.
import { conditionCodes } from "./condition.js";
import { jsonCodes } from "./json.js";
import { ruleCodes } from "./rules.js";
import { schemaCodes } from "./schema.js";

/** The definitions of the codes of a spec: its text, the schema pass, conditions and the rules. */
export const specCodes = { ...conditionCodes, ...jsonCodes, ...schemaCodes, ...ruleCodes };
