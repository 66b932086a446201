// diffSpecs from both built entries: the same function, the same answer as the source.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { diffSpecs } from "../../src/diff/index.js";

const ROOT = join(import.meta.dirname, "..", "..");
const FIXTURES = join(ROOT, "test", "fixtures", "diff");

test("the main and the browser entry export diffSpecs, which answers as the source does on every fixture pair", async () => {
  const main = (await import(join(ROOT, "dist", "index.js"))) as { diffSpecs: typeof diffSpecs; changeKinds: object };
  const browser = (await import(join(ROOT, "dist", "browser.js"))) as { diffSpecs: typeof diffSpecs; changeKinds: object };
  expect(Object.keys(browser.changeKinds)).toEqual(Object.keys(main.changeKinds));
  for (const folder of readdirSync(FIXTURES)) {
    const before: unknown = JSON.parse(readFileSync(join(FIXTURES, folder, "before.json"), "utf8"));
    const after: unknown = JSON.parse(readFileSync(join(FIXTURES, folder, "after.json"), "utf8"));
    const expected = diffSpecs(before, after);
    expect(expected.length).toBeGreaterThan(0);
    expect(main.diffSpecs(before, after)).toEqual(expected);
    expect(browser.diffSpecs(before, after)).toEqual(expected);
  }
});
