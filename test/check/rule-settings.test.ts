// A configuration's severities, applied by the checker in one place: a code switched off is gone, a
// changed one keeps everything but its severity, and what is found never changes.
import fc from "fast-check";
import { expect, test } from "vitest";
import { checkText, documentChecker, fixedSeverity, type RuleSetting, type RuleSettings } from "../../src/check/index.js";
import { applyFixes } from "../../src/language/index.js";
import type { Issue } from "../../src/core/issue.js";
import { spec, toText } from "../arbitraries.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

const SPEC = `{
  "nodes": [
    { "id": "a", "type": "action", "actionType": "WEBHOOK",
      "config": { "url": "https://x.example/", "method": "GET", "timeout": 9007199254740993, "proxy": "Brazil" },
      "transition": [{ "to": "b" }] }
  ]
}
`;

/** What settings do to issues, written out: off drops, warn/error set the severity, the rest is kept. */
function expected(issues: readonly Issue[], rules: RuleSettings): Issue[] {
  return issues.flatMap((i) => {
    const s = rules[i.code];
    if (s === undefined) return [i];
    if (s === "off") return [];
    return [{ ...i, severity: s === "warn" ? "warning" : "error" }];
  });
}

test("off removes a code, warn and error set its severity, and valid follows", () => {
  const plain = checkText(SPEC);
  expect(plain.issues.map((i) => i.code)).toEqual(["spec/missing-version", "json/inexact-number", "webhook/invalid-proxy", "transition/unknown-target"]);
  expect(plain.valid).toBe(false);
  const set = checkText(SPEC, { rules: { "webhook/invalid-proxy": "warn", "transition/unknown-target": "off", "spec/missing-version": "error" } });
  expect(set.issues.map((i) => [i.code, i.severity])).toEqual([
    ["spec/missing-version", "error"],
    ["json/inexact-number", "warning"],
    ["webhook/invalid-proxy", "warning"],
  ]);
  const relaxed = checkText(SPEC, { rules: { "webhook/invalid-proxy": "warn", "transition/unknown-target": "warn" } });
  expect(relaxed.valid).toBe(true);
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
});

test("a code switched off is not fixed; applyFixes' remaining issues carry the settings", () => {
  const off = applyFixes(SPEC, { rules: { "webhook/invalid-proxy": "off" } });
  expect(off.applied.map((a) => a.issue.code)).toEqual(["spec/missing-version"]);
  expect(off.remaining).toEqual(checkText(off.text, { rules: { "webhook/invalid-proxy": "off" } }).issues);
  expect(off.text).toContain('"Brazil"');
});

const CODES = ["spec/missing-version", "webhook/invalid-proxy", "webhook/relay-timeout", "transition/unknown-target", "schema/enum", "schema/required", "strict/unknown-property", "node/duplicate-id", "bundle/not-a-bundle"] as const;
const settings = fc.dictionary(fc.constantFrom(...CODES), fc.constantFrom<RuleSetting>("off", "warn", "error")) as fc.Arbitrary<RuleSettings>;
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
