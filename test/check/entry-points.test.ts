// One checker behind every entry point: for the same text, checkText (both built entries), a kept
// documentChecker, applyFixes' remaining issues, `agentspec check`, `check --fix` and the language
// server give the same findings, over the corpus and over random texts.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { checkText, documentChecker } from "../../src/check/index.js";
import { applyFixes } from "../../src/language/index.js";
import { formatText } from "../../src/format/index.js";
import type { Issue } from "../../src/core/issue.js";
import { spec, toText } from "../arbitraries.js";
import { CLI, run } from "../cli/helpers.js";
import { testSpecFindings } from "../../src/workspace/test-spec.js";
import { sortIssues } from "../../src/core/order.js";
import { locateTestFindings } from "../../src/workflow/test-file.js";

const ROOT = join(import.meta.dirname, "..", "..");
const RUNS = Number(process.env["FC_RUNS"] ?? 100);

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".json") && !e.name.endsWith(".expected.json") && !e.name.endsWith(".golden.json"))
    .map((e) => join(e.parentPath, e.name));
}

/** The corpus: the examples (specs, bundles, test files, broken ones) and the spec and bundle fixtures. */
const corpus = [...jsonFiles(join(ROOT, "examples")), ...jsonFiles(join(ROOT, "test/fixtures/err")), ...jsonFiles(join(ROOT, "test/fixtures/ok")), ...jsonFiles(join(ROOT, "test/fixtures/bundles"))]
  .sort()
  .map((file) => ({ file, name: relative(ROOT, file), text: readFileSync(file, "utf8") }));

/** Texts the review named: a number parsers misread beside a fixable route, a test file told by what it holds. */
const named = {
  "misread.json": `{\n  "version": 2,\n  "nodes": [\n    { "id": "a", "type": "action", "actionType": "WEBHOOK",\n      "config": { "url": "https://x.example/", "method": "GET", "timeout": 9007199254740993, "proxy": "Brazil" } }\n  ]\n}\n`,
  "cases.json": `{ "spec": "spec.json", "cases": [{ "name": "runs", "results": {}, "expect": { "paht": [] } }] }\n`,
};

// A kept checker answers with the kind, the verdict and the issues (the value only from checkText).
const keptAnswer = (c: { kind: string; valid: boolean; issues: Issue[] }) => ({ kind: c.kind, valid: c.valid, issues: c.issues });
const key = (i: Issue) => `${i.range?.start.line}:${i.range?.start.column}-${i.range?.end.line}:${i.range?.end.column} ${i.severity} ${i.code} ${i.message}`;

test("the corpus is not empty and holds every kind of document", () => {
  const kinds = new Set(corpus.map((c) => checkText(c.text, { fileName: c.name }).kind));
  expect(corpus.length).toBeGreaterThan(60);
  expect([...kinds].sort()).toEqual(["bundle", "json", "spec", "test"]);
});

test("the review's text: check reports the misread number, and check --fix leaves exactly what the next check reports", async () => {
  const text = named["misread.json"];
  expect(checkText(text).issues.map((i) => i.code)).toEqual(["json/inexact-number", "webhook/invalid-proxy"]);
  const dir = mkdtempSync(join(tmpdir(), "agentspec-entry-"));
  const file = join(dir, "misread.json");
  writeFileSync(file, text);
  const fixed = await run(["check", "--fix", "--format", "json", file]);
  const left = JSON.parse(fixed.stdout) as { issues: Issue[] }[];
  const again = await run(["check", "--format", "json", file]);
  const next = JSON.parse(again.stdout) as { issues: Issue[] }[];
  expect(left[0]!.issues.map(key)).toEqual(next[0]!.issues.map(key));
  expect(next[0]!.issues.map((i) => i.code).sort()).toEqual(["json/inexact-number", "webhook/relay-timeout"]);
  expect(fixed.code).toBe(again.code);
  expect(applyFixes(text).remaining.map(key)).toEqual(next[0]!.issues.map(key));
}, 30_000);

test("a test file is told apart by its name and by what it holds", () => {
  const byContent = checkText(named["cases.json"], { fileName: "cases.json" });
  const byName = checkText(named["cases.json"], { fileName: "flow.agentspec-test.json" });
  expect(byContent.kind).toBe("test");
  expect(byName.kind).toBe("test");
  expect(byContent.issues.map(key)).toEqual(byName.issues.map(key));
  expect(byContent.issues.map((i) => i.code)).not.toContain("schema/required");
  // Without the two members a test file requires, or with `nodes`, it is a spec, whatever else it holds.
  expect(checkText('{ "version": 2, "cases": [] }').kind).toBe("spec");
  expect(checkText('{ "spec": "a.json", "cases": [], "nodes": [] }').kind).toBe("spec");
});

