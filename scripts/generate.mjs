#!/usr/bin/env node
// Build-time generation from schema/agentspec-v2.schema.json, the single source of truth:
//   src/schema/validate-*.js   ajv standalone validators, one per module (ESM; no compile and no
//                              `new Function` at run time)
//   src/schema/properties.ts   the property names of each schema object (strict rule, canonical order)
//   src/schema/types.ts        TypeScript types (json-schema-to-typescript)
//   src/schema/validate-test-file.js  the same for schema/agentspec-test.schema.json (agentspec test)
// `node scripts/generate.mjs --check` writes nothing and exits 1 when a generated file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone/index.js";
import { compile } from "json-schema-to-typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaPath = root + "schema/agentspec-v2.schema.json";
const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
// The test-file schema (`agentspec test`): its validator is compiled the same way.
const testSchema = JSON.parse(readFileSync(root + "schema/agentspec-test.schema.json", "utf8"));

/** The ajv options the validators are compiled with; the tests build a runtime ajv with the same ones. */
export const ajvOptions = {
  allErrors: true,
  messages: false, // messages come from our own table
  strict: true,
  strictTypes: false, // `of` is a string or an object: keywords for both are meant to apply to their own type
  strictRequired: false, // if/then branches require properties that the enclosing schema defines
  allowUnionTypes: true,
  ownProperties: true, // a property inherited from a polluted Object.prototype is not the document's
  code: { source: true, esm: true, lines: false, optimize: true },
};

// Annotations (title, description, the editors' markdownEnumDescriptions) do not change what validates; leaving them out of the compiled
// copy keeps the standalone module small.
function withoutAnnotations(node, inPropertyMap = false) {
  if (Array.isArray(node)) return node.map((n) => withoutAnnotations(n));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (!inPropertyMap && (k === "title" || k === "description" || k === "markdownEnumDescriptions")) continue;
    out[k] = withoutAnnotations(v, !inPropertyMap && (k === "properties" || k === "$defs"));
  }
  return out;
}

// ajv's runtime helpers, inlined so the generated module imports nothing (and ajv stays a build-time
// dependency). Copied from ajv/dist/runtime (MIT).
const RUNTIME = {
  "ajv/dist/runtime/ucs2length": `function(str) {
  const len = str.length; let length = 0; let pos = 0; let value;
  while (pos < len) {
    length++; value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) { value = str.charCodeAt(pos); if ((value & 0xfc00) === 0xdc00) pos++; }
  }
  return length;
}`,
};

// ajv's default class rather than Ajv2020: every keyword this schema uses means the same in both
// (the portability tests run the file under two 2020-12 validators), and Ajv2020 always emits the
// bookkeeping of `unevaluated*`, which the schema never uses: larger and slower code.
export function compiler() {
  const ajv = new Ajv.default({ ...ajvOptions, validateSchema: false });
  addFormats.default(ajv);
  const { $schema: _dialect, ...rest } = withoutAnnotations(schema);
  ajv.addSchema(rest);
  const { $schema: _testDialect, ...testRest } = withoutAnnotations(testSchema);
  ajv.addSchema(testRest);
  return ajv;
}

// One module per validator, so a page that validates specs does not load the bundle validator.
const APPEND_ERRORS = `function appendErrors(into, more) {
  if (into === null) return more;
  for (let i = 0; i < more.length; i++) into.push(more[i]);
  return into;
}`;

