// The published schemas: versioned URLs that resolve for the published package (jsDelivr's path of
// the npm package, the file's own path in it), a draft-07 edition of each (what SchemaStore and most
// editors apply) that ajv compiles in SchemaStore's strict mode and that gives the 2020-12 verdict,
// and the SchemaStore submission in schemastore/, applied by vscode-json-languageservice as an
// editor applies the catalog: by the entry's fileMatch.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import * as vscodeJson from "vscode-json-languageservice";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { schemaEdition } from "../../src/schema/editions.js";
import { checkConfigText, validateSpec, validateTestFileText } from "../../src/index.js";
import { spec } from "../arbitraries.js";

const ROOT = join(import.meta.dirname, "..", "..");
const text = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const read = (file: string): Record<string, unknown> => JSON.parse(text(file)) as Record<string, unknown>;
const pkg = read("package.json") as { name: string; version: string; files: string[] };
const FILES = ["agentspec-v2.schema.json", "agentspec-test.schema.json", "agentspec-config.schema.json"];
const STORE: Record<string, string> = { "agentspec-v2.schema.json": "agentspec-v2", "agentspec-test.schema.json": "agentspec-test", "agentspec-config.schema.json": "agentspec-config" };
const CDN = `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/`;

// SchemaStore's check (cli.js ajvFactory): `strict: true`, ajv-formats, the draft's own class.
const schemaStoreAjv = (): Ajv.default => {
  const ajv = new Ajv.default({ strict: true, allErrors: true, logger: false });
  addFormats.default(ajv);
  return ajv;
};
const files = (dir: string): [string, unknown][] => readdirSync(join(ROOT, dir)).sort().map((f) => [f, read(join(dir, f))]);

describe("URLs", () => {
  test.each(FILES)("%s: its $id (and its draft-07 edition's) is the package's file on jsDelivr, at this version", (file) => {
    expect(read(`schema/${file}`).$id).toBe(`${CDN}schema/${file}`);
    expect(read(`schema/draft-07/${file}`).$id).toBe(`${CDN}schema/draft-07/${file}`);
    // the folder is published: the URL resolves once this version is on npm
    expect(pkg.files).toContain("schema");
  });

  test("the test files' $schema is the test schema's $id; no invented domain is left", () => {
    const id = read("schema/agentspec-test.schema.json").$id;
    for (const dir of ["examples/tests", "examples/broken-tests"]) for (const [, doc] of files(dir)) expect((doc as { $schema: string }).$schema).toBe(id);
    for (const file of ["schema/agentspec-v2.schema.json", "src/config/schema.ts", "docs/testing.md", "docs/schemas.md"]) expect(text(file)).not.toContain("agentspec.dev");
  });
});

// The toolkit's own verdict on SchemaStore's test files: what the catalog's schema accepts, the
// toolkit accepts; what it refuses, the toolkit refuses too (the toolkit checks more besides).
const toolkitValid: Record<string, (text: string) => boolean> = {
  "agentspec-v2": (text) => validateSpec(JSON.parse(text)).valid,
  "agentspec-test": (text) => validateTestFileText(text).valid,
  "agentspec-config": (text) => checkConfigText(text).issues.every((i) => i.severity !== "error"),
};

test.each(Object.keys(toolkitValid))("%s: the toolkit agrees with SchemaStore's positive and negative tests", (name) => {
  for (const f of readdirSync(join(ROOT, `schemastore/src/test/${name}`))) expect([f, toolkitValid[name]!(text(`schemastore/src/test/${name}/${f}`))]).toEqual([f, true]);
  for (const f of readdirSync(join(ROOT, `schemastore/src/negative_test/${name}`))) expect([f, toolkitValid[name]!(text(`schemastore/src/negative_test/${name}/${f}`))]).toEqual([f, false]);
});

describe.each(FILES)("%s, draft-07 edition", (file) => {
  const source = read(`schema/${file}`);
  const edition = read(`schema/draft-07/${file}`);
  const store = read(`schemastore/src/schemas/json/${STORE[file]}.json`);

  test("is what schemaEdition writes (npm run generate), and SchemaStore's copy differs only by its $id", () => {
    expect(edition).toEqual(schemaEdition(source, "draft-07", edition.$id as string));
    expect(store).toEqual({ ...edition, $id: `https://www.schemastore.org/${STORE[file]}.json` });
    expect(edition.$schema).toBe("http://json-schema.org/draft-07/schema#");
  });

  test("compiles in SchemaStore's ajv strict mode; the 2020-12 file in ajv's default mode", () => {
    expect(typeof schemaStoreAjv().compile(edition)).toBe("function");
    expect(typeof new Ajv2020.default({ logger: false }).compile(source)).toBe("function");
  });

  test("SchemaStore's positive tests pass and its negative tests fail, with both editions", () => {
    const v07 = schemaStoreAjv().compile(store);
    const v2020 = new Ajv2020.default({ logger: false, allErrors: true }).compile(source);
    const positive = files(`schemastore/src/test/${STORE[file]}`);
    const negative = files(`schemastore/src/negative_test/${STORE[file]}`);
    expect(positive.length).toBeGreaterThan(0);
    expect(negative.length).toBeGreaterThan(0);
    for (const [name, doc] of positive) expect([name, v07(doc), v2020(doc)]).toEqual([name, true, true]);
    for (const [name, doc] of negative) expect([name, v07(doc), v2020(doc)]).toEqual([name, false, false]);
  });
});

