import { childPointer } from "../core/pointer.js";
import { BUNDLE_FORMAT, BUNDLE_FORMAT_VERSION } from "../core/bundle-format.js";
import { validateBundle } from "../schema/validate-bundle.js";
import { isObject, own, type JsonObject } from "../core/json.js";
import { findingOf, type Finding } from "../core/issue.js";
import type { CodeParams, IssueCode } from "../core/codes/index.js";
import { jsonType } from "../core/json.js";
import { checkedBy } from "../validate/schema-issues.js";
import { withoutExplained } from "../validate/validate.js";
import { schemaProperties } from "../schema/properties.js";
import { misspelledKeys } from "../core/suggest.js";
import { ruleCodes } from "../core/codes/rules.js";
import { MAX_JSON_DEPTH } from "../core/depth.js";
import { deepestValue } from "../core/depth.js";

/** The bundle format this toolkit writes and reads. */

/** One item of `agents` or of some entry's `subagents`, whatever its type, with its pointer. */
export interface EntryRef {
  value: unknown;
  pointer: string;
}

export interface BundleReading {
  /** Findings about the bundle itself and its entries; never about the specs inside. */
  findings: Finding[];
  /** Every entry at every level in document order (an entry, then its subagents); undefined when it is not a bundle. */
  entries: EntryRef[] | undefined;
}

// Stands in for every spec while the bundle schema runs: specs are checkAgentImport's to validate
// (specFindings), so the bundle pass neither reports their faults twice nor walks them twice.
const SPEC_PLACEHOLDER = { nodes: [{ id: "n", type: "n" }] };

/** The entries of `list` and their subagents, in document order; returns the list's skeleton for the schema. */
function walkEntries(list: readonly unknown[], base: string, out: EntryRef[]): unknown[] {
  return list.map((value, i) => {
    const pointer = childPointer(base, i);
    out.push({ value, pointer });
    if (!isObject(value)) return value;
    const skeleton: JsonObject = { ...value };
    if (Object.hasOwn(value, "spec")) skeleton["spec"] = SPEC_PLACEHOLDER;
    const subagents = own(value, "subagents");
    if (Array.isArray(subagents)) skeleton["subagents"] = walkEntries(subagents, childPointer(pointer, "subagents"), out);
    return skeleton;
  });
}

/**
 * Read a value as a bundle: nesting guard, the envelope (`format`, `formatVersion`, `agents`), then
 * the entries against the schema's `agentEntry` and the safe-integer check. Never throws.
 */
export function readBundle(bundle: unknown): BundleReading {
  // Recursion below (and ajv's) stays within the guard: an entry is at least two levels deeper than its parent.
  const refuse = <C extends IssueCode>(code: C, pointer: string, params: CodeParams<C>): BundleReading => ({ findings: [findingOf(code, "error", pointer, params)], entries: undefined });
  const deep = deepestValue(bundle, MAX_JSON_DEPTH);
  if (deep !== undefined) return refuse("json/too-deep", deep, { limit: MAX_JSON_DEPTH });
  if (!isObject(bundle)) return refuse("bundle/not-a-bundle", "", { reason: "not-object", type: jsonType(bundle, true) });
  if (!Object.hasOwn(bundle, "format")) return refuse("bundle/not-a-bundle", "/format", { reason: "missing-format" });
  const format = bundle["format"];
  if (format !== BUNDLE_FORMAT) return refuse("bundle/not-a-bundle", "/format", { reason: "wrong-format", value: format });
  const findings: Finding[] = [];
  // A near miss of an envelope key (`agent`, `formatversion`): named at the key; when the key meant
  // is missing, that is the one finding (an error), not a second one about the key meant.
  const misspelt = new Map<string, string>();
  for (const [key, meant] of misspelledKeys(bundle, schemaProperties["/$defs/bundle"] ?? [])) {
    misspelt.set(meant, key);
    findings.push(misspelling(childPointer("", key), key, "bundle", meant, meant === "agents" || meant === "formatVersion"));
  }
  const envelope = <C extends "bundle/unsupported-version" | "bundle/agents-not-array">(key: string, code: C, extra: Omit<CodeParams<C>, "value">): void => {
    if (!Object.hasOwn(bundle, key) && misspelt.has(key)) return;
    const params = (Object.hasOwn(bundle, key) ? { value: bundle[key], ...extra } : extra) as CodeParams<C>;
    findings.push(findingOf(code, "error", childPointer("", key), params));
  };
  if (own(bundle, "formatVersion") !== BUNDLE_FORMAT_VERSION) envelope("formatVersion", "bundle/unsupported-version", { supported: BUNDLE_FORMAT_VERSION });
  const agents = own(bundle, "agents");
  if (!Array.isArray(agents)) envelope("agents", "bundle/agents-not-array", {});
  if (findings.some((f) => f.severity === "error") || !Array.isArray(agents)) return { findings, entries: undefined };

  const entries: EntryRef[] = [];
  const skeleton = { format, formatVersion: BUNDLE_FORMAT_VERSION, agents: walkEntries(agents, "/agents", entries) };
  findings.push(...checkedBy(validateBundle, skeleton));
  const entryNames = schemaProperties["/$defs/agentEntry"] ?? [];
  for (const { value, pointer } of entries) {
    if (!isObject(value)) continue;
    for (const [key, meant] of misspelledKeys(value, entryNames)) findings.push(misspelling(childPointer(pointer, key), key, "agent entry", meant, false));
    const applicationId = own(value, "applicationId");
    if (Number.isInteger(applicationId) && !Number.isSafeInteger(applicationId)) {
      findings.push({ code: "bundle/unsafe-integer", severity: "error", pointer: childPointer(pointer, "applicationId"), params: { value: applicationId } });
    }
  }
  // An entry's `Name` for `name`: one finding at the key, not a second "missing required property".
  return { findings: withoutExplained(findings), entries };
}

/** A misspelt key's finding (`spec/misspelled-property`, as in specs); an error when it is why a required key is missing. */
function misspelling(pointer: string, property: string, kind: string, suggestion: string, required: boolean): Finding {
  return { code: "spec/misspelled-property", severity: required ? "error" : ruleCodes["spec/misspelled-property"].severity, pointer, target: "key", params: { property, kind, suggestion } };
}
