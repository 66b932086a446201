// Writes the draft-07 editions of the three schemas (schema/draft-07/, what SchemaStore and most
// editors apply) and the SchemaStore submission (schemastore/: the catalog entries and the schemas
// under SchemaStore's own URLs) from schema/*.schema.json through src/schema/editions.ts. Run:
// `npm run generate`; test/schema/editions.test.ts fails when a file is stale.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const root = new URL("..", import.meta.url);
const entry = new URL("src/schema/editions.ts", root).pathname;
const out = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", write: false, logLevel: "silent" });
const { editionUrl, schemaEdition } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);

/** Each schema: its file, its SchemaStore name, its catalog entry. */
const SCHEMAS = [
  { file: "agentspec-v2.schema.json", store: "agentspec-v2.json", name: "AgentSpec V2 spec", description: "An agent specification (AgentSpec version 2): nodes, webhook configs and transition conditions (agentspec-toolkit)", fileMatch: ["*.agentspec.json"] },
  { file: "agentspec-test.schema.json", store: "agentspec-test.json", name: "AgentSpec test file", description: "Workflow tests of an AgentSpec V2 spec: mocked node results and expectations (agentspec-toolkit)", fileMatch: ["*.agentspec-test.json"] },
  { file: "agentspec-config.schema.json", store: "agentspec-config.json", name: "agentspec.config.json", description: "The agentspec-toolkit repository policy: strict mode, rule settings, overrides", fileMatch: ["agentspec.config.json"] },
];

const json = (v) => `${JSON.stringify(v, null, 2)}\n`;
const write = (path, text) => {
  mkdirSync(new URL(".", new URL(path, root)), { recursive: true });
  writeFileSync(new URL(path, root), text);
};
for (const s of SCHEMAS) {
  const schema = JSON.parse(readFileSync(new URL(`schema/${s.file}`, root), "utf8"));
  const draft07Id = editionUrl(schema.$id, "draft-07");
  write(`schema/draft-07/${s.file}`, json(schemaEdition(schema, "draft-07", draft07Id)));
  write(`schemastore/src/schemas/json/${s.store}`, json(schemaEdition(schema, "draft-07", `https://www.schemastore.org/${s.store}`)));
}
write(
  "schemastore/catalog-entries.json",
  json(SCHEMAS.map((s) => ({ name: s.name, description: s.description, fileMatch: s.fileMatch, url: `https://www.schemastore.org/${s.store}` }))),
);

// SchemaStore's tests: documents each schema must accept (src/test/<name>/) and refuse
// (src/negative_test/<name>/), taken from the examples so that they stay true.
const example = (path) => readFileSync(new URL(path, root), "utf8");
const CONFIG = {
  files: ["agents"],
  ignores: ["agents/**/generated"],
  rules: { "spec/misspelled-property": "error" },
  overrides: [{ files: ["agents/legacy"], rules: { "spec/missing-version": "off", "node/unreachable": "off" } }],
  maxWarnings: 0,
};
const TESTS = {
  "agentspec-v2": {
    test: { "order-sync.json": example("examples/order-sync.json"), "support-triage.json": example("examples/support-triage.json") },
    negative_test: {
      "proxy-unknown.json": example("examples/broken/proxy-unknown.json"),
      "missing-url.json": example("examples/broken/missing-url.json"),
      "in-without-array.json": example("examples/broken/in-without-array.json"),
    },
  },
  "agentspec-test": {
    test: { "order-sync.json": example("examples/tests/order-sync.agentspec-test.json"), "support-triage.json": example("examples/tests/support-triage.agentspec-test.json") },
    negative_test: { "case-without-name.json": json({ spec: "order-sync.json", cases: [{ results: {}, expect: { status: "completed" } }] }) },
  },
  "agentspec-config": {
    test: { "monorepo.json": json(CONFIG) },
    negative_test: { "bad-severity.json": example("test/fixtures/config/config-invalid-severity.json") },
  },
};
for (const [name, kinds] of Object.entries(TESTS)) {
  for (const [kind, files] of Object.entries(kinds)) for (const [file, text] of Object.entries(files)) write(`schemastore/src/${kind}/${name}/${file}`, text);
}
console.log("wrote schema/draft-07/ and schemastore/");
