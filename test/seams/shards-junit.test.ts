// check -f junit, check --shard -f junit and merge-reports held to one answer: merged, the parts'
// JUnit is the whole run's byte for byte (the built command on generated repositories, and the
// writer, reader and merge in process on generated reports down to odd characters); the XML is
// well-formed, a testsuite per file of the JSON report, a failure exactly per error finding, a
// skip per suppressed one; and every report merge-reports cannot take is refused with its file.
import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { spec as specArb, toText } from "../arbitraries.js";
import { SPECS, run, tree } from "../cli/helpers.js";
import { junit, junitXml, xml } from "../../src/cli/report/junit.js";
import { readJunit } from "../../src/cli/report/junit-read.js";
import { mergeJunit } from "../../src/cli/commands/merge-reports.js";
import type { Issue } from "../../src/core/issue.js";
import type { FileReport } from "../../src/workspace/file-report.js";

/** Each part's JUnit written to a file (as a matrix job uploads it), and merge-reports' answer on them. */
async function mergedParts(root: string, paths: readonly string[], n: number): Promise<{ parts: string[]; merged: string }> {
  const parts: string[] = [];
  for (let i = 1; i <= n; i++) {
    const r = await run(["check", ...paths, "--shard", `${i}/${n}`, "-f", "junit"], { cwd: root });
    expect(r.code, r.stderr).not.toBe(2);
    writeFileSync(join(root, `.part-${i}.xml`), r.stdout);
    parts.push(r.stdout);
  }
  const m = await run(["merge-reports", ...parts.map((_, i) => `.part-${i + 1}.xml`)], { cwd: root });
  expect([m.code, m.stderr]).toEqual([0, ""]);
  return { parts, merged: m.stdout };
}

type Doc = {
  testsuites: {
    tests: string;
    failures: string;
    testsuite?: {
      name: string;
      tests: string;
      failures: string;
      skipped: string;
      properties?: { property: { name: string; value: string }[] };
      testcase: { name: string; failure?: { type: string }; skipped?: unknown; "system-out"?: string }[];
    }[];
  };
};
const parseXml = (text: string): Doc => {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => ["testsuite", "testcase", "property"].includes(name) }).parse(text) as Doc;
};
const suitesOf = (text: string): string[] => (parseXml(text).testsuites.testsuite ?? []).map((s) => s.name);

const specText = fc.oneof(fc.constantFrom(SPECS.good, SPECS.warn, SPECS.bad, SPECS.broken, '{ "name": "not a spec" }'), specArb.map(toText));
const fileName = fc.tuple(fc.constantFrom("", "p/", "q/", "p/r/"), fc.constantFrom("m", "n", "o&<", "Spec"), fc.nat(20)).map(([d, n, i]) => `${d}${n}${i}.json`);

test("merged, the parts' JUnit is the whole run's byte for byte, for 1 to 4 parts, whatever the paths named", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(fc.tuple(fileName, specText), { minLength: 1, maxLength: 10, selector: ([n]) => n }),
      fc.constantFrom(["."], ["q", "p"], ["q/**/*.json", "p", "missing-*.json"]),
      async (written, paths) => {
        const root = tree(Object.fromEntries(written));
        try {
          const whole = await run(["check", ...paths, "-f", "junit"], { cwd: root });
          for (let n = 1; n <= 4; n++) {
            const { parts, merged } = await mergedParts(root, paths, n);
            // every file in exactly one part
            const listed = parts.flatMap(suitesOf);
            expect(listed.sort()).toEqual(suitesOf(whole.stdout).sort());
            expect(new Set(listed).size).toBe(listed.length);
            expect(merged, `${n} parts`).toBe(whole.stdout);
          }
        } finally {
          rmSync(root, { recursive: true, force: true });
        }
      },
    ),
    { numRuns: 5 },
  );
}, 300_000);

