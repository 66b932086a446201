// One verdict from the config to the platform (issue #33): a rule setting changes how bad the
// toolkit's own findings are, never whether a spec the platform's schema refuses passes. Each test
// crosses two parts on the same input: the config check and the checker, the library and the
// command (a real `node dist/cli.cjs check` in a folder with an agentspec.config.json), and the
// published schema compiled by ajv, which stands for the platform's validate.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkText } from "../../src/check/index.js";
import { checkConfigText, configFindings } from "../../src/config/check.js";
import { allCodes } from "../../src/core/codes/all.js";
import { allowedSettings, reportsSchemaRefusal, RULE_SETTINGS, type RuleSetting, type RuleSettings } from "../../src/core/severity.js";
import { validateSpec, validateSpecText } from "../../src/validate/validate.js";
import { spec, toText } from "../arbitraries.js";
import { run, startLanguageServer, tree } from "../cli/helpers.js";
import { applyFixes, fixesFor } from "../../src/language/index.js";
import type { Issue } from "../../src/core/issue.js";
import { compileCondition } from "../../src/conditions/compile.js";
import { ConditionError } from "../../src/conditions/error.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);
const ROOT = join(import.meta.dirname, "..", "..");

// The published schema, compiled by a plain ajv: what the platform's validate refuses.
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const schemaAccepts = ajv.compile(JSON.parse(readFileSync(join(ROOT, "schema", "agentspec-v2.schema.json"), "utf8")) as object);

const codes = Object.keys(allCodes);
/** The codes that say what the schema refuses. */
const schemaLevel = codes.filter(reportsSchemaRefusal);
/** Every code a document's check can report and a config may name (suppressions/unused is the command's). */
const settable = codes.filter((c) => allowedSettings(c).length > 0 && c !== "suppressions/unused");

/** The specs of the error fixtures that the schema alone refuses, by file name. */
const refusedFixtures = readdirSync(join(ROOT, "test", "fixtures", "err"))
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .map((f) => ({ name: f, text: readFileSync(join(ROOT, "test", "fixtures", "err", f), "utf8") }))
  .filter(({ text }) => {
    try {
      const value: unknown = JSON.parse(text);
      return value !== null && typeof value === "object" && !Array.isArray(value) && !("format" in value) && !schemaAccepts(value);
    } catch {
      return false;
    }
  });

const TPYE = `${JSON.stringify({ version: 2, nodes: [{ id: "a", tpye: "end" }] }, null, 2)}\n`;