export function generateValidator(name, ref, source = "schema/agentspec-v2.schema.json") {
  const code = standaloneCode.default(compiler(), { [name]: ref });
  // ajv's ESM output still reaches its runtime helpers through require(); inline them.
  const esm = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;?/g, (_, name, spec) => {
    if (!RUNTIME[spec]) throw new Error(`no inlined copy of ajv runtime helper ${spec}`);
    return `const ${name} = ${RUNTIME[spec]};`;
  });
  // ajv gathers the errors of a referenced schema with `vErrors.concat(...)`, copying all the
  // errors so far for every failing item: quadratic on a spec with thousands of faults. Append
  // in place instead (the callee's array is never used again once handed over).
  const appended = esm.replace(
    /vErrors = vErrors === null \? ([\w.]+)\.errors : vErrors\.concat\(\1\.errors\);/g,
    (_, callee) => `vErrors = appendErrors(vErrors, ${callee}.errors);`,
  );
  // Inside an `if` or a `not`, ajv records each failure as an empty object it throws away when the
  // branch ends (only the count decides). Count without allocating: on a spec, most comparisons
  // fail most of the `if`s that dispatch on `op`, and the garbage was a tenth of a check's.
  const counted = appended.replace(/const (err\d+) = \{\};if\(vErrors === null\)\{vErrors = \[\1\];\}else \{vErrors\.push\(\1\);\}errors\+\+;/g, "errors++;");
  // Every call of a referenced schema passed a fresh { instancePath, parentData, parentDataProperty,
  // rootData } object and built the callee's instancePath string; only instancePath is ever read
  // (for errors). Pass it alone: one allocation fewer per call, and plain arguments.
  const SIGNATURE = '(data, {instancePath="", parentData, parentDataProperty, rootData=data}={})';
  const lean = counted
    .replaceAll(SIGNATURE, '(data, instancePath="")')
    .replace(/\{instancePath:([^,{}]*),parentData:[^,{}]*,parentDataProperty:[^,{}]*,rootData\}/g, "$1")
    .replaceAll("{instancePath,parentData,parentDataProperty,rootData}", "instancePath");
  // Each rewrite must have caught every case: checked on the code as it is written out.
  const left = (re, what) => {
    if (re.test(lean)) throw new Error(`standalone code still ${what}: ${lean.match(new RegExp(".{0,60}" + re.source + ".{0,60}"))?.[0]}`);
  };
  left(/require\(/, "calls require()");
  left(/vErrors\.concat\(/, "concatenates errors");
  left(/= \{\};/, "records discarded errors");
  left(/\b(?:parentData|parentDataProperty|rootData)\b/, "passes a data context");
  return `// Generated by scripts/generate.mjs from ${source}. Do not edit.\n// @ts-nocheck\n${APPEND_ERRORS}\n${lean}\n`;
}

const validatorDts = (name) => `// Generated by scripts/generate.mjs. Do not edit.
import type { StandaloneValidator } from "./standalone.js";
export declare const ${name}: StandaloneValidator;
`;

// json-schema-to-typescript does not read if/then/else; the condition shapes it cannot see are
// given to it as a union on a copy. The published schema stays as it is.
function schemaForTypes() {
  const s = structuredClone(schema);
  const d = s.$defs;
  const base = structuredClone(d.comparison.properties);
  delete base.value;
  const unary = ["exists", "notExists", "isEmpty", "isNotEmpty", "isNull", "isNotNull"];
  // A TypeScript union is not exclusive: `{ all: [], any: [] }` passes as `{ all }`. Declaring the
  // other shapes' keys absent (`any?: never`) would make them discriminants, and TypeScript then
  // checks a nested literal once per branch at every level: exponential in the nesting (30 `not`s
  // take minutes). The validator reports those two mistakes; the types stay linear.
  const combinatorKeys = ["all", "any", "not"];
  d.condition = { title: "Condition", description: d.condition.description, anyOf: [{ $ref: "#/$defs/comparison" }, { $ref: "#/$defs/lengthComparison" }, { $ref: "#/$defs/combinator" }] };
  d.comparison = {
    title: "Comparison",
    description: d.comparison.description,
    type: "object",
    required: ["source", "path", "op"],
    properties: { ...base, op: { ...base.op, enum: base.op.enum.filter((o) => o !== "length") }, value: { ...d.comparison.properties.value, tsType: "unknown" } },
  };
  d.lengthComparison = {
    title: "Length comparison",
    description: "Compares the length of the value at `path` (code points, elements or keys) with `value.value` using `value.comparator`.",
    type: "object",
    required: ["source", "path", "op", "value"],
    properties: { ...base, op: { const: "length", description: base.op.description }, value: { $ref: "#/$defs/lengthOperand" } },
  };
  d.combinator = {
    title: "Combinator",
    description: d.combinator.description,
    anyOf: combinatorKeys.map((k) => ({ type: "object", required: [k], additionalProperties: false, properties: { [k]: d.combinator.properties[k] } })),
  };
  d.unaryOp = { enum: unary };
  d.webhookConfig.properties.body = { ...d.webhookConfig.properties.body, tsType: "unknown" };
  delete d.node.allOf;
  d.node.properties.config = { description: d.node.properties.config.description, anyOf: [{ $ref: "#/$defs/webhookConfig" }, { type: "object" }] };
  const { $schema, $id, ...rest } = s;
  return { ...rest, title: "AgentSpec" };
}

// Two sets of types, each compiled one definition at a time (so every type keeps the name given
// here: no `AgentSpec1`, no "referenced by" notes) with references written as those names:
//   closed (AgentSpec, Node, WebhookConfig…): exactly the properties the schema names, a WEBHOOK
//     node discriminated by `actionType` — what a spec written in TypeScript should be held to;
//   open (AgentSpecDocument, NodeDocument…): any other property allowed, as the schema allows it —
//     what a document read from disk or the network may hold.
// TypeScript has no "any string but WEBHOOK", so a closed node that is not a webhook carries no
// `config` at all: the schema names config fields for WEBHOOK only.
const TYPE_NAMES = {
  agentSpec: ["AgentSpec", "AgentSpecDocument"],
  node: ["Node", "NodeDocument"],
  webhookNode: ["WebhookNode"],
  otherNode: ["OtherNode"],
  webhookConfig: ["WebhookConfig", "WebhookConfigDocument"],
  transition: ["Transition", "TransitionDocument"],
  condition: ["Condition", "ConditionDocument"],
  comparison: ["Comparison", "ComparisonDocument"],
  lengthComparison: ["LengthComparison", "LengthComparisonDocument"],
  lengthOperand: ["LengthOperand", "LengthOperandDocument"],
  combinator: ["Combinator", "CombinatorDocument"],
  bundle: [undefined, "AgentBundle"],
  agentEntry: [undefined, "AgentEntry"],
};

function withNamedRefs(node, open) {
  if (Array.isArray(node)) return node.map((n) => withNamedRefs(n, open));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (k !== "$ref") { out[k] = withNamedRefs(v, open); continue; }
    const def = v === "#" ? "agentSpec" : v.replace("#/$defs/", "");
    const name = TYPE_NAMES[def]?.[open ? 1 : 0] ?? TYPE_NAMES[def]?.[1];
    if (!name) throw new Error(`no type name for ${v}`);
    out.tsType = name;
  }
  return out;
}

