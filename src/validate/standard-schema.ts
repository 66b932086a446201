// AgentSpec as a Standard Schema (https://standardschema.dev, `@standard-schema/spec` 1.1): the
// validator and JSON Schema source that tRPC, Hono, TanStack Form, AI SDKs and others accept.
// The interfaces are written out here, structurally identical to the spec's (its README allows
// that), so that the published types need no package beside this one; test/types holds them to
// `@standard-schema/spec`'s own. Nothing here runs at import: a page that does not use it drops it.
import { agentSpecSchema } from "../schema/schema.js";
import { editionUrl, schemaEdition, type SchemaTarget } from "../schema/editions.js";
import type { AgentSpecDocument } from "../schema/types.js";
import { parsePointer } from "../core/pointer.js";
import type { RuleSettings } from "../core/severity.js";
import { validateSpec } from "./validate.js";

/** One issue of a Standard Schema result: the message and the path into the value (keys, array indexes as numbers). */
export interface StandardIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** A Standard Schema result: the value when it is valid, else its issues. */
export type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };

/** The options of `~standard.validate`: `libraryOptions` are the validator's (`strict`, `rules`). */
export interface StandardValidateOptions {
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** The options of `~standard.jsonSchema.input` and `.output`. */
export interface StandardJsonSchemaOptions {
  readonly target: SchemaTarget | ({} & string);
  readonly libraryOptions?: Record<string, unknown> | undefined;
}

/** A Standard Schema (`StandardSchemaV1`) that is also a Standard JSON Schema (`StandardJSONSchemaV1`). */
export interface AgentSpecStandardSchema {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "agentspec-toolkit";
    readonly types?: { readonly input: AgentSpecDocument; readonly output: AgentSpecDocument } | undefined;
    readonly validate: (value: unknown, options?: StandardValidateOptions | undefined) => StandardResult<AgentSpecDocument>;
    readonly jsonSchema: {
      readonly input: (options: StandardJsonSchemaOptions) => Record<string, unknown>;
      readonly output: (options: StandardJsonSchemaOptions) => Record<string, unknown>;
    };
  };
}

const OPTIONS = new Set(["strict", "rules"]);

/** `libraryOptions` as the validator's options; anything else there is a misuse, thrown. */
function validateOptions(libraryOptions: Record<string, unknown> | undefined): { strict?: boolean; rules?: RuleSettings } {
  if (libraryOptions === undefined) return {};
  for (const key of Object.keys(libraryOptions)) {
    if (!OPTIONS.has(key)) throw new TypeError(`Unknown libraryOptions key ${JSON.stringify(key)}: agentspecStandardSchema takes "strict" and "rules"`);
  }
  const { strict, rules } = libraryOptions;
  if (strict !== undefined && typeof strict !== "boolean") throw new TypeError(`libraryOptions.strict must be a boolean, got ${typeof strict}`);
  if (rules !== undefined && (typeof rules !== "object" || rules === null || Array.isArray(rules))) throw new TypeError("libraryOptions.rules must be an object of rule settings by code");
  return { ...(strict === undefined ? {} : { strict }), ...(rules === undefined ? {} : { rules: rules as RuleSettings }) };
}

/** The path of a JSON Pointer into `value`: a segment under an array is its index, a number. */
export function pathOf(value: unknown, pointer: string): PropertyKey[] {
  const path: PropertyKey[] = [];
  let at: unknown = value;
  for (const token of parsePointer(pointer)) {
    const index = Array.isArray(at) && /^(?:0|[1-9]\d*)$/.test(token);
    path.push(index ? Number(token) : token);
    try {
      at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[token] : undefined;
    } catch {
      at = undefined; // a getter that throws: validateSpec reported it; the rest of the path is keys
    }
  }
  return path;
}

function jsonSchema({ target }: StandardJsonSchemaOptions): Record<string, unknown> {
  const id = agentSpecSchema.$id;
  const edition = target === "draft-07" && typeof id === "string" ? editionUrl(id, "draft-07") : undefined;
  return schemaEdition(agentSpecSchema, target as SchemaTarget, edition);
}


/**
 * AgentSpec V2 as a Standard Schema: `~standard.validate` runs `validateSpec` (schema and rules) and
 * fails on its errors (`libraryOptions`: `strict`, `rules`); `~standard.jsonSchema` gives the
 * spec's JSON Schema as `draft-2020-12`, `draft-07` or `openapi-3.0`.
 */
export const agentspecStandardSchema: AgentSpecStandardSchema = {
  "~standard": {
    version: 1,
    vendor: "agentspec-toolkit",
    validate(value, options) {
      const errors = validateSpec(value, validateOptions(options?.libraryOptions)).issues.filter((i) => i.severity === "error");
      if (errors.length === 0) return { value: value as AgentSpecDocument };
      return { issues: errors.map((i) => ({ message: i.message, path: pathOf(value, i.pointer) })) };
    },
    jsonSchema: { input: jsonSchema, output: jsonSchema },
  },
};
