import { WEBHOOK_ROUTES } from "../core/routes.js";
import { childPointer } from "../core/pointer.js";
import { specNodes } from "../core/spec-index.js";
import { isObject, own, type JsonObject } from "../core/json.js";
import { sortIssues } from "../core/order.js";
import { specFindings } from "../validate/validate.js";
import { formatFinding } from "../core/finding-words.js";
import { bundleCodes } from "../core/codes/bundle.js";
import { q } from "../core/wording.js";
import { readBundle } from "./read.js";
import type { CodeParams, IssueCode } from "../core/codes/index.js";
import { findingOf, type Finding } from "../core/issue.js";
import { unreadable } from "./bundle-unreadable.js";
import type { ImportAgentSummary, ImportCheck, ImportCheckOptions, RouteSummary } from "./types.js";

// The route a webhook node sends on; undefined for other nodes and for a config or proxy that is not
// valid (the spec findings report those: a bad proxy never quietly counts as direct).
function nodeRoute(node: JsonObject): keyof RouteSummary | undefined {
  if (own(node, "actionType") !== "WEBHOOK") return undefined;
  const config = own(node, "config");
  if (!isObject(config)) return undefined;
  const proxy = own(config, "proxy");
  return proxy === undefined ? "direct" : WEBHOOK_ROUTES.find((r) => r === proxy);
}

// Agents with the same name clash when both have the same applicationId or neither has one. An
// applicationId of the wrong type (a schema error) still gets a key, and never makes this throw:
// JSON.stringify refuses a BigInt (what a parser that keeps big integers exact gives).
function nameKey(name: string, applicationId: unknown): string {
  let app: string;
  if (applicationId === undefined || applicationId === null) app = "null";
  else if (typeof applicationId === "number") app = Object.is(applicationId, -0) ? "0" : String(applicationId);
  else if (typeof applicationId === "bigint") app = `${applicationId}n`;
  else app = `${typeof applicationId}:${q(applicationId)}`;
  return `${app}\u0000${name}`;
}

type Identity = Pick<ImportAgentSummary, "id" | "name" | "applicationId">;

function readExisting(existing: unknown): { byId: Map<string, Identity>; byName: Map<string, Identity> } {
  const byId = new Map<string, Identity>();
  const byName = new Map<string, Identity>();
  if (existing === undefined) return { byId, byName };
  if (!Array.isArray(existing)) throw new TypeError("checkAgentImport: opts.existing must be an array of agents");
  for (const agent of existing as unknown[]) {
    if (!isObject(agent)) continue;
    const id = own(agent, "id");
    const name = own(agent, "name");
    const summary = identity(agent);
    if (typeof id === "string" && !byId.has(id)) byId.set(id, summary);
    if (typeof name === "string") {
      const key = nameKey(name, own(agent, "applicationId"));
      if (!byName.has(key)) byName.set(key, summary);
    }
  }
  return { byId, byName };
}

/** The `id`, `name` and `applicationId` of an agent, where they have the right type. */
function identity(agent: JsonObject): Identity {
  const out: Identity = {};
  const id = own(agent, "id");
  const name = own(agent, "name");
  const applicationId = own(agent, "applicationId");
  if (typeof id === "string") out.id = id;
  if (typeof name === "string") out.name = name;
  if (typeof applicationId === "number") out.applicationId = applicationId;
  return out;
}

/**
 * What importing this bundle would do, without doing anything: its structural issues, every spec's
 * issues (pointers into the bundle), ids and names used twice in the bundle, conflicts with the
 * `existing` agents (the platform's 409), and per agent, subagents included, the webhook nodes on
 * each route. Never throws on any value of `bundle` and never changes it; throws a TypeError only
 * when `opts.existing` is given and is not an array.
 */
export function checkAgentImport(bundle: unknown, opts: ImportCheckOptions = {}): ImportCheck {
  const existing = readExisting(opts.existing);
  try {
    const { findings, agents } = check(bundle, opts, existing);
    const issues = sortIssues(findings.map((f) => formatFinding(f, bundleCodes)), bundle);
    return { ok: !issues.some((i) => i.severity === "error"), issues, agents };
  } catch (error) {
    return { ok: false, issues: [formatFinding(unreadable(bundle, error), bundleCodes)], agents: [] };
  }
}

/**
 * checkAgentImport's answer before wording: its findings keep what each underlines (a property's
 * key or its value), so a bundle's text places them as a spec's text does.
 */
export function importFindings(bundle: unknown, opts: ImportCheckOptions = {}): { findings: Finding[]; agents: ImportAgentSummary[] } {
  const existing = readExisting(opts.existing);
  try {
    return check(bundle, opts, existing);
  } catch (error) {
    return { findings: [unreadable(bundle, error)], agents: [] };
  }
}

function check(bundle: unknown, opts: ImportCheckOptions, existing: ReturnType<typeof readExisting>): { findings: Finding[]; agents: ImportAgentSummary[] } {
  const { findings, entries } = readBundle(bundle);
  const agents: ImportAgentSummary[] = [];
  const firstById = new Map<string, string>();
  const firstByName = new Map<string, string>();

  for (const { value: entry, pointer } of entries ?? []) {
    if (!isObject(entry)) continue;
    if (Object.hasOwn(entry, "spec")) {
      // readBundle's nesting guard covered the whole bundle, each spec included
      for (const f of specFindings(entry["spec"], opts, true)) findings.push({ ...f, pointer: `${pointer}/spec${f.pointer}` });
    }
    const who = identity(entry);
    let conflict = false;
    const clash = <C extends IssueCode>(code: C, key: "id" | "name", params: CodeParams<C>): void => {
      findings.push(findingOf(code, "error", childPointer(pointer, key), params));
      conflict = true;
    };
    if (who.id !== undefined) {
      const first = firstById.get(who.id);
      if (first === undefined) firstById.set(who.id, pointer);
      else clash("bundle/duplicate-id", "id", { id: who.id, first });
      const taken = existing.byId.get(who.id);
      if (taken) clash("bundle/conflict-id", "id", { id: who.id, existing: taken });
    }
    if (who.name !== undefined) {
      const key = nameKey(who.name, own(entry, "applicationId") ?? opts.applicationId);
      const app = who.applicationId === undefined ? {} : { applicationId: who.applicationId };
      const first = firstByName.get(key);
      if (first === undefined) firstByName.set(key, pointer);
      else clash("bundle/duplicate-name", "name", { name: who.name, ...app, first });
      const taken = existing.byName.get(key);
      if (taken) clash("bundle/conflict-name", "name", { name: who.name, ...app, existing: taken });
    }
    const routes: RouteSummary = { direct: [], brazil: [], us: [] };
    for (const node of specNodes(own(entry, "spec"))) {
      const route = nodeRoute(node.node);
      if (route) routes[route].push(`${pointer}/spec${node.pointer}`);
    }
    agents.push({ pointer, ...who, action: conflict ? "conflict" : "create", routes });
  }

  return { findings, agents };
}
