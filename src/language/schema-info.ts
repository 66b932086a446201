// What the schema says about each kind of object: its property names, their descriptions and enum
// values, read from the published schema on demand, with the words of each value (value-docs.ts).
import { agentSpecSchema } from "../schema/schema.js";
import type { ObjectKind } from "./context.js";
import { valueDoc } from "./value-docs.js";

/** The schema of one property, as far as the editor features use it. */
export interface PropertyInfo {
  name: string;
  description?: string;
  enum?: readonly unknown[];
  enumDescriptions?: readonly string[];
  /** The JSON type(s) the schema names. */
  type?: string | readonly string[];
  const?: unknown;
}

type SchemaObject = Record<string, unknown>;

function at(pointer: string): SchemaObject | undefined {
  let s: unknown = agentSpecSchema;
  for (const seg of pointer.split("/").slice(1)) s = (s as SchemaObject | undefined)?.[seg];
  return s !== null && typeof s === "object" ? (s as SchemaObject) : undefined;
}

/** Where each kind's properties are in the schema; a condition has the comparison's and the combinator's. */
const POINTERS: Partial<Record<ObjectKind, readonly string[]>> = {
  spec: [""],
  node: ["/$defs/node"],
  "webhook config": ["/$defs/webhookConfig"],
  transition: ["/$defs/transition"],
  condition: ["/$defs/comparison", "/$defs/combinator"],
  "length operand": ["/$defs/lengthOperand"],
  of: ["/$defs/comparison/properties/of"],
};

/** The properties the schema names for a kind of object, in the schema's order. */
export function propertiesOf(kind: ObjectKind): PropertyInfo[] {
  const out: PropertyInfo[] = [];
  for (const pointer of POINTERS[kind] ?? []) {
    const props = at(pointer)?.["properties"] as Record<string, SchemaObject> | undefined;
    if (!props) continue;
    for (const [name, s] of Object.entries(props)) out.push(info(kind, name, s));
  }
  return out;
}

/** The schema of one property of a kind of object. */
export function propertyInfo(kind: ObjectKind, name: string): PropertyInfo | undefined {
  return propertiesOf(kind).find((p) => p.name === name);
}

function info(kind: ObjectKind, name: string, s: SchemaObject): PropertyInfo {
  const p: PropertyInfo = { name };
  if (typeof s["description"] === "string") p.description = s["description"];
  if (Array.isArray(s["enum"])) p.enum = s["enum"];
  if (Array.isArray(s["enum"])) {
    const docs = s["enum"].map((v) => valueDoc(kind, name, v) ?? "");
    if (docs.some((d) => d !== "")) p.enumDescriptions = docs;
  }
  if (typeof s["type"] === "string" || Array.isArray(s["type"])) p.type = s["type"] as string | string[];
  if ("const" in s) p.const = s["const"];
  return p;
}

/** The title and description of a kind of object. */
export function kindDescription(kind: ObjectKind): string | undefined {
  const d = at(POINTERS[kind]?.[0] ?? "/-")?.["description"];
  return typeof d === "string" ? d : undefined;
}

/** Values the seed shows for properties the schema leaves open (strings), offered as completions. */
export const KNOWN_VALUES: Partial<Record<ObjectKind, Record<string, readonly string[]>>> = {
  node: { type: ["action"], actionType: ["WEBHOOK"], mode: ["sync"] },
  "webhook config": { responseMode: ["text"] },
};
