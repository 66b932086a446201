import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { checkAgentImport, importBundle } from "../../src/bundle/index.js";
import { EXISTING } from "./existing.js";
import { deepFreeze } from "./helpers.js";

// Golden fixtures: test/fixtures/bundles/x.json and, beside it, x.expected.json holding the exact
// issue list of checkAgentImport(x, { existing: EXISTING }).
const dir = new URL("../fixtures/bundles/", import.meta.url);
const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json")).sort();

// The fixtures importBundle refuses (structural faults); it reads every other one.
const REFUSED = new Set([
  "agents-not-array.json",
  "entry-shape.json",
  "not-a-bundle-array.json",
  "not-a-bundle-missing-format.json",
  "not-a-bundle-wrong-format.json",
  "too-deep.json",
  "unsafe-integer.json",
  "unsupported-version.json",
]);

describe("golden bundle fixtures", () => {
  test("every fixture has its expected file, and there is one per code", () => {
    const expectedFiles = readdirSync(dir).filter((f) => f.endsWith(".expected.json"));
    expect(expectedFiles.sort()).toEqual(fixtures.map((f) => f.replace(/\.json$/, ".expected.json")));
    const seen = new Set(expectedFiles.flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), "utf8")) as { code: string }[]).map((i) => i.code)));
    for (const code of ["not-a-bundle", "unsupported-version", "agents-not-array", "unsafe-integer", "duplicate-id", "duplicate-name", "conflict-id", "conflict-name"]) {
      expect(seen, code).toContain(`bundle/${code}`);
    }
  });

  test.each(fixtures)("%s", (name) => {
    const bundle = deepFreeze(JSON.parse(readFileSync(new URL(name, dir), "utf8")));
    const expected = readFileSync(new URL(name.replace(/\.json$/, ".expected.json"), dir), "utf8");
    const check = checkAgentImport(bundle, { existing: EXISTING });
    expect(JSON.stringify(check.issues, null, 2) + "\n").toBe(expected);
    expect(check.ok).toBe(!check.issues.some((i) => i.severity === "error"));

    const imported = importBundle(bundle);
    for (const issue of imported.issues) expect(check.issues).toContainEqual(issue);
    if (REFUSED.has(name)) {
      expect(imported.agents).toEqual([]);
      expect(imported.issues.length).toBeGreaterThan(0);
    } else {
      expect(imported.issues).toEqual([]);
      expect(imported.agents).toEqual(bundle.agents);
    }
  });
});
