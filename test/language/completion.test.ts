import { describe, expect, test } from "vitest";
import { completionsAt, validateSpecText } from "../../src/index.js";
import { accept, cursor } from "./helpers.js";
import { comparatorDocs, ops } from "../../src/conditions/ops.js";
import { propertiesOf, propertyInfo } from "../../src/language/schema-info.js";

const labels = (marked: string): string[] => {
  const [text, offset] = cursor(marked);
  return completionsAt(text, offset).items.map((i) => i.label);
};

const WEBHOOK = '"id": "a", "type": "action", "actionType": "WEBHOOK"';

describe("property names, by place", () => {
  test("spec root: the names it lacks", () => {
    expect(labels('{ "nodes": [], | }')).toEqual(["version"]);
    expect(labels("{ | }")).toEqual(["version", "nodes"]);
  });

  test("node", () => {
    expect(labels('{ "nodes": [ { "id": "a", | } ] }')).toEqual(["type", "actionType", "mode", "config", "outputVar", "transition"]);
  });

  test("webhook config", () => {
    expect(labels(`{ "nodes": [ { ${WEBHOOK}, "config": { "url": "https://x", | } } ] }`)).toEqual(["method", "headers", "query", "body", "responseMode", "proxy", "timeout"]);
  });

  test("the config of a node that is not a webhook gets no webhook names", () => {
    expect(labels('{ "nodes": [ { "id": "a", "actionType": "LLM", "config": { | } } ] }')).toEqual([]);
  });

  test("transition", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", | } ] } ] }')).toEqual(["when"]);
  });

  test("comparison: its names, no combinator keys", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "op": "eq", | } } ] } ] }')).toEqual(["source", "of", "path", "valueType", "value"]);
  });

  test("empty condition: comparison and combinator names", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { | } } ] } ] }')).toEqual(["source", "of", "path", "valueType", "op", "value", "all", "any", "not"]);
  });

  test("combinator: nothing more (exactly one key)", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "all": [], | } } ] } ] }')).toEqual([]);
  });

  test("condition nested in all/any/not", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "any": [ { "not": { "source": "vars", | } } ] } } ] } ] }')).toContain("op");
  });

  test("length operand", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "source": "vars", "path": "x", "op": "length", "value": { | } } } ] } ] }')).toEqual(["comparator", "value"]);
  });

  test("of as an object: nodeId", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "source": "node", "of": { | } } } ] } ] }')).toEqual(["nodeId"]);
  });

  test("a key being typed is replaced whole, quotes kept", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "outp|" } ] }');
    const c = completionsAt(text, offset);
    const item = c.items.find((i) => i.label === "outputVar")!;
    expect(text.slice(c.from, offset)).toBe("outp");
    expect(accept(text, c.from, c.to, item.insertText)).toBe('{ "nodes": [ { "id": "a", "outputVar": "" } ] }');
  });

  test("a bare word where a key belongs gets its quotes", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", outp| } ] }');
    const c = completionsAt(text, offset);
    expect(accept(text, c.from, c.to, c.items.find((i) => i.label === "outputVar")!.insertText)).toBe('{ "nodes": [ { "id": "a", "outputVar": "" } ] }');
  });

  test("a key that already has its colon gets the name only", () => {
    const [text, offset] = cursor('{ "nodes": [ { "id": "a", "outp|": "x" } ] }');
    const c = completionsAt(text, offset);
    expect(accept(text, c.from, c.to, c.items.find((i) => i.label === "outputVar")!.insertText)).toBe('{ "nodes": [ { "id": "a", "outputVar": "x" } ] }');
  });

  test("documentation comes from the schema", () => {
    const [text, offset] = cursor(`{ "nodes": [ { ${WEBHOOK}, "config": { | } } ] }`);
    expect(completionsAt(text, offset).items.find((i) => i.label === "proxy")!.documentation).toMatch(/never retried/);
  });
});

