// Completion and hover in agentspec.config.json, as pure functions of the text: the config's keys,
// every rule code a setting can change (in `rules` and in an override's `rules`) with its
// description, and the settings. Read from the config's JSON Schema, the file shipped as
// agentspec-toolkit/config-schema.json.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { allCodes, allDescriptions } from "../../src/core/codes/all.js";
import { allowedSettings } from "../../src/core/severity.js";
import { configCompletionsAt, configHoverAt } from "../../src/language/config.js";
import { applyEdits } from "../../src/language/fixes.js";
import { checkConfigText } from "../../src/config/check.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);
const shipped = JSON.parse(readFileSync(new URL("../../schema/agentspec-config.schema.json", import.meta.url), "utf8")) as {
  properties: Record<string, { description?: string }> & { rules: { properties: Record<string, { description: string; not?: object }> } };
};
const codes = Object.keys(allCodes);
const settable = codes.filter((c) => allowedSettings(c).length > 0);
const locked = codes.filter((c) => allowedSettings(c).length === 0);

/** The text with `|` taken out, and the cursor's offset there. */
function cursor(marked: string): [string, number] {
  const at = marked.indexOf("|");
  return [marked.slice(0, at) + marked.slice(at + 1), at];
}

test("the config's top-level keys, each with the shipped schema's description, minus those present", () => {
  const [text, at] = cursor('{\n  "strict": true,\n  |\n}\n');
  const c = configCompletionsAt(text, at);
  const want = Object.keys(shipped.properties).filter((k) => k !== "strict");
  expect(c.items.map((i) => i.label)).toEqual(want);
  for (const item of c.items) expect(item.documentation).toBe(shipped.properties[item.label]!.description);
  // Inserted as a property with a value to fill.
  expect(c.items.find((i) => i.label === "maxWarnings")!.insertText).toBe('"maxWarnings": ${1}');
  expect(c.items.find((i) => i.label === "rules")!.insertText).toBe('"rules": {${1}}');
});

test("every code a setting can change is a key of rules and of an override's rules, with its description and default; a code that cannot be set is not offered", () => {
  for (const marked of ['{ "rules": { | } }', '{ "overrides": [{ "files": ["legacy"], "rules": { "|" } }] }']) {
    const [text, at] = cursor(marked);
    const items = configCompletionsAt(text, at).items;
    expect(items.map((i) => i.label)).toEqual(settable);
    for (const item of items) {
      expect(item.documentation).toBe(shipped.properties.rules.properties[item.label]!.description);
      expect(item.documentation).toContain(allDescriptions[item.label as keyof typeof allDescriptions]);
    }
    expect(items.some((i) => locked.includes(i.label))).toBe(false);
  }
  // A code present already is not offered again.
  const [text, at] = cursor('{ "rules": { "node/unreachable": "off", | } }');
  expect(configCompletionsAt(text, at).items.map((i) => i.label)).toEqual(settable.filter((c) => c !== "node/unreachable"));
});

test("a setting's values are off, warn and error, each said in words; the text a completion gives is a valid config", () => {
  const [text, at] = cursor('{ "rules": { "node/unreachable": | } }');
  const c = configCompletionsAt(text, at);
  expect(c.items.map((i) => [i.label, i.insertText])).toEqual([["off", '"off"'], ["warn", '"warn"'], ["error", '"error"']]);
  expect(c.items.every((i) => typeof i.documentation === "string" && i.documentation.length > 0)).toBe(true);
  for (const item of c.items) {
    const fixed = applyEdits(text, [{ from: c.from, to: c.to, insert: item.insertText }]);
    expect(checkConfigText(fixed).issues).toEqual([]);
  }
  // Inside quotes already typed: the rest of the word and the closing quote.
  const [t2, a2] = cursor('{ "overrides": [{ "files": ["x"], "rules": { "spec/misspelled-property": "w|" } }] }');
  const c2 = configCompletionsAt(t2, a2);
  expect(c2.items.map((i) => i.insertText)).toEqual(['off"', 'warn"', 'error"']);
  expect(checkConfigText(applyEdits(t2, [{ from: c2.from, to: c2.to, insert: 'warn"' }])).issues).toEqual([]);
  // Booleans and the diff classes come from the schema too.
  const [t3, a3] = cursor('{ "root": | }');
  expect(configCompletionsAt(t3, a3).items.map((i) => i.label)).toEqual(["true", "false"]);
  const [t4, a4] = cursor('{ "diff": { "failOn": "|" } }');
  expect(configCompletionsAt(t4, a4).items.map((i) => i.label)).toEqual(["breaking", "behaviour", "cosmetic", "any"]);
});

test("hover: a key's description, a rule code's description and default, a setting in words, and an unknown key or code said so", () => {
  const text = '{\n  "maxWarnings": 0,\n  "rules": { "node/unreachable": "off", "json/syntax": "off", "node/unreachabel": "warn" },\n  "overrides": [{ "files": ["a"], "rules": { "webhook/relay-timeout": "error" } }],\n  "rulse": {}\n}\n';
  const on = (needle: string, shift = 2): string | undefined => configHoverAt(text, text.indexOf(needle) + shift)?.markdown;
  expect(on('"maxWarnings"')).toBe(`**maxWarnings** · agentspec.config.json\n\n${shipped.properties.maxWarnings!.description}`);
  expect(on('"node/unreachable"')).toBe(`**node/unreachable** · rule setting\n\n${shipped.properties.rules.properties["node/unreachable"]!.description}`);
  expect(on('"node/unreachable"')).toContain("(default: warn)");
  expect(on('"webhook/relay-timeout"')).toBe(`**webhook/relay-timeout** · rule setting\n\n${shipped.properties.rules.properties["webhook/relay-timeout"]!.description}`);
  expect(on('"json/syntax"')).toContain("cannot be set");
  expect(on('"node/unreachabel"')).toContain("No code is named so");
  expect(on('"rulse"')).toContain("Not a property the config takes here");
  const value = configHoverAt(text, text.indexOf('"off"') + 1)!;
  expect(value.markdown).toContain("The code's findings are not reported.");
  expect(text.slice(value.from, value.to)).toBe('"off"');
  const error = configHoverAt(text, text.indexOf('"error"') + 1)!;
  expect(error.markdown).toContain("errors");
});

test("property: completion and hover never throw on any text or cursor, and each proposal's span lies in the text", () => {
  const pieces = fc.constantFrom('{', '}', '[', ']', ',', ':', '"rules"', '"overrides"', '"files"', '"node/unreachable"', '"off"', ' ', '\n', '"', 'tr', '0', '"diff"', '"failOn"');
  fc.assert(
    fc.property(fc.array(pieces, { maxLength: 30 }).map((p) => p.join("")), fc.nat(), (text, n) => {
      const at = text.length === 0 ? 0 : n % (text.length + 1);
      const c = configCompletionsAt(text, at);
      expect(c.from).toBeGreaterThanOrEqual(0);
      expect(c.to).toBeLessThanOrEqual(text.length);
      expect(c.from).toBeLessThanOrEqual(c.to);
      const h = configHoverAt(text, at);
      if (h) expect(h.from <= at && at <= h.to).toBe(true);
    }),
    { numRuns: RUNS },
  );
});
