// A configuration's severities, applied by the checker in one place: a code switched off is gone, a
// changed one keeps everything but its severity, and what is found never changes.
import fc from "fast-check";
import { expect, test } from "vitest";
import { checkText, documentChecker, fixedSeverity, type RuleSetting, type RuleSettings } from "../../src/check/index.js";
import { applyFixes } from "../../src/language/index.js";
import type { Issue } from "../../src/core/issue.js";
import { spec, toText } from "../arbitraries.js";
import { allowedSettings } from "../../src/core/severity.js";
import { conditionCodes } from "../../src/core/codes/condition.js";
import { schemaCodes } from "../../src/core/codes/schema.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

const SPEC = `{
  "nodes": [
    { "id": "a", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://x.example/", "method": "GET", "timeout": 9007199254740993, "proxy": "Brazil" },
      "transition": [{ "to": "b" }] }
  ]
}
`;

/**
 * What settings do to issues, written out: off drops, warn/error set the severity, the rest is kept;
 * a near miss that stood for a missing required key (an error of spec/misspelled-property), once
 * softened, leaves that key's own error at its place.
 */
function expected(issues: readonly Issue[], rules: RuleSettings): Issue[] {
  return issues.flatMap((i) => {
    const s = rules[i.code];
    if (s === undefined) return [i];
    const kept: Issue[] = s === "off" ? [] : [{ ...i, severity: s === "warn" ? "warning" : "error" }];
    if (i.code === "spec/misspelled-property" && i.severity === "error" && s !== "error") {
      const p = i.params as { suggestion: string; kind: string };
      const pointer = `${i.pointer.slice(0, i.pointer.lastIndexOf("/"))}/${p.suggestion.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const inCondition = p.kind === "comparison" || p.kind === "length operand";
      const params = inCondition ? (p.kind === "length operand" ? { member: p.suggestion, within: "length" } : { member: p.suggestion }) : { property: p.suggestion };
      const code = inCondition ? "condition/missing-member" : "schema/required";
      const message = inCondition ? conditionCodes["condition/missing-member"].message(params as never) : schemaCodes["schema/required"].message(params as never);
      kept.push({ ...i, code, severity: "error", pointer, params, message } as Issue);
    }
    return kept;
  });
}

test("off removes a code, warn and error set its severity, and valid follows", () => {
  const plain = checkText(SPEC);
  expect(plain.issues.map((i) => i.code)).toEqual(["spec/missing-version", "json/inexact-number", "webhook/invalid-proxy", "transition/unknown-target"]);
  expect(plain.valid).toBe(false);
  const set = checkText(SPEC, { rules: { "transition/unknown-target": "off", "spec/missing-version": "error" } });
  expect(set.issues.map((i) => [i.code, i.severity])).toEqual([
    ["spec/missing-version", "error"],
    ["json/inexact-number", "warning"],
    ["webhook/invalid-proxy", "error"],
  ]);
  const relaxed = checkText(SPEC.replace('"Brazil"', '"brazil"'), { rules: { "transition/unknown-target": "warn" } });
  expect(relaxed.valid).toBe(true);
  // What the schema refuses takes "error" only (issue #33): a setting never makes it pass.
  expect(() => checkText(SPEC, { rules: { "webhook/invalid-proxy": "warn" } })).toThrow(/webhook\/invalid-proxy" cannot be set to "warn": it reports what the platform's schema refuses/);
  expect(checkText(SPEC, { rules: { "webhook/invalid-proxy": "error" } }).issues).toEqual(plain.issues);
});

test("json/*, io/* and internal/* cannot be changed; an unknown code or setting is a misuse, named", () => {
  expect(() => checkText(SPEC, { rules: { "json/inexact-number": "off" } })).toThrow(/json\/inexact-number cannot be switched off or changed/);
  expect(() => checkText(SPEC, { rules: { "json/syntax": "warn" } })).toThrow(TypeError);
  expect(() => checkText(SPEC, { rules: { "io/invalid-utf8": "off" } })).toThrow(TypeError);
  expect(() => checkText(SPEC, { rules: { "internal/rule-failed": "off" } })).toThrow(TypeError);
  expect(() => checkText(SPEC, { rules: { "webhook/invalid-proxi": "off" } as RuleSettings })).toThrow('rules: no code is named "webhook/invalid-proxi"; did you mean "webhook/invalid-proxy"?');
  expect(() => checkText(SPEC, { rules: { "webhook/invalid-proxy": "warning" as RuleSetting } })).toThrow('rules: webhook/invalid-proxy is set to "warning"; use "off", "warn" or "error"');
  expect(fixedSeverity("json/duplicate-key")).toBe(true);
  expect(fixedSeverity("schema/enum")).toBe(false);
  expect(allowedSettings("schema/enum")).toEqual(["error"]);
});

test("a code switched off is not fixed; applyFixes' remaining issues carry the settings", () => {
  const off = applyFixes(SPEC, { rules: { "spec/missing-version": "off" } });
  expect(off.applied.map((a) => a.issue.code)).toEqual(["webhook/invalid-proxy"]);
  expect(off.remaining).toEqual(checkText(off.text, { rules: { "spec/missing-version": "off" } }).issues);
  expect(off.text).not.toContain('"version"');
});

const CODES = ["spec/missing-version", "webhook/invalid-proxy", "webhook/relay-timeout", "transition/unknown-target", "schema/enum", "schema/required", "strict/unknown-property", "spec/misspelled-property", "node/duplicate-id", "bundle/not-a-bundle"] as const;
// Each code with a setting it takes: what the schema refuses takes "error" only.
const settings = fc
  .array(fc.constantFrom(...CODES).chain((code) => fc.constantFrom(...allowedSettings(code)).map((s) => [code, s] as const)))
  .map((pairs) => Object.fromEntries(pairs)) as fc.Arbitrary<RuleSettings>;
const text = fc.tuple(spec, fc.boolean()).map(([s, big]) => {
  const t = toText(s);
  return big ? t.replace(/"timeout": [^,}\n]+/, '"timeout": 1e400') : t;
});

test("what is found never changes: with any settings, the issues are the plain ones with the settings applied, in every entry point", () => {
  fc.assert(
    fc.property(text, settings, fc.boolean(), (t, rules, strict) => {
      const want = expected(checkText(t, { strict }).issues, rules);
      expect(checkText(t, { strict, rules }).issues).toEqual(want);
      expect(documentChecker().check(t, { strict, rules }).issues).toEqual(want);
      const fixed = applyFixes(t, { strict, rules });
      if (fixed.applied.length === 0) expect(fixed.remaining).toEqual(want);
    }),
    { numRuns: RUNS },
  );
});

test("one applier: validateSpec, validateSpecText, checkText and applyRuleSettings refuse the same misuse with the same words, found or not", async () => {
  const { validateSpec, validateSpecText } = await import("../../src/validate/validate.js");
  const { applyRuleSettings } = await import("../../src/core/severity.js");
  const clean = '{ "version": 2, "nodes": [{ "id": "a", "type": "end" }] }';
  const misuses: [unknown, string][] = [
    [{ "json/inexact-number": "off" }, "rules: json/inexact-number cannot be switched off or changed (json/*, io/*, internal/* and config/* always report)"],
    [{ "config/type": "warn" }, "rules: config/type cannot be switched off or changed (json/*, io/*, internal/* and config/* always report)"],
    [{ "webhook/invalid-proxy": "warning" }, 'rules: webhook/invalid-proxy is set to "warning"; use "off", "warn" or "error"'],
    [{ "node/unreachable": null }, "rules: node/unreachable is set to null; use \"off\", \"warn\" or \"error\""],
    [["off"], 'rules must be an object of code → "off" | "warn" | "error"'],
    [{ "schema/required": "off" }, 'rules: "schema/required" cannot be set to "off": it reports what the platform\'s schema refuses, and no setting lets a spec the platform refuses pass (it takes "error" only)'],
  ];
  for (const [rules, words] of misuses) {
    const r = rules as RuleSettings;
    // The clean spec has no finding of the code: the settings are refused all the same.
    expect(() => checkText(clean, { rules: r })).toThrow(new TypeError(words));
    expect(() => validateSpecText(clean, { rules: r })).toThrow(new TypeError(words));
    expect(() => validateSpec(JSON.parse(clean), { rules: r })).toThrow(new TypeError(words));
    expect(() => applyRuleSettings([], r)).toThrow(new TypeError(words));
  }
  // A resolved config's rules are taken whole by the checker: suppressions/unused names a code too.
  expect(checkText(clean, { rules: { "suppressions/unused": "off", "bundle/duplicate-id": "error" } }).issues).toEqual([]);
});

test("property: applyRuleSettings on checkText's plain issues is checkText with the settings", async () => {
  const { applyRuleSettings } = await import("../../src/core/severity.js");
  fc.assert(
    fc.property(text, settings, (t, rules) => {
      expect(applyRuleSettings(checkText(t).issues, rules)).toEqual(checkText(t, { rules }).issues);
    }),
    { numRuns: RUNS },
  );
});
