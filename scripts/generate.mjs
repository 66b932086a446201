#!/usr/bin/env node
// Build-time generation from schema/agentspec-v2.schema.json, the single source of truth, whose
// condition grammar is itself generated from the operator table (src/conditions/ops.ts):
//   schema/agentspec-v2.schema.json  its condition part: the `op` enum and its descriptions, the
//                              needs-value branch, the value-type branches (with their issue codes),
//                              the `length` comparators and the `node` path pattern
//   src/conditions/operands.generated.ts  each operator's operand kind: what the grammar check
//                              needs of the table, without the operators' code and words
//   src/validate/schema-codes.generated.ts  which schema failures have an issue code of their
//                              own, from the `$comment: "issue code of <keyword>: <code>"` of a branch
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
import { build } from "esbuild";
import { compile } from "json-schema-to-typescript";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaPath = root + "schema/agentspec-v2.schema.json";
const written = readFileSync(schemaPath, "utf8");

// The operator table and the rest of the grammar, bundled from the TypeScript sources (they
// import nothing outside src/conditions) and loaded as a module.
async function loadGrammar() {
  const out = await build({
    stdin: { contents: 'export * from "./ops.ts"; export * from "./grammar.ts";', resolveDir: root + "src/conditions", loader: "ts" },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    logLevel: "warning",
  });
  const g = await import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"));
  // The names in table order (Object.keys of an object literal of non-index keys).
  return { ...g, OPS: Object.keys(g.ops), COMPARATORS: Object.keys(g.comparators) };
}

/**
 * A schema object whose failures have an issue code of their own says so in its `$comment`:
 * `issue code of <keyword>: <code>`. A `$comment` is plain draft 2020-12 that every validator
 * accepts (ajv's strict mode included, where an unknown keyword would be an error), and the code
 * stays with its branch wherever the branch moves.
 */
const CODE_COMMENT = /^issue code of ([A-Za-z$]+): ([a-z]+\/[a-z-]+)$/;

/** The `$comment` that gives `keyword`'s failures `code`. */
export const codeComment = (keyword, code) => `issue code of ${keyword}: ${code}`;

/** The codes a schema object's `$comment` gives, by keyword. */
export function codesOf(node) {
  const m = typeof node.$comment === "string" ? CODE_COMMENT.exec(node.$comment) : null;
  return m === null ? {} : { [m[1]]: m[2] };
}

/**
 * The schema with its condition grammar written from the operator table. What the generator owns
 * is replaced; everything else (descriptions of the shapes, the combinator, the `node` branch) is
 * kept as written. The branches that test `op` are the generator's: it writes them first, in
 * table order, one per distinct value schema.
 */
export function withGrammar(schema, g) {
  const s = structuredClone(schema);
  const comparison = s.$defs.comparison;
  const op = comparison.properties.op;
  op.enum = [...g.OPS];
  // The published file is plain draft 2020-12 that ajv's default strict mode compiles: the
  // editors' per-value words live in the language service (src/language/value-docs.ts), not here.
  delete op.markdownEnumDescriptions;
  const positive = (name) => g.positiveOf(name).spec;
  const needsValue = g.OPS.filter((name) => positive(name).operand !== undefined);
  const opIs = (names) => ({ required: ["op"], properties: { op: names.length === 1 ? { const: names[0] } : { enum: names } } });
  const branches = [{ if: opIs(needsValue), then: { required: ["value"] } }];
  for (const [kind, { accepts, code }] of Object.entries(g.operandKinds)) {
    if (accepts === undefined) continue;
    const names = g.OPS.filter((name) => positive(name).operand === kind);
    if (names.length === 0) continue;
    const [keyword] = Object.keys(accepts);
    const value = code === undefined ? { ...accepts } : { $comment: codeComment(keyword, code), ...accepts };
    branches.push({ if: opIs(names), then: { properties: { value } } });
  }
  const testsOp = (b) => b.if?.properties?.op !== undefined;
  comparison.allOf = [...branches, ...comparison.allOf.filter((b) => !testsOp(b))];
  for (const b of comparison.allOf) {
    const path = b.then?.properties?.path;
    if (path?.pattern !== undefined) path.pattern = g.NODE_PATH_PATTERN;
  }
  const comparator = s.$defs.lengthOperand.properties.comparator;
  comparator.enum = [...g.COMPARATORS];
  delete comparator.markdownEnumDescriptions;
  return s;
}

