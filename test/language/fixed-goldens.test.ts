// Golden fixed texts: every test/fixtures/err/<name>.json with a finding whose code has a fix has
// test/fixtures/fixed/<name>.safe.json (what `check --fix` writes) and <name>.unsafe.json (what
// `check --unsafe-fixes` writes) beside the others; every code with a fix is applied in at least
// one of them. `strict-*` fixtures run with { strict: true }. UPDATE_GOLDEN=1 rewrites the goldens
// (read each one before keeping it).
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { checkText } from "../../src/check/index.js";
import { applyFixes, fixDefinitions } from "../../src/language/fixes.js";

const root = join(import.meta.dirname, "..", "fixtures");
const err = join(root, "err");
const fixed = join(root, "fixed");
const update = process.env["UPDATE_GOLDEN"] === "1";
const fixtures = readdirSync(err)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .sort();
const fixable = fixDefinitions();
const applied = new Set<string>();

describe("fixed texts of the err fixtures", () => {
  for (const file of fixtures) {
    test(file, () => {
      const text = readFileSync(join(err, file), "utf8");
      const strict = file.startsWith("strict-");
      const name = file.replace(/\.json$/, "");
      const goldens = { safe: join(fixed, `${name}.safe.json`), unsafe: join(fixed, `${name}.unsafe.json`) };
      const hasFix = checkText(text, { strict }).issues.some((i) => fixable.has(i.code));
      if (!hasFix) {
        if (update) for (const g of Object.values(goldens)) rmSync(g, { force: true });
        expect(existsSync(goldens.safe) || existsSync(goldens.unsafe), `${name}: no finding has a fix, so no fixed golden`).toBe(false);
        return;
      }
      for (const unsafe of [false, true]) {
        const result = applyFixes(text, { strict, unsafe });
        for (const a of result.applied) applied.add(a.issue.code);
        const golden = unsafe ? goldens.unsafe : goldens.safe;
        if (update) writeFileSync(golden, result.text);
        expect(existsSync(golden), `${golden} is missing: UPDATE_GOLDEN=1 npx vitest run test/language/fixed-goldens.test.ts writes it`).toBe(true);
        expect(result.text).toBe(readFileSync(golden, "utf8"));
        // The golden is a fixed point: fixing it again changes nothing.
        expect(applyFixes(result.text, { strict, unsafe }).applied).toEqual([]);
      }
    });
  }
  test("no golden without its fixture", () => {
    const names = new Set(fixtures.map((f) => f.replace(/\.json$/, "")));
    const orphans = readdirSync(fixed).filter((f) => !names.has(f.replace(/\.(safe|unsafe)\.json$/, "")));
    expect(orphans).toEqual([]);
  });
  test("docs/cli.md's table of fixes names every code with a fix, and no other", () => {
    const docs = readFileSync(join(import.meta.dirname, "..", "..", "docs", "cli.md"), "utf8");
    const table = docs.slice(docs.indexOf("| fix | kind | issue |"), docs.indexOf("```console", docs.indexOf("| fix | kind | issue |")));
    const named = new Set([...table.matchAll(/`([a-z]+\/[a-z-]+)`/g)].map((m) => m[1]!));
    expect([...named].sort()).toEqual([...fixable.keys()].sort());
  });
  test("every code with a fix is applied in some fixture's golden", () => {
    expect(fixable.size).toBeGreaterThan(5);
    const missing = [...fixable.keys()].filter((code) => !applied.has(code) && !Object.hasOwn(OFFERED_ONLY, code));
    expect(missing, `add a test/fixtures/err/ fixture whose finding of each code gets its fix applied: ${missing.join(", ")}`).toEqual([]);
  });
});

// Codes whose only fix is a choice (offered in editors, never applied unattended), so no fixed
// golden can show it: each with the test that asks for the fix and applies it.
const OFFERED_ONLY: Readonly<Record<string, string>> = {
  "secret/known-format": "test/secrets/corpus.test.ts",
  "secret/credential-value": "test/secrets/fixes.test.ts",
  "secret/url-credentials": "test/secrets/fixes.test.ts",
};

test("a code whose fix is only offered is never applied, and a test applies its fix", () => {
  for (const [code, file] of Object.entries(OFFERED_ONLY)) {
    expect(applied.has(code), `${code} is applied in a golden now: take it off the list`).toBe(false);
    const source = readFileSync(join(import.meta.dirname, "..", "..", file), "utf8");
    expect(source.includes("fixesFor") && source.includes("applyEdits") && source.includes(`"${code}"`), `${file} applies the fix of ${code}`).toBe(true);
  }
});

// The same for bundles and test files: every test/fixtures/bundles/<name>.json and
// test/fixtures/test-files/<name>.agentspec-test.json with a fixable finding has its fixed texts in
// test/fixtures/fixed-documents/ (<folder>-<name>.safe.json and .unsafe.json): `check --fix` fixes
// them as it fixes specs.
const documents = join(root, "fixed-documents");
const others = (["bundles", "test-files"] as const).flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((f) => (folder === "bundles" ? f.endsWith(".json") && !f.endsWith(".expected.json") : f.endsWith(".agentspec-test.json")))
    .sort()
    .map((file) => ({ folder, file, name: `${folder}-${file.replace(/(\.agentspec-test)?\.json$/, "")}` })),
);

describe("fixed texts of the bundle and test-file fixtures", () => {
  const fixedApplied = new Set<string>();
  for (const { folder, file, name } of others) {
    test(`${folder}/${file}`, () => {
      const text = readFileSync(join(root, folder, file), "utf8");
      const goldens = { safe: join(documents, `${name}.safe.json`), unsafe: join(documents, `${name}.unsafe.json`) };
      const checked = checkText(text, { fileName: file });
      const hasFix = checked.issues.some((i) => fixable.has(i.code));
      if (!hasFix) {
        if (update) for (const g of Object.values(goldens)) rmSync(g, { force: true });
        expect(existsSync(goldens.safe) || existsSync(goldens.unsafe), `${name}: no finding has a fix, so no fixed golden`).toBe(false);
        return;
      }
      for (const unsafe of [false, true]) {
        const result = applyFixes(text, { fileName: file, unsafe });
        for (const a of result.applied) fixedApplied.add(`${a.issue.code} ${folder}`);
        const golden = unsafe ? goldens.unsafe : goldens.safe;
        if (update) writeFileSync(golden, result.text);
        expect(existsSync(golden), `${golden} is missing: UPDATE_GOLDEN=1 npx vitest run test/language/fixed-goldens.test.ts writes it`).toBe(true);
        expect(result.text).toBe(readFileSync(golden, "utf8"));
        // Still the same kind of document, and a fixed point.
        expect(checkText(result.text, { fileName: file }).kind).toBe(checked.kind);
        expect(applyFixes(result.text, { fileName: file, unsafe }).applied).toEqual([]);
      }
    });
  }
  test("no golden without its fixture", () => {
    const names = new Set(others.map((o) => o.name));
    expect(readdirSync(documents).filter((f) => !names.has(f.replace(/\.(safe|unsafe)\.json$/, "")))).toEqual([]);
  });
  test("a misspelt key is renamed in a bundle and in a test file", () => {
    expect([...fixedApplied].filter((k) => k.startsWith("spec/misspelled-property ")).sort()).toEqual(["spec/misspelled-property bundles", "spec/misspelled-property test-files"]);
  });
});
