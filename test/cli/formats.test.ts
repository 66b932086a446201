// The output formats are named where a user reads them, and only the formats that exist: the
// usage of each command and docs/cli.md follow the FORMATTERS and TEST_FORMATS records.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { FORMATTERS } from "../../src/cli/report/report.js";
import { TEST_FORMATS } from "../../src/cli/commands/test/report.js";
import { USAGE } from "../../src/cli/usage.js";

const docs = readFileSync(join(import.meta.dirname, "..", "..", "docs", "cli.md"), "utf8");
// The names a `-f, --format <name>` line of a usage text lists ("stylish (default), json, sarif or github").
const listed = (usage: string): string[] => {
  const line = /--format <name>\s+(.*)/.exec(usage)?.[1] ?? "";
  return line
    .replace(/\([^)]*\)/g, "")
    .split(/,| or /)
    .map((w) => w.trim());
};

test("check's usage and docs/cli.md list exactly the formats of FORMATTERS", () => {
  expect(listed(USAGE["check"]!).sort()).toEqual(Object.keys(FORMATTERS).sort());
  for (const format of Object.keys(FORMATTERS)) expect(docs, format).toMatch(new RegExp(`^\\| \`${format}\`( \\(default\\))? \\|`, "m"));
});

test("test's usage and docs/cli.md list exactly the formats of TEST_FORMATS", () => {
  expect(listed(USAGE["test"]!).sort()).toEqual(Object.keys(TEST_FORMATS).sort());
  expect(docs).toContain(`--format ${Object.keys(TEST_FORMATS).join("|")}`);
});
