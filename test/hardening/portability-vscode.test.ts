// The published schema means the same in VS Code and Monaco: vscode-json-languageservice (the
// engine of their JSON support) run over the corpus and random specs gives the schema-level verdict
// of the compiled ajv validator. Where the two differ by design, the difference is tested as such
// and written down in docs/security.md ("Portability"), never skipped.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import * as vscodeJson from "vscode-json-languageservice";
import { describe, expect, test } from "vitest";
import { validateSpec as ajvSchemaOnly } from "../../src/schema/validate-spec.js";
import { validateBundle as ajvBundleOnly } from "../../src/schema/validate-bundle.js";
import { agentSpecSchema, checkAgentImport, validateSpec, validateSpecText } from "../../src/index.js";
import { spec, toText } from "../arbitraries.js";
import { RUNS } from "./helpers.js";
import { schemaIssueCodes } from "../../src/validate/schema-codes.generated.js";

// The package is CommonJS (UMD) for Node: its named exports sit on the default export.
const lsModule = ((vscodeJson as unknown as { default?: typeof vscodeJson }).default ?? vscodeJson) as typeof vscodeJson;
const { getLanguageService, TextDocument, DiagnosticSeverity } = lsModule;

const schema = JSON.parse(readFileSync("schema/agentspec-v2.schema.json", "utf8")) as { $id: string };

// As VS Code configures it for a workspace `json.schemas` entry; the schema is given inline, so
// nothing is ever fetched (a request would be a bug in the test: it fails loudly).
const service = getLanguageService({
  schemaRequestService: (uri) => Promise.reject(new Error(`unexpected schema request: ${uri}`)),
});
// Bundles: the published file's `$defs/bundle`, as a workspace would map `*.bundle.json` to it.
const BUNDLE_URI = "https://agentspec.dev/schema/agentspec-bundle.json";
const bundleSchema = { $schema: "https://json-schema.org/draft/2020-12/schema", $ref: `${schema.$id}#/$defs/bundle` };
service.configure({
  validate: true,
  allowComments: false,
  schemas: [
    // A copy: the service resolves $ref in the object it is given, in place (see the last test).
    { uri: schema.$id, fileMatch: ["*.json", "!*.bundle.json"], schema: structuredClone(schema) },
    { uri: BUNDLE_URI, fileMatch: ["*.bundle.json"], schema: bundleSchema },
  ],
});

interface Verdict {
  valid: boolean;
  errors: string[];
}

/**
 * The language service's verdict on a text: valid when no diagnostic has severity Error. VS Code
 * decodes a file before the service sees it, so a byte-order mark never reaches it: strip it too.
 */
async function vscodeVerdict(text: string, file = "spec.json"): Promise<Verdict> {
  const doc = TextDocument.create(`file:///workspace/${file}`, "json", 1, text.replace(/^\uFEFF/, ""));
  const json = service.parseJSONDocument(doc);
  const diagnostics = await service.doValidation(doc, json, { schemaValidation: "error", comments: "error", trailingCommas: "error" });
  const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error).map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
  return { valid: errors.length === 0, errors };
}

/** The fixture corpus: every JSON file JSON.parse accepts (a BOM stripped), expected outputs left out. */
function corpus(): { name: string; text: string; value: unknown }[] {
  const out: { name: string; text: string; value: unknown }[] = [];
  for (const dir of ["examples", "examples/broken", "test/fixtures/ok", "test/fixtures/err"]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith(".json") || f.endsWith(".expected.json")) continue;
      const text = readFileSync(join(dir, f), "utf8");
      try {
        out.push({ name: join(dir, f), text, value: JSON.parse(text.replace(/^\uFEFF/, "")) });
      } catch {
        // malformed fixtures have no value to validate
      }
    }
  }
  return out;
}

/** The codes of validateSpecText's errors. */
const errorCodes = (text: string): string[] => validateSpecText(text).issues.filter((i) => i.severity === "error").map((i) => i.code);

/** The codes the schema pass gives (the schema's annotated branches, and schema/*); the others come from semantic rules, beyond any JSON Schema. */
const SCHEMA_CODES = new Set<string>(Object.values(schemaIssueCodes).flatMap((byPath) => Object.values(byPath)));
const schemaLevel = (code: string): boolean => code.startsWith("schema/") || SCHEMA_CODES.has(code);

const specWith = (config: string): string =>
  `{"version": 2, "nodes": [{"id": "a", "type": "action", "actionType": "WEBHOOK", "config": {"url": "https://x.example", "method": "GET", ${config}}}]}`;

