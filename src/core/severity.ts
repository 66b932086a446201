// A repository's rule settings (agentspec.config.json's `rules`): a code's severity changed, or the
// code switched off. What a check finds never changes; only how bad each finding is, or whether it
// is shown. The one applier of settings: the validators, the document checker, the test runner and
// the suppressions report all apply them through ruleSettler.
import type { Severity } from "./code.js";
import type { IssueCode } from "./codes/index.js";
import { didYouMean } from "./suggest.js";

/** What a rule setting says: drop the code's findings, or give them this severity. */
export type RuleSetting = "off" | "warn" | "error";

/** Rule settings by code, as a configuration gives them (`json/*`, `io/*` and `internal/*` take none). */
export type RuleSettings = Partial<Record<IssueCode, RuleSetting>>;

/** Every rule setting, in the order the docs list them. */
export const RULE_SETTINGS: readonly RuleSetting[] = ["off", "warn", "error"];

/**
 * The settings a code accepts: every one, except for what the text itself is (`json/*`), reading
 * it (`io/*`), the toolkit failing (`internal/*`) and the config's own faults (`config/*`, which stop
 * a run), which always report as they are: a file that cannot be read is never a pass.
 */
export function allowedSettings(code: string): readonly RuleSetting[] {
  return /^(json|io|internal|config)\//.test(code) ? [] : RULE_SETTINGS;
}

/** Settings applied to findings: each keeps its place; a code set `"off"` is dropped. */
export type RuleSettler = <T extends { code: string; severity: Severity }>(findings: readonly T[]) => T[];

const keep: RuleSettler = (findings) => findings as never;

/**
 * Rule settings checked once, then applied to any number of documents' findings. Throws a
 * TypeError naming the fault for a misuse (agentspec.config.json is checked before its settings are
 * used): `rules` not an object, a setting that is not `"off"`, `"warn"` or `"error"`, a code that
 * takes no setting (see allowedSettings), or, when `known` (the codes the caller can report, by
 * code) is given, a code it does not hold, with a did-you-mean.
 */
export function ruleSettler(rules: RuleSettings | undefined, known?: Readonly<Record<string, unknown>>): RuleSettler {
  if (rules === undefined) return keep;
  if (rules === null || typeof rules !== "object" || Array.isArray(rules)) throw new TypeError('rules must be an object of code → "off" | "warn" | "error"');
  const codes = Object.keys(rules);
  if (codes.length === 0) return keep;
  for (const code of codes) {
    const setting: unknown = (rules as Record<string, unknown>)[code];
    if (allowedSettings(code).length === 0) throw new TypeError(`rules: ${code} cannot be switched off or changed (json/*, io/*, internal/* and config/* always report)`);
    if (known !== undefined && !Object.hasOwn(known, code)) {
      const guess = didYouMean(code, Object.keys(known));
      throw new TypeError(`rules: no code is named ${JSON.stringify(code)}${guess === undefined ? "" : `; did you mean ${JSON.stringify(guess)}?`}`);
    }
    if (typeof setting !== "string" || !(RULE_SETTINGS as readonly string[]).includes(setting)) {
      throw new TypeError(`rules: ${code} is set to ${JSON.stringify(setting) ?? String(setting)}; use "off", "warn" or "error"`);
    }
  }
  const settings = rules as Readonly<Record<string, RuleSetting>>;
  return (findings) => {
    const out: (typeof findings)[number][] = [];
    for (const f of findings) {
      const setting = Object.hasOwn(settings, f.code) ? settings[f.code] : undefined;
      if (setting === undefined) out.push(f);
      else if (setting !== "off") out.push({ ...f, severity: setting === "warn" ? "warning" : "error" });
    }
    return out as never;
  };
}

/**
 * Findings (or issues) with the settings applied, in their order: `"off"` drops a code's findings,
 * `"warn"` and `"error"` set their severity; codes without a setting are kept as they are. Throws a
 * TypeError for a misuse, as ruleSettler does (settings of codes this caller never reports are
 * accepted: the names of a config's codes are checked when the config is).
 */
export function applyRuleSettings<T extends { code: string; severity: Severity }>(findings: readonly T[], rules: RuleSettings | undefined): T[] {
  return ruleSettler(rules)(findings);
}
