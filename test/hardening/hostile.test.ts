// Hostile inputs, one named test each (docs/security.md lists them with the limit that applies).
// These tests assert behaviour: no throw, the right answer, the right position. Time and memory
// are measured in bench/hardening.bench.mjs; a test timeout here only stops a hang.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  agentSpecSchema,
  checkAgentImport,
  compileCondition,
  ConditionError,
  exportBundle,
  importBundle,
  MAX_JSON_DEPTH,
  MAX_REGEX_INPUT_LENGTH,
  selectTransition,
  stringifyCanonical,
  toErrorEnvelope,
  validateSpec,
  validateSpecText,
  type AgentEntry,
} from "../../src/index.js";
import { makeSpec } from "../corpus.mjs";
import { expectSoundIssues, nestedArrays, nestedObjects, positionAt, prototypeSnapshot, RUNS } from "./helpers.js";

const DEEP = 100_000;
const codes = (issues: readonly { code: string }[]): string[] => issues.map((i) => i.code);
const leaf = { source: "vars", path: "x", op: "exists" };
const endNode = { id: "start", type: "end" };
const bundleOf = (agents: unknown[]): unknown => ({ format: "agentspec-bundle", formatVersion: 1, agents });
const webhook = (config: Record<string, unknown>): Record<string, unknown> => ({
  id: "hook",
  type: "action",
  actionType: "WEBHOOK",
  config: { url: "https://api.example.com/x", method: "POST", ...config },
});

let snapshot: string;
beforeEach(() => {
  snapshot = prototypeSnapshot();
});
afterEach(() => {
  // Every hostile input leaves Object.prototype and Array.prototype as they were.
  expect(prototypeSnapshot()).toBe(snapshot);
  expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
});

