import { article, brief, q, type Params } from "../core/wording.js";
import { jsonType } from "../core/json.js";

const has = (p: Params, key: string): boolean => Object.hasOwn(p, key);
const scope = (p: Params): string => (has(p, "applicationId") ? `in application ${String(p["applicationId"])}` : "without an applicationId");

function existingAgent(p: Params): string {
  const e = p["existing"];
  if (e === null || typeof e !== "object") return "an existing agent";
  const { id, name } = e as Params;
  return `the existing agent ${[name === undefined ? "" : q(name), id === undefined ? "" : `(id ${q(id)})`].filter(Boolean).join(" ")}`;
}

function notABundle(p: Params): string {
  if (p["reason"] === "not-object") return `not an agent bundle: expected an object with "format": "agentspec-bundle", not ${article(String(p["type"]))}`;
  if (p["reason"] === "missing-format") return `not an agent bundle: "format" is missing; a bundle has "format": "agentspec-bundle"`;
  return `not an agent bundle: "format" is ${brief(p["value"])}, not "agentspec-bundle"`;
}

/** Wording of the bundle codes; merged into the message table of src/validate/messages.ts. */
export const bundleMessages = {
  "bundle/not-a-bundle": notABundle,
  "bundle/unsupported-version": (p) =>
    has(p, "value")
      ? `unsupported bundle formatVersion ${brief(p["value"])}; this version of the toolkit reads formatVersion ${String(p["supported"])}`
      : `"formatVersion" is missing; this version of the toolkit reads formatVersion ${String(p["supported"])}`,
  "bundle/agents-not-array": (p) =>
    has(p, "value") ? `"agents" must be an array of agent entries, not ${article(jsonType(p["value"], true))}` : `"agents" is missing; a bundle holds an array of agent entries`,
  "bundle/unsafe-integer": (p) =>
    `applicationId ${String(p["value"])} is beyond the safe integer range (±2^53 − 1), so JSON.parse has already rounded it and it may not be the id that was written`,
  "bundle/unreadable": (p) => `this value cannot be read (${String(p["reason"])}): a bundle is JSON data, with no getters that throw`,
  "bundle/duplicate-id": (p) => `agent id ${q(p["id"])} is already used in this bundle by the agent at ${String(p["first"])}`,
  "bundle/duplicate-name": (p) => `agent name ${q(p["name"])} ${scope(p)} is already used by the agent at ${String(p["first"])} of this bundle`,
  "bundle/conflict-id": (p) => `agent id ${q(p["id"])} is taken by ${existingAgent(p)}, so the platform would refuse the import with 409 Conflict`,
  "bundle/conflict-name": (p) => `agent name ${q(p["name"])} ${scope(p)} is taken by ${existingAgent(p)}, so the platform would refuse the import with 409 Conflict`,
} satisfies Record<string, (p: Params) => string>;
