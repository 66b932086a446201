// What a spec holds is shown, never obeyed: a raw ESC or a bidi override in a file must not clear a
// terminal, recolour a CI log or reorder the line shown under an issue.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { paint } from "../../src/cli/report/color.js";
import { codeFrame, printable } from "../../src/cli/report/frame.js";
import { run, tree } from "./helpers.js";

const plain = paint(false);
// Every character a terminal acts on, tab and the frame's own newlines aside.
const ACTIVE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const range = (line: number, from: number, to: number) => ({ start: { line, column: from, offset: 0 }, end: { line, column: to, offset: 0 } });

describe("printable", () => {
  test("writes controls, DEL, C1, separators and bidi marks as \\u escapes; keeps tabs and everything else", () => {
    expect(printable("a\u001b[2Jb")).toBe("a\\u001b[2Jb");
    expect(printable("\u0000\u0007\u007f\u009b\u2028\u202e\u2066x")).toBe("\\u0000\\u0007\\u007f\\u009b\\u2028\\u202e\\u2066x");
    expect(printable("\tété 😀 ✓")).toBe("\tété 😀 ✓");
  });
});

describe("codeFrame", () => {
  test("a line holding ESC [2J is shown escaped, with the caret under the escaped text", () => {
    const line = '{"id":"a\u001b[2J","x":1}';
    const frame = codeFrame([line], range(1, 9, 14), plain);
    expect(frame).toBe(['> 1 | {"id":"a\\u001b[2J","x":1}', "    |         ^^^^^^^^^^"].join("\n"));
  });

  test("property: no frame holds an active character, and the caret starts under the escaped prefix", () => {
    const char = fc.oneof(
      fc.constantFrom("\u001b", "\u0000", "\u0007", "\t", "\u007f", "\u009b", "\u202e", "\u2066", "\u2028"),
      fc.string({ minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(char, { maxLength: 30 }).map((cs) => cs.join("")), { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(), fc.nat(), (lines, l, a, b) => {
        const line = (l % lines.length) + 1;
        const target = lines[line - 1]!;
        const from = (a % (target.length + 1)) + 1;
        const to = from + (b % (target.length + 2 - from));
        const frame = codeFrame(lines, range(line, from, to), plain);
        expect(frame).not.toMatch(ACTIVE);
        const rows = frame.split("\n");
        const shown = rows.findIndex((r) => r.startsWith(">"));
        const caret = rows[shown + 1]!;
        const body = caret.indexOf("|") + 2;
        expect(caret.indexOf("^") - body).toBe(printable(target.slice(0, from - 1)).length);
      }),
    );
  });
});

test("check: a spec holding a raw ESC [2J prints no escape sequence, in stylish and github output", async () => {
  const dir = tree({ "clear\u001b[2J.json": '{"version":2,"nodes":[{"id":"a\u001b[2J","type":"action"}]}\n' });
  for (const format of ["stylish", "github"]) {
    const r = await run(["check", ".", "--format", format], { cwd: dir, env: { NO_COLOR: "1" } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("json/syntax");
    expect(r.stdout, format).not.toMatch(ACTIVE);
  }
  const r = await run(["check", "."], { cwd: dir, env: { NO_COLOR: "1" } });
  expect(r.stdout).toContain('clear\\u001b[2J.json:1:31  error  invalid JSON: control character in a string [json/syntax]\n> 1 | {"version":2,"nodes":[{"id":"a\\u001b[2J","type":"action"}]}');
});

describe("agentspec test prints what the files hold, never obeys it", () => {
  const spec = { version: 2, nodes: [{ id: "a\u001b[2Jx", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET" }, transition: [{ to: "b\u202e" }] }, { id: "b\u202e", type: "end" }] };
  const cases = [
    { name: "passes \u001b[31mred\u0007", results: { "a\u001b[2Jx": {}, "b\u202e": {} }, expect: { end: "b\u202e" } },
    { name: "fails \u009b2J", results: { "a\u001b[2Jx": {}, "b\u202e": {} }, expect: { end: "a\u001b[2Jx", vars: { "v\u2066": 1 } } },
  ];
  const dir = tree({ "s.json": JSON.stringify(spec), "t.agentspec-test.json": JSON.stringify({ spec: "s.json", cases }) });

  test.each(["stylish", "github"])("%s: case names, node ids and messages escaped", async (format) => {
    const r = await run(["test", "t.agentspec-test.json", "--coverage", "-f", format], { cwd: dir });
    expect(r.code).toBe(1);
    const active = r.stdout.split("\n").filter((l) => ACTIVE.test(l));
    expect(active).toEqual([]);
    if (format === "stylish") expect(r.stdout).toContain("passes \\u001b[31mred\\u0007");
    expect(r.stdout).toContain("fails \\u009b2J");
  });
});