describe("depth: 100,000 levels of nesting", () => {
  test("JSON text nested 100,000 levels is one json/too-deep at the first bracket past 512, never a stack overflow", () => {
    const texts = {
      arrays: "[".repeat(DEEP) + "]".repeat(DEEP),
      objects: '{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP),
      unclosed: "[".repeat(DEEP),
      "inside a spec": '{"version": 2, "nodes": ' + "[".repeat(DEEP) + "]".repeat(DEEP) + "}",
      "in a node's body": `{"version": 2, "nodes": [{"id": "a", "type": "action", "actionType": "WEBHOOK", "config": {"url": "https://x.example", "method": "POST", "body": ${"[".repeat(DEEP)}${"]".repeat(DEEP)}}}]}`,
    };
    for (const [name, text] of Object.entries(texts)) {
      const { valid, issues } = validateSpecText(text);
      expect(valid, name).toBe(false);
      expect(codes(issues), name).toEqual(["json/too-deep"]);
      expectSoundIssues(issues, { text });
      // The bracket that opens level 513.
      let depth = 0;
      let at = -1;
      for (let i = 0; i < text.length && at < 0; i++) if ((text[i] === "[" || text[i] === "{") && ++depth > MAX_JSON_DEPTH) at = i;
      expect(issues[0]!.range!.start.offset, name).toBe(at);
    }
  });

  test("a value nested 100,000 levels is one json/too-deep through validateSpec, importBundle and checkAgentImport", () => {
    const deep = nestedArrays(DEEP);
    const spec = { version: 2, nodes: [{ ...endNode, extra: deep }] };
    const r = validateSpec(spec);
    expect(codes(r.issues)).toEqual(["json/too-deep"]);
    expect(r.issues[0]!.pointer.startsWith("/nodes/0/extra/0/0/0")).toBe(true);
    expect(codes(importBundle(bundleOf([{ name: "a", spec }])).issues)).toEqual(["json/too-deep"]);
    expect(codes(checkAgentImport(bundleOf([{ name: "a", spec }])).issues)).toEqual(["json/too-deep"]);
    // Subagents nested 50,000 deep (100,000 JSON levels).
    let entry: Record<string, unknown> = { name: "leaf", spec: { nodes: [endNode] } };
    for (let i = 0; i < DEEP / 2; i++) entry = { name: `n${i}`, spec: { nodes: [endNode] }, subagents: [entry] };
    expect(codes(checkAgentImport(bundleOf([entry])).issues)).toEqual(["json/too-deep"]);
    expect(toErrorEnvelope(r.issues)?.validationErrors.fieldErrors["nodes"]?.length).toBe(1);
  });

  test("a condition nested 100,000 levels: compileCondition refuses it at level 65, a spec at JSON level 513", () => {
    const nots = nestedObjects(DEEP, "not", leaf);
    let alls: unknown = leaf;
    for (let i = 0; i < DEEP; i++) alls = { all: [alls] };
    for (const cond of [nots, alls]) {
      let error: unknown;
      try {
        compileCondition(cond);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConditionError);
      expect(codes((error as ConditionError).issues)).toEqual(["condition/too-deep"]);
      const spec = { version: 2, nodes: [{ ...endNode, transition: [{ to: "start", when: cond }] }] };
      expect(codes(validateSpec(spec).issues)).toEqual(["json/too-deep"]);
      expect(() => selectTransition(spec.nodes[0]!, {})).toThrow(ConditionError);
    }
    // Just within the limits: 64 levels compile and evaluate.
    expect(compileCondition(nestedObjects(63, "not", leaf)).evaluate({ vars: { x: 1 } })).toBe(false);
  });

  test("run data nested 100,000 levels: paths, projections and deep equality never recurse on it", () => {
    const data = nestedArrays(DEEP, "bottom");
    const chain = nestedObjects(DEEP, "a", { end: true });
    const cyclic: Record<string, unknown> = { list: [] };
    cyclic["self"] = cyclic;
    (cyclic["list"] as unknown[]).push(cyclic);
    const ctx = { vars: { data, chain, cyclic } };
    const operand = nestedArrays(MAX_JSON_DEPTH - 1, "bottom"); // the deepest operand allowed
    const cases: [unknown, boolean][] = [
      [{ source: "vars", path: "data", op: "eq", value: operand }, false],
      [{ source: "vars", path: "data", op: "neq", value: operand }, true],
      [{ source: "vars", path: "data", op: "in", value: [operand, 1] }, false],
      [{ source: "vars", path: "data", op: "contains", value: operand }, false],
      [{ source: "vars", path: "data", op: "isEmpty" }, false],
      [{ source: "vars", path: "data", op: "length", value: { comparator: "eq", value: 1 } }, true],
      [{ source: "vars", path: "data[0][0][0][0]", op: "exists" }, true],
      [{ source: "vars", path: "data[*][*][*]", op: "length", value: { comparator: "eq", value: 1 } }, true],
      [{ source: "vars", path: "chain.a.a.a.a.a", op: "eq", value: nestedObjects(200, "a", { end: true }) }, false],
      [{ source: "vars", path: "cyclic", op: "eq", value: { self: { self: {} } } }, false],
      [{ source: "vars", path: "cyclic.list[*].list[*].self.self", op: "length", value: { comparator: "eq", value: 1 } }, true],
    ];
    for (const [cond, expected] of cases) {
      const c = compileCondition(cond);
      expect(c.evaluate(ctx), JSON.stringify(cond).slice(0, 80)).toBe(expected);
      const ex = c.explain(ctx);
      expect(ex.result).toBe(expected);
      expect(ex.text.length).toBeLessThanOrEqual(400);
    }
    // Deep equality that holds on a deep value: the operand 511 levels deep, the data too.
    const same = nestedArrays(MAX_JSON_DEPTH - 1, "bottom");
    expect(compileCondition({ source: "vars", path: "v", op: "eq", value: operand }).evaluate({ vars: { v: same } })).toBe(true);
  });
});

