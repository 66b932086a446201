// A test file's faults come in one run: the schema's, and those against its spec (unknown nodes,
// repeated case names, error results with output, routes of nodes that are not webhooks), with a
// did-you-mean for a misspelt property such as "expects".
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { testFileSpecFindings, validateTestFileText } from "../../src/workflow/index.js";
import { run, tree } from "../cli/helpers.js";
import { spec, webhook } from "./helpers.js";

const RUNS = Number(process.env["FC_RUNS"] ?? 300);
const target = spec(webhook("start", [["end"]]), { id: "end", type: "end" });

const faulty = {
  spec: "s.json",
  cases: [
    { name: "a", results: { start: {}, nope: {} }, expects: { end: "end" } },
    { name: "a", results: { start: { error: { code: "x" }, output: 1 } }, expect: { routes: { start: "eu", end: "us" } } },
  ],
};

describe("test file faults", () => {
  test('"expects" gets a did-you-mean', () => {
    const { issues } = validateTestFileText(JSON.stringify(faulty, null, 2));
    // A near miss of a key the case lacks is spec/misspelled-property, as in specs and bundles; it is
    // the one finding about the missing "expect" (no "missing required property" at the case's "{").
    expect(issues.find((i) => i.code === "spec/misspelled-property")!.message).toBe('unknown property "expects" on a test case; did you mean "expect"?');
    expect(issues.filter((i) => i.pointer === "/cases/0/expect")).toEqual([]);
  });

  test("the checks against the spec run on a file the schema refuses", () => {
    expect(testFileSpecFindings(faulty, target).map((f) => [f.code, f.pointer])).toEqual([
      ["test/unknown-node", "/cases/0/results/nope"],
      ["test/duplicate-case-name", "/cases/1/name"],
      ["test/error-with-output", "/cases/1/results/start/error"],
      ["test/not-a-webhook", "/cases/1/expect/routes/end"],
    ]);
  });

  test("never throw on any JSON value where a test file is expected", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => {
        testFileSpecFindings(v, target);
        testFileSpecFindings({ spec: "s.json", cases: [v] }, target);
        testFileSpecFindings({ spec: "s.json", cases: [{ name: "x", results: v, expect: v }] }, target);
      }),
      { numRuns: RUNS },
    );
  });

  test("agentspec test reports every fault of the file in one run, in the order of the text", async () => {
    const dir = tree({ "s.json": JSON.stringify(target, null, 2), "t.agentspec-test.json": JSON.stringify(faulty, null, 2) });
    const r = await run(["test", "t.agentspec-test.json", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { files: { issues: { code: string; range: { start: { line: number } } }[] }[] };
    const issues = out.files[0]!.issues;
    expect(issues.map((i) => i.code)).toEqual([
      "test/unknown-node",
      "spec/misspelled-property",
      "test/duplicate-case-name",
      "test/error-with-output",
      "schema/enum",
      "test/not-a-webhook",
    ]);
    const lines = issues.map((i) => i.range.start.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });
});
