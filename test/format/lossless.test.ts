// fmt and bundle export work on tokens: white space and key order are all they may change.
import fc from "fast-check";
import { expect, test } from "vitest";
import { formatText } from "../../src/format/index.js";
import { importBundle, exportBundle, stringifyCanonical } from "../../src/bundle/index.js";
import { run, tree } from "../cli/helpers.js";

// Number literals a JSON parser cannot carry exactly, and ordinary ones written unusually.
const NUMBERS = ["1e400", "-1e400", "1e-400", "0.30000000000000000001", "-0", "-0.0", "9007199254740993", "12345678901234567890", "1.0", "1E5", "2e+0", "0.1000000000000000055511151231257827", "123.4560000", "5e-324", "0", "-12"];
// String literals with escapes JSON.stringify would write another way.
const STRINGS = ['"\\u0041"', '"\\/"', '"a\\tb"', '"\\ud83d\\ude00"', '"\\ud800"', '"é"', '"x"', '""'];
const KEYS = ["version", "nodes", "id", "type", "config", "url", "body", "amount", "format", "agents", "spec", "name", "b", "a", "0", "10", "\\u0062x", "é"];

type Tree = { t: "raw"; raw: string } | { t: "arr"; items: Tree[] } | { t: "obj"; members: [string, Tree][] };
const raw = fc.oneof(fc.constantFrom(...NUMBERS), fc.constantFrom(...STRINGS), fc.constantFrom("true", "false", "null")).map((r): Tree => ({ t: "raw", raw: r }));
const node: fc.Arbitrary<Tree> = fc.letrec<{ v: Tree }>((tie) => ({
  v: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    raw,
    fc.array(tie("v"), { maxLength: 4 }).map((items): Tree => ({ t: "arr", items })),
    fc.uniqueArray(fc.tuple(fc.constantFrom(...KEYS), tie("v")), { maxLength: 5, selector: ([k]) => JSON.parse(`"${k}"`) as string }).map((m): Tree => ({ t: "obj", members: m.map(([k, v]) => [`"${k}"`, v]) })),
  ),
})).v;
const space = fc.constantFrom("", " ", "\n", "\r\n  ", "\t");
function write(t: Tree, sp: () => string): string {
  if (t.t === "raw") return t.raw;
  if (t.t === "arr") return `[${sp()}${t.items.map((i) => write(i, sp)).join(`,${sp()}`)}${sp()}]`;
  return `{${sp()}${t.members.map(([k, v]) => `${k}${sp()}:${sp()}${write(v, sp)}`).join(`,${sp()}`)}${sp()}}`;
}
const text = fc.tuple(node, fc.array(space, { minLength: 1, maxLength: 8 }), fc.boolean()).map(([t, spaces, bom]) => {
  let i = 0;
  return (bom ? "\uFEFF" : "") + write(t, () => spaces[i++ % spaces.length]!);
});

// An independent reading of JSON text into tokens: objects as maps from key token to value.
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|[{}[\]:,]/g;
function read(textIn: string): unknown {
  const tokens = textIn.match(TOKEN)!;
  let i = 0;
  const value = (): unknown => {
    const tok = tokens[i++]!;
    if (tok === "[") {
      const items: unknown[] = [];
      while (tokens[i] !== "]") {
        items.push(value());
        if (tokens[i] === ",") i++;
      }
      i++;
      return items;
    }
    if (tok === "{") {
      const members = new Map<string, unknown>();
      while (tokens[i] !== "}") {
        const k = tokens[i]!;
        i += 2;
        members.set(k, value());
        if (tokens[i] === ",") i++;
      }
      i++;
      return members;
    }
    return tok;
  };
  return value();
}

test("fmt changes only white space and key order: every token is kept as written", () => {
  fc.assert(
    fc.property(text, (t) => {
      const r = formatText(t);
      if (!("output" in r)) throw new Error(`not formatted: ${JSON.stringify(r.issues)}`);
      expect(read(r.output)).toEqual(read(t));
      expect(r.output.match(TOKEN)!.sort()).toEqual(t.match(TOKEN)!.sort());
      expect(r.output).not.toMatch(/\bnull\b/.test(t) ? /^$/ : /\bnull\b/);
      expect(formatText(r.output)).toEqual({ output: r.output });
    }),
    { numRuns: 500 },
  );
});