describe("size", () => {
  test("a 50 MB spec validates (valid, nothing reported), and a fault near its end is placed exactly", () => {
    // makeSpec: realistic webhook nodes with conditional transitions, ~735 bytes each as compact JSON.
    const doc = makeSpec(68_000);
    const text = JSON.stringify(doc);
    expect(text.length).toBeGreaterThan(50_000_000);
    const ok = validateSpecText(text);
    expect(ok).toEqual({ valid: true, issues: [] });
    const at = text.lastIndexOf('"proxy":"us"') + '"proxy":'.length;
    const bad = text.slice(0, at) + '"eu"' + text.slice(at + 4);
    const r = validateSpecText(bad);
    expect(codes(r.issues)).toEqual(["webhook/invalid-proxy"]);
    expect(r.issues[0]!.range).toEqual({ start: { line: 1, column: at + 1, offset: at }, end: { line: 1, column: at + 5, offset: at + 4 } });
    expect(r.issues[0]!.pointer).toMatch(/^\/nodes\/\d+\/config\/proxy$/);
  }, 60_000);

  test("a projection over 1,000,000 items: length counts them, contains finds the last, explain stays short", () => {
    const items = Array.from({ length: 1_000_000 }, (_, i) => ({ x: i, s: `v${i}`, ...(i % 2 ? { odd: true } : {}) }));
    const ctx = { input: { items, groups: Array.from({ length: 1000 }, () => ({ l: items.slice(0, 1000) })) } };
    const cases: [unknown, boolean][] = [
      [{ source: "input", path: "items[*].x", op: "length", value: { comparator: "eq", value: 1_000_000 } }, true],
      [{ source: "input", path: "items[*].odd", op: "length", value: { comparator: "eq", value: 500_000 } }, true],
      [{ source: "input", path: "items[*].s", op: "contains", value: "v999999" }, true],
      [{ source: "input", path: "items[*].missing", op: "isEmpty" }, true],
      [{ source: "input", path: "items[*].x", op: "eq", value: [0, 1] }, false],
      [{ source: "input", path: "groups[*].l[*].x", op: "length", value: { comparator: "eq", value: 1_000_000 } }, true],
      [{ source: "input", path: "items[999999].s", op: "regex", value: "^v9+$" }, true],
    ];
    for (const [cond, expected] of cases) {
      const c = compileCondition(cond);
      expect(c.evaluate(ctx), JSON.stringify(cond)).toBe(expected);
      const ex = c.explain(ctx);
      expect(ex.result).toBe(expected);
      expect(ex.text.length).toBeLessThanOrEqual(400);
    }
  }, 60_000);

  test("an object with 50,000 faulty members gives 50,000 issues in document order (the sort is not quadratic)", () => {
    const headers: Record<string, unknown> = {};
    for (let i = 0; i < 50_000; i++) headers[`h${i}`] = i;
    const doc = { version: 2, nodes: [webhook({ headers })] };
    const { issues } = validateSpec(doc);
    expect(issues.length).toBe(50_000);
    expect(issues[0]!.pointer).toBe("/nodes/0/config/headers/h0");
    expect(issues[49_999]!.pointer).toBe("/nodes/0/config/headers/h49999");
    const check = checkAgentImport(bundleOf([{ name: "a", spec: doc }]));
    expect(check.issues[1]!.pointer).toBe("/agents/0/spec/nodes/0/config/headers/h1");
  }, 20_000);
});

