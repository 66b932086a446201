// check warns about number literals that JSON parsers read as another number (json/inexact-number).
import fc from "fast-check";
import { expect, test } from "vitest";
import { inexactNumber, inexactNumbers } from "../../src/core/numbers.js";
import { resolvePointer } from "../../src/core/pointer.js";
import { checkText } from "../../src/workspace/document.js";
import { run, tree } from "./helpers.js";

// An independent oracle: the literal and the shortest writing of what it parses to, compared as
// exact rationals with BigInt.
function sameDecimal(a: string, b: string): boolean {
  const rational = (s: string): [bigint, number] => {
    const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(s)!;
    const frac = m[3] ?? "";
    return [BigInt((m[1] === "-" ? "-" : "") + m[2]! + frac), Number(m[4] ?? 0) - frac.length];
  };
  const [x, p] = rational(a);
  const [y, q] = rational(b);
  const low = Math.min(p, q);
  return x * 10n ** BigInt(p - low) === y * 10n ** BigInt(q - low);
}

const literal = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => String(d)),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }).map((d) => d.toPrecision(17).replace(/e\+?/, "e")),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -420, max: 420 })).map(([d, e]) => `${d}e${e}`),
  fc.tuple(fc.nat(), fc.stringMatching(/^[0-9]{1,30}$/)).map(([i, f]) => `${i}.${f}`),
);

test("a literal is inexact exactly when its decimal differs from what parsers read (overflow, underflow, rounding)", () => {
  fc.assert(
    fc.property(literal, (l) => {
      const read = Number(l);
      const verdict = inexactNumber(l);
      if (!Number.isFinite(read)) expect(verdict?.reason).toBe("overflow");
      else if (read === 0) expect(verdict?.reason).toBe(/[1-9]/.test(l.replace(/[eE].*$/, "")) ? "underflow" : undefined);
      else expect(verdict?.reason).toBe(sameDecimal(l, String(read)) ? undefined : "rounded");
    }),
    { numRuns: 2000 },
  );
});

test("the examples: what parsers keep and what they do not", () => {
  const reason = (l: string) => inexactNumber(l)?.reason;
  expect(["0", "-0", "0.0", "0e5", "0.1", "1e21", "1000000000000000000000", "9007199254740992", "5e-324", "1.7976931348623157e308", "120.50e1", "-12"].map(reason)).toEqual(Array(12).fill(undefined));
  expect(["1e400", "-1e400", "1.8e308"].map(reason)).toEqual(["overflow", "overflow", "overflow"]);
  expect(["1e-400", "-2e-400", "0.0000e-330"].map(reason)).toEqual(["underflow", "underflow", undefined]);
  expect(["0.30000000000000000001", "9007199254740993", "12345678901234567890", "0.1000000000000000055511151231257827"].map(reason)).toEqual(Array(4).fill("rounded"));
});

// Random documents with inexact literals somewhere: each warning points at a value that parses to what it says.
const key = fc.constantFrom("a", "b", "x/y", "~k", "é", "0", "body", "amount");
const doc = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    literal,
    fc.constantFrom('"1e400"', "true", "null", '"\\"9007199254740993"'),
    fc.array(tie("v"), { maxLength: 4 }).map((items) => `[ ${items.join(" ,\n")} ]`),
    fc.uniqueArray(fc.tuple(key, tie("v")), { maxLength: 4, selector: ([k]) => k }).map((m) => `{${m.map(([k, v]) => `${JSON.stringify(k)} :\t${v}`).join(",")}}`),
  ),
})).v;

test("every inexact literal is found, at the pointer of its value and at its span", () => {
  fc.assert(
    fc.property(doc, (text) => {
      const value: unknown = JSON.parse(text);
      const found = inexactNumbers(text);
      const expected = (text.replace(/"(?:[^"\\]|\\.)*"/g, (s) => " ".repeat(s.length)).match(/-?\d[\d.eE+-]*/g) ?? []).filter((l) => inexactNumber(l) !== undefined);
      expect(found.map((f) => f.params!["literal"])).toEqual(expected);
      for (const f of found) {
        expect(text.slice(...f.span)).toBe(f.params!["literal"]);
        const at = resolvePointer(value, f.pointer);
        expect(at.found).toBe(true);
        expect(Object.is(at.value, Number(f.params!["literal"])) || (at.value === 0 && Number(f.params!["literal"]) === 0)).toBe(true);
        expect(f.severity).toBe("warning");
      }
    }),
    { numRuns: 500 },
  );
});

test("check: inexact numbers are warnings at their position; an error about the same value is the one issue", () => {
  const spec = (config: string) => `{"version": 2, "nodes": [{"id": "a", "type": "action", "actionType": "WEBHOOK", "config": {"url": "https://x.example.com", "method": "POST", ${config}}}]}`;
  const text = spec('"body": {"amount": 1e400, "ids": [9007199254740993]}');
  const body = checkText(text).issues;
  expect(body.map((i) => [i.code, i.severity, i.pointer, i.range!.start.column])).toEqual([
    ["json/inexact-number", "warning", "/nodes/0/config/body/amount", text.indexOf("1e400") + 1],
    ["json/inexact-number", "warning", "/nodes/0/config/body/ids/0", text.indexOf("9007") + 1],
  ]);
  expect(body[1]!.message).toBe("9007199254740993 has more digits than JSON parsers keep: they read it as 9007199254740992, so the platform sees 9007199254740992 (write the value as a string to keep every digit)");
  const timeout = checkText(spec('"proxy": "us", "timeout": 1e400')).issues;
  expect(timeout.map((i) => [i.code, i.pointer, i.message])).toEqual([
    ["schema/type", "/nodes/0/config/timeout", "must be a number, not a number beyond ±1.8e308 (read as Infinity)"],
  ]);
  const bundle = checkText(`{"format": "agentspec-bundle", "formatVersion": 1, "agents": [{"name": "a", "spec": ${spec('"body": 0.30000000000000000001')}}]}`).issues;
  expect(bundle.map((i) => [i.code, i.pointer])).toEqual([["json/inexact-number", "/agents/0/spec/nodes/0/config/body"]]);
});

test("agentspec check prints the warning with its position and exits 0", async () => {
  const dir = tree({ "a.json": '{\n  "version": 2,\n  "nodes": [{"id": "a", "type": "x", "limit": 1e-400}]\n}\n' });
  const r = await run(["check", "a.json"], { cwd: dir });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("a.json:3:47  warning  1e-400 is below the smallest number JSON parsers read (about 5e-324): they read it as 0, so the platform does not see what is written [json/inexact-number]");
});
