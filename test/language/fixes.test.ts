import { describe, expect, test } from "vitest";
import { applyEdits, applyFixes, fixesFor, validateSpecText, type Fix, type Issue } from "../../src/index.js";

const webhook = (config: string, extra = ""): string =>
  `{\n  "version": 2,\n  "nodes": [\n    { "id": "a", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://x.example", "method": "GET"${config} }${extra} }\n  ]\n}\n`;

function only(text: string, code: string, strict = false): { issue: Issue; fixes: Fix[] } {
  const issue = validateSpecText(text, { strict }).issues.find((i) => i.code === code);
  if (!issue) throw new Error(`no ${code}`);
  return { issue, fixes: fixesFor(text, issue) };
}

const fixed = (text: string, fix: Fix): string => applyEdits(text, fix.edits);
const codes = (text: string, strict = false): string[] => validateSpecText(text, { strict }).issues.map((i) => i.code);

describe("safe fixes", () => {
  test("a route in the wrong case", () => {
    const text = webhook(', "proxy": "Brazil"');
    const { fixes } = only(text, "webhook/invalid-proxy");
    expect(fixes.map((f) => [f.title, f.safe])).toEqual([['Write the route as "brazil"', true]]);
    expect(fixed(text, fixes[0]!)).toBe(webhook(', "proxy": "brazil"'));
  });

  test("a method in the wrong case", () => {
    const text = webhook("").replace('"GET"', '"post"');
    const { fixes } = only(text, "schema/enum");
    expect(fixes.map((f) => [f.title, f.safe])).toEqual([['Write "POST"', true]]);
    expect(codes(fixed(text, fixes[0]!))).toEqual([]);
  });

  test("a missing version: its own line, indented like the next property", () => {
    const text = '{\n  "nodes": [ { "id": "a", "type": "x" } ]\n}';
    const { fixes } = only(text, "spec/missing-version");
    expect(fixed(text, fixes[0]!)).toBe('{\n  "version": 2,\n  "nodes": [ { "id": "a", "type": "x" } ]\n}');
  });

  test("a missing version on one line", () => {
    const text = '{"nodes":[{"id":"a","type":"x"}]}';
    expect(fixed(text, only(text, "spec/missing-version").fixes[0]!)).toBe('{"version": 2, "nodes":[{"id":"a","type":"x"}]}');
  });

  // Issue #33: under --strict a near miss is one finding (spec/misspelled-property), and its rename
  // has one safety whatever the mode: safe only when the case alone differs (before, the same rename
  // was safe under strict/unknown-property and unsafe under spec/misspelled-property).
  test("a property-name typo under strict is one finding; its rename is safe only when the case alone differs", () => {
    const text = webhook(', "timout": 30', ', "outptVar": "x"');
    expect(codes(text, true)).toEqual(["spec/misspelled-property", "spec/misspelled-property"]);
    for (const strict of [false, true]) expect(only(text, "spec/misspelled-property", strict).fixes.map((f) => [f.title, f.safe])).toEqual([['Rename to "timeout"', false]]);
    expect(applyFixes(text, { strict: true }).text).toBe(text);
    expect(applyFixes(text, { strict: true, unsafe: true }).text).toBe(webhook(', "timeout": 30', ', "outputVar": "x"'));
    const caseOnly = webhook(', "Timeout": 30');
    expect(only(caseOnly, "spec/misspelled-property", true).fixes.map((f) => [f.title, f.safe])).toEqual([['Rename to "timeout"', true]]);
    const all = applyFixes(caseOnly, { strict: true });
    expect(all.text).toBe(webhook(', "timeout": 30'));
    expect(all.remaining).toEqual([]);
  });

  test("a typo whose value would not fit the name is unsafe", () => {
    const text = webhook(', "Timeout": "soon"');
    expect(only(text, "spec/misspelled-property", true).fixes.map((f) => f.safe)).toEqual([false]);
    const containers = '{ "version": 2, "nodes": [ { "id": "a", "type": "x", "tranistion": [ { "to": "a" } ] } ] }';
    expect(only(containers, "spec/misspelled-property", true).fixes.map((f) => [f.title, f.safe])).toEqual([['Rename to "transition"', false]]);
  });

  test("no rename onto a name the object already has", () => {
    const text = webhook(', "timeout": 3, "timout": 30');
    expect(only(text, "strict/unknown-property", true).fixes).toEqual([]);
  });
});

