// Golden fixture pairs: every test/fixtures/diff/<kind>/ holds before.json and after.json, and
// diffSpecs gives exactly the changes in expected.json, among them the kind the folder is named
// after (its first "-" read as "/"). Every kind of the table has its folder.
// UPDATE_GOLDEN=1 rewrites the expected files (read each one before keeping it).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { changeKinds, diffSpecs } from "../../src/diff/index.js";

const root = join(import.meta.dirname, "..", "fixtures", "diff");
const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const read = (folder: string, file: string): unknown => JSON.parse(readFileSync(join(root, folder, file), "utf8"));

describe("diff fixtures", () => {
  test("every kind of change has its fixture pair", () => {
    expect(Object.keys(changeKinds).map((k) => k.replace("/", "-")).filter((k) => !folders.includes(k))).toEqual([]);
    expect(folders.filter((f) => !Object.hasOwn(changeKinds, f.replace("-", "/")))).toEqual([]);
  });

  for (const folder of folders) {
    test(folder, () => {
      const before = read(folder, "before.json");
      const after = read(folder, "after.json");
      const actual = diffSpecs(before, after);
      const path = join(root, folder, "expected.json");
      if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(path, JSON.stringify(actual, null, 2) + "\n");
      expect(actual).toEqual(read(folder, "expected.json"));
      expect(actual.map((c) => c.kind)).toContain(folder.replace("-", "/"));
      // Each change's pointers resolve on their side, and `at` in the spec after.
      for (const c of actual) {
        expect(c.class).toBe(changeKinds[c.kind].class);
        expect(c.message).toBe((changeKinds[c.kind].message as (p: unknown) => string)(c.params));
      }
      // The way back is as long: each change seen from the other side.
      expect(diffSpecs(after, before).length).toBeGreaterThan(0);
      expect(diffSpecs(after, after)).toEqual([]);
    });
  }
});
