// Every code the toolkit reports, by group. Types only, and the spec validator's table: the
// bundle, test-file and command-line tables are loaded by their own layers (src/core/codes/all.ts
// holds them all, for the command line and the docs).
import type { ParamsIn } from "../code.js";
import type { bundleCodes } from "./bundle.js";
import type { cliCodes } from "./cli.js";
import type { configCodes } from "./config.js";
import type { conditionCodes } from "./condition.js";
import type { jsonCodes } from "./json.js";
import type { ruleCodes } from "./rules.js";
import type { schemaCodes } from "./schema.js";
import type { testCodes } from "./test.js";
import type { secretCodes } from "./secrets.js";
import type { webhookRiskCodes } from "./webhook-risks.js";

/** Every code's definition, by code (a type: the tables load apart). */
export type CodeDefinitions = typeof jsonCodes & typeof schemaCodes & typeof conditionCodes & typeof ruleCodes & typeof bundleCodes & typeof testCodes & typeof cliCodes & typeof configCodes & typeof secretCodes & typeof webhookRiskCodes;

/**
 * Every code the toolkit reports: the validators, the condition compiler, bundles, test files and
 * the command line. Each is defined once, in a table of src/core/codes/.
 */
export type IssueCode = keyof CodeDefinitions;

/** The codes of the condition compiler. */
export type ConditionCode = keyof typeof conditionCodes;

/** The codes of the semantic rules. */
export type RuleCode = keyof typeof ruleCodes | keyof typeof webhookRiskCodes;

/** The params a code is reported with: what its message reads. */
export type CodeParams<C extends IssueCode> = ParamsIn<CodeDefinitions, C>;
