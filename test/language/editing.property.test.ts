// Laws of the editing features the language server serves: minimal edits rebuild the target text,
// formatting is idempotent and loses no token, a rename keeps what the validator finds (ids
// changed), quick fixes edit inside what they claim, and a document's kind is read as its parsed
// value says.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatText } from "../../src/format/index.js";
import { readsAsBundle } from "../../src/core/bundle-format.js";
import { documentKind, documentKindOf } from "../../src/language/document-kind.js";
import { minimalEdits } from "../../src/language/edits.js";
import { applyEdits, applyFixes, fixesFor } from "../../src/language/fixes.js";
import { highlightsAt, renameEdits, testFileRenameEdits } from "../../src/language/rename.js";
import { foldingSpans, selectionSpans } from "../../src/language/structure.js";
import { validateSpecText } from "../../src/validate/validate.js";
import { spec, toText } from "../arbitraries.js";

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 100);

/** The non-blank tokens of JSON text (strings whole), sorted: what formatting must keep. */
const tokensOf = (text: string): string[] => (text.match(/"(?:[^"\\]|\\.)*"|[{}[\],:]|[^\s{}[\],:"]+/g) ?? []).sort();

/** Re-space a JSON text at random between its tokens. */
const respaced = (text: string, spaces: string[]): string => {
  let k = 0;
  return text.replace(/("(?:[^"\\]|\\.)*")|\s+/g, (m, str: string | undefined) => (str !== undefined ? m : spaces[k++ % spaces.length]!));
};
const space = fc.array(fc.constantFrom("", " ", "\n", "\t", "\r\n    ", "  "), { minLength: 1, maxLength: 8 });

