// The credential search asks each string a cheap question first (mayHoldSecret: a format's hint, a
// credential-shaped name, a URL with user information or a query) and searches in full only the
// strings it says yes to. The law: the question loses nothing. Held on strings built from planted
// credentials of every format, templates, URLs, queries and look-alikes under any name, and on
// documents, where findSecrets (recursive, then with a stack of its own past 256 levels) gives what
// a plain walk that searches every string in full gives, in the same order.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findSecrets, searchString, secretsIn, type SecretHit } from "../../src/core/secrets.js";
import { escapeToken } from "../../src/core/pointer.js";
import { lookAlikes, makers, seeded } from "./samples.js";

const credentials = Object.values(makers(seeded(11))).map((m) => m());
const pieces = fc.oneof(
  fc.constantFrom(...credentials),
  fc.constantFrom(...lookAlikes()),
  // A URL with a credential in its query or user information is found under any name.
  fc.constantFrom("https://api.example.com/v1?access_token=", "https://api.example.com/v1?q=1&password=", "https://deploy:", "@api.example.com/v1", "https://deploy:Zq8fK2mN9pL4xR7tB3vC@api.example.com/v1", "https://Zq8fK2mN9pL4xR7tB3vCk@api.example.com"),
  fc.constantFrom("Zq8fK2mN9pL4xR7tB3vC", "p4Ss-W0rd!x9Q"),
  fc.constantFrom("{{secrets.TOKEN}}", "{{input.host}}", "{{", "}}", "https://", "http://u:", "@", "?", "&", "=", "#", "/", " ", "Bearer ", "token=", "key-", "pat", "SK", "-us", "%2F", "+"),
  fc.string({ maxLength: 24 }),
);
const text = fc.array(pieces, { maxLength: 6 }).map((p) => p.join(""));
const names = fc.oneof(fc.constantFrom(undefined, "Authorization", "x-api-key", "password", "api_token", "url", "body", "note", "path", "content-type", "X-Secret", "sig"), fc.string({ maxLength: 12 }));

/** Every string of `doc` in document order, searched in full (no cheap question first), with its pointer. */
function plainWalk(doc: unknown): SecretHit[] {
  const out: SecretHit[] = [];
  const visit = (v: unknown, pointer: string, key: string | undefined): void => {
    if (typeof v === "string") {
      if (v.length >= 8) out.push(...searchString(v, pointer, key));
    } else if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${pointer}/${i}`, key));
    else if (v !== null && typeof v === "object") for (const k of Object.keys(v)) visit((v as Record<string, unknown>)[k], `${pointer}/${escapeToken(k)}`, k);
  };
  visit(doc, "", undefined);
  return out;
}

const doc: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, text, fc.integer(), fc.constant(null), tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(names.map((n) => n ?? "k"), tie("value"), { maxKeys: 4 }),
})).value;

describe("mayHoldSecret, each string's cheap question", () => {
  test("a string it passes by holds nothing the full search finds", () => {
    fc.assert(
      fc.property(text, names, (s, key) => {
        expect(secretsIn(s, "/p", key)).toEqual(searchString(s, "/p", key));
      }),
      { numRuns: 3000 },
    );
  });

  test("findSecrets gives the plain full walk's hits, in its order, on any document", () => {
    fc.assert(
      fc.property(doc, (d) => {
        expect(findSecrets(d)).toEqual(plainWalk(d));
      }),
      { numRuns: 500 },
    );
  });

  test("past the recursion's depth the search goes on with its own stack: same hits, order and pointers", () => {
    const [a, b, c] = credentials;
    // 600 levels of alternating objects and arrays, a credential at three depths and beside each container.
    let deep: unknown = { "x-api-key": a };
    for (let i = 0; i < 600; i++) deep = i % 2 === 0 ? [b, deep, { token: c }] : { note: i === 300 ? a : "n", inner: deep, after: c };
    const hits = findSecrets(deep);
    expect(hits.length).toBeGreaterThan(600);
    expect(hits).toEqual(plainWalk(deep));
  });
});
