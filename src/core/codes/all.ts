// Every code's definition and description: for the command line (SARIF, the rule list) and the
// docs. A page that only validates loads src/core/codes/spec.ts instead.
import type { Descriptions } from "../code.js";
import type { CodeDefinitions, IssueCode } from "./index.js";
import { bundleCodes, bundleDescriptions } from "./bundle.js";
import { cliCodes, cliDescriptions } from "./cli.js";
import { configCodes, configDescriptions } from "./config.js";
import { conditionCodes, conditionDescriptions } from "./condition.js";
import { jsonCodes, jsonDescriptions } from "./json.js";
import { ruleCodes, ruleDescriptions } from "./rules.js";
import { schemaCodes, schemaDescriptions } from "./schema.js";
import { testCodes, testDescriptions } from "./test.js";
import { allowedSettings } from "../severity.js";
import { secretCodes, secretDescriptions } from "./secrets.js";
import { webhookRiskCodes, webhookRiskDescriptions } from "./webhook-risks.js";

/** Every code's definition, by code. */
// Object.assign marked pure (a spread at the top level is not): a bundle that imports the module
// and never reads the tables drops them.
export const allCodes: CodeDefinitions = /* @__PURE__ */ Object.assign({}, jsonCodes, schemaCodes, conditionCodes, ruleCodes, bundleCodes, testCodes, cliCodes, configCodes, secretCodes, webhookRiskCodes);

/** Every code's one-line description, by code. */
export const allDescriptions: Descriptions<CodeDefinitions> = /* @__PURE__ */ Object.assign(
  {},
  jsonDescriptions,
  schemaDescriptions,
  conditionDescriptions,
  ruleDescriptions,
  bundleDescriptions,
  testDescriptions,
  cliDescriptions,
  configDescriptions,
  secretDescriptions,
  webhookRiskDescriptions,
);

/** Every code, in the order of the tables. */
export const issueCodes = (): IssueCode[] => Object.keys(allCodes) as IssueCode[];

/** One row of docs/rules.md's table of codes. */
export interface CodeRow {
  code: IssueCode;
  severity: string;
  /** What reports the code. */
  kind: string;
  description: string;
}

/** Every code as docs/rules.md's table lists it (scripts/generate-rule-docs.mjs writes the table), by what reports it. */
export function codeRows(): CodeRow[] {
  const groups: [kind: string, table: Partial<CodeDefinitions>][] = [
    ["rule", ruleCodes],
    ["rule", webhookRiskCodes],
    ["condition compile", conditionCodes],
    ["schema", schemaCodes],
    ["JSON text", jsonCodes],
    ["command line", cliCodes],
    ["bundle", bundleCodes],
    ["test file", testCodes],
    ["config", configCodes],
    ["secrets", secretCodes],
  ];
  return groups.flatMap(([kind, table]) =>
    (Object.keys(table) as IssueCode[]).map((code) => ({ code, severity: allCodes[code].severity, kind, description: allDescriptions[code] })),
  );
}

/** One row of docs/configuration.md's table of settings: the codes that take the same settings. */
export interface SettingRow {
  /** The settings these codes take (none: the code always reports as it is). */
  settings: readonly string[];
  codes: IssueCode[];
}

/** Every code grouped by the settings it takes (allowedSettings), most settings first (scripts/generate-rule-docs.mjs writes the table). */
export function settingRows(): SettingRow[] {
  const rows = new Map<string, SettingRow>();
  for (const code of issueCodes()) {
    const settings = allowedSettings(code);
    const key = settings.join(",");
    const row = rows.get(key) ?? { settings, codes: [] };
    row.codes.push(code);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.settings.length - a.settings.length);
}
