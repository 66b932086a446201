// agentspec test as users run it: a child process on fixture trees, every format, exit codes.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { run, tree } from "./helpers.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "workflow");
const EXPECTED = join(FIXTURES, "expected");
const spec = readFileSync(join(FIXTURES, "review.json"), "utf8");
const testFile = (name: string): string => readFileSync(join(FIXTURES, "tests", `${name}.agentspec-test.json`), "utf8");

/** Line and column (1-based) of the first occurrence of `needle` at or after `from` in `text`. */
function at(text: string, needle: string, from = 0): string {
  const i = text.indexOf(needle, from);
  if (i === -1) throw new Error(`${needle} not in text`);
  const before = text.slice(0, i).split("\n");
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

// The golden outputs: the exact text each format prints for the fixture tree. UPDATE_GOLDEN=1 rewrites them.
describe.concurrent("golden output on test/fixtures/workflow", () => {
  for (const [format, file] of [["stylish", "stylish.txt"], ["json", "json.json"], ["github", "github.txt"], ["junit", "junit.xml"]] as const) {
    test(`${format}`, async () => {
      const r = await run(["test", "tests", "--coverage", "-f", format], { cwd: FIXTURES });
      expect(r.code).toBe(1);
      expect(r.stderr).toBe("");
      if (process.env["UPDATE_GOLDEN"]) writeFileSync(join(EXPECTED, file), r.stdout);
      expect(r.stdout).toBe(readFileSync(join(EXPECTED, file), "utf8"));
    });
  }
});

describe.concurrent("agentspec test", () => {
  test("passing cases: exit 0, one ✓ line per case and a count", async () => {
    const r = await run(["test", "tests/pass.agentspec-test.json"], { cwd: FIXTURES });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        "✓ tests/pass.agentspec-test.json › a good draft is published through the Brazil relay",
        "✓ tests/pass.agentspec-test.json › a middling draft is revised, then published",
        "",
        "✔ 2 cases: 2 passed, 0 failed (1 test file)",
        "",
      ].join("\n"),
    );
  });

  test("a failing case shows where the path left the expectation, each transition of that node explained at its position in the spec", async () => {
    const r = await run(["test", "tests/fail.agentspec-test.json"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n");
    const head = lines.indexOf("✗ tests/fail.agentspec-test.json › a 6.5 is published");
    const draft = spec.indexOf('"id": "draft"');
    const t0 = spec.indexOf('{ "to": "publish"');
    const t1 = spec.indexOf('{ "to": "revise"');
    const t2 = spec.indexOf('{ "to": "reject" }');
    expect(lines.slice(head, head + 7)).toEqual([
      "✗ tests/fail.agentspec-test.json › a 6.5 is published",
      '    the path left the expectation after "draft" (position 2): it went to "reject", "publish" was expected; at "draft" transition 3 (to "reject") was the first that held',
      "    path: draft → reject",
      `    at "draft" (review.json:${at(spec, "{", draft - 10)}), visit 1:`,
      `      review.json:${at(spec, "{", t0)}  transition 1 to "publish": evaluation scores.mean (6.5) gte 7 → false`,
      `      review.json:${at(spec, "{", t1)}  transition 2 to "revise": all(evaluation scores.mean (6.5) gte 4 → true, vars attempts (3) lt 3 → false) → false`,
      `      review.json:${at(spec, "{", t2)}  transition 3 to "reject": no "when" → true ← taken`,
    ]);
  });

  test("a loop ends at the step limit, showing the loop and the transition that keeps it going", async () => {
    const r = await run(["test", "tests/loop.agentspec-test.json"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✗ tests/loop.agentspec-test.json › revising forever\n    the run did not end within 6 steps: it loops "draft" → "revise" → "draft"\n');
    expect(r.stdout).toContain("✓ tests/loop.agentspec-test.json › the loop is expected");
    expect(r.stdout).toContain(`review.json:${at(spec, "{", spec.indexOf('[{ "to": "draft" }]'))}  transition 1 to "draft": no "when" → true ← taken`);
  });

  test("a missing result fails the case, naming the node", async () => {
    const r = await run(["test", "tests/missing.agentspec-test.json"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✗ tests/missing.agentspec-test.json › the revision has no result\n    node "revise" has no result: give one in "results"\n    path: draft → revise\n');
  });

  test("a malformed test file is reported at its position and the other files still run", async () => {
    const r = await run(["test", "tests/malformed.agentspec-test.json", "tests/pass.agentspec-test.json", "-f", "json"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { files: { file: string; issues: { code: string; range: { start: { line: number; column: number } } }[]; cases: { passed: boolean }[] }[] };
    expect(out.files.map((f) => [f.file, f.issues.map((i) => `${i.code}@${i.range.start.line}:${i.range.start.column}`), f.cases.map((c) => c.passed)])).toEqual([
      ["tests/malformed.agentspec-test.json", [`json/syntax@${at(testFile("malformed"), "}", testFile("malformed").lastIndexOf("{}, ") + 4)}`], []],
      ["tests/pass.agentspec-test.json", [], [true, true]],
    ]);
  });

  test("node ids the spec lacks are errors with a did-you-mean, and the file does not run", async () => {
    const r = await run(["test", "tests/unknown.agentspec-test.json"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`tests/unknown.agentspec-test.json:${at(testFile("unknown"), '"publsh"')}  error  results names node "publsh", but the spec has no node with this id; did you mean "publish"? [test/unknown-node]`);
    expect(r.stdout).toContain("[test/not-a-webhook]");
    expect(r.stdout).toContain("0 cases: 0 passed, 0 failed");
  });

  test("an invalid or missing spec: the test file says so at its spec property, the spec's own issues are printed", async () => {
    const dir = tree({
      "bad.json": JSON.stringify({ version: 2, nodes: [{ id: "a", type: "action", actionType: "WEBHOOK", config: { url: "https://x.example.com", method: "GET" }, transition: [{ to: "b" }] }] }, null, 2),
      "a.agentspec-test.json": JSON.stringify({ spec: "bad.json", cases: [{ name: "x", results: {}, expect: {} }] }),
      "b.agentspec-test.json": JSON.stringify({ spec: "gone.json", cases: [{ name: "x", results: {}, expect: {} }] }),
      "c.agentspec-test.json": JSON.stringify({ spec: "a.agentspec-test.json", cases: [{ name: "x", results: {}, expect: {} }] }),
    });
    const r = await run(["test"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('a.agentspec-test.json:1:9  error  the spec "bad.json" is not valid (1 error): run agentspec check bad.json [test/spec-invalid]');
    expect(r.stdout).toMatch(/bad\.json:\d+:\d+ {2}error {2}no node has the id "b"; did you mean "a"\? \[transition\/unknown-target\]/);
    expect(r.stdout).toContain('b.agentspec-test.json:1:9  error  cannot read the spec "gone.json": no such file or directory [test/spec-unreadable]');
    expect(r.stdout).toContain("[test/spec-is-test-file]");
  });

  test("with no path, every test file under the working directory outside node_modules and dot-directories", async () => {
    const pass = testFile("pass").replace('"../review.json"', '"../../review.json"');
    const dir = tree({
      "review.json": spec,
      "a/b/ok.agentspec-test.json": pass,
      "node_modules/x/t.agentspec-test.json": "{",
      ".cache/t.agentspec-test.json": "{",
      "a/not-a-test.json": "{",
    });
    const r = await run(["test", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual(["a/b/ok.agentspec-test.json"]);
    const none = await run(["test"], { cwd: tree({ "x.json": "{}" }) });
    expect(none.code).toBe(1);
    expect(none.stdout).toContain("no test files (*.agentspec-test.json) found in .");
  });

  test("a directory gives its test files only; a glob and a named file are taken as given", async () => {
    const dir = tree({ "review.json": spec, "t/pass.agentspec-test.json": testFile("pass").replace('"../review.json"', '"../review.json"'), "t/other.json": "{" });
    expect((await run(["test", "t"], { cwd: dir })).code).toBe(0);
    expect((await run(["test", "t/*.agentspec-test.json"], { cwd: dir })).code).toBe(0);
    const named = await run(["test", "t/other.json"], { cwd: dir });
    expect(named.code).toBe(1);
    expect(named.stdout).toContain("t/other.json:1:2  error  invalid JSON");
  });

  test("stdin: the spec is relative to the working directory", async () => {
    const r = await run(["test", "-"], { cwd: FIXTURES, input: testFile("pass").replace('"../review.json"', '"review.json"') });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("✓ <stdin> › a good draft is published through the Brazil relay");
  });

  test("--coverage-min: exit 1 below the threshold, 0 at or above it; json carries coverage as data", async () => {
    const low = await run(["test", "tests/pass.agentspec-test.json", "--coverage-min", "90", "-f", "json"], { cwd: FIXTURES });
    expect(low.code).toBe(1);
    const data = JSON.parse(low.stdout) as { coverage: { percent: number; min: number; met: boolean; specs: { spec: string; outcomes: { covered: number; total: number }; uncovered: { kind: string; line: number; column: number; message: string }[] }[] } };
    // review.json: 4 nodes + 5 transitions + 3 conditions = 12 outcomes; the two passing cases
    // run draft, revise, publish (3), take transitions 0 and 1 of draft and revise's (3), and see
    // draft's transition 1 and publish's false (2): 8 of 12, 66.6% (rounded down).
    expect(data.coverage).toMatchObject({ percent: 66.6, min: 90, met: false });
    expect(data.coverage.specs[0]).toMatchObject({ spec: "review.json", outcomes: { covered: 8, total: 12 } });
    expect(data.coverage.specs[0]!.uncovered.map((u) => `${u.line}:${u.column} ${u.message}`)).toEqual([
      `${at(spec, '"when"', spec.indexOf('{ "to": "revise"'))} the "when" of transition 2 of "draft" never evaluated false`,
      `${at(spec, '{ "to": "reject" }')} transition 3 of "draft" (to "reject") never taken`,
      `${at(spec, '{ "to": "reject", "when"')} transition 1 of "publish" (to "reject") never taken`,
      `${at(spec, '{ "id": "reject"')} node "reject" never ran`,
    ]);
    expect((await run(["test", "tests/pass.agentspec-test.json", "--coverage-min", "66.6"], { cwd: FIXTURES })).code).toBe(0);
    const bad = await run(["test", "--coverage-min", "101"], { cwd: FIXTURES });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--coverage-min takes a percentage from 0 to 100, not "101"');
  });

  test("usage errors exit 2", async () => {
    expect((await run(["test", "-f", "sarif"], { cwd: FIXTURES })).code).toBe(2);
    expect((await run(["test", "--nope"], { cwd: FIXTURES })).code).toBe(2);
    const help = await run(["test", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: agentspec test");
  });
});

describe.concurrent("formats", () => {
  test("JUnit XML is well-formed: a testsuite per test file, a testcase per case, failures and errors counted", async () => {
    const r = await run(["test", "tests", "-f", "junit"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    expect(XMLValidator.validate(r.stdout)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => ["testsuite", "testcase"].includes(name) }).parse(r.stdout) as {
      testsuites: { tests: string; failures: string; errors: string; testsuite: { name: string; tests: string; failures: string; errors: string; testcase: { name: string; failure?: { type: string; "#text": string }; error?: { type: string } }[] }[] };
    };
    const suites = doc.testsuites.testsuite;
    expect(suites.map((s) => [s.name, s.tests, s.failures, s.errors])).toEqual([
      ["tests/fail", "2", "2", "0"],
      ["tests/loop", "2", "1", "0"],
      ["tests/malformed", "1", "0", "1"],
      ["tests/missing", "1", "1", "0"],
      ["tests/pass", "2", "0", "0"],
      ["tests/schema", "1", "0", "1"],
      ["tests/unknown", "1", "0", "1"],
    ]);
    expect([doc.testsuites.tests, doc.testsuites.failures, doc.testsuites.errors]).toEqual(["10", "4", "3"]);
    const failed = suites[0]!.testcase[0]!;
    expect(failed.name).toBe("a 6.5 is published");
    expect(failed.failure?.type).toBe("path");
    expect(failed.failure?.["#text"]).toContain('transition 1 to "publish": evaluation scores.mean (6.5) gte 7 → false');
    expect(suites[2]!.testcase[0]!.error?.type).toBe("json/syntax");
  });

  test("JUnit XML escapes what XML cannot hold as is", async () => {
    const name = `<&"'> \u0001 ✓`;
    const dir = tree({ "review.json": spec, "x.agentspec-test.json": JSON.stringify({ spec: "review.json", cases: [{ name, results: {}, expect: {} }] }) });
    const r = await run(["test", "-f", "junit"], { cwd: dir });
    expect(XMLValidator.validate(r.stdout)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", processEntities: true, htmlEntities: false }).parse(r.stdout) as { testsuites: { testsuite: { testcase: { name: string } } } };
    expect(doc.testsuites.testsuite.testcase.name).toBe(`<&"'>  ✓`);
  });

  test("github: one ::error per failed case at the case's name in its test file, file issues as in check", async () => {
    const r = await run(["test", "tests/fail.agentspec-test.json", "tests/malformed.agentspec-test.json", "-f", "github"], { cwd: FIXTURES });
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^::error file=tests\/malformed\.agentspec-test\.json,line=4,col=49,endLine=4,endColumn=49,title=json\/syntax::invalid JSON/);
    expect(lines[1]).toMatch(new RegExp(`^::error file=tests/fail\\.agentspec-test\\.json,line=${at(testFile("fail"), '"a 6.5').split(":")[0]},col=\\d+,title=agentspec test%3A a 6.5 is published::the path left the expectation`));
    expect(lines[1]).toContain("%0A");
    expect(lines).toHaveLength(3);
  });
});

describe.concurrent("check and test files", () => {
  test("check recognises *.agentspec-test.json: validated as a test file, not as a spec", async () => {
    const r = await run(["check", "tests/pass.agentspec-test.json", "tests/schema.agentspec-test.json", "-f", "json"], { cwd: FIXTURES });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { file: string; issues: { code: string }[] }[];
    expect(out.map((f) => [f.file, f.issues.map((i) => i.code)])).toEqual([
      ["tests/pass.agentspec-test.json", []],
      // "evalution" and "ends" are near misses of keys their objects lack: named as in specs and
      // bundles; "reviewer" is near no key of a case, so it stays an unknown property.
      ["tests/schema.agentspec-test.json", ["spec/misspelled-property", "spec/misspelled-property", "schema/unknown-property"]],
    ]);
  });

  test("check on the examples folder passes its test files", async () => {
    const r = await run(["check", "examples/tests", "examples/broken-tests"], { cwd: join(import.meta.dirname, "..", "..") });
    expect(r).toEqual({ code: 0, stdout: "", stderr: "" });
  });
});
