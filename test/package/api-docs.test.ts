// The public exports of each entry are a snapshot kept in docs/api.md, one row per export: a new
// export fails here until its row is written, a removed one until its row goes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { publicExports, type PublicExport } from "./public-api.js";

const DOCS = "docs/api.md";
const page = readFileSync(join(import.meta.dirname, "..", "..", DOCS), "utf8");

/** The rows of the table under a heading: name → kind. */
function table(heading: string): Map<string, string> {
  const start = page.indexOf(`\n## ${heading}\n`);
  expect(start, `${DOCS} has a section "## ${heading}"`).toBeGreaterThanOrEqual(0);
  const end = page.indexOf("\n## ", start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  return new Map([...section.matchAll(/^\| `([^`]+)` \| (value|type) \|/gm)].map((m) => [m[1]!, m[2]!]));
}

const exported = publicExports();
const MAIN = "`agentspec-toolkit` (and `agentspec-toolkit/browser`)";
const BROWSER = "`agentspec-toolkit/browser` only";

function same(heading: string, exports: readonly PublicExport[], entry: string): void {
  const rows = table(heading);
  const missing = exports.filter((e) => !rows.has(e.name)).map((e) => `| \`${e.name}\` | ${e.kind} | ${e.doc} |`);
  expect(missing, `exports of ${entry} without a row: add these rows to the table "## ${heading}" of ${DOCS}`).toEqual([]);
  const names = new Set(exports.map((e) => e.name));
  const orphans = [...rows.keys()].filter((n) => !names.has(n));
  expect(orphans, `rows of "## ${heading}" in ${DOCS} that ${entry} does not export: remove them`).toEqual([]);
  const wrong = exports.filter((e) => rows.get(e.name) !== e.kind).map((e) => `${e.name} is a ${e.kind}`);
  expect(wrong, `rows of ${DOCS} with the wrong kind`).toEqual([]);
}

test("every export of the main entry has its row in docs/api.md, and every row an export", () => {
  expect(exported.index.length).toBeGreaterThan(100);
  same(MAIN, exported.index, "src/index.ts");
});

test("the browser entry exports every name of the main entry, and its own have their rows", () => {
  const main = new Set(exported.index.map((e) => e.name));
  expect(exported.index.filter((e) => !exported.browser.some((b) => b.name === e.name)).map((e) => e.name)).toEqual([]);
  same(BROWSER, exported.browser.filter((e) => !main.has(e.name)), "src/browser.ts (beyond the main entry)");
});
