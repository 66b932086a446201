import type { Comparison as SchemaComparison, LengthComparison, LengthOperand } from "../schema/types.js";

// The names come from the schema (src/schema/types.ts is generated from it), never written twice.
/** The sources a comparison reads from. */
export type Source = SchemaComparison["source"];

/** The comparison operators (`length` takes `{ comparator, value }`). */
export type Op = SchemaComparison["op"] | LengthComparison["op"];

/** The comparators of a `length` comparison. */
export type Comparator = LengthOperand["comparator"];

/** A JSON value, as conditions hold them. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A comparison: the value at `path` in `source` compared with `value` by `op`. */
export interface Comparison {
  source: Source;
  /** The node read when `source` is `node`: its id or `{ nodeId }`. */
  of?: string | { nodeId: string };
  path: string;
  op: Op;
  value?: JsonValue;
  /** An editor hint; the evaluator ignores it. */
  valueType?: "string" | "number" | "boolean" | "array" | "object";
}

/** A combinator: exactly one of `all`, `any`, `not`. */
export type Combinator = { all: Condition[] } | { any: Condition[] } | { not: Condition };

/** A transition condition (contract §3). */
export type Condition = Comparison | Combinator;

/**
 * What a condition reads: `{ evaluation, vars, context, input, state, nodes }`, where `nodes[id]` is
 * what node `id` produced. Any value is accepted at run time: a missing source is missing.
 */
export interface ConditionContext {
  evaluation?: unknown;
  vars?: unknown;
  context?: unknown;
  input?: unknown;
  state?: unknown;
  nodes?: Readonly<Record<string, unknown>>;
}

/** Why a comparison gave its verdict. */
export type ReasonCode = "OK" | "MISSING_PATH" | "NODE_NOT_RUN" | "TYPE_MISMATCH" | "INPUT_TOO_LONG";

/** One thing a condition reads: the path as written, and the node for source `node`. */
export interface PathRef {
  source: Source;
  path: string;
  nodeId?: string;
}

/** The explanation of an `all`, `any` or `not`. */
export interface ExplainCombinator {
  kind: "all" | "any" | "not";
  result: boolean;
  /** JSON Pointer into the condition ("" is the root). */
  pointer: string;
  children: ExplainNode[];
}

/** The explanation of one comparison. */
export interface ExplainComparison {
  kind: "comparison";
  result: boolean;
  pointer: string;
  source: Source;
  /** The node id, for source `node`. */
  of?: string;
  path: string;
  op: Op;
  /** The operand (`value` of the condition); absent for unary operators. */
  value?: unknown;
  /** The resolved value; absent when the path is missing. */
  actual?: unknown;
  reason: ReasonCode;
  /** A short human note, for example why types did not match. */
  note?: string;
}

/** A node of an explanation tree. */
export type ExplainNode = ExplainCombinator | ExplainComparison;

/** The verdict of a condition with the reasons behind it. */
export interface Explanation {
  result: boolean;
  /** One line, for example `evaluation scores.mean (6.2) gte 7 → false`. */
  text: string;
  tree: ExplainNode;
}

/** A condition compiled once and evaluated many times. */
export interface CompiledCondition {
  /** The verdict; never throws, whatever `ctx` holds. */
  evaluate(ctx: ConditionContext): boolean;
  /** The same verdict with the reasons behind it. */
  explain(ctx: ConditionContext): Explanation;
  /** The sources, paths and nodes the condition reads, deduplicated, in condition order. */
  readonly reads: readonly PathRef[];
}

/** A transition of a node: `to` a node id, taken when `when` holds or is absent. */
export interface TransitionLike {
  to: string;
  when?: unknown;
}

/** The part of a node `selectTransition` reads. */
export interface NodeLike {
  transition?: readonly unknown[];
}
