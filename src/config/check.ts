// Checking agentspec.config.json like a spec: every fault a finding at its pointer (positioned when
// the text is given), with a did-you-mean for a misspelt property, rule code or setting.
import { allCodes } from "../core/codes/all.js";
import { configCodes } from "../core/codes/config.js";
import type { Finding, Issue } from "../core/issue.js";
import { isObject } from "../core/json.js";
import { childPointer } from "../core/pointer.js";
import { RULE_SETTINGS, allowedSettings } from "../core/severity.js";
import { didYouMean } from "../core/suggest.js";
import { parseJsonText } from "../core/text.js";
import { locateFindings } from "../validate/validate.js";
import type { AgentspecConfig } from "./types.js";
import { BASE_URL_PATTERN, CONFIG_PROPERTIES, FAIL_ON, GLOB_PATTERN, POLICY_NAME_PATTERN, POLICY_SEVERITIES, POLICY_TARGETS } from "./constants.js";
import { policyConditionIssues } from "../conditions/policy.js";

const OVERRIDE_PROPERTIES = ["files", "strict", "rules"] as const;
const DIFF_PROPERTIES = ["failOn"] as const;
const failOnWords = `${FAIL_ON.slice(0, -1).map((w) => `"${w}"`).join(", ")} or "${FAIL_ON.at(-1)!}"`;
const REMOTE_PROPERTIES = ["baseUrl", "applicationId"] as const;
/** A policy's properties, in the order the docs list them. */
export const POLICY_PROPERTIES = ["name", "message", "description", "severity", "files", "ignores", "on", "when"] as const;
// Compiled on first use: nothing runs at import.
let patterns: { glob: RegExp; baseUrl: RegExp; name: RegExp } | undefined;
const compiled = () => (patterns ??= { glob: new RegExp(GLOB_PATTERN), baseUrl: new RegExp(BASE_URL_PATTERN), name: new RegExp(POLICY_NAME_PATTERN) });

type Report = (f: Finding) => void;

function type(report: Report, pointer: string, expected: string, value: unknown): void {
  report({ code: "config/type", severity: "error", pointer, params: { expected, value } });
}

/** Unknown property names of `obj` (each reported at its key); true when `obj` is an object. */
function known(report: Report, obj: unknown, pointer: string, names: readonly string[], what: string): obj is Record<string, unknown> {
  if (!isObject(obj)) {
    type(report, pointer, what, obj);
    return false;
  }
  for (const key of Object.keys(obj)) {
    if (names.includes(key)) continue;
    const suggestion = didYouMean(key, names);
    report({ code: "config/unknown-property", severity: "error", pointer: childPointer(pointer, key), target: "key", params: suggestion === undefined ? { property: key, allowed: names } : { property: key, allowed: names, suggestion } } as Finding);
  }
  return true;
}

const boolean = (report: Report, v: unknown, pointer: string): void => {
  if (typeof v !== "boolean") type(report, pointer, "true or false", v);
};

function globs(report: Report, v: unknown, pointer: string): void {
  if (!Array.isArray(v)) return type(report, pointer, "an array of globs", v);
  if (v.length === 0) report({ code: "config/invalid-value", severity: "error", pointer, params: { reason: "must hold at least one glob" } });
  v.forEach((g, i) => {
    const at = `${pointer}/${i}`;
    if (typeof g !== "string") type(report, at, "a glob (a string)", g);
    else if (!compiled().glob.test(g)) report({ code: "config/invalid-value", severity: "error", pointer: at, params: { reason: `glob ${JSON.stringify(g)} must be relative to the config's folder and stay inside it (no leading "/", no ".." segment)` } });
  });
}

let codes: readonly string[] | undefined;
/** Every code a check reports. */
const everyCode = (): readonly string[] => (codes ??= Object.keys(allCodes));

