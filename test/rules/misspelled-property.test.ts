// spec/misspelled-property: near misses of the schema's names are warnings by default; the
// property they stand for is then one finding, not a second "missing required property".
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { validateSpec, validateSpecText } from "../../src/validate/validate.js";
import { checkAgentImport } from "../../src/bundle/index.js";
import { fixesFor, applyFixes } from "../../src/language/index.js";
import { schemaProperties } from "../../src/schema/properties.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 100);

const node = (extra: Record<string, unknown>) => ({
  id: "a",
  type: "action",
  actionType: "WEBHOOK",
  config: { url: "https://api.example.com", method: "GET" },
  ...extra,
});
const spec = (...nodes: unknown[]) => ({ version: 2, nodes: [...nodes, { id: "b", type: "end" }] });
const found = (doc: unknown, strict = false) => validateSpec(doc, { strict }).issues.map((i) => `${i.code} ${i.pointer}`);

describe("spec/misspelled-property", () => {
  test.each([
    ["transitions", "transition", [{ to: "b" }]],
    ["outputvar", "outputVar", "x"],
    ["Transition", "transition", [{ to: "b" }]],
  ])("%s on a node is a near miss of %s", (key, meant, value) => {
    const issues = validateSpec(spec(node({ [key]: value })), {}).issues.filter((i) => i.code === "spec/misspelled-property");
    expect(issues.map((i) => [i.pointer, i.severity, i.params])).toEqual([[`/nodes/0/${key}`, "warning", { property: key, kind: "node", suggestion: meant }]]);
  });

  test("timout and Proxy in a webhook config", () => {
    const doc = spec(node({ config: { url: "https://api.example.com", method: "GET", timout: 30, Proxy: "us" }, transition: [{ to: "b" }] }));
    expect(found(doc)).toEqual(["spec/misspelled-property /nodes/0/config/timout", "spec/misspelled-property /nodes/0/config/Proxy"]);
  });

  test("a misspelt required property is one finding, at the key", () => {
    const doc = { version: 2, nodes: [{ id: "a", tpye: "end" }] };
    expect(found(doc)).toEqual(["spec/misspelled-property /nodes/0/tpye"]);
    // without the typo the required property is still reported
    expect(found({ version: 2, nodes: [{ id: "a", other: "end" }] })).toEqual(["schema/required /nodes/0/type"]);
    // --strict adds no second finding for the same fault (issue #33); still no "missing required property"
    expect(found(doc, true)).toEqual(["spec/misspelled-property /nodes/0/tpye"]);
  });

  test("unknown names that are no near miss stay silent, as does a near miss whose property is present", () => {
    expect(found(spec(node({ transition: [{ to: "b" }], futureField: 1, description: "x" })))).toEqual([]);
    expect(found(spec(node({ transition: [{ to: "b" }], transitions: [] })))).toEqual([]);
  });

  test("the text validator places it at the key, and the fix renames it (case only: safe)", () => {
    const text = '{ "version": 2, "nodes": [{ "id": "a", "type": "end", "outputvar": "x" }, { "id": "b", "type": "end", "Transition": [] }] }';
    const issues = validateSpecText(text).issues.filter((i) => i.code === "spec/misspelled-property");
    expect(issues.map((i) => text.slice(i.range!.start.offset, i.range!.end.offset))).toEqual(['"outputvar"', '"Transition"']);
    expect(fixesFor(text, issues[0]!).map((f) => [f.title, f.safe])).toEqual([['Rename to "outputVar"', true]]);
    const typo = '{ "version": 2, "nodes": [{ "id": "a", "type": "end", "transitons": [] }] }';
    const t = validateSpecText(typo).issues.find((i) => i.code === "spec/misspelled-property")!;
    expect(fixesFor(typo, t).map((f) => [f.title, f.safe])).toEqual([['Rename to "transition"', false]]);
    expect(applyFixes(typo, { unsafe: true }).text).toContain('"transition": []');
  });

  test("in a bundle's specs, at the pointer inside the bundle", () => {
    const bundle = { format: "agentspec-bundle", formatVersion: 1, agents: [{ name: "x", spec: spec(node({ transitions: [{ to: "b" }] })) }] };
    const codes = checkAgentImport(bundle).issues.map((i) => `${i.code} ${i.pointer}`);
    expect(codes).toContain("spec/misspelled-property /agents/0/spec/nodes/0/transitions");
  });

  test("property: a name the schema knows, with its case changed, is always reported with that name", () => {
    const names = schemaProperties["/$defs/node"]!.filter((n) => n !== "id" && n !== "type");
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), (name, seed) => {
        const upper = name.split("").map((c, i) => ((seed >> i % 30) & 1 ? c.toUpperCase() : c.toLowerCase())).join("");
        const key = upper === name ? name.toUpperCase() : upper;
        const doc = { version: 2, nodes: [{ id: "a", type: "end", [key]: 1 }] };
        const issues = validateSpec(doc).issues.filter((i) => i.code === "spec/misspelled-property");
        expect(issues.map((i) => i.params)).toEqual([{ property: key, kind: "node", suggestion: name }]);
      }),
      { numRuns: RUNS },
    );
  });
});
