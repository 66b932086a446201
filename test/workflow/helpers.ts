// Small specs for the workflow tests.

/** A WEBHOOK node with transitions `[to, when?]` (no `when`: always taken). */
export function webhook(id: string, transitions: [to: string, when?: unknown][] = [], extra: Record<string, unknown> = {}) {
  return {
    id,
    type: "action",
    actionType: "WEBHOOK",
    mode: "sync",
    config: { url: `https://api.example.com/${id}`, method: "POST", ...((extra["config"] as object | undefined) ?? {}) },
    outputVar: (extra["outputVar"] as string | undefined) ?? id,
    transition: transitions.map(([to, when]) => (when === undefined ? { to } : { to, when })),
  };
}

export const spec = (...nodes: object[]) => ({ version: 2, nodes });

/** classify → (score ≥ 7: page | region BR: lookup-br via brazil | else: answer) */
export const triage = spec(
  webhook("classify", [
    ["page", { source: "evaluation", path: "scores.mean", op: "gte", value: 7 }],
    ["lookup-br", { source: "vars", path: "region", op: "eq", value: "BR" }],
    ["answer"],
  ]),
  webhook("page"),
  webhook("lookup-br", [["answer"]], { config: { proxy: "brazil" }, outputVar: "customer" }),
  webhook("answer", [["page", { source: "node", of: "lookup-br", path: "evaluation.error.code", op: "eq", value: "relay-unavailable" }]]),
);

/** a → b → a … until b's evaluation says done. */
export const loop = spec(
  webhook("a", [["b"]]),
  webhook("b", [["done", { source: "evaluation", path: "done", op: "eq", value: true }], ["a"]]),
  { id: "done", type: "end" },
);
