// agentspec diff --tests: the test files of the compared specs run on both versions; a case whose
// path changed is listed even when it still passes, one that now fails too, and the others not.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { run, tree } from "../cli/helpers.js";

const when = { source: "vars", path: "total", op: "gte", value: 100 };
const spec = (threshold: number, extra = false) => ({
  version: 2,
  nodes: [
    { id: "start", type: "action", actionType: "LLM", transition: [{ to: extra ? "review" : "big", when: { ...when, value: threshold } }, { to: "done" }] },
    { id: "big", type: "action", actionType: "LLM", transition: [{ to: "done" }] },
    ...(extra ? [{ id: "review", type: "action", actionType: "LLM", transition: [{ to: "big" }] }] : []),
    { id: "done", type: "end" },
  ],
});
const testFile = {
  spec: "after.json",
  cases: [
    { name: "a large order ends done", vars: { total: 150 }, results: { start: {}, big: {}, review: {}, done: {} }, expect: { end: "done" } },
    { name: "a small order goes straight to done", vars: { total: 50 }, results: { start: {}, done: {} }, expect: { path: ["start", "done"] } },
    { name: "a mid order goes through big", vars: { total: 120 }, results: { start: {}, big: {}, done: {} }, expect: { path: ["start", "big", "done"] } },
  ],
};
const text = (v: unknown): string => JSON.stringify(v, null, 2) + "\n";

test("lists the cases whose path, end, status or verdict changed, with the counts", async () => {
  const dir = tree({ "before.json": text(spec(100)), "after.json": text(spec(130, true)), "tests/orders.agentspec-test.json": text({ ...testFile, spec: "../after.json" }) });
  const r = await run(["diff", "before.json", "after.json", "--tests", "-f", "json"], { cwd: dir });
  const out = JSON.parse(r.stdout) as { replay: { files: number; cases: number; changed: { file: string; name: string; what: string[] }[] } };
  expect(out.replay.files).toBe(1);
  expect(out.replay.cases).toBe(3);
  expect(out.replay.changed).toEqual([
    { file: "tests/orders.agentspec-test.json", name: "a large order ends done", index: 0, what: ['path "start" → "big" → "done" is now "start" → "review" → "big" → "done"'] },
    { file: "tests/orders.agentspec-test.json", name: "a mid order goes through big", index: 2, what: ['path "start" → "big" → "done" is now "start" → "done"', "now fails"] },
  ]);
  // A path that changed is behaviour: it fails --fail-on behaviour, and stylish lists it.
  expect(r.code).toBe(0);
  const stylish = await run(["diff", "before.json", "after.json", "--tests", "--fail-on", "behaviour"], { cwd: dir });
  expect(stylish.code).toBe(1);
  expect(stylish.stdout).toContain('tests/orders.agentspec-test.json  case "a large order ends done": path "start" → "big" → "done" is now "start" → "review" → "big" → "done"');
  expect(stylish.stdout).toContain("replayed 3 test cases of 1 test file on both versions: 2 cases changed");
});

test("the markdown comment ends with the count the cases above it give, not that none changed", async () => {
  const dir = tree({ "before.json": text(spec(100)), "after.json": text(spec(130, true)), "tests/orders.agentspec-test.json": text({ ...testFile, spec: "../after.json" }) });
  const r = await run(["diff", "before.json", "after.json", "--tests", "-f", "markdown"], { cwd: dir });
  const part = r.stdout.slice(r.stdout.indexOf("### Test cases on both versions"));
  expect(part.split("\n").filter((l) => l.startsWith("- "))).toHaveLength(2);
  // (Markdown's punctuation is escaped with a backslash.)
  expect(part.trimEnd().split("\n").at(-1)!.replace(/\\(.)/g, "$1")).toBe("replayed 3 test cases of 1 test file on both versions: 2 cases changed");
  expect(part).not.toContain("no path, end or status changed");
});

test("with no change to any run, the replay says so; test files of other specs are not run", async () => {
  const dir = tree({ "before.json": text(spec(100)), "after.json": text(spec(100)), "other.json": text(spec(1)), "t.agentspec-test.json": text(testFile), "u.agentspec-test.json": text({ ...testFile, spec: "other.json" }) });
  writeFileSync(join(dir, "after.json"), JSON.stringify(spec(100)));
  const r = await run(["diff", "before.json", "after.json", "--tests"], { cwd: dir });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("replayed 3 test cases of 1 test file on both versions: no path, end or status changed");
});