function typeDefinitions() {
  const s = schemaForTypes();
  const { $defs, title: _t, ...root } = s;
  const defs = { agentSpec: { ...root, description: schema.description }, ...$defs };
  delete defs.unaryOp;
  const node = defs.node;
  defs.webhookNode = {
    description: "A `WEBHOOK` action node: its `config` is a webhook config.",
    type: "object",
    required: [...node.required, "actionType", "config"],
    properties: { ...node.properties, actionType: { ...node.properties.actionType, const: "WEBHOOK" }, config: { description: node.properties.config.description, $ref: "#/$defs/webhookConfig" } },
  };
  defs.otherNode = {
    description: "A node that is not a `WEBHOOK` action. The schema names no config fields for other actions, so this type allows no `config`: type a spec with other action types as an `AgentSpecDocument`.",
    type: "object",
    required: node.required,
    properties: { ...node.properties, config: { description: "Only a `WEBHOOK` node has a config here.", tsType: "never" } },
  };
  const closedRoot = { ...defs.agentSpec, description: "An agent specification (AgentSpec version 2) as written in code: exactly the properties the schema names, so a typo or a wrong value is a compile error. A spec read from disk is an `AgentSpecDocument`." };
  const closedNode = { description: node.description, anyOf: [{ $ref: "#/$defs/webhookNode" }, { $ref: "#/$defs/otherNode" }] };
  const entries = [];
  for (const [def, [closed, open]] of Object.entries(TYPE_NAMES)) {
    if (closed) entries.push([closed, withNamedRefs(def === "node" ? closedNode : def === "agentSpec" ? closedRoot : defs[def], false), false]);
    if (open) entries.push([open, withNamedRefs(defs[def], true), true]);
  }
  return entries;
}

export async function generateTypes() {
  let ts = "// Generated by scripts/generate.mjs from schema/agentspec-v2.schema.json. Do not edit.\n";
  for (const [name, def, open] of typeDefinitions()) {
    const { title: _title, ...rest } = def;
    const out = await compile({ ...rest, title: name }, name, {
      bannerComment: "",
      additionalProperties: open,
      declareExternallyReferenced: false,
      strictIndexSignatures: true,
      style: { singleQuote: false, printWidth: 110 },
    });
    // A closed type is an alias, not an interface: only aliases are assignable to the open types'
    // index signatures (TypeScript infers an index signature for an alias, never for an interface).
    ts += "\n" + (open ? out : out.replace(/^export interface (\w+) \{$/m, "export type $1 = {").replace(/^\}\n$/m, "};\n"));
  }
  return ts;
}

// The property names of each object the schema describes, in the schema's order, by the pointer of
// that schema object: what the strict rule and the canonical key order need, without the schema's
// descriptions (a page that validates need not load them).
export function generateProperties() {
  const table = {};
  const add = (pointer, def) => {
    if (def && typeof def === "object" && def.properties) table[pointer] = Object.keys(def.properties);
  };
  add("", schema);
  for (const [name, def] of Object.entries(schema.$defs)) add(`/$defs/${name}`, def);
  return `// Generated by scripts/generate.mjs from schema/agentspec-v2.schema.json. Do not edit.

/** Property names of each object the schema describes, in the schema's order, keyed by schema pointer. */
export const schemaProperties: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(table, null, 2)};
`;
}

const outputs = async () => [
  [root + "src/schema/properties.ts", generateProperties()],
  [root + "src/schema/validate-spec.js", generateValidator("validateSpec", schema.$id)],
  [root + "src/schema/validate-spec.d.ts", validatorDts("validateSpec")],
  [root + "src/schema/validate-bundle.js", generateValidator("validateBundle", `${schema.$id}#/$defs/bundle`)],
  [root + "src/schema/validate-bundle.d.ts", validatorDts("validateBundle")],
  [root + "src/schema/types.ts", await generateTypes()],
  [root + "src/schema/validate-test-file.js", generateValidator("validateTestFile", testSchema.$id, "schema/agentspec-test.schema.json")],
  [root + "src/schema/validate-test-file.d.ts", validatorDts("validateTestFile")],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const [file, text] of await outputs()) {
    let current = "";
    try { current = readFileSync(file, "utf8"); } catch {}
    if (current === text) continue;
    if (check) { stale++; console.error(`stale: ${file.slice(root.length)} (run npm run generate)`); }
    else { writeFileSync(file, text); console.log(`wrote ${file.slice(root.length)}`); }
  }
  process.exit(stale ? 1 : 0);
}
