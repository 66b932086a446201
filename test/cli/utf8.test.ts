// Bytes that are not UTF-8 are an error at their place in the text, never a silent U+FFFD.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect, test } from "vitest";
import { decodeUtf8 } from "../../src/workspace/utf8.js";
import { run, tree } from "./helpers.js";

const utf8 = (s: string): number[] => [...new TextEncoder().encode(s)];
// Valid pieces (ASCII, 2-, 3- and 4-byte characters, a literal U+FFFD) mixed with stray bytes.
const piece = fc.oneof(
  fc.constantFrom("a", "é", "€", "😀", "\uFFFD", "\n", '"').map(utf8),
  fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 3 }),
  fc.constantFrom([0xe0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xf0, 0x9f, 0x98], [0xc0, 0xaf], [0xc2]),
);

test("the text is what a browser decodes; each invalid sequence is one finding at its U+FFFD", () => {
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const bytes = Uint8Array.from(pieces.flat());
      const { text, findings } = decodeUtf8(bytes);
      expect(text).toBe(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes));
      const replacements = [...text.matchAll(/\uFFFD/g)].map((m) => m.index);
      const literal = Buffer.from(bytes).toString("latin1").split("\u00EF\u00BF\u00BD").length - 1;
      expect(findings).toHaveLength(replacements.length - literal);
      for (const f of findings) {
        expect(text[f.span[0]]).toBe("\uFFFD");
        expect(f.code).toBe("io/invalid-utf8");
        expect(f.params!["byte"]).toBeLessThan(bytes.length);
      }
      expect(new Set(findings.map((f) => f.span[0])).size).toBe(findings.length);
      if (findings.length === 0) expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).not.toThrow();
    }),
    { numRuns: 1000 },
  );
});

test("the bytes and the offsets of the examples", () => {
  const { findings } = decodeUtf8(Uint8Array.from([0x22, 0x61, 0xff, 0xf0, 0x9f, 0x98, 0x80, 0xe2, 0x82, 0x22]));
  expect(findings.map((f) => [f.span[0], f.params])).toEqual([
    [2, { byte: 2, bytes: ["0xFF"] }],
    [5, { byte: 7, bytes: ["0xE2", "0x82"] }],
  ]);
});

test("check reports io/invalid-utf8 at its line and column; fmt leaves the file as it is", async () => {
  const dir = tree({});
  const bytes = Buffer.concat([Buffer.from('{\n  "version": 2,\n  "nodes": [{"id": "caf'), Buffer.from([0xe9]), Buffer.from('", "type": "x"}]\n}\n')]);
  writeFileSync(join(dir, "latin1.json"), bytes);
  const check = await run(["check", "--format", "json", "latin1.json"], { cwd: dir });
  expect(check.code).toBe(1);
  const [report] = JSON.parse(check.stdout) as { issues: { code: string; range: { start: { line: number; column: number } }; message: string }[] }[];
  expect(report!.issues.map((i) => [i.code, i.range.start.line, i.range.start.column])).toEqual([["io/invalid-utf8", 3, 24]]);
  expect(report!.issues[0]!.message).toContain("byte 0xE9 at byte offset 41");
  const fmt = await run(["fmt", "latin1.json"], { cwd: dir });
  expect(fmt.code).toBe(1);
  expect(fmt.stdout + fmt.stderr).toContain("[io/invalid-utf8]");
  expect(readFileSync(join(dir, "latin1.json")).equals(bytes)).toBe(true);
});