describe("prototype keys: __proto__, constructor, prototype", () => {
  const PROTO_SPEC = `{
    "version": 2,
    "__proto__": {"polluted": true},
    "constructor": {"prototype": {"polluted": true}},
    "nodes": [
      {"id": "__proto__", "type": "action", "actionType": "WEBHOOK", "__proto__": {"polluted": true},
       "config": {"url": "https://x.example", "method": "GET", "headers": {"__proto__": "x", "constructor": "y", "prototype": 1}},
       "transition": [{"to": "constructor", "when": {"source": "vars", "path": "__proto__.polluted", "op": "exists"}}]},
      {"id": "constructor", "type": "end", "prototype": {}, "transition": [{"to": "prototype"}]}
    ]
  }`;

  test("in a spec: ordinary keys and ids, reported at their own pointers; nothing inherited", () => {
    const { issues } = validateSpecText(PROTO_SPEC, { strict: true });
    expectSoundIssues(issues, { text: PROTO_SPEC, doc: JSON.parse(PROTO_SPEC) });
    const found = issues.map((i) => `${i.code} ${i.pointer}`);
    expect(found).toContain("schema/type /nodes/0/config/headers/prototype");
    expect(found).toContain("transition/unknown-target /nodes/1/transition/0/to");
    expect(found).toContain("strict/unknown-property /__proto__");
    expect(found).toContain("strict/unknown-property /nodes/0/__proto__");
    expect(found.filter((f) => f.startsWith("schema/type"))).toEqual(["schema/type /nodes/0/config/headers/prototype"]);
    // Ids named after Object.prototype members are ids like any other.
    expect(found.some((f) => f.startsWith("transition/unknown-target /nodes/0"))).toBe(false);
    expect(validateSpecText(PROTO_SPEC).issues.map((i) => i.code)).toEqual(["schema/type", "transition/unknown-target"]);
    // A repeated __proto__ key is a duplicate like any other.
    expect(codes(validateSpecText('{"version": 2, "nodes": [{"id": "a", "type": "end"}], "__proto__": 1, "__proto__": 2}').issues)).toEqual(["json/duplicate-key"]);
  });

  test("in bundles: own data through import, export and the import check; conflicts by those names are found", () => {
    const spec = JSON.parse(PROTO_SPEC);
    const b = JSON.parse(
      '{"format":"agentspec-bundle","formatVersion":1,"__proto__":{"polluted":true},"agents":[' +
        '{"__proto__":{"name":"x"},"id":"__proto__","name":"constructor","spec":{"version":2,"nodes":[{"id":"a","type":"end"}]}},' +
        '{"id":"__proto__","name":"prototype","spec":{"version":2,"nodes":[{"id":"a","type":"end"}]},"subagents":[{"id":"toString","name":"constructor","spec":{"version":2,"nodes":[{"id":"a","type":"end"}]}}]}]}',
    );
    const imported = importBundle(b);
    expect(imported.issues).toEqual([]);
    const first = imported.agents[0]!;
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(first, "__proto__")?.value).toEqual({ name: "x" });
    const again = exportBundle(imported.agents);
    expect(stringifyCanonical(again)).toContain('"__proto__": {\n');
    expect(importBundle(JSON.parse(JSON.stringify(again))).agents).toEqual(imported.agents);
    const check = checkAgentImport(b, { existing: [{ name: "prototype", id: "constructor" }, { name: "hasOwnProperty" }] });
    expect(check.issues.map((i) => `${i.code} ${i.pointer}`)).toEqual([
      "bundle/duplicate-id /agents/1/id",
      "bundle/conflict-name /agents/1/name",
      "bundle/duplicate-name /agents/1/subagents/0/name",
    ]);
    expect(check.agents.map((a) => a.action)).toEqual(["create", "conflict", "conflict"]);
    expect(codes(checkAgentImport(bundleOf([{ name: "a", spec }])).issues)).toEqual(["schema/type", "transition/unknown-target"]);
  });

  test("in contexts: only own keys are read; a JSON __proto__ key is data; a polluted Object.prototype is never read", () => {
    const own = JSON.parse('{"vars": {"__proto__": {"polluted": "yes"}, "constructor": {"name": "c"}}}');
    expect(compileCondition({ source: "vars", path: "__proto__.polluted", op: "eq", value: "yes" }).evaluate(own)).toBe(true);
    expect(compileCondition({ source: "vars", path: '["constructor"].name', op: "eq", value: "c" }).evaluate(own)).toBe(true);
    for (const path of ["__proto__", "constructor", "constructor.name", "toString", "x.__proto__", "x.constructor.prototype", "hasOwnProperty"]) {
      expect(compileCondition({ source: "vars", path, op: "exists" }).evaluate({ vars: { x: {} } }), path).toBe(false);
    }
    expect(compileCondition({ source: "vars", path: "x", op: "exists" }).evaluate(Object.create({ vars: { x: 1 } }) as never)).toBe(false);
    const proto = Object.prototype as unknown as Record<string, unknown>;
    try {
      proto["vars"] = { x: 1 };
      proto["evaluation"] = { score: 9 };
      proto["polluted"] = "yes";
      expect(compileCondition({ source: "vars", path: "x", op: "exists" }).evaluate({})).toBe(false);
      expect(compileCondition({ source: "evaluation", path: "score", op: "gt", value: 1 }).evaluate({ evaluation: {} })).toBe(false);
      expect(compileCondition({ source: "input", path: "a.polluted", op: "exists" }).evaluate({ input: { a: {} } })).toBe(false);
      expect(compileCondition({ source: "input", path: "a[*].polluted", op: "length", value: { comparator: "eq", value: 0 } }).evaluate({ input: { a: [{}, {}] } })).toBe(true);
      expect(compileCondition({ source: "input", path: "a", op: "isEmpty" }).evaluate({ input: { a: {} } })).toBe(true);
    } finally {
      delete proto["vars"];
      delete proto["evaluation"];
      delete proto["polluted"];
    }
  });

  test("in envelopes: fields named __proto__, constructor and prototype are own keys of a null-prototype object", () => {
    const doc = JSON.parse('{"__proto__": {"a": 1}, "constructor": 1, "prototype": 2, "nodes": [{"id": "a", "type": "end"}]}');
    const issues = [
      ...validateSpec(doc, { strict: true }).issues,
      ...["/__proto__/a", "/constructor", "/prototype/x"].map((pointer) => ({ code: "x", severity: "error" as const, pointer, message: "bad" })),
    ];
    const env = toErrorEnvelope(issues)!;
    const fields = env.validationErrors.fieldErrors;
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(Object.keys(fields).sort()).toEqual(["__proto__", "constructor", "prototype"]);
    expect(fields["__proto__"]).toEqual(["__proto__.a: bad"]);
    const round = JSON.parse(JSON.stringify(env)) as typeof env;
    expect(Object.hasOwn(round.validationErrors.fieldErrors, "__proto__")).toBe(true);
  });
});

