import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";

test("generated validators and types are up to date with the schema", () => {
  // exits 1 and names the stale file when schema/agentspec-v2.schema.json changed without `npm run generate`
  expect(() => execFileSync(process.execPath, ["scripts/generate.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
});

test("the generated validator module imports nothing and never builds code at run time", async () => {
  const { readFileSync } = await import("node:fs");
  const code = readFileSync("src/schema/validators.js", "utf8");
  expect(code).not.toMatch(/\bimport\b|\brequire\(|new Function|\beval\(/);
});
