// fmt's key order: the schema's own objects in canonical order, the author's data (a webhook's
// headers, query and body, a comparison's value, unknown fields, test files) in the order written;
// and the same text from every writer of the canonical form.
import fc from "fast-check";
import { expect, test } from "vitest";
import { formatText } from "../../src/format/index.js";
import { canonicalize, stringifyCanonical } from "../../src/bundle/index.js";
import { tokenTree, writeCanonical } from "../../src/bundle/write.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 200);

// Keys of user data, the schema's names among them (a body may well hold a "url" or an "id"),
// never array indices (JavaScript would list those first in a parsed value).
const dataKey = fc.oneof(fc.constantFrom("url", "id", "method", "nodes", "version", "b", "a", "Z", "é", "__proto__", "op", "value", "comparator", "to"), fc.string({ minLength: 1, maxLength: 5 }).filter((k) => !/^\d+$/.test(k)));
const { data } = fc.letrec((tie) => ({
  data: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie("data"), { maxLength: 3 }),
    fc.uniqueArray(fc.tuple(dataKey, tie("data")), { maxLength: 5, selector: ([k]) => k }).map((members) => ({ members })),
  ),
}));
// Unknown keys of the schema's objects.
const extraKey = fc.constantFrom("x-notes", "zeta", "Extra", "é", "a");
type Data = string | number | boolean | null | Data[] | { members: [string, Data][] };
// A schema object: its members (known and unknown) in a random order.
type Obj = { members: [string, unknown][] };
const shuffled = <T>(items: T[]): fc.Arbitrary<T[]> => fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length });

const comparison = fc
  .tuple(fc.constantFrom("eq", "in", "length", "contains"), data, fc.option(fc.tuple(extraKey, data), { nil: undefined }))
  .chain(([op, value, extra]) => {
    const operand = op === "length" ? fc.tuple(data, fc.boolean()).map(([v, first]): Data => ({ members: first ? [["value", v], ["comparator", "gte"]] : [["comparator", "gte"], ["value", v]] })) : fc.constant(value as Data);
    return operand.chain((v) => shuffled<[string, unknown]>([["source", "vars"], ["path", "a.b"], ["op", op], ["value", v], ...(extra ? [extra] : [])]));
  })
  .map((members): Obj => ({ members }));
const { condition } = fc.letrec((tie) => ({
  condition: fc.oneof(
    { depthSize: "small", maxDepth: 2 },
    comparison,
    fc.array(tie("condition"), { maxLength: 2 }).map((items): Obj => ({ members: [["any", items]] })),
    tie("condition").map((c): Obj => ({ members: [["not", c]] })),
  ),
}));
const node = fc
  .tuple(data, data, data, fc.option(condition, { nil: undefined }), fc.option(fc.tuple(extraKey, data), { nil: undefined }))
  .chain(([headers, query, body, when, extra]) =>
    fc.tuple(shuffled<[string, unknown]>([["url", "https://a.example.com"], ["method", "POST"], ["headers", headers], ["query", query], ["body", body], ["timeout", 30]]), shuffled<[string, unknown]>([["to", "n"], ...(when ? [["when", when] as [string, unknown]] : [])])).chain(([config, transition]) =>
      shuffled<[string, unknown]>([["id", "n"], ["type", "action"], ["actionType", "WEBHOOK"], ["config", { members: config }], ["transition", [{ members: transition }]], ...(extra ? [extra] : [])]),
    ),
  )
  .map((members): Obj => ({ members }));
const spec = fc.tuple(fc.array(node, { minLength: 1, maxLength: 3 }), fc.option(fc.tuple(extraKey, data), { nil: undefined })).chain(([nodes, extra]) => shuffled<[string, unknown]>([["version", 2], ["nodes", nodes], ...(extra ? [extra] : [])])).map((members): Obj => ({ members }));

const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
function write(v: unknown, compact: boolean): string {
  const sp = compact ? "" : " ";
  if (Array.isArray(v)) return `[${v.map((x) => write(x, compact)).join(`,${sp}`)}]`;
  if (isObj(v)) return `{${v.members.map(([k, x]) => `${JSON.stringify(k)}:${sp}${write(x, compact)}`).join(`,${sp}`)}}`;
  return JSON.stringify(v);
}

