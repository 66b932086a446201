// docs/conditions.md has one row per operator in its table of operators: a new operator without
// its row, or a row left behind by a removed one, fails here.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ops } from "../../src/conditions/ops.js";

test("docs/conditions.md has a row for every operator of the table, and no other", () => {
  const md = readFileSync("docs/conditions.md", "utf8");
  const section = md.slice(md.indexOf("\n## Operators\n"), md.indexOf("\n### ", md.indexOf("\n## Operators\n")));
  const rows = [...section.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((m) => m[1]);
  expect(rows).toEqual(Object.keys(ops));
});