describe("minimalEdits", () => {
  test("property: the edits rebuild the target, in order and apart, for any two texts", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        const edits = minimalEdits(a, b);
        expect(applyEdits(a, edits)).toBe(b);
        for (let i = 1; i < edits.length; i++) expect(edits[i]!.from).toBeGreaterThanOrEqual(edits[i - 1]!.to);
        if (a === b) expect(edits).toEqual([]);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  // The lines an edit touches depend on where it is placed: deleting "\n  ]," after `false` gives
  // the text deleting "  ],\n" does, yet the first touches the line of `false` and not the next,
  // the second the next and not the line of `false`. No edits fit both (five characters go, four
  // lie on the lines both touch), so the edits must fit the lines of one placement of the edit:
  // the same replacement moved over equal characters, giving the same text.
  const placements = (a: string, b: string, from: number, to: number, length: number): [number, number][] => {
    const out: [number, number][] = [];
    for (let f = 0, t = to - from; t <= a.length; f++, t++) {
      if (a.slice(0, f) === b.slice(0, f) && a.slice(t) === b.slice(f + length)) out.push([f, t]);
    }
    return out;
  };
  const linesOf = (a: string, from: number, to: number): [number, number] => {
    const nl = a.indexOf("\n", to);
    return [from === 0 ? 0 : a.lastIndexOf("\n", from - 1) + 1, nl < 0 ? a.length : nl];
  };

  test("property: for JSON texts one edit apart, no edit touches a line the edit did not", () => {
    fc.assert(
      fc.property(spec, fc.nat(), fc.nat(), fc.string({ maxLength: 6 }), (doc, i, j, insert) => {
        const a = toText(doc);
        const from = i % (a.length + 1);
        const to = Math.min(a.length, from + (j % 8));
        const b = a.slice(0, from) + insert + a.slice(to);
        const edits = minimalEdits(a, b);
        expect(applyEdits(a, edits)).toBe(b);
        const places = placements(a, b, from, to, insert.length);
        expect(places).toContainEqual([from, to]);
        const fitting = places.filter(([f, t]) => {
          const [lineStart, lineEnd] = linesOf(a, f, t);
          return edits.every((e) => e.from >= lineStart && e.to <= lineEnd);
        });
        expect(fitting, JSON.stringify({ edits, places })).not.toEqual([]);
      }),
      {
        numRuns: RUNS,
        // Deleting "\n  ]," (two lines) is deleting "  ],\n" (two others): the first counterexample.
        examples: [[{ version: 2, nodes: [-1.0552102261400701e-300, false, null, false, null, null, "", null, false], name: "  " }, 2116894180, 1792567557, ""]],
      },
    );
  });

  test("white space alone is edited alone: re-indenting a line is one edit of its indent", () => {
    const a = '{\n    "a": 1,\n  "b": [1,2]\n}';
    const b = '{\n  "a": 1,\n  "b": [1, 2]\n}';
    expect(minimalEdits(a, b)).toEqual([
      { from: 4, to: 6, insert: "" },
      { from: 24, to: 24, insert: " " },
    ]);
  });
});

describe("formatting", () => {
  test("property: formatting is idempotent, loses no token, and its minimal edits rebuild it", () => {
    fc.assert(
      fc.property(spec, space, (doc, spaces) => {
        const text = respaced(toText(doc), spaces);
        const once = formatText(text);
        if (!("output" in once)) return;
        expect(tokensOf(once.output)).toEqual(tokensOf(text));
        const twice = formatText(once.output);
        expect(twice).toEqual({ output: once.output });
        expect(applyEdits(text, minimalEdits(text, once.output))).toBe(once.output);
      }),
      { numRuns: RUNS },
    );
  });
});

const FRESH = "renamed-node";
const ids = (doc: unknown): string[] => {
  const nodes = (doc as { nodes?: unknown }).nodes;
  return Array.isArray(nodes) ? nodes.flatMap((n) => (n !== null && typeof n === "object" && typeof (n as { id?: unknown }).id === "string" ? [(n as { id: string }).id] : [])) : [];
};
const findings = (text: string): string[] => validateSpecText(text).issues.map((i) => `${i.severity} ${i.code} ${i.pointer}`);

describe("rename", () => {
  test("property: a rename's edits give a spec whose findings are the original's (ids changed), and rename back restores the text", () => {
    fc.assert(
      fc.property(spec, fc.nat(), (doc, pick) => {
        const text = toText(doc);
        const declared = ids(doc).filter((id) => id.length > 0);
        if (declared.length === 0 || text.includes(FRESH)) return;
        const id = declared[pick % declared.length]!;
        const at = text.indexOf(`"id": ${JSON.stringify(id)}`) + 7;
        const renamed = renameEdits(text, at, FRESH);
        if ("error" in renamed) throw new Error(renamed.error);
        const after = applyEdits(text, renamed.edits);
        expect(findings(after)).toEqual(findings(text));
        // Every edit replaced a token naming the id; the highlights are those same spans.
        for (const e of renamed.edits) expect(JSON.parse(text.slice(e.from, e.to))).toBe(id);
        expect(highlightsAt(text, at).map((h) => [h.from, h.to]).sort((x, y) => x[0]! - y[0]!)).toEqual(renamed.edits.map((e) => [e.from, e.to]));
        const back = renameEdits(after, after.indexOf(JSON.stringify(FRESH)) + 1, id);
        if ("error" in back) throw new Error(back.error);
        expect(JSON.parse(applyEdits(after, back.edits))).toEqual(JSON.parse(text));
      }),
      { numRuns: RUNS },
    );
  });

  test("a test file's results keys, expect.path, expect.end and expect.routes keys are renamed, nothing else", () => {
    const text = JSON.stringify({ spec: "s.json", cases: [{ name: "fetch", results: { fetch: { output: "fetch" } }, expect: { path: ["fetch", "end"], end: "fetch", routes: { fetch: "us" }, vars: { fetch: 1 } } }] });
    const out = JSON.parse(applyEdits(text, testFileRenameEdits(text, "fetch", "get"))) as unknown;
    expect(out).toEqual({ spec: "s.json", cases: [{ name: "fetch", results: { get: { output: "fetch" } }, expect: { path: ["get", "end"], end: "get", routes: { get: "us" }, vars: { fetch: 1 } } }] });
  });
});

describe("quick fixes and fix-all", () => {
  test("property: every quick fix edits inside the range of the issue it fixes (adding a missing version: at the root's start)", () => {
    fc.assert(
      fc.property(spec, (doc) => {
        const text = toText(doc);
        for (const issue of validateSpecText(text, { strict: true }).issues) {
          for (const fix of fixesFor(text, issue)) {
            for (const e of fix.edits) {
              if (issue.code === "spec/missing-version") {
                expect(text.slice(0, e.from).trim()).toMatch(/^\{?$/);
                expect(e.to).toBe(e.from);
              } else {
                expect(e.from).toBeGreaterThanOrEqual(issue.range!.start.offset);
                expect(e.to).toBeLessThanOrEqual(issue.range!.end.offset);
              }
            }
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("property: fix-all's minimal edits give applyFixes' text and change nothing outside them", () => {
    fc.assert(
      fc.property(spec, (doc) => {
        const text = toText(doc);
        const fixed = applyFixes(text, { strict: true }).text;
        const edits = minimalEdits(text, fixed);
        expect(applyEdits(text, edits)).toBe(fixed);
        const changed = edits.reduce((n, e) => n + (e.to - e.from), 0);
        if (fixed !== text) expect(changed).toBeLessThan(text.length);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("structure", () => {
  test("property: never throws; folds are containers; each selection span holds the next", () => {
    fc.assert(
      fc.property(fc.oneof(spec.map(toText), fc.string({ maxLength: 60 })), fc.nat(), (text, k) => {
        for (const f of foldingSpans(text)) expect("{[".includes(text[f.from]!)).toBe(true);
        const spans = selectionSpans(text, k % (text.length + 1));
        for (let i = 1; i < spans.length; i++) {
          expect(spans[i]!.from).toBeGreaterThanOrEqual(spans[i - 1]!.from);
          expect(spans[i]!.to).toBeLessThanOrEqual(spans[i - 1]!.to);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** The kind a parsed document has by its value (the reference documentKind reads without parsing). */
function kindByValue(name: string, value: unknown, text: string): string {
  if (name.endsWith(".agentspec-test.json")) return "test";
  if (name.endsWith("agentspec.config.json")) return "config";
  if (!/\S/.test(text)) return "undecided";
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "other";
  const o = value as Record<string, unknown>;
  if (Object.hasOwn(o, "nodes")) return "spec";
  if (readsAsBundle(o) || (Object.hasOwn(o, "formatVersion") && Object.hasOwn(o, "agents"))) return "bundle";
  if (Object.hasOwn(o, "spec") && Object.hasOwn(o, "cases")) return "test";
  if (typeof o["version"] === "number") return "spec";
  if (typeof o["$schema"] === "string" && /agentspec(?!-test)/i.test(o["$schema"])) return "spec";
  return Object.keys(o).length === 0 ? "undecided" : "other";
}

describe("documentKind", () => {
  const documents = fc.oneof(
    spec,
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({ format: fc.constantFrom("agentspec-bundle", "x", 1), formatVersion: fc.constant(1), agents: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }) }, { requiredKeys: [] }),
    fc.record({ spec: fc.string(), cases: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }), nodes: fc.constant([]) }, { requiredKeys: [] }),
    fc.record({ name: fc.string(), version: fc.oneof(fc.constant("1.0.0"), fc.integer()), scripts: fc.dictionary(fc.string(), fc.string()) }, { requiredKeys: ["name"] }),
  );
  const names = fc.constantFrom("file:///w/flow.json", "file:///w/package.json", "file:///w/t.agentspec-test.json", "/w/agentspec.config.json", "C:\\w\\tsconfig.json");

  test("property: for JSON text, the kind is the one its parsed value gives, however it is spaced", () => {
    fc.assert(
      fc.property(documents, names, space, (doc, name, spaces) => {
        const text = respaced(JSON.stringify(doc, null, 1), spaces);
        expect(documentKind(name, text)).toBe(kindByValue(name, JSON.parse(text), text));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test("property: the kind holds for any text that starts with what decided it", () => {
    fc.assert(
      fc.property(documents, fc.string({ maxLength: 20 }), (doc, tail) => {
        const text = JSON.stringify(doc, null, 1);
        const { kind, read } = documentKindOf("a.json", text);
        if (read < text.length) expect(documentKind("a.json", text.slice(0, read) + tail)).toBe(kind);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test("property: never throws on any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(["spec", "bundle", "test", "config", "undecided", "other"]).toContain(documentKind("a.json", text));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test("package.json and tsconfig.json are not ours; a spec being typed is", () => {
    expect(documentKind("package.json", '{ "name": "x", "version": "1.0.0" }')).toBe("other");
    expect(documentKind("tsconfig.json", '{ "compilerOptions": {} }')).toBe("other");
    expect(documentKind("flow.json", '{ "version": 2, "nod')).toBe("spec");
    expect(documentKind("flow.json", "\ufeff{ ")).toBe("undecided");
  });
});
