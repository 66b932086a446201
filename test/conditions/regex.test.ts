import { build } from "esbuild";
import fc from "fast-check";
import { RE2JS } from "re2js";
import { describe, expect, test } from "vitest";
import { compileCondition, MAX_REGEX_INPUT_LENGTH } from "../../src/conditions/index.js";
import { compilePattern } from "../../src/conditions/regex.js";
import { check, MISSING, reason } from "./helpers.js";

describe("regex: RE2 syntax, unanchored search", () => {
  test.each([
    ["b", "abc", true],
    ["^b", "abc", false],
    ["c$", "abc", true],
    ["^abc$", "abc", true],
    ["^$", "", true],
    ["", "anything", true],
    ["a.c", "a\nc", false],
    ["(?s)a.c", "a\nc", true],
    ["(?i)ABC", "xabcx", true],
    ["\\pL+", "123é", true],
    ["\\p{Greek}", "abc", false],
    ["(?P<word>\\w+)", "hi", true],
    ["\\d{3}-\\d{4}", "call 555-1234 now", true],
    ["a$", "a\n", false],
    ["\\.json$", "x.json", true],
    ["\\.json$", "xjson", false],
    ["^😀", "😀!", true],
    ["^.$", "😀", true],
    ["\\$", "cost: $5", true],
    ["a\\\\$", "a\\", true],
  ])("%j on %j is %s", (pattern, input, expected) => {
    expect(check("regex", pattern, input)).toBe(expected);
  });

  test("only strings: anything else is false with TYPE_MISMATCH", () => {
    for (const v of [1, null, true, ["a"], { a: "a" }]) {
      expect(check("regex", "a", v)).toBe(false);
      expect(reason("regex", "a", v)).toBe("TYPE_MISMATCH");
    }
    expect(check("regex", "a", MISSING)).toBe(false);
    expect(reason("regex", "a", MISSING)).toBe("MISSING_PATH");
  });

  test("no catastrophic backtracking: (a+)+$ on a hostile input is fast", () => {
    const t0 = performance.now();
    expect(check("regex", "(a+)+$", "a".repeat(28) + "!")).toBe(false);
    expect(check("regex", "(a|aa)+$", "a".repeat(100_000) + "!")).toBe(false);
    expect(check("regex", "(x+x+)+y", "x".repeat(50_000))).toBe(false);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  test(`inputs over ${MAX_REGEX_INPUT_LENGTH} characters give false with INPUT_TOO_LONG`, () => {
    const at = "a".repeat(MAX_REGEX_INPUT_LENGTH);
    expect(check("regex", "a$", at)).toBe(true);
    expect(check("regex", "a$", at + "a")).toBe(false);
    expect(reason("regex", "a$", at + "a")).toBe("INPUT_TOO_LONG");
    expect(check("regex", "[ab]$", at)).toBe(true);
    expect(check("regex", "[ab]$", at + "a")).toBe(false);
  });

  test("a pattern whose automaton does not fit is refused at compile time; what compiles reads the whole input", () => {
    const refused = compilePattern("\\pN{1000}\\pL");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.code).toBe("condition/regex-too-complex");
    const pattern = "\\pN{10}\\pL";
    expect(compilePattern(pattern).ok).toBe(true);
    expect(RE2JS.compile(pattern).programSize()).toBeGreaterThan(10);
    expect(check("regex", pattern, "1".repeat(MAX_REGEX_INPUT_LENGTH))).toBe(false);
    expect(check("regex", pattern, "1".repeat(MAX_REGEX_INPUT_LENGTH - 1) + "a")).toBe(true);
    expect(reason("regex", pattern, "1".repeat(MAX_REGEX_INPUT_LENGTH - 1) + "a")).toBe("OK");
  });

  test("compiled patterns are cached per pattern string", () => {
    const a = compilePattern("^cache-me$");
    const b = compilePattern("^cache-me$");
    expect(a.ok && b.ok && a.pattern === b.pattern).toBe(true);
  });

  test("a plain literal pattern (run as a string test) agrees with the engine on any input", () => {
    const piece = fc.oneof(
      fc.constantFrom("a", "b", "ab", " ", "é", "/", "-", "\\.", "\\$", "\\^", "\\\\", "\\(", "\\[", "\\{", "\\*", "\\|", "\n", "\\-", "\\/"),
      fc.string({ unit: "grapheme-ascii", maxLength: 2 }),
    );
    const pattern = fc.tuple(fc.boolean(), fc.array(piece, { maxLength: 4 }), fc.boolean()).map(([s, ps, e]) => (s ? "^" : "") + ps.join("") + (e ? "$" : ""));
    const input = fc.oneof(
      fc.string({ unit: "binary", maxLength: 8 }),
      fc.array(fc.constantFrom("a", "b", ".", "$", "^", "\\", "é", "/", "-", "\n", "\ud800", "\udc00", "😀", "\ufffd"), { maxLength: 8 }).map((xs) => xs.join("")),
    );
    fc.assert(
      fc.property(pattern, input, (p, s) => {
        let engine: boolean;
        try {
          engine = RE2JS.compile(p).test(s);
        } catch {
          return; // not a valid pattern: refused at compile time, nothing to compare
        }
        const ours = compilePattern(p);
        expect(ours.ok).toBe(true);
        if (ours.ok) expect(ours.pattern.test(s)).toBe(engine);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("lazy loading", () => {
  test("nothing imports re2js at module load: the bundle only imports it on demand", async () => {
    const out = await build({
      entryPoints: ["src/conditions/index.ts"],
      bundle: true,
      format: "esm",
      platform: "neutral",
      write: false,
      external: ["re2js", "node:module"],
      logLevel: "silent",
      // As the library build does (tsup.config.ts): the Node-only code generator stays out of the
      // bundle as \`#codegen-loader\` (its own file, the only one that calls new Function).
      plugins: [{ name: "codegen-loader-external", setup: (b) => b.onResolve({ filter: /\/codegen-loader\.js$/ }, () => ({ path: "#codegen-loader", external: true })) }],
    });
    const code = out.outputFiles[0]?.text ?? "";
    expect(code).toContain('import("re2js")');
    expect(code).not.toMatch(/^import[^;]*from\s*"re2js"/m);
    expect(code).not.toMatch(/new Function|\beval\(/);
  });

  test("the browser loader swapped in: no node:* in the bundle at all", async () => {
    const out = await build({
      entryPoints: ["src/conditions/index.ts"],
      bundle: true,
      format: "esm",
      platform: "browser",
      write: false,
      external: ["re2js"],
      logLevel: "silent",
      plugins: [
        {
          name: "browser-loader",
          setup(b) {
            b.onResolve({ filter: /regex-loader\.js$/ }, (args) => ({ path: `${args.resolveDir}/regex-loader.browser.ts` }));
          },
        },
      ],
    });
    const code = out.outputFiles[0]?.text ?? "";
    expect(code).not.toMatch(/["']node:/);
    expect(code).not.toContain("createRequire");
    expect(code).toContain('import("re2js")');
  });

  test("compileCondition works on a regex in Node without awaiting loadRegexEngine()", () => {
    expect(compileCondition({ source: "vars", path: "x", op: "regex", value: "^o" }).evaluate({ vars: { x: "ok" } })).toBe(true);
  });
});
