import type { Finding, Issue } from "../core/issue.js";
import { conditionMessages } from "../conditions/messages.js";
import { article, brief, list, q, type Params } from "../core/wording.js";
import { jsonType } from "../core/json.js";
import { WEBHOOK_ROUTES } from "../core/routes.js";
import { pointerToPath } from "../core/pointer.js";

type Wording = (p: Params) => string;

const specPath = (pointer: unknown): string => {
  try {
    return pointerToPath(String(pointer));
  } catch {
    return String(pointer);
  }
};
const typeList = (t: unknown): string => (Array.isArray(t) ? t : [t]).map((x) => article(String(x))).join(" or ");

function proxyMessage(p: Params): string {
  const v = p["value"];
  const choose = `choose ${list(WEBHOOK_ROUTES)}`;
  if (typeof v !== "string") return `proxy must be the string ${list(WEBHOOK_ROUTES)}, not ${article(jsonType(v, true))}`;
  if (v.includes("{{")) return `proxy is a literal route and cannot be a template (${brief(v)}); ${choose}`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || v.includes("/")) return `proxy is a route name, not a relay URL (${brief(v)}); ${choose}`;
  const lower = v.trim().toLowerCase();
  if ((WEBHOOK_ROUTES as readonly string[]).includes(lower)) return `proxy ${brief(v)} must be written exactly ${q(lower)}; ${lower === v.toLowerCase() ? "route names are lowercase" : "remove the white space"}`;
  return `unknown proxy route ${brief(v)}; ${choose} (omitted means "direct")`;
}

const didYouMean = (p: Params): string => (p["suggestion"] === undefined ? "" : `; did you mean ${q(p["suggestion"])}?`);

function urlMessage(p: Params): string {
  const url = String(p["url"]);
  if (p["fault"] === "character") {
    const c = p["char"];
    return `url holds ${q(c)} at character ${Number(p["at"]) + 1}: URL parsers ${c === "\\" ? 'read a backslash as "/"' : "drop it"}, so the request may reach another host`;
  }
  if (p["fault"] === "scheme") {
    const scheme = /^[^:]*:/.exec(url)?.[0] ?? url;
    return `url scheme ${q(scheme)} is not supported: a webhook calls an http: or https: URL`;
  }
  if (p["fault"] === "not-absolute") return `url ${brief(url)} is not an absolute URL: write "https://host/…", or use a {{ }} template`;
  return `url ${brief(url)} is not a valid http(s) URL: expected "http://" or "https://" followed by a host`;
}

/** One wording per code: rules and checkers report codes and params, this table writes the text. */
export const messages = {
  ...conditionMessages,

  "json/syntax": (p) => `invalid JSON: ${String(p["reason"])}`,
  "json/duplicate-key": (p) => `duplicate key ${q(p["key"])}: JSON parsers disagree on which copy wins; keep one`,
  "json/too-deep": (p) => `JSON nested deeper than ${String(p["limit"])} levels`,
  "spec/unreadable": (p) => `this value cannot be read (${String(p["reason"])}): a spec is JSON data, with no getters that throw`,
  "json/empty": () => "the document is empty",
  "schema/required": (p) => `missing required property ${q(p["property"])}`,
  "schema/type": (p) => `must be ${typeList(p["expected"])}, not ${p["value"] === Infinity || p["value"] === -Infinity ? "a number beyond ±1.8e308 (read as Infinity)" : article(jsonType(p["value"], true))}`,
  "schema/enum": (p) => `${brief(p["value"])} is not allowed; expected ${list(p["allowed"] as unknown[])}`,
  "schema/const": (p) => `must be ${q(p["expected"])}, not ${brief(p["value"])}`,
  "schema/min-length": (p) => (p["limit"] === 1 ? "must not be empty" : `must be at least ${String(p["limit"])} characters long`),
  "schema/min-items": (p) => `must hold at least ${String(p["limit"])} item${p["limit"] === 1 ? "" : "s"}`,
  "schema/exclusive-minimum": (p) => `must be greater than ${String(p["limit"])}, not ${brief(p["value"])}`,
  "schema/unknown-property": (p) => `unknown property ${q(p["property"])}${p["allowed"] ? `; allowed: ${list(p["allowed"] as unknown[])}` : ""}`,
  "schema/pattern": (p) => `${brief(p["value"])} does not match the pattern ${String(p["pattern"])}`,
  "schema/invalid": (p) => `does not match the schema (${String(p["keyword"])})`,
  "webhook/invalid-proxy": proxyMessage,
  "spec/missing-version": () => `no "version": the spec is read as version 2; add "version": 2`,
  // `first` is a pointer inside the spec; as a path (nodes[0]) it reads right inside a bundle too.
  "node/duplicate-id": (p) => `node id ${q(p["id"])} is already used by ${specPath(p["first"])}`,
  "internal/rule-failed": (p) => `internal error in rule ${q(p["rule"])}: ${String(p["error"])}; please report it`,
  "transition/unknown-target": (p) => `no node has the id ${q(p["to"])}${didYouMean(p)}`,
  "condition/unknown-node": (p) => `"of" names ${q(p["id"])}, but no node has this id${didYouMean(p)}`,
  "node/unreachable": (p) => `node ${q(p["id"])} is never reached: no transitions lead to it from the first node ${q(p["start"])}`,
  "transition/unreachable": (p) =>
    `this transition is never taken: transition ${String(p["after"])}${p["afterTo"] === undefined ? "" : ` (to ${q(p["afterTo"])})`} has no "when" and is always taken first`,
  "webhook/relay-timeout": (p) =>
    `timeout ${String(p["timeout"])} s is above the ${String(p["proxy"])} relay's maximum of ${String(p["limit"])} s: the effective timeout is ${String(p["limit"])} s`,
  "webhook/url-scheme": urlMessage,
  "node/duplicate-output-var": (p) =>
    `outputVar ${q(p["outputVar"])} is also written by ${p["firstId"] === undefined ? specPath(p["first"]) : `node ${q(p["firstId"])}`}; downstream nodes read whichever ran last`,
  "condition/value-type-mismatch": (p) =>
    `${p["item"] === undefined ? "value" : `value item ${String(p["item"])}`} is ${p["actual"] === "null" ? "null" : article(String(p["actual"]))}, but valueType says ${q(p["valueType"])}; the evaluator ignores valueType and compares the value as written`,
  "node/misspelled-kind": (p) => `${String(p["field"])} ${q(p["value"])} is unknown: the platform compares exactly; did you mean ${q(p["known"])}?`,
  "strict/unknown-kind": (p) => `${String(p["field"])} ${q(p["value"])} is unknown to the toolkit and not checked`,
  "strict/unknown-property": (p) => `unknown property ${q(p["property"])} on ${article(String(p["kind"]))}${didYouMean(p)}`,
} satisfies Record<string, Wording>;

/**
 * Word a finding into an issue. `extra` adds the wording of codes outside the spec validator's
 * (the bundle codes), so that a page that only validates specs does not load them.
 */
export function formatFinding(f: Finding, extra?: Readonly<Record<string, Wording>>): Issue {
  const params = f.params ?? {};
  const has = (t: Readonly<Record<string, Wording>>) => Object.prototype.hasOwnProperty.call(t, f.code);
  const table: Readonly<Record<string, Wording>> = messages;
  const wording = extra && has(extra) ? extra[f.code] : has(table) ? table[f.code] : undefined;
  const issue: Issue = { code: f.code, severity: f.severity, pointer: f.pointer, message: wording ? wording(params) : f.code };
  if (f.params) issue.params = f.params;
  return issue;
}