describe("unsafe fixes", () => {
  test("did-you-mean node id in to and in of", () => {
    const text = '{ "version": 2, "nodes": [ { "id": "start", "type": "x", "transition": [ { "to": "finsh" } ] }, { "id": "finish", "type": "x" } ] }';
    const { fixes } = only(text, "transition/unknown-target");
    expect(fixes.map((f) => [f.title, f.safe])).toEqual([['Change to "finish"', false]]);
    expect(codes(fixed(text, fixes[0]!))).toEqual([]);
    const of = '{ "version": 2, "nodes": [ { "id": "start", "type": "x", "transition": [ { "to": "finish", "when": { "source": "node", "of": { "nodeId": "strt" }, "path": "evaluation.x", "op": "exists" } } ] }, { "id": "finish", "type": "x" } ] }';
    expect(codes(fixed(of, only(of, "condition/unknown-node").fixes[0]!))).toEqual([]);
  });

  test("a templated or URL proxy: every route offered, none preferred", () => {
    for (const proxy of ['"{{vars.region}}"', '"https://relay.example.com"']) {
      const text = webhook(`, "proxy": ${proxy}`);
      const { fixes } = only(text, "webhook/invalid-proxy");
      expect(fixes.map((f) => [f.title, f.safe, f.preferred])).toEqual([
        ['Use the route "direct" (the default)', false, false],
        ['Use the route "brazil"', false, false],
        ['Use the route "us"', false, false],
      ]);
      for (const f of fixes) expect(codes(fixed(text, f))).toEqual([]);
      // Unattended, nothing is chosen.
      expect(applyFixes(text, { unsafe: true }).remaining.map((i) => i.code)).toEqual(["webhook/invalid-proxy"]);
    }
  });

  test("a misspelt route", () => {
    const text = webhook(', "proxy": "brasil"');
    expect(only(text, "webhook/invalid-proxy").fixes.map((f) => [f.title, f.safe])).toEqual([['Use the route "brazil"', false]]);
  });

  test("a relay timeout above 300 is capped", () => {
    const text = webhook(', "proxy": "us", "timeout": 900');
    const { fixes } = only(text, "webhook/relay-timeout");
    expect(fixes.map((f) => [f.title, f.safe])).toEqual([["Cap the timeout at 300 s", false]]);
    expect(fixed(text, fixes[0]!)).toBe(webhook(', "proxy": "us", "timeout": 300'));
  });

  test("fixes stale against the text are not offered", () => {
    const text = webhook(', "proxy": "us", "timeout": 900');
    const { issue } = only(text, "webhook/relay-timeout");
    expect(fixesFor(text.replace("900", "901"), issue)).toEqual([]);
  });
});

describe("applyFixes", () => {
  const broken = '{\n  "nodes": [ { "id": "a", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://x", "method": "get", "proxy": "Brazil", "timout": 500 }, "outptVar": "x", "transition": [ { "to": "A" } ] } ]\n}';

  test("safe only by default: what was applied, what remains", () => {
    const r = applyFixes(broken, { strict: true });
    expect(r.applied.map((a) => a.issue.code).sort()).toEqual(["schema/enum", "spec/missing-version", "webhook/invalid-proxy"]);
    expect(r.remaining.map((i) => i.code)).toEqual(["spec/misspelled-property", "spec/misspelled-property", "transition/unknown-target"]);
  });

  test("with unsafe, the guesses too", () => {
    const r = applyFixes(broken, { strict: true, unsafe: true });
    expect(r.remaining).toEqual([]);
    expect(JSON.parse(r.text)).toEqual({
      version: 2,
      nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x", method: "GET", proxy: "brazil", timeout: 300 }, outputVar: "x", transition: [{ to: "a" }] }],
    });
  });

  test("a text with nothing to fix comes back unchanged", () => {
    const text = webhook("");
    expect(applyFixes(text, { unsafe: true })).toEqual({ text, applied: [], remaining: [] });
  });

  test("malformed JSON: nothing applied, the syntax error remains", () => {
    const r = applyFixes('{ "nodes": [ ', { unsafe: true });
    expect(r.applied).toEqual([]);
    expect(r.remaining.map((i) => i.code)).toEqual(["json/syntax"]);
  });
});