describe("schema portability (vscode-json-languageservice: VS Code, Monaco)", () => {
  test("the fixture corpus gets the same schema verdict from the language service and from the compiled validator", async () => {
    const docs = corpus();
    expect(docs.length).toBeGreaterThan(20);
    const disagreements: string[] = [];
    for (const { name, text, value } of docs) {
      const vs = await vscodeVerdict(text);
      const ajv = ajvSchemaOnly(value);
      if (vs.valid !== ajv) disagreements.push(`${name}: language service ${vs.valid ? "valid" : `invalid (${vs.errors.join("; ")})`}, ajv ${ajv ? "valid" : "invalid"}`);
    }
    expect(disagreements).toEqual([]);
  });

  test("the examples: valid in the editor exactly when validateSpec finds no schema-level error", async () => {
    for (const { name, text, value } of corpus()) {
      if (!name.startsWith("examples")) continue;
      const ours = validateSpec(value).issues.filter((i) => schemaLevel(i.code));
      expect((await vscodeVerdict(text)).valid, name).toBe(ours.length === 0);
    }
  });

  test("random specs get the same verdict", async () => {
    const mismatches: string[] = [];
    await fc.assert(
      fc.asyncProperty(spec, fc.boolean(), async (raw, pretty) => {
        const value = JSON.parse(toText(raw));
        const text = pretty ? toText(raw) : JSON.stringify(value);
        const vs = await vscodeVerdict(text);
        if (vs.valid !== ajvSchemaOnly(value)) mismatches.push(text);
        expect(vs.valid, text).toBe(ajvSchemaOnly(value));
      }),
      { numRuns: RUNS },
    );
    expect(mismatches).toEqual([]);
  });

  test("the keywords the schema uses all take effect in the language service (if/then/else, $defs, not, anyOf, const, enum, pattern, minLength, exclusiveMinimum, additionalProperties)", async () => {
    const invalid = [
      specWith('"proxy": "eu"'), // enum, inside if/then through $defs
      specWith('"timeout": 0'), // exclusiveMinimum
      specWith('"headers": {"x": 1}'), // additionalProperties schema
      '{"version": 3, "nodes": [{"id": "a", "type": "end"}]}', // const
      '{"version": 2, "nodes": []}', // minItems
      '{"version": 2, "nodes": [{"id": "", "type": "end"}]}', // minLength
      '{"version": 2, "nodes": [{"id": "a", "type": "action"}]}', // if/then required
      '{"version": 2, "nodes": [{"id": "a", "type": "action", "actionType": "WEBHOOK"}]}', // if/then required config
      '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"all": [], "any": []}}]}]}', // not/anyOf
      '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"all": [], "note": 1}}]}]}', // additionalProperties false
      '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"note": 1}}]}]}', // else/else required
      '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"source": "node", "of": "a", "path": "x", "op": "exists"}}]}]}', // pattern
      '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"source": "vars", "path": "x", "op": "in", "value": 1}}]}]}', // allOf/if/then type
      '{"version": 2, "nodes": [{"id": "a", "type": "end", "transition": [{"to": "a", "when": {"not": {"source": "vars", "path": "x", "op": "length", "value": {"comparator": "eq"}}}}]}]}', // recursion through $ref
    ];
    for (const text of invalid) {
      expect(ajvSchemaOnly(JSON.parse(text)), text).toBe(false);
      expect((await vscodeVerdict(text)).valid, text).toBe(false);
    }
  });

  test("the schema uses nothing the language service leaves out ($dynamicRef, $dynamicAnchor, $recursiveRef): a valid spec gets no diagnostic at all", async () => {
    const text = readFileSync("examples/order-sync.json", "utf8");
    expect(ajvSchemaOnly(JSON.parse(text))).toBe(true);
    const doc = TextDocument.create("file:///workspace/spec.json", "json", 1, text);
    expect(await service.doValidation(doc, service.parseJSONDocument(doc), { schemaValidation: "error" })).toEqual([]);
    expect(JSON.stringify(schema)).not.toMatch(/"\$(dynamicRef|dynamicAnchor|recursiveRef|recursiveAnchor)"/);
  });

  test("__proto__, constructor and prototype keys mean the same in the editor", async () => {
    const text = '{"version": 2, "__proto__": {"nodes": []}, "constructor": 1, "nodes": [{"id": "__proto__", "type": "end", "__proto__": {"id": 1}, "transition": [{"to": "constructor", "when": {"source": "vars", "path": "x", "op": "exists", "__proto__": {"all": []}}}]}]}';
    expect(ajvSchemaOnly(JSON.parse(text))).toBe(true);
    expect(await vscodeVerdict(text)).toEqual({ valid: true, errors: [] });
    const missing = '{"version": 2, "__proto__": {"nodes": [{"id": "a", "type": "end"}]}}';
    expect(ajvSchemaOnly(JSON.parse(missing))).toBe(false);
    expect((await vscodeVerdict(missing)).valid).toBe(false);
  });

  // Documented differences (docs/security.md, "Portability"): each is asserted as it is, so that a
  // change on either side shows up here instead of passing silently.
  test("documented difference: a number literal beyond ±1.8e308 is Infinity in JavaScript; ajv (agentspec) refuses it where the schema says number, the editor accepts it", async () => {
    for (const config of ['"timeout": 1e400', '"query": {"n": -1e999}']) {
      const text = specWith(config);
      expect(ajvSchemaOnly(JSON.parse(text)), config).toBe(false);
      expect((await vscodeVerdict(text)).valid, config).toBe(true);
      expect(errorCodes(text), config).toEqual(["schema/type"]);
    }
  });

  test("documented difference: the editor validates the text it sees, so a BOM must be decoded away (VS Code does) and duplicate keys are only warnings there", async () => {
    const withBom = "\uFEFF" + specWith('"proxy": "us"');
    const doc = TextDocument.create("file:///workspace/spec.json", "json", 1, withBom);
    const raw = await service.doValidation(doc, service.parseJSONDocument(doc), { schemaValidation: "error" });
    expect(raw.some((d) => d.severity === DiagnosticSeverity.Error)).toBe(true); // undecoded: a syntax error at the BOM
    expect((await vscodeVerdict(withBom)).valid).toBe(true);
    const dup = '{"version": 2, "version": 2, "nodes": [{"id": "a", "type": "end"}]}';
    expect((await vscodeVerdict(dup)).valid).toBe(true); // a warning in the editor, an error (json/duplicate-key) here
    expect(errorCodes(dup)).toEqual(["json/duplicate-key"]);
  });

  test("documented difference: the editor decides integer from the literal's text, ajv from the value: applicationId 1.0 is an error only in the editor", async () => {
    const bundle = (id: string): string => `{"format": "agentspec-bundle", "formatVersion": 1, "agents": [{"name": "a", "applicationId": ${id}, "spec": {"version": 2, "nodes": [{"id": "a", "type": "end"}]}}]}`;
    for (const [id, editor, ours] of [
      ["1", true, true],
      ["1.0", false, true], // JSON's data model: 1.0 is the integer 1 (ajv, hyperjump); the editor reads the text
      ["1e2", true, true],
      ["1.5", false, false],
    ] as const) {
      expect((await vscodeVerdict(bundle(id), "agents.bundle.json")).valid, id).toBe(editor);
      expect(ajvBundleOnly(JSON.parse(bundle(id))), id).toBe(ours);
    }
    // An id beyond 2^53 is an integer literal to every schema validator; the toolkit's own check reports it.
    const big = bundle("9007199254740993");
    expect((await vscodeVerdict(big, "agents.bundle.json")).valid).toBe(true);
    expect(ajvBundleOnly(JSON.parse(big))).toBe(true);
    expect(checkAgentImport(JSON.parse(big)).issues.map((i) => i.code)).toEqual(["bundle/unsafe-integer"]);
  });

  test("documented difference: text nested 100,000 levels overflows the language service's stack; agentspec reports json/too-deep", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    await expect(vscodeVerdict(deep)).rejects.toThrow(RangeError);
    expect(errorCodes(deep)).toEqual(["json/too-deep"]);
  });

  test("documented difference: the language service resolves $ref inside the schema object it is given, leaving it circular; give it a copy of agentSpecSchema", async () => {
    const given = structuredClone(agentSpecSchema) as Record<string, unknown>;
    const own = getLanguageService({ schemaRequestService: (uri) => Promise.reject(new Error(uri)) });
    own.configure({ validate: true, schemas: [{ uri: "https://agentspec.dev/copy.json", fileMatch: ["*.json"], schema: given }] });
    const doc = TextDocument.create("file:///workspace/copy.json", "json", 1, readFileSync("examples/order-sync.json", "utf8"));
    expect(await own.doValidation(doc, own.parseJSONDocument(doc))).toEqual([]);
    expect(() => JSON.stringify(given)).toThrow(TypeError); // circular now
    expect(() => JSON.stringify(agentSpecSchema)).not.toThrow(); // the exported object was never handed over
  });
});
