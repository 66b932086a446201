// Golden fixtures: every test/fixtures/err/<name>.json gives exactly the issues in <name>.expected.json;
// every test/fixtures/ok/*.json gives no error. `strict-*` fixtures run with { strict: true }.
// UPDATE_GOLDEN=1 rewrites the expected files (read each one before keeping it).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { validateSpecText } from "../../src/validate/validate.js";

const root = join(import.meta.dirname, "..", "fixtures");
const specs = (dir: string): string[] =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
    .sort();

function golden(text: string, strict: boolean) {
  return validateSpecText(text, { strict }).issues.map((i) => ({
    code: i.code,
    severity: i.severity,
    pointer: i.pointer,
    message: i.message,
    line: i.range?.start.line,
    column: i.range?.start.column,
  }));
}

describe("err fixtures", () => {
  const files = specs("err");
  test("there are fixtures", () => expect(files.length).toBeGreaterThan(10));
  for (const file of files) {
    test(file, () => {
      const text = readFileSync(join(root, "err", file), "utf8");
      const actual = golden(text, file.startsWith("strict-"));
      const expectedPath = join(root, "err", file.replace(/\.json$/, ".expected.json"));
      if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(expectedPath, JSON.stringify(actual, null, 2) + "\n");
      const expected: unknown = JSON.parse(readFileSync(expectedPath, "utf8"));
      expect(actual).toEqual(expected);
      // A fixture shows its fault: the code its name says is among the issues (schema-level names included).
      const code = file.replace(/\.json$/, "").replace("-", "/");
      expect(actual.map((i) => i.code)).toContain(code);
    });
  }
});

describe("ok fixtures", () => {
  for (const file of specs("ok")) {
    test(file, () => {
      const text = readFileSync(join(root, "ok", file), "utf8");
      const errors = validateSpecText(text, { strict: file.startsWith("strict-") }).issues.filter((i) => i.severity === "error");
      expect(errors).toEqual([]);
    });
  }
});
