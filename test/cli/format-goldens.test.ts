// Every output format has a golden: `check -f <name>` on test/fixtures/formats/input/ (a spec with
// errors and warnings, a bundle, text that is not JSON, a clean spec) and `test -f <name>` on the
// example test files print exactly test/fixtures/formats/<command>.<name>.golden. A format added to
// FORMATTERS or TEST_FORMATS fails here until its golden is written:
// UPDATE_GOLDEN=1 npx vitest run test/cli/format-goldens.test.ts (read it before you keep it).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { FORMATTERS } from "../../src/cli/report/report.js";
import { TEST_FORMATS } from "../../src/cli/commands/test/report.js";
import { VERSION } from "../../src/cli/version.js";
import { run } from "./helpers.js";

const ROOT = join(import.meta.dirname, "..", "..");
const DIR = join(ROOT, "test", "fixtures", "formats");
const INPUTS = ["bundle.json", "broken.json", "clean.json", "spec.json"].map((f) => `test/fixtures/formats/input/${f}`);
const TESTS = ["examples/tests", "examples/broken-tests"];

// What depends on the machine or the release, not on the format: the working folder's URL, the version.
const normal = (out: string): string => out.split(pathToFileURL(ROOT + "/").href).join("file:///<root>/").split(`"${VERSION}"`).join('"<version>"');

async function golden(command: "check" | "test", format: string, args: readonly string[]): Promise<void> {
  const out = await run([command, "--format", format, ...args], { cwd: ROOT, env: { NO_COLOR: "1" } });
  const file = join(DIR, `${command}.${format}.golden`);
  const printed = `exit ${out.code}\n--- stdout\n${normal(out.stdout)}--- stderr\n${normal(out.stderr)}`;
  if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(file, printed);
  expect(existsSync(file), `${file} is missing: UPDATE_GOLDEN=1 npx vitest run test/cli/format-goldens.test.ts writes it`).toBe(true);
  expect(printed).toBe(readFileSync(file, "utf8"));
}

describe("check formats", () => {
  for (const format of Object.keys(FORMATTERS)) test(format, () => golden("check", format, INPUTS), 30_000);
});

describe("test formats", () => {
  for (const format of Object.keys(TEST_FORMATS)) test(format, () => golden("test", format, TESTS), 30_000);
});
