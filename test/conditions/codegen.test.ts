// Conditions compiled to JavaScript (Node): the same verdicts and explanations as the closures a
// browser runs, on random conditions and hostile data; and no text of a condition reaches the
// generated source except as a string literal or a captured constant (hostile keys, values and
// node ids, parsed back with acorn and checked node by node).
import { execFileSync } from "node:child_process";
import { parse } from "acorn";
import { full } from "acorn-walk";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compileCondition, conditionBackend, type ConditionContext, type ExplainNode } from "../../src/conditions/index.js";
import { compileWith, compileWithClosures } from "../../src/conditions/compile.js";
import { loadCodegen } from "../../src/conditions/codegen-loader.js";
import { hostileContext, materialize, validCondition } from "./hostile.js";
import { built } from "../browser/dist.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 400);
const FUZZ = Number(process.env["FUZZ_RUNS"] ?? 300);
const generator = loadCodegen()!;
const generated = (cond: unknown) => compileWith(cond, generator);

/** What two explanations must share: every node's verdict, pointer and reason, and the text. */
const shape = (n: ExplainNode): unknown =>
  n.kind === "comparison" ? [n.pointer, n.result, n.reason, n.note ?? null] : [n.kind, n.pointer, n.result, n.children.map(shape)];

describe("generated code", () => {
  test("is what compileCondition gives in Node, with its source kept (not enumerable)", () => {
    expect(conditionBackend()).toBe("code");
    const c = compileCondition({ source: "vars", path: "a", op: "exists" }) as unknown as { source?: string };
    expect(typeof c.source).toBe("string");
    expect(Object.keys(c)).toEqual(["evaluate", "explain", "reads"]);
  });

  test("conditions that differ only in their operands share one source, each with its own operands", () => {
    const gte = [3, 5, 7].map((value) => generated({ all: [{ source: "vars", path: "a.b", op: "gte", value }, { source: "input", path: "s", op: "eq", value: `s${value}` }] }));
    expect(new Set(gte.map((c) => c.source)).size).toBe(1);
    // The operands are captured, not written: the source names none of them.
    expect(gte[0]!.source).not.toMatch(/s3|>= 3/);
    const ctx = (b: number, s: string) => ({ vars: { a: { b } }, input: { s } }) as ConditionContext;
    expect(gte.map((c) => c.evaluate(ctx(5, "s5")))).toEqual([false, true, false]);
    expect(gte.map((c) => c.evaluate(ctx(7, "s3")))).toEqual([true, false, false]);
    expect(gte.map((c) => c.evaluate(ctx(7, "s7")))).toEqual([false, false, true]);
    // Another path or another operator is another source.
    expect(generated({ all: [{ source: "vars", path: "a.c", op: "gte", value: 3 }, { source: "input", path: "s", op: "eq", value: "s3" }] }).source).not.toBe(gte[0]!.source);
    expect(generated({ all: [{ source: "vars", path: "a.b", op: "gt", value: 3 }, { source: "input", path: "s", op: "eq", value: "s3" }] }).source).not.toBe(gte[0]!.source);
  });

  test("gives the closures' verdict and explanation on random conditions and hostile data", () => {
    fc.assert(
      fc.property(validCondition, hostileContext, (cond, recipe) => {
        const code = generated(cond);
        const closures = compileWithClosures(cond);
        // Each side gets its own copy of the data: a hostile part may be revoked or stateful.
        const a = materialize(recipe) as ConditionContext;
        const b = materialize(recipe) as ConditionContext;
        const verdict = closures.evaluate(a);
        expect(code.evaluate(b)).toBe(verdict);
        const x = closures.explain(a);
        const y = code.explain(b);
        expect(y.result).toBe(verdict);
        expect(shape(y.tree)).toEqual(shape(x.tree));
        expect(y.text).toBe(x.text);
        expect(code.reads).toEqual(closures.reads);
      }),
      { numRuns: RUNS },
    );
  });

  test("falls back to the closures by itself where code generation from strings is refused (the built package, as a user runs it)", () => {
    const script = `
      const m = await import(${JSON.stringify(built("index.js"))});
      const c = m.compileCondition({ all: [{ source: "vars", path: "a", op: "gte", value: 2 }, { source: "vars", path: "b[*]", op: "length", value: { comparator: "eq", value: 1 } }] });
      console.log(JSON.stringify([m.conditionBackend(), "source" in c, c.evaluate({ vars: { a: 3, b: [0] } }), c.evaluate({ vars: { a: 1, b: [0] } })]));`;
    const run = (flags: string[]): unknown =>
      JSON.parse(execFileSync(process.execPath, [...flags, "--input-type=module", "-e", script], { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } }));
    expect(run(["--disallow-code-generation-from-strings"])).toEqual(["closures", false, true, false]);
    expect(run([])).toEqual(["code", true, true, false]);
  });
});

