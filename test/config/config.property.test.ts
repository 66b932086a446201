// Laws of agentspec.config.json: the checker and the shipped JSON Schema agree on every value, the
// checker never throws, rule settings change only severities (in every entry point), a config that
// switches every code off leaves only what the text itself is, and the last matching override wins.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkConfigText, configFindings } from "../../src/config/check.js";
import { compilePolicy } from "../../src/config/resolve.js";
import { configJsonSchema } from "../../src/config/schema.js";
import { allowedSettings, reportsSchemaRefusal, RULE_SETTINGS, type RuleSettings } from "../../src/core/severity.js";
import { allCodes } from "../../src/core/codes/all.js";
import { validateSpecText } from "../../src/validate/validate.js";
import { checkText } from "../../src/check/index.js";
import { anyDocument, spec, toText } from "../arbitraries.js";
import { webhookRiskCodes } from "../../src/core/codes/webhook-risks.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);
const ROOT = join(import.meta.dirname, "..", "..");
const codes = Object.keys(allCodes);
const settable = codes.filter((c) => allowedSettings(c).length > 0);
/** The codes a document can have (the suppressions file's own code is applied by the command line). */
const documentSettable = settable.filter((c) => c !== "suppressions/unused");
const locked = codes.filter((c) => allowedSettings(c).length === 0);

const ajv = new Ajv2020({ allErrors: true, strict: false });
const schemaValid = ajv.compile(JSON.parse(readFileSync(join(ROOT, "schema", "agentspec-config.schema.json"), "utf8")) as object);

const glob = fc.oneof(fc.constantFrom("agents/**", "legacy", "*.json", "a/{b,c}/*.json", "../up", "/abs", "", "x/../y", "C:/d"), fc.string({ maxLength: 8 }));
const setting = fc.oneof(fc.constantFrom(...RULE_SETTINGS), fc.constantFrom("warning", "Off", 1, null));
const rules = fc.dictionary(fc.oneof(fc.constantFrom(...codes), fc.constantFrom("node/unreachabel", "nope")), setting, { maxKeys: 4 });
/** Config-like values: mostly the right shape, with faults mixed in. */
const configLike = fc.record(
  {
    root: fc.oneof(fc.boolean(), fc.constant("yes")),
    strict: fc.boolean(),
    rules,
    overrides: fc.array(fc.record({ files: fc.oneof(fc.array(glob, { maxLength: 3 }), fc.constant("x")), strict: fc.oneof(fc.boolean(), fc.constant(1)), rules }, { requiredKeys: [] }), { maxLength: 3 }),
    ignores: fc.array(glob, { maxLength: 3 }),
    files: fc.array(glob, { maxLength: 3 }),
    maxWarnings: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double({ noNaN: true, min: 0, max: 3 })),
    diff: fc.record({ failOn: fc.constantFrom("breaking", "behaviour", "cosmetic", "any", "behavior") }, { requiredKeys: [] }),
    remote: fc.record({ baseUrl: fc.constantFrom("https://x.example", "http://127.0.0.1:8080/base", "ftp://x", "https://u@x", "https://x?q"), applicationId: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constant("12")) }, { requiredKeys: [] }),
    rulse: fc.constant({}),
  },
  { requiredKeys: [] },
);

