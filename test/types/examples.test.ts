// The closed types hold the shipped examples: every spec in examples/ and in the spec fixtures
// compiles as `AgentSpec` when the validator finds nothing wrong with it, and does not when the
// validator reports a fault the types can see (an unknown property, route, method or version).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { validateSpec, type Issue } from "../../src/index.js";

// The faults a TypeScript literal typed `AgentSpec` rejects. (Others need values the type system
// cannot see: a duplicate id, a bad path inside a string, a `type: "action"` without actionType,
// a combinator with two keys: see scripts/generate.mjs.)
const TYPE_VISIBLE = new Set(["webhook/invalid-proxy", "schema/enum", "schema/const", "schema/min-items", "schema/required", "strict/unknown-property"]);
// TypeScript has no "any string but WEBHOOK": a node's `actionType` (required by `type: "action"`)
// and a WEBHOOK node's `config` are not required by the closed types; a combinator key on a
// comparison is a key of another branch of the union, which TypeScript lets through.
const INVISIBLE_PROPERTIES = new Set(["actionType", "config", "all", "any", "not"]);
const typeVisible = (issue: Issue): boolean => TYPE_VISIBLE.has(issue.code) && !INVISIBLE_PROPERTIES.has(String(issue.params?.["property"]));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith(".json") && !name.endsWith(".expected.json") ? [path] : [];
  });
}

// Specs by where they are: a spec file, or each agent's spec (subagents too) of a bundle file.
function specsIn(file: string): [string, unknown][] {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch {
    return [];
  }
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return [];
  const o = doc as Record<string, unknown>;
  if (o["format"] === "agentspec-bundle") {
    const out: [string, unknown][] = [];
    const walk = (entries: unknown, at: string): void => {
      if (!Array.isArray(entries)) return;
      entries.forEach((e: Record<string, unknown>, i) => {
        if (e && typeof e === "object" && "spec" in e) out.push([`${file}${at}/${i}/spec`, e["spec"]]);
        walk(e?.["subagents"], `${at}/${i}/subagents`);
      });
    };
    walk(o["agents"], "#/agents");
    return out;
  }
  return Array.isArray(o["nodes"]) ? [[file, doc]] : [];
}

const specs = [...jsonFiles("examples"), ...jsonFiles("test/fixtures/ok"), ...jsonFiles("test/fixtures/err"), ...jsonFiles("test/fixtures/bundles")].flatMap(specsIn);

/** Compile each spec as `const spec: AgentSpec = <the JSON>` in one program; the diagnostics by spec. */
function compileAsAgentSpec(list: [string, unknown][]): string[][] {
  const config = ts.readConfigFile("tsconfig.json", ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, resolve(".")).options;
  const index = resolve("src/index.ts").replace(/\.ts$/, ".js");
  const files = new Map(list.map(([, spec], i) => [resolve(`test/types/__spec${i}.ts`), `import type { AgentSpec } from ${JSON.stringify(index)};\nexport const spec: AgentSpec = ${JSON.stringify(spec, null, 2)};\n`]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => files.has(resolve(f)) || fileExists(f);
  host.readFile = (f) => files.get(resolve(f)) ?? readFile(f);
  host.getSourceFile = (f, lang, ...rest) => {
    const text = files.get(resolve(f));
    return text === undefined ? getSourceFile(f, lang, ...rest) : ts.createSourceFile(f, text, lang);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  return [...files.keys()].map((f) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(f)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
  );
}

describe("the closed AgentSpec type and the shipped specs", () => {
  const diagnostics = compileAsAgentSpec(specs);

  test("finds the specs", () => {
    expect(specs.filter(([where]) => where.startsWith("examples")).length).toBeGreaterThanOrEqual(3);
  });

  test.each(specs.map(([where, spec], i) => [where, spec, i] as const))("%s", (_where, spec, i) => {
    const issues = validateSpec(spec, { strict: true }).issues;
    const codes = issues.map((issue) => issue.code);
    const visible = issues.some(typeVisible);
    const errors = diagnostics[i]!;
    if (codes.length === 0 || codes.every((c) => c === "spec/missing-version" || c.startsWith("node/") || c.startsWith("transition/"))) {
      expect(errors).toEqual([]);
    }
    if (visible) expect(errors.length).toBeGreaterThan(0);
  });

  test("the broken examples the types can see are compile errors", () => {
    const seen = specs.flatMap(([where, spec], i) => (validateSpec(spec).issues.some(typeVisible) ? [[where, diagnostics[i]!.length > 0]] : []));
    expect(Object.fromEntries(seen)).toMatchObject({
      [join("examples", "broken", "missing-url.json")]: true,
      [join("examples", "broken", "proxy-template.json")]: true,
      [join("examples", "broken", "proxy-unknown.json")]: true,
      [join("examples", "broken", "proxy-url.json")]: true,
    });
  });

  test("every spec of examples/ outside broken/ type-checks", () => {
    specs.forEach(([where], i) => {
      if (where.startsWith("examples") && !where.startsWith(join("examples", "broken"))) expect(diagnostics[i], where).toEqual([]);
    });
  });
});
