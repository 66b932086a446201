// The fix of each credential code: offered (a choice, never applied unattended), it writes a
// `{{secrets.NAME}}` template over the credential and nothing else, and the text it leaves has no
// finding of that code.
import { expect, test } from "vitest";
import { checkText } from "../../src/check/index.js";
import { applyEdits, applyFixes, fixesFor } from "../../src/language/index.js";

const spec = (config: Record<string, unknown>): string =>
  JSON.stringify({ version: 2, nodes: [{ id: "call", type: "action", actionType: "WEBHOOK", mode: "sync", config: { url: "https://api.example.com/v1", method: "GET", ...config }, transition: [] }] }, null, 2);

const cases: [code: string, text: string, after: string][] = [
  ["secret/credential-value", spec({ headers: { "X-Api-Key": "Zq8vT3mK9pW2xR7nL4bY6cJ1" } }), '"X-Api-Key": "{{secrets.API_KEY}}"'],
  ["secret/credential-value", spec({ url: "https://api.example.com/v1?page=2&access_token=Zq8vT3mK9pW2xR7nL4bY6cJ1#top" }), '"url": "https://api.example.com/v1?page=2&access_token={{secrets.ACCESS_TOKEN}}#top"'],
  ["secret/url-credentials", spec({ url: "https://ops:Tr0ub4dor&3x!Q@files.example.com/drop" }), '"url": "https://ops:{{secrets.URL_PASSWORD}}@files.example.com/drop"'],
  ["secret/known-format", spec({ body: { note: "key sk_live_Qm7Rt2Lp9Xw4Kz8Vb3Nc6Hd1 here" } }), '"note": "key {{secrets.STRIPE_SECRET_KEY}} here"'],
];

test.each(cases)("%s: the fix writes the template over the credential alone", (code, text, after) => {
  const issue = checkText(text).issues.find((i) => i.code === code)!;
  expect(issue).toBeDefined();
  const fixes = fixesFor(text, issue);
  expect(fixes).toHaveLength(1);
  expect([fixes[0]!.safe, fixes[0]!.preferred]).toEqual([false, false]);
  const fixed = applyEdits(text, fixes[0]!.edits);
  expect(fixed).toContain(after);
  expect(checkText(fixed).issues.filter((i) => i.code.startsWith("secret/"))).toEqual([]);
  // Never applied unattended, even with unsafe fixes.
  expect(applyFixes(text, { unsafe: true }).applied.filter((a) => a.issue.code.startsWith("secret/"))).toEqual([]);
});

test("no fix once the text no longer holds the credential where the finding says", () => {
  const text = spec({ headers: { "X-Api-Key": "Zq8vT3mK9pW2xR7nL4bY6cJ1" } });
  const issue = checkText(text).issues.find((i) => i.code === "secret/credential-value")!;
  const edited = text.replace("Zq8vT3mK9pW2xR7nL4bY6cJ1", "Ab1cD2eF3gH4iJ5kL6mN7oP8");
  expect(fixesFor(edited, issue)).toEqual([]);
});