function rules(report: Report, v: unknown, pointer: string): void {
  if (!isObject(v)) return type(report, pointer, "an object of rule settings by code", v);
  for (const [code, setting] of Object.entries(v)) {
    const at = childPointer(pointer, code);
    if (!Object.hasOwn(allCodes, code)) {
      const suggestion = didYouMean(code, everyCode());
      report({ code: "config/unknown-rule", severity: "error", pointer: at, target: "key", params: suggestion === undefined ? { code } : { code, suggestion } } as Finding);
      continue;
    }
    if (typeof setting !== "string" || !(RULE_SETTINGS as readonly string[]).includes(setting)) {
      const suggestion = typeof setting === "string" ? (setting === "warning" ? "warn" : didYouMean(setting, RULE_SETTINGS)) : undefined;
      report({ code: "config/invalid-severity", severity: "error", pointer: at, params: suggestion === undefined ? { value: setting } : { value: setting, suggestion } } as Finding);
      continue;
    }
    if (!(allowedSettings(code) as readonly string[]).includes(setting)) report({ code: "config/locked-rule", severity: "error", pointer: at, params: { code, value: setting, accepts: allowedSettings(code) } });
  }
}

/** One of `words`, else a finding with a did-you-mean. */
function oneOf(report: Report, v: unknown, pointer: string, what: string, words: readonly string[]): void {
  if ((words as readonly unknown[]).includes(v)) return;
  // "warning" is what an issue says: the config's word is "warn", as in `rules`.
  const suggestion = typeof v === "string" ? (v === "warning" && words.includes("warn") ? "warn" : didYouMean(v, words)) : undefined;
  report({ code: "config/invalid-value", severity: "error", pointer, params: { reason: `${what} must be ${words.map((w) => `"${w}"`).join(" or ")}, not ${JSON.stringify(v) ?? String(v)}${suggestion === undefined ? "" : `; did you mean "${suggestion}"?`}` } });
}

/** The policies: each an object with a unique name, a message and a condition that compiles in the policy grammar. */
function policies(report: Report, v: unknown, at: string): void {
  if (!Array.isArray(v)) return type(report, at, "an array of policies", v);
  const names = new Map<string, number>();
  v.forEach((p, i) => {
    const pp = `${at}/${i}`;
    if (!known(report, p, pp, POLICY_PROPERTIES, "a policy object")) return;
    for (const required of ["name", "message", "when"] as const) {
      if (!Object.hasOwn(p, required)) report({ code: "config/required", severity: "error", pointer: `${pp}/${required}`, params: { property: required } });
    }
    for (const [k, w] of Object.entries(p)) {
      const kp = `${pp}/${k}`;
      switch (k) {
        case "name":
          if (typeof w !== "string") type(report, kp, "a name (a string)", w);
          else if (!compiled().name.test(w)) report({ code: "config/invalid-value", severity: "error", pointer: kp, params: { reason: `policy name ${JSON.stringify(w)} must be lower-case words joined by "-" (its code is "policy/<name>")` } });
          else if (names.has(w)) report({ code: "config/invalid-value", severity: "error", pointer: kp, params: { reason: `policy name ${JSON.stringify(w)} is already the name of policies[${names.get(w)!}]` } });
          else names.set(w, i);
          break;
        case "message":
        case "description":
          if (typeof w !== "string") type(report, kp, "a string", w);
          else if (w.trim() === "") report({ code: "config/invalid-value", severity: "error", pointer: kp, params: { reason: `the policy's ${k} must not be empty` } });
          break;
        case "severity":
          oneOf(report, w, kp, "a policy's severity", POLICY_SEVERITIES);
          break;
        case "on":
          oneOf(report, w, kp, "what a policy is evaluated on", POLICY_TARGETS);
          break;
        case "files":
        case "ignores":
          globs(report, w, kp);
          break;
        case "when":
          for (const issue of policyConditionIssues(w, kp)) report({ code: "config/invalid-value", severity: "error", pointer: issue.pointer, params: { reason: `the policy's condition does not compile: ${issue.message}` } });
          break;
      }
    }
  });
}