describe("values", () => {
  const value = (key: string, kind: "config" | "node" | "cond" | "len"): string[] => {
    const body = `"${key}": |`;
    if (kind === "config") return labels(`{ "nodes": [ { ${WEBHOOK}, "config": { ${body} } } ] }`);
    if (kind === "node") return labels(`{ "nodes": [ { "id": "a", ${body} } ] }`);
    if (kind === "len") return labels(`{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "op": "length", "value": { ${body} } } } ] } ] }`);
    return labels(`{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { ${body} } } ] } ] }`);
  };

  test.each([
    ["proxy", "config", ["direct", "brazil", "us"]],
    ["method", "config", ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]],
    ["responseMode", "config", ["text"]],
    ["type", "node", ["action"]],
    ["actionType", "node", ["WEBHOOK"]],
    ["mode", "node", ["sync"]],
    ["source", "cond", ["evaluation", "vars", "context", "input", "node", "state"]],
    ["valueType", "cond", ["string", "number", "boolean", "array", "object"]],
    ["comparator", "len", ["eq", "gt", "gte", "lt", "lte"]],
  ] as const)("%s", (key, kind, expected) => {
    expect(value(key, kind)).toEqual(expected);
  });

  test("op: every operator", () => {
    expect(value("op", "cond")).toEqual(Object.keys(ops));
  });

  test("version: 2", () => {
    expect(labels('{ "version": |, "nodes": [] }')).toEqual(["2"]);
  });

  test("inside a half-typed string, the rest of the string and its closing quote", () => {
    const [text, offset] = cursor(`{ "nodes": [ { ${WEBHOOK}, "config": { "proxy": "bra| } } ] }`);
    const c = completionsAt(text, offset);
    expect(text.slice(c.from, offset)).toBe("bra");
    expect(accept(text, c.from, c.to, c.items.find((i) => i.label === "brazil")!.insertText)).toBe(`{ "nodes": [ { ${WEBHOOK}, "config": { "proxy": "brazil" } } ] }`);
  });

  test("enum value descriptions from the schema", () => {
    const [text, offset] = cursor(`{ "nodes": [ { ${WEBHOOK}, "config": { "proxy": | } } ] }`);
    expect(completionsAt(text, offset).items.find((i) => i.label === "us")!.documentation).toMatch(/US relay/);
  });
});

describe("node ids and paths", () => {
  const spec = (inner: string): string => `{ "nodes": [ { "id": "start", "outputVar": "ticket", "transition": [ ${inner} ] }, { "id": "end", "type": "action", "outputVar": "done" }, { "id": "end" } ] }`;

  test("to: every node id once", () => {
    expect(labels(spec('{ "to": "|" }'))).toEqual(["start", "end"]);
    expect(labels(spec('{ "to": | }'))).toEqual(["start", "end"]);
  });

  test("of and of.nodeId", () => {
    expect(labels(spec('{ "to": "end", "when": { "source": "node", "of": "|" } }'))).toEqual(["start", "end"]);
    expect(labels(spec('{ "to": "end", "when": { "source": "node", "of": { "nodeId": | } } }'))).toEqual(["start", "end"]);
  });

  test("paths: evaluation, node (under evaluation.), vars (the declared outputVars)", () => {
    expect(labels(spec('{ "to": "end", "when": { "source": "evaluation", "path": "|" } }'))).toEqual(["scores.mean", "results[0].score", "results[*].score", "structuredData."]);
    expect(labels(spec('{ "to": "end", "when": { "source": "node", "of": "start", "path": "|" } }'))).toEqual([
      "evaluation.scores.mean",
      "evaluation.results[0].score",
      "evaluation.results[*].score",
      "evaluation.structuredData.",
    ]);
    expect(labels(spec('{ "to": "end", "when": { "path": "|", "source": "vars" } }'))).toEqual(["ticket", "done"]);
  });

  test("an accepted node id makes the spec valid", () => {
    const [text, offset] = cursor('{ "version": 2, "nodes": [ { "id": "start", "type": "x", "transition": [ { "to": "|" } ] }, { "id": "next", "type": "x" } ] }');
    const c = completionsAt(text, offset);
    const done = accept(text, c.from, c.to, c.items.find((i) => i.label === "next")!.insertText);
    expect(validateSpecText(done).issues).toEqual([]);
  });
});

