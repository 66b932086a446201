// Shared by the hardening tests: run counts, the invariants every issue must keep, an independent
// oracle for positions, a guard on Object.prototype, and arbitraries for bundles and damaged text.
import fc from "fast-check";
import { expect } from "vitest";
import type { Issue } from "../../src/index.js";
import { isWellFormedPointer, parsePointer, resolvePointer, toPointer } from "../../src/core/pointer.js";
import { spec, toText } from "../arbitraries.js";

/** Runs per fuzz property: bounded for CI, `npm run fuzz` sets FUZZ_RUNS=20000. */
export const RUNS = Number(process.env["FUZZ_RUNS"] ?? 200);

/** A larger test timeout for the fuzz runs that `npm run fuzz` makes 100x longer. */
export const FUZZ_TIMEOUT = Math.max(60_000, RUNS * 60);

/** Line and column of an offset, computed independently of src/core/line-index.ts (naively, from the start). */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = offset - lineStart + 1;
  // A byte-order mark counts in offsets but takes no column.
  if (line === 1 && text.charCodeAt(0) === 0xfeff && offset > 0) column--;
  return { line, column };
}

/** A pointer resolves, or names a missing member of an object or array that exists. */
export function pointsInto(doc: unknown, pointer: string): boolean {
  if (resolvePointer(doc, pointer).found) return true;
  const segs = parsePointer(pointer);
  if (segs.length === 0) return false;
  const parent = resolvePointer(doc, toPointer(segs.slice(0, -1)));
  return parent.found && parent.value !== null && typeof parent.value === "object";
}

/**
 * The invariants of every issue list: each issue complete and well formed; with `text`, a range
 * inside it whose lines and columns agree with the offsets; with `doc`, a pointer into it.
 */
export function expectSoundIssues(issues: readonly Issue[], opts: { text?: string; doc?: unknown } = {}): void {
  expect(Array.isArray(issues)).toBe(true);
  for (const i of issues) {
    expect(typeof i.code, "code").toBe("string");
    expect(["error", "warning"]).toContain(i.severity);
    expect(typeof i.message).toBe("string");
    expect(i.message.length).toBeGreaterThan(0);
    expect(typeof i.pointer).toBe("string");
    expect(isWellFormedPointer(i.pointer), `pointer ${JSON.stringify(i.pointer)} of ${i.code}`).toBe(true);
    if (opts.doc !== undefined) expect(pointsInto(opts.doc, i.pointer), `${i.code} at ${i.pointer}`).toBe(true);
    if (opts.text !== undefined) {
      const text = opts.text;
      expect(i.range, `${i.code} has a range`).toBeDefined();
      const { start, end } = i.range!;
      expect(0 <= start.offset && start.offset <= end.offset && end.offset <= text.length, `${i.code} range ${start.offset}..${end.offset} in ${text.length}`).toBe(true);
      for (const p of [start, end]) {
        expect(p.line).toBeGreaterThanOrEqual(1);
        expect(p.column).toBeGreaterThanOrEqual(1);
        expect({ line: p.line, column: p.column }, `${i.code} at offset ${p.offset}`).toEqual(positionAt(text, p.offset));
      }
    }
  }
}

/** The state of Object.prototype (and Array.prototype) that no input may change. */
export function prototypeSnapshot(): string {
  const describe = (o: object): string[] =>
    Reflect.ownKeys(o).map((k) => {
      const d = Object.getOwnPropertyDescriptor(o, k)!;
      return `${String(k)}:${typeof d.value}:${String(d.enumerable)}:${String(d.writable)}`;
    });
  return JSON.stringify([describe(Object.prototype), describe(Array.prototype), Object.getPrototypeOf(Object.prototype)]);
}

/** Nesting `depth` arrays around `inner`, built without recursion. */
export function nestedArrays(depth: number, inner: unknown = 1): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Nesting `depth` objects `{ [key]: … }` around `inner`, built without recursion. */
export function nestedObjects(depth: number, key: string, inner: unknown = 1): unknown {
  let v = inner;
  for (let i = 0; i < depth; i++) v = { [key]: v };
  return v;
}

