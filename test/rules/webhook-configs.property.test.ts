// The one loop of the rules about webhook configs: it visits exactly the WEBHOOK nodes whose
// `config` is an object, in document order, with the node's pointer.
import fc from "fast-check";
import { expect, test } from "vitest";
import { SpecIndex } from "../../src/core/spec-index.js";
import { eachWebhookConfig } from "../../src/rules/webhook-configs.js";
import type { RuleContext } from "../../src/rules/types.js";
import { anyDocument, spec } from "../arbitraries.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 200);

function contextOf(doc: unknown): RuleContext {
  const misuse = (): never => {
    throw new Error("the loop reports nothing itself");
  };
  return { doc, spec: new SpecIndex(doc), strict: false, schemaFindings: [], report: misuse, reportAs: misuse, forward: misuse };
}

function visited(doc: unknown): [unknown, string][] {
  const seen: [unknown, string][] = [];
  eachWebhookConfig(contextOf(doc), (config, pointer) => seen.push([config, pointer]));
  return seen;
}

/** Written apart from the code: the configs a reader of the spec sees, item by item. */
function expected(doc: unknown): [unknown, string][] {
  const plain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!plain(doc) || !Object.hasOwn(doc, "nodes") || !Array.isArray(doc["nodes"])) return [];
  const out: [unknown, string][] = [];
  doc["nodes"].forEach((node: unknown, i: number) => {
    if (plain(node) && Object.hasOwn(node, "actionType") && node["actionType"] === "WEBHOOK" && Object.hasOwn(node, "config") && plain(node["config"])) {
      out.push([node["config"], `/nodes/${i}`]);
    }
  });
  return out;
}

test("each webhook config is visited once, the same object, at its node's pointer, in document order", () => {
  fc.assert(
    fc.property(fc.oneof(spec, anyDocument), (doc) => {
      const got = visited(doc);
      const want = expected(doc);
      expect(got.map(([, p]) => p)).toEqual(want.map(([, p]) => p));
      got.forEach(([config], i) => expect(config).toBe(want[i]![0]));
    }),
    { numRuns: RUNS },
  );
});

test("a node that only looks like a webhook is not visited", () => {
  const inherited = Object.create({ actionType: "WEBHOOK", config: { url: "http://x" } }) as object;
  const doc = {
    nodes: [
      { id: "a", type: "action", actionType: "webhook", config: { url: "http://a" } },
      { id: "b", type: "action", actionType: "WEBHOOK", config: [] },
      { id: "c", type: "action", actionType: "WEBHOOK", config: null },
      { id: "d", type: "action", actionType: "WEBHOOK" },
      inherited,
      "WEBHOOK",
      { id: "e", type: "action", actionType: "WEBHOOK", config: { url: "http://e" } },
    ],
  };
  expect(visited(doc)).toEqual([[{ url: "http://e" }, "/nodes/6"]]);
  expect(visited({ nodes: {} })).toEqual([]);
  expect(visited([{ actionType: "WEBHOOK", config: {} }])).toEqual([]);
});