describe("snippets", () => {
  test("a webhook node in nodes", () => {
    const [text, offset] = cursor('{ "version": 2, "nodes": [ | ] }');
    const c = completionsAt(text, offset);
    expect(c.items.map((i) => i.label)).toEqual(["webhook node"]);
    expect(validateSpecText(accept(text, c.from, c.to, c.items[0]!.insertText)).valid).toBe(true);
  });

  test("transitions, with and without when", () => {
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ | ] } ] }')).toEqual(["transition", "transition with when"]);
  });

  test("every condition shape, in all/any and as a when", () => {
    const shapes = ["comparison", "length comparison", "all", "any", "not"];
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": { "all": [ | ] } } ] } ] }')).toEqual(shapes);
    expect(labels('{ "nodes": [ { "id": "a", "transition": [ { "to": "a", "when": | } ] } ] }')).toEqual(shapes);
  });

  test("each condition snippet gives a valid spec", () => {
    const [text, offset] = cursor('{ "version": 2, "nodes": [ { "id": "a", "type": "x", "transition": [ { "to": "a", "when": | } ] } ] }');
    const c = completionsAt(text, offset);
    for (const item of c.items) {
      const done = accept(text, c.from, c.to, item.insertText).replace('"not": {}', '"not": { "all": [] }');
      expect(validateSpecText(done).issues.filter((i) => i.severity === "error"), item.label).toEqual([]);
    }
  });

  test("an empty document: a spec skeleton", () => {
    expect(labels("|")).toEqual(["agent spec"]);
  });
});

describe("broken text", () => {
  test("truncated after a comma", () => {
    expect(labels('{ "nodes": [ { "id": "a", |')).toContain("outputVar");
  });

  test("missing commas and an unterminated string elsewhere", () => {
    expect(labels('{ "nodes": [ { "id": "a" "type": "x\n |\n } ] }')).toContain("outputVar");
  });

  test("a colon with nothing after it, then the next key", () => {
    const [text, offset] = cursor(`{ "nodes": [ { ${WEBHOOK}, "config": { "proxy": |\n "url": "https://x" } } ] }`);
    expect(completionsAt(text, offset).items.map((i) => i.label)).toEqual(["direct", "brazil", "us"]);
  });

  test("outside any value, nothing", () => {
    expect(labels('{ "nodes": [] } |')).toEqual([]);
  });
});

describe("the words of enum values come from the language service, not the published schema", () => {
  const kinds = ["spec", "node", "webhook config", "transition", "condition", "length operand", "of"] as const;
  test("every enum value the schema names has words", () => {
    const missing: string[] = [];
    let enums = 0;
    for (const kind of kinds) {
      for (const p of propertiesOf(kind)) {
        if (!p.enum || p.enum.length < 2) continue;
        enums++;
        p.enum.forEach((v, i) => {
          if (!p.enumDescriptions?.[i]) missing.push(`${kind}.${p.name} = ${JSON.stringify(v)}`);
        });
      }
    }
    expect(enums).toBeGreaterThanOrEqual(6);
    expect(missing).toEqual([]);
  });

  test("an operator and a comparator are documented as the operator table words them", () => {
    expect(propertyInfo("condition", "op")!.enumDescriptions![propertyInfo("condition", "op")!.enum!.indexOf("regex")]).toBe(ops.regex.words.doc);
    expect(propertyInfo("length operand", "comparator")!.enumDescriptions).toEqual(Object.values(comparatorDocs));
  });
});
