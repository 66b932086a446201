// Golden cases on the example specs: the outline, hovers on node ids, completions in every `to`,
// the fixes each issue gets and what applyFixes leaves. `UPDATE_GOLDEN=1` rewrites the files; a
// change to one is reviewed like code.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { applyFixes, completionsAt, documentSymbols, fixesFor, hoverAt, validateSpecText } from "../../src/index.js";

const DIR = "test/language/golden";
const files = ["examples", "examples/broken"].flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith(".json") && !["bundle.json", "condition.json", "context.json"].includes(f))
    .map((f) => join(d, f)),
);

function golden(text: string): unknown {
  const toOffsets = [...text.matchAll(/"to"\s*:\s*"/g)].map((m) => m.index + m[0].length);
  return {
    outline: documentSymbols(text).map((s) => `${s.name}${s.detail ? ` (${s.detail})` : ""}: ${s.children.map((c) => c.name).join(", ")}`),
    hoverOnTo: toOffsets.map((o) => hoverAt(text, o)?.markdown.split("\n")[0]),
    completeTo: toOffsets.map((o) => completionsAt(text, o).items.map((i) => i.label).join(" ")),
    fixes: validateSpecText(text, { strict: true }).issues.map((i) => ({ code: i.code, pointer: i.pointer, fixes: fixesFor(text, i).map((f) => `${f.safe ? "safe" : "unsafe"}${f.preferred ? "" : " (a choice)"}: ${f.title}`) })),
    remainingAfterSafe: applyFixes(text, { strict: true }).remaining.map((i) => i.code),
    remainingAfterUnsafe: applyFixes(text, { strict: true, unsafe: true }).remaining.map((i) => i.code),
  };
}

test.each(files)("%s", (file) => {
  const actual = golden(readFileSync(file, "utf8"));
  const path = join(DIR, file.replace(/\//g, "__"));
  if (process.env["UPDATE_GOLDEN"]) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path, JSON.stringify(actual, null, 2) + "\n");
  }
  expect(actual).toEqual(JSON.parse(readFileSync(path, "utf8")));
});
