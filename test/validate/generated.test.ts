import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";

test("generated validators and types are up to date with the schema", () => {
  // exits 1 and names the stale file when schema/agentspec-v2.schema.json changed without `npm run generate`
  expect(() => execFileSync(process.execPath, ["scripts/generate.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
});

test("the generated validator modules import nothing and never build code at run time", async () => {
  const { readFileSync } = await import("node:fs");
  for (const file of ["src/schema/validate-spec.js", "src/schema/validate-bundle.js", "src/schema/validate-test-file.js"]) {
    const code = readFileSync(file, "utf8");
    expect(code, file).toMatch(/export const validate(Spec|Bundle|TestFile) = /);
    expect(code, file).not.toMatch(/\bimport\b|\brequire\(|new Function|\beval\(|\.evaluated\b/);
  }
});
