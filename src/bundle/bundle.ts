import type { Issue } from "../core/issue.js";
import { sortIssues } from "../core/order.js";
import { canonicalize, cloneJson } from "../format/canonical.js";
import { formatFinding } from "../core/finding-words.js";
import { bundleCodes } from "../core/codes/bundle.js";
import { readBundle } from "./read.js";
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION } from "../core/bundle-format.js";
import type { AgentBundle, AgentEntry } from "./types.js";
import { unreadable } from "./bundle-unreadable.js";

/**
 * The bundle of these agents, subagents nested and unknown fields kept, in canonical key order, so
 * `JSON.stringify(exportBundle(a), null, 2)` gives the same bytes whatever the key order of the
 * schema's objects in `a`; the author's data (headers, bodies, unknown fields) keeps its key order.
 * `extra`: the bundle's own fields beside `format`, `formatVersion` and `agents` (what
 * `importBundle` gave as `extra`), written back so that import then export loses nothing.
 * It does not validate the specs (`checkAgentImport` does); throws a TypeError only when `agents`
 * is not an array, or a value is not JSON (cyclic, Infinity or NaN: JSON would write null).
 */
export function exportBundle(agents: readonly AgentEntry[], extra: Readonly<Record<string, unknown>> = {}): AgentBundle {
  if (!Array.isArray(agents)) throw new TypeError(`exportBundle expects an array of agents, got ${agents === null ? "null" : typeof agents}`);
  return canonicalize({ ...extra, format: BUNDLE_FORMAT, formatVersion: BUNDLE_FORMAT_VERSION, agents }) as AgentBundle;
}

/**
 * The agents of a bundle, as deep copies with their keys and unknown fields as given; `extra`, the
 * bundle's own unknown fields (for `exportBundle`); and the issues that stop it being read (not a
 * bundle, an unknown `formatVersion`, malformed entries, a value that throws when read). All or
 * nothing: with any error, `agents` is empty. Specs are not validated here (`checkAgentImport`
 * does). Never throws.
 */
export function importBundle(bundle: unknown): { agents: AgentEntry[]; issues: Issue[]; extra: Record<string, unknown> } {
  try {
    const { findings, entries } = readBundle(bundle);
    // The reasons to refuse, errors only: a near miss of an entry's key that is no error (`Type`,
    // `subagent`) is checkAgentImport's warning; reading goes on without it.
    const issues = sortIssues(findings.filter((f) => f.severity === "error").map((f) => formatFinding(f, bundleCodes)), bundle);
    if (entries === undefined || issues.some((i) => i.severity === "error")) return { agents: [], issues, extra: {} };
    const { format, formatVersion, agents, ...extra } = cloneJson(bundle as AgentBundle);
    return { agents, issues, extra };
  } catch (error) {
    return { agents: [], issues: [formatFinding(unreadable(bundle, error), bundleCodes)], extra: {} };
  }
}