// An independent reader that keeps each object's keys in text order: [key, value][] per object.
type Read = string | Read[] | { keys: string[]; values: Read[] };
function read(text: string): Read {
  const tokens = text.match(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null|[{}[\]]/g)!;
  let i = 0;
  const value = (): Read => {
    const tok = tokens[i++]!;
    if (tok === "[") {
      const items: Read[] = [];
      while (tokens[i] !== "]") items.push(value());
      i++;
      return items;
    }
    if (tok === "{") {
      const obj = { keys: [] as string[], values: [] as Read[] };
      while (tokens[i] !== "}") {
        obj.keys.push(JSON.parse(tokens[i++]!) as string);
        obj.values.push(value());
      }
      i++;
      return obj;
    }
    return tok;
  };
  return value();
}

// Every object's key sequence by its path, and for each object whether it is the author's data.
function orders(doc: Read): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const visit = (v: Read, at: string): void => {
    if (Array.isArray(v)) return v.forEach((x, i) => visit(x, `${at}/${i}`));
    if (typeof v === "string") return;
    out.set(at, v.keys);
    v.keys.forEach((k, i) => visit(v.values[i]!, `${at}/${k}`));
  };
  visit(doc, "");
  return out;
}
// Where the author's data sits in these specs: headers, query, body, a comparison's value that
// is not a length operand, and anything under an unknown key.
const KNOWN = new Set(["version", "nodes", "id", "type", "actionType", "config", "transition", "url", "method", "timeout", "to", "when", "any", "not", "source", "path", "op"]);
function isAuthorData(path: string, doc: Read): boolean {
  const segs = path.split("/").slice(1).filter((s) => !/^\d+$/.test(s));
  if (segs.some((s) => !KNOWN.has(s) && s !== "headers" && s !== "query" && s !== "body" && s !== "value")) return true;
  if (segs.some((s) => s === "headers" || s === "query" || s === "body")) return true;
  const at = segs.lastIndexOf("value");
  if (at < 0) return false;
  // a condition's value: the author's unless that condition's op is "length" and this is the operand itself or its comparator
  const condPath = path.slice(0, path.lastIndexOf("/value"));
  const cond = condPath.split("/").slice(1).reduce<Read | undefined>((v, s) => (v === undefined || typeof v === "string" ? undefined : Array.isArray(v) ? v[Number(s)] : v.values[v.keys.indexOf(s)]), doc);
  const op = cond !== undefined && typeof cond !== "string" && !Array.isArray(cond) ? cond.values[cond.keys.indexOf("op")] : undefined;
  return op !== '"length"' || at < segs.length - 1;
}

test("fmt keeps the key order of the author's data (headers, query, body, condition values, unknown fields) and orders the schema's objects", () => {
  fc.assert(
    fc.property(spec, fc.boolean(), (s, compact) => {
      const text = write(s, compact);
      const r = formatText(text);
      if (!("output" in r)) throw new Error(JSON.stringify(r.issues));
      const before = orders(read(text));
      const after = orders(read(r.output));
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [path, keys] of before) {
        if (isAuthorData(path, read(text))) expect(after.get(path), path).toEqual(keys);
        else expect([...after.get(path)!].sort(), path).toEqual([...keys].sort());
      }
      // the schema's own objects: known keys in the schema's order
      const doc = read(r.output);
      for (const [path, keys] of after) {
        if (isAuthorData(path, doc)) continue;
        if (/\/nodes\/\d+$/.test(path)) expect(keys.filter((k) => KNOWN.has(k))).toEqual(["id", "type", "actionType", "config", "transition"].filter((k) => keys.includes(k)));
        if (/\/config$/.test(path)) expect(keys).toEqual(["url", "method", "headers", "query", "body", "timeout"]);
        if (/\/value$/.test(path)) expect(keys).toEqual(["comparator", "value"]);
      }
      expect(formatText(r.output)).toEqual({ output: r.output });
    }),
    { numRuns: RUNS },
  );
});