test("with a suppressions file: suppressed findings are skipped, and the unused entries every part may find are the whole run's once merged", async () => {
  const root = tree({ "agentspec.config.json": "{}", "a.json": SPECS.bad, "b.json": SPECS.good, "c.json": SPECS.bad, "d.json": SPECS.warn, "e.json": SPECS.bad });
  try {
    expect((await run(["check", ".", "--suppress-all"], { cwd: root })).code).toBe(0);
    writeFileSync(join(root, "a.json"), SPECS.good);
    rmSync(join(root, "c.json"));
    const whole = await run(["check", ".", "-f", "junit"], { cwd: root });
    expect(whole.code).toBe((await run(["check", ".", "-f", "json"], { cwd: root })).code);
    expect(whole.stdout).toContain("suppressions/unused");
    const e = parseXml(whole.stdout).testsuites.testsuite!.find((s) => s.name === "e.json")!;
    expect([e.failures, e.skipped, e.testcase.every((c) => c.skipped !== undefined)]).toEqual(["0", "2", true]);
    for (const n of [2, 3]) expect((await mergedParts(root, ["."], n)).merged).toBe(whole.stdout);
    // the suppressions file not among the files checked: its suite comes last, without a place
    const some = await run(["check", "a.json", "b.json", "d.json", "e.json", "-f", "junit"], { cwd: root });
    expect(suitesOf(some.stdout).at(-1)).toBe("agentspec-suppressions.json");
    for (const n of [2, 4]) expect((await mergedParts(root, ["a.json", "b.json", "d.json", "e.json"], n)).merged).toBe(some.stdout);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 120_000);

test("the JUnit is well-formed XML: a testsuite per file of the JSON report, a failure exactly per error, warnings pass with their text; exit codes as json's", async () => {
  const root = tree({ "a.json": SPECS.bad, "b.json": SPECS.good, "c.json": SPECS.warn, "d.json": SPECS.broken, "bundle.json": JSON.stringify({ format: "agentspec-bundle", formatVersion: 1, agents: [{ id: "x", name: "X", spec: JSON.parse(SPECS.bad) as unknown }] }) });
  try {
    for (const extra of [[], ["--quiet"], ["--max-warnings", "0"], ["b.json", "c.json"], ["b.json"]]) {
      const paths = extra.length > 0 && !extra[0]!.startsWith("-") ? extra : [".", ...extra];
      const xml = await run(["check", ...paths, "-f", "junit"], { cwd: root });
      const json = await run(["check", ...paths, "-f", "json"], { cwd: root });
      expect(xml.code, extra.join(" ")).toBe(json.code);
      const files = JSON.parse(json.stdout) as { file: string; errorCount: number; warningCount: number; issues: Issue[] }[];
      const doc = parseXml(xml.stdout).testsuites;
      const suites = doc.testsuite ?? [];
      expect(suites.map((s) => s.name)).toEqual(files.map((f) => f.file));
      suites.forEach((s, i) => {
        const f = files[i]!;
        expect(s.properties?.property).toEqual([{ name: "agentspec.position", value: String(i) }]);
        const failed = s.testcase.filter((c) => c.failure !== undefined);
        expect(failed.map((c) => c.failure!.type).sort()).toEqual(f.issues.filter((x) => x.severity === "error").map((x) => x.code).sort());
        expect(s.testcase.filter((c) => c["system-out"] !== undefined)).toHaveLength(f.warningCount);
        // a file without findings is one testcase that passed, named after the file (ESLint's)
        if (f.issues.length === 0) expect(s.testcase).toEqual([{ name: f.file, classname: f.file.replace(/\.json$/, ""), file: f.file }]);
        else expect(s.testcase).toHaveLength(f.issues.length);
        expect(s.failures).toBe(String(f.errorCount));
      });
      expect(doc.failures).toBe(String(files.reduce((n, f) => n + f.errorCount, 0)));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 60_000);

describe("in process: writer, reader and merge on generated reports", () => {
  const odd = fc.string({ unit: "binary", maxLength: 12 });
  const pos = fc.record({ line: fc.integer({ min: 1, max: 40 }), column: fc.integer({ min: 1, max: 40 }) });
  const issue = (codes: string[], text = odd): fc.Arbitrary<Issue> => fc
    .record({ code: fc.constantFrom(...codes), severity: fc.constantFrom("error" as const, "warning" as const), message: text, at: fc.option(fc.tuple(pos, pos), { nil: undefined }) })
    .map(({ code, severity, message, at }) => ({
      code: code as Issue["code"],
      severity,
      pointer: "",
      message,
      ...(at === undefined ? {} : { range: { start: { ...at[0], offset: at[0].line * 100 + at[0].column }, end: { ...at[1], offset: at[1].line * 100 + at[1].column } } }),
    }));
  // Findings of one file that no two parts would tell apart: one per place, code, severity and message.
  const findings = (codes: string[], text = odd): fc.Arbitrary<Issue[]> => fc.uniqueArray(issue(codes, text), { maxLength: 5, selector: (i) => JSON.stringify([i.range?.start, i.code, i.severity, i.message]) });
  const report = fc.record({ name: odd, issues: findings(["a/b", "c/d"]), suppressed: fc.array(issue(["a/b"]), { maxLength: 2 }) }).map((r): FileReport => ({ name: r.name, issues: r.issues, ...(r.suppressed.length ? { suppressed: r.suppressed } : {}) }));

  test("the parts, written, read back and merged, are the whole run's text; the reader reads back what the writer wrote", () => {
    fc.assert(
      fc.property(
        // a file once in a run (its name as the XML holds it), and never the suppressions file's name
        fc.uniqueArray(report.filter((r) => xml(r.name) !== "agentspec-suppressions.json"), { minLength: 0, maxLength: 8, selector: (r) => xml(r.name) }),
        fc.integer({ min: 1, max: 4 }),
        fc.infiniteStream(fc.nat()),
        // the run-wide report (a suppressions file's unused entries): absent, its own file, or one of the files checked
        fc.record({ where: fc.constantFrom("none", "own", "checked"), at: fc.nat(), issues: findings(["suppressions/unused"], fc.string({ maxLength: 6 })), split: fc.infiniteStream(fc.nat()) }),
        (reports, n, partOf, wide) => {
          const inputs = reports.map((r, i) => ({ ...r, position: i * 2 })); // gaps: the inputs that were no documents
          const parts: FileReport[][] = Array.from({ length: n }, () => []);
          const assigned = inputs.map((r) => {
            const p = partOf.next().value % n;
            parts[p]!.push(r);
            return p;
          });
          const whole: FileReport[] = inputs.map((r) => ({ ...r, issues: [...r.issues] }));
          // (a run of no file at all has no places to tell parts from runs that were not split: joined as given)
          if (wide.where !== "none" && wide.issues.length > 0 && inputs.length > 0) {
            // each entry is found by one part or more; the whole run finds each once
            const by = wide.issues.map((i) => ({ i, parts: [...new Set([wide.split.next().value % n, wide.split.next().value % n])] }));
            const target = wide.where === "checked" && inputs.length > 0 ? wide.at % inputs.length : undefined;
            const name = target === undefined ? "agentspec-suppressions.json" : inputs[target]!.name;
            if (target === undefined) whole.push({ name, issues: wide.issues });
            else whole[target]!.issues.push(...wide.issues);
            parts.forEach((part, p) => {
              const mine = by.filter((b) => b.parts.includes(p)).map((b) => b.i);
              if (mine.length === 0) return;
              const own = target !== undefined && assigned[target] === p ? part.findIndex((r) => r.position === inputs[target]!.position) : -1;
              if (own >= 0) part[own] = { ...part[own]!, issues: [...part[own]!.issues, ...mine] };
              else part.push({ name, issues: mine });
            });
          }
          const text = junit(whole);
          const read = readJunit(text);
          expect(junitXml(read.name, read.suites)).toBe(text);
          const merged = mergeJunit(parts.map((part, p) => ({ file: `part-${p}.xml`, ...readJunit(junit(part)) })));
          expect(merged).toBe(text);
          // and merging the whole run's report alone changes nothing
          expect(mergeJunit([{ file: "whole.xml", ...readJunit(text) }])).toBe(text);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("merge-reports refuses, naming the file", () => {
  test.each([
    ["a JSON part after a JUnit one", ["p1.xml", "p2.json"], /^agentspec: p2\.json: is JSON, while p1\.xml is JUnit XML: merge the parts of one format$/m],
    ["a JUnit part after a JSON one", ["p2.json", "p1.xml"], /^agentspec: p1\.xml: is JUnit XML, while p2\.json is JSON: merge the parts of one format$/m],
    ["a JUnit part with -f json", ["-f", "json", "p1.xml"], /^agentspec: p1\.xml: is JUnit XML, while --format json: merge the parts of one format$/m],
    ["a SARIF log among JUnit parts", ["p1.xml", "s.sarif"], /^agentspec: s\.sarif: a SARIF log needs no merge/m],
    ["XML that is not closed", ["open.xml"], /^agentspec: open\.xml: 3:88: not XML: <testsuite> \(line 3\) is not closed$/m],
    ["a closing tag that does not match", ["cross.xml"], /^agentspec: cross\.xml: 3:7: not XML: <testsuite> \(line 2\) is closed by <\/testsuites>$/m],
    ["an entity XML does not define", ["entity.xml"], /^agentspec: entity\.xml: 1:20: not XML: unknown entity &nbsp;$/m],
    ["a comment", ["comment.xml"], /^agentspec: comment\.xml: 2:3: not XML: comments, CDATA, declarations and processing instructions are not in agentspec's JUnit$/m],
    ["XML of another shape", ["other.xml"], /^agentspec: other\.xml: 1:1: not a report of "agentspec check --format junit": the root element is <checkstyle>, not <testsuites>$/m],
    ["counts that do not match", ["counts.xml"], /^agentspec: counts\.xml: 3:3: not a report of "agentspec check --format junit": <testsuite> says failures="0" but holds 2$/m],
    ["a place that is not a whole number", ["place.xml"], /^agentspec: place\.xml: testsuite a\.json: "agentspec\.position" must be a whole number ≥ 0, not "-1"$/m],
    ["a part given twice", ["p1.xml", "p1.xml"], /^agentspec: p1\.xml: lists position 0 \(a\.json\), as p1\.xml does \(a\.json\): the same part given twice, or parts of different runs$/m],
    ["test's JUnit with check's", ["p1.xml", "t.xml"], /^agentspec: t\.xml: a JUnit report of "agentspec test", while p1\.xml is of "agentspec": merge the parts of one command$/m],
  ])("%s", async (_, args, message) => {
    const dir = tree({ "a.json": SPECS.bad, "b.json": SPECS.good });
    try {
      const part = (await run(["check", "a.json", "b.json", "--shard", "1/1", "-f", "junit"], { cwd: dir })).stdout;
      writeFileSync(join(dir, "p1.xml"), part);
      writeFileSync(join(dir, "p2.json"), (await run(["check", "a.json", "--shard", "1/1", "-f", "json"], { cwd: dir })).stdout);
      writeFileSync(join(dir, "s.sarif"), (await run(["check", "a.json", "-f", "sarif"], { cwd: dir })).stdout);
      writeFileSync(join(dir, "open.xml"), part.split("\n").slice(0, 3).join("\n"));
      writeFileSync(join(dir, "cross.xml"), '<testsuites name="agentspec" tests="0" failures="0" errors="0">\n  <testsuite name="a">\n    </testsuites>\n');
      writeFileSync(join(dir, "entity.xml"), '<testsuites name="a&nbsp;" tests="0" failures="0" errors="0"/>\n');
      writeFileSync(join(dir, "comment.xml"), '<testsuites name="agentspec" tests="0" failures="0" errors="0">\n  <!-- x -->\n</testsuites>\n');
      writeFileSync(join(dir, "other.xml"), '<checkstyle version="4.3"/>\n');
      writeFileSync(join(dir, "counts.xml"), part.replace('failures="2" errors="0" skipped="0" file="a.json"', 'failures="0" errors="0" skipped="0" file="a.json"'));
      writeFileSync(join(dir, "place.xml"), part.replace('name="agentspec.position" value="0"', 'name="agentspec.position" value="-1"'));
      writeFileSync(join(dir, "t.xml"), '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="agentspec test" tests="0" failures="0" errors="0">\n</testsuites>\n');
      const r = await run(["merge-reports", ...args], { cwd: dir });
      expect([r.code, r.stdout], args.join(" ")).toEqual([2, ""]);
      expect(r.stderr).toMatch(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a part read from standard input, after a byte order mark, merges as from its file", async () => {
    const dir = tree({ "a.json": SPECS.bad, "b.json": SPECS.warn, "c.json": SPECS.good });
    try {
      const whole = (await run(["check", ".", "-f", "junit"], { cwd: dir })).stdout;
      for (let i = 1; i <= 2; i++) writeFileSync(join(dir, `p${i}.xml`), (await run(["check", ".", "--shard", `${i}/2`, "-f", "junit"], { cwd: dir })).stdout);
      const r = await run(["merge-reports", "p1.xml", "-"], { cwd: dir, input: "\uFEFF" + readFileSync(join(dir, "p2.xml"), "utf8") });
      expect([r.code, r.stderr, r.stdout]).toEqual([0, "", whole]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("check --watch -f junit is refused like every format that is not lines", async () => {
    const dir = tree({ "a.json": SPECS.good });
    const r = await run(["check", "a.json", "--watch", "-f", "junit"], { cwd: dir });
    expect([r.code, r.stderr.split("\n")[0]]).toEqual([2, "agentspec: --watch prints lines, or JSON lines with -f jsonl: not junit"]);
    rmSync(dir, { recursive: true, force: true });
  });
});
