// The validation fast path (issue 36) rewrote how the rules and the condition check walk a spec:
// pointers made only for a finding, members read in another order, smaller code on the page.
// Here the new code meets the code as it was (test/seams/before/, copied unchanged from before the
// change) on the same inputs, and must give exactly its findings: codes, pointers, params (what the
// messages read) and targets (what the ranges underline), rule by rule, with and without --strict;
// the condition check also the same listener calls and the same part for an unreadable condition.
// Inputs: random specs (test/arbitraries.ts), the corpus (makeSpec) and the corpus damaged.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { condition, spec as arbitrarySpec } from "../arbitraries.js";
import { makeSpec } from "../corpus.mjs";
import { checkParts, type CheckListener } from "../../src/conditions/check.js";
import { SpecIndex } from "../../src/core/spec-index.js";
import { childPointer, escapeToken, toPointer } from "../../src/core/pointer.js";
import { closingQuote, keyTokens } from "../../src/core/text.js";
import { rules } from "../../src/rules/index.js";
import type { AnyRule } from "../../src/rules/types.js";
import { urlTemplate } from "../../src/rules/webhook-url-scheme.js";
import { runRules, specPasses } from "../../src/validate/validate.js";
import { checkParts as checkPartsBefore } from "./before/check.js";
import * as pointerBefore from "./before/pointer.js";
import { SpecIndex as SpecIndexBefore } from "./before/spec-index.js";
import { conditionCompile } from "./before/rules/condition-compile.js";
import { conditionUnknownNode } from "./before/rules/condition-unknown-node.js";
import { conditionValueTypeMismatch } from "./before/rules/condition-value-type-mismatch.js";
import { nodeUnreachable } from "./before/rules/node-unreachable.js";
import { specMissingVersion } from "./before/rules/spec-missing-version.js";
import { specMisspelledProperty } from "./before/rules/spec-misspelled-property.js";
import { strictUnknownProperty } from "./before/rules/strict-unknown-property.js";
import { transitionUnreachable } from "./before/rules/transition-unreachable.js";
import { urlTemplate as urlTemplateBefore, webhookUrlScheme } from "./before/rules/webhook-url-scheme.js";

// The rules as they were: the rewritten ones from before/, the others as they are (they read the
// old index, so the index is compared too).
const changed = new Map<string, AnyRule>(
  [conditionCompile, conditionUnknownNode, conditionValueTypeMismatch, nodeUnreachable, specMissingVersion, specMisspelledProperty, strictUnknownProperty, transitionUnreachable, webhookUrlScheme].map((r) => [r.code, r as AnyRule]),
);
const rulesBefore = rules.map((r) => changed.get(r.code) ?? r);

test("every rewritten rule has its old self here", () => {
  expect(rules.filter((r) => changed.has(r.code))).toHaveLength(changed.size);
});

/** Each rule's findings on `doc`, now and before, must be equal. */
function sameFindings(doc: unknown, strict: boolean): void {
  const { schema } = specPasses(doc, strict);
  const now = runRules(doc, rules, strict, schema);
  const before = runRules(doc, rulesBefore, strict, schema, new SpecIndexBefore(doc) as unknown as SpecIndex);
  for (let r = 0; r < rules.length; r++) expect({ rule: rules[r]!.code, findings: now[r] }).toEqual({ rule: rules[r]!.code, findings: before[r] });
}

/** Every (container, key) of a value, in writing order: the places damage can go. */
function places(value: unknown): [Record<string | number, unknown>, string | number][] {
  const out: [Record<string | number, unknown>, string | number][] = [];
  const go = (v: unknown): void => {
    if (v === null || typeof v !== "object") return;
    for (const k of Array.isArray(v) ? v.keys() : Object.keys(v)) {
      out.push([v as Record<string | number, unknown>, k]);
      go((v as Record<string | number, unknown>)[k]);
    }
  };
  go(value);
  return out;
}

const misspell = (k: string): string => (k.length > 1 ? k[1]! + k[0]! + k.slice(2) : `${k}s`);

/** The corpus spec of `n` nodes with damage at chosen places: a new value, the key removed, or misspelt. */
const damagedCorpus = fc
  .record({
    n: fc.integer({ min: 1, max: 6 }),
    hits: fc.array(fc.record({ at: fc.nat(), how: fc.constantFrom("value", "remove", "misspell"), value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom("node-0", "node-9", "", "ftp://x", " https://a.example.com", "{{x}}\\y", "length", "in")) }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ n, hits }) => {
    const doc = makeSpec(n) as unknown;
    for (const { at, how, value } of hits) {
      const all = places(doc);
      const [owner, key] = all[at % all.length]!;
      if (how === "value" || Array.isArray(owner)) owner[key] = value;
      else {
        const v = owner[key];
        delete owner[key];
        if (how === "misspell") owner[misspell(String(key))] = v;
      }
    }
    return doc;
  });

describe("the rules give the findings they gave before the rewrite", () => {
  test("on the corpus", () => {
    for (const n of [1, 2, 5, 55]) for (const strict of [false, true]) sameFindings(makeSpec(n), strict);
  });

  test("on random specs", () => {
    fc.assert(
      fc.property(arbitrarySpec, fc.boolean(), (doc, strict) => sameFindings(doc, strict)),
      { numRuns: 400 },
    );
  });

  test("on the corpus damaged", () => {
    fc.assert(
      fc.property(damagedCorpus, fc.boolean(), (doc, strict) => sameFindings(doc, strict)),
      { numRuns: 400 },
    );
  });
});