test("the same canonical text from fmt, the token writer (bundle export) and stringifyCanonical of the parsed value", () => {
  fc.assert(
    fc.property(spec, fc.boolean(), (s, compact) => {
      const text = write(s, compact);
      const r = formatText(text);
      if (!("output" in r)) throw new Error(JSON.stringify(r.issues));
      expect(writeCanonical(tokenTree(text))).toBe(r.output);
      expect(stringifyCanonical(JSON.parse(text))).toBe(r.output);
      expect(JSON.stringify(canonicalize(JSON.parse(text)), null, 2) + "\n").toBe(r.output);
    }),
    { numRuns: RUNS },
  );
});

test("a length operand is ordered as the schema says, wherever the op is written; any other value keeps its order", () => {
  const spec = (cond: string): string => `{"nodes":[{"id":"a","type":"end","transition":[{"to":"a","when":${cond}}]}]}`;
  const value = (out: string): string => out.slice(out.indexOf('"value"'));
  for (const cond of ['{"value":{"value":2,"comparator":"gte"},"op":"length","path":"p","source":"vars"}', '{"op":"length","value":{"value":2,"comparator":"gte"},"path":"p","source":"vars"}']) {
    const r = formatText(spec(cond));
    expect("output" in r && value(r.output)).toMatch(/^"value": \{\n\s+"comparator": "gte",\n\s+"value": 2\n/);
  }
  const eq = formatText(spec('{"value":{"value":2,"comparator":"gte"},"op":"eq","path":"p","source":"vars"}'));
  expect("output" in eq && value(eq.output)).toMatch(/^"value": \{\n\s+"value": 2,\n\s+"comparator": "gte"\n/);
});

test("test files and the config keep their key order (only their layout changes); a spec beside them does not", () => {
  const testFile = '{"spec":"a.json","cases":[{"name":"x","vars":{"b":1,"a":2}}],"description":"d"}';
  const out = (t: string, name?: string): string => {
    const r = formatText(t, [], name);
    if (!("output" in r)) throw new Error("not formatted");
    return r.output;
  };
  expect(Object.keys(JSON.parse(out(testFile)))).toEqual(["spec", "cases", "description"]);
  expect(out(testFile)).toBe(JSON.stringify(JSON.parse(testFile), null, 2) + "\n");
  const config = '{"strict":true,"rules":{"b/x":"off","a/y":"warn"},"$schema":"s"}';
  expect(out(config, "dir/agentspec.config.json")).toBe(JSON.stringify(JSON.parse(config), null, 2) + "\n");
  expect(out('{"zeta":1,"version":2,"alpha":{"b":1,"a":2}}', "x.agentspec-test.json")).toBe('{\n  "zeta": 1,\n  "version": 2,\n  "alpha": {\n    "b": 1,\n    "a": 2\n  }\n}\n');
  expect(out('{"zeta":1,"version":2,"alpha":{"b":1,"a":2}}', "spec.json")).toBe('{\n  "version": 2,\n  "alpha": {\n    "b": 1,\n    "a": 2\n  },\n  "zeta": 1\n}\n');
});

test("a compact text many times larger once formatted, and one nested 512 levels deep, come out as the token writer writes them", async () => {
  const { makeSpec } = (await import("../corpus.mjs")) as { makeSpec: (n: number) => unknown };
  // Compact: the output is about three times the input, so the writer's buffer grows several times.
  const compact = JSON.stringify(makeSpec(400));
  const r = formatText(compact);
  if (!("output" in r)) throw new Error("not formatted");
  expect(r.output.length).toBeGreaterThan(2 * compact.length);
  expect(r.output).toBe(writeCanonical(tokenTree(compact)));
  expect(JSON.parse(r.output)).toEqual(JSON.parse(compact));
  let deep = '{"x":1}';
  for (let i = 0; i < 510; i++) deep = i % 2 ? `{"a":${deep}}` : `[${deep}]`;
  const d = formatText(`{"nodes":${deep}}`);
  if (!("output" in d)) throw new Error(JSON.stringify(d.issues));
  expect(d.output).toBe(writeCanonical(tokenTree(`{"nodes":${deep}}`)));
});
