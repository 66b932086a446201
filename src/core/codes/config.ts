// The codes of the configuration file (agentspec.config.json) and of the suppressions file: a
// broken config is reported like a spec, at its place, and stops the command (exit 2).
import type { CodeDefinition, Descriptions } from "../code.js";
import { jsonType } from "../json.js";
import { refusedSetting } from "../setting-words.js";
import { article, list, q } from "../wording.js";

const didYouMean = (p: { suggestion?: string }): string => (p.suggestion === undefined ? "" : `; did you mean ${q(p.suggestion)}?`);

/** The config's own codes. */
export const configCodes = {
  "config/unknown-property": {
    severity: "error",
    message: (p: { property: string; allowed: readonly string[]; suggestion?: string }) =>
      `unknown config property ${q(p.property)}${p.suggestion === undefined ? `; allowed: ${list(p.allowed)}` : didYouMean(p)}`,
  },
  "config/required": { severity: "error", message: (p: { property: string }) => `missing required property ${q(p.property)}` },
  "config/type": {
    severity: "error",
    message: (p: { expected: string; value: unknown }) => `must be ${String(p.expected)}, not ${article(jsonType(p.value, true))}`,
  },
  "config/unknown-rule": {
    severity: "error",
    message: (p: { code: string; suggestion?: string }) => `no finding has the code ${q(p.code)}${didYouMean(p)}`,
  },
  "config/invalid-severity": {
    severity: "error",
    message: (p: { value: unknown; suggestion?: string }) => `${q(p.value)} is no rule setting: use "off", "warn" or "error"${didYouMean(p)}`,
  },
  "config/locked-rule": {
    severity: "error",
    message: (p: { code: string; value: string; accepts: readonly string[] }) =>
      p.accepts.length === 0
        ? `${q(p.code)} cannot be set to ${q(p.value)}: what the text is (json/*), reading it (io/*), the config's own faults (config/*) and internal failures always report as they are`
        : refusedSetting(p.code, p.value),
  },
  "config/invalid-value": { severity: "error", message: (p: { reason: string }) => String(p.reason) },
  "suppressions/unused": {
    severity: "warning",
    message: (p: { file: string; code: string; recorded: number; found: number }) =>
      `${q(p.file)} has ${String(p.found)} finding${p.found === 1 ? "" : "s"} of ${q(p.code)} where ${String(p.recorded)} ${p.recorded === 1 ? "is" : "are"} suppressed: run agentspec check --prune-suppressions`,
  },
} as const satisfies Record<string, CodeDefinition<never>>;

/** One line per config code. */
export const configDescriptions: Descriptions<typeof configCodes> = {
  "config/unknown-property": "agentspec.config.json holds a property the config does not have (a typo, most often).",
  "config/required": "An entry of the config lacks a property it needs (an override without `files`).",
  "config/type": "A value of agentspec.config.json has the wrong JSON type.",
  "config/unknown-rule": "The config's `rules` name a code no check reports.",
  "config/invalid-severity": 'A rule setting is not `"off"`, `"warn"` or `"error"`.',
  "config/locked-rule":
    "The config softens a code that always reports as it is: what the text is (`json/*`), reading it (`io/*`), the config's own faults (`config/*`), an internal failure (`internal/*`); or sets a code that says what the platform's schema refuses (`schema/*`, the condition compiler's, a bundle's envelope) to anything but `\"error\"`.",
  "config/invalid-value": "A value of agentspec.config.json is out of its range (a glob outside the config's folder, a negative `maxWarnings`, a URL that is not http(s)…).",
  "suppressions/unused": "agentspec-suppressions.json records more findings of a code in a file than it has now.",
};
