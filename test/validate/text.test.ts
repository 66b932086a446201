import { describe, expect, test } from "vitest";
import { validateSpecText, validateSpec } from "../../src/index.js";
import type { Issue } from "../../src/index.js";

const spec = (proxy: string) =>
  `{\n  "version": 2,\n  "nodes": [\n    {\n      "id": "a",\n      "type": "action",\n      "actionType": "WEBHOOK",\n      "config": { "url": "https://x.example.com", "method": "GET", "proxy": ${JSON.stringify(proxy)} }\n    }\n  ]\n}\n`;

const at = (text: string, i: Issue) => text.slice(i.range!.start.offset, i.range!.end.offset);
const where = (i: Issue) => `${i.range!.start.line}:${i.range!.start.column}`;

describe("validateSpecText positions", () => {
  test("a bad proxy is underlined exactly, at its line and column", () => {
    const text = spec("eu");
    const { valid, issues } = validateSpecText(text);
    expect(valid).toBe(false);
    expect(issues).toHaveLength(1);
    const [i] = issues as [Issue];
    expect(i.code).toBe("webhook/invalid-proxy");
    expect(i.pointer).toBe("/nodes/0/config/proxy");
    expect(at(text, i)).toBe('"eu"');
    expect(where(i)).toBe(`8:${text.split("\n")[7]!.indexOf('"eu"') + 1}`);
    expect(i.message).toMatch(/"direct", "brazil" or "us"/);
  });

  test("the proxy message tells a template, a URL and a wrong case apart", () => {
    const msg = (p: string) => validateSpecText(spec(p)).issues[0]!.message;
    expect(msg("{{vars.region}}")).toMatch(/cannot be a template/);
    expect(msg("https://relay.example.com")).toMatch(/not a relay URL/);
    expect(msg("Brazil")).toMatch(/must be written exactly "brazil"/);
    expect(msg("eu")).toMatch(/unknown proxy route "eu"/);
  });

  test("CRLF line ends and a byte-order mark keep lines, columns and offsets right", () => {
    const lf = spec("eu");
    const crlf = "\uFEFF" + lf.replace(/\n/g, "\r\n");
    const a = validateSpecText(lf).issues[0]!;
    const b = validateSpecText(crlf).issues[0]!;
    expect(where(b)).toBe(where(a));
    expect(at(crlf, b)).toBe('"eu"');
    expect(b.range!.start.offset).toBe(a.range!.start.offset + 1 + 7); // the BOM and seven \r before line 8
  });

  test("a tab counts as one column", () => {
    const text = spec("eu").replace('      "config"', '\t"config"');
    const i = validateSpecText(text).issues[0]!;
    expect(at(text, i)).toBe('"eu"');
    expect(i.range!.start.line).toBe(8);
    expect(i.range!.start.column).toBe(text.split("\n")[7]!.indexOf('"eu"') + 1);
    expect(text.split("\n")[7]!.startsWith('\t"config"')).toBe(true);
  });

  test("a repeated key is an error at the second copy; the last copy is the value validated", () => {
    const text = '{"version": 2, "nodes": [{"id": "a", "type": "x", "id": 5}]}';
    const { issues } = validateSpecText(text);
    expect(issues.map((i) => [i.code, i.pointer, at(text, i)])).toEqual([
      ["json/duplicate-key", "/nodes/0/id", '"id"'],
      ["schema/type", "/nodes/0/id", "5"],
    ]);
  });

  test("a syntax error is one positioned issue", () => {
    const text = '{\n  "nodes": [\n    {"id": "a",}\n  ]\n}';
    const { valid, issues } = validateSpecText(text);
    expect(valid).toBe(false);
    expect(issues.map((i) => [i.code, where(i), i.message])).toEqual([["json/syntax", "3:16", "invalid JSON: trailing comma before '}'"]]);
  });

  test("what jsonc-parser lets through, JSON.parse still refuses", () => {
    for (const text of ['{"nodes": [01]}', '{"nodes": [1.]}', '{"nodes": [-]}']) {
      const { valid, issues } = validateSpecText(text);
      expect(valid, text).toBe(false);
      expect(issues).toHaveLength(1);
      expect(issues[0]!.code).toBe("json/syntax");
    }
  });

  test("comments, empty text and trailing commas are refused", () => {
    expect(validateSpecText('{"nodes": []} // x').issues[0]!.code).toBe("json/syntax");
    expect(validateSpecText("  \n").issues[0]!.code).toBe("json/empty");
    expect(validateSpecText('{"nodes": [],}').issues[0]!.code).toBe("json/syntax");
  });

  test("100,000 levels of nesting in text give one issue, not a crash", () => {
    for (const text of ["[".repeat(100_000), '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000), '{"nodes": [' + "[".repeat(100_000) + "]".repeat(100_000) + "]}"]) {
      const { issues } = validateSpecText(text);
      expect(issues.map((i) => i.code)).toEqual(["json/too-deep"]);
    }
  });

  test("100,000 levels of nesting in a value give one issue at the deep place, not a crash", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    const { issues } = validateSpec({ version: 2, nodes: [{ id: "a", type: "x", transition: [{ to: "a", when: deep }] }] });
    expect(issues.map((i) => i.code)).toEqual(["json/too-deep"]);
    expect(issues[0]!.pointer.startsWith("/nodes/0/transition/0/when/not/not")).toBe(true);
  });

  test("a __proto__ key is an ordinary key and pollutes nothing", () => {
    const text = '{"version": 2, "nodes": [{"id": "a", "type": "x", "__proto__": {"polluted": true}, "config": {"__proto__": 1}}]}';
    const { valid } = validateSpecText(text);
    expect(valid).toBe(true);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  test("misuse throws: the text must be a string", () => {
    expect(() => validateSpecText(42 as unknown as string)).toThrow(TypeError);
  });

  test("issues come sorted by position", () => {
    const text = '{"nodes": [{"id": "", "type": 1, "transition": [{"to": 2}]}], "version": 3}';
    const offsets = validateSpecText(text).issues.map((i) => i.range!.start.offset);
    expect(offsets.length).toBe(4);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
  });
});
