// A file that is not UTF-8 text (UTF-16, UTF-32, a binary) is one error, io/not-text, naming the
// encoding when it is one: not a hundred invalid-UTF-8 errors, a syntax error and their frames.
import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { notText } from "../../src/workspace/utf8.js";
import { SPECS, run, tree } from "./helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 200);
const utf16be = (s: string): Buffer => Buffer.from(s, "utf16le").swap16();
const utf32le = (s: string): Buffer => {
  const out = Buffer.alloc(s.length * 4);
  [...s].forEach((c, i) => out.writeUInt32LE(c.codePointAt(0)!, i * 4));
  return out.subarray(0, [...s].length * 4);
};

describe("notText", () => {
  test("any JSON text in UTF-8 is text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, pretty) => {
        expect(notText(Buffer.from(JSON.stringify(v, null, pretty ? 2 : undefined) ?? "null", "utf8"))).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  test("JSON text in UTF-16 or UTF-32, with or without a byte-order mark, is named by its encoding", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, bom) => {
        const text = (bom ? "\uFEFF" : "") + JSON.stringify({ v }, null, 2);
        expect(notText(Buffer.from(text, "utf16le"))).toEqual({ encoding: "UTF-16LE", bom });
        expect(notText(utf16be(text))).toEqual({ encoding: "UTF-16BE", bom });
        expect(notText(utf32le(text))).toEqual({ encoding: "UTF-32LE", bom });
      }),
      { numRuns: RUNS },
    );
  });

  test("a file with a zero byte that is no such encoding is binary, at its first zero byte", () => {
    expect(notText(readFileSync(process.execPath))).toMatchObject({ encoding: "binary" });
    expect(notText(Buffer.from([0x7b, 0x7d, 0x00, 0x01]))).toEqual({ encoding: "binary", byte: 2 });
  });
});

describe.concurrent("the command line", () => {
  const text = SPECS.good;
  const dir = tree({ "good.json": text });
  const write = (name: string, bytes: Buffer): string => {
    writeFileSync(`${dir}/${name}`, bytes);
    return name;
  };

  test("a binary file: one io/not-text error, a few lines of output, the other files still checked", async () => {
    const bin = write("x.json", readFileSync(process.execPath).subarray(0, 200_000));
    const r = await run(["check", bin, "good.json", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { file: string; issues: { code: string; message: string }[] }[];
    expect(out.map((f) => [f.file, f.issues.map((i) => i.code)])).toEqual([["x.json", ["io/not-text"]], ["good.json", []]]);
    const stylish = await run(["check", bin], { cwd: dir });
    expect(stylish.stdout.length).toBeLessThan(400);
    expect(stylish.stdout).toMatch(/x\.json {2}error {2}this file is not text \(a zero byte at byte offset \d+, which JSON never holds\)/);
  });

  test("a UTF-16 file is called UTF-16, not invalid UTF-8; fmt leaves it alone", async () => {
    const le = write("le.json", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    const r = await run(["check", le], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("le.json  error  this file is UTF-16LE, not UTF-8: save it as UTF-8 [io/not-text]");
    expect(r.stdout).not.toContain("io/invalid-utf8");
    const fmt = await run(["fmt", le], { cwd: dir });
    expect(fmt.code).toBe(1);
    expect(readFileSync(`${dir}/${le}`).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfe]));
  });

  test("on stdin too", async () => {
    // ASCII text in UTF-16BE: its bytes are ASCII and zeros, which a UTF-8 string carries as they are
    const r = await run(["check", "-"], { cwd: dir, input: utf16be(text).toString("latin1") });
    expect(r.stdout).toContain("this file is UTF-16BE (without a byte-order mark), not UTF-8");
  });
});
