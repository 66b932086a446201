// fast-check arbitraries shared by the property tests: specs that are mostly valid, with faults
// drawn from the kinds people make, so that laws are checked on documents that produce issues.
import fc from "fast-check";
import { SOURCES, VALUE_TYPES } from "../src/conditions/grammar.js";
import { ops } from "../src/conditions/ops.js";

// The grammar's own lists: a new source or operator is drawn as soon as the table has it.
const OPS = Object.keys(ops);

export const nodeId = fc.constantFrom("start", "fetch", "decide", "notify", "end", "a.b", "__proto__", "ä-ü");
const oddValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));

export const path = fc.oneof(
  fc.constantFrom("scores.mean", "results[0].score", "results[*].score", "structuredData.label", 'a["k.with.dots"]', "evaluation.scores.mean", "evaluation[0].x", "evaluationx.y", "x",
    '["evaluation"].x', '["evaluation"]', 'evaluation["x"]', "[*].b", '["k"][0]'),
  fc.constantFrom("", "a..b", "a[", "[01]", "a b"),
);

const comparison = fc.record(
  {
    source: fc.oneof(fc.constantFrom(...SOURCES), oddValue),
    of: fc.oneof(nodeId, fc.record({ nodeId }), oddValue),
    path: fc.oneof(path, oddValue),
    op: fc.oneof(fc.constantFrom(...OPS), oddValue),
    value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({ comparator: fc.constantFrom("eq", "gt", "lt", "x"), value: fc.oneof(fc.integer(), fc.string()) }), fc.constantFrom("^o", "(a+)+$", "(?=x)", "[")),
    valueType: fc.oneof(fc.constantFrom(...VALUE_TYPES, "date", "nope"), oddValue),
    // A member the grammar does not name (forward compatible on comparisons).
    note: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: ["source", "path", "op"] },
);

/** Conditions of every shape, valid and not. */
export const condition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  cond: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    comparison,
    fc.record({ all: fc.array(tie("cond"), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie("cond"), { maxLength: 3 }) }),
    fc.record({ not: tie("cond") }),
    fc.record({ all: fc.array(tie("cond"), { maxLength: 2 }), any: fc.array(tie("cond"), { maxLength: 2 }) }),
    fc.record({ op: fc.constant("eq"), source: fc.constant("vars"), path: fc.constant("x"), value: fc.integer(), all: fc.constant([]) }),
    fc.jsonValue({ maxDepth: 1 }),
  ),
})).cond;

const webhookConfig = fc.record(
  {
    url: fc.oneof(fc.constantFrom("https://api.example.com/x", "http://a.example.com", "{{vars.url}}", "ftp://x", "not a url", ""), oddValue),
    method: fc.oneof(fc.constantFrom("GET", "POST", "PUT", "DELETE", "get"), oddValue),
    headers: fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 5 }), fc.integer())),
    query: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 })),
    body: fc.jsonValue({ maxDepth: 3 }),
    responseMode: fc.constantFrom("text", "json", ""),
    proxy: fc.oneof(fc.constantFrom("direct", "brazil", "us", "Brazil", "eu", "{{vars.region}}", "https://relay.example.com"), oddValue),
    timeout: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.double({ noNaN: true, noDefaultInfinity: true }), oddValue),
  },
  { requiredKeys: [] },
);

const transition = fc.record({ to: fc.oneof(nodeId, oddValue), when: condition }, { requiredKeys: [] });

export const node = fc.record(
  {
    id: fc.oneof(nodeId, oddValue),
    type: fc.oneof(fc.constantFrom("action", "end", ""), oddValue),
    actionType: fc.oneof(fc.constantFrom("WEBHOOK", "LLM"), oddValue),
    mode: fc.constantFrom("sync", "async"),
    config: fc.oneof(webhookConfig, oddValue),
    outputVar: fc.oneof(fc.constantFrom("out", "result", ""), oddValue),
    transition: fc.oneof(fc.array(transition, { maxLength: 3 }), oddValue),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);

/** Specs close to valid ones, with faults of every kind mixed in. */
export const spec = fc.record(
  {
    version: fc.oneof(fc.constant(2), oddValue),
    nodes: fc.oneof(fc.array(node, { minLength: 1, maxLength: 5 }), oddValue),
    name: fc.string(),
  },
  { requiredKeys: ["nodes"] },
);

/** Any JSON, or a spec-like document. */
export const anyDocument = fc.oneof(spec, fc.jsonValue({ maxDepth: 4 }));

/** JSON text from a document, with undefined members dropped as JSON.stringify does. */
export const toText = (doc: unknown): string => JSON.stringify(doc, null, 2) ?? "null";