test("the numbers of the report are written as they are, in a webhook body too (in its author's key order)", () => {
  const t = '{"nodes":[{"id":"a","type":"action","actionType":"WEBHOOK","config":{"body":{"amount":1e400,"tiny":1e-400,"p":0.30000000000000000001,"z":-0,"big":9007199254740993,"e":"\\u0041"},"url":"https://x.example.com","method":"POST"}}],"version":2}';
  const r = formatText(t);
  expect("output" in r && r.output).toBe(
    '{\n  "version": 2,\n  "nodes": [\n    {\n      "id": "a",\n      "type": "action",\n      "actionType": "WEBHOOK",\n      "config": {\n        "url": "https://x.example.com",\n        "method": "POST",\n        "body": {\n          "amount": 1e400,\n          "tiny": 1e-400,\n          "p": 0.30000000000000000001,\n          "z": -0,\n          "big": 9007199254740993,\n          "e": "\\u0041"\n        }\n      }\n    }\n  ]\n}\n',
  );
});

test("a repeated key is still refused, never dropped", () => {
  const r = formatText('{"a": 1e400, "a": 2}');
  expect("issues" in r && r.issues.map((i) => i.code)).toEqual(["json/duplicate-key"]);
});

test("stringifyCanonical refuses a number JSON cannot write instead of writing null, and keeps -0", () => {
  for (const bad of [Infinity, -Infinity, NaN]) {
    expect(() => stringifyCanonical({ nodes: [{ config: { body: { amount: bad } } }] })).toThrow(/at \/nodes\/0\/config\/body\/amount .*nothing was written/);
    expect(() => exportBundle([{ name: "a", spec: { nodes: [{ x: [bad] }] } } as never])).toThrow(TypeError);
  }
  expect(stringifyCanonical({ a: -0, b: [-0, 0.1, 1e21, 5e-324] })).toBe('{\n  "a": -0,\n  "b": [\n    -0,\n    0.1,\n    1e+21,\n    5e-324\n  ]\n}\n');
  expect(() => stringifyCanonical({ a: 1n })).toThrow(TypeError);
});

test("bundle value round trip: export, import, export keeps every number exactly or refuses", () => {
  const finite = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, 5e-324, 1.7976931348623157e308, 9007199254740993));
  fc.assert(
    fc.property(fc.array(finite, { maxLength: 6 }), (numbers) => {
      const agents = [{ name: "a", spec: { version: 2, nodes: [{ id: "n", type: "x", body: numbers }] } }];
      const write = (): string => stringifyCanonical(exportBundle(agents as never));
      if (numbers.some((n) => !Number.isFinite(n))) {
        expect(write).toThrow(TypeError);
        return;
      }
      const first = write();
      const again = importBundle(JSON.parse(first));
      expect(again.issues).toEqual([]);
      const back = (again.agents[0]!.spec as { nodes: { body: number[] }[] }).nodes[0]!.body;
      expect(back.map((n) => Object.is(n, -0) ? "-0" : String(n))).toEqual(numbers.map((n) => Object.is(n, -0) ? "-0" : String(n)));
      expect(stringifyCanonical(exportBundle(again.agents))).toBe(first);
    }),
    { numRuns: 300 },
  );
});

test("agentspec bundle export writes each spec's numbers exactly as its file does", async () => {
  const spec = '{"version":2,"nodes":[{"id":"a","type":"action","actionType":"WEBHOOK","config":{"url":"https://x.example.com","method":"POST","body":{"amount":1e400,"tiny":1e-400,"p":0.30000000000000000001,"z":-0,"big":9007199254740993}}}]}';
  const dir = tree({ "pay.json": spec });
  const r = await run(["bundle", "export", "pay.json"], { cwd: dir });
  expect(r.code).toBe(0);
  expect(r.stdout).not.toContain("null");
  for (const literal of ['"amount": 1e400', '"tiny": 1e-400', '"p": 0.30000000000000000001', '"z": -0', '"big": 9007199254740993']) expect(r.stdout).toContain(literal);
  expect(r.stdout.startsWith('{\n  "format": "agentspec-bundle",\n  "formatVersion": 1,\n  "agents": [\n    {\n      "name": "pay",\n      "spec": {\n        "version": 2,')).toBe(true);
  // …and fmt leaves that bundle as it is.
  expect(formatText(r.stdout)).toEqual({ output: r.stdout });
});