describe("regex: catastrophic patterns and 1 MiB inputs", () => {
  const run = (pattern: string, s: string): { result: boolean; reason: string } => {
    const c = compileCondition({ source: "vars", path: "s", op: "regex", value: pattern });
    const ex = c.explain({ vars: { s } });
    expect(c.evaluate({ vars: { s } })).toBe(ex.result);
    return { result: ex.result, reason: ex.tree.kind === "comparison" ? ex.tree.reason : "?" };
  };

  test("backtracking bombs answer at once on 1 MiB inputs (RE2: no backtracking)", () => {
    const a = "a".repeat(MAX_REGEX_INPUT_LENGTH - 1);
    const cases: [string, string, boolean][] = [
      ["(a+)+$", a + "!", false],
      ["(a+)+$", a + "a", true],
      ["^(a|aa)+$", a + "a", true],
      ["(a|a)*b", a + "a", false],
      ["(a*)*b", a + "a", false],
      ["(x+x+)+y", "x".repeat(MAX_REGEX_INPUT_LENGTH), false],
      ["^(\\w+\\s?)*$", "word ".repeat(200_000) + "!", false],
      ["[\\s\\S]*[\\s\\S]*[\\s\\S]*z", a + "a", false],
      ["(?i)(a|b|c|d|e|f)*z", a + "a", false],
    ];
    for (const [pattern, s, expected] of cases) expect(run(pattern, s), pattern).toEqual({ result: expected, reason: "OK" });
  }, 30_000);

  test("past 1 MiB a regex comparison is false with INPUT_TOO_LONG; up to 1 MiB the verdict is exact", () => {
    expect(run("a", "a".repeat(MAX_REGEX_INPUT_LENGTH))).toEqual({ result: true, reason: "OK" });
    expect(run("a", "a".repeat(MAX_REGEX_INPUT_LENGTH + 1))).toEqual({ result: false, reason: "INPUT_TOO_LONG" });
    expect(run("(a+)+$", "a".repeat(MAX_REGEX_INPUT_LENGTH + 1))).toEqual({ result: false, reason: "INPUT_TOO_LONG" });
    // A large program reads the whole input: the match at the very end is found.
    expect(run("\\pN{10}\\pL", "1".repeat(MAX_REGEX_INPUT_LENGTH - 1) + "x")).toEqual({ result: true, reason: "OK" });
    // notIn-style negation keeps the complement: not(regex) holds on the too-long input.
    const neg = compileCondition({ not: { source: "vars", path: "s", op: "regex", value: "a" } });
    expect(neg.evaluate({ vars: { s: "a".repeat(MAX_REGEX_INPUT_LENGTH + 1) } })).toBe(true);
  }, 30_000);

  test("patterns that could explode are refused at compile time with their pointer", () => {
    const refused: [string, string][] = [
      ["(((a{100}){100}){100})", "condition/bad-regex"],
      ["((((a{1000}){1000}){1000}){1000})", "condition/bad-regex"],
      ["a{1001}", "condition/bad-regex"],
      ["(a)\\1", "condition/bad-regex"],
      ["(?=a)", "condition/bad-regex"],
      ["(?<!a)b", "condition/bad-regex"],
      ["x".repeat(1025), "condition/pattern-too-long"],
      ["\\pN{1000}\\pL", "condition/regex-too-complex"],
      ["(a|b)*a(a|b){20}c", "condition/regex-too-complex"],
    ];
    for (const [pattern, code] of refused) {
      let error: unknown;
      try {
        compileCondition({ all: [leaf, { source: "vars", path: "s", op: "regex", value: pattern }] });
      } catch (e) {
        error = e;
      }
      expect(error, pattern).toBeInstanceOf(ConditionError);
      expect((error as ConditionError).issues.map((i) => `${i.code} ${i.pointer}`), pattern).toEqual([`${code} /all/1/value`]);
    }
  });

  test("lone surrogates in a pattern or an input give an answer, never an exception", () => {
    for (const [pattern, s] of [
      ["^.$", "\uD800"],
      ["\uD800", "a\uD800b"],
      ["[\\x{D800}-\\x{DFFF}]", "\uDC00"],
      ["^\\p{L}+$", "ab\uDFFFcd"],
      [".", "\uDBFF\uDBFF"],
    ] as const) {
      let r: { result: boolean; reason: string } | undefined;
      try {
        r = run(pattern, s);
      } catch (e) {
        // A pattern re2js refuses is a compile-time issue, never a run-time one.
        expect(e, pattern).toBeInstanceOf(ConditionError);
        continue;
      }
      expect(typeof r.result).toBe("boolean");
    }
  });
});