// Strings that would break out of a literal, a comment or a template if spliced into code.
const hostileString = fc.oneof(
  fc.constantFrom('"', "'", "\\", "`", "${x}", "*/", "/*", "//", "\u2028", "\u2029", "__proto__", "constructor", "\"); process.exit(1); (\"", "\\u0022", "</script>", "\0", "\ud800", "x\ny"),
  fc.string({ unit: "binary", maxLength: 8 }),
);

const bracket = (key: string): string => `[${JSON.stringify(key)}]`;

/** A condition over hostile keys, node ids and operands, and the strings it may put in the source. */
const hostileCondition = fc
  .record({
    keys: fc.array(hostileString, { minLength: 1, maxLength: 3 }),
    of: hostileString.filter((s) => s !== ""),
    index: fc.oneof(fc.nat(), fc.constantFrom(9007199254740993, 1e21)),
    operand: fc.oneof(hostileString, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-0, 0, 1e308, -1e-308), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 })),
    op: fc.constantFrom("eq", "neq", "gt", "lte", "in", "contains", "exists", "isNull", "regex"),
  })
  .map(({ keys, of, index, operand, op }) => {
    const path = keys.map(bracket).join("") + `[${BigInt(Math.trunc(index)).toString()}]`;
    const value = op === "in" ? (Array.isArray(operand) ? operand : [operand]) : op === "regex" ? "^a" : Array.isArray(operand) && op !== "eq" && op !== "neq" && op !== "contains" ? operand[0] ?? "x" : operand;
    const unary = op === "exists" || op === "isNull";
    const leaf = (source: string) => (unary ? { source, path, op } : { source, path, op, value });
    const cond = { all: [leaf("vars"), { ...leaf("node"), of, path: `evaluation${path}` }, { source: "input", path: `${keys.map(bracket).join("")}[*]${bracket(keys[0] as string)}`, op: "length", value: { comparator: "gte", value: 1 } }] };
    const strings = new Set<string>(["vars", "nodes", "input", "evaluation", of, ...keys]);
    const addStrings = (v: unknown): void => {
      if (typeof v === "string") strings.add(v);
      else if (Array.isArray(v)) v.forEach(addStrings);
    };
    addStrings(value);
    return { cond, strings };
  });

// What the generated source may name: its own helpers, locals, leaves and the two parameters.
const NAMES = new Set(["isArray", "getProto", "hasOwn", "OP", "AP", "Array", "Object", "prototype", "getPrototypeOf", "hasOwnProperty", "call", "o", "x", "a", "len", "n", "j", "K", "readPath", "evaluate", "length", "undefined"]);
const SHAPE_STRINGS = new Set(["use strict", "object", "number"]);

/** Parse a generated source and check every node against what the generator may write. */
function checkSource(source: string, strings: Set<string>): void {
  const ast = parse(`(function (K, readPath) {\n${source}\n})`, { ecmaVersion: 2022 });
  // One expression statement: the function, whose body is the prologue, the helpers, the leaves, evaluate and the return.
  expect(ast.body).toHaveLength(1);
  const fn = (ast.body[0] as unknown as { expression: { body: { body: { type: string; id?: { name: string } }[] } } }).expression;
  const body = fn.body.body;
  expect(body.map((s) => s.type)).toEqual(["ExpressionStatement", ...Array(5).fill("VariableDeclaration"), ...Array(body.length - 8).fill("FunctionDeclaration"), "FunctionDeclaration", "ReturnStatement"]);
  expect(body.filter((s) => s.type === "FunctionDeclaration").map((s) => s.id?.name)).toEqual([...Array.from({ length: body.length - 8 }, (_, i) => `l${i}`), "evaluate"]);
  const faults: string[] = [];
  full(ast, (node) => {
    const n = node as unknown as { type: string; value?: unknown; name?: string; callee?: { type: string; name?: string; property?: { name?: string }; object?: { name?: string } } };
    if (["TemplateLiteral", "TaggedTemplateExpression", "NewExpression", "ImportExpression", "ThisExpression", "AssignmentPattern", "WithStatement"].includes(n.type)) faults.push(n.type);
    if (n.type === "Literal" && typeof n.value === "string" && !SHAPE_STRINGS.has(n.value) && !strings.has(n.value)) faults.push(`string ${JSON.stringify(n.value)}`);
    if (n.type === "Identifier" && !NAMES.has(n.name as string) && !/^l\d+$/.test(n.name as string)) faults.push(`name ${n.name}`);
    if (n.type === "CallExpression") {
      const c = n.callee!;
      const ok =
        (c.type === "Identifier" && (c.name === "isArray" || c.name === "getProto" || c.name === "readPath" || /^l\d+$/.test(c.name ?? ""))) ||
        (c.type === "MemberExpression" && c.object?.name === "hasOwn" && c.property?.name === "call") ||
        (c.type === "MemberExpression" && c.object?.name === "K");
      if (!ok) faults.push(`call ${JSON.stringify(c)}`);
    }
  });
  expect(faults).toEqual([]);
}

