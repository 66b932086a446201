// Trailing commas are named where they are, with a safe fix that removes every one of them.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { applyEdits, applyFixes, fixesFor, validateSpecText } from "../../src/index.js";
import { jsonSyntaxError } from "../../src/core/text.js";
import { trailingCommas } from "../../src/core/trailing-commas.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 300);

/** Pretty JSON text with a comma (and maybe a space or a line break) put before some of the closing brackets of non-empty containers. */
const withCommas = fc
  .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2), fc.infiniteStream(fc.constantFrom(",", ", ", ",\n  ", "")))
  .map(([value, indent, choices]) => {
    const text = JSON.stringify(value, null, indent);
    let out = "";
    const inserted: number[] = [];
    let inString = false;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (inString) {
        if (c === "\\") {
          out += c + text[++i];
          continue;
        }
        if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === "}" || c === "]") {
        const before = out.trimEnd();
        const choice = choices.next().value as string;
        if (choice !== "" && !before.endsWith("{") && !before.endsWith("[")) {
          inserted.push(out.length);
          out += choice;
        }
      }
      out += c;
    }
    return { value, text: out, inserted };
  });

describe("trailing commas", () => {
  test("the first is named at its offset; the fix removes them all and the value is the one written", () => {
    fc.assert(
      fc.property(withCommas, ({ value, text, inserted }) => {
        expect(trailingCommas(text)).toEqual(inserted);
        if (inserted.length === 0) return;
        const err = jsonSyntaxError(text)!;
        // at the bracket after the first comma, as a JSON parser stops there
        expect(err.offset).toBe(inserted[0]! + text.slice(inserted[0]! + 1).search(/[}\]]/) + 1);
        expect(err.reason).toBe(`trailing comma before '${text[err.offset]}'`);
        const issue = validateSpecText(text).issues[0]!;
        expect(issue.message).toMatch(/^invalid JSON: trailing comma before '[}\]]'$/);
        const fixes = fixesFor(text, issue);
        expect(fixes).toHaveLength(1);
        expect(fixes[0]).toMatchObject({ safe: true, preferred: true });
        // The value the text writes: JSON has no -0 (fast-check's jsonValue may give one; it is written "0").
        expect(JSON.parse(applyEdits(text, fixes[0]!.edits))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: RUNS },
    );
  });

  test("JSON text has none, whatever its strings hold", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (v, indent) => {
        expect(trailingCommas(JSON.stringify(v, null, indent) ?? "null")).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  test('"us", } says trailing comma, not "expected a property name", and applyFixes makes the spec valid', () => {
    const text = '{\n  "version": 2,\n  "nodes": [\n    { "id": "a", "type": "action", "actionType": "WEBHOOK",\n      "config": { "url": "https://x.example.com", "method": "GET", "proxy": "us", },\n    },\n  ],\n}\n';
    const [issue] = validateSpecText(text).issues;
    expect(issue).toMatchObject({ code: "json/syntax", message: "invalid JSON: trailing comma before '}'", range: { start: { line: 5, column: 83 } } });
    expect(fixesFor(text, issue!)[0]!.title).toBe("Remove the 4 trailing commas");
    const fixed = applyFixes(text);
    expect(fixed.remaining).toEqual([]);
    expect(fixed.text).toBe(text.replace(/,(\s*[}\]])/g, "$1"));
  });

  test("a comma before a comment is left alone (removing it would not make the text JSON)", () => {
    expect(trailingCommas('{"a": 1, // x\n}')).toEqual([]);
    expect(trailingCommas('["a,]", "b",]')).toEqual([11]);
  });
});
