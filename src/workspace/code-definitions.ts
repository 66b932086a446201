// The definitions of the codes the command line words: the bundle codes (every file may be a
// bundle) and its own. Kept out of the spec validator's table so a page that validates specs does
// not load them.
import { bundleCodes } from "../core/codes/bundle.js";
import { cliCodes } from "../core/codes/cli.js";

/** The command line's own codes and the bundle codes, by code. */
export const cliCodeDefinitions = { ...bundleCodes, ...cliCodes };
