// minimalEdits on texts past LINES_FROM (64 KiB together), where lines are compared first and
// tokens only between lines that differ: the same laws as for short texts (the edits rebuild the
// target, in order and apart; an edit of a few characters is one small edit on its own lines),
// and on a formatted spec the same edits as the token comparison gives on its own.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatText } from "../../src/format/index.js";
import { hashOf, minimalEdits } from "../../src/language/edits.js";
import { applyEdits } from "../../src/language/fixes.js";
import { makeSpec } from "../corpus.mjs";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 40);
const large = JSON.stringify(makeSpec(60), null, 2);

/**
 * The edits from each text to the other rebuild it, in order and apart, and touch no more
 * characters than the text has.
 */
function rebuildsBothWays(a: string, b: string): void {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const out = minimalEdits(x, y);
    expect(applyEdits(x, out)).toBe(y);
    for (let i = 1; i < out.length; i++) expect(out[i]!.from).toBeGreaterThanOrEqual(out[i - 1]!.to);
    // Nothing outside the characters that changed: the edits together are no longer than the whole.
    expect(out.reduce((n, e) => n + (e.to - e.from), 0)).toBeLessThanOrEqual(x.length);
  }
}

describe("minimalEdits past the line comparison's size", () => {
  test("the text is large enough to be compared by lines", () => {
    expect(large.length * 2).toBeGreaterThan(64 * 1024);
  });

  test("property: random edits anywhere in a large text are undone and redone by the edits, in order and apart", () => {
    const edit = fc.record({ at: fc.nat(), remove: fc.nat({ max: 40 }), insert: fc.string({ maxLength: 12, unit: fc.constantFrom(..."{}[]:,\" \nab-1\\") }) });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        let b = large;
        for (const e of edits) {
          const from = e.at % (b.length + 1);
          b = b.slice(0, from) + e.insert + b.slice(Math.min(b.length, from + e.remove));
        }
        rebuildsBothWays(large, b);
      }),
      { numRuns: RUNS },
    );
  });

  test("one character typed in a large text is one edit of that character", () => {
    const at = large.indexOf('"node-31"') + 5;
    const b = large.slice(0, at) + "x" + large.slice(at);
    expect(minimalEdits(large, b)).toEqual([{ from: at, to: at, insert: "x" }]);
    expect(minimalEdits(b, large)).toEqual([{ from: at, to: at + 1, insert: "" }]);
  });

  test("formatting a large spec whose keys are out of order: the edits move the keys, each node's own, and rebuild the formatted text", () => {
    const formatted = formatText(large);
    if ("issues" in formatted) throw new Error("the spec must format");
    expect(formatted.output).not.toBe(large);
    const edits = minimalEdits(large, formatted.output);
    expect(applyEdits(large, edits)).toBe(formatted.output);
    // Each edit is small: a key and its value moved, never a node rewritten.
    for (const e of edits) expect(e.to - e.from + e.insert.length).toBeLessThan(200);
  });
});

describe("minimalEdits compares lines and tokens by hash, then by their characters", () => {
  // Two different lines of one hash, found by trying names until two agree (a birthday search
  // over the module's own hash: about 2^15 tries for its 30 bits).
  const collision = (item: (i: string) => string): [string, string] => {
    const seen = new Map<number, string>();
    for (let i = 0; ; i++) {
      const line = item(i.toString(36));
      const h = hashOf(line, 0, line.length);
      const other = seen.get(h);
      if (other !== undefined) return [other, line];
      seen.set(h, line);
    }
  };

  test("a line replaced by another line of the same hash is replaced, not kept", () => {
    const [x, y] = collision((i) => `    "k${i}": 1,`);
    expect(x).not.toBe(y);
    expect(hashOf(x, 0, x.length)).toBe(hashOf(y, 0, y.length));
    // Each is found once in its text, at the same place: an anchor if the hash alone were trusted.
    // The texts differ at both ends too, so that all of them is compared line by line.
    const before = `"a"\n${large}\n${x}\n${large}\n"a"`;
    const after = `"b"\n${large}\n${y}\n${large}\n"b"`;
    const edits = minimalEdits(before, after);
    expect(applyEdits(before, edits)).toBe(after);
    const at = before.indexOf(x);
    expect(edits.filter((e) => e.from >= at && e.to <= at + x.length)).not.toEqual([]);
  });

  test("two tokens of the same hash are told apart in a short text", () => {
    const [x, y] = collision((i) => `"k${i}"`);
    expect(hashOf(x, 0, x.length)).toBe(hashOf(y, 0, y.length));
    const before = `{"a": 0, ${x}: 1, "b": 2}`;
    const after = `{"c": 0, ${y}: 1, "d": 2}`;
    expect(applyEdits(before, minimalEdits(before, after))).toBe(after);
  });

  test("property: texts past ASCII (read character by character) and ASCII ones give edits that rebuild the target", () => {
    const unit = fc.constantFrom(..."{}[]:,\" \nab-1\\", "é", "€", "😀");
    fc.assert(
      fc.property(fc.nat(), fc.string({ maxLength: 30, unit }), fc.boolean(), (at, insert, ascii) => {
        const base = ascii ? large : large.replace(/node-1"/g, 'nœud-1"');
        const from = at % (base.length + 1);
        const other = base.slice(0, from) + insert + base.slice(Math.min(base.length, from + 7));
        rebuildsBothWays(base, other);
      }),
      { numRuns: RUNS },
    );
  });
});
