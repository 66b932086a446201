// One verdict for a test file, whether `agentspec test` runs it or the language server's lens does
// (workspace/executeCommand): the command (`node dist/cli.cjs test --format json`) and the server
// (`agentspec lsp`, through a real JSON-RPC client) run the same files on disk, with and without a
// config whose rule settings change what stops a file, and must agree on each file's verdict, each
// case's, and the number of errors. The files are hand-picked faults and generated cases.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import type { MessageConnection } from "vscode-jsonrpc/node";
import { run, startLanguageServer, tree } from "../cli/helpers.js";

const RUNS = Math.min(Number(process.env["FC_RUNS"] ?? 100), 30);

const node = (id: string, transition?: unknown[]) => ({ id, type: "action", actionType: "WEBHOOK", config: { url: `https://api.example.com/${id}`, method: "GET" }, ...(transition ? { transition } : {}) });
const SPEC = JSON.stringify(
  {
    version: 2,
    nodes: [
      node("start", [{ to: "done", when: { source: "vars", path: "skip", op: "eq", value: true } }, { to: "check" }]),
      node("check", [{ to: "done", when: { source: "node", of: "check", path: "evaluation.scores.mean", op: "gt", value: 5 } }]),
      node("done"),
    ],
  },
  null,
  2,
);
const IDS = ["start", "check", "done"];

const file = (cases: unknown[], spec = "flow.json"): string => JSON.stringify({ spec, cases }, null, 2) + "\n";
const goesOn = { name: "goes on", results: { start: {}, check: { evaluation: { scores: { mean: 7 } } }, done: {} }, expect: { path: ["start", "check", "done"] } };
const skips = { name: "skips", vars: { skip: true }, results: { start: {}, done: {} }, expect: { path: ["start", "done"] } };

/** Hand-picked files: passing, a failing case, and each way a file is stopped before its cases. */
const FILES: Record<string, string> = {
  "pass.agentspec-test.json": file([goesOn, skips]),
  "fail.agentspec-test.json": file([goesOn, { ...skips, expect: { path: ["start", "check", "done"] } }]),
  "end.agentspec-test.json": file([{ ...goesOn, expect: { end: "check" } }]),
  "unknown-node.agentspec-test.json": file([{ ...goesOn, results: { ...goesOn.results, nope: {} } }]),
  "duplicate.agentspec-test.json": file([goesOn, { ...skips, name: "goes on" }]),
  "missing-spec.agentspec-test.json": file([goesOn], "gone.json"),
  "invalid-spec.agentspec-test.json": file([goesOn], "bad.json"),
  "schema.agentspec-test.json": '{ "spec": "flow.json", "cases": {} }\n',
  "not-json.agentspec-test.json": '{ "spec": "flow.json", "cases": [\n',
};

/** Generated cases: any vars and scores, expecting any path or end over the spec's ids. */
const caseArb = fc.record({
  name: fc.string({ minLength: 1, maxLength: 8 }),
  vars: fc.record({ skip: fc.oneof(fc.boolean(), fc.constant(null), fc.integer()) }),
  results: fc.record({ start: fc.constant({}), check: fc.record({ evaluation: fc.record({ scores: fc.record({ mean: fc.integer({ min: 0, max: 10 }) }) }) }), done: fc.constant({}) }, { requiredKeys: ["start"] }),
  expect: fc.oneof(fc.record({ path: fc.array(fc.constantFrom(...IDS), { minLength: 1, maxLength: 3 }) }), fc.record({ end: fc.constantFrom(...IDS) })),
});
const generated = fc.sample(fc.array(caseArb, { minLength: 1, maxLength: 3 }), { numRuns: RUNS, seed: 37 });

interface CliFile {
  file: string;
  issues: { severity: string }[];
  cases: { index: number; passed: boolean }[];
}
interface Verdict {
  passed: boolean;
  cases: { index: number; passed: boolean }[];
  errors: string[];
}

let server: { proc: { kill(): void }; rpc: MessageConnection } | undefined;
afterAll(() => {
  server?.rpc.dispose();
  server?.proc.kill();
});

/** The command's verdict per file and the server's, on the same folder. */
async function bothVerdicts(dir: string, names: string[]): Promise<{ cli: Record<string, unknown>; lsp: Record<string, unknown> }> {
  const out = await run(["test", "--format", "json", ...names], { cwd: dir });
  expect(out.code === 0 || out.code === 1, out.stderr).toBe(true);
  const report = JSON.parse(out.stdout) as { files: CliFile[] };
  const cli: Record<string, unknown> = {};
  for (const f of report.files) {
    const errors = f.issues.filter((i) => i.severity === "error").length;
    cli[f.file] = { passed: errors === 0 && f.cases.every((c) => c.passed), cases: f.cases.map((c) => [c.index, c.passed]), errors };
  }
  server ??= await startLanguageServer({});
  const lsp: Record<string, unknown> = {};
  for (const [i, name] of names.entries()) {
    const uri = pathToFileURL(join(dir, name)).href;
    // Half of them open in the editor (the open text runs), half only on disk.
    if (i % 2 === 0) {
      const text = readFileSync(join(dir, name), "utf8");
      await server.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "json", version: 1, text } });
    }
    const v = (await server.rpc.sendRequest("workspace/executeCommand", { command: "agentspec.runTestFile", arguments: [{ uri }] })) as Verdict;
    lsp[name] = { passed: v.passed, cases: v.cases.map((c) => [c.index, c.passed]), errors: v.errors.length };
  }
  return { cli, lsp };
}

describe("a test file's verdict: agentspec test and the lens agree", () => {
  for (const config of [undefined, '{ "rules": { "test/duplicate-case-name": "warn", "test/unknown-node": "off" } }\n']) {
    test(`hand-picked files and ${generated.length} generated ones, ${config ? "with a config relaxing two codes" : "without a config"}`, async () => {
      const files: Record<string, string> = { "flow.json": SPEC, "bad.json": '{ "version": 2, "nodes": [ { "id": "a" } ] }\n', ...FILES };
      generated.forEach((cases, i) => (files[`gen-${i}.agentspec-test.json`] = file(cases)));
      if (config) files["agentspec.config.json"] = config;
      const dir = tree(files);
      const names = Object.keys(files).filter((n) => n.endsWith(".agentspec-test.json"));
      const { cli, lsp } = await bothVerdicts(dir, names);
      expect(Object.keys(cli).sort()).toEqual([...names].sort());
      expect(lsp).toEqual(cli);
      // The files cover every outcome: passed, a failed case, stopped by an error; and the config changes some verdicts.
      const outcomes = new Set(Object.values(cli).map((v) => { const x = v as { passed: boolean; errors: number }; return x.errors > 0 ? "error" : x.passed ? "passed" : "failed"; }));
      expect([...outcomes].sort()).toEqual(["error", "failed", "passed"]);
      const dup = cli["duplicate.agentspec-test.json"] as { errors: number };
      expect(dup.errors).toBe(config ? 0 : 1);
      // The file on disk changed after the lens ran: the next run reads it again (nothing kept between runs).
      writeFileSync(join(dir, "missing-spec.agentspec-test.json"), file([goesOn]));
      const again = await bothVerdicts(dir, ["missing-spec.agentspec-test.json"]);
      expect(again.lsp).toEqual(again.cli);
      expect((again.cli["missing-spec.agentspec-test.json"] as { passed: boolean }).passed).toBe(true);
    }, 120_000);
  }
});