/** The findings of a config value: empty when it is a config agentspec can use. Never throws on JSON data. */
export function configFindings(value: unknown): Finding[] {
  const out: Finding[] = [];
  const report: Report = (f) => out.push(f);
  if (!known(report, value, "", CONFIG_PROPERTIES, "an object")) return out;
  for (const [key, v] of Object.entries(value)) {
    const at = childPointer("", key);
    switch (key) {
      case "$schema":
        if (typeof v !== "string") type(report, at, "a string", v);
        break;
      case "root":
      case "strict":
      case "cache":
        boolean(report, v, at);
        break;
      case "rules":
        rules(report, v, at);
        break;
      case "ignores":
      case "files":
        globs(report, v, at);
        break;
      case "maxWarnings":
        if (typeof v !== "number" || !Number.isInteger(v)) type(report, at, "a whole number", v);
        else if (v < 0) report({ code: "config/invalid-value", severity: "error", pointer: at, params: { reason: `must be 0 or more, not ${v}` } });
        break;
      case "threads":
        if (v !== "auto" && (typeof v !== "number" || !Number.isInteger(v))) type(report, at, 'a whole number or "auto"', v);
        else if (typeof v === "number" && (v < 1 || v > 256)) report({ code: "config/invalid-value", severity: "error", pointer: at, params: { reason: `must be from 1 to 256, or "auto", not ${v}` } });
        break;
      case "overrides":
        if (!Array.isArray(v)) {
          type(report, at, "an array of overrides", v);
          break;
        }
        v.forEach((o, i) => {
          const op = `${at}/${i}`;
          if (!known(report, o, op, OVERRIDE_PROPERTIES, "an override object")) return;
          if (!Object.hasOwn(o, "files")) report({ code: "config/required", severity: "error", pointer: `${op}/files`, params: { property: "files" } });
          for (const [k, w] of Object.entries(o)) {
            if (k === "files") globs(report, w, `${op}/files`);
            else if (k === "strict") boolean(report, w, `${op}/strict`);
            else if (k === "rules") rules(report, w, `${op}/rules`);
          }
        });
        break;
      case "diff":
        if (!known(report, v, at, DIFF_PROPERTIES, "an object")) break;
        if (Object.hasOwn(v, "failOn") && !(FAIL_ON as readonly unknown[]).includes(v["failOn"])) {
          const f = v["failOn"];
          const suggestion = typeof f === "string" ? didYouMean(f, FAIL_ON) : undefined;
          report({ code: "config/invalid-value", severity: "error", pointer: `${at}/failOn`, params: { reason: `failOn must be ${failOnWords}, not ${JSON.stringify(f) ?? String(f)}${suggestion === undefined ? "" : `; did you mean "${suggestion}"?`}` } });
        }
        break;
      case "policies":
        policies(report, v, at);
        break;
      case "remote":
        if (!known(report, v, at, REMOTE_PROPERTIES, "an object")) break;
        if (Object.hasOwn(v, "baseUrl")) {
          const u = v["baseUrl"];
          if (typeof u !== "string") type(report, `${at}/baseUrl`, "a URL (a string)", u);
          else if (!compiled().baseUrl.test(u)) report({ code: "config/invalid-value", severity: "error", pointer: `${at}/baseUrl`, params: { reason: "baseUrl must be an http: or https: URL with a host and no query, fragment or credentials" } });
        }
        if (Object.hasOwn(v, "applicationId")) {
          const a = v["applicationId"];
          if (typeof a !== "number" || !Number.isInteger(a)) type(report, `${at}/applicationId`, "a whole number (the platform's application id)", a);
          else if (a < 1) report({ code: "config/invalid-value", severity: "error", pointer: `${at}/applicationId`, params: { reason: `applicationId must be 1 or more, not ${a}` } });
        }
        break;
    }
  }
  return out;
}

/** A config text checked: its value when it is a config agentspec can use, and its issues (positioned) either way. */
export function checkConfigText(text: string): { config?: AgentspecConfig; issues: Issue[] } {
  const parsed = parseJsonText(text);
  if (!parsed.parsed || parsed.findings.length > 0) return { issues: locateFindings(text, parsed.findings, configCodes) };
  const findings = configFindings(parsed.value);
  if (findings.length > 0) return { issues: locateFindings(text, findings, configCodes) };
  return { config: parsed.value as AgentspecConfig, issues: [] };
}