describe("the compiler under hostile keys, values and node ids", () => {
  test("the source parses to the expected shape, every string in it is one of the condition's, and the verdicts are the closures'", () => {
    fc.assert(
      fc.property(hostileCondition, ({ cond, strings }) => {
        const code = generated(cond);
        checkSource(code.source, strings);
        const closures = compileWithClosures(cond);
        // A context where the hostile keys resolve (built with defineProperty: `__proto__` is an own key).
        const leafs = cond.all;
        const put = (o: Record<string, unknown>, k: string, v: unknown): void => void Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
        const ctx: Record<string, unknown> = {};
        const value = "value" in leafs[0]! ? (leafs[0] as { value: unknown }).value : 1;
        const keys = [...(leafs[0]!.path.matchAll(/\["((?:[^"\\]|\\.)*)"\]/g))].map((m) => JSON.parse(`"${m[1]}"`) as string);
        let at: Record<string, unknown> = {};
        put(ctx, "vars", at);
        for (const k of keys.slice(0, -1)) {
          const next = {};
          put(at, k, next);
          at = next;
        }
        put(at, keys[keys.length - 1]!, [value]);
        expect(code.evaluate(ctx as ConditionContext)).toBe(closures.evaluate(ctx as ConditionContext));
        for (const leaf of leafs) expect(generated(leaf).evaluate(ctx as ConditionContext)).toBe(compileWithClosures(leaf).evaluate(ctx as ConditionContext));
      }),
      { numRuns: FUZZ },
    );
  });

  test("the check of the source catches what it is there to catch", () => {
    expect(() => checkSource('"use strict";\nconst isArray = 1;\nconst getProto = 1;\nconst hasOwn = 1;\nconst OP = 1;\nconst AP = 1;\nfunction evaluate(x) {\nreturn `${x}`;\n}\nreturn [evaluate];', new Set())).toThrow();
    expect(() => checkSource('"use strict";\nconst isArray = 1;\nconst getProto = 1;\nconst hasOwn = 1;\nconst OP = 1;\nconst AP = 1;\nfunction evaluate(x) {\nreturn x === "evil";\n}\nreturn [evaluate];', new Set())).toThrow();
    expect(() => checkSource('"use strict";\nconst isArray = 1;\nconst getProto = 1;\nconst hasOwn = 1;\nconst OP = 1;\nconst AP = 1;\nfunction evaluate(x) {\nreturn process.exit(1);\n}\nreturn [evaluate];', new Set())).toThrow();
    expect(() => checkSource('"use strict";\nconst isArray = 1;\nconst getProto = 1;\nconst hasOwn = 1;\nconst OP = 1;\nconst AP = 1;\nfunction evaluate(x) {\nreturn x === "ok";\n}\nreturn [evaluate];', new Set(["ok"]))).not.toThrow();
  });
});

describe("the built package", () => {
  test("the library's entries and every chunk they load never call new Function: only Node's code generator (#codegen-loader) does", async () => {
    const { readFileSync } = await import("node:fs");
    const { moduleGraph } = await import("../browser/dist.js");
    const files = [...new Set([...moduleGraph(built("index.js")), ...moduleGraph(built("browser.js"))])];
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((f) => /new Function\b/.test(readFileSync(f, "utf8")))).toEqual([]);
    expect(readFileSync(built("codegen-loader.node.js"), "utf8")).toMatch(/new Function\b/);
    expect(readFileSync(built("codegen-loader.browser.js"), "utf8")).not.toMatch(/new Function\b/);
  });
});
