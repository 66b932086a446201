import { expect, test } from "vitest";
import { formatText, unsafeIntegers } from "../../src/cli/fmt.js";

test("fmt refuses an integer it would rewrite with other digits, and only that", () => {
  const text = '{"a": 9007199254740993, "b": 9007199254740992, "c": -19019201108653230, "d": 1000000000000000000000, "e": "9007199254740993", "f": 12345678901234567890}';
  expect(unsafeIntegers(text).map((f) => f.params!["literal"])).toEqual(["9007199254740993", "12345678901234567890"]);
  const r = formatText(text);
  expect("issues" in r && r.issues.map((i) => [i.code, i.range!.start.column])).toEqual([
    ["fmt/unsafe-integer", 7],
    ["fmt/unsafe-integer", text.indexOf("12345678901234567890") + 1],
  ]);
  expect(formatText('{"a": 9007199254740992, "b": "x\\"9007199254740993"}')).toEqual({ output: '{\n  "a": 9007199254740992,\n  "b": "x\\"9007199254740993"\n}\n' });
});