describe("the library's entry points", () => {
  let built: { index: { checkText: typeof checkText }; browser: { checkText: typeof checkText } };
  beforeAll(async () => {
    built = {
      index: (await import(pathToFileURL(join(ROOT, "dist/index.js")).href)) as never,
      browser: (await import(pathToFileURL(join(ROOT, "dist/browser.js")).href)) as never,
    };
  });

  test("over the corpus: checkText of both entries, a kept checker, applyFixes and fmt agree", () => {
    const kept = documentChecker();
    for (const c of corpus) {
      const opts = { fileName: c.name };
      const want = checkText(c.text, opts);
      expect(built.index.checkText(c.text, opts), c.name).toEqual(want);
      expect(built.browser.checkText(c.text, opts), c.name).toEqual(want);
      expect(keptAnswer(kept.check(c.text, opts)), c.name).toEqual(keptAnswer(want));
      const fixed = applyFixes(c.text, opts);
      if (fixed.applied.length === 0) expect(fixed.remaining, c.name).toEqual(want.issues);
      expect(fixed.remaining, c.name).toEqual(checkText(fixed.text, opts).issues);
      const fmt = formatText(c.text);
      if ("issues" in fmt) expect(fmt.issues, c.name).toEqual(want.issues.filter((i) => i.code.startsWith("json/") && i.code !== "json/inexact-number"));
    }
  });

  // Specs, damaged or not, with numbers parsers misread and fixable faults dropped in.
  const text = fc
    .tuple(spec, fc.nat(5), fc.nat(400), fc.constantFrom("9007199254740993", "1e400", "0.1", "30", "12345678901234567890"), fc.constantFrom('"Brazil"', '"US"', '"direct"', '"brasil"'))
    .map(([s, damage, at, n, proxy]) => {
      let t = toText(s);
      if (damage === 1) t = t.replace(/"timeout": [^,}\n]+/, `"timeout": ${n}`);
      if (damage === 2) t = t.replace(/"proxy": "[^"]*"/, `"proxy": ${proxy}`);
      if (damage === 3) t = t.slice(0, at);
      if (damage === 4) t = t.replace('"version": 2', `"version": 2, "big": ${n}`);
      return t;
    });

  test("over random texts: both entries, a kept checker and applyFixes give checkText's findings", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.boolean()), { minLength: 1, maxLength: 4 }), (versions) => {
        const kept = documentChecker();
        for (const [t, strict] of versions) {
          const want = checkText(t, { strict });
          expect(built.index.checkText(t, { strict })).toEqual(want);
          expect(built.browser.checkText(t, { strict })).toEqual(want);
          expect(keptAnswer(kept.check(t, { strict }))).toEqual(keptAnswer(want));
          const fixed = applyFixes(t, { strict });
          expect(fixed.remaining).toEqual(checkText(fixed.text, { strict }).issues);
          if (fixed.applied.length === 0) expect(fixed.remaining).toEqual(want.issues);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

test("over the corpus: `agentspec check` reports what checkText finds, file by file", async () => {
  const out = await run(["check", "--format", "json", ...corpus.map((c) => c.name)], { cwd: ROOT });
  const files = JSON.parse(out.stdout) as { file: string; issues: Issue[] }[];
  expect(files.map((f) => f.file)).toEqual(corpus.map((c) => c.name));
  for (const [i, c] of corpus.entries()) expect(files[i]!.issues.map(key), c.name).toEqual(checkText(c.text, { fileName: c.name }).issues.map(key));
}, 60_000);

describe("the language server", () => {
  let rpc: MessageConnection;
  const published = new Map<string, (d: { uri: string; diagnostics: { code: string; message: string; range: { start: { line: number; character: number } } }[] }) => void>();
  const child = spawn(process.execPath, [CLI, "lsp", "--stdio"], { stdio: "pipe" });
  beforeAll(async () => {
    rpc = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: never[] }) => published.get(p.uri)?.(p));
    rpc.listen();
    await rpc.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
    await rpc.sendNotification("initialized", {});
  });
  afterAll(() => {
    rpc.dispose();
    child.kill();
  });

  test("publishes, for each document of the corpus, checkText's findings (nothing for an empty text or a JSON array: the server answers only for the toolkit's documents)", async () => {
    const docs = [...corpus.map((c) => ({ name: c.name, text: c.text })), ...Object.entries(named).map(([name, text]) => ({ name, text }))];
    const notOurs = docs.filter((d) => !/\S/.test(d.text) || d.text.trimStart().startsWith("["));
    expect(notOurs.map((d) => d.name)).toEqual(["test/fixtures/bundles/not-a-bundle-array.json", "test/fixtures/err/json-empty.json"]);
    for (const d of docs) {
      const uri = pathToFileURL(join(ROOT, d.name)).href;
      const got = new Promise<{ diagnostics: { code: string; message: string; range: { start: { line: number; character: number } } }[] }>((resolve) => published.set(uri, resolve));
      await rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text: d.text } });
      const { diagnostics } = await got;
      // A test file is also checked against the spec it names, read from disk (as check and test do): `cases.json` names none that exists.
      const checked = checkText(d.text, { fileName: uri });
      const against = checked.kind === "test" ? testSpecFindings(join(ROOT, d.name), false, checked.value, new Map()).findings : [];
      const want = notOurs.includes(d) ? [] : sortIssues([...checked.issues, ...locateTestFindings(d.text, against)], undefined);
      expect(diagnostics.map((x) => `${x.range.start.line + 1}:${x.range.start.character + 1} ${x.code} ${x.message}`), d.name).toEqual(
        want.map((i) => `${i.range!.start.line}:${i.range!.start.column} ${i.code} ${i.message}`),
      );
      await rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
    }
  }, 60_000);
});
