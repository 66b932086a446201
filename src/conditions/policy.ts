// The condition grammar of agentspec.config.json's `policies`: the transition grammar (operators,
// paths, combinators, limits, explain) with the sources a policy reads instead of a run's: `self`
// (the node the policy is asked about, or the spec for a policy `on` the spec) and `spec` (the whole
// spec). Only the config takes it: the spec schema and compileCondition keep refusing these
// sources, since the platform would. A module of its own, so the validation page never loads it.
import { conditionCodes } from "../core/codes/condition.js";
import type { Issue } from "../core/issue.js";
import { isObject } from "../core/json.js";
import { childPointer } from "../core/pointer.js";
import { didYouMean } from "../core/suggest.js";
import { compileCondition } from "./compile.js";
import { ConditionError } from "./error.js";
import { explainText } from "./explain.js";
import { COMBINATORS, SOURCES } from "./grammar.js";
import { MAX_CONDITION_DEPTH } from "./limits.js";
import type { CompiledCondition, ExplainCombinator, ExplainComparison, ExplainNode, Source } from "./types.js";

import { POLICY_SOURCES, type PolicySource } from "./policy-sources.js";

export { POLICY_SOURCES, type PolicySource };

/** What a policy's condition is evaluated against. */
export interface PolicyContext {
  /** The node the policy is asked about (the spec, for a policy on the spec). */
  self?: unknown;
  /** The whole spec. */
  spec?: unknown;
}

/** One thing a policy's condition reads. */
export interface PolicyRead {
  source: PolicySource;
  path: string;
}

/** The explanation of one comparison of a policy's condition: its source as the policy wrote it. */
export type PolicyExplainComparison = Omit<ExplainComparison, "source"> & { source: PolicySource };

/** A node of a policy condition's explanation tree. */
export type PolicyExplainNode = PolicyExplainComparison | (Omit<ExplainCombinator, "children"> & { children: PolicyExplainNode[] });

/** The verdict of a policy's condition with the reasons behind it (as `Explanation`, sources `self` and `spec`). */
export interface PolicyExplanation {
  result: boolean;
  text: string;
  tree: PolicyExplainNode;
}

/** A policy's condition compiled once and evaluated on each node. */
export interface CompiledPolicyCondition {
  /** Whether the condition holds for `ctx`; never throws, whatever `ctx` holds. */
  evaluate(ctx: PolicyContext): boolean;
  /** The same verdict with the reasons (sources named `self` and `spec`). */
  explain(ctx: PolicyContext): PolicyExplanation;
  readonly reads: readonly PolicyRead[];
}

// A policy's sources are carried by two of the engine's own through compile: the condition is
// copied with `self` as `vars` and `spec` as `context`, and the answers named back.
const CARRIER: Readonly<Record<PolicySource, Source>> = { self: "vars", spec: "context" };
const NAMED: Readonly<Partial<Record<Source, PolicySource>>> = { vars: "self", context: "spec" };

type Ctx = { vars: unknown; context: unknown };

/**
 * The condition with its policy sources carried by the engine's, and the issues of sources a policy
 * cannot read (each replaced by a carrier, so the grammar check reports the rest once). Walks only
 * objects and arrays, as deep as the grammar allows; anything else is left for the grammar check.
 */
function carried(cond: unknown, pointer: string, depth: number, issues: Issue[]): unknown {
  if (depth > MAX_CONDITION_DEPTH + 1 || !isObject(cond)) return cond;
  const copy: Record<string, unknown> = { ...cond };
  for (const key of COMBINATORS) {
    if (!Object.hasOwn(copy, key)) continue;
    const body = copy[key];
    const at = childPointer(pointer, key);
    if (key === "not") copy[key] = carried(body, at, depth + 1, issues);
    else if (Array.isArray(body)) copy[key] = body.map((c, i) => carried(c, childPointer(at, i), depth + 1, issues));
  }
  if (!Object.hasOwn(copy, "source")) return copy;
  const source = copy["source"];
  if (typeof source === "string" && Object.hasOwn(CARRIER, source)) {
    copy["source"] = CARRIER[source as PolicySource];
    return copy;
  }
  const at = childPointer(pointer, "source");
  const runtime = typeof source === "string" && (SOURCES as readonly string[]).includes(source);
  const params = { source, allowed: POLICY_SOURCES, suggestion: typeof source === "string" && !runtime ? didYouMean(source.trim(), POLICY_SOURCES) : undefined };
  const message = runtime
    ? `a policy reads the spec, not a run: source ${JSON.stringify(source)} holds nothing here; use "self" (the node) or "spec"`
    : conditionCodes["condition/bad-source"].message(params);
  issues.push({ code: "condition/bad-source", severity: "error", pointer: at, message, params });
  copy["source"] = CARRIER.self;
  return copy;
}

/** The explanation tree with the carriers named as the policy wrote them. */
function named(node: ExplainNode): PolicyExplainNode {
  if (node.kind !== "comparison") return { ...node, children: node.children.map(named) };
  return { ...node, source: NAMED[node.source] ?? "self" };
}

/**
 * Compile a policy's condition: the transition grammar with sources `self` and `spec`. Throws a
 * ConditionError whose issues point into the condition when it does not compile (a run's source,
 * `evaluation`, `input` or `node`, is refused: a policy reads no run).
 */
export function compilePolicyCondition(cond: unknown): CompiledPolicyCondition {
  const issues: Issue[] = [];
  const copy = carried(cond, "", 1, issues);
  let compiled: CompiledCondition | undefined;
  try {
    compiled = compileCondition(copy);
  } catch (e) {
    if (!(e instanceof ConditionError)) throw e;
    issues.push(...e.issues);
  }
  if (issues.length > 0 || compiled === undefined) {
    issues.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
    throw new ConditionError(issues);
  }
  const inner = compiled;
  const ctxOf = (ctx: PolicyContext): Ctx => ({ vars: ctx.self, context: ctx.spec });
  const reads = Object.freeze(inner.reads.map((r) => Object.freeze({ source: NAMED[r.source] ?? "self", path: r.path })));
  return {
    evaluate: (ctx) => inner.evaluate(ctxOf(ctx)),
    explain(ctx) {
      const tree = named(inner.explain(ctxOf(ctx)).tree);
      // explainText prints a source as a word: the policy's words read as the engine's would.
      return { result: tree.result, text: explainText(tree as unknown as ExplainNode), tree };
    },
    reads,
  };
}

/** The issues of a policy's condition (pointers prefixed with `basePointer`); empty when it compiles. Never throws on JSON data. */
export function policyConditionIssues(cond: unknown, basePointer: string): Issue[] {
  try {
    compilePolicyCondition(cond);
    return [];
  } catch (e) {
    if (!(e instanceof ConditionError)) throw e;
    return e.issues.map((i) => ({ ...i, pointer: basePointer + i.pointer }));
  }
}
