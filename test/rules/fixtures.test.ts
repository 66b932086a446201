// Golden fixtures: every test/fixtures/err/<name>.json gives exactly the issues in <name>.expected.json;
// every test/fixtures/ok/*.json gives no error. `strict-*` fixtures run with { strict: true }. The
// same for conditions, test files and command lines (below); every code has a golden somewhere.
// UPDATE_GOLDEN=1 rewrites the expected files (read each one before keeping it).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { validateSpecText } from "../../src/validate/validate.js";
import { checkCondition } from "../../src/conditions/index.js";
import { validateTestFileText } from "../../src/workflow/test-file.js";
import { allCodes, allDescriptions, issueCodes } from "../../src/core/codes/all.js";
import type { Issue } from "../../src/core/issue.js";
import { run } from "../cli/helpers.js";
import { checkConfigText } from "../../src/config/check.js";

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

// Goldens of the codes no spec text can show: a condition alone (checkCondition, as `agentspec
// eval` and compileCondition see it), a test file, and the command line on a tree of files.
const golden2 = (kind: string, name: string, actual: unknown): void => {
  const expectedPath = join(root, kind, `${name}.expected.json`);
  if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(expectedPath, JSON.stringify(actual, null, 2) + "\n");
  expect(actual).toEqual(JSON.parse(readFileSync(expectedPath, "utf8")));
};
const issueLines = (issues: readonly Issue[]) =>
  issues.map((i) => ({ code: i.code, severity: i.severity, pointer: i.pointer, message: i.message, line: i.range?.start.line, column: i.range?.start.column }));

describe("condition fixtures", () => {
  for (const file of specs("conditions")) {
    test(file, () => {
      const name = file.replace(/\.json$/, "");
      const actual = issueLines(checkCondition(JSON.parse(readFileSync(join(root, "conditions", file), "utf8")), ""));
      golden2("conditions", name, actual);
      expect(actual.map((i) => i.code)).toContain(name.replace("-", "/"));
    });
  }
});

describe("test-file fixtures", () => {
  const files = readdirSync(join(root, "test-files")).filter((f) => f.endsWith(".agentspec-test.json"));
  for (const file of files) {
    test(file, () => {
      const name = file.replace(/\.agentspec-test\.json$/, "");
      const actual = issueLines(validateTestFileText(readFileSync(join(root, "test-files", file), "utf8")).issues);
      golden2("test-files", name, actual);
      expect(actual.map((i) => i.code)).toContain(name.replace("-", "/"));
    });
  }
});

describe("config fixtures", () => {
  // Each test/fixtures/config/<code>.json is an agentspec.config.json that shows its code.
  for (const file of specs("config")) {
    test(file, () => {
      const name = file.replace(/\.json$/, "");
      const checked = checkConfigText(readFileSync(join(root, "config", file), "utf8"));
      expect(checked.config).toBeUndefined();
      const actual = issueLines(checked.issues);
      golden2("config", name, actual);
      expect(actual.map((i) => i.code)).toContain(name.replace("-", "/"));
    });
  }
});

describe("command-line fixtures", () => {
  // Each folder holds args.json ({ "args": [...] }) and the files the command reads, run in that folder.
  const dirs = readdirSync(join(root, "cli"), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const dir of dirs) {
    test(dir, async () => {
      const cwd = join(root, "cli", dir);
      const { args } = JSON.parse(readFileSync(join(cwd, "args.json"), "utf8")) as { args: string[] };
      const r = await run(args, { cwd });
      const actual = { exitCode: r.code, output: JSON.parse(r.stdout) as unknown };
      golden2("cli", dir, actual);
      expect(JSON.stringify(actual.output)).toContain(`"code":"${dir.replace("-", "/")}"`);
    });
  }
});

// Codes that no file can give, each with where its test is: a value built in code whose getter
// throws, a page before the regex engine loads, a rule that throws (a bug), a pattern keyword the
// shipped schemas do not use outside a mapped place, a condition too large to check in.
const NOT_FROM_A_FILE: Readonly<Record<string, string>> = {
  "spec/unreadable": "test/validate",
  "bundle/unreadable": "test/bundle",
  "condition/unreadable": "test/conditions",
  "condition/value-not-json": "test/conditions",
  "condition/regex-engine-not-loaded": "test/conditions",
  "internal/rule-failed": "test/rules",
  "schema/pattern": "test/validate",
  "condition/too-large": "test/conditions",
  "remote/server-finding": "test/remote",
};

describe("every code", () => {
  const expectedFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? expectedFiles(join(dir, d.name)) : d.name.endsWith(".expected.json") || dir.endsWith(join("workflow", "expected")) ? [join(dir, d.name)] : [],
    );
  const shown = new Set(expectedFiles(root).flatMap((f) => [...readFileSync(f, "utf8").matchAll(/"code": "([^"]+)"/g)].map((m) => m[1]!)));

  test("has a golden fixture (or is one no file can give, tested where the list says)", () => {
    expect(issueCodes().filter((c) => !shown.has(c) && !Object.hasOwn(NOT_FROM_A_FILE, c))).toEqual([]);
    for (const [code, dir] of Object.entries(NOT_FROM_A_FILE)) {
      expect(shown.has(code), `${code} has a golden now: take it off the list`).toBe(false);
      const tests = readdirSync(join(root, "..", "..", dir), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
      expect(tests.some((f) => readFileSync(join(root, "..", "..", dir, f), "utf8").includes(`"${code}"`)), `${code} is tested in ${dir}`).toBe(true);
    }
  });

  test("has a message (its definition) and a one-line description", () => {
    for (const code of issueCodes()) {
      expect(typeof allCodes[code].message, code).toBe("function");
      expect(allDescriptions[code], code).toMatch(/^[^\n]+\.$/);
    }
  });
});
