// checkText (the command's path for each file) gives exactly validateSpecText's issues on spec text.
import fc from "fast-check";
import { expect, test } from "vitest";
import { checkText } from "../../src/workspace/document.js";
import { readsAsBundle as isBundle } from "../../src/core/bundle-format.js";
import { validateSpecText } from "../../src/validate/validate.js";
import { spec, toText } from "../arbitraries.js";
import { webhookRiskCodes } from "../../src/core/codes/webhook-risks.js";

// The same spec as text, sometimes damaged: a repeated key, a cut, a BOM, CRLF, a "\":" inside a string.
const text = fc.tuple(spec, fc.nat(4), fc.nat(200), fc.boolean()).map(([s, damage, at, crlf]) => {
  let t = toText(s);
  if (damage === 1) t = t.replace('"type"', '"type": "x", "type"');
  if (damage === 2) t = t.slice(0, at);
  if (damage === 3) t = "\uFEFF" + t.replace('"version"', '"note": "a\\": \\"b", "version"');
  if (crlf) t = t.replace(/\n/g, "\r\n");
  return t;
});

const checkerOnly = (code: string): boolean => code.startsWith("secret/") || Object.hasOwn(webhookRiskCodes, code);

test("checkText equals validateSpecText on spec text", () => {
  fc.assert(
    fc.property(text, (t) => {
      // The checker's own codes (credentials, risky webhooks) aside: validateSpecText does not run those.
      expect(checkText(t).issues.filter((i) => !checkerOnly(i.code))).toEqual(validateSpecText(t).issues);
    }),
    { numRuns: 400 },
  );
});

test("bundles are told apart by format; a bundle with a wrong format is still read as a bundle", () => {
  expect(isBundle({ format: "agentspec-bundle", formatVersion: 1, agents: [] })).toBe(true);
  expect(isBundle({ format: "agentspec-bundle-2", agents: [] })).toBe(true);
  expect(isBundle({ format: "x", nodes: [] })).toBe(false);
  expect(isBundle({ nodes: [] })).toBe(false);
  expect(isBundle([])).toBe(false);
  expect(checkText('{"format": "bundle", "agents": []}').issues.map((i) => i.code)).toEqual(["bundle/not-a-bundle"]);
});

test("nesting far past the limit is one issue, never a crash", () => {
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  expect(checkText(deep).issues.map((i) => i.code)).toEqual(["json/too-deep"]);
  expect(checkText(deep).issues).toEqual(validateSpecText(deep).issues);
});