test("the spec's draft-07 edition gives the 2020-12 verdict on generated specs (property)", () => {
  const v07 = schemaStoreAjv().compile(read("schema/draft-07/agentspec-v2.schema.json"));
  const v2020 = new Ajv2020.default({ logger: false }).compile(read("schema/agentspec-v2.schema.json"));
  fc.assert(fc.property(spec, (doc) => v07(doc) === v2020(doc)), { numRuns: 500 });
});

describe("the SchemaStore entry, applied by vscode-json-languageservice by its fileMatch", () => {
  const ls = ((vscodeJson as unknown as { default?: typeof vscodeJson }).default ?? vscodeJson) as typeof vscodeJson;
  const catalog = read("schemastore/catalog-entries.json") as unknown as { name: string; fileMatch: string[]; url: string; description: string }[];
  // A file's `$schema` is fetched as an editor would: jsDelivr serves the package's files at their
  // paths, so the request is answered from the file at that path here; anything else is refused.
  const requested: string[] = [];
  const service = ls.getLanguageService({
    schemaRequestService: (uri) => {
      requested.push(uri);
      return uri.startsWith(CDN) ? Promise.resolve(text(uri.slice(CDN.length))) : Promise.reject(new Error(`unexpected schema request: ${uri}`));
    },
  });
  service.configure({
    validate: true,
    schemas: catalog.map((e) => ({ uri: e.url, fileMatch: e.fileMatch, schema: read(`schemastore/src/schemas/json/${e.url.split("/").pop()}`) })),
  });
  const diagnose = async (path: string, content: string): Promise<string[]> => {
    const doc = ls.TextDocument.create(`file:///workspace/${path}`, "json", 1, content);
    const found = await service.doValidation(doc, service.parseJSONDocument(doc), { schemaValidation: "error" });
    return found.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
  };
  const badProxy = text("examples/broken/proxy-unknown.json");

  test("the catalog's fileMatch names are distinctive, each entry with a name, description and SchemaStore URL", () => {
    expect(catalog.flatMap((e) => e.fileMatch)).toEqual(["*.agentspec.json", "*.agentspec-test.json", "agentspec.config.json"]);
    for (const e of catalog) expect(e.url).toMatch(/^https:\/\/www\.schemastore\.org\/agentspec-[a-z0-9]+\.json$/);
    for (const e of catalog) expect(e.name.length * e.description.length).toBeGreaterThan(0);
    // SchemaStore's catalog lint refuses the word "schema" in a name or description
    for (const e of catalog) expect(`${e.name} ${e.description}`).not.toMatch(/schema/i);
  });

  test("a bad proxy in a matched file gets a diagnostic on the proxy's line; a good spec none", async () => {
    const found = await diagnose("agents/notify.agentspec.json", badProxy);
    expect(found.length).toBeGreaterThan(0);
    const line = badProxy.split("\n").findIndex((l) => l.includes('"proxy"')) + 1;
    expect(found.some((d) => d.startsWith(`${line}:`))).toBe(true);
    expect(await diagnose("agents/order.agentspec.json", text("examples/order-sync.json"))).toEqual([]);
  });

  test("an unmatched name gets none: no schema applies", async () => {
    expect(await diagnose("agents/notify.json", badProxy)).toEqual([]);
    expect(await diagnose("agents/notify.agentspec.json.bak", badProxy)).toEqual([]);
  });

  test("test files and the config are matched by their names too", async () => {
    expect(await diagnose("agents/order.agentspec-test.json", text("examples/tests/order-sync.agentspec-test.json"))).toEqual([]);
    expect(requested).toEqual([read("schema/agentspec-test.schema.json").$id]);
    expect((await diagnose("agents/order.agentspec-test.json", '{ "spec": "x.json", "cases": [{}] }')).length).toBeGreaterThan(0);
    expect((await diagnose("agentspec.config.json", text("test/fixtures/config/config-invalid-severity.json"))).length).toBeGreaterThan(0);
    expect(await diagnose("agentspec.config.json", '{ "root": true }')).toEqual([]);
  });
});
