import type { Finding, Issue } from "./issue.js";
// condition messages: merged once the condition engine lands

type Params = Record<string, unknown>;
type Wording = (p: Params) => string;

const ROUTES = ["direct", "brazil", "us"] as const;
const q = (v: unknown): string => JSON.stringify(v) ?? String(v);
const list = (vs: readonly unknown[]): string =>
  vs.length <= 1 ? vs.map(q).join("") : `${vs.slice(0, -1).map(q).join(", ")} or ${q(vs[vs.length - 1])}`;

/** The JSON type name of a value, as messages say it. */
export function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}
const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
const typeList = (t: unknown): string => (Array.isArray(t) ? t : [t]).map((x) => article(String(x))).join(" or ");
/** Short rendering of a value for a message: long strings and containers are cut. */
export function brief(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v !== null && typeof v === "object") return Array.isArray(v) ? `an array` : `an object`;
  const s = q(v);
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

function proxyMessage(p: Params): string {
  const v = p["value"];
  const choose = `choose ${list(ROUTES)}`;
  if (typeof v !== "string") return `proxy must be the string "direct", "brazil" or "us", not ${article(jsonType(v))}`;
  if (v.includes("{{")) return `proxy is a literal route and cannot be a template (${brief(v)}); ${choose}`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes("/")) return `proxy is a route name, not a relay URL (${brief(v)}); ${choose}`;
  const lower = v.trim().toLowerCase();
  if ((ROUTES as readonly string[]).includes(lower)) return `proxy ${brief(v)} must be written exactly ${q(lower)}; route names are lowercase`;
  return `unknown proxy route ${brief(v)}; ${choose} (omitted means "direct")`;
}

/** One wording per code: rules and checkers report codes and params, this table writes the text. */
export const messages: Record<string, Wording> = {

  "json/syntax": (p) => `invalid JSON: ${String(p["reason"])}`,
  "json/duplicate-key": (p) => `duplicate key ${q(p["key"])}: JSON parsers disagree on which copy wins; keep one`,
  "json/too-deep": (p) => `JSON nested deeper than ${String(p["limit"])} levels`,
  "json/empty": () => "the document is empty",
  "schema/required": (p) => `missing required property ${q(p["property"])}`,
  "schema/type": (p) => `must be ${typeList(p["expected"])}, not ${article(jsonType(p["value"]))}`,
  "schema/enum": (p) => `${brief(p["value"])} is not allowed; expected ${list(p["allowed"] as unknown[])}`,
  "schema/const": (p) => `must be ${q(p["expected"])}, not ${brief(p["value"])}`,
  "schema/min-length": (p) => (p["limit"] === 1 ? "must not be empty" : `must be at least ${String(p["limit"])} characters long`),
  "schema/min-items": (p) => `must hold at least ${String(p["limit"])} item${p["limit"] === 1 ? "" : "s"}`,
  "schema/exclusive-minimum": (p) => `must be greater than ${String(p["limit"])}, not ${brief(p["value"])}`,
  "schema/unknown-property": (p) => `unknown property ${q(p["property"])}${p["allowed"] ? `; allowed: ${list(p["allowed"] as unknown[])}` : ""}`,
  "schema/pattern": (p) => `${brief(p["value"])} does not match the pattern ${String(p["pattern"])}`,
  "schema/integer": (p) => `must be an integer, not ${brief(p["value"])}`,
  "schema/invalid": (p) => `does not match the schema (${String(p["keyword"])})`,
  "webhook/invalid-proxy": proxyMessage,
  "spec/missing-version": () => `no "version": the spec is read as version 2; add "version": 2`,
  "node/duplicate-id": (p) => `node id ${q(p["id"])} is already used by the node at ${String(p["first"])}`,
  "internal/rule-failed": (p) => `internal error in rule ${q(p["rule"])}: ${String(p["error"])}; please report it`,
};

/** Word a finding into an issue. */
export function formatFinding(f: Finding): Issue {
  const params = f.params ?? {};
  const wording = messages[f.code];
  const issue: Issue = { code: f.code, severity: f.severity, pointer: f.pointer, message: wording ? wording(params) : f.code };
  if (f.params) issue.params = f.params;
  return issue;
}