describe("text: lone surrogates, BOM, CRLF, tabs", () => {
  test("lone surrogates in keys, values and ids: issues at the right places, envelope serializable", () => {
    const text = '{"version": 2, "nodes": [{"id": "\uD800", "type": "end", "\uDC00": 1, "transition": [{"to": "x\uDFFF"}]}], "\uD83D": "half"}';
    const { issues } = validateSpecText(text, { strict: true });
    expectSoundIssues(issues, { text, doc: JSON.parse(text) });
    const target = issues.find((i) => i.code === "transition/unknown-target")!;
    expect(target.range!.start.offset).toBe(text.indexOf('"x\uDFFF"'));
    expect(target.range!.end.offset).toBe(text.indexOf('"x\uDFFF"') + 4);
    expect(issues.filter((i) => i.code === "strict/unknown-property").map((i) => i.pointer)).toEqual(["/nodes/0/\uDC00", "/\uD83D"]);
    const env = toErrorEnvelope(issues)!;
    expect(JSON.parse(JSON.stringify(env))).toEqual(env);
    // Escaped lone surrogates are read the same as raw ones.
    const escaped = '{"version": 2, "nodes": [{"id": "\\ud800", "type": "end", "transition": [{"to": "\\udfff"}]}]}';
    expect(validateSpecText(escaped).issues.map((i) => i.params?.["to"])).toEqual(["\uDFFF"]);
    // A lone surrogate outside a string is a syntax error with its position.
    const broken = '{"nodes": \uD800}';
    expect(validateSpecText(broken).issues.map((i) => [i.code, i.range!.start.column])).toEqual([["json/syntax", 11]]);
  });

  test("a BOM takes no column, CRLF and CR end lines, a tab is one column, an astral character two", () => {
    const bom = '\uFEFF{"version": 3, "nodes": [{"id": "a", "type": "end"}]}';
    expect(validateSpecText(bom).issues.map((i) => [i.code, i.range!.start])).toEqual([["schema/const", { line: 1, column: 13, offset: 13 }]]);

    const lines = ["\uFEFF{", '\t"version": 2,', '\t"nodes": [', '\t\t{"id": "😀", "type": "action", "actionType": "WEBHOOK", "config": {"url": "https://x.example", "method": "GET", "proxy": "eu"}}', "\t]", "}", ""];
    for (const eol of ["\r\n", "\r", "\n"]) {
      const text = lines.join(eol);
      const [issue] = validateSpecText(text).issues;
      expect(issue!.code).toBe("webhook/invalid-proxy");
      // Line 4: two tabs (one column each), the emoji (two UTF-16 units), then "eu" at column 124.
      const column = lines[3]!.indexOf('"eu"') + 1;
      expect(column).toBe(124);
      expect(issue!.range!.start).toEqual({ line: 4, column, offset: text.indexOf('"eu"') });
      expect(issue!.range!.end).toEqual({ line: 4, column: column + 4, offset: text.indexOf('"eu"') + 4 });
    }
  });

  test("positions stay right under random BOMs, line ends and tabs", () => {
    const proxyText = fc.tuple(fc.boolean(), fc.constantFrom("\n", "\r\n", "\r"), fc.constantFrom("  ", "\t", "\t\t", " \t"), fc.string({ maxLength: 6, unit: "binary" }));
    fc.assert(
      fc.property(proxyText, ([withBom, eol, indent, name]) => {
        const body = ["{", `${indent}"version": 2, "name": ${JSON.stringify(name)},`, `${indent}"nodes": [{"id": "a", "type": "action", "actionType": "WEBHOOK",`, `${indent}${indent}"config": {"url": "https://x.example", "method": "GET", "proxy": "EU"}}]`, "}"].join(eol);
        const text = (withBom ? "\uFEFF" : "") + body;
        const issues = validateSpecText(text).issues;
        expectSoundIssues(issues, { text });
        const at = text.indexOf('"EU"');
        // Line 4; the column counts two indents and the text before "EU" on that line, a BOM never.
        const column = 2 * indent.length + '"config": {"url": "https://x.example", "method": "GET", "proxy": '.length + 1;
        expect(positionAt(text, at)).toEqual({ line: 4, column });
        expect(issues.map((i) => [i.code, i.range!.start])).toEqual([["webhook/invalid-proxy", { line: 4, column, offset: at }]]);
      }),
      { numRuns: Math.min(RUNS, 500) },
    );
  });
});

