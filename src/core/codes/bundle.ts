// The codes of agent bundles: reading one, and checking it for an import.
import type { CodeDefinition, Descriptions } from "../code.js";
import { jsonType } from "../json.js";
import { article, brief, q } from "../wording.js";

/** Where an agent name is unique: its application, or the agents without one. */
type Scope = { applicationId?: unknown };
/** An agent the platform already holds, as the caller described it. */
type Existing = { existing?: unknown };

const has = (p: object, key: string): boolean => Object.hasOwn(p, key);
const scope = (p: Scope): string => (has(p, "applicationId") ? `in application ${String(p.applicationId)}` : "without an applicationId");

function existingAgent(p: Existing): string {
  const e = p.existing;
  if (e === null || typeof e !== "object") return "an existing agent";
  const { id, name } = e as { id?: unknown; name?: unknown };
  return `the existing agent ${[name === undefined ? "" : q(name), id === undefined ? "" : `(id ${q(id)})`].filter(Boolean).join(" ")}`;
}

type NotABundle = { reason: "not-object"; type: string } | { reason: "missing-format" } | { reason: "wrong-format"; value: unknown };

function notABundle(p: NotABundle): string {
  if (p.reason === "not-object") return `not an agent bundle: expected an object with "format": "agentspec-bundle", not ${article(String(p.type))}`;
  if (p.reason === "missing-format") return `not an agent bundle: "format" is missing; a bundle has "format": "agentspec-bundle"`;
  return `not an agent bundle: "format" is ${brief(p.value)}, not "agentspec-bundle"`;
}

/** The bundle codes. */
export const bundleCodes = {
  "bundle/not-a-bundle": { severity: "error", message: notABundle },
  "bundle/unsupported-version": {
    severity: "error",
    message: (p: { supported: number; value?: unknown }) =>
      has(p, "value")
        ? `unsupported bundle formatVersion ${brief(p.value)}; this version of the toolkit reads formatVersion ${String(p.supported)}`
        : `"formatVersion" is missing; this version of the toolkit reads formatVersion ${String(p.supported)}`,
  },
  "bundle/agents-not-array": {
    severity: "error",
    message: (p: { value?: unknown }) =>
      has(p, "value") ? `"agents" must be an array of agent entries, not ${article(jsonType(p.value, true))}` : `"agents" is missing; a bundle holds an array of agent entries`,
  },
  "bundle/unsafe-integer": {
    severity: "error",
    message: (p: { value: unknown }) =>
      `applicationId ${String(p.value)} is beyond the safe integer range (±2^53 − 1), so JSON.parse has already rounded it and it may not be the id that was written`,
  },
  "bundle/unreadable": {
    severity: "error",
    message: (p: { reason: string }) => `this value cannot be read (${String(p.reason)}): a bundle is JSON data, with no getters that throw`,
  },
  "bundle/duplicate-id": {
    severity: "error",
    message: (p: { id: unknown; first: string }) => `agent id ${q(p.id)} is already used in this bundle by the agent at ${String(p.first)}`,
  },
  "bundle/duplicate-name": {
    severity: "error",
    message: (p: { name: unknown; first: string } & Scope) => `agent name ${q(p.name)} ${scope(p)} is already used by the agent at ${String(p.first)} of this bundle`,
  },
  "bundle/conflict-id": {
    severity: "error",
    message: (p: { id: unknown } & Existing) => `agent id ${q(p.id)} is taken by ${existingAgent(p)}, so the platform would refuse the import with 409 Conflict`,
  },
  "bundle/conflict-name": {
    severity: "error",
    message: (p: { name: unknown } & Scope & Existing) =>
      `agent name ${q(p.name)} ${scope(p)} is taken by ${existingAgent(p)}, so the platform would refuse the import with 409 Conflict`,
  },
} as const satisfies Record<string, CodeDefinition<never>>;


/** One line per bundle code. */
export const bundleDescriptions: Descriptions<typeof bundleCodes> = {
  "bundle/not-a-bundle": "The document is not an agent bundle: not an object, or `format` is not `\"agentspec-bundle\"`.",
  "bundle/unsupported-version": "The bundle's `formatVersion` is missing or one this toolkit does not read.",
  "bundle/agents-not-array": "The bundle's `agents` is missing or not an array.",
  "bundle/unsafe-integer": "An `applicationId` is beyond the safe integer range, so JSON parsers have rounded it.",
  "bundle/unreadable": "A bundle value built in code threw while it was read (a getter or a Proxy).",
  "bundle/duplicate-id": "Two agents of one bundle have the same id.",
  "bundle/duplicate-name": "Two agents of one bundle have the same name in the same application.",
  "bundle/conflict-id": "An agent's id is taken by an agent the platform already holds (409 Conflict on import).",
  "bundle/conflict-name": "An agent's name is taken in its application by an agent the platform already holds (409 Conflict on import).",
};
