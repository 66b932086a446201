// docs/diff.md's table of changes is the definition of the classes: each kind of src/diff/kinds.ts
// is a row with its class, and each row is a kind with that class.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CHANGE_CLASSES, changeKinds } from "../../src/diff/index.js";

const DOC = readFileSync(join(import.meta.dirname, "..", "..", "docs", "diff.md"), "utf8");

test("docs/diff.md's table gives each kind of change its class, as the code does", () => {
  const rows = [...DOC.matchAll(/^\| `([a-z]+\/[a-z-]+)` \| ([a-z]+) \| (.+) \| (.+) \|$/gm)];
  const documented = Object.fromEntries(rows.map((r) => [r[1], r[2]]));
  const defined = Object.fromEntries(Object.entries(changeKinds).map(([kind, d]) => [kind, d.class]));
  expect(documented).toEqual(defined);
  expect(rows).toHaveLength(Object.keys(changeKinds).length);
  // Every row has its meaning and an example, and every class has a row.
  for (const r of rows) expect(r[3]!.trim().length * r[4]!.trim().length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(CHANGE_CLASSES));
});
