// A repository's rule settings (agentspec.config.json's `rules`): a code's severity changed, or the
// code switched off. What a check finds never changes; only how bad each finding is, or whether it
// is shown.
import type { Severity } from "./code.js";
import type { IssueCode } from "./codes/index.js";

/** What a rule setting says: drop the code's findings, or give them this severity. */
export type RuleSetting = "off" | "warn" | "error";

/** Rule settings by code, as a configuration gives them (`json/*`, `io/*` and `internal/*` take none). */
export type RuleSettings = Partial<Record<IssueCode, RuleSetting>>;

/** Every rule setting, in the order the docs list them. */
export const RULE_SETTINGS: readonly RuleSetting[] = ["off", "warn", "error"];

/**
 * The settings a code accepts: every one, except for what the text itself is (`json/*`), reading
 * it (`io/*`) and the toolkit failing (`internal/*`), which always report as they are: a file that
 * cannot be read is never a pass.
 */
export function allowedSettings(code: string): readonly RuleSetting[] {
  return /^(json|io|internal)\//.test(code) ? [] : RULE_SETTINGS;
}

/**
 * Findings (or issues) with the settings applied, in their order: `"off"` drops a code's findings,
 * `"warn"` and `"error"` set their severity; codes without a setting are kept as they are. Throws a
 * TypeError for a setting a code does not accept (see allowedSettings; a misuse:
 * agentspec.config.json is checked before its settings are used).
 */
export function applyRuleSettings<T extends { code: string; severity: Severity }>(findings: readonly T[], rules: RuleSettings | undefined): T[] {
  if (!rules) return findings as T[];
  const out: T[] = [];
  for (const f of findings) {
    const setting = Object.hasOwn(rules, f.code) ? (rules as Record<string, RuleSetting>)[f.code] : undefined;
    if (setting === undefined) out.push(f);
    else if (!allowedSettings(f.code).includes(setting)) throw new TypeError(`${f.code}: ${setting}`);
    else if (setting !== "off") out.push({ ...f, severity: setting === "warn" ? "warning" : "error" });
  }
  return out;
}