/** A listener that records what it is told, without the compiled operand (a pattern is an object made anew). */
function recorder(): { calls: unknown[]; listener: CheckListener } {
  const calls: unknown[] = [];
  return {
    calls,
    listener: {
      comparison: ({ operand: _, ...c }) => calls.push(["comparison", c]),
      combinator: (kind, pointer, children) => calls.push(["combinator", kind, pointer, children]),
    },
  };
}

/** A condition with one part made unreadable: a throwing getter, a Proxy that throws, or a revoked one. */
// Drawn as a recipe and made in the property, so that a failure prints the recipe (not a revoked Proxy).
const hostileRecipe = fc.record({ cond: condition, at: fc.nat(), how: fc.constantFrom("getter", "proxy", "revoked") });
const hostile = ({ cond, at, how }: { cond: unknown; at: number; how: string }): unknown => {
  const copy = structuredClone(cond);
  const all = places(copy).filter(([owner, key]) => owner[key] !== null && typeof owner[key] === "object");
  if (all.length === 0) return copy;
  const [owner, key] = all[at % all.length]!;
  const target = owner[key] as object;
  if (how === "getter") {
    const keys = Object.keys(target);
    const k = keys[at % Math.max(keys.length, 1)] ?? "op";
    Object.defineProperty(target, k, { get: () => { throw new Error(`no ${k}`); }, enumerable: true, configurable: true });
  } else if (how === "proxy") {
    owner[key] = new Proxy(target, { get: (t, k) => { if (k === "value" || k === "1") throw new Error("no value"); return Reflect.get(t, k); } });
  } else {
    const r = Proxy.revocable(target, {});
    r.revoke();
    owner[key] = r.proxy;
  }
  return copy;
};

describe("the condition check gives the findings it gave before it kept its path as keys", () => {
  // A finding's params may hold the very object that cannot be read (a revoked Proxy as `valueType`):
  // such an object is compared by identity, everything else by value.
  const ids = new Map<object, number>();
  const plain = (v: unknown): unknown => {
    if (v === null || typeof v !== "object") return v;
    try {
      return Array.isArray(v) ? v.map(plain) : Object.fromEntries(Object.keys(v).map((k) => [k, plain((v as Record<string, unknown>)[k])]));
    } catch {
      if (!ids.has(v)) ids.set(v, ids.size);
      return `unreadable #${ids.get(v)}`;
    }
  };
  const same = (cond: unknown): void => {
    expect(plain(checkParts(cond))).toEqual(plain(checkPartsBefore(cond)));
    const now = recorder();
    const before = recorder();
    expect(plain(checkParts(cond, now.listener))).toEqual(plain(checkPartsBefore(cond, before.listener)));
    expect(plain(now.calls)).toEqual(plain(before.calls));
  };

  test("on random conditions", () => {
    fc.assert(fc.property(condition, same), { numRuns: 1000 });
  });

  test("on conditions with an unreadable part (the same part named)", () => {
    fc.assert(fc.property(hostileRecipe, (recipe) => same(hostile(recipe))), { numRuns: 1000 });
  });

  test("on the corpus's conditions", () => {
    for (const node of (makeSpec(4) as { nodes: { transition: { when?: unknown }[] }[] }).nodes) for (const t of node.transition) same(t.when);
  });
});

describe("the helpers the rewrite touched answer as before", () => {
  const token = fc.oneof(fc.string(), fc.constantFrom("~", "/", "a~/b", "~1", "~0/"), fc.nat());

  test("pointers: escapeToken, childPointer, toPointer", () => {
    fc.assert(
      fc.property(fc.string(), token, fc.array(token), (base, t, list) => {
        expect(escapeToken(t)).toBe(pointerBefore.escapeToken(t));
        expect(childPointer(base, t)).toBe(pointerBefore.childPointer(base, t));
        expect(toPointer(list)).toBe(pointerBefore.toPointer(list));
      }),
    );
  });

  test("urlTemplate", () => {
    const piece = fc.constantFrom("https://", "a.example.com", "/", "{{", "}}", "{{x}}", "\t", "\n", "\\", " ", "\u0000", "x", "?q=1");
    fc.assert(
      fc.property(fc.oneof(fc.array(piece, { maxLength: 8 }).map((p) => p.join("")), fc.string()), (url) => {
        expect(urlTemplate(url)).toEqual(urlTemplateBefore(url));
      }),
      { numRuns: 2000 },
    );
  });

  // The count and the closing quote as they were (src/core/text.ts before the change).
  const closingQuoteBefore = (text: string, i: number): number => {
    let end = text.indexOf('"', i + 1);
    for (;;) {
      let slashes = 0;
      while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
      if (slashes % 2 === 0) return end;
      end = text.indexOf('"', end + 1);
    }
  };
  const keyTokensBefore = (text: string): number => {
    let keys = 0;
    for (let i = text.indexOf(":"); i !== -1; i = text.indexOf(":", i + 1)) {
      let j = i;
      let c;
      do c = text.charCodeAt(--j);
      while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09);
      if (c === 0x22 && closingQuoteBefore(text, j - 1) === j) keys++;
    }
    return keys;
  };

  test("keyTokens and closingQuote, on any text and on JSON with escapes", () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom('"', "\\", ":", " ", "\n", "a", "{", "}") }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v, null, 1)),
      fc.dictionary(fc.string({ unit: fc.constantFrom('"', "\\", ":", "a") }), fc.string({ unit: fc.constantFrom('"', "\\", ":", "a") })).map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(text, fc.nat(), (t, at) => {
        expect(keyTokens(t)).toBe(keyTokensBefore(t));
        const quotes = [...t.matchAll(/"/g)].map((m) => m.index);
        if (quotes.length > 0) {
          const i = quotes[at % quotes.length]!;
          expect(closingQuote(t, i)).toBe(closingQuoteBefore(t, i));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