const odd = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
const protoName = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty");

/** Integers at the edge of exactness: safe ones, 2^53 and beyond, both signs. */
export const edgeInteger = fc.oneof(
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, -(2 ** 53), 2 ** 53 + 2, 1e21, -1e300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Agent entries, valid and not, with subagents, odd identities and prototype-named keys. */
export const entry: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  entry: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.record(
      {
        id: fc.oneof(fc.constantFrom("a1", "a2", "shared"), protoName, odd),
        name: fc.oneof(fc.constantFrom("Helper", "Support", "helper"), protoName, odd),
        type: fc.oneof(fc.constant("CUSTOM"), odd),
        applicationId: fc.oneof(fc.constantFrom(1, 2), edgeInteger, odd),
        spec: fc.oneof(spec, odd),
        subagents: fc.oneof(fc.array(tie("entry"), { maxLength: 2 }), odd),
        extra: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 1 }),
  ),
})).entry;

/** Bundles close to valid ones, and JSON that only looks like one. */
export const bundle = fc.oneof(
  fc.record(
    {
      format: fc.oneof(fc.constant("agentspec-bundle"), odd),
      formatVersion: fc.oneof(fc.constant(1), odd),
      agents: fc.oneof(fc.array(entry, { maxLength: 4 }), odd),
    },
    { requiredKeys: ["format"] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Existing agents as `GET /agents/` lists them, with clashing and prototype-named names. */
export const existing = fc.array(
  fc.record(
    { id: fc.oneof(fc.constantFrom("a1", "x"), protoName), name: fc.oneof(fc.constantFrom("Helper", "Other"), protoName), applicationId: fc.constantFrom(1, 2, undefined) },
    { requiredKeys: ["name"] },
  ),
  { maxLength: 4 },
);

/** A JSON value through JSON text, as a server receives it (undefined members dropped). */
export const asJson = (v: unknown): unknown => JSON.parse(toText(v));

const JSON_BITS = ["{", "}", "[", "]", '"', ":", ",", "\\", "\\u", "\\ud800", "0", "-", "1e999", ".", " ", "\n", "\r", "\r\n", "\t", "\uFEFF", "\uD800", "\uDC00", "😀", "true", "null", '"nodes"', '"__proto__"', "/*", "//"];

/** Text that is mostly not JSON: any code units (lone surrogates included), or JSON's own bits shuffled. */
export const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(...JSON_BITS), maxLength: 80 }),
  fc.json({ maxDepth: 3 }),
);

/** A spec's text damaged the ways text gets damaged: cut, a character dropped, inserted or swapped, a slice repeated, line ends and a BOM. */
export const damagedSpecText = fc
  .tuple(spec, fc.array(fc.tuple(fc.nat(6), fc.nat(), fc.nat(), fc.constantFrom(...JSON_BITS)), { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean())
  .map(([s, edits, crlf, tabs]) => {
    let t = toText(s);
    if (tabs) t = t.replace(/^( {2})+/gm, (m) => "\t".repeat(m.length / 2));
    if (crlf) t = t.replace(/\n/g, "\r\n");
    for (const [kind, a, b, bit] of edits) {
      const at = t.length === 0 ? 0 : a % (t.length + 1);
      switch (kind) {
        case 0:
          t = t.slice(0, at); // truncated
          break;
        case 1:
          t = t.slice(0, at) + t.slice(at + 1); // a character dropped
          break;
        case 2:
          t = t.slice(0, at) + bit + t.slice(at); // a character inserted
          break;
        case 3:
          t = t.slice(0, at) + bit + t.slice(at + 1); // a character replaced
          break;
        case 4: {
          const len = b % 40;
          t = t.slice(0, at) + t.slice(at, at + len) + t.slice(at); // a slice repeated
          break;
        }
        case 5:
          t = "\uFEFF" + t;
          break;
        default:
          t = t.replace(/\r?\n/g, "\r"); // old Mac line ends
      }
    }
    return t;
  });
