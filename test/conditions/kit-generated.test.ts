// src/conditions/kit.generated.ts is written by scripts/generate-kit.mjs; this checks that it is up to date.
import { expect, test } from "vitest";
// @ts-expect-error: a plain JavaScript build script without types
import { current, generate } from "../../scripts/generate-kit.mjs";

test("kit.generated.ts is what scripts/generate-kit.mjs writes (run `npm run generate`)", async () => {
  expect(await current()).toBe(generate());
});
