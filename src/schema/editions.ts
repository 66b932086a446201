// The schemas are written in JSON Schema 2020-12. Editions for the consumers that read an older
// dialect: draft-07 (what SchemaStore and most editors apply) and OpenAPI 3.0's schema object (a
// superset of a draft-04 subset). Both are exact translations of the keywords the toolkit's
// schemas use; a keyword this file does not know is refused, never dropped (a schema that grows a
// new keyword fails its test here instead of publishing a looser edition).

/** A JSON Schema dialect the schemas are published in. */
export type SchemaTarget = "draft-2020-12" | "draft-07" | "openapi-3.0";

/** The dialects `schemaEdition` writes, newest first. */
export const SCHEMA_TARGETS: readonly SchemaTarget[] = ["draft-2020-12", "draft-07", "openapi-3.0"];

type Schema = Record<string, unknown>;

const DIALECT = { "draft-2020-12": "https://json-schema.org/draft/2020-12/schema", "draft-07": "http://json-schema.org/draft-07/schema#" } as const;

// Keywords that hold one subschema, a list of them, or a map of them.
const ONE = new Set(["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"]);
const LIST = new Set(["allOf", "anyOf", "oneOf"]);
const MAP = new Set(["properties", "patternProperties", "$defs"]);
// Keywords whose value is data, the same in every edition.
const DATA = new Set([
  "title", "description", "type", "required", "const", "enum", "default", "examples", "format", "pattern",
  "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
  "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "$comment", "$ref", "$schema", "$id",
]);
// What only annotates: a `$ref` beside these alone stays a plain `$ref` in draft-07.
const ANNOTATION = new Set(["title", "description", "$comment", "default", "examples"]);
// OpenAPI 3.0 knows none of these: they are translated or dropped (`$comment`, `examples`: annotations).
const NOT_IN_OPENAPI = new Set(["$schema", "$id", "$comment", "examples", "const", "if", "then", "else", "exclusiveMinimum", "exclusiveMaximum", "contains", "propertyNames", "patternProperties"]);

/** Whether `target` names a dialect `schemaEdition` writes. */
export const isSchemaTarget = (target: unknown): target is SchemaTarget => SCHEMA_TARGETS.includes(target as SchemaTarget);

/**
 * `schema` (JSON Schema 2020-12, as the toolkit's schemas are written) in the dialect `target`,
 * with the same verdict on every document. `id`: the edition's `$id` (default: the schema's own;
 * OpenAPI 3.0 has none). Throws a TypeError for an unknown target, or a keyword it cannot translate.
 */
export function schemaEdition(schema: Readonly<Schema>, target: SchemaTarget, id?: string): Schema {
  if (!isSchemaTarget(target)) throw new TypeError(`Unknown JSON Schema target ${JSON.stringify(target)}: use one of ${SCHEMA_TARGETS.map((t) => JSON.stringify(t)).join(", ")}`);
  const out = target === "draft-2020-12" ? copy(schema, "#") : target === "draft-07" ? strictClean(toDraft07(schema, "#"), [], "#") : toOpenApi(schema, "#");
  if (target === "openapi-3.0") return out;
  const { $schema: _dialect, $id: own, ...rest } = out;
  const $id = id ?? own;
  return { $schema: DIALECT[target], ...($id === undefined ? {} : { $id }), ...rest };
}

/**
 * Where the edition of a schema for `target` is published, from the URL of the 2020-12 schema:
 * `…/schema/x.schema.json` is `…/schema/draft-07/x.schema.json` in draft-07.
 */
export const editionUrl = (id: string, target: "draft-07"): string => id.replace(/\/schema\/([^/]+)$/, `/schema/${target}/$1`);

const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

