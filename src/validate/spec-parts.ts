// A spec's findings kept in parts, so that a change to one node costs that node: the schema's
// findings and those of the node-scoped rules (`scope: "node"`) are split into what lies outside
// the nodes and what lies in each node. After the value changes in one node, that node alone is
// checked again by the schema (the very function the spec's validator calls for each node) and by
// the node-scoped rules (on a spec holding that node only, at its place); the rules that relate nodes run on
// the whole spec as always. The findings are those specFindings gives, in another order where it
// cannot matter: every issue is then sorted by place, and findings of different nodes never share
// one (test/validate/text-validator.property.test.ts holds the results equal).
import type { Finding } from "../core/issue.js";
import { own, type JsonObject } from "../core/json.js";
import { SpecIndex } from "../core/spec-index.js";
import { regexEngineLoaded } from "../conditions/regex.js";
import { rules } from "../rules/index.js";
import { validateSpecNode } from "../schema/validate-spec.js";
import { checkedBy } from "./schema-issues.js";
import { outsideConditions, runRules, specPasses } from "./validate.js";

/** What a spec's findings are made of, kept to be patched. */
export interface SpecParts {
  /** The options and the regex engine's state they were found with. */
  strict: boolean;
  engine: boolean;
  /** The schema's findings outside the nodes, then each node's. */
  schemaRoot: Finding[];
  schemaNodes: Finding[][];
  /** Per rule (by position in `rules`): for a node-scoped one, its findings outside the nodes and each node's; else undefined. */
  ruleRoot: (Finding[] | undefined)[];
  ruleNodes: (Finding[][] | undefined)[];
}

/** The item of `nodes` a pointer is in, or -1 when it is outside them. */
function nodeOf(pointer: string, count: number): number {
  const k = /^\/nodes\/(0|[1-9]\d*)(?:\/|$)/.exec(pointer);
  return k && +k[1]! < count ? +k[1]! : -1;
}

/** Findings split into those outside the nodes and each node's, each part in the order given. */
function split(findings: readonly Finding[], count: number): { root: Finding[]; nodes: Finding[][] } {
  const root: Finding[] = [];
  const nodes: Finding[][] = Array.from({ length: count }, () => []);
  for (const f of findings) {
    const k = nodeOf(f.pointer, count);
    if (k < 0) root.push(f);
    else nodes[k]!.push(f);
  }
  return { root, nodes };
}

const join = (root: readonly Finding[], nodes: readonly (readonly Finding[])[]): Finding[] => root.concat(...nodes);

/** The number of items of the spec's `nodes`, or -1 when it has no such array. */
function nodeCount(doc: unknown): number {
  const nodes = own(doc as JsonObject, "nodes");
  return Array.isArray(nodes) ? nodes.length : -1;
}

/**
 * The findings of `doc` (an object whose nesting was checked), as specFindings gives them (but for
 * withoutExplained, which the caller applies), and their parts; no parts when the spec has no `nodes` array or a rule failed.
 */
export function findingsInParts(doc: JsonObject, strict: boolean): { findings: Finding[]; parts?: SpecParts } {
  const { schema, byRule } = specPasses(doc, strict);
  const findings = schema.concat(...byRule);
  const count = nodeCount(doc);
  if (count < 0 || findings.some((f) => f.code === "internal/rule-failed")) return { findings };
  const s = split(schema, count);
  // The engine's state now is the one the findings saw: where it loads synchronously (Node) it
  // loaded before the first pattern was compiled, elsewhere it cannot load during a check.
  const parts: SpecParts = { strict, engine: regexEngineLoaded(), schemaRoot: s.root, schemaNodes: s.nodes, ruleRoot: [], ruleNodes: [] };
  for (let r = 0; r < rules.length; r++) {
    const local = rules[r]!.scope === "node" ? split(byRule[r]!, count) : undefined;
    parts.ruleRoot.push(local?.root);
    parts.ruleNodes.push(local?.nodes);
  }
  return { findings, parts };
}

/**
 * The findings of `doc`, the spec of `last` with item `k` of its `nodes` replaced (nothing else
 * changed), and their parts: that node checked again, the rules that relate nodes run again.
 */
export function patchedFindings(last: SpecParts, doc: JsonObject, k: number, strict: boolean): { findings: Finding[]; parts?: SpecParts } {
  // Found with other options, or before the regex engine came: all of it again.
  if (last.strict !== strict || last.engine !== regexEngineLoaded()) return findingsInParts(doc, strict);
  const node = (own(doc, "nodes") as unknown[])[k];
  const prefix = `/nodes/${k}`;
  const mine = outsideConditions(checkedBy(validateSpecNode, node)).map((f) => ({ ...f, pointer: prefix + f.pointer }));
  const schemaNodes = last.schemaNodes.slice();
  schemaNodes[k] = mine;
  const schema = join(last.schemaRoot, schemaNodes);
  const parts: SpecParts = { ...last, schemaNodes, ruleNodes: last.ruleNodes.slice() };
  const whole = new SpecIndex(doc);
  // The spec as a node-scoped rule needs it: that node alone, at its place.
  const only: unknown[] = new Array(schemaNodes.length);
  only[k] = node;
  const alone = { nodes: only };
  const findings = schema.slice();
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    const before = last.ruleNodes[r];
    if (rule.scope !== "node" || before === undefined) {
      findings.push(...runRules(doc, [rule], strict, schema, whole)[0]!);
      continue;
    }
    const found = runRules(alone, [rule], strict, schema)[0]!;
    // A node-scoped rule reports in the node it read; anything else is read afresh, whole.
    if (found.some((f) => nodeOf(f.pointer, schemaNodes.length) !== k)) return findingsInParts(doc, strict);
    const nodes = before.slice();
    nodes[k] = found;
    parts.ruleNodes[r] = nodes;
    findings.push(...join(last.ruleRoot[r]!, nodes));
  }
  return { findings, parts };
}