describe("numbers beyond 2^53", () => {
  test("the schema's only integer field is a bundle entry's applicationId (a spec holds no integer id)", () => {
    const integers: string[] = [];
    const stack: [unknown, string][] = [[agentSpecSchema, ""]];
    while (stack.length > 0) {
      const [s, at] = stack.pop()!;
      if (s === null || typeof s !== "object") continue;
      const type = (s as Record<string, unknown>)["type"];
      if (type === "integer" || (Array.isArray(type) && type.includes("integer"))) integers.push(at);
      for (const [k, v] of Object.entries(s)) stack.push([v, `${at}/${k}`]);
    }
    // If this changes, decide how validateSpecText reports unsafe integers there (docs/security.md).
    expect(integers).toEqual(["/$defs/agentEntry/properties/applicationId"]);
  });

  test("an applicationId written beyond ±(2^53 − 1) is reported, whatever JSON.parse rounded it to; a safe one never", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.constantFrom(0n, 1n, -1n, 2n ** 53n, -(2n ** 53n)), (n, shift) => {
        const written = n + shift;
        const text = `{"format": "agentspec-bundle", "formatVersion": 1, "agents": [{"name": "a", "applicationId": ${written}, "spec": {"version": 2, "nodes": [{"id": "s", "type": "end"}]}}]}`;
        const check = checkAgentImport(JSON.parse(text));
        const unsafe = written > BigInt(Number.MAX_SAFE_INTEGER) || written < -BigInt(Number.MAX_SAFE_INTEGER);
        expect(check.issues.map((i) => `${i.code} ${i.pointer}`)).toEqual(unsafe ? ["bundle/unsafe-integer /agents/0/applicationId"] : []);
        expect(importBundle(JSON.parse(text)).agents.length).toBe(unsafe ? 0 : 1);
      }),
      { numRuns: RUNS },
    );
  });

  test("a condition operand beyond 2^53 is the double JSON.parse makes of it (documented: write such ids as strings)", () => {
    const cond = JSON.parse('{"source": "vars", "path": "id", "op": "eq", "value": 9007199254740993}');
    expect(compileCondition(cond).evaluate(JSON.parse('{"vars": {"id": 9007199254740992}}'))).toBe(true);
    const asString = { source: "vars", path: "id", op: "eq", value: "9007199254740993" };
    expect(compileCondition(asString).evaluate({ vars: { id: "9007199254740992" } })).toBe(false);
    expect(compileCondition(asString).evaluate({ vars: { id: "9007199254740993" } })).toBe(true);
  });

  test("BigInt values (from a parser that keeps big integers exact) are reported, never thrown on", () => {
    const node = { id: "a", type: "end" };
    const spec = { version: 2n, nodes: [node, webhook({ method: 5n, timeout: 10n, proxy: 1n })] };
    const r = validateSpec(spec);
    expect(r.issues.map((i) => `${i.code} ${i.pointer}`)).toEqual([
      "schema/const /version",
      "node/unreachable /nodes/1/id",
      "schema/enum /nodes/1/config/method",
      "schema/type /nodes/1/config/timeout",
      "webhook/invalid-proxy /nodes/1/config/proxy",
    ]);
    expect(r.issues[0]!.message).toBe("must be 2, not 2n");
    expect(toErrorEnvelope(r.issues)!.validationErrors.formErrors).toEqual([]);
    const b = { format: "agentspec-bundle", formatVersion: 1n, agents: [] };
    expect(codes(importBundle(b).issues)).toEqual(["bundle/unsupported-version"]);
    expect(codes(importBundle({ format: 1n }).issues)).toEqual(["bundle/not-a-bundle"]);
    const entries = [
      { name: "x", applicationId: 9007199254740993n, spec: { version: 2, nodes: [node] } },
      { name: "x", applicationId: 9007199254740993n, spec: { version: 2, nodes: [node] } },
    ];
    const check = checkAgentImport(bundleOf(entries), { existing: [{ name: "x", applicationId: 9007199254740993n as unknown as number }] });
    expect(check.issues.map((i) => `${i.code} ${i.pointer}`)).toEqual([
      "bundle/conflict-name /agents/0/name",
      "schema/type /agents/0/applicationId",
      "bundle/conflict-name /agents/1/name",
      "bundle/duplicate-name /agents/1/name",
      "schema/type /agents/1/applicationId",
    ]);
    expect(() => compileCondition({ source: "vars", path: "x", op: "eq", value: 1n })).toThrow(ConditionError);
    expect(compileCondition({ source: "vars", path: "x", op: "eq", value: 1 }).evaluate({ vars: { x: 1n } })).toBe(false);
  });

  test("NaN and Infinity (not JSON, but JavaScript values) are worded as themselves", () => {
    const r = validateSpec({ version: Infinity, nodes: [webhook({ timeout: NaN })] });
    expect(r.issues.map((i) => i.message)).toEqual(["must be 2, not Infinity", "must be a number, not a non-finite number"]);
  });
});

test("hostile agent lists: a spec object shared by many entries is checked each time, not recursed into twice at once", () => {
  const spec = { version: 2, nodes: [endNode] };
  const agents: AgentEntry[] = Array.from({ length: 1000 }, (_, i) => ({ name: `a${i}`, spec }) as AgentEntry);
  expect(checkAgentImport(exportBundle(agents)).ok).toBe(true);
  expect(importBundle(bundleOf(agents)).agents.length).toBe(1000);
});
