// The fast path of the kept document checker's credentials search (the language server's): it parses
// a spec's text again for the search only when mayHoldSecrets says it could hold one. The law it
// rests on: a text mayHoldSecrets says no to gives no credential to the full search. Held on the
// scale bench's specs with credentials of every format planted in any string (value or key, in a
// URL, escaped), and on damaged texts; and checkText gives the same findings with and without it.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findSecrets, mayHoldSecrets } from "../../src/core/secrets.js";
import { checkText, maskDocumentSecrets, maskSecrets } from "../../src/check/index.js";
// @ts-expect-error: a plain .mjs module of the bench, without types
import { random, specText } from "../../bench/scale-specs.mjs";
import { makers, seeded } from "./samples.js";

const spec = (seed: number): string => (specText as (r: () => number, i: number) => { text: string })((random as (s: number) => () => number)(seed), seed).text;
const made = makers(seeded(7));
const credentials = Object.values(made).map((m) => m());

// Where a credential goes: a header value, a URL's user information or query, a key of its own, escaped.
const plant = fc.record({
  secret: fc.constantFrom(...credentials),
  how: fc.constantFrom("header", "url-user", "url-query", "body", "escaped", "key-name"),
});

function planted(text: string, p: { secret: string; how: string }): string {
  const json = JSON.stringify(p.secret).slice(1, -1);
  switch (p.how) {
    case "header":
      return text.replace('"content-type": "application/json"', `"content-type": "application/json", "x-extra": "${json}"`);
    case "url-user":
      return text.replace("https://", `https://u:${json}@`);
    case "url-query":
      return text.replace(/"url": "([^"]*)"/, `"url": "$1?k=${json}"`);
    case "body":
      return text.replace('"tags": [', `"note": "${json}", "tags": [`);
    case "escaped":
      return text.replace('"content-type": "application/json"', `"content-type": "application/json", "x-e": "${[...json].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"`);
    default:
      return text.replace('"content-type": "application/json"', `"content-type": "application/json", "${json}": "v"`);
  }
}

/** checkText as it was before the fast path: the full search on every parsed text (its findings, by the full search's answer). */
const fullSearch = (text: string): unknown[] => {
  try {
    return findSecrets(JSON.parse(text));
  } catch {
    return [];
  }
};

describe("mayHoldSecrets, the credentials search's fast path", () => {
  test("a text it says no to has no credential by the full search; planted credentials are never passed by", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.option(plant, { nil: undefined }), fc.string({ maxLength: 12 }), fc.nat(), (seed, p, junk, at) => {
        let text = spec(seed);
        if (p) text = planted(text, p);
        const damaged = text.slice(0, at % (text.length + 1)) + junk + text.slice(at % (text.length + 1));
        for (const t of [text, damaged]) {
          if (!mayHoldSecrets(t)) expect(fullSearch(t)).toEqual([]);
        }
        if (p && fullSearch(text).length > 0) expect(mayHoldSecrets(text)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test("what the command masks with: checkText's secretSpans mask a text as maskDocumentSecrets, which searches it again, does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.option(plant, { nil: undefined }), (seed, p) => {
        const text = p ? planted(spec(seed), p) : spec(seed);
        const checked = checkText(text);
        // A text that is not JSON is never given spans: the command searches it whole.
        if (checked.kind === "json") expect(checked.secretSpans).toBeUndefined();
        else expect(maskSecrets(text, checked.secretSpans ?? [])).toBe(maskDocumentSecrets(text));
      }),
      { numRuns: 150 },
    );
  });

  test("checkText finds every planted credential that the full search finds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), plant, (seed, p) => {
        const text = planted(spec(seed).replace(/"authorization": "[^"]*",?/g, ""), p);
        const full = fullSearch(text).length;
        const found = checkText(text).issues.filter((i) => i.code.startsWith("secret/")).length;
        expect(found).toBe(full);
      }),
      { numRuns: 150 },
    );
  });
});
