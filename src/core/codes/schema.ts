// The codes of the schema pass: one per failing keyword, and the webhook proxy's own.
import type { CodeDefinition, Descriptions } from "../code.js";
import { jsonType } from "../json.js";
import { WEBHOOK_ROUTES } from "../routes.js";
import { article, brief, list, q } from "../wording.js";

const typeList = (t: string | readonly string[]): string => (Array.isArray(t) ? t : [t]).map((x) => article(String(x))).join(" or ");

function proxyMessage(p: { value: unknown }): string {
  const v = p.value;
  const choose = `choose ${list(WEBHOOK_ROUTES)}`;
  if (typeof v !== "string") return `proxy must be the string ${list(WEBHOOK_ROUTES)}, not ${article(jsonType(v, true))}`;
  if (v.includes("{{")) return `proxy is a literal route and cannot be a template (${brief(v)}); ${choose}`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes("/")) return `proxy is a route name, not a relay URL (${brief(v)}); ${choose}`;
  const lower = v.trim().toLowerCase();
  if ((WEBHOOK_ROUTES as readonly string[]).includes(lower)) return `proxy ${brief(v)} must be written exactly ${q(lower)}; ${lower === v.toLowerCase() ? "route names are lowercase" : "remove the white space"}`;
  return `unknown proxy route ${brief(v)}; ${choose} (omitted means "direct")`;
}

/** The codes of the schema pass (the condition shapes it reports are condition codes). */
export const schemaCodes = {
  "schema/required": { severity: "error", message: (p: { property: unknown }) => `missing required property ${q(p.property)}` },
  "schema/type": {
    severity: "error",
    message: (p: { expected: string | readonly string[]; value: unknown }) =>
      `must be ${typeList(p.expected)}, not ${p.value === Infinity || p.value === -Infinity ? "a number beyond ±1.8e308 (read as Infinity)" : article(jsonType(p.value, true))}`,
  },
  "schema/enum": { severity: "error", message: (p: { allowed: readonly unknown[]; value: unknown }) => `${brief(p.value)} is not allowed; expected ${list(p.allowed)}` },
  "schema/const": { severity: "error", message: (p: { expected: unknown; value: unknown }) => `must be ${q(p.expected)}, not ${brief(p.value)}` },
  "schema/min-length": {
    severity: "error",
    message: (p: { limit: number; value: unknown }) => (p.limit === 1 ? "must not be empty" : `must be at least ${String(p.limit)} characters long`),
  },
  "schema/min-items": { severity: "error", message: (p: { limit: number; value: unknown }) => `must hold at least ${String(p.limit)} item${p.limit === 1 ? "" : "s"}` },
  "schema/exclusive-minimum": { severity: "error", message: (p: { limit: number; value: unknown }) => `must be greater than ${String(p.limit)}, not ${brief(p.value)}` },
  "schema/unknown-property": {
    severity: "error",
    message: (p: { property: unknown; allowed: readonly unknown[] | undefined }) => `unknown property ${q(p.property)}${p.allowed ? `; allowed: ${list(p.allowed)}` : ""}`,
  },
  "schema/pattern": { severity: "error", message: (p: { pattern: string; value: unknown }) => `${brief(p.value)} does not match the pattern ${String(p.pattern)}` },
  "schema/invalid": { severity: "error", message: (p: { keyword: string }) => `does not match the schema (${String(p.keyword)})` },
  "webhook/invalid-proxy": { severity: "error", message: proxyMessage },
} as const satisfies Record<string, CodeDefinition<never>>;


/** One line per schema code. */
export const schemaDescriptions: Descriptions<typeof schemaCodes> = {
  "schema/required": "A required property is missing.",
  "schema/type": "A value has the wrong JSON type.",
  "schema/enum": "A value is not one of the values the schema allows.",
  "schema/const": "A value is not the one value the schema allows.",
  "schema/min-length": "A string is shorter than the schema allows (most often: empty).",
  "schema/min-items": "An array holds fewer items than the schema asks for.",
  "schema/exclusive-minimum": "A number is not above the schema's minimum.",
  "schema/unknown-property": "A combinator holds a property other than `all`, `any` or `not`.",
  "schema/pattern": "A string does not match the schema's pattern.",
  "schema/invalid": "The document does not match the AgentSpec V2 schema (another keyword failed).",
  "webhook/invalid-proxy": "A webhook `proxy` is not `direct`, `brazil` or `us` (a template, a URL, wrong case or another value).",
};