/** Each subschema of `s` rewritten by `f`, every other keyword copied; an unknown keyword throws. */
function mapSubschemas(s: Schema, at: string, f: (sub: Schema, at: string) => Schema | boolean): Schema {
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    const here = `${at}/${k}`;
    const sub = (x: unknown, where: string): Schema | boolean => (typeof x === "boolean" ? x : isSchema(x) ? f(x, where) : fail(where, "is not a schema"));
    if (ONE.has(k)) out[k] = sub(v, here);
    else if (LIST.has(k)) out[k] = Array.isArray(v) ? v.map((x, i) => sub(x, `${here}/${i}`)) : fail(here, "is not a list");
    else if (MAP.has(k)) out[k] = isSchema(v) ? Object.fromEntries(Object.entries(v).map(([name, x]) => [name, sub(x, `${here}/${name}`)])) : fail(here, "is not an object");
    else if (DATA.has(k)) out[k] = v;
    else fail(here, "is a keyword the schema editions do not translate");
  }
  return out;
}

function fail(at: string, what: string): never {
  throw new TypeError(`The schema's ${at} ${what}`);
}

const copy = (s: Schema, at: string): Schema => mapSubschemas(s, at, copy);

const defsRef = (ref: unknown): unknown => (typeof ref === "string" && ref.startsWith("#/$defs/") ? `#/definitions/${ref.slice("#/$defs/".length)}` : ref);

/** A `$ref` beside constraints: draft-07 ignores a `$ref`'s siblings, so it goes into an `allOf`. */
function refApart(s: Schema): Schema {
  if (!("$ref" in s) || Object.keys(s).every((k) => k === "$ref" || ANNOTATION.has(k))) return s;
  const { $ref, allOf, ...rest } = s;
  return { ...rest, allOf: [{ $ref }, ...((allOf as unknown[] | undefined) ?? [])] };
}

function toDraft07(s: Schema, at: string): Schema {
  const out = mapSubschemas(s, at, toDraft07);
  if ("$ref" in out) out.$ref = defsRef(out.$ref);
  if ("$defs" in out) {
    const { $defs, ...rest } = out;
    return refApart({ ...rest, definitions: $defs });
  }
  return refApart(out);
}

function toOpenApi(s: Schema, at: string): Schema {
  const inner = mapSubschemas(s, at, toOpenApi);
  if ("patternProperties" in inner || "contains" in inner || "propertyNames" in inner) fail(at, "uses a keyword OpenAPI 3.0 lacks");
  const out: Schema = {};
  for (const [k, v] of Object.entries(inner)) if (!NOT_IN_OPENAPI.has(k)) out[k] = v;
  if ("$defs" in out) {
    out.definitions = out.$defs;
    delete out.$defs;
  }
  if ("$ref" in out) out.$ref = defsRef(out.$ref);
  const all: unknown[] = [];
  // A list of types is one type each, side by side; the keywords beside them apply by type already.
  if (Array.isArray(out.type)) {
    const types = out.type as string[];
    delete out.type;
    all.push({ anyOf: types.map((t) => (t === "null" ? { enum: [null] } : { type: t })) });
  } else if (out.type === "null") {
    delete out.type;
    all.push({ enum: [null] });
  }
  if ("const" in inner) out.enum = [inner.const];
  if (typeof inner.exclusiveMinimum === "number") Object.assign(out, { minimum: inner.exclusiveMinimum, exclusiveMinimum: true });
  if (typeof inner.exclusiveMaximum === "number") Object.assign(out, { maximum: inner.exclusiveMaximum, exclusiveMaximum: true });
  // `if A then B else C` is "A and B, or not A and C"; a missing branch is `true`.
  if ("if" in inner) {
    const cond = inner.if as Schema | boolean;
    const yes = inner.then ?? true;
    const no = inner.else ?? true;
    all.push({ anyOf: [branch(cond, yes), branch({ not: cond }, no)] });
  }
  if (all.length > 0) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), ...all];
  return refApart(out);
}

// OpenAPI 3.0 has no boolean schemas: `true` is `{}`, and a branch `true` is its condition alone.
const branch = (cond: Schema | boolean, then: unknown): Schema => (then === true ? asObject(cond) : { allOf: [asObject(cond), asObject(then as Schema | boolean)] });
const asObject = (s: Schema | boolean): Schema => (s === true ? {} : s === false ? { not: {} } : s);