const grammar = await loadGrammar();
/** The schema as generated: the written file with its condition grammar from the operator table. */
export const schema = withGrammar(JSON.parse(written), grammar);
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

// Annotations (title, description, $comment) do not change what validates; leaving them out of the compiled
// copy keeps the standalone module small.
function withoutAnnotations(node, inPropertyMap = false) {
  if (Array.isArray(node)) return node.map((n) => withoutAnnotations(n));
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) {
    if (!inPropertyMap && (k === "title" || k === "description" || k === "$comment")) continue;
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
export function compiler(spec = schema) {
  const ajv = new Ajv.default({ ...ajvOptions, validateSchema: false });
  addFormats.default(ajv);
  const { $schema: _dialect, ...rest } = withoutAnnotations(spec);
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

/**
 * ajv's standalone code keeps whole schema objects (`const schema5 = {…}`) only to read a value of
 * them into an error's params (`schema5.properties.op.enum`): every page that validates then loads
 * those objects. Each such read becomes a constant of its own holding that value alone (the same
 * JSON), and a schema object nothing else reads is left out. The regular expressions of `pattern`
 * are marked pure, so a bundle that does not call a validator drops them.
 */
function withoutSchemaObjects(code) {
  const decl = /const (schema\d+) = /g;
  const objects = new Map();
  for (let m; (m = decl.exec(code)); ) {
    const start = m.index + m[0].length;
    let depth = 0, i = start, inString = false;
    for (; i < code.length; i++) {
      const c = code[i];
      if (inString) {
        if (c === "\\") i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === "{" || c === "[") depth++;
      else if (c === "}" || c === "]") if (--depth === 0) break;
    }
    objects.set(m[1], { text: code.slice(m.index, i + 1 + (code[i + 1] === ";" ? 1 : 0)), value: JSON.parse(code.slice(start, i + 1)) });
  }
  const consts = [];
  let out = code.replace(/\b(schema\d+)((?:\.[A-Za-z_$][\w$]*)+)/g, (all, name, path) => {
    const object = objects.get(name);
    if (!object) return all;
    let value = object.value;
    for (const key of path.slice(1).split(".")) {
      if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw new Error(`${all} reads no value of the schema`);
      value = value[key];
    }
    const id = `${name}_${consts.length}`;
    consts.push(`const ${id} = ${JSON.stringify(value)};`);
    return id;
  });
  // Schema objects read no more (their declaration is their one mention) are left out.
  for (const [name, { text }] of objects) {
    if ((out.match(new RegExp(`\\b${name}\\b`, "g"))?.length ?? 0) === 1) out = out.replace(text, "");
  }
  out = out.replace(/const (pattern\d+) = new RegExp\(/g, "const $1 = /* @__PURE__ */ new RegExp(");
  // After ajv's "use strict" directive, which stays first.
  const head = out.startsWith('"use strict";') ? '"use strict";' : "";
  return `${head}\n${consts.join("\n")}\n${out.slice(head.length)}`;
}

export function generateValidator(name, ref, source = "schema/agentspec-v2.schema.json", spec = schema) {
  const code = standaloneCode.default(compiler(spec), { [name]: ref });
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
  const small = withoutSchemaObjects(lean);
  // Each rewrite must have caught every case: checked on the code as it is written out.
  const left = (re, what) => {
    if (re.test(lean)) throw new Error(`standalone code still ${what}: ${lean.match(new RegExp(".{0,60}" + re.source + ".{0,60}"))?.[0]}`);
  };
  left(/require\(/, "calls require()");
  left(/vErrors\.concat\(/, "concatenates errors");
  left(/= \{\};/, "records discarded errors");
  left(/\b(?:parentData|parentDataProperty|rootData)\b/, "passes a data context");
  return `// Generated by scripts/generate.mjs from ${source}. Do not edit.\n// @ts-nocheck\n${APPEND_ERRORS}\n${small}\n`;
}

/**
 * The spec validator's module, also exporting as \`validateSpecNode\` the very function it calls for
 * each item of \`nodes\` (a kept validator checks again only the node an edit changed; the same
 * function gives the same errors, with paths from the node). A second standalone export would be
 * a second copy of that function.
 */
export function exportNodeValidator(code) {
  const calls = [...code.matchAll(/if\(!\((validate\d+)\(data1\[i0\], instancePath\+"\/nodes\/" \+ i0\)\)\)/g)];
  if (calls.length !== 1) throw new Error(`the spec validator calls ${calls.length} functions for the items of nodes; expected one`);
  return `${code}export const validateSpecNode = ${calls[0][1]};\n`;
}

const validatorDts = (...names) => `// Generated by scripts/generate.mjs. Do not edit.
import type { StandaloneValidator } from "./standalone.js";
${names.map((name) => `export declare const ${name}: StandaloneValidator;\n`).join("")}`;

// json-schema-to-typescript does not read if/then/else; the condition shapes it cannot see are
// given to it as a union on a copy. The published schema stays as it is.
function schemaForTypes() {
  const s = structuredClone(schema);
  const d = s.$defs;
  const base = structuredClone(d.comparison.properties);
  delete base.value;
  // The operators whose operand is `{ comparator, value }` make the length comparison's type.
  const lengthOps = grammar.OPS.filter((name) => grammar.positiveOf(name).spec.operand === "length");
  // A TypeScript union is not exclusive: `{ all: [], any: [] }` passes as `{ all }`. Declaring the
  // other shapes' keys absent (`any?: never`) would make them discriminants, and TypeScript then
  // checks a nested literal once per branch at every level: exponential in the nesting (30 `not`s
  // take minutes). The validator reports those two mistakes; the types stay linear.
  const combinatorKeys = [...grammar.COMBINATORS];
  d.condition = { title: "Condition", description: d.condition.description, anyOf: [{ $ref: "#/$defs/comparison" }, { $ref: "#/$defs/lengthComparison" }, { $ref: "#/$defs/combinator" }] };
  d.comparison = {
    title: "Comparison",
    description: d.comparison.description,
    type: "object",
    required: ["source", "path", "op"],
    properties: { ...base, op: { ...base.op, enum: base.op.enum.filter((o) => !lengthOps.includes(o)) }, value: { ...d.comparison.properties.value, tsType: "unknown" } },
  };
  d.lengthComparison = {
    title: "Length comparison",
    description: "Compares the length of the value at `path` (code points, elements or keys) with `value.value` using `value.comparator`.",
    type: "object",
    required: ["source", "path", "op", "value"],
    properties: { ...base, op: { ...(lengthOps.length === 1 ? { const: lengthOps[0] } : { enum: lengthOps }), description: base.op.description }, value: { $ref: "#/$defs/lengthOperand" } },
  };
  d.combinator = {
    title: "Combinator",
    description: d.combinator.description,
    anyOf: combinatorKeys.map((k) => ({ type: "object", required: [k], additionalProperties: false, properties: { [k]: d.combinator.properties[k] } })),
  };
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

/**
 * The issue code of each schema failure that has one, keyed by `keyword schemaPath` as ajv reports
 * them (relative to the `$defs` entry, or the root, that holds them, or from the root when ajv
 * inlines a reference). A schema object whose `$comment` reads `issue code of <keyword>: <code>`
 * gives that keyword's failures the code. Throws when one key would name two places with
 * different codes, so a new branch can never take over another's code.
 */
export function issueCodes(s, validators) {
  // What the compiled validators can report: a key no validator emits needs no entry.
  const emitted = new Set();
  for (const code of validators) for (const m of code.matchAll(/schemaPath:"([^"]+)",keyword:"([^"]+)"/g)) emitted.add(`${m[2]} ${m[1]}`);
  const found = new Map();
  const visit = (node, path, code) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}/${i}`, undefined));
    if (node === null || typeof node !== "object") return;
    const marks = codesOf(node);
    for (const k of Object.keys(marks)) if (!(k in node)) throw new Error(`${path}: its $comment gives a code to ${k}, which is not there`);
    for (const [k, v] of Object.entries(node)) {
      if (k === "title" || k === "description" || k === "$comment") continue;
      const key = `${k} ${path}/${k}`;
      const code = marks[k];
      if (found.has(key) && found.get(key) !== code) throw new Error(`schema path ${key} is ambiguous: ${found.get(key) ?? "generic"} and ${code ?? "generic"}`);
      found.set(key, code);
      if (k === "properties") for (const [name, sub] of Object.entries(v)) visit(sub, `${path}/${k}/${name}`);
      else if (k === "$defs") for (const [name, sub] of Object.entries(v)) { visit(sub, "#"); visit(sub, `#/$defs/${name}`); }
      else if (typeof v === "object") visit(v, `${path}/${k}`);
    }
  };
  visit(s, "#");
  const marked = [...found].filter(([, code]) => code !== undefined);
  // By keyword, then schema path: looked up without building a key per error.
  const codes = {};
  for (const [key, code] of marked.filter(([k]) => emitted.has(k)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [keyword, path] = key.split(" ");
    (codes[keyword] ??= {})[path] = code;
  }
  // An annotated branch no validator can report would be a code nobody ever gets.
  const reached = Object.values(codes).flatMap((byPath) => Object.values(byPath));
  for (const [key, code] of marked) {
    if (!reached.includes(code)) throw new Error(`issue code ${code} (${key}) is never reported by the compiled validators`);
  }
  return `// Generated by scripts/generate.mjs from the issue codes in the $comment of schema/agentspec-v2.schema.json. Do not edit.
import type { IssueCode } from "../core/codes/index.js";

/** The issue code of each schema failure that has one, by ajv's keyword, then schema path. */
export const schemaIssueCodes: Readonly<Record<string, Readonly<Record<string, IssueCode>>>> = ${JSON.stringify(codes, null, 2)};
`;
}

/** Each operator's operand kind (negative operators take their positive's), in table order. */
export function operandsModule(g) {
  const entries = g.OPS.map((name) => `  ${name}: ${JSON.stringify(g.positiveOf(name).spec.operand ?? null)},`);
  // Each alias, lowercased, names one operator and is no operator's name.
  const aliases = new Map();
  for (const name of g.OPS) {
    for (const alias of g.ops[name].words.aliases ?? []) {
      const key = alias.toLowerCase();
      if (aliases.has(key) || g.OPS.some((op) => op.toLowerCase() === key)) throw new Error(`operator alias ${JSON.stringify(alias)} of ${name} is taken`);
      aliases.set(key, name);
    }
  }
  return `// Generated by scripts/generate.mjs from the operator table (src/conditions/ops.ts). Do not edit.
// What the grammar check needs of each operator, without the operators' code and words, so that a
// page that only validates does not load them.
import type { OperandKind } from "./grammar.js";
import type { Comparator, Op } from "./types.js";

/** Each operator's operand kind (a negative operator's is its positive's); null: it takes no \`value\`. */
export const operandOf: Readonly<Record<Op, OperandKind | null>> = {
${entries.join("\n")}
};

/** The comparators of \`length\`. */
export const COMPARATORS: readonly Comparator[] = ${JSON.stringify(g.COMPARATORS)};

/** The operator each alias of the table names (\`words.aliases\`), by the alias lowercased. */
export const OP_ALIASES: Readonly<Record<string, Op>> = {
${[...aliases].map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`).join("\n")}
};
`;
}

const outputs = async () => {
  const spec = exportNodeValidator(generateValidator("validateSpec", schema.$id));
  const bundle = generateValidator("validateBundle", `${schema.$id}#/$defs/bundle`);
  return [
  [schemaPath, JSON.stringify(schema, null, 2) + "\n"],
  [root + "src/validate/schema-codes.generated.ts", issueCodes(schema, [spec, bundle])],
  [root + "src/conditions/operands.generated.ts", operandsModule(grammar)],
  [root + "src/schema/properties.ts", generateProperties()],
  [root + "src/schema/validate-spec.js", spec],
  [root + "src/schema/validate-spec.d.ts", validatorDts("validateSpec", "validateSpecNode")],
  [root + "src/schema/validate-bundle.js", bundle],
  [root + "src/schema/validate-bundle.d.ts", validatorDts("validateBundle")],
  [root + "src/schema/types.ts", await generateTypes()],
  [root + "src/schema/validate-test-file.js", generateValidator("validateTestFile", testSchema.$id, "schema/agentspec-test.schema.json")],
  [root + "src/schema/validate-test-file.d.ts", validatorDts("validateTestFile")],
  ];
};

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
