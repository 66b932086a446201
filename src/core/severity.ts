// A repository's rule settings (agentspec.config.json's `rules`): a code's severity changed, or the
// code switched off. What a check finds never changes; only how bad each finding is, or whether it
// is shown; and never whether a spec the platform's schema refuses passes. The one applier of settings: the validators, the document checker, the test runner and
// the suppressions report all apply them through ruleSettler.
import type { Severity } from "./code.js";
import type { IssueCode } from "./codes/index.js";
import { conditionCodes } from "./codes/condition.js";
import { schemaCodes } from "./codes/schema.js";
import { childPointer } from "./pointer.js";
import { refusedSetting } from "./setting-words.js";
import { didYouMean } from "./suggest.js";

/** What a rule setting says: drop the code's findings, or give them this severity. */
export type RuleSetting = "off" | "warn" | "error";

/** Rule settings by code, as a configuration gives them (`json/*`, `io/*` and `internal/*` take none). */
export type RuleSettings = Partial<Record<IssueCode, RuleSetting>>;

/** Every rule setting, in the order the docs list them. */
export const RULE_SETTINGS: readonly RuleSetting[] = ["off", "warn", "error"];

/**
 * The codes that say what the platform's schema refuses: the schema pass's, the condition
 * compiler's (a condition is checked by the compiler alone, in place of the schema), and a bundle's
 * envelope. A setting may not soften them: a spec the platform refuses never passes.
 */
export function reportsSchemaRefusal(code: string): boolean {
  return Object.hasOwn(schemaCodes, code) || Object.hasOwn(conditionCodes, code) || BUNDLE_ENVELOPE.includes(code);
}

const BUNDLE_ENVELOPE: readonly string[] = ["bundle/not-a-bundle", "bundle/unsupported-version", "bundle/agents-not-array"];
const ONLY_ERROR: readonly RuleSetting[] = ["error"];

/**
 * The settings a code accepts: every one, except for what the text itself is (`json/*`), reading
 * it (`io/*`), the toolkit failing (`internal/*`) and the config's own faults (`config/*`), which
 * always report as they are (a file that cannot be read is never a pass), and the codes that say
 * what the platform's schema refuses (reportsSchemaRefusal), which take `"error"` only.
 */
export function allowedSettings(code: string): readonly RuleSetting[] {
  if (/^(json|io|internal|config)\//.test(code)) return [];
  return reportsSchemaRefusal(code) ? ONLY_ERROR : RULE_SETTINGS;
}

// The misspelt key that stands for a missing required one (`"tpye"` without `type`) is reported
// once, as an error of the near-miss code (withoutExplained). A setting that softens that code
// softens the near miss, and leaves the missing key's own error: what the schema refuses stays
// refused. Such a finding is the near-miss code at error severity before any setting (its code's
// own severity is a warning).
const NEAR_MISS = "spec/misspelled-property";
const CONDITION_MEMBERS: readonly string[] = ["op", "source", "path", "of", "value", "comparator"];

/** The missing key's error that a near miss at error severity stood for; undefined for any other finding. */
function hiddenRefusal<T extends { code: string; severity: Severity }>(f: T): T | undefined {
  if (f.code !== NEAR_MISS || f.severity !== "error") return undefined;
  const at = f as unknown as { pointer?: unknown; params?: { property?: unknown; kind?: unknown; suggestion?: unknown }; message?: unknown; target?: unknown };
  const suggestion = at.params?.suggestion;
  if (typeof at.pointer !== "string" || typeof suggestion !== "string") return undefined;
  const pointer = childPointer(at.pointer.slice(0, at.pointer.lastIndexOf("/")), suggestion);
  const kind = at.params?.kind;
  const inCondition = (kind === "comparison" || kind === "length operand") && CONDITION_MEMBERS.includes(suggestion);
  const hidden: Record<string, unknown> = { ...f, severity: "error", pointer };
  delete hidden["target"];
  if (inCondition) {
    const params = kind === "length operand" ? { member: suggestion, within: "length" } : { member: suggestion };
    hidden["code"] = "condition/missing-member";
    hidden["params"] = params;
    if (typeof at.message === "string") hidden["message"] = conditionCodes["condition/missing-member"].message(params as never);
  } else {
    const params = { property: suggestion };
    hidden["code"] = "schema/required";
    hidden["params"] = params;
    if (typeof at.message === "string") hidden["message"] = schemaCodes["schema/required"].message(params);
  }
  return hidden as T;
}

/** Settings applied to findings: each keeps its place; a code set `"off"` is dropped; a softened near miss that stood for a missing key leaves that key's error beside it. */
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
    if (!allowedSettings(code).includes(setting as RuleSetting)) {
      throw new TypeError(`rules: ${refusedSetting(code, setting as string)}`);
    }
  }
  const settings = rules as Readonly<Record<string, RuleSetting>>;
  return (findings) => {
    const out: (typeof findings)[number][] = [];
    for (const f of findings) {
      const setting = Object.hasOwn(settings, f.code) ? settings[f.code] : undefined;
      if (setting === undefined) {
        out.push(f);
        continue;
      }
      const hidden = setting === "error" ? undefined : hiddenRefusal(f);
      if (setting !== "off") out.push({ ...f, severity: setting === "warn" ? "warning" : "error" });
      if (hidden !== undefined) out.push(hidden);
    }
    return out as never;
  };
}

/**
 * Findings (or issues) with the settings applied, in their order: `"off"` drops a code's findings,
 * `"warn"` and `"error"` set their severity; codes without a setting are kept as they are; a near
 * miss that stood for a missing required key, softened, leaves that key's own error. Throws a
 * TypeError for a misuse, as ruleSettler does (settings of codes this caller never reports are
 * accepted: the names of a config's codes are checked when the config is).
 */
export function applyRuleSettings<T extends { code: string; severity: Severity }>(findings: readonly T[], rules: RuleSettings | undefined): T[] {
  return ruleSettler(rules)(findings);
}