describe("the config checker", () => {
  test("the shipped schema is the one the code definitions give (npm run generate)", () => {
    expect(JSON.parse(readFileSync(join(ROOT, "schema", "agentspec-config.schema.json"), "utf8"))).toEqual(configJsonSchema());
  });

  test("property: the JSON Schema and the checker agree on every value", () => {
    fc.assert(
      fc.property(fc.oneof(configLike, fc.jsonValue({ maxDepth: 3 })), (value) => {
        expect(schemaValid(value), JSON.stringify(configFindings(value))).toBe(configFindings(value).length === 0);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  test("property: checking a config text never throws; a config is given back only when there is no finding, and every finding is placed", () => {
    fc.assert(
      fc.property(fc.oneof(configLike.map((c) => JSON.stringify(c, null, 2)), fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        const checked = checkConfigText(text);
        expect(checked.config === undefined).toBe(checked.issues.length > 0);
        for (const i of checked.issues) expect(i.range).toBeDefined();
      }),
      { numRuns: RUNS * 3 },
    );
  });

  test("every settable code takes the settings allowedSettings gives it and no other; json/*, io/* and internal/* take none; what the schema refuses takes error only", () => {
    for (const s of RULE_SETTINGS) {
      const taking = settable.filter((c) => allowedSettings(c).includes(s));
      expect(configFindings({ rules: Object.fromEntries(taking.map((c) => [c, s])) })).toEqual([]);
      const refusing = settable.filter((c) => !allowedSettings(c).includes(s));
      expect(configFindings({ rules: Object.fromEntries(refusing.map((c) => [c, s])) }).map((f) => f.code)).toEqual(refusing.map(() => "config/locked-rule"));
    }
    for (const code of locked) expect(configFindings({ rules: { [code]: "error" } }).map((f) => f.code)).toEqual(["config/locked-rule"]);
    expect(locked).toEqual(expect.arrayContaining(["json/syntax", "io/unreadable", "internal/rule-failed", "config/unknown-rule"]));
    expect(settable.filter((c) => allowedSettings(c).length === 1)).toEqual(expect.arrayContaining(["schema/required", "schema/enum", "webhook/invalid-proxy", "condition/missing-member", "bundle/not-a-bundle"]));
  });
});

describe("rule settings", () => {
  // Every code that can be switched off, off (what the schema refuses cannot be).
  const allOff: RuleSettings = Object.fromEntries(documentSettable.filter((c) => allowedSettings(c).includes("off")).map((c) => [c, "off"]));
  const texts = fc.oneof(anyDocument.map(toText), spec.map(toText), fc.string(), anyDocument.map((d) => `${toText(d).slice(0, 40)}`));

  test("property: a config that switches every code off leaves only what the text itself is (json/*) and what the schema refuses", () => {
    fc.assert(
      fc.property(texts, fc.boolean(), (text, strict) => {
        for (const issues of [validateSpecText(text, { strict, rules: allOff }).issues, checkText(text, { strict, rules: allOff }).issues]) {
          expect(issues.filter((i) => !i.code.startsWith("json/") && !reportsSchemaRefusal(i.code))).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("property: settings never change which findings exist, only their severity, and validateSpecText and checkText agree", () => {
    // Codes with warn or error as they take them; a near miss that stands for a missing key is kept at
    // error (spec/misspelled-property is left out: softened, it leaves the key's own error, a finding
    // more; test/seams/verdict.test.ts holds that).
    const softenable = documentSettable.filter((c) => c !== "spec/misspelled-property");
    const settings = fc
      .array(fc.constantFrom(...softenable).chain((c) => fc.constantFrom(...allowedSettings(c).filter((s) => s !== "off")).map((s) => [c, s] as const)), { maxLength: 6 })
      .map((pairs) => Object.fromEntries(pairs) as Record<string, "warn" | "error">);
    fc.assert(
      fc.property(spec.map(toText), settings, fc.boolean(), (text, set, strict) => {
        const plain = validateSpecText(text, { strict }).issues;
        const withSet = validateSpecText(text, { strict, rules: set }).issues;
        expect(withSet.map((i) => [i.code, i.pointer, i.message, i.range])).toEqual(plain.map((i) => [i.code, i.pointer, i.message, i.range]));
        expect(withSet.map((i) => i.severity)).toEqual(plain.map((i) => (Object.hasOwn(set, i.code) ? (set[i.code as keyof typeof set] === "warn" ? "warning" : "error") : i.severity)));
        // The checker's own codes (credentials, risky webhooks) aside: validateSpecText does not run those.
        expect(checkText(text, { strict, rules: set }).issues.filter((i) => i.code !== "json/inexact-number" && !i.code.startsWith("secret/") && !Object.hasOwn(webhookRiskCodes, i.code))).toEqual(withSet);
      }),
      { numRuns: RUNS },
    );
  });

  test("property: overrides apply in order, the last that matches a file wins; globs are relative to the config's folder", () => {
    const code = "node/unreachable";
    const folder = fc.constantFrom("a", "a/b", "c");
    fc.assert(
      fc.property(fc.array(fc.record({ dir: folder, setting: fc.constantFrom(...RULE_SETTINGS) }), { maxLength: 5 }), fc.constantFrom("a/x.json", "a/b/y.json", "c/z.json", "d/w.json"), (overrides, file) => {
        const policy = compilePolicy([{ path: "/repo/agentspec.config.json", dir: "/repo", config: { overrides: overrides.map((o) => ({ files: [`${o.dir}/**`], rules: { [code]: o.setting } })) } }], (g) => new RegExp(`^${g.replace("/**", "(?:/.*)?")}$`));
        const last = [...overrides].reverse().find((o) => file.startsWith(`${o.dir}/`));
        expect(policy.optionsFor(`/repo/${file}`).rules[code]).toBe(last?.setting);
        // A file outside the config's folder: no override applies.
        expect(policy.optionsFor(`/elsewhere/${file}`).rules[code]).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });
});
