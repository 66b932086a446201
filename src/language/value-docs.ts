// What each value of the schema's enums means, for completion and hover. These words live here,
// not in the published schema: the file the platform serves stays plain draft 2020-12 that a
// validator in its default strict mode (ajv's included) compiles as it is.
import { comparatorDocs, ops } from "../conditions/ops.js";
import type { ObjectKind } from "./context.js";

const RELAY = "Timeout at most 300 s; request body and JSON response at most 50 MiB each; never retried elsewhere when the relay is down.";

/** For each kind of object and enum property: the words of each value. */
const VALUE_DOCS: Partial<Record<ObjectKind, Record<string, () => Readonly<Record<string, string>>>>> = {
  "webhook config": {
    method: () => ({
      GET: "Read a resource; usually no body.",
      POST: "Send `body` to create or process.",
      PUT: "Send `body` to replace a resource.",
      PATCH: "Send `body` to change part of a resource.",
      DELETE: "Delete a resource.",
      HEAD: "Like `GET`, headers only.",
      OPTIONS: "Ask which methods the destination allows.",
    }),
    proxy: () => ({
      direct: "Sent from the platform over the direct connection (the same as omitting `proxy`).",
      brazil: `Sent through the Brazil relay. ${RELAY}`,
      us: `Sent through the US relay. ${RELAY}`,
    }),
  },
  condition: {
    source: () => ({
      evaluation: "The evaluation result of the current step: `scores.mean`, `results[i].score`, `structuredData.…`.",
      vars: "Workflow variables: each node's `outputVar` holds its result.",
      context: "The run's context.",
      input: "The workflow's input.",
      node: "The output of the node named by `of`; the path starts with `evaluation.`.",
      state: "The workflow's state.",
    }),
    valueType: () => ({
      string: "`value` is a string.",
      number: "`value` is a number.",
      boolean: "`value` is `true` or `false`.",
      array: "`value` is an array.",
      object: "`value` is an object.",
    }),
    op: () => Object.fromEntries(Object.entries(ops).map(([name, op]) => [name, op.words.doc])),
  },
  "length operand": { comparator: () => comparatorDocs },
};

/** The words of `value` of the enum property `name` of a kind of object, when it has any. */
export function valueDoc(kind: ObjectKind, name: string, value: unknown): string | undefined {
  const docs = VALUE_DOCS[kind]?.[name];
  if (docs === undefined || typeof value !== "string") return undefined;
  const table = docs();
  return Object.hasOwn(table, value) ? table[value] : undefined;
}