describe("config × schema validity", () => {
  test("the corpus holds specs the schema refuses, and the schema-level codes include every schema, condition-compiler and bundle-envelope code", () => {
    expect(refusedFixtures.length).toBeGreaterThan(10);
    expect(schemaLevel).toEqual(expect.arrayContaining(["schema/required", "schema/enum", "schema/type", "webhook/invalid-proxy", "condition/missing-member", "condition/unknown-op", "bundle/not-a-bundle"]));
    expect(schemaLevel).not.toContain("spec/misspelled-property");
  });

  test("every schema-level code under every setting: the config check refuses what would soften it, and validity stays failing where the schema refuses", () => {
    for (const code of schemaLevel) {
      for (const setting of RULE_SETTINGS) {
        const config = `{ "rules": { "${code}": "${setting}" } }`;
        const checked = checkConfigText(config);
        const rules = { [code]: setting } as RuleSettings;
        if (setting === "error") {
          expect(checked.issues, `${code}: ${setting}`).toEqual([]);
          for (const { name, text } of refusedFixtures) {
            expect(validateSpecText(text, { rules }).valid, `${name} with ${code}: ${setting}`).toBe(false);
            expect(checkText(text, { rules }).valid, `${name} with ${code}: ${setting}`).toBe(false);
          }
          continue;
        }
        // Refused, at the setting, saying why.
        expect(checked.issues.map((i) => [i.code, i.pointer]), `${code}: ${setting}`).toEqual([["config/locked-rule", `/rules/${code.replace(/~/g, "~0").replace(/\//g, "~1")}`]]);
        expect(checked.issues[0]!.message).toBe(`"${code}" cannot be set to "${setting}": it reports what the platform's schema refuses, and no setting lets a spec the platform refuses pass (it takes "error" only)`);
        expect(checked.issues[0]!.range).toBeDefined();
        // The library refuses the same setting with the same words: a misuse, never a pass.
        const words = `rules: ${checked.issues[0]!.message}`;
        expect(() => checkText(TPYE, { rules })).toThrow(new TypeError(words));
        expect(() => validateSpecText(TPYE, { rules })).toThrow(new TypeError(words));
        expect(() => validateSpec(JSON.parse(TPYE), { rules })).toThrow(new TypeError(words));
      }
    }
  });

  test("a near miss that hides a required key: softened, it leaves the key's error, in the library and the command", async () => {
    for (const setting of RULE_SETTINGS) {
      const rules: RuleSettings = { "spec/misspelled-property": setting };
      const r = validateSpecText(TPYE, { rules });
      expect(schemaAccepts(JSON.parse(TPYE))).toBe(false);
      expect(r.valid, setting).toBe(false);
      const want =
        setting === "error"
          ? [["spec/misspelled-property", "error", "/nodes/0/tpye"]]
          : [...(setting === "warn" ? [["spec/misspelled-property", "warning", "/nodes/0/tpye"]] : []), ["schema/required", "error", "/nodes/0/type"]];
      expect(r.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual(want);
      expect(checkText(TPYE, { rules }).issues).toEqual(r.issues);
      // The restored error is placed at the near miss: the key the author wrote.
      const restored = r.issues.find((i) => i.code === "schema/required");
      if (restored) expect(TPYE.slice(restored.range!.start.offset, restored.range!.end.offset)).toBe('"tpye"');

      const dir = tree({ "agents/a.json": TPYE, "agentspec.config.json": JSON.stringify({ root: true, rules }) });
      const cli = await run(["check", "agents/a.json", "-f", "json"], { cwd: dir });
      expect(cli.code, `${setting}: ${cli.stderr}`).toBe(1);
      const report = JSON.parse(cli.stdout) as { issues: { code: string; severity: string; pointer: string }[] }[];
      expect(report[0]!.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual(want);
    }
  }, 30_000);

  test("in a condition: paht, sourc, comparater and Op are each one error; softened, each leaves condition/missing-member", () => {
    const when = [
      { source: "vars", paht: "x", op: "exists" },
      { sourc: "vars", path: "x", op: "exists" },
      { source: "vars", path: "x", op: "length", value: { comparater: "eq", value: 1 } },
      { source: "vars", path: "x", Op: "exists" },
    ];
    const text = toText({ version: 2, nodes: [{ id: "a", type: "end", transition: when.map((w) => ({ to: "a", when: w })) }] });
    expect(schemaAccepts(JSON.parse(text))).toBe(false);
    const at = (i: number, rest: string): string => `/nodes/0/transition/${i}/when/${rest}`;
    const plain = validateSpecText(text);
    expect(plain.issues.map((i) => [i.code, i.severity, i.pointer])).toEqual([
      ["spec/misspelled-property", "error", at(0, "paht")],
      ["spec/misspelled-property", "error", at(1, "sourc")],
      ["spec/misspelled-property", "error", at(2, "value/comparater")],
      ["spec/misspelled-property", "error", at(3, "Op")],
    ]);
    // `agentspec eval` (compileCondition) gives each condition's finding as the spec's check does.
    when.forEach((w, i) => {
      let issues: Issue[] = [];
      try {
        compileCondition(w);
      } catch (e) {
        if (!(e instanceof ConditionError)) throw e;
        issues = e.issues;
      }
      const inSpec = plain.issues.filter((f) => f.pointer.startsWith(at(i, "")));
      expect(issues.map((f) => [f.code, f.severity, at(i, "") + f.pointer.slice(1)])).toEqual(inSpec.map((f) => [f.code, f.severity, f.pointer]));
    });
    // The same, one finding each, under --strict.
    expect(validateSpecText(text, { strict: true }).issues).toEqual(plain.issues);
    const off = validateSpecText(text, { rules: { "spec/misspelled-property": "off" } });
    expect(off.valid).toBe(false);
    expect(off.issues.map((i) => [i.code, i.pointer, i.message])).toEqual([
      ["condition/missing-member", at(0, "path"), 'a comparison needs "path", for example "scores.mean"'],
      ["condition/missing-member", at(1, "source"), 'a comparison needs "source": one of evaluation, vars, context, input, node, state'],
      ["condition/missing-member", at(2, "value/comparator"), 'the "length" operand needs "comparator": one of eq, gt, gte, lt, lte'],
      ["condition/missing-member", at(3, "op"), 'a condition needs "op" (a comparison) or one of "all", "any", "not" (a combinator)'],
    ]);
    // What the condition checker gives without the typo is what a softened near miss leaves.
    const without = toText({ version: 2, nodes: [{ id: "a", type: "end", transition: when.map((w) => ({ to: "a", when: Object.fromEntries(Object.entries(w).filter(([k]) => !["paht", "sourc", "Op"].includes(k)).map(([k, v]) => [k, k === "value" ? { value: 1 } : v])) })) }] });
    expect(validateSpecText(without).issues.map((i) => [i.code, i.pointer, i.message])).toEqual(off.issues.map((i) => [i.code, i.pointer, i.message]));
  });

  test("every schema-level code under every setting, through the command: a config that softens one is exit 2 naming it; at error, every spec the schema refuses fails", async () => {
    const files: Record<string, string> = {};
    for (const { name, text } of refusedFixtures) files[`agents/${name}`] = text;
    for (const setting of RULE_SETTINGS) {
      const dir = tree({ ...files, "agentspec.config.json": JSON.stringify({ root: true, files: ["agents"], rules: Object.fromEntries(schemaLevel.map((c) => [c, setting])) }, null, 2) });
      const r = await run(["check", "-f", "json"], { cwd: dir });
      if (setting !== "error") {
        expect(r.code, r.stderr).toBe(2);
        for (const code of schemaLevel) expect(r.stderr).toContain(`"${code}" cannot be set to "${setting}": it reports what the platform's schema refuses`);
        continue;
      }
      expect(r.code, r.stderr).toBe(1);
      const report = JSON.parse(r.stdout) as { file: string; issues: { severity: string }[] }[];
      for (const { name } of refusedFixtures) {
        const file = report.find((f) => f.file.endsWith(name));
        expect(file?.issues.some((i) => i.severity === "error"), name).toBe(true);
      }
    }
  }, 60_000);
});

// A typo of one key somewhere in the document: the first letter's case flipped, or two letters swapped.
function withTypo(doc: unknown, pick: number, kind: number): unknown {
  const objects: Record<string, unknown>[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") {
      if (Object.keys(v).length > 0) objects.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  const copy: unknown = JSON.parse(JSON.stringify(doc));
  walk(copy);
  if (objects.length === 0) return copy;
  const obj = objects[pick % objects.length]!;
  const keys = Object.keys(obj);
  const key = keys[pick % keys.length]!;
  if (key.length < 2) return copy;
  const typo = kind % 2 === 0 ? key[0]!.toUpperCase() + key.slice(1) : key[1]! + key[0]! + key.slice(2);
  if (typo === key || Object.hasOwn(obj, typo)) return copy;
  const entries = Object.entries(obj).map(([k, v]) => [k === key ? typo : k, v] as const);
  for (const k of keys) delete obj[k];
  for (const [k, v] of entries) obj[k] = v;
  return copy;
}

/** Specs close to valid ones, often with a key mistyped (a near miss that may hide a required key). */
const specs = fc.tuple(spec, fc.nat(), fc.nat(), fc.boolean()).map(([s, pick, kind, typo]) => (typo ? withTypo(s, pick, kind) : s));
/** Any config's rule settings, each a setting the code takes; often softening the near-miss code, which may hide a required key. */
const takenSettings = fc
  .tuple(
    fc.array(fc.constantFrom(...settable).chain((code) => fc.constantFrom(...allowedSettings(code)).map((s) => [code, s] as const)), { maxLength: 8 }),
    fc.option(fc.constantFrom<RuleSetting>(...RULE_SETTINGS)),
  )
  .map(([pairs, nearMiss]) => Object.fromEntries(nearMiss === null ? pairs : [...pairs, ["spec/misspelled-property", nearMiss]]) as RuleSettings);
/** Any config's rule settings, each any setting: some are refused. */
const anySettings = fc.oneof(fc.dictionary(fc.constantFrom(...settable), fc.constantFrom<RuleSetting>(...RULE_SETTINGS), { maxKeys: 8 }) as fc.Arbitrary<RuleSettings>, takenSettings);

describe("property: the schema refuses ⇒ check fails, whatever the config", () => {
  test("checkText and validateSpecText are invalid for every spec the schema refuses, under settings the config check accepts", () => {
    fc.assert(
      fc.property(specs, takenSettings, fc.boolean(), (doc, rules, strict) => {
        expect(configFindings({ rules })).toEqual([]);
        if (schemaAccepts(doc)) return;
        const text = toText(doc);
        expect(checkText(text, { strict, rules }).valid).toBe(false);
        expect(validateSpecText(text, { strict, rules }).valid).toBe(false);
        expect(validateSpec(doc, { strict, rules }).valid).toBe(false);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  test("with any settings at all, a spec the schema refuses is invalid or the settings are refused (by the config check and the library alike)", () => {
    fc.assert(
      fc.property(specs, anySettings, (doc, rules) => {
        const refused = configFindings({ rules }).length > 0;
        const text = toText(doc);
        if (refused) {
          expect(() => checkText(text, { rules })).toThrow(TypeError);
          return;
        }
        if (!schemaAccepts(doc)) expect(checkText(text, { rules }).valid).toBe(false);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  test("the command agrees: with an agentspec.config.json of any settings, `check` exits non-zero whenever the schema refuses the spec", async () => {
    // The refused specs the property finds, and the settings; a few runs of the real command.
    const cases = fc.sample(
      fc.tuple(specs, anySettings).filter(([doc]) => !schemaAccepts(doc)),
      { numRuns: 6, seed: 33 },
    );
    cases.push([JSON.parse(TPYE), { "spec/misspelled-property": "off", "node/unreachable": "warn" }]);
    for (const [doc, rules] of cases) {
      const dir = tree({ "a.json": toText(doc), "agentspec.config.json": JSON.stringify({ root: true, rules }) });
      const r = await run(["check", "a.json"], { cwd: dir });
      const refused = configFindings({ rules }).length > 0;
      expect(r.code, `${JSON.stringify(rules)}\n${r.stdout}${r.stderr}`).toBe(refused ? 2 : 1);
    }
  }, 60_000);
});

// One safety per edit (issue #33): the same edit is safe or unsafe whatever code offers it and
// whatever the mode, in fixesFor, the language server's code actions and `check --fix`.
describe("one safety per edit: fixesFor × the language server × check --fix", () => {
  const webhook = (config: string, extra = "", when = ""): string =>
    `{\n  "version": 2,\n  "nodes": [\n    { "id": "a", "type": "action", "actionType": "WEBHOOK", "config": { "url": "https://x.example", "method": "GET"${config} }${extra}, "transition": [{ "to": "a"${when} }] }\n  ]\n}\n`;
  const DOCS = [
    webhook(', "timout": 30'),
    webhook(', "Timeout": 30, "Proxy": "US"'),
    webhook(', "Timeout": "soon"', ', "outptVar": "x"'),
    webhook("", ', "Type": "action"'),
    webhook(', "proxy": "Brazil"', "", ', "when": { "source": "vars", "paht": "x", "op": "exists" }'),
    webhook("", "", ', "when": { "source": "vars", "path": "x", "Op": "exists" }'),
    TPYE,
  ];

  /** Each edit's safety labels over the texts, both modes: an edit is its text and its edits. */
  function labels(texts: readonly string[]): Map<string, Set<string>> {
    const byEdit = new Map<string, Set<string>>();
    for (const text of texts) {
      for (const strict of [false, true]) {
        for (const issue of checkText(text, { strict }).issues) {
          for (const fix of fixesFor(text, issue)) {
            const key = JSON.stringify([text, fix.edits]);
            const set = byEdit.get(key) ?? new Set<string>();
            set.add(fix.safe ? "safe" : "unsafe");
            byEdit.set(key, set);
          }
        }
      }
    }
    return byEdit;
  }

  test("fixesFor gives each edit one label, with or without --strict, over the fixtures and the near misses", () => {
    const fixtures = ["err", "bundles"].flatMap((dir) =>
      readdirSync(join(ROOT, "test", "fixtures", dir))
        .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
        .map((f) => readFileSync(join(ROOT, "test", "fixtures", dir, f), "utf8")),
    );
    const byEdit = labels([...DOCS, ...fixtures]);
    expect(byEdit.size).toBeGreaterThan(20);
    for (const [key, set] of byEdit) expect([...set], key).toHaveLength(1);
  });

  test("property: over specs with a key mistyped, each edit fixesFor offers has one label in both modes", () => {
    fc.assert(
      fc.property(specs, (doc) => {
        for (const [key, set] of labels([toText(doc)])) expect([...set], key).toHaveLength(1);
      }),
      { numRuns: RUNS },
    );
  });

  test("the language server, with and without --strict, offers each fix with fixesFor's label; check --fix applies exactly the safe ones", async () => {
    interface Diagnostic { code: string; range: { start: { line: number; character: number }; end: { line: number; character: number } }; data: Issue }
    interface Action { title: string; isPreferred?: boolean; edit: { changes: Record<string, { range: Diagnostic["range"]; newText: string }[]> } }
    for (const strict of [false, true]) {
      const { proc, rpc } = await startLanguageServer({}, strict ? ["--strict"] : []);
      try {
        const published = new Map<string, (d: Diagnostic[]) => void>();
        rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Diagnostic[] }) => published.get(p.uri)?.(p.diagnostics));
        for (const [n, text] of DOCS.entries()) {
          const uri = `file:///seams/verdict/${strict ? "strict" : "plain"}-${n}.json`;
          const got = new Promise<Diagnostic[]>((resolve) => published.set(uri, resolve));
          await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
          const diagnostics = await got;
          const issues = checkText(text, { strict }).issues;
          expect(diagnostics.map((d) => d.code)).toEqual(issues.map((i) => i.code));
          for (const [k, d] of diagnostics.entries()) {
            const actions = (await rpc.sendRequest("textDocument/codeAction", { textDocument: { uri }, range: d.range, context: { diagnostics: [d], only: ["quickfix"] } })) as Action[];
            const fixes = fixesFor(text, issues[k]!);
            expect(actions.map((a) => [a.title, a.isPreferred === true, a.edit.changes[uri]!.map((e) => e.newText)]), `${uri} ${d.code}`).toEqual(
              fixes.map((f) => [f.safe ? f.title : `${f.title} (unsafe)`, f.safe && f.preferred, f.edits.map((e) => e.insert)]),
            );
          }
        }
      } finally {
        rpc.dispose();
        proc.kill();
      }

      // check --fix writes what applyFixes gives, and applies no fix that fixesFor calls unsafe.
      const files = Object.fromEntries(DOCS.map((text, n) => [`d${n}.json`, text]));
      const dir = tree(files);
      const r = await run(["check", "--fix", ...(strict ? ["--strict"] : []), ...Object.keys(files)], { cwd: dir });
      expect(r.code, r.stderr).not.toBe(2);
      for (const [name, text] of Object.entries(files)) {
        const after = readFileSync(join(dir, name), "utf8");
        const fixed = applyFixes(text, { strict });
        expect(after, name).toBe(fixed.text);
        for (const a of fixed.applied) expect(a.fix.safe, `${name}: ${a.fix.title}`).toBe(true);
      }
      expect(readFileSync(join(dir, "d0.json"), "utf8")).toContain('"timout"');
      expect(readFileSync(join(dir, "d1.json"), "utf8")).toContain('"timeout": 30');
    }
  }, 60_000);
});
