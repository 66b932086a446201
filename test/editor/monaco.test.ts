import { describe, expect, test } from "vitest";
import { toMonacoMarkers } from "../../src/editor/monaco.js";
import { validateSpec, validateSpecText, type Issue } from "../../src/index.js";

// Monaco's model: lines split on \r\n or \n, columns 1-based in UTF-16 code units, end exclusive.
const slice = (text: string, m: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number }): string => {
  const lines = text.split(/\r\n|\n/);
  if (m.startLineNumber !== m.endLineNumber) throw new Error("multi-line marker");
  return lines[m.startLineNumber - 1]!.slice(m.startColumn - 1, m.endColumn - 1);
};

describe("toMonacoMarkers", () => {
  test("marks exactly the characters at fault, 1-based, after a BOM, CRLF and an astral character", () => {
    const text = `\uFEFF{\r\n  "nodes": [\r\n    { "id": "🚀", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://a.example.com", "method": "GET", "proxy": "eu" } }\r\n  ]\r\n}`;
    const markers = toMonacoMarkers(validateSpecText(text).issues);
    const proxy = markers.find((m) => m.code === "webhook/invalid-proxy");
    expect(proxy).toMatchObject({ startLineNumber: 3, endLineNumber: 3, severity: 8 });
    expect(slice(text, proxy!)).toBe('"eu"');
    expect(proxy!.message).toMatch(/"direct".*"brazil".*"us"/);
    // The missing version is a warning (4), on the root object.
    expect(markers.find((m) => m.code === "spec/missing-version")).toMatchObject({ severity: 4, startLineNumber: 1 });
  });

  test("maps every field of the issue", () => {
    const issue: Issue = {
      code: "a/b",
      severity: "error",
      pointer: "/x",
      message: "bad",
      range: { start: { line: 2, column: 3, offset: 10 }, end: { line: 4, column: 5, offset: 30 } },
    };
    expect(toMonacoMarkers([issue, { ...issue, severity: "warning" }])).toEqual([
      { startLineNumber: 2, startColumn: 3, endLineNumber: 4, endColumn: 5, severity: 8, message: "bad", code: "a/b" },
      { startLineNumber: 2, startColumn: 3, endLineNumber: 4, endColumn: 5, severity: 4, message: "bad", code: "a/b" },
    ]);
  });

  test("an issue without a range sits at line 1, column 1", () => {
    const markers = toMonacoMarkers(validateSpec({ nodes: "none" }).issues);
    expect(markers.length).toBeGreaterThan(0);
    for (const m of markers) expect(m).toMatchObject({ startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 });
  });
});
