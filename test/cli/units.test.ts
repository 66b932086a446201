// The command's pure parts: code frames, globs, colour choice.
import { describe, expect, test } from "vitest";
import { paint, wantColor } from "../../src/cli/report/color.js";
import { globToRegExp } from "../../src/workspace/files.js";
import { codeFrame, splitLines } from "../../src/cli/report/frame.js";
import { validateSpecText } from "../../src/validate/validate.js";

const plain = paint(false);

/** The frame of the first issue validateSpecText finds in `text`. */
function frameOf(text: string): string {
  const [issue] = validateSpecText(text).issues;
  return codeFrame(splitLines(text), issue!.range!, plain);
}

describe("code frame", () => {
  test("context lines, a caret under the range, tabs kept so the caret lines up", () => {
    const text = '{\n\t"version": 2,\n\t"nodes": "x"\n}\n';
    expect(frameOf(text)).toBe(["  2 | \t\"version\": 2,", '> 3 | \t"nodes": "x"', "    | \t         ^^^", "  4 | }"].join("\n"));
  });

  test("a BOM and CRLF line ends do not shift the caret", () => {
    const text = '\uFEFF{"version": 2,\r\n"nodes": 5}\r\n';
    expect(frameOf(text)).toBe(['  1 | {"version": 2,', '> 2 | "nodes": 5}', "    |          ^"].join("\n"));
  });

  test("a long line is cut around the range, the caret still under it", () => {
    const pad = "x".repeat(300);
    const text = `{"nodes": [{"id": "a", "type": "x"}], "pad": "${pad}", "version": 3}`;
    const [target, caret] = frameOf(text).split("\n");
    expect(target!.length).toBeLessThan(180);
    expect(target).toMatch(/^> 1 \| …x+", "version": 3}$/);
    expect(target!.slice(caret!.indexOf("^"), caret!.lastIndexOf("^") + 1)).toBe("3");
  });

  test("the first line has no line before it; a range past the text gives no frame", () => {
    expect(frameOf('{"version": 2, "nodes": 1}')).toBe(['> 1 | {"version": 2, "nodes": 1}', "    |                         ^"].join("\n"));
    expect(codeFrame(["a"], { start: { line: 9, column: 1, offset: 0 }, end: { line: 9, column: 2, offset: 1 } }, plain)).toBe("");
  });
});

describe("globs", () => {
  test.each([
    ["*.json", "a.json", true],
    ["*.json", "d/a.json", false],
    ["**/*.json", "a.json", true],
    ["**/*.json", "d/e/a.json", true],
    ["d/**/a.json", "d/a.json", true],
    ["d/**/a.json", "d/x/y/a.json", true],
    ["d/**", "d/x/y.txt", true],
    ["a?.json", "ab.json", true],
    ["a?.json", "a/.json", false],
    ["a.json", "a-json", false],
    // Brackets are a class (picomatch, as shells), and picomatch also takes them literally.
    ["d/[ab].json", "d/b.json", true],
    ["d/[ab].json", "d/[ab].json", true],
    ["d/[ab].json", "d/c.json", false],
    ["d/[!ab].json", "d/c.json", true],
    ["a.{json,jsonc}", "a.jsonc", true],
    ["a.{json,jsonc}", "a.json5", false],
  ])("%s matches %s: %s", (glob, path, matches) => expect(globToRegExp(glob).test(path)).toBe(matches));
});

describe("colour", () => {
  test.each([
    [true, {}, true],
    [false, {}, false],
    [undefined, {}, false],
    [true, { NO_COLOR: "1" }, false],
    [true, { NO_COLOR: "" }, true],
    [false, { FORCE_COLOR: "1" }, true],
    [false, { FORCE_COLOR: "" }, true],
    [true, { FORCE_COLOR: "0" }, false],
    [false, { FORCE_COLOR: "1", NO_COLOR: "1" }, false],
  ])("tty %s with %j: %s", (tty, env, on) => expect(wantColor(tty, env)).toBe(on));
});
