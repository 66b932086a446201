// A repository's rule settings (agentspec.config.json's `rules`): a code's severity changed, or the
// code switched off. What a check finds never changes; only how bad each finding is, or whether it
// is shown.
import type { Severity } from "./code.js";

/** What a rule setting says: drop the code's findings, or give them this severity. */
export type RuleSetting = "off" | "warn" | "error";

/** Rule settings by code. */
export type RuleSettings = Readonly<Record<string, RuleSetting>>;

/** Every rule setting, in the order the docs list them. */
export const RULE_SETTINGS: readonly RuleSetting[] = ["off", "warn", "error"];

const LOCKED = /^(?:json|io|internal)\//;

/**
 * The settings a code accepts: every one, except for the findings about reading JSON text or a
 * file, and the toolkit's own failures (`json/*`, `io/*`, `internal/*`), which cannot be switched
 * off, and whose errors cannot be lowered: a file that cannot be read is never a pass.
 */
export function allowedSettings(code: string, severity: Severity): readonly RuleSetting[] {
  if (!LOCKED.test(code)) return RULE_SETTINGS;
  return severity === "error" ? ["error"] : ["warn", "error"];
}

const SEVERITY = { warn: "warning", error: "error" } as const;

/**
 * Findings (or issues) with the settings applied, in their order: `"off"` drops a code's findings,
 * `"warn"` and `"error"` set their severity; codes without a setting are kept as they are. Throws a
 * TypeError for a setting that is not one of RULE_SETTINGS or that a code does not accept (a misuse:
 * agentspec.config.json is checked before its settings are used).
 */
export function applyRuleSettings<T extends { code: string; severity: Severity }>(findings: readonly T[], rules: RuleSettings | undefined): T[] {
  if (rules === undefined) return findings as T[];
  const out: T[] = [];
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i]!;
    const setting = Object.hasOwn(rules, f.code) ? rules[f.code] : undefined;
    if (setting === undefined) {
      out.push(f);
      continue;
    }
    if (!allowedSettings(f.code, f.severity).includes(setting)) {
      throw new TypeError(`rule setting ${JSON.stringify(setting)} for ${JSON.stringify(f.code)}: allowed ${allowedSettings(f.code, f.severity).map((s) => JSON.stringify(s)).join(", ")}`);
    }
    if (setting === "off") continue;
    const severity = SEVERITY[setting];
    out.push(severity === f.severity ? f : { ...f, severity });
  }
  return out;
}
