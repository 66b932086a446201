import { describe, expect, test } from "vitest";
import type { Diagnostic } from "@codemirror/lint";
import { toCodeMirrorDiagnostics } from "../../src/editor/codemirror.js";
import { validateSpec, validateSpecText, type Issue } from "../../src/index.js";

// A webhook whose proxy is "eu", after text that makes UTF-16 offsets differ from code points and
// bytes: a BOM, CRLF line ends and an astral character.
const spec = (proxy: string) =>
  `\uFEFF{\r\n  "version": 2,\r\n  "nodes": [\r\n    { "id": "🚀 launch", "type": "action", "actionType": "WEBHOOK",\r\n` +
  `      "config": { "url": "https://a.example.com", "method": "GET", "proxy": ${proxy} } }\r\n  ]\r\n}\r\n`;

describe("toCodeMirrorDiagnostics", () => {
  test("underlines exactly the characters at fault, by UTF-16 offset", () => {
    const text = spec('"eu"');
    const diagnostics: Diagnostic[] = toCodeMirrorDiagnostics(validateSpecText(text).issues);
    expect(diagnostics).toHaveLength(1);
    const [d] = diagnostics;
    expect(text.slice(d!.from, d!.to)).toBe('"eu"');
    expect(d).toEqual({
      from: text.indexOf('"eu"'),
      to: text.indexOf('"eu"') + 4,
      severity: "error",
      message: expect.stringMatching(/"direct".*"brazil".*"us"/),
      source: "webhook/invalid-proxy",
    });
  });

  test("keeps order, severities, messages and codes", () => {
    const text = '{ "nodes": [{ "id": "a", "type": "end" }, { "id": "a", "type": "end" }] }';
    const issues = validateSpecText(text).issues;
    expect(issues.map((i) => i.severity)).toContain("warning");
    expect(toCodeMirrorDiagnostics(issues)).toEqual(
      issues.map((i) => ({ from: i.range!.start.offset, to: i.range!.end.offset, severity: i.severity, message: i.message, source: i.code })),
    );
  });

  test("an issue without a range sits at the document start", () => {
    const issues = validateSpec({ version: 2, nodes: [] }).issues;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues[0]!.range).toBeUndefined();
    for (const d of toCodeMirrorDiagnostics(issues)) expect([d.from, d.to]).toEqual([0, 0]);
  });

  test("no issues, no diagnostics; plain objects only", () => {
    expect(toCodeMirrorDiagnostics([])).toEqual([]);
    const issue: Issue = { code: "x/y", severity: "warning", pointer: "", message: "m", range: { start: { line: 1, column: 2, offset: 1 }, end: { line: 1, column: 4, offset: 3 } } };
    const [d] = toCodeMirrorDiagnostics([issue]);
    expect(Object.getPrototypeOf(d)).toBe(Object.prototype);
    expect(d).toEqual({ from: 1, to: 3, severity: "warning", message: "m", source: "x/y" });
  });
});