// Keywords that apply to one type of value only (ajv's strictTypes reads them so).
const TYPED: Record<string, string> = {
  minLength: "string", maxLength: "string", pattern: "string", format: "string",
  minimum: "number", maximum: "number", exclusiveMinimum: "number", exclusiveMaximum: "number", multipleOf: "number",
  items: "array", minItems: "array", maxItems: "array", uniqueItems: "array", contains: "array",
  properties: "object", required: "object", additionalProperties: "object", patternProperties: "object", minProperties: "object", maxProperties: "object", propertyNames: "object",
};
const IN_PLACE = new Set(["allOf", "anyOf", "oneOf", "not", "if", "then", "else"]);
const knows = (known: readonly string[], t: string): boolean => known.includes(t) || (t === "number" && known.includes("integer"));

/**
 * The draft-07 edition as SchemaStore compiles it (ajv with `strict: true`, no union types), the
 * verdict unchanged: a list of types becomes an `anyOf` of one type each holding that type's
 * keywords; keywords of a type that neither the schema nor the schemas around it at the same place
 * declare apply under `if: { type }`; a required name gets its (empty) entry in `properties`.
 * `known`: the types declared around the schema at the same place in the value.
 */
function strictClean(s: Schema, known: readonly string[], at: string): Schema {
  let out: Schema = { ...s };
  if (Array.isArray(out.type)) {
    const types = out.type as string[];
    const branches = types.map((t) => ({ type: t } as Schema));
    for (const [k, v] of Object.entries(out)) {
      const t = TYPED[k];
      if (t === undefined) continue;
      const i = types.findIndex((x) => x === t || (t === "number" && x === "integer"));
      if (i >= 0) branches[i]![k] = v;
      delete out[k];
    }
    delete out.type;
    out = { ...out, allOf: [...((out.allOf as unknown[] | undefined) ?? []), { anyOf: branches }] };
  }
  const own = typeof out.type === "string" ? [out.type] : [];
  const here = own.length > 0 ? own : known;
  // keywords of a type not known here, by type
  const stray = new Map<string, Schema>();
  for (const [k, v] of Object.entries(out)) {
    const t = TYPED[k];
    if (t === undefined || knows(here, t)) continue;
    if (!stray.has(t)) stray.set(t, { type: t });
    stray.get(t)![k] = v;
    delete out[k];
  }
  if (stray.size > 0) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), ...[...stray.values()].map((then) => ({ if: { type: then.type }, then }))];
  if (Array.isArray(out.required) && !("additionalProperties" in out) && !("patternProperties" in out)) {
    const props = { ...((out.properties as Schema | undefined) ?? {}) };
    for (const name of out.required as string[]) if (!(name in props)) props[name] = {};
    out.properties = props;
  } else if (Array.isArray(out.required) && (out.required as string[]).some((n) => !(n in ((out.properties as Schema | undefined) ?? {})))) {
    fail(at, "requires a property it does not define beside additionalProperties");
  }
  const sub = (x: unknown, where: string, ctx: readonly string[]): unknown => (isSchema(x) ? strictClean(x, ctx, where) : x);
  for (const [k, v] of Object.entries(out)) {
    const where = `${at}/${k}`;
    const ctx = IN_PLACE.has(k) ? (k === "not" ? [] : here) : [];
    if (ONE.has(k)) out[k] = sub(v, where, ctx);
    else if (LIST.has(k)) out[k] = (v as unknown[]).map((x, i) => sub(x, `${where}/${i}`, ctx));
    else if (k === "properties" || k === "patternProperties" || k === "definitions") out[k] = Object.fromEntries(Object.entries(v as Schema).map(([n, x]) => [n, sub(x, `${where}/${n}`, [])]));
  }
  return out;
}
