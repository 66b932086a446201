// `IssueCode` is derived from the code definitions (src/core/codes/); every code the toolkit reports on the shipped
// examples and fixtures (from the validators, conditions, bundles and the command line) is in it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { allCodes } from "../../src/core/codes/all.js";
import { rules } from "../../src/rules/index.js";
import { checkAgentImport, validateSpecText } from "../../src/index.js";
import { run } from "../cli/helpers.js";

const codes = new Set<string>(Object.keys(allCodes));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith(".json") ? [path] : [];
  });
}

describe("IssueCode", () => {
  // The type-level half (IssueCode is exactly these keys and types Issue.code) is in
  // test/types/spec-types.ts, compiled by `npm run typecheck`.
  test("every code reported on the examples and fixtures is an IssueCode", async () => {
    const reported = new Set<string>();
    const files = [...jsonFiles("examples"), ...jsonFiles("test/fixtures")];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      if (file.endsWith(".expected.json")) {
        // A list of issues, or a run of the command (test/fixtures/cli): every "code" in it.
        for (const m of text.matchAll(/"code": "([^"]+)"/g)) reported.add(m[1]!);
        continue;
      }
      for (const strict of [false, true]) for (const issue of validateSpecText(text, { strict }).issues) reported.add(issue.code);
      let doc: unknown;
      try {
        doc = JSON.parse(text.replace(/^\uFEFF/, ""));
      } catch {
        continue;
      }
      for (const issue of checkAgentImport(doc, { existing: [{ name: "Billing", id: "agt_existing_1" }] }).issues) reported.add(issue.code);
    }
    // The command line's own codes: a missing file, a glob that matches nothing.
    const cli = await run(["check", "--format", "json", "no-such-file.json", "no-such-dir/*.json"]);
    for (const file of JSON.parse(cli.stdout) as { issues: { code: string }[] }[]) for (const issue of file.issues) reported.add(issue.code);
    expect(codes.size).toBeGreaterThan(50);
    expect(reported.size).toBeGreaterThan(30);
    expect([...reported].filter((code) => !codes.has(code))).toEqual([]);
    expect(reported).toContain("io/unreadable");
    expect(reported).toContain("bundle/conflict-id");
  });

  test("a rule that reports under its own code has that code's wording", () => {
    for (const rule of rules) if (rule.code !== "condition/compile") expect(codes, rule.code).toContain(rule.code);
  });
});
