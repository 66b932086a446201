// The fixes of the rules' codes, beside their definitions (rules.ts) and typed by the same params:
// a module of its own, so that a page that validates loads the definitions without the fixes, and
// a bundle that loads the fixes later (an editor's language service, through import()) does not
// put them in the chunk its validating page loads up front.
import type { Fixes } from "../code.js";
import { GUESS, SAFE, type Fix, type FixSite } from "../fix.js";
import { webhookLimits } from "../routes.js";
import type { ruleCodes } from "./rules.js";

/** The fixes of the rules' codes, typed by the params of their definitions (rules.ts). */
export const ruleFixes: Fixes<typeof ruleCodes> = {
  // `"version": 2` as the root object's first property, laid out like the property after it.
  "spec/missing-version": (_, at) => {
    const edit = at.firstProperty("version", 2);
    return edit ? [{ title: 'Add "version": 2', ...SAFE, edits: [edit] }] : [];
  },
  // The id the did-you-mean names: a guess.
  "transition/unknown-target": (p, at) => {
    return p.suggestion !== undefined && at.holds(p.to) ? [at.replace(`Change to "${p.suggestion}"`, GUESS, p.suggestion)] : [];
  },
  // The id the did-you-mean names: a guess.
  "condition/unknown-node": (p, at) => {
    return p.suggestion !== undefined && at.holds(p.id) ? [at.replace(`Change to "${p.suggestion}"`, GUESS, p.suggestion)] : [];
  },
  // The relay's cap: a guess (the author may rather route the call directly).
  "webhook/relay-timeout": (p, at) => {
    return at.holds(p.timeout) ? [at.replace(`Cap the timeout at ${webhookLimits.relayTimeoutMaxSeconds} s`, GUESS, webhookLimits.relayTimeoutMaxSeconds)] : [];
  },
  // The known value: safe when only the case differs (what the author meant), else a guess.
  "node/misspelled-kind": (p, at) => {
    if (!at.holds(p.value)) return [];
    const caseOnly = p.value.toLowerCase() === p.known.toLowerCase();
    return [at.replace(`Write "${p.known}"`, caseOnly ? SAFE : GUESS, p.known)];
  },
  // strict/unknown-property has none: a near miss is spec/misspelled-property's (one finding, one
  // fix), and a did-you-mean of its own names a property the object holds already.
  "spec/misspelled-property": (p, at) => renameKey(p, at),
};

/**
 * Renaming a key to the name meant: safe when only the case differs (the name meant is plain), the
 * value already fits that property and no other rule reads the name (so no new error can come);
 * else a guess.
 */
function renameKey(p: { property: string; kind: string; suggestion: string }, at: FixSite): Fix[] {
  const rename = at.holds(p.property) ? at.renaming(p.kind, p.suggestion) : undefined;
  if (!rename) return [];
  const safe = rename.fits && p.property.toLowerCase() === p.suggestion.toLowerCase() && !READ_BY_RULES[p.kind]?.includes(p.suggestion);
  return [at.replace(`Rename to "${p.suggestion}"`, safe ? SAFE : GUESS, p.suggestion)];
}

// Names other rules read beyond their own schema (a node's `type` requires `actionType`, a `to`
// must name a node, an `op` needs a `value`…), by the kinds this rule names.
const READ_BY_RULES: Readonly<Record<string, readonly string[]>> = {
  node: ["id", "type", "actionType", "config", "transition"],
  "webhook config": ["url"],
  transition: ["to", "when"],
  comparison: ["source", "of", "path", "op", "value", "all", "any", "not"],
  // Bundles: duplicate and conflicting ids and names (within an applicationId), the entry's spec and subagents.
  bundle: ["format", "formatVersion", "agents"],
  "agent entry": ["id", "name", "applicationId", "spec", "subagents"],
  // Test files: the spec it names, case names, node ids in results and the expectations that name nodes.
  "test file": ["spec", "cases"],
  "test case": ["name", "results", "expect"],
  expectation: ["path", "end", "routes"],
  "node result": ["output", "evaluation", "error"],
};
