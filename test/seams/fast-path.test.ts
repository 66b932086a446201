// The fast path of a valid text (issue 36) against the full path: parseJsonText proves a text
// repeats no key by counting (keyTokens against the value's own keys) and only then skips the
// character-by-character scan. Here the same texts go through validateSpecText, the server's
// validate answer and a reference that always scans (scanValidJson), and all three must give the
// same issues (codes, messages, places) on the corpus, the examples, generated specs, and the same
// specs damaged: keys repeated (at any depth, the same or another value), strings that open with
// a colon (which the count cannot tell from a key), keys written with escapes, another layout.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { spec as arbitrarySpec } from "../arbitraries.js";
import { makeSpec } from "../corpus.mjs";
import { MAX_JSON_DEPTH } from "../../src/core/depth.js";
import type { Finding } from "../../src/core/issue.js";
import { scanValidJson, type TextFinding } from "../../src/core/text.js";
import { answerValidate } from "../../src/server/answers.js";
import { locateFindings, result, specFindings, validateSpecText } from "../../src/validate/validate.js";
import type { ValidationResult } from "../../src/core/issue.js";

/** The full path: the text always scanned for repeated keys, then the same checks and placing. */
function fullPath(text: string): ValidationResult {
  const value: unknown = JSON.parse(text);
  const findings: (Finding | TextFinding)[] = [...scanValidJson(text, MAX_JSON_DEPTH), ...specFindings(value, {}, true)];
  return result(locateFindings(text, findings));
}

/** The server's answer to `{ "spec": <text> }`, and the full path's issues for the same body. */
function serverAgrees(specText: string): void {
  const body = `{"spec": ${specText}}`;
  const answer = answerValidate(new TextEncoder().encode(body)) as { status: number; body: { valid?: boolean; details?: { issues: unknown[] }; issues?: unknown[] } };
  const value = JSON.parse(body) as { spec: unknown };
  const findings: Finding[] = [...scanValidJson(body, MAX_JSON_DEPTH), ...specFindings(value.spec, {}, true).map((f) => ({ ...f, pointer: `/spec${f.pointer}` }))];
  const issues = locateFindings(body, findings);
  const valid = !issues.some((i) => i.severity === "error");
  expect(answer.status).toBe(valid ? 200 : 400);
  expect(answer.body.issues ?? answer.body.details?.issues).toEqual(issues);
}

/** Writes a value as JSON text with damage: objects by their order of writing. */
interface Damage {
  /** Objects (by their number in writing order) whose first key is written twice, first with this value. */
  repeat: Map<number, unknown>;
  /** Strings (by their number in writing order) replaced by one that opens with a colon. */
  colon: Set<number>;
  /** Keys written with \u escapes. */
  escapeKeys: boolean;
  indent: number;
}

function write(value: unknown, d: Damage): string {
  let objects = 0;
  let strings = 0;
  const key = (k: string): string => (d.escapeKeys ? `"${[...k].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"` : JSON.stringify(k));
  const pad = (depth: number): string => (d.indent === 0 ? "" : `\n${" ".repeat(d.indent * depth)}`);
  const go = (v: unknown, depth: number): string => {
    if (typeof v === "string") return d.colon.has(strings++) ? JSON.stringify(`: ${v}`) : JSON.stringify(v);
    if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
    if (Array.isArray(v)) return `[${v.map((x) => pad(depth + 1) + go(x, depth + 1)).join(",")}${pad(depth)}]`;
    const n = objects++;
    const members = Object.entries(v).map(([k, x]) => `${pad(depth + 1)}${key(k)}: ${go(x, depth + 1)}`);
    const first = Object.keys(v)[0];
    if (first !== undefined && d.repeat.has(n)) members.unshift(`${pad(depth + 1)}${key(first)}: ${JSON.stringify(d.repeat.get(n))}`);
    return `{${members.join(",")}${pad(depth)}}`;
  };
  return go(value, 0);
}

const damage = fc.record({
  repeat: fc.array(fc.tuple(fc.nat(40), fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.constant(":"), fc.constant(null))), { maxLength: 3 }).map((xs) => new Map(xs)),
  colon: fc.array(fc.nat(60), { maxLength: 3 }).map((xs) => new Set(xs)),
  escapeKeys: fc.boolean(),
  indent: fc.constantFrom(0, 2),
});

const corpus = (): { name: string; text: string }[] => {
  const out: { name: string; text: string }[] = [];
  for (const dir of ["examples", "examples/broken", "test/fixtures/ok", "test/fixtures/err"]) {
    for (const f of readdirSync(dir)) {
      if (!f.endsWith(".json") || f.endsWith(".expected.json")) continue;
      const text = readFileSync(join(dir, f), "utf8");
      try {
        JSON.parse(text);
      } catch {
        continue; // a syntax error takes the one path there is
      }
      out.push({ name: join(dir, f), text });
    }
  }
  return out;
};

describe("the fast path of a valid text gives the full path's answer", () => {
  test("on the corpus and the examples (their texts as written, repeated keys included)", () => {
    const texts = corpus();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.some((t) => t.name.endsWith("duplicate-key.json"))).toBe(true);
    for (const { text } of texts) {
      expect(validateSpecText(text)).toEqual(fullPath(text));
      serverAgrees(text);
    }
  });

  test("on generated specs, clean and damaged", () => {
    fc.assert(
      fc.property(fc.oneof(arbitrarySpec, fc.integer({ min: 1, max: 12 }).map((n) => makeSpec(n) as unknown)), damage, (doc, d) => {
        const text = write(doc, d);
        const got = validateSpecText(text);
        expect(got).toEqual(fullPath(text));
        // A repeat was written exactly when the answer says so.
        const repeats = got.issues.filter((i) => i.code === "json/duplicate-key").length;
        expect(repeats).toBe(scanValidJson(text, MAX_JSON_DEPTH).length);
        serverAgrees(text);
      }),
      { numRuns: 300 },
    );
  });

  test("a repeated key is found at any depth, however the counts could hide it", () => {
    const doc = makeSpec(3) as { nodes: { config: Record<string, unknown> }[] };
    const text = JSON.stringify(doc).replace('"timeout":', '"timeout":31,"timeout":');
    const issues = validateSpecText(text).issues.filter((i) => i.code === "json/duplicate-key");
    expect(issues.map((i) => i.pointer)).toEqual(["/nodes/0/config/timeout"]);
    // A string opening with a colon beside the repeat: one count up, one down, still found.
    const both = text.replace('"text"', '": text"');
    expect(validateSpecText(both).issues.filter((i) => i.code === "json/duplicate-key").map((i) => i.pointer)).toEqual(["/nodes/0/config/timeout"]);
    expect(validateSpecText(both)).toEqual(fullPath(both));
  });
});
